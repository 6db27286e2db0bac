//! Which language to speak: the `--lang` flag, else the locale variables, else English; on
//! the web, the request's `lang`, else the browser's `Accept-Language`.

/// A language Furunkulus speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// `en`, `de`, `fr` (ISO 639-1: the `--lang` values, HTML's `lang`).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language of a code or a language tag: `de`, `DE`, `de-AT`, `fr_CA`; `None` for
    /// any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_', '.', '@']).next().unwrap_or("").trim();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The language of the POSIX locale variables, read with `var`: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides (`de_DE.UTF-8` is German,
    /// `fr_FR` French; `C`, `POSIX` or any other language English); none set: English.
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_code(&v))
            .unwrap_or_default()
    }

    /// [`Lang::from_locale_vars`] of this process's environment.
    pub fn from_env() -> Lang {
        Lang::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// The language a browser prefers most, among ours, from an `Accept-Language` header
    /// (`fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`); `None` when it names none of ours.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (i, item) in header.split(',').enumerate() {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            let Some(lang) = Lang::from_code(tag) else {
                continue;
            };
            if q <= 0.0 {
                continue;
            }
            // The highest weight wins; among equals, the one named first.
            if best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
                best = Some((q, i, lang));
            }
        }
        best.map(|(_, _, l)| l)
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// `en`, `de` or `fr` (a tag such as `de-AT` too).
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_code(s).ok_or_else(|| format!("`{s}`: en, de or fr"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn locale_variables_in_posix_order() {
        assert_eq!(Lang::from_locale_vars(env(&[])), Lang::En);
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "de_DE.UTF-8")])),
            Lang::De
        );
        assert_eq!(Lang::from_locale_vars(env(&[("LANG", "fr_CA")])), Lang::Fr);
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "fr_FR")])),
            Lang::Fr
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LC_ALL", "POSIX"), ("LANG", "fr")])),
            Lang::En
        );
        // An empty variable is skipped.
        assert_eq!(
            Lang::from_locale_vars(env(&[("LC_ALL", ""), ("LANG", "de_AT.UTF-8@euro")])),
            Lang::De
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "es_ES.UTF-8")])),
            Lang::En
        );
    }

    #[test]
    fn accept_language_by_weight() {
        assert_eq!(
            Lang::from_accept_language("fr-CH, fr;q=0.9, en;q=0.8"),
            Some(Lang::Fr)
        );
        assert_eq!(
            Lang::from_accept_language("es, de;q=0.5, en;q=0.4"),
            Some(Lang::De)
        );
        assert_eq!(
            Lang::from_accept_language("en;q=0.5, de;q=0.9"),
            Some(Lang::De)
        );
        assert_eq!(
            Lang::from_accept_language("de;q=0, fr;q=0.1"),
            Some(Lang::Fr)
        );
        assert_eq!(Lang::from_accept_language("es, it"), None);
        assert_eq!(Lang::from_accept_language(""), None);
    }

    #[test]
    fn codes_and_tags() {
        assert_eq!("DE".parse::<Lang>(), Ok(Lang::De));
        assert_eq!("fr-BE".parse::<Lang>(), Ok(Lang::Fr));
        assert!("english".parse::<Lang>().is_err());
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
    }
}
