//! The message catalogue: every sentence a player reads, in English, German and French,
//! written in [Project Fluent](https://projectfluent.org) files under `locales/` (one file a
//! language and subject, embedded in the binary) and looked up by id with named arguments.
//!
//! ```
//! use furunkulus::{i18n::Lang, t};
//! let at: furunkulus::geometry::Square = "m6".parse().unwrap();
//! assert_eq!(t!(Lang::En, "trace-eats", pawn = "C", at = at), "eats pawn C on m6");
//! assert_eq!(t!(Lang::De, "trace-eats", pawn = "C", at = at), "frisst Spielfigur C auf m6");
//! assert_eq!(t!(Lang::Fr, "trace-eats", pawn = "C", at = at), "dévore le pion C en m6");
//! ```
//!
//! How to write and pass arguments ([`IntoArg`]):
//! - names, squares, rule ids, wall letters and option names are passed as they are;
//! - numbers are passed as numbers, so a message can choose its plural
//!   (`{ $n -> [one] step *[other] steps }`);
//! - the game's words (a direction, a side, a piece, a removal, a tile: every type that is a
//!   [`Word`]) are passed as the value itself: the message gets `$name`, the word in its own
//!   language (from `common.ftl`), and `$name-key`, the language-neutral key (`east`,
//!   `pivot-right`, `eaten`), to choose an article, a gender or a case with a selector.
//!
//! The grammar (articles, genders, plurals, word order) lives in the `.ftl` files, never in
//! the code. See docs/DEVELOPING.md, "Languages", for how to add a message or a language; a
//! test (`tests/all/languages/catalogue.rs`) fails on a message missing in a language, an
//! argument a message uses that the code does not pass, or an id the code uses that no file
//! defines.

mod lang;
mod words;

pub use lang::Lang;
pub use words::{player_words, Player, Word};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::LazyLock;

/// Every subject's file in every language, embedded: `locales/<code>/<subject>.ftl`.
macro_rules! catalogue {
    ($($subject:literal),* $(,)?) => {
        &[$(
            (Lang::En, $subject, include_str!(concat!("../../locales/en/", $subject, ".ftl"))),
            (Lang::De, $subject, include_str!(concat!("../../locales/de/", $subject, ".ftl"))),
            (Lang::Fr, $subject, include_str!(concat!("../../locales/fr/", $subject, ".ftl"))),
        )*]
    };
}

/// Every catalogue file: its language, its subject and its text. A new subject is its name
/// here and one file a language under `locales/`.
pub const FILES: &[(Lang, &str, &str)] = catalogue![
    "common",
    "board",
    "trace",
    "tables",
    "rules",
    "picture",
    "load",
    "setup",
    "cli",
    "moves",
    "puzzle",
    "book",
    "game",
    "search",
    "ai",
    "serve",
    "web",
    "web-tables",
    "help",
];

type Bundle = FluentBundle<FluentResource>;

/// Each language's bundle, built once on its first use (a run in one language parses only
/// its own files), shared by every thread.
static BUNDLES: [LazyLock<Speaker>; 3] = [
    LazyLock::new(|| speaker(Lang::En)),
    LazyLock::new(|| speaker(Lang::De)),
    LazyLock::new(|| speaker(Lang::Fr)),
];

/// One language's bundle, and the `$name-key` variables its messages use anywhere: a word's
/// key is passed only where the language may choose by it (fewer arguments, faster messages).
struct Speaker {
    bundle: Bundle,
    keys: Vec<&'static str>,
}

impl std::ops::Deref for Speaker {
    type Target = Bundle;
    fn deref(&self) -> &Bundle {
        &self.bundle
    }
}

fn speaker(lang: Lang) -> Speaker {
    let mut keys: Vec<&'static str> = Vec::new();
    for (_, _, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        for (at, _) in text.match_indices("-key") {
            let start = text[..at]
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                .map_or(0, |i| i + 1);
            if text[..start].ends_with('$') {
                let name = &text[start..at + 4];
                if !keys.contains(&name) {
                    keys.push(name);
                }
            }
        }
    }
    Speaker {
        bundle: bundle(lang),
        keys,
    }
}

fn bundle(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks (U+2068, U+2069) around arguments: terminals, pictures and
    // tests read plain text, and names are never right-to-left here.
    bundle.set_use_isolating(false);
    for (l, subject, text) in FILES {
        if *l != lang {
            continue;
        }
        // A file with a syntax error keeps the messages that parsed; the catalogue test
        // fails on any error, so a release never ships one.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, errors)| {
            debug_assert!(false, "locales/{}/{subject}.ftl: {errors:?}", lang.code());
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(false, "locales/{}/{subject}.ftl: {errors:?}", lang.code());
        }
    }
    bundle
}

