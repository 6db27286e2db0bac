//! Who sits at a table: the codes that name tables, the tokens that let a device play a seat
//! (or host the table), and which seats are people and which an AI plays.
//!
//! Codes are short enough to type and read aloud: [`CODE_LEN`] letters from an alphabet
//! without look-alikes (no B/8, G/6, I/L/1, O/Q/0, S/5, Z/2). Tokens are 128 random bits from
//! the operating system's generator, written as 32 hexadecimal digits, and compared in
//! constant time. Each seat also has a code of its own ([`SEAT_CODE_LEN`] letters of the same
//! alphabet) that a player types on a phone to take the seat (`POST /api/join`); it is as
//! secret as the seat's link, and the server limits how often one address may try codes.

use crate::ai::Level;

/// The letters of a table's code: none that could be read as another letter or a digit.
pub const CODE_ALPHABET: &[u8] = b"ACDEFHJKMNPRTUVWXY";

/// The letters of a code (18^5: about 1.9 million codes).
pub const CODE_LEN: usize = 5;

/// The letters of a seat's code (18^8: about 11 billion codes).
pub const SEAT_CODE_LEN: usize = 8;

/// Random bytes of a token (128 bits).
pub const TOKEN_BYTES: usize = 16;

/// `n` bytes from the operating system's generator.
fn random_bytes<const N: usize>() -> std::io::Result<[u8; N]> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(bytes)
}

/// A new table code.
pub fn new_code() -> std::io::Result<String> {
    random_code(CODE_LEN)
}

/// A new seat code.
pub fn new_seat_code() -> std::io::Result<String> {
    random_code(SEAT_CODE_LEN)
}

/// `len` random letters of [`CODE_ALPHABET`].
fn random_code(len: usize) -> std::io::Result<String> {
    // Rejection sampling keeps every letter equally likely.
    let limit = 256 - 256 % CODE_ALPHABET.len();
    let mut code = String::with_capacity(len);
    while code.len() < len {
        for b in random_bytes::<16>()? {
            if (b as usize) < limit && code.len() < len {
                code.push(CODE_ALPHABET[b as usize % CODE_ALPHABET.len()] as char);
            }
        }
    }
    Ok(code)
}

/// A new secret token: [`TOKEN_BYTES`] random bytes in hexadecimal.
pub fn new_token() -> std::io::Result<String> {
    Ok(random_bytes::<TOKEN_BYTES>()?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// A code as typed (any case, spaces and dashes ignored), if it can be one.
pub fn normalise_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() >= 4 && code.len() <= 12 && code.bytes().all(|b| CODE_ALPHABET.contains(&b)))
        .then_some(code)
}

/// Whether two tokens are equal, in a time that does not depend on where they differ.
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y));
    std::hint::black_box(diff) == 0
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A person, from the device holding the seat's token.
    Person,
    /// The server's AI of that level.
    Ai(Level),
}

impl Kind {
    /// `person` or the AI level's name (FORMAT.md section 8).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Person => "person",
            Kind::Ai(level) => level.name(),
        }
    }

    /// `person`, an AI level, or `strongest`: the strongest level for a game of `players`
    /// players ([`Level::strongest`]), as the page's default AI asks (FORMAT.md section 8).
    pub fn parse_for(s: &str, players: usize) -> Option<Kind> {
        match s.trim() {
            "strongest" => Some(Kind::Ai(Level::strongest(players))),
            other => Kind::parse(other),
        }
    }

    /// `person` or an AI level.
    pub fn parse(s: &str) -> Option<Kind> {
        match s.trim() {
            "person" => Some(Kind::Person),
            other => other.parse().ok().map(Kind::Ai),
        }
    }
}

/// One seat: its player, its token and who plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The player's name in the record.
    pub player: String,
    /// The seat's secret.
    pub token: String,
    /// Who plays it now.
    pub kind: Kind,
    /// The code to type to take it ([`SEAT_CODE_LEN`] letters; empty: none).
    pub code: String,
}

/// Whom a token names at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// The host (who created the table).
    Host,
    /// The seat at this index.
    Seat(usize),
}

/// Whom `token` names among the host's token and the seats' (every token compared, in
/// constant time each).
pub fn holder(token: &str, host: &str, seats: &[Seat]) -> Option<Holder> {
    let mut found = None;
    if same_token(token, host) {
        found = Some(Holder::Host);
    }
    for (i, s) in seats.iter().enumerate() {
        if same_token(token, &s.token) {
            found = Some(Holder::Seat(i));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_no_look_alikes_and_tokens_128_bits() {
        for _ in 0..200 {
            let code = new_code().unwrap();
            assert_eq!(code.len(), CODE_LEN);
            assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
            assert_eq!(normalise_code(&code.to_lowercase()), Some(code.clone()));
        }
        for bad in b"BGILOQSZ0125689" {
            assert!(!CODE_ALPHABET.contains(bad));
        }
        let a = new_token().unwrap();
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a, new_token().unwrap());
        let seat = new_seat_code().unwrap();
        assert_eq!(seat.len(), SEAT_CODE_LEN);
        assert!(seat.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{seat}");
        let typed = format!("{}-{} ", &seat[..4], &seat[4..]).to_lowercase();
        assert_eq!(normalise_code(&typed), Some(seat));
        assert_eq!(normalise_code("kq7p"), None);
        assert_eq!(normalise_code("ka-cd e"), Some("KACDE".into()));
    }

    #[test]
    fn tokens_name_their_holder() {
        let seats = vec![
            Seat {
                player: "red".into(),
                token: "aa".repeat(16),
                kind: Kind::Person,
                code: String::new(),
            },
            Seat {
                player: "blue".into(),
                token: "bb".repeat(16),
                kind: Kind::Ai(Level::Greedy),
                code: String::new(),
            },
        ];
        let host = "cc".repeat(16);
        assert_eq!(holder(&host, &host, &seats), Some(Holder::Host));
        assert_eq!(
            holder(&"bb".repeat(16), &host, &seats),
            Some(Holder::Seat(1))
        );
        assert_eq!(holder(&"bb".repeat(15), &host, &seats), None);
        assert_eq!(holder("", &host, &seats), None);
        assert!(!same_token("ab", "ac"));
        assert_eq!(Kind::parse("greedy"), Some(Kind::Ai(Level::Greedy)));
        assert_eq!(Kind::parse("person"), Some(Kind::Person));
        assert_eq!(Kind::parse("god"), None);
        assert_eq!(Kind::parse("strongest"), None);
        assert_eq!(Kind::parse_for("strongest", 2), Some(Kind::Ai(Level::Mcts)));
        assert_eq!(Kind::parse_for("strongest", 3), Some(Kind::Ai(Level::Mcts)));
        assert_eq!(Kind::parse_for("strongest", 4), Some(Kind::Ai(Level::Mcts)));
        assert_eq!(Kind::parse_for("strongest", 7), Some(Kind::Ai(Level::Mcts)));
        assert_eq!(Kind::parse_for("brs", 2), Some(Kind::Ai(Level::Brs)));
    }
}
