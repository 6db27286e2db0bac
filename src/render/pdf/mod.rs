//! PDF from the same SVG as the pictures: each page (an SVG document, [`super::svg::paper`])
//! converted by svg2pdf (vector shapes; text kept as text, DejaVu Sans embedded and subset
//! from the `dejavu` crate, so nothing is read from the system or downloaded), and the pages
//! put together with pdf-writer. The same pages give the same bytes: no date, no random id,
//! and the document put in one order ([`canonical`]), whatever order svg2pdf wrote it in.

pub mod canonical;

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use svg2pdf::usvg::{self, fontdb};

/// Why a PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// A page's SVG did not parse (a bug: our SVG always parses).
    #[error("page {0}: the picture's SVG does not parse: {1}")]
    Svg(usize, usvg::Error),
    /// svg2pdf could not convert a page.
    #[error("page {0}: cannot convert the picture to PDF: {1}")]
    Convert(usize, svg2pdf::ConversionError),
    /// No page at all.
    #[error("no page to write")]
    Empty,
    /// The document could not be put in order.
    #[error(transparent)]
    Order(#[from] canonical::Unreadable),
}

// The fonts of the PDF's usvg (svg2pdf's own version), as for the PNG.
crate::render::embedded_fonts!();

/// The text of the first `<title>` of an SVG document, unescaped.
fn title_of(svg: &str) -> Option<String> {
    let start = svg.find("<title>")? + "<title>".len();
    let end = start + svg[start..].find("</title>")?;
    Some(
        svg[start..end]
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&apos;", "'")
            .replace("&amp;", "&"),
    )
}

/// One PDF document of `pages` (SVG documents), each page the size of its SVG (SVG's 96
/// units an inch), titled with the first page's `<title>`.
pub fn document(pages: &[String]) -> Result<Vec<u8>, PdfError> {
    if pages.is_empty() {
        return Err(PdfError::Empty);
    }
    let options = options();
    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let tree_id = alloc.bump();
    let mut pdf = Pdf::new();
    let mut kids = Vec::with_capacity(pages.len());
    for (i, svg) in pages.iter().enumerate() {
        let tree = usvg::Tree::from_str(svg, &options).map_err(|e| PdfError::Svg(i + 1, e))?;
        let (chunk, picture) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| PdfError::Convert(i + 1, e))?;
        let mut map = HashMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let picture = map.get(&picture).copied().unwrap_or(picture);
        let page_id = alloc.bump();
        let content_id = alloc.bump();
        // usvg's units are CSS pixels, 96 an inch; PDF's points are 72.
        let (w, h) = (tree.size().width() * 0.75, tree.size().height() * 0.75);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w, h));
        page.parent(tree_id);
        page.contents(content_id);
        page.resources().x_objects().pair(Name(b"P"), picture);
        page.finish();
        let mut content = Content::new();
        content
            .transform([w, 0.0, 0.0, h, 0.0, 0.0])
            .x_object(Name(b"P"));
        pdf.stream(content_id, &content.finish());
        pdf.extend(&chunk);
        kids.push(page_id);
    }
    pdf.pages(tree_id)
        .kids(kids.iter().copied())
        .count(kids.len() as i32);
    pdf.catalog(catalog).pages(tree_id);
    let mut info = pdf.document_info(alloc.bump());
    info.producer(TextStr("furunkulus"));
    let title = title_of(&pages[0]);
    if let Some(t) = &title {
        info.title(TextStr(t));
    }
    info.finish();
    Ok(canonical::canonical(&pdf.finish())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_read_and_unescaped() {
        assert_eq!(
            title_of("<svg><title>A &amp; B &lt;3</title></svg>").as_deref(),
            Some("A & B <3")
        );
        assert_eq!(title_of("<svg/>"), None);
    }

    #[test]
    fn no_page_is_an_error() {
        assert!(matches!(document(&[]), Err(PdfError::Empty)));
    }
}
