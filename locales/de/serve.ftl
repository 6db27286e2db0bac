### Die eigenen Ablehnungen des Servers (`furunkulus serve`, docs/api.md).

serve-bad-json = die Anfrage ist kein gültiges JSON: { $error }
serve-bad-lang = lang `{ $lang }`: en, de oder fr
serve-missing = der Anfrage fehlt `{ $field }`
serve-bad-name = name `{ $name }`: ein einfacher Dateiname, der auf .yaml endet (Buchstaben, Ziffern, - _ .)
serve-bad-format = format `{ $format }`: json, text, svg, png, map oder html
serve-bad-dest = { $error }, oder `out`, oder `waiting`
serve-busy = der Server ist ausgelastet; versuch es gleich noch einmal
serve-stopping = der Server wird beendet
serve-crashed = die Berechnung ist fehlgeschlagen; der Server läuft weiter
serve-no-route = diesen API-Endpunkt gibt es nicht (siehe docs/api.md)
serve-read-back = die Stellung lässt sich nicht zurücklesen: { $error }
serve-bad-start = start `{ $kind }`: basic, empty oder advanced-SEED (eine ganze Zahl)
serve-no-advanced = für diesen Startwert wurde kein fortgeschrittener Aufbau gefunden
serve-no-scenario = kein Szenario `{ $name }` im Ordner
serve-bad-setup = setup `{ $setup }`: basic oder advanced
serve-no-turn = das Partieprotokoll hat keine Runde, an die sich anfügen ließe
serve-not-monster-phase = noch nicht die Monsterphase: erst ziehen alle Spielfiguren der Runde
serve-no-seed = das Partieprotokoll hat keinen Startwert zum Aufdecken
serve-game-over = die Partie ist zu Ende
serve-play-or-tile = gib entweder `pawn` (mit `to` oder `path`) oder `tile` an
serve-ai-budget = ai_options: budget={ $budget }: der Server erlaubt höchstens { $max } (die Kommandozeile kennt diese Grenze nicht)
serve-ai-playouts = ai_options: playouts={ $playouts }: der Server erlaubt höchstens { $max } (die Kommandozeile kennt diese Grenze nicht)
serve-ai-width = ai_options: width={ $width }: der Server erlaubt höchstens { $max } (die Kommandozeile kennt diese Grenze nicht)
serve-no-hint = kein Tipp: niemand ist am Zug
serve-no-tile-yet = noch keine Karte gespielt: das Monster ist noch nicht gezogen
serve-seats-player = `seats`: `{ $player }` spielt in dieser Partie nicht mit ({ $players })
serve-seats-level = `seats`: `{ $level }` ist keine KI-Stufe (random, greedy, brs, paranoid, expectimax, mcts oder human)
serve-undo-tile = nichts zurückzunehmen: das Monster ist seit dem letzten Zug gezogen, und eine aufgedeckte Karte wird nie zurückgenommen
serve-undo-none = nichts zurückzunehmen: noch kein Zug

## Den Server starten (die Kommandozeile).
serve-dir-unreadable = --dir { $dir }: { $error }
serve-dir-not-folder = --dir { $dir }: kein Ordner

## Abgelehnt, bevor die Anfrage gelesen wird (src/serve/guard.rs).
serve-unknown-host = unbekannter Host `{ $host }`: der Spielplan antwortet auf seine Adresse, auf localhost und auf die mit --allow-host genannten Namen
serve-cross-site = eine Anfrage von der Seite einer anderen Website wird abgelehnt: die API antwortet der eigenen Seite des Spielplans (und Programmen, die keine Browser sind)
serve-not-json = der Inhalt der Anfrage muss JSON sein, gesendet mit Content-Type: application/json
serve-body-unread = der Inhalt der Anfrage ließ sich nicht lesen
serve-body-slow = der Inhalt der Anfrage brauchte länger als { $seconds } s
serve-body-too-large = der Inhalt der Anfrage ist größer als { $kib } KiB
serve-wrong-method = dieser Endpunkt nimmt diese Methode nicht an (siehe docs/api.md)

## Die Rätsel (`/api/puzzles`, src/serve/puzzles.rs).
serve-no-puzzle = kein Rätsel `{ $id }` (GET /api/puzzles zählt sie auf)
serve-bad-hint = Tipp `{ $n }`: 1, 2, 3 oder 4
serve-puzzle-no-hints = das Rätsel `{ $id }` hat keine Tipps
serve-puzzle-answer = { $ask ->
        [move] gib die Antwort als `paths`: { $n ->
            [one] ein Weg
           *[other] { $n } Wege, der Reihe nach
        } (jeder eine Liste von Feldern, `out`, oder leer zum Bleiben)
        [place] gib die Antwort als `squares`: { $n ->
            [one] ein leeres Feld
           *[other] { $n } leere Felder
        }
       *[tile] gib die Antwort als `tile`: eine von { $tiles }
    }
serve-puzzle-paths = `paths`: höchstens { $n } für die Züge der nächsten Spielfigur, die dieses Rätsel zieht
serve-puzzle-unplayable = diese Antwort lässt sich nicht spielen: { $error }
