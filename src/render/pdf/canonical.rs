//! One PDF for the same pages, byte for byte. svg2pdf writes the entries of its resource
//! dictionaries and its fonts in the order of a `HashMap`, which changes from run to run;
//! the document means the same, but its bytes differ. This pass puts the document in one
//! order: every dictionary entry that names an object (`/gs3 12 0 R`) sorted among its
//! neighbours, then the objects numbered in the order they are first reached from the
//! catalogue, and the cross-reference table written anew.
//!
//! It reads only what pdf-writer writes: one `N 0 obj` after another, each dictionary entry
//! on its own line, streams with a direct `/Length`, and a classic `xref` table and trailer.

use std::collections::HashMap;

/// Why a PDF could not be put in order (a bug: it reads pdf-writer's own output).
#[derive(Debug, thiserror::Error)]
#[error("cannot put the PDF in order: {0}")]
pub struct Unreadable(&'static str);

/// One object: its number, the text before any stream, and the stream's bytes with their
/// `stream`/`endstream` keywords (empty if none).
struct Object {
    id: u32,
    head: String,
    stream: Vec<u8>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// A PDF read: its header, its objects, and the trailer's /Root and /Info.
type Parsed = (Vec<u8>, Vec<Object>, u32, Option<u32>);

/// The objects of `pdf`, its header, and the trailer's /Root and /Info.
fn parse(pdf: &[u8]) -> Result<Parsed, Unreadable> {
    // The line break before the first `N 0 obj`.
    let obj = find(pdf, b" 0 obj\n", 0).ok_or(Unreadable("no object"))?;
    let first = pdf[..obj]
        .iter()
        .rposition(|&b| b == b'\n')
        .ok_or(Unreadable("no header"))?;
    let header = pdf[..=first].to_vec();
    let mut objects = Vec::new();
    let mut at = first + 1;
    let xref = loop {
        if pdf[at..].starts_with(b"xref\n") {
            break at;
        }
        let line_end = find(pdf, b"\n", at).ok_or(Unreadable("an object's first line"))?;
        let line = std::str::from_utf8(&pdf[at..line_end]).map_err(|_| Unreadable("utf-8"))?;
        let id: u32 = line
            .strip_suffix(" 0 obj")
            .and_then(|n| n.parse().ok())
            .ok_or(Unreadable("N 0 obj"))?;
        let body = line_end + 1;
        let stream = find(pdf, b"\nstream\n", body);
        let end = find(pdf, b"\nendobj\n", body).ok_or(Unreadable("endobj"))?;
        let (head_end, stream_bytes, after) = match stream {
            Some(s) if s < end => {
                let head = std::str::from_utf8(&pdf[body..s]).map_err(|_| Unreadable("utf-8"))?;
                let length: usize = head
                    .lines()
                    .find_map(|l| l.trim().strip_prefix("/Length "))
                    .and_then(|n| n.trim().parse().ok())
                    .ok_or(Unreadable("/Length"))?;
                let data_end = s + "\nstream\n".len() + length;
                let close = b"\nendstream\nendobj\n";
                if !pdf[data_end..].starts_with(close) {
                    return Err(Unreadable("endstream"));
                }
                (
                    s,
                    pdf[s..data_end + "\nendstream".len()].to_vec(),
                    data_end + close.len(),
                )
            }
            _ => (end, Vec::new(), end + "\nendobj\n".len()),
        };
        let head = std::str::from_utf8(&pdf[body..head_end])
            .map_err(|_| Unreadable("utf-8"))?
            .to_string();
        objects.push(Object {
            id,
            head,
            stream: stream_bytes,
        });
        at = after;
        while pdf.get(at) == Some(&b'\n') {
            at += 1;
        }
    };
    let trailer = std::str::from_utf8(&pdf[xref..]).map_err(|_| Unreadable("utf-8"))?;
    let entry = |key: &str| {
        trailer
            .lines()
            .find_map(|l| l.trim().strip_prefix(key))
            .and_then(|r| r.trim().strip_suffix(" 0 R"))
            .and_then(|n| n.parse::<u32>().ok())
    };
    let root = entry("/Root ").ok_or(Unreadable("/Root"))?;
    Ok((header, objects, root, entry("/Info ")))
}

/// Whether a line is a dictionary entry naming an object: `/name N 0 R`.
fn names_an_object(line: &str) -> bool {
    let t = line.trim();
    let mut parts = t.split(' ');
    matches!(
        (parts.next(), parts.next(), parts.next(), parts.next(), parts.next()),
        (Some(n), Some(id), Some("0"), Some("R"), None)
            if n.starts_with('/') && id.parse::<u32>().is_ok()
    )
}

/// `head` with every run of neighbouring `/name N 0 R` lines of one indentation sorted.
fn sort_entries(head: &str) -> String {
    let lines: Vec<&str> = head.split('\n').collect();
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let indent = |l: &str| l.len() - l.trim_start().len();
        if names_an_object(lines[i]) {
            let mut j = i;
            while j < lines.len()
                && names_an_object(lines[j])
                && indent(lines[j]) == indent(lines[i])
            {
                j += 1;
            }
            let mut run = lines[i..j].to_vec();
            run.sort();
            out.extend(run);
            i = j;
        } else {
            out.push(lines[i]);
            i += 1;
        }
    }
    out.join("\n")
}

/// The objects `head` refers to (`N 0 R`), in order, outside strings.
fn references(head: &str) -> Vec<(std::ops::Range<usize>, u32)> {
    let b = head.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0; // inside a (string)
    while i < b.len() {
        match b[i] {
            b'\\' if depth > 0 => i += 1,
            b'(' => depth += 1,
            b')' if depth > 0 => depth -= 1,
            c if depth == 0 && c.is_ascii_digit() && (i == 0 || b" [<\n".contains(&b[i - 1])) => {
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                if head[i..].starts_with(" 0 R") {
                    if let Ok(n) = head[start..i].parse() {
                        out.push((start..i, n));
                    }
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `pdf` in its one canonical order (see the module's words).
pub fn canonical(pdf: &[u8]) -> Result<Vec<u8>, Unreadable> {
    let (header, mut objects, root, info) = parse(pdf)?;
    for o in &mut objects {
        o.head = sort_entries(&o.head);
    }
    let index: HashMap<u32, usize> = objects.iter().enumerate().map(|(i, o)| (o.id, i)).collect();
    // Number the objects as a walk from the catalogue (then the document info) reaches them.
    let mut order: Vec<usize> = Vec::with_capacity(objects.len());
    let mut new_id: HashMap<u32, u32> = HashMap::new();
    let mut stack: Vec<u32> = Vec::new();
    for start in std::iter::once(root).chain(info) {
        stack.push(start);
        while let Some(id) = stack.pop() {
            if new_id.contains_key(&id) {
                continue;
            }
            let Some(&i) = index.get(&id) else { continue };
            new_id.insert(id, order.len() as u32 + 1);
            order.push(i);
            // Depth first, in the order of the text: push the last reference first.
            for (_, r) in references(&objects[i].head).into_iter().rev() {
                if !new_id.contains_key(&r) {
                    stack.push(r);
                }
            }
        }
    }
    // Anything unreached (never, from pdf-writer) keeps its place after the rest.
    for (i, o) in objects.iter().enumerate() {
        if let std::collections::hash_map::Entry::Vacant(e) = new_id.entry(o.id) {
            e.insert(order.len() as u32 + 1);
            order.push(i);
        }
    }
    let renumber = |head: &str| -> String {
        let mut s = String::with_capacity(head.len());
        let mut last = 0;
        for (range, id) in references(head) {
            s.push_str(&head[last..range.start]);
            s.push_str(&new_id.get(&id).copied().unwrap_or(id).to_string());
            last = range.end;
        }
        s.push_str(&head[last..]);
        sort_entries(&s)
    };
    let mut out = header;
    let mut offsets = Vec::with_capacity(order.len());
    for (n, &i) in order.iter().enumerate() {
        let o = &objects[i];
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", n + 1).as_bytes());
        out.extend_from_slice(renumber(&o.head).as_bytes());
        if o.stream.is_empty() {
            out.extend_from_slice(b"\nendobj\n\n");
        } else {
            out.extend_from_slice(&o.stream);
            out.extend_from_slice(b"\nendobj\n\n");
        }
    }
    let xref = out.len();
    let size = order.len() + 1;
    out.extend_from_slice(format!("xref\n0 {size}\n0000000000 65535 f\r\n").as_bytes());
    for off in offsets {
        out.extend_from_slice(format!("{off:010} 00000 n\r\n").as_bytes());
    }
    let mut trailer = format!(
        "trailer\n<<\n  /Size {size}\n  /Root {} 0 R\n",
        new_id[&root]
    );
    if let Some(i) = info {
        trailer.push_str(&format!(
            "  /Info {} 0 R\n",
            new_id.get(&i).copied().unwrap_or(i)
        ));
    }
    trailer.push_str(&format!(">>\nstartxref\n{xref}\n%%EOF"));
    out.extend_from_slice(trailer.as_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_naming_objects_are_sorted_within_their_run() {
        let head = "<<\n  /A <<\n    /gs2 9 0 R\n    /gs10 4 0 R\n  >>\n  /B 3 0 R\n>>";
        assert_eq!(
            sort_entries(head),
            "<<\n  /A <<\n    /gs10 4 0 R\n    /gs2 9 0 R\n  >>\n  /B 3 0 R\n>>"
        );
    }

    /// A document of one page whose two graphics states and two fonts are written in the
    /// given orders, under object numbers that follow the writing order.
    fn written(states: [&str; 2], fonts: [&str; 2]) -> Vec<u8> {
        use pdf_writer::{Finish, Name, Pdf, Rect, Ref};
        let mut pdf = Pdf::new();
        let (catalog, tree, page, content) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
        let mut ids = HashMap::new();
        for (id, n) in (5..).zip(states.iter().chain(fonts.iter())) {
            ids.insert(*n, Ref::new(id));
        }
        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree).kids([page]).count(1);
        let mut p = pdf.page(page);
        p.media_box(Rect::new(0.0, 0.0, 100.0, 100.0));
        p.parent(tree);
        p.contents(content);
        let mut res = p.resources();
        let mut gs = res.ext_g_states();
        for n in states {
            gs.pair(Name(n.as_bytes()), ids[n]);
        }
        gs.finish();
        let mut f = res.fonts();
        for n in fonts {
            f.pair(Name(n.as_bytes()), ids[n]);
        }
        f.finish();
        res.finish();
        p.finish();
        pdf.stream(content, b"/gs0 gs /gs1 gs");
        for n in states {
            let alpha = if n == "gs0" { 0.5 } else { 0.7 };
            pdf.ext_graphics(ids[n]).non_stroking_alpha(alpha);
        }
        for n in fonts {
            pdf.type1_font(ids[n]).base_font(Name(n.as_bytes()));
        }
        pdf.finish()
    }

    #[test]
    fn the_same_document_in_any_order_gives_the_same_bytes() {
        let a = canonical(&written(["gs0", "gs1"], ["fo0", "fo1"])).unwrap();
        let b = canonical(&written(["gs1", "gs0"], ["fo1", "fo0"])).unwrap();
        assert_ne!(
            written(["gs0", "gs1"], ["fo0", "fo1"]),
            written(["gs1", "gs0"], ["fo1", "fo0"]),
            "the orders differ before"
        );
        assert_eq!(a, b);
        // Still a document: its cross-references point at its objects.
        let xref = find(&a, b"xref\n", 0).unwrap();
        let table = String::from_utf8_lossy(&a[xref..]).to_string();
        for (n, line) in table.lines().skip(3).take(8).enumerate() {
            let offset: usize = line[..10].parse().unwrap();
            let object = format!("{} 0 obj\n", n + 1);
            assert!(a[offset..].starts_with(object.as_bytes()), "{line}");
        }
        assert!(table.ends_with(&format!("startxref\n{xref}\n%%EOF")));
    }

    #[test]
    fn references_outside_strings_only() {
        let refs: Vec<u32> = references("<< /Kids [12 0 R 3 0 R] /T (x 5 0 R) /gs7 10 0 R >>")
            .into_iter()
            .map(|(_, n)| n)
            .collect();
        assert_eq!(refs, [12, 3, 10]);
    }
}
