## puzzle book: a year of weekly puzzles.
book-week-heading = Week { $week }: { $what }
book-questions-title = Furunkulus puzzles: { $weeks ->
        [one] one week
       *[other] { $weeks } weeks
    }, one puzzle a week
book-answers-title = Furunkulus puzzles: the answers of { $weeks ->
        [one] one week
       *[other] { $weeks } weeks
    }, with hints
book-week-line = week { $week }: { puzzle-difficulty } { puzzle-kind } (score { $score }), { $file }, { $from }
book-from-given = from { $file }
book-from-generated = generated (seed { $seed }, attempt { $attempt })
book-skipped = skipped: { puzzle-difficulty } { puzzle-kind } puzzles, { $reason }
book-summary = { $weeks ->
        [one] one week
       *[other] { $weeks } weeks
    }: { $given } stored, { $generated } generated ({ $attempts } attempts, { $duplicates } left out as duplicates)
book-stored-from = stored puzzles taken from { $paths }
book-wrote = wrote { $file }
book-weeks = --weeks { $weeks }: a book has 1 to { $max } weeks
book-short = only { $found } different puzzles found for { $weeks } weeks; try another --seed or fewer weeks
book-not-unique = week { $week }: the puzzle does not have its one answer when solved again (a bug)
