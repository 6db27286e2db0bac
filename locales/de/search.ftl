### Suchen und Risiken (`furunkulus risk`, `search place|survive|lure`) und ihre Bilder.

## Ein Stapel oder eine Auswahl Monsterkarten: $tiles (die Namen), $n (wie viele), $whole
## (true für den ganzen Stapel).
search-deck = { $whole ->
        [true] der ganze Stapel ({ $tiles })
       *[false] { $n ->
            [0] keine Monsterkarte
            [1] die Monsterkarte { $tiles }
           *[other] die Monsterkarten { $tiles }
        }
    }
search-each-tile = { $n ->
        [1] der Monsterkarte { $tiles }
       *[other] jeder der Monsterkarten { $tiles }
    }
## Im Dativ: „über den ganzen Stapel“.
search-deck-over = { $whole ->
        [true] dem ganzen Stapel ({ $tiles })
       *[false] { $n ->
            [0] keiner Monsterkarte
            [1] der Monsterkarte { $tiles }
           *[other] den Monsterkarten { $tiles }
        }
    }

search-risk-heading = Risiko für eine einzelne { -pawn } auf jedem leeren Feld, bei { search-deck-over } (Prozent des Stapels; XX = immer entfernt):
search-risk-safe = { $safe } von { $squares } leeren Feldern sind vor jeder Monsterkarte sicher.
search-risk-worst = Am gefährlichsten: { $list }
search-risk-title = Risikokarte
search-risk-note = Die Wahrscheinlichkeit, in Prozent der Monsterkarten { $tiles }, dass das { -monster } eine einzelne { -pawn } auf einem leeren Feld entfernt.
search-risk-scale = Prozent des Stapels, die eine dort stehende { -pawn } entfernen

search-place-heading = { $found } { $found ->
        [one] Platzierung
       *[other] Platzierungen
    } von { $count } neuen { $count ->
        [one] { -pawn }
       *[other] Spielfiguren
    } { $found ->
        [one] erreicht
       *[other] erreichen
    } das Ziel `{ $goal }` mit { search-each-tile } ({ $tried } Platzierungen versucht).
search-place-first = Die erste, als ** gezeichnet:
search-place-all = Alle:

search-survive-question = Welche Züge von { $pawn } überstehen das { -monster }? Die besten zuerst.
search-lure-question = Mit welchen Zügen von { $pawn } entfernt das { -monster } { $target } und nicht { $pawn }?
search-moves-heading = { -pawn } { $pawn } mit { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }; { search-deck }; { $results } { $results ->
        [one] Ergebnis
       *[other] Ergebnisse
    }.
search-moves-digits = Eine Zahl: ein Feld, auf dem { $pawn } enden kann, und die beste Wahrscheinlichkeit (Prozent), dass das { -monster } sie dann entfernt (XX: immer).
search-col-to = nach
search-col-cost = Punkte
search-col-removed = { $pawn } entfernt
search-col-lure-works = Köder wirkt
search-col-path = Weg
search-col-pushes = schiebt
search-col-by-tile = entfernt je Monsterkarte
search-col-losses = erwartete Verluste
search-stays = (bleibt)
search-nobody = keine
search-lure-ranked = Geordnet nach der Wahrscheinlichkeit, dass der Köder wirkt: das { -monster } entfernt { $target } und nicht { $pawn }; dann nach der Wahrscheinlichkeit, dass { $pawn } entfernt wird.

search-explain-move = Nach dem Zug nach { $to } ({ $path }):
search-explain-move-pushing = Nach dem Zug nach { $to } ({ $path }; schiebt { $pushes }):
search-explain-staying = bleibt stehen
search-explain-tile = Monsterkarte { $tile }: { $removed }
search-explain-tile-times = Monsterkarte { $tile } (x{ $n }): { $removed }
search-explain-nobody = keine { -pawn } wird entfernt
search-explain-walk = { -monster }: { $from } -> { $walk }; am Ende Blick nach { $dir }
search-explain-step = Schritt { $step }: { $text }

