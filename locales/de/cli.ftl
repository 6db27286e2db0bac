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

## Werte der Kommandozeile, die keine sind.
fail-lang-unknown = `{ $code }`: en, de oder fr
fail-points-value = `{ $text }` ist keine Punktzahl von 0 bis 6
fail-dest = { $problem }, oder `out` oder `waiting`