/// One argument of a message, as [`IntoArg`] makes it.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// Text shown as it is: a name, a square, a rule id.
    Text(Cow<'a, str>),
    /// A number (a message may choose its plural by it).
    Number(f64),
    /// One of the game's words: the word in the message's language, and its key.
    Word {
        /// The word, from `common.ftl`.
        word: Cow<'static, str>,
        /// The language-neutral key (`east`, `stone`, `eaten`), given as `$name-key`.
        key: &'static str,
    },
}

/// What can be an argument of a message: text, numbers, and the game's [`Word`]s.
pub trait IntoArg<'a> {
    /// The argument, for a message in `lang`.
    fn into_arg(self, lang: Lang) -> Arg<'a>;
}

impl<'a> IntoArg<'a> for &'a str {
    fn into_arg(self, _: Lang) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(self))
    }
}

impl<'a> IntoArg<'a> for &'a String {
    fn into_arg(self, _: Lang) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(self))
    }
}

impl<'a> IntoArg<'a> for String {
    fn into_arg(self, _: Lang) -> Arg<'a> {
        Arg::Text(Cow::Owned(self))
    }
}

/// `true` or `false`, for a selector: `{ $tied -> [true] ... *[false] ... }`.
impl<'a> IntoArg<'a> for bool {
    fn into_arg(self, _: Lang) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(if self { "true" } else { "false" }))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl<'a> IntoArg<'a> for $t {
            fn into_arg(self, _: Lang) -> Arg<'a> {
                Arg::Number(self as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

impl<'a, W: Word> IntoArg<'a> for W {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        Arg::Word {
            word: self.word(lang),
            key: self.key(),
        }
    }
}

/// A number with a fixed count of decimals, written as the language writes it: `0.25` in
/// English, `0,25` in German and French.
#[derive(Clone, Copy, Debug)]
pub struct Fixed(pub f64, pub usize);

impl Fixed {
    /// The number in `lang`.
    pub fn text(self, lang: Lang) -> String {
        let s = format!("{:.*}", self.1, self.0);
        match lang {
            Lang::En => s,
            Lang::De | Lang::Fr => s.replace('.', ","),
        }
    }
}

/// A number as short as it can be written (`0.7`, `10`), as the language writes it (`0,7`).
#[derive(Clone, Copy, Debug)]
pub struct Decimal(pub f64);

impl<'a> IntoArg<'a> for Decimal {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        let s = self.0.to_string();
        Arg::Text(Cow::Owned(match lang {
            Lang::En => s,
            Lang::De | Lang::Fr => s.replace('.', ","),
        }))
    }
}

/// A share (0.25) as a percentage with a fixed count of decimals, as the language writes it:
/// `25.0%` in English, `25,0 %` in German and French.
#[derive(Clone, Copy, Debug)]
pub struct Percent(pub f64, pub usize);

impl Percent {
    /// The percentage in `lang`.
    pub fn text(self, lang: Lang) -> String {
        percent_sign(Fixed(100.0 * self.0, self.1).text(lang), lang)
    }
}

impl<'a> IntoArg<'a> for Percent {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        Arg::Text(Cow::Owned(self.text(lang)))
    }
}

/// An interval of shares (`0.052`, `0.36`) as percentages with a fixed count of decimals, as
/// the language writes a range: `5.2%-36.0%` in English, `5,2–36,0 %` in German and French
/// (one sign after both numbers).
#[derive(Clone, Copy, Debug)]
pub struct PercentRange(pub f64, pub f64, pub usize);

impl PercentRange {
    /// The interval in `lang`.
    pub fn text(self, lang: Lang) -> String {
        self.padded(lang, 0)
    }

    /// The interval as a table's column shows it: in English each bound lined up at the width
    /// of 100 (` 5.2%- 36.0%`); German and French write it as in [`PercentRange::text`], which
    /// is narrower than that already.
    pub fn column(self, lang: Lang) -> String {
        self.padded(lang, Fixed(100.0, self.2).text(lang).chars().count())
    }

