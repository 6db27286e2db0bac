## puzzle book: ein Jahr Rätsel, eines pro Woche.
book-week-heading = Woche { $week }: { $what }
book-questions-title = Furunkulus-Rätsel: { $weeks ->
        [one] eine Woche
       *[other] { $weeks } Wochen
    }, ein Rätsel pro Woche
book-answers-title = Furunkulus-Rätsel: die Lösungen { $weeks ->
        [one] einer Woche
       *[other] von { $weeks } Wochen
    }, mit Tipps
book-week-line = Woche { $week }: Rätsel „{ puzzle-kind }“, { puzzle-difficulty } (Wertung { $score }), { $file }, { $from }
book-from-given = aus { $file }
book-from-generated = erzeugt (Startwert { $seed }, Versuch { $attempt })
book-skipped = ausgelassen: Rätsel „{ puzzle-kind }“, { puzzle-difficulty }; { $reason }
book-summary = { $weeks ->
        [one] eine Woche
       *[other] { $weeks } Wochen
    }: { $given } mitgeliefert, { $generated } erzeugt ({ $attempts } Versuche, { $duplicates } als Doppelte ausgelassen)
book-stored-from = mitgelieferte Rätsel aus { $paths }
book-wrote = geschrieben { $file }
book-weeks = --weeks { $weeks }: ein Buch hat 1 bis { $max } Wochen
book-short = nur { $found } verschiedene Rätsel für { $weeks } Wochen gefunden; versuche einen anderen --seed oder weniger Wochen
book-not-unique = Woche { $week }: das Rätsel hat, erneut gelöst, nicht seine eine Lösung (ein Fehler)
