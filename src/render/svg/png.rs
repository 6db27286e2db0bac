//! SVG to PNG with resvg (pure Rust) and the DejaVu Sans font embedded in the binary (from
//! the `dejavu` crate): no system font is read, so a picture is the same, byte for byte, on
//! every machine, and nothing needs to be installed.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb};
use std::sync::{Arc, OnceLock};

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The SVG did not parse (a bug: our SVG always parses).
    #[error("the picture's SVG does not parse: {0}")]
    Svg(#[from] usvg::Error),
    /// Too large or empty.
    #[error("the picture is {0} x {1} pixels: too large or empty to render")]
    Size(u32, u32),
    /// The PNG encoder failed.
    #[error("cannot encode the PNG: {0}")]
    Encode(String),
}

crate::render::embedded_fonts!(pub);

/// Parses an SVG document as the PNG renderer reads it.
pub fn parse(svg: &str) -> Result<usvg::Tree, PngError> {
    Ok(usvg::Tree::from_str(svg, &options())?)
}

/// Renders an SVG document to pixels, `scale` pixels per unit.
pub fn pixmap(svg: &str, scale: f32) -> Result<Pixmap, PngError> {
    let tree = parse(svg)?;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    if w == 0 || h == 0 || u64::from(w) * u64::from(h) > 100_000_000 {
        return Err(PngError::Size(w, h));
    }
    let mut pixmap = Pixmap::new(w, h).ok_or(PngError::Size(w, h))?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// Renders an SVG document to a PNG file's bytes, one pixel per unit.
pub fn render(svg: &str) -> Result<Vec<u8>, PngError> {
    pixmap(svg, 1.0)?
        .encode_png()
        .map_err(|e| PngError::Encode(e.to_string()))
}
