//! Legal pawn moves (RULES.md P1–P8, S9–S13). (being written)