    fn padded(self, lang: Lang, width: usize) -> String {
        let (lo, hi) = (
            Fixed(100.0 * self.0, self.2).text(lang),
            Fixed(100.0 * self.1, self.2).text(lang),
        );
        match lang {
            Lang::En => format!("{lo:>width$}%-{hi:>width$}%"),
            Lang::De | Lang::Fr => percent_sign(format!("{lo}–{hi}"), lang),
        }
    }
}

impl<'a> IntoArg<'a> for PercentRange {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        Arg::Text(Cow::Owned(self.text(lang)))
    }
}

/// A whole percentage already counted (an axis's `20`, a chance rounded as a map shows it), as
/// the language writes it: `20%` in English, `20 %` in German and French.
#[derive(Clone, Copy, Debug)]
pub struct WholePercent(pub u32);

impl WholePercent {
    /// The percentage in `lang`.
    pub fn text(self, lang: Lang) -> String {
        percent_sign(self.0.to_string(), lang)
    }
}

impl<'a> IntoArg<'a> for WholePercent {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        Arg::Text(Cow::Owned(self.text(lang)))
    }
}

/// The number `n` (already in `lang`) with its percent sign: after a no-break space in German
/// and French.
fn percent_sign(n: String, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n}%"),
        Lang::De | Lang::Fr => format!("{n}\u{a0}%"),
    }
}

impl<'a> IntoArg<'a> for Fixed {
    fn into_arg(self, lang: Lang) -> Arg<'a> {
        Arg::Text(Cow::Owned(self.text(lang)))
    }
}

/// A message in words: `t!(lang, "trace-eats", pawn = name, at = square)`. The id is a
/// string literal (the catalogue test finds every id and argument the code uses by reading
/// these calls); each argument is `name = value` with any [`IntoArg`] value.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        let lang: $crate::i18n::Lang = $lang;
        $crate::i18n::tr(
            lang,
            $id,
            &[$((
                stringify!($name),
                concat!(stringify!($name), "-key"),
                $crate::i18n::IntoArg::into_arg($value, lang),
            )),*],
        )
    }};
}

/// The message `id` in `lang` with its arguments, each as (name, name of its key, value).
/// Use [`t!`](crate::t), which writes the names; this is what it calls.
///
/// A message missing in `lang` falls back to English, and one missing everywhere shows its
/// id; both are caught by the catalogue test, and by a debug build at once.
pub fn tr(lang: Lang, id: &str, args: &[(&'static str, &'static str, Arg)]) -> String {
    let mut out = String::new();
    write(&mut out, lang, id, args);
    out
}

/// [`tr`] written at the end of `out`.
pub fn write(out: &mut String, lang: Lang, id: &str, args: &[(&'static str, &'static str, Arg)]) {
    let found = BUNDLES[lang as usize]
        .get_message(id)
        .map(|m| (lang, m))
        .or_else(|| {
            BUNDLES[Lang::En as usize]
                .get_message(id)
                .map(|m| (Lang::En, m))
        });
    let Some((used, pattern)) = found.and_then(|(l, m)| m.value().map(|p| (l, p))) else {
        debug_assert!(false, "no message `{id}` in the catalogue");
        out.push_str(id);
        return;
    };
    debug_assert!(used == lang, "message `{id}` missing in {}", lang.code());
    let speaker: &Speaker = &BUNDLES[used as usize];
    let mut fluent = FluentArgs::with_capacity(args.len() * 2);
    for (name, key_name, arg) in args {
        match arg {
            Arg::Text(t) => fluent.set(*name, FluentValue::from(t.as_ref())),
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            Arg::Word { word, key } => {
                fluent.set(*name, FluentValue::from(word.as_ref()));
                if speaker.keys.contains(key_name) {
                    fluent.set(*key_name, FluentValue::from(*key));
                }
            }
        }
    }
    let mut errors = Vec::new();
    let _ = speaker.write_pattern(out, pattern, Some(&fluent), &mut errors);
    debug_assert!(
        errors.is_empty(),
        "message `{id}` in {}: {errors:?}",
        used.code()
    );
}

/// The message `id` in `lang`, without arguments, if that language has it (no fallback):
/// for ids made at run time (the command line's help, `help-<command>-arg-<id>`), whose
/// caller keeps its own text when one is missing.
pub fn message(lang: Lang, id: &str) -> Option<String> {
    let bundle: &Bundle = &BUNDLES[lang as usize].bundle;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The message `id` in `lang`, without arguments, borrowed from the catalogue when it is
/// plain text (the game's words are).
pub fn word(lang: Lang, id: &str) -> Cow<'static, str> {
    let bundle: &'static Bundle = &BUNDLES[lang as usize].bundle;
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no word `{id}` in {}", lang.code());
        return Cow::Owned(id.to_string());
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    debug_assert!(
        errors.is_empty(),
        "word `{id}` in {}: {errors:?}",
        lang.code()
    );
    text
}

