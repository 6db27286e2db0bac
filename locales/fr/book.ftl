## puzzle book : une année d'énigmes, une par semaine.
book-week-heading = Semaine { $week } : { $what }
book-questions-title = Énigmes de Furunkulus : { $weeks ->
        [one] une semaine
       *[other] { $weeks } semaines
    }, une énigme par semaine
book-answers-title = Énigmes de Furunkulus : les réponses { $weeks ->
        [one] d'une semaine
       *[other] de { $weeks } semaines
    }, avec indices
book-week-line = semaine { $week } : énigme « { puzzle-kind } », { puzzle-difficulty } (score { $score }), { $file }, { $from }
book-from-given = tirée de { $file }
book-from-generated = générée (graine { $seed }, essai { $attempt })
book-skipped = omises : énigmes « { puzzle-kind } », { puzzle-difficulty } ; { $reason }
book-summary = { $weeks ->
        [one] une semaine
       *[other] { $weeks } semaines
    } : { $given } fournies, { $generated } générées ({ $attempts } essais, { $duplicates } écartées comme doublons)
book-stored-from = énigmes fournies tirées de { $paths }
book-wrote = écrit { $file }
book-weeks = --weeks { $weeks } : un livre a de 1 à { $max } semaines
book-short = seulement { $found } énigmes différentes trouvées pour { $weeks } semaines ; essayez une autre --seed ou moins de semaines
book-not-unique = semaine { $week } : l'énigme, résolue à nouveau, n'a pas sa réponse unique (un bogue)
