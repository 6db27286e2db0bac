//! The seats' links as QR codes: SVG for the page, Unicode half blocks for the terminal
//! (`serve --host 0.0.0.0`), made by the `qrcode` crate.

use qrcode::render::{svg, unicode};
use qrcode::{EcLevel, QrCode};

/// `text` as a QR code in SVG (black on white, with its quiet zone), or an empty string if
/// it is too long for one.
pub fn svg(text: &str) -> String {
    match QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M) {
        Ok(code) => code
            .render::<svg::Color<'_>>()
            .min_dimensions(160, 160)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .build(),
        Err(_) => String::new(),
    }
}

/// `text` as a QR code for a terminal: two modules a character (Unicode half blocks), dark
/// on light whatever the terminal's colours, with its quiet zone.
pub fn terminal(text: &str) -> String {
    match QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L) {
        Ok(code) => code
            .render::<unicode::Dense1x2>()
            .dark_color(unicode::Dense1x2::Light)
            .light_color(unicode::Dense1x2::Dark)
            .build(),
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_become_qr_codes() {
        let s = svg("http://192.168.1.20:8080/t/KACDE#seat=0123456789abcdef0123456789abcdef");
        assert!(s.starts_with("<?xml") || s.starts_with("<svg"), "{s}");
        assert!(s.contains("</svg>"));
        let t = terminal("http://192.168.1.20:8080/");
        let lines: Vec<&str> = t.lines().collect();
        // Version 2 (25 modules) with a quiet zone of 4 a side: 33 modules, 17 lines.
        assert!(lines.len() >= 15, "{t}");
        assert!(t.chars().any(|c| matches!(c, '▀' | '▄' | '█')));
        assert!(lines
            .iter()
            .all(|l| l.chars().count() == lines[0].chars().count()));
    }
}
