use furunkulus::*;
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let s = match scenario::load_file(path.as_ref()) { Ok(s) => s, Err(e) => { eprint!("{e}"); std::process::exit(1) } };
    let mut b = s.board;
    let (o, ev) = monster::run_traced(&mut b, s.tile.unwrap(), &s.options);
    for e in ev { println!("{e:?}"); }
    println!("{o:?}");
}
