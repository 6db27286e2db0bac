### Die Hilfe jedes Befehls (`--help`), siehe locales/en/help.ftl.

## clap's own words
help-heading-usage = Aufruf:
help-heading-commands = Befehle
help-heading-arguments = Argumente
help-heading-options = Optionen
help-heading-values = Mögliche Werte:
help-default = {"["}Standard: { $value }]
help-values = {"["}mögliche Werte: { $values }]
help-flag-help = Hilfe anzeigen
help-flag-help-more = Hilfe anzeigen (mehr mit „--help“)
help-flag-help-summary = Hilfe anzeigen (kurz mit „-h“)
help-flag-version = Version anzeigen
help-command-help = Diese Hilfe anzeigen, oder die der angegebenen Befehle

## The commands, from the top
help-about = Schlichtet Regelstreit bei Finstere Flure: spielt den Zug des Monsters Schritt für Schritt nach und erklärt ihn
help-after =
    Beispiele:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --lang de
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9
    
    Die Ausgabe passt sich der Breite des Terminals an (COLUMNS, oder 80, wenn nicht in ein Terminal geschrieben wird).
    Sprache: --lang en|de|fr, sonst LC_ALL, LC_MESSAGES oder LANG (de_DE.UTF-8: Deutsch), sonst Englisch.
    Exit-Codes: 0 Erfolg; 1 das Szenario ist ungültig oder die Anfrage lässt sich nicht beantworten; 2 falscher Aufruf.
help-arg-color = Farbe: auto (ein Terminal, und NO_COLOR nicht gesetzt), always oder never
help-arg-lang = Sprache der Wörter: en, de oder fr (sonst aus LC_ALL, LC_MESSAGES oder LANG, wie `de_DE.UTF-8`; sonst Englisch). JSON und Dateiformate sind in jeder Sprache gleich
help-trace-about = Den Zug des Monsters Schritt für Schritt nachspielen und jede Entscheidung erklären
help-trace-after =
    Beispiele:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --tile prey-2 --brief
    {"  "}furunkulus trace scenarios/rulebook/monster-advanced.yaml \
    {"      "}--option pivot-when-tied=turn --format json
help-trace-arg-file = Die Szenariodatei (YAML)
help-trace-arg-tile = Die Monsterkarte: 1..20 Schritte, oder prey-1, prey-2, prey-3 (sonst die der Datei)
help-trace-arg-format = Ausgabeformat: Text, JSON, ein Bild des ganzen Zugs (svg, png), Druckseiten (pdf) oder eine Seite, die ihn Schritt für Schritt zeigt (html)
help-trace-arg-format-value-text = Text
help-trace-arg-format-value-json = Ein JSON-Dokument
help-trace-arg-format-value-svg = Ein Bild (SVG)
help-trace-arg-format-value-png = Ein Bild (PNG)
help-trace-arg-format-value-html = Eine eigenständige Seite, die den Zug Schritt für Schritt zeigt (Knöpfe, Pfeiltasten)
help-trace-arg-format-value-pdf = Druckseiten (PDF), A4 oder Letter (--paper)
help-trace-arg-steps = Mit --format svg, png oder pdf: ein Spielplan je Schritt (dazu einer vor dem Zug und einer für den letzten Blick), jeder mit seinen Sätzen
help-trace-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-trace-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-trace-arg-paper = Mit --format pdf: das Papier, A4 oder US Letter (Hochformat)
help-trace-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-trace-arg-paper-value-letter = US Letter, 8,5 x 11 Zoll
help-trace-arg-options = Eine Regeloption, NAME=VALUE (siehe `furunkulus rules`); geht der Datei vor
help-trace-arg-brief = Für den Spieltisch: eine Zeile je Schritt, dann wer entfernt wurde und wo das Monster stehen bleibt (nur Text; JSON enthält immer den ganzen Zug)
help-show-about = Die Stellung zeichnen, oder sie als Szenariodatei schreiben, die den Spielplan zeichnet (`--format map`)
help-show-after =
    Beispiele:
    {"  "}furunkulus show scenarios/setup/basic.yaml
    {"  "}furunkulus show scenarios/rulebook/monster-advanced.yaml \
    {"      "}--format map > advanced-map.yaml
help-show-arg-file = Die Szenariodatei (YAML)
help-show-arg-format = `text`: der Spielplan mit seiner Legende; `json`: die Stellung als JSON; `map`: eine vollständige Szenariodatei, die den Spielplan zeichnet (`map:`); `svg`, `png`: ein Bild
help-show-arg-format-value-text = Der gezeichnete Spielplan, mit Legende
help-show-arg-format-value-json = Die Stellung als JSON
help-show-arg-format-value-map = Eine Szenariodatei mit `map:`
help-show-arg-format-value-svg = Ein Bild (SVG)
help-show-arg-format-value-png = Ein Bild (PNG)
help-show-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-show-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-moves-about = Jeder erlaubte Zug einer Spielfigur, oder ob ein Ziel erlaubt ist und warum
help-moves-after =
    Beispiele:
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P --dot \
    {"      "}| dot -Tsvg > moves.svg