thread_local! {
    /// The language of the errors made deep in the readers on this thread (see [`speaking`]).
    static SPEAKING: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// Runs `f` with [`speaking()`] answering `lang` on this thread, then restores the language
/// before. The readers' errors (a file that cannot be read, a key that is not known, a square
/// that does not exist) are made far below the caller, through functions that know nothing
/// of languages: the command line wraps its whole run in this, the server each request.
pub fn speaking_in<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = SPEAKING.with(|s| s.replace(lang));
    // Restored even if `f` panics, so a caught panic leaves no language behind.
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPEAKING.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

/// The language of the readers' errors on this thread: the one [`speaking_in`] set, else
/// English.
pub fn speaking() -> Lang {
    SPEAKING.with(std::cell::Cell::get)
}

/// "A", "A and B", "A, B and C" in `lang`.
pub fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => t!(lang, "list-and", rest = rest.join(", "), last = last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_in_each_language() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(Lang::En, &v(&[])), "");
        assert_eq!(and_list(Lang::En, &v(&["A"])), "A");
        assert_eq!(and_list(Lang::En, &v(&["A", "B"])), "A and B");
        assert_eq!(and_list(Lang::En, &v(&["A", "B", "C"])), "A, B and C");
        assert_eq!(and_list(Lang::De, &v(&["A", "B", "C"])), "A, B und C");
        assert_eq!(and_list(Lang::Fr, &v(&["A", "B", "C"])), "A, B et C");
    }

    #[test]
    fn decimals_as_each_language_writes_them() {
        assert_eq!(Fixed(0.25, 2).text(Lang::En), "0.25");
        assert_eq!(Fixed(0.25, 2).text(Lang::De), "0,25");
        assert_eq!(Fixed(13.46, 1).text(Lang::Fr), "13,5");
        assert_eq!(Fixed(2.0, 0).text(Lang::De), "2");
        assert_eq!(Percent(0.125, 1).text(Lang::En), "12.5%");
        assert_eq!(Percent(0.125, 1).text(Lang::De), "12,5\u{a0}%");
        assert_eq!(Percent(1.0, 1).text(Lang::Fr), "100,0\u{a0}%");
        assert_eq!(Percent(0.3, 0).text(Lang::Fr), "30\u{a0}%");
        assert_eq!(PercentRange(0.052, 0.36, 1).text(Lang::En), "5.2%-36.0%");
        assert_eq!(
            PercentRange(0.052, 0.36, 1).column(Lang::En),
            "  5.2%- 36.0%"
        );
        assert_eq!(
            PercentRange(0.052, 0.36, 1).column(Lang::De),
            "5,2–36,0\u{a0}%"
        );
        assert_eq!(PercentRange(0.5, 1.0, 0).text(Lang::Fr), "50–100\u{a0}%");
        assert_eq!(WholePercent(20).text(Lang::En), "20%");
        assert_eq!(WholePercent(20).text(Lang::De), "20\u{a0}%");
        assert_eq!(WholePercent(100).text(Lang::Fr), "100\u{a0}%");
    }

    #[test]
    fn speaking_is_set_for_a_run_and_restored() {
        assert_eq!(speaking(), Lang::En);
        let inner = speaking_in(Lang::De, || {
            let fr = speaking_in(Lang::Fr, speaking);
            (speaking(), fr)
        });
        assert_eq!(inner, (Lang::De, Lang::Fr));
        assert_eq!(speaking(), Lang::En);
        let caught = std::panic::catch_unwind(|| speaking_in(Lang::Fr, || panic!("x")));
        assert!(caught.is_err());
        assert_eq!(speaking(), Lang::En);
    }

    #[test]
    fn no_isolation_marks_and_plurals_by_language() {
        for lang in Lang::ALL {
            let one = t!(lang, "trace-sight-pawn", pawn = "A", distance = 1u8);
            let six = t!(lang, "trace-sight-pawn", pawn = "A", distance = 6u8);
            assert!(!one.contains(['\u{2068}', '\u{2069}']), "{one}");
            assert_ne!(one.replace('1', ""), six.replace('6', ""), "{lang:?}");
        }
    }
}