search-picture-survive-title = Welche Züge von { $pawn } mit { $points } überstehen das { -monster }?
search-picture-lure-title = Mit welchen Zügen von { $pawn } mit { $points } entfernt das { -monster } { $target } und nicht { $pawn }?
search-picture-survive-scale = Prozent des Stapels, die die ziehende { -pawn } entfernen
search-picture-lure-scale = Prozent des Stapels, bei denen der Köder versagt (die Zahl: er wirkt)
search-picture-survive-note = Auf jedem Feld, auf dem ein Zug von { $pawn } enden kann: sein Rang (der beste zuerst) und der Anteil der Monsterkarten { $tiles } in Prozent, nach denen das { -monster } { $pawn } entfernt.
search-picture-lure-note = Auf jedem Feld, auf dem ein Zug von { $pawn } enden kann: sein Rang (der beste zuerst) und der Anteil der Monsterkarten { $tiles } in Prozent, bei denen das { -monster } { $target } und nicht { $pawn } entfernt.
search-picture-best-path = der Weg des besten Zugs
search-picture-rank = Rang des besten Zugs, der dort endet
search-picture-line = { $rank }. { $to } ({ $path }): { $percent }
search-picture-more = und { $n } weitere Züge
search-picture-none = Kein Zug passt.
search-picture-stays = bleibt

## Was `search` selbst ablehnt (die Optionen wie getippt: --goal, --count, --target, --explain).
search-goals = survive (keine der neuen Spielfiguren wird entfernt), feed NAME... (jede genannte Spielfigur wird entfernt) oder protect NAME... (keine der genannten Spielfiguren wird entfernt; auch safe-from geschrieben)
search-goal-missing = --goal: gib an: { search-goals }
search-goal-bad = --goal { $goal }: gib an: { search-goals }
search-count-zero = --count 0: setze mindestens eine Spielfigur
search-count-squares = --count { $count }: es gibt { $squares } leere Felder
search-count-most = --count { $count }: auf einem Spielplan stehen höchstens { $most } Spielfiguren
search-count-many = --count { $count }: { $total } Aufstellungen von { $count } Spielfiguren auf { $squares } leeren Feldern sind mehr als --max-placements { $max }; erhöhe den Wert, um die Suche trotzdem laufen zu lassen
search-count-huge = mehr als 10^19
search-target-same = --target { $target }: das Ziel muss eine andere Spielfigur sein als --pawn
search-explain-rank = --explain { $rank }: die Tabelle hat die Ergebnisse 1 bis { $n }
search-explain-dest = --explain { $dest }: kein aufgeführtes Ergebnis der Spielfigur { $pawn } endet dort
search-explain-choice = { $problem }, oder `out`, oder ein Rang in der Tabelle
search-risk-full = { $file }: auf dem Spielplan stehen schon { $most } Spielfiguren, so viele wie möglich: kein Platz, um noch eine zu versuchen

## `bench`: die gemessenen Zahlen, eine Zeile je Messung (Zahlen wie gemessen).
bench-monster = Monster: { $positions } Stellungen x { $tiles } Karten ({ $steps } Schritte), { $rounds } Durchgänge je Weg, { $batches } Serien
bench-monster-fast = schneller Weg (wie die Suchen ihn gehen): { $speed } Millionen Schritte pro Sekunde
bench-monster-median = (Median der Serien; beste { $best } Millionen; { $moves } Millionen ganze Züge pro Sekunde)
bench-monster-explained = erklärter Weg (jedes Ereignis behalten, wie trace): { $speed } Millionen Schritte pro Sekunde
bench-pawn = Spielfigurenzüge: Spielfigur mit 6 Punkten, Grundaufbau, 12 Spielfiguren ({ $results } Ergebnisse)
bench-pawn-search = Suche { $search } µs je Spielfigur; mit jedem Weg und jedem gebauten Spielplan { $built } µs
bench-place = Aufstellungen: 2 Spielfiguren auf dem Grundaufbau, Ziel survive, alle Karten
bench-place-count = { $n } Aufstellungen in { $seconds } s ({ $threads } Threads), { $found } gefunden:
bench-place-speed = { $speed } Millionen bewertete Aufstellungen pro Sekunde
bench-ai = KI-Spiele: 4 Spieler, Grundaufbau, { $threads } Threads
bench-ai-speed = random: { $random } Spiele pro Sekunde; greedy: { $greedy } Spiele pro Sekunde
bench-mcts = mcts: eine Entscheidung, Runde 3 eines Spiels zu viert, ein Thread
bench-mcts-speed = { $speed } Playouts pro Sekunde ({ $n } Playouts, Rollouts von bis zu { $rollout } Zügen)