help-moves-arg-file = Die Szenariodatei (YAML)
help-moves-arg-pawn = Der Name der Spielfigur
help-moves-arg-to = Einen Streit schlichten: darf die Spielfigur ihren Zug hier beenden (ein Feld, `out` oder `waiting`)?
help-moves-arg-points = Die Punkte der Spielfigur, 0..6 (sonst ihr `face` in der Datei)
help-moves-arg-dot = Stattdessen den Graphen der aufgelisteten Züge in Graphviz DOT ausgeben
help-moves-arg-format = Ausgabeformat: Text, JSON oder ein Bild (svg, png)
help-moves-arg-format-value-text = Text
help-moves-arg-format-value-json = Ein JSON-Dokument
help-moves-arg-format-value-svg = Ein Bild (SVG)
help-moves-arg-format-value-png = Ein Bild (PNG)
help-moves-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-moves-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-moves-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-check-about = Szenario- (oder Rätsel-)Dateien prüfen; Exit 0, wenn alle gültig sind, 1 mit jedem Problem aufgelistet. Die angegebene Lösung eines Rätsels wird mitgeprüft
help-check-after =
    Beispiele:
    {"  "}furunkulus check scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus check scenarios/rulebook/*.yaml scenarios/puzzles/*.yaml
help-check-arg-files = Die Szenariodateien
help-serve-about = Den Spielplan im Browser bereitstellen: eine Seite und eine JSON-API (siehe README), nur auf diesem Rechner, außer --host sagt anderes
help-serve-after =
    Beispiele:
    {"  "}furunkulus serve
    {"  "}furunkulus serve --dir scenarios --port 8080
    {"  "}furunkulus serve --host 0.0.0.0   # auch für Telefone im selben Netz
help-serve-arg-port = Der Port, auf dem der Server lauscht (0: irgendein freier Port)
help-serve-arg-host = Die Adresse, auf der der Server lauscht: 127.0.0.1 (nur dieser Rechner) oder 0.0.0.0 (jedes Netz, in dem dieser Rechner ist: jeder dort kann den Spielplan benutzen)
help-serve-arg-dir = Ein Ordner mit Szenariodateien, die die Seite öffnen darf (nur lesend; sonst wird nichts gelesen)
help-serve-arg-allowed-hosts = Ein Hostname, unter dem der Spielplan antwortet (wie in der Adresszeile des Browsers, etwa `mypc.local`), außer seinen Adressen und localhost; mehrfach möglich. Anfragen an jeden anderen Namen werden abgelehnt (docs/api.md)
help-serve-arg-data = Der Ordner, in dem Tische (Partien, die sich mehrere Geräte teilen) aufbewahrt werden, in einer SQLite-Datenbank (sonst der Datenordner des Benutzers, unter Linux ~/.local/share/furunkulus)
help-serve-arg-table-ttl = Wie lange ein Tisch, an dem niemand spielt, aufbewahrt wird: eine Zahl und s, m, h oder d
help-serve-arg-max-tables = Die Höchstzahl an Tischen, die der Server gleichzeitig hält
help-serve-arg-ai-budget = Das Knotenbudget der KI für jeden Zug an einem Tisch (höchstens 100000)
help-rules-about = Die Regeln und die Regeloptionen, mit ihren Nummern
help-rules-after =
    Beispiele:
    {"  "}furunkulus rules
    {"  "}furunkulus rules M9
    {"  "}furunkulus rules pivot-when-tied
help-rules-arg-id = Eine Regelnummer (M4, P7, S3...) oder ein Optionsname (pivot-chain)
help-search-about = Suchen: die Züge einer Spielfigur, die das Monster überleben oder es auf eine andere Spielfigur locken, und Aufstellungen neuer Spielfiguren, die ein Ziel erreichen
help-search-after =
    Beispiele:
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P --explain
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
help-search-survive-about = Jeden erlaubten Zug einer Spielfigur danach ordnen, wie wahrscheinlich das Monster sie danach entfernt
help-search-survive-after =
    Beispiele:
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P \
    {"      "}--tiles 7,8 --explain g5
help-search-survive-arg-file = Die Szenariodatei (YAML)
help-search-survive-arg-pawn = Die ziehende Spielfigur
help-search-survive-arg-points = Ihre Punkte, 0..6 (sonst ihr `face` in der Datei)
help-search-survive-arg-tiles = Die noch möglichen Monsterkarten, etwa 5,8,prey-1 (sonst der ganze Stapel)
help-search-survive-arg-explain = Karte für Karte zeigen, wen das Monster nach einem Zug entfernt und wie: den Zug auf Rang TO der Tabelle, oder den bestplatzierten Zug, der auf Feld TO (oder `out`) endet; ohne Wert den bestplatzierten Zug
help-search-survive-arg-format = Ausgabeformat: Text, JSON oder die geordneten Züge auf dem Spielplan (svg, png)
help-search-survive-arg-format-value-text = Text
help-search-survive-arg-format-value-json = Ein JSON-Dokument
help-search-survive-arg-format-value-svg = Ein Bild (SVG)
help-search-survive-arg-format-value-png = Ein Bild (PNG)
help-search-survive-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-search-survive-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-search-survive-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-search-lure-about = Die Züge einer Spielfigur, nach denen das Monster TARGET entfernt und nicht die Spielfigur, geordnet nach der Wahrscheinlichkeit, dass das Locken klappt
help-search-lure-after =
    Beispiele:
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn A \
    {"      "}--target C --points 2 --tiles 8
help-search-lure-arg-file = Die Szenariodatei (YAML)
help-search-lure-arg-pawn = Die ziehende Spielfigur
help-search-lure-arg-points = Ihre Punkte, 0..6 (sonst ihr `face` in der Datei)
help-search-lure-arg-tiles = Die noch möglichen Monsterkarten, etwa 5,8,prey-1 (sonst der ganze Stapel)
help-search-lure-arg-explain = Karte für Karte zeigen, wen das Monster nach einem Zug entfernt und wie: den Zug auf Rang TO der Tabelle, oder den bestplatzierten Zug, der auf Feld TO (oder `out`) endet; ohne Wert den bestplatzierten Zug
help-search-lure-arg-format = Ausgabeformat: Text, JSON oder die geordneten Züge auf dem Spielplan (svg, png)
help-search-lure-arg-format-value-text = Text
help-search-lure-arg-format-value-json = Ein JSON-Dokument
help-search-lure-arg-format-value-svg = Ein Bild (SVG)
help-search-lure-arg-format-value-png = Ein Bild (PNG)
help-search-lure-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-search-lure-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-search-lure-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-search-lure-arg-target = Die Spielfigur, die dem Monster zum Fraß vorgeworfen wird
help-search-place-about = Aufstellungen von COUNT neuen Spielfiguren auf leeren Feldern, sodass GOAL für jede Monsterkarte gilt
help-search-place-long =
    Aufstellungen von COUNT neuen Spielfiguren auf leeren Feldern, sodass GOAL für jede Monsterkarte gilt.

    Ziele: `survive`: keine der neuen Spielfiguren wird entfernt; `feed NAME...`: jede genannte Spielfigur wird entfernt; `protect NAME...` (auch `safe-from` geschrieben): keine der genannten Spielfiguren wird entfernt. Das Ziel muss für jede Karte aus --tiles gelten, jede allein gespielt.
help-search-place-after =
    Beispiele:
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal feed A --tiles 7,8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal protect C D --tiles 8
help-search-place-arg-file = Die Szenariodatei (YAML)
help-search-place-arg-count = Wie viele neue Spielfiguren aufgestellt werden
help-search-place-arg-goal = survive | feed NAME... | protect NAME... (auch safe-from NAME...)
help-search-place-arg-max-placements = Suchen ablehnen, die mehr Aufstellungen als diese durchprobieren würden
help-search-place-arg-tiles = Die Monsterkarten, etwa 5,8,prey-1 (sonst der ganze Stapel)
help-search-place-arg-format = Ausgabeformat
help-search-place-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-risk-about = Eine Gefahrenkarte: für jedes leere Feld die Wahrscheinlichkeit, dass eine einzelne Spielfigur dort entfernt wird
help-risk-after =
    Beispiele:
    {"  "}furunkulus risk scenarios/setup/basic.yaml
    {"  "}furunkulus risk scenarios/rulebook/monster-basic.yaml --tiles 5,8,prey-1
help-risk-arg-file = Die Szenariodatei (YAML)
help-risk-arg-tiles = Die noch möglichen Monsterkarten, etwa 5,8,prey-1 (sonst der ganze Stapel)
help-risk-arg-format = Ausgabeformat: Text, JSON oder ein Bild (svg, png)
help-risk-arg-format-value-text = Text
help-risk-arg-format-value-json = Ein JSON-Dokument
help-risk-arg-format-value-svg = Ein Bild (SVG)
help-risk-arg-format-value-png = Ein Bild (PNG)
help-risk-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-risk-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-risk-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-bench-about = Monsterschritte, Züge und Aufstellungen pro Sekunde, und erzeugte Rätsel pro Minute
help-bench-after =
    Beispiele:
    {"  "}furunkulus bench
    {"  "}furunkulus bench --rounds 20 --puzzles 0
help-bench-arg-rounds = Wie oft die ganze Reihe durchlaufen wird
help-bench-arg-puzzles = Wie viele mittlere Rätsel je Regelwerk für die Rätselzahl erzeugt werden (0: auslassen)
help-puzzle-about = Monsterrätsel: eines vollständig lösen, oder Rätsel mit einer einzigen Lösung erzeugen
help-puzzle-after =
    Beispiele:
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-weapon-hard-2003-03.yaml --explain
    {"  "}furunkulus puzzle generate --seed 7 --count 3 --difficulty hard \
    {"      "}--out my-puzzles
help-puzzle-sheet-about = Ein druckbares Blatt mit einem oder mehreren Rätseln: die Stellungen und die Fragen, ohne Lösungen; mit --solution das Lösungsblatt (jedes Urteil, warum die Lösung klappt, und der Zug des Monsters damit)
help-puzzle-sheet-after =
    Beispiele:
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --out sheet.svg
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --format png \
    {"      "}--out sheet.png --answers answers.png
    {"  "}furunkulus puzzle sheet scenarios/puzzles/*.yaml --format pdf --paper letter \
    {"      "}--out puzzles.pdf --answers answers.pdf
help-puzzle-sheet-arg-files = Die Rätseldateien, auf dem Blatt in dieser Reihenfolge nummeriert
help-puzzle-sheet-arg-solution = Stattdessen das Lösungsblatt
help-puzzle-sheet-arg-answers = Das Lösungsblatt zusätzlich in FILE schreiben, im selben Format (nie über eine Datei mit anderem Inhalt): Fragen und Lösungen aus einem Lauf
help-puzzle-sheet-arg-max-placements = Rätsel ablehnen, für die mehr Aufstellungen als diese durchprobiert werden müssten (mit --solution)
help-puzzle-sheet-arg-format = Ausgabeformat: Text, ein Bild (svg, png) oder Druckseiten (pdf: vier Rätsel je Seite, nummeriert, mit Linien für die Antworten)
help-puzzle-sheet-arg-format-value-text = Text
help-puzzle-sheet-arg-format-value-svg = Ein Bild (SVG)
help-puzzle-sheet-arg-format-value-png = Ein Bild (PNG)
help-puzzle-sheet-arg-format-value-pdf = Druckseiten (PDF), A4 oder Letter (--paper)
help-puzzle-sheet-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-puzzle-sheet-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-puzzle-sheet-arg-paper = Mit --format pdf: das Papier, A4 oder US Letter (Hochformat)
help-puzzle-sheet-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-sheet-arg-paper-value-letter = US Letter, 8,5 x 11 Zoll
help-puzzle-sheet-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-puzzle-solve-about = Alle Lösungen einer Rätseldatei, vollständig: eindeutig, N Lösungen oder keine. Exit 1, wenn die Datei eine Lösung angibt und sie falsch ist
help-puzzle-solve-after =
    Beispiele:
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --explain
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --trace \
    {"      "}--format json
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --hint 2
help-puzzle-solve-arg-file = Die Rätseldatei (YAML: ein Szenario mit einem Abschnitt `puzzle:`)
help-puzzle-solve-arg-explain = Sagen, warum die Lösung klappt: der entscheidende Schritt und was folgt, in den Worten des Ablaufs (die `explanation` der Datei, sonst die der ersten Lösung)
help-puzzle-solve-arg-trace = Den erklärten Ablauf jeder Lösung zeigen, Karte für Karte (die ersten --max-traces)
help-puzzle-solve-arg-hint = Nur die Frage und die ersten N Tipps zeigen (1 bis 4): die Idee, die Teile, auf die es ankommt, die erste Entscheidung des Monsters, die zählt, und (4) die Lösung mit ihrem Ablauf. Vor N = 4 wird die Lösung nie gezeigt
help-puzzle-solve-arg-max-traces = Mit --trace: für höchstens so viele Lösungen den Ablauf zeigen; die übrigen werden gezählt
help-puzzle-solve-arg-max-placements = Rätsel ablehnen, für die mehr Aufstellungen als diese durchprobiert werden müssten
help-puzzle-solve-arg-format = Ausgabeformat
help-puzzle-solve-arg-options = Eine Regeloption, NAME=VALUE; geht der Datei vor
help-puzzle-generate-about = Rätsel mit genau einer Lösung erzeugen (vom Löser geprüft), eine Datei je Rätsel
help-puzzle-generate-after =
    Beispiele:
    {"  "}furunkulus puzzle generate --kind move
    {"  "}furunkulus puzzle generate --kind weapon --seed 7 --count 3 \
    {"      "}--difficulty hard --rules advanced --out my-puzzles
help-puzzle-generate-arg-kind = Was gefragt wird: eine Spielfigur ziehen (move), zwei Züge (two-moves), ein sicheres Feld gegen die übrigen Karten (safe-square), vorhersagen, welche Karte es schafft (predict), eine Waffe (weapon: zerquetschen, zerstören, Umlenkstein) oder Spielfiguren aufstellen (place) oder ein Festmahl: Spielfiguren oder Steinblöcke so platzieren, dass das Monster ohne Schrittgrenze jede Spielfigur der anderen Farbe frisst und keine eigene (feast)
help-puzzle-generate-arg-seed = Der Startwert: derselbe Startwert (bei gleichen übrigen Argumenten) schreibt dieselben Dateien
help-puzzle-generate-arg-count = Wie viele Rätsel
help-puzzle-generate-arg-difficulty = Ihre Schwierigkeit, am Rätsel gemessen: easy (bis 3 Punkte), medium (4 bis 6), hard (7 oder mehr) oder any; Punkte gibt es für verlockende falsche Kandidaten (doppelt), ein Ziel, das sich spät im Lauf entscheidet, Schlüsselideen (Gleichstand, Schieben, Rutschen, Wand, Umlenkstein, Teleporter, Zerquetschen), eine Lösung gegen das Gefühl, ein zweites Teil oder einen zweiten Zug, mehrere Karten (siehe README, „Puzzles“)
help-puzzle-generate-arg-rules = Das Grundspiel (Grundaufbau B2) oder das Spiel für Fortgeschrittene (Teile auf ihren Seiten, Teleporter)
help-puzzle-generate-arg-out = Das Verzeichnis für die Dateien (wird bei Bedarf angelegt)
help-puzzle-generate-arg-force = Vorhandene Dateien mit anderem Inhalt ersetzen
help-puzzle-generate-arg-avoid = Rätsel auslassen, die schon in diesen Rätseldateien oder Verzeichnissen stehen (nach dem kanonischen Schlüssel: dieselbe Stellung mit anderen Farben oder auf dem gedrehten Spielplan, dieselbe Lösung), z. B. `--avoid scenarios/puzzles`. Mehrfach möglich
help-puzzle-book-about = Ein Rätselbuch: ein Jahr mit einem Rätsel pro Woche, leichte Wochen zuerst und schwere zuletzt, aus allen Arten, keine zwei gleich; die Rätseldatei jeder Woche, ein Fragenblatt und ein Lösungsblatt (PDF) in einem Verzeichnis
help-puzzle-book-after =
    Beispiele:
    {"  "}furunkulus puzzle book --weeks 52 --seed 7 --out year
    {"  "}furunkulus puzzle book --weeks 12 --rules advanced --lang de --paper letter --out quarter
help-puzzle-book-arg-weeks = Wie viele Wochen: ein Rätsel pro Woche, 1 bis 520
help-puzzle-book-arg-seed = Der Startwert der erzeugten Rätsel: derselbe Startwert (bei gleichen übrigen Argumenten) schreibt dieselben Dateien
help-puzzle-book-arg-rules = Das Grundspiel (Grundaufbau B2) oder das Spiel für Fortgeschrittene (Teile auf ihren Seiten, Teleporter)
help-puzzle-book-arg-out = Das Verzeichnis für das Buch (wird bei Bedarf angelegt): week-01.yaml, ..., questions.pdf, answers.pdf
help-puzzle-book-arg-force = Vorhandene Dateien mit anderem Inhalt ersetzen
help-puzzle-book-arg-stored = Zuerst Rätsel aus diesen Rätseldateien oder Verzeichnissen nehmen, den Rest erzeugen (Vorgabe: scenarios/puzzles, die mitgelieferten Rätsel, wenn es dieses Verzeichnis gibt). Mehrfach möglich
help-puzzle-book-arg-no-stored = Jede Woche erzeugen: kein mitgeliefertes Rätsel nehmen (die aus scenarios/puzzles bleiben trotzdem draußen)
help-puzzle-book-arg-avoid = Rätsel auslassen, die schon in diesen Rätseldateien oder Verzeichnissen stehen, zusätzlich zu denen aus scenarios/puzzles (wenn es dieses Verzeichnis gibt). Mehrfach möglich
help-puzzle-book-arg-paper = Das Papier der Blätter: A4 oder US Letter (Hochformat)
help-puzzle-book-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-book-arg-paper-value-letter = US Letter, 8,5 x 11 Zoll
help-puzzle-generate-arg-allow-stored = Rätsel der mitgelieferten Sammlung (scenarios/puzzles, eingebaut) dürfen wieder entstehen; ohne diese Option werden sie ausgelassen
help-completions-about = Ein Skript zur Vervollständigung in der Shell ausgeben (bash, zsh, fish, elvish oder powershell)
help-completions-after =
    Beispiele:
    {"  "}furunkulus completions bash > \
    {"      "}~/.local/share/bash-completion/completions/furunkulus
    {"  "}furunkulus completions zsh > ~/.zfunc/_furunkulus
    {"  "}furunkulus completions fish > ~/.config/fish/completions/furunkulus.fish
help-completions-arg-shell = Die Shell
help-man-about = Die Handbuchseite (roff) auf der Standardausgabe ausgeben
help-man-after =
    Beispiele:
    {"  "}furunkulus man > furunkulus.1 && man ./furunkulus.1
    {"  "}furunkulus man | gzip > /usr/local/share/man/man1/furunkulus.1.gz
help-game-about = Ganze Partien: eine beginnen, ein Protokoll nachspielen und prüfen, eine Partie an einem echten Tisch begleiten, oder im Terminal spielen (Partieprotokolle: docs/FORMAT.md, Abschnitt 6)
help-game-after =
    Beispiele:
    {"  "}furunkulus game new --players red,blue --seed 7 --out game.yaml
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --verbose
help-game-new-about = Ein neues Partieprotokoll schreiben (noch ohne Runden): die Spieler, der Aufbau, der Startwert
help-game-new-after =
    Beispiele:
    {"  "}furunkulus game new --players red,blue,green --out game.yaml
    {"  "}furunkulus game new --players red,blue --setup advanced --seed 42 \
    {"      "}--variant three-prey --out game.yaml
help-game-new-arg-players = Die Spieler in Sitzreihenfolge, etwa rot,blau,grün (2 bis 7; nur Buchstaben)
help-game-new-arg-setup = Der Grundaufbau (B2) oder der fortgeschrittene Aufbau, aus dem Startwert zufällig und regelgerecht gelegt
help-game-new-arg-seed = Der Startwert des fortgeschrittenen Aufbaus und der Karten, die `game play` zieht (sonst einer aus der Uhrzeit; er steht im Protokoll)
help-game-new-arg-variant = Die Variante G7: die 5er-Karte wird zu „3 Treffer“
help-game-new-arg-variant-value-three-prey = G7: die 5er-Karte wird zu „3 Treffer“
help-game-new-arg-out = Wohin das Protokoll geschrieben wird (ohne Angabe, oder mit `-`: auf die Standardausgabe)
help-game-new-arg-force = FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-game-new-arg-options = Eine Regeloption, NAME=VALUE (siehe `furunkulus rules`), die ins Protokoll geschrieben wird
help-game-replay-about = Ein Partieprotokoll Zug für Zug prüfen und den Stand nach dem letzten Zug ausgeben
help-game-replay-after =
    Beispiele:
    {"  "}furunkulus game replay tests/games/first-turn.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --upto 1 --format json
help-game-replay-arg-file = Das Partieprotokoll (YAML)
help-game-replay-arg-format = Ausgabeformat: text, json, der Spielplan als Bild (svg, png) oder zum Drucken (pdf)
help-game-replay-arg-format-value-text = Text, mit dem Spielplan
help-game-replay-arg-format-value-json = Das JSON aus docs/FORMAT.md, Abschnitt 6
help-game-replay-arg-format-value-svg = Der Spielplan als Bild (SVG)
help-game-replay-arg-format-value-png = Der Spielplan als Bild (PNG)
help-game-replay-arg-format-value-pdf = Druckseiten (PDF), A4 oder Letter (--paper)
help-game-replay-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-game-replay-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-game-replay-arg-paper = Mit --format pdf: das Papier, A4 oder US Letter (Hochformat)
help-game-replay-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-replay-arg-paper-value-letter = US Letter, 8,5 x 11 Zoll
help-game-replay-arg-upto = Der Stand nach dieser Runde (jede Runde wird trotzdem geprüft)
help-game-replay-arg-verbose = Jede Runde: ihre Züge und der erklärte Ablauf des Monsters
help-game-state-about = Für eine Partie an einem echten Tisch: wer am Zug ist, welche seiner Spielfiguren noch ziehen dürfen, die übrigen Karten und die Wahrscheinlichkeit jeder für die nächste Monsterphase
help-game-state-after =
    Beispiele:
    {"  "}furunkulus game state tests/games/first-turn.yaml
    {"  "}furunkulus game state tests/games/first-turn.yaml --format png --out board.png
help-game-state-arg-file = Das Partieprotokoll (YAML)
help-game-state-arg-format = Ausgabeformat: text, json, der Spielplan als Bild (svg, png) oder zum Drucken (pdf)
help-game-state-arg-format-value-text = Text, mit dem Spielplan
help-game-state-arg-format-value-json = Das JSON aus docs/FORMAT.md, Abschnitt 6
help-game-state-arg-format-value-svg = Der Spielplan als Bild (SVG)
help-game-state-arg-format-value-png = Der Spielplan als Bild (PNG)
help-game-state-arg-format-value-pdf = Druckseiten (PDF), A4 oder Letter (--paper)
help-game-state-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt; `-`: Standardausgabe)
help-game-state-arg-force = Mit --out: FILE ersetzen, wenn es eine gewöhnliche Datei mit anderem Inhalt ist (nie einen Link, ein Gerät, eine benannte Pipe oder ein Verzeichnis)
help-game-state-arg-paper = Mit --format pdf: das Papier, A4 oder US Letter (Hochformat)
help-game-state-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-state-arg-paper-value-letter = US Letter, 8,5 x 11 Zoll
help-game-play-about = Im Terminal spielen (alle an einem Gerät), jeder Zug wird im Protokoll gespeichert; setzt ein Protokoll fort. Die Züge werden von der Standardeingabe gelesen, wenn sie kein Terminal ist
help-game-play-after =
    Beispiele:
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game play game.yaml --ai blue=greedy
    {"  "}furunkulus game play game.yaml --tiles manual
help-game-play-arg-file = Das Partieprotokoll (YAML) aus `game new`; nach jedem Zug und jeder Karte neu geschrieben
help-game-play-arg-tiles = Karten vom gemischten Stapel der Partie ziehen, oder die an einem echten Tisch gezogene Karte eintippen
help-game-play-arg-tiles-value-seeded = Vom Stapel der Partie gezogen, mit dem Startwert des Protokolls gemischt
help-game-play-arg-tiles-value-manual = Eingetippt: die an einem echten Tisch gezogene Karte
help-game-play-arg-seed = Der Startwert des Stapels, wenn das Protokoll keinen hat (er wird dann ins Protokoll geschrieben)
help-game-play-arg-ai = Plätze, die das Programm spielt, etwa blau=greedy,grün=expectimax (Stufen: random, greedy, brs, paranoid, expectimax, mcts; `human` gibt einen Platz an einen Menschen zurück). Steht in `seats` im Protokoll, eine fortgesetzte Sitzung behält sie also
help-game-play-arg-ai-options = Ein Gewicht oder Budget der KI, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (siehe README, „AI players“)
help-game-hint-about = Der Zug, den eine KI für den Spieler am Zug machen würde, mit den Zahlen dahinter
help-game-hint-after =
    Beispiele:
    {"  "}furunkulus game hint tests/games/first-turn.yaml
    {"  "}furunkulus game hint tests/games/first-turn.yaml --ai greedy --format json
help-game-hint-arg-file = Das Partieprotokoll (YAML)
help-game-hint-arg-ai = Die Stufe der KI: random, greedy, brs, paranoid, expectimax oder mcts (sonst die Stufe, die `seats` im Protokoll dem Spieler am Zug gibt, sonst die stärkste: mcts, bei jeder Zahl der Spieler)
help-game-hint-arg-budget = expectimax: höchstens so viele Monsterläufe darf eine Entscheidung kosten
help-game-hint-arg-ai-options = Ein Gewicht oder Budget der KI, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (siehe README, „AI players“)
help-game-hint-arg-format = Ausgabeformat
help-game-simulate-about = Viele ganze Partien zwischen KIs parallel spielen und ausgeben, wer wie oft gewinnt
help-game-simulate-after =
    Beispiele:
    {"  "}furunkulus game simulate --players 2 --ai greedy,random --games 1000
    {"  "}furunkulus game simulate --players 4 --ai expectimax,greedy,greedy,greedy \
    {"      "}--games 200 --seed 7 --format json
    {"  "}furunkulus game simulate --players 3 --ai greedy,greedy,greedy \
    {"      "}--variant three-prey --record games/
    {"  "}furunkulus game simulate --players 4 --ai greedy --games 500 \
    {"      "}--format png --out simulation.png
help-game-simulate-arg-players = Spieler je Partie (2 bis 7)
help-game-simulate-arg-ai = Die KI jedes Platzes in Sitzreihenfolge, oder eine für alle Plätze; eine Stufe kann ihre eigenen KI-Optionen tragen, etwa mcts[playouts=100]
help-game-simulate-arg-games = Zu spielende Partien
help-game-simulate-arg-seed = Der Startwert der ganzen Simulation
help-game-simulate-arg-setup = Der Grundaufbau (B2), oder je Partie ein zufällig gelegter fortgeschrittener Aufbau
help-game-simulate-arg-variant = Die Variante G7: die 5er-Karte wird zu „3 Treffer“
help-game-simulate-arg-variant-value-three-prey = G7: die 5er-Karte wird zu „3 Treffer“
help-game-simulate-arg-options = Eine Regeloption, NAME=VALUE (siehe `furunkulus rules`)
help-game-simulate-arg-budget = expectimax: höchstens so viele Monsterläufe darf eine Entscheidung kosten
help-game-simulate-arg-ai-options = Ein Gewicht oder Budget der KI, NAME=VALUE: out, progress, removed, opponents, win, tempo, budget, width (siehe README, „AI players“)
help-game-simulate-arg-record = Das Protokoll jeder Partie in dieses Verzeichnis schreiben (game-0001.yaml, ...)
help-game-simulate-arg-force = Protokolle, die schon in DIR liegen, überschreiben, und FILE von --out, wenn es anderen Inhalt hat
help-game-simulate-arg-format = Ausgabeformat: Text, JSON oder Diagramme (svg, png) der Gewinnquoten je Platz mit ihren 95-%-Intervallen und der Partielängen
help-game-simulate-arg-format-value-text = Text
help-game-simulate-arg-format-value-json = Ein JSON-Dokument
help-game-simulate-arg-format-value-svg = Ein Bild (SVG)
help-game-simulate-arg-format-value-png = Ein Bild (PNG)
help-game-simulate-arg-out = Die Ausgabe in FILE schreiben statt auf die Standardausgabe (sicher: erst eine temporäre Datei, dann umbenannt)
help-game-tournament-about = Die KI-Stufen bewerten: jeder Herausforderer gegen Plätze − 1 Kopien jeder anderen Stufe, dieselben Verteilungen (Kartenreihenfolgen) für jede Paarung, der Herausforderer reihum auf jedem Platz; Gewinnanteile mit 95-%-Intervallen, ein sequenzieller Test (SPRT) und eine Wertung je Stufe
help-game-tournament-after =
    Beispiele:
    {"  "}furunkulus game tournament --games 200
    {"  "}furunkulus game tournament --seats 2,3,4 --games 200
    {"  "}furunkulus game tournament --levels greedy,expectimax,mcts --challenger mcts \
    {"      "}--seats 2,4 --games 2000 --stop-early --ai-option playouts=25
    {"  "}furunkulus game tournament --levels random,greedy --seats 2,3 --format json
    {"  "}furunkulus game tournament --levels 'mcts,mcts[rollout=0,playouts=300]' \
    {"      "}--seats 2 --games 400 --plot ladder.svg
help-game-tournament-arg-levels = Die Stufen des Rundenturniers; die Wertungen sind an der ersten verankert (0). Eine Stufe kann ihre eigenen KI-Optionen tragen, damit sich zwei Varianten begegnen: mcts,mcts[rollout=0,playouts=300]. `mcts` denkt am längsten (bis etwa 0,1 s je Zug bei seinen voreingestellten 200 Iterationen mit Rollouts; weniger: `--ai-option playouts=50`)
help-game-tournament-arg-challenger = Nur diese Stufen fordern heraus (voreingestellt: jede Stufe von --levels), so geschrieben wie dort
help-game-tournament-arg-seats = Die zu spielenden Spielerzahlen (2 bis 7)
help-game-tournament-arg-games = Höchstens so viele Partien spielt eine Paarung, aufgerundet auf ganze Verteilungen (eine Partie mit dem Herausforderer auf jedem Platz)
help-game-tournament-arg-seed = Der Startwert des ganzen Turniers
help-game-tournament-arg-setup = Der Grundaufbau (B2), oder je Verteilung ein zufällig gelegter fortgeschrittener Aufbau
help-game-tournament-arg-variant = Die Variante G7: die 5er-Karte wird zu „3 Treffer“
help-game-tournament-arg-variant-value-three-prey = G7: die 5er-Karte wird zu „3 Treffer“
help-game-tournament-arg-options = Eine Regeloption, NAME=VALUE (siehe `furunkulus rules`)
help-game-tournament-arg-budget = expectimax: höchstens so viele Monsterläufe darf eine Entscheidung kosten (weniger als die 20000 von `game hint`, damit ein Turnier von einigen hundert Partien je Paarung schnell geht)
help-game-tournament-arg-ai-options = Ein Gewicht oder Budget der KI für jede Stufe, NAME=VALUE (siehe README, „AI players“)
help-game-tournament-arg-elo0 = H0 des SPRT: der Herausforderer ist um so viele Elo stärker als jede Vergleichskopie
help-game-tournament-arg-elo1 = H1 des SPRT
help-game-tournament-arg-alpha = Die Wahrscheinlichkeit des SPRT, H1 anzunehmen, wenn H0 gilt (und H0, wenn H1 gilt)
help-game-tournament-arg-stop-early = Eine Paarung beenden, sobald ihr SPRT entschieden hat (nach einer ganzen Verteilung)
help-game-tournament-arg-format = Ausgabeformat: text oder json
help-game-tournament-arg-plot = Zusätzlich den Gewinnanteil jeder Paarung mit seinem 95-%-Intervall je Platzzahl in diese SVG-Datei zeichnen (sicher geschrieben: erst eine temporäre Datei, dann umbenannt)
help-game-tournament-arg-force = Die Datei von --plot überschreiben, wenn sie anderes enthält
help-game-ladder-about = Turniere zusammenzählen: die Paarungen von Dateien aus `game tournament --format json`, mit anderen Startwerten gespielt (Teile einer Rangliste); die Spiele jeder Paarung zusammengezählt und ihr Test auf den Summen neu gelesen, und eine Wertung je Stufe über alle ihre Spiele; eine Tabelle, JSON und das Diagramm
help-game-ladder-after =
    Beispiele:
    {"  "}furunkulus game ladder chunk-*.json
    {"  "}furunkulus game ladder chunk-*.json --format json --plot ladder.svg
    {"  "}for seed in 1 2 3 4; do
    {"    "}furunkulus game tournament --levels greedy,mcts --challenger mcts \
    {"        "}--seats 4 --games 100 --seed $seed --format json > chunk-$seed.json
    {"  "}done
help-game-ladder-arg-files = Die Turnierdateien (`game tournament --format json`), je ein Startwert
help-game-ladder-arg-format = Ausgabeformat: text oder json
help-game-ladder-arg-plot = Zusätzlich den Gewinnanteil jeder zusammengezählten Paarung mit seinem 95-%-Intervall je Platzzahl in diese SVG-Datei zeichnen (sicher geschrieben: erst eine temporäre Datei, dann umbenannt)
help-game-ladder-arg-force = Die Datei von --plot überschreiben, wenn sie anderes enthält
