### Die Fehler der Kommandozeile: eine Anfrage, die sich nicht beantworten lässt (Exit 1)
### oder falsch gestellt ist (Exit 2). Schalter (`--format`), Optionsnamen und -werte bleiben,
### wie sie getippt werden.

fail-format = --format { $format }: für diesen Befehl nicht verfügbar
fail-binary = --format { $format }: ein { $upper } ist binär; schreib es mit --out DATEI in eine Datei (oder leite die Standardausgabe um)
fail-png = das Bild lässt sich nicht zeichnen: { $error }
fail-pdf = das PDF lässt sich nicht erstellen: { $error }
fail-option = --option { $option }: { $problem }
fail-no-pawn = { $count ->
        [0] keine { -pawn } `{ $name }` im Szenario (es hat keine Spielfiguren)
       *[other] keine { -pawn } `{ $name }` im Szenario (Spielfiguren: { $pawns })
    }
fail-points = --points { $points }: eine { -pawn } hat 0 bis 6 Punkte
fail-no-face = { -pawn } { $pawn } hat kein `face` in der Datei: gib ihre Punkte mit --points N an
fail-paper = --paper: nur Gedrucktes hat Papier; gib --format pdf an (nicht { $format })
fail-steps = --steps zeichnet einen Spielplan je Schritt: gib --format svg, png oder pdf an (--format html geht den Zug von selbst Schritt für Schritt durch)
fail-brief = --brief: der kurze Monsterzug ist Text; JSON und Bilder zeigen immer den ganzen Zug
fail-place-no-file = search place: keine Szenariodatei angegeben
fail-serve = kann nicht auf { $host }:{ $port } bereitstellen: { $error }
serve-tables = Spieltische (eine Partie, jeder auf dem eigenen Handy): Öffne { $url } auf dem Handy, oder scanne diesen Code:

## Regeloptionen und Karten, wie getippt
option-unknown = unbekannte Option `{ $name }` (bekannt: { $known })
option-unknown-value = die Option `{ $name }` hat keinen Wert `{ $value }` (nimm einen von: { $allowed })
option-malformed = `{ $text }` hat nicht die Form NAME=WERT
tile-not-a-tile = `{ $text }` ist keine Monsterkarte (schreib 1..20 für Schritte, oder prey-1, prey-2, prey-3)

## `furunkulus --help`: das Programm, seine Befehle und seine globalen Optionen.
help-about = Schlichtet Regelstreit bei Finstere Flure: spielt den Zug des Monsters Schritt für Schritt nach und erklärt ihn
help-color = Farbe: auto (ein Terminal, und NO_COLOR nicht gesetzt), always oder never
help-lang = Sprache der Wörter: en, de oder fr (sonst aus LC_ALL, LC_MESSAGES oder LANG, wie `de_DE.UTF-8`; sonst Englisch). JSON und Dateiformate sind in jeder Sprache gleich
help-after =
    Beispiele:
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --lang de
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9
    
    Die Ausgabe passt sich der Breite des Terminals an (COLUMNS, oder 80, wenn nicht in ein Terminal geschrieben wird).
    Sprache: --lang en|de|fr, sonst LC_ALL, LC_MESSAGES oder LANG (de_DE.UTF-8: Deutsch), sonst Englisch.
    Exit-Codes: 0 Erfolg; 1 das Szenario ist ungültig oder die Anfrage lässt sich nicht beantworten; 2 falscher Aufruf.
help-trace = Den Zug des Monsters Schritt für Schritt nachspielen und jede Entscheidung erklären
help-show = Die Stellung zeichnen, oder sie als Szenariodatei schreiben, die den Spielplan zeichnet (`--format map`)
help-moves = Jeder erlaubte Zug einer Spielfigur, oder ob ein Ziel erlaubt ist und warum
help-check = Szenario- (oder Rätsel-)Dateien prüfen; Exit 0, wenn alle gültig sind, 1 mit jedem Problem aufgelistet. Die angegebene Lösung eines Rätsels wird mitgeprüft
help-serve = Den Spielplan im Browser bereitstellen: eine Seite und eine JSON-API (siehe README), nur auf diesem Rechner, außer --host sagt anderes
help-rules = Die Regeln und die Regeloptionen, mit ihren Nummern
help-search = Suchen: die Züge einer Spielfigur, die das Monster überleben oder es auf eine andere Spielfigur locken, und Aufstellungen neuer Spielfiguren, die ein Ziel erreichen
help-risk = Eine Gefahrenkarte: für jedes leere Feld die Wahrscheinlichkeit, dass eine einzelne Spielfigur dort entfernt wird
help-bench = Monsterschritte, Züge und Aufstellungen pro Sekunde, und erzeugte Rätsel pro Minute
help-puzzle = Monsterrätsel: eines vollständig lösen, oder Rätsel mit einer einzigen Lösung erzeugen
help-completions = Ein Skript zur Vervollständigung in der Shell ausgeben (bash, zsh, fish, elvish oder powershell)
help-man = Die Handbuchseite (roff) auf der Standardausgabe ausgeben
help-game = Ganze Partien: eine beginnen, ein Protokoll nachspielen und prüfen, eine Partie an einem echten Tisch begleiten, oder im Terminal spielen (Partieprotokolle: docs/FORMAT.md, Abschnitt 6)
help-template = {"{"}about{"}"}

    Aufruf: {"{"}usage{"}"}

    Befehle:
    {"{"}subcommands{"}"}

    Optionen:
    {"{"}options{"}"}
    {"{"}after-help{"}"}
