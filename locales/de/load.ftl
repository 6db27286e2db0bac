### Fehler beim Laden einer Datei (Szenario, Partieprotokoll, Rätsel): jeder nennt davor
### die Datei und die Zeile; die Meldung sagt, was falsch ist.

## Die Farbe eines Spielers (`color:` bei einer Spielfigur)
load-color-unknown = Spielfigur, `color`: `{ $word }` ist keine Farbe (eine von { $colours }, oder ihr deutscher oder französischer Name)
load-color-no-player = Spielfigur, `color`: eine Farbe gehört einem Spieler; gib der Spielfigur auch einen `player`
load-color-twice = Spielfigur, `color`: Spieler { $player } ist schon { $first }, nicht { $second }

## Der Rahmen jedes Ladefehlers: „DATEI: 2 Probleme gefunden, nichts geladen“, dann jedes.
load-problems = { $n ->
        [one] 1 Problem gefunden
       *[other] { $n } Probleme gefunden
    }, nichts wurde geladen

## Eine Datei lesen ($what: was an der Stelle steht, wie die Datei es nennt: `pawn \`at\``).
load-monster-form = das Monster muss eine Zuordnung (map) aus Feld und Blickrichtung sein, etwa `monster: {"{"} at: { $at }, facing: { $facing } {"}"}`, gefunden: { $found }
load-not-map = { $what } muss eine Zuordnung (map) sein, gefunden: { $found }
load-key-not-word = { $what }: ein Schlüssel muss ein Wort sein, gefunden: { $found }
load-unknown-key = { $what }: unbekannter Schlüssel `{ $key }` (bekannte Schlüssel: { $known })
load-key-twice = { $what }: der Schlüssel `{ $key }` steht zweimal da
load-missing-key = { $what }: `{ $key }` fehlt
load-not-list = `{ $what }` muss eine Liste sein, gefunden: { $found }
load-not-word = { $what } muss ein Wort sein, gefunden: { $found }
load-not-direction = { $what }: `{ $text }` ist keine Richtung (north, east, south, west)
load-pool-size = pool `size`: `{ $text }` ist nicht BREITExHÖHE, wie 2x2 oder 4x1
load-found-nothing = nichts
load-found-list = eine Liste
load-found-map = eine Zuordnung


## Eine Datei, die kein gültiges YAML ist (die Stelle des Parsers; $detail: die Worte des Parsers, auf Englisch).
load-yaml = kein gültiges YAML: { $problem }
load-yaml-unclosed-bracket = die hier geöffnete Klammer `{ $bracket }` wird nie geschlossen
load-yaml-misplaced-bracket = zu dieser schließenden Klammer gibt es keine öffnende
load-yaml-tab = hier steht ein Tabulator: YAML rückt nur mit Leerzeichen ein
load-yaml-colon = ein Doppelpunkt beginnt hier einen Schlüssel, wo keiner beginnen kann: einen Wert mit Doppelpunkt in Anführungszeichen setzen, einen Schlüssel so weit einrücken wie seine Nachbarn
load-yaml-unclosed-quote = ein vor dieser Zeile geöffnetes Anführungszeichen wird nie geschlossen
load-yaml-indentation = die Einrückung dieser Zeile passt nicht zu den Zeilen davor
load-yaml-unknown-anchor = `*` nennt einen Anker (`&name`), den die Datei nie setzt
load-yaml-character = `{ $character }` kann hier keinen Wert beginnen: den Wert in Anführungszeichen setzen
load-yaml-second-document = hier beginnt ein zweites YAML-Dokument (`---`); ein Szenario ist ein Dokument
load-yaml-other = { $detail }
load-yaml-map-hint = eine gezeichnete Karte, deren erste Zeile weiter eingerückt ist als die Reihen, braucht YAMLs Einrückungsangabe: `map: |2` für einen um zwei Leerzeichen eingerückten Block

## Eine Datei, die sich gar nicht lesen lässt.
read-missing = keine solche Datei
file-kind = { $kind ->
        [directory] ein Verzeichnis
        [pipe] eine benannte Pipe
        [device] ein Gerät
        [socket] ein Socket
       *[other] keine gewöhnliche Datei
    }
read-not-regular = keine gewöhnliche Datei ({ file-kind }); gib eine Szenariodatei an
read-too-large = die Datei ist größer als { $kib } KiB, zu groß für ein Szenario, ein Rätsel oder ein Partieprotokoll
read-wide = die Datei ist in { $encoding }; speichere sie als UTF-8
read-not-utf8 = kein UTF-8-Text: das Byte { $byte } hier gehört zu keinem UTF-8-Zeichen (speichere die Datei als UTF-8)
read-io = lässt sich nicht lesen: { $error }

## Der Name eines Felds ($text wie geschrieben).
square-malformed = `{ $text }` ist kein Feld (schreib eine Spalte a..p und eine Reihe 1..11, wie j8)
square-off-board = `{ $text }` liegt nicht auf dem Spielplan (die Treppe schneidet es weg)

## Was an einer Stelle einer Szenariodatei steht, für die Meldungen oben.
load-what-scenario = das Szenario
load-what-pool = eine { -pool }
load-what-teleporter = ein { -teleporter }
load-what-pivot = ein { -pivot }
load-what-monster = das { -monster }
load-what-pawn = eine { -pawn }
load-pawn-at = pawn `at`: { $problem } (oder `waiting` für eine { -pawn } neben dem Eingang)

## Mehr aus einer Szenariodatei
load-pair-count = das Teleporterpaar `{ $pair }` hat { $n } Teleporter; ein Paar braucht genau zwei
load-setup-unknown = setup: `{ $text }` ist unbekannt (die Aufbauten sind `basic` und `advanced`)
load-what-square-in = ein Feld in `{ $key }`
load-pivot-turn = pivot `turn`: `{ $text }` ist unbekannt (right oder around)
load-option-entry = options: jeder Eintrag ist `name: value`
load-options-not-map = `options` muss eine Zuordnung von `name: value` sein, gefunden: { $found }
load-legend-no-map = `legend` erklärt die Buchstaben einer gezeichneten `map`, und es gibt keine `map`
load-monster-twice = das { -monster } ist auf der Karte gezeichnet und in `monster:` angegeben (Zeile { $line }); gib es nur einmal an
load-face = { -pawn }, `face`: muss eine Zahl von 1 bis 6 sein, gefunden: { $found }

## A drawn map's pawn label read as a player's pawn: `R5`, the player whose initial is R,
## showing 5 ($letter: R; $face: 5; $players: the players named in the file, as a list).
load-what-legend-players = `legend` `players`
map-label-no-players = `map`: `{ $label }` ist eine Spielfigur des Spielers mit dem Anfangsbuchstaben { $letter }, die { $face } zeigt, und diese Datei nennt keinen Spieler: Nenne die Spieler in der Legende (`legend: {"{"} players: [red, blue] {"}"}`) oder gib `{ $label }` eine eigene Zeile unter `legend: pawns:`
map-label-nobody = `map`: `{ $label }` ist eine Spielfigur des Spielers mit dem Anfangsbuchstaben { $letter }, die { $face } zeigt, und kein Spielername enthält ein { $letter } ({ $players }): Füge den Spieler unter `legend: players:` hinzu oder gib `{ $label }` eine eigene Zeile unter `legend: pawns:`
map-label-several = `map`: `{ $label }` könnte eine Spielfigur von { $players } sein (der Buchstabe { $letter } steht für jeden von ihnen): Gib `{ $label }` eine eigene Zeile unter `legend: pawns:` mit `player:` und `face:`

## Eine gezeichnete Karte (`map:`) und ihre Legende ($line, $column: eine Stelle in der
## Datei; $char: das Zeichen dort; $row: die Nummer einer Reihe).
map-tab = `map`: ein Tabulator; zeichne mit Leerzeichen, jedes Feld zwei Zeichen unter dem Buchstaben seiner Spalte
map-no-header = `map`: keine Spaltenzeile: ein gezeichneter Spielplan beginnt mit einer Zeile, die die Spalten `a  b  c ... p` über ihren Feldern nennt (so wie `show` ihn zeichnet)
map-stray-line = `map`: diese Zeile ist weder die Spaltenzeile noch eine Reihe (die mit ihrer Nummer 1 bis 11 beginnt) noch eine Zeile mit Wandbuchstaben
map-row-twice = `map`: Reihe { $row } ist zweimal gezeichnet (auch in Zeile { $line })
map-row-number-left = `map`: die Nummer einer Reihe muss links von Spalte a stehen (wo die Spaltenzeile sie hinsetzt)
map-row-unknown = `map`: eine Reihe `{ $number }` gibt es nicht (Reihen 1 bis 11)
map-rows-missing = `map`: { $n ->
        [one] Reihe { $rows } fehlt
       *[other] die Reihen { $rows } fehlen
    }: eine Karte zeichnet alle 11 Reihen, jede beginnt mit ihrer Nummer
map-stray-west = `map`: `{ $char }` zwischen der Nummer der Reihe und Spalte a (dort darf nur ein Wandzeichen stehen)
map-stray-east = `map`: `{ $char }` östlich von Spalte p (dort dürfen nur Wandzeichen stehen)
map-out-of-line = `map`: `{ $char }` steht verrutscht: Reihe { $row } verlässt hier die Spalten der Spaltenzeile (jedes Feld sind die zwei Zeichen ab dem Buchstaben seiner Spalte)
map-square = `map`, { $square }: { $problem }
map-cut-away = `map`: { $square } liegt nicht auf dem Spielplan (die Treppe schneidet es weg): dort dürfen nur Wandbuchstaben stehen
map-teleporter-not-drawn = `legend`: der Teleporterbuchstabe `{ $letter }` ({ $pair }) ist auf der Karte nicht gezeichnet
map-monster-twice = `map`: das { -monster } ist zweimal gezeichnet (auch in Zeile { $line }, Spalte { $column })
map-not-block = `map` muss der gezeichnete Spielplan als wörtlicher Block sein: `map: |2`, dann die Zeilen des Spielplans, um zwei Leerzeichen eingerückt (gefunden: { $found })
map-pawn-twice = `map`: die { -pawn } `{ $label }` ist zweimal gezeichnet (auch in Zeile { $line }, Spalte { $column })
map-pawn-at-too = `map`: die { -pawn } `{ $label }` ist hier gezeichnet und in der Legende mit `at:` angegeben (Zeile { $line }); gib sie nur einmal an
map-pawn-not-drawn = `legend`: die { -pawn } `{ $label }` ist auf der Karte nicht gezeichnet (eine { -pawn }, die die Karte nicht zeigt, braucht `at: waiting` oder `at: FELD`)
map-teleporter-letter = `legend` `teleporters`: `{ $key }` ist nicht ein einzelner Buchstabe (ein { -teleporter } wird als Buchstabe seines Paars mit seinem Pfeil gezeichnet, wie `Y>`)
map-teleporter-twice = `legend` `teleporters`: der Buchstabe `{ $letter }` steht zweimal da
map-legend-pawn-twice = `legend` `pawns`: `{ $key }` steht zweimal da
map-label-too-long = `legend` `pawns`: `{ $key }` lässt sich nicht zeichnen: eine Beschriftung auf der Karte besteht aus 1 oder 2 Buchstaben oder Ziffern (gib der { -pawn } `name: { $key }` unter einer kurzen Beschriftung, oder `at:`)
load-what-pair-name = der Name eines Teleporterpaars
load-what-legend-pawn = die { -pawn } `{ $key }` der Legende

## Was ein Feld einer gezeichneten Karte zeigt ($text: die zwei Zeichen).
glyph-blank = hier ist nichts gezeichnet: zeichne ein leeres Feld als `.`
glyph-misaligned = `{ $text }` beginnt ein Zeichen rechts vom Buchstaben seiner Spalte
glyph-monster-heading = `{ $text }`: das { -monster } ist `@` mit seiner Blickrichtung, einem von ^ > v <
glyph-unknown = `{ $text }` ist keine Zeichnung eines Felds (. ~ ## <> #r #u, @ mit Blickrichtung, ein Teleporterbuchstabe mit seinem Pfeil, oder die Beschriftung einer { -pawn } aus 1 oder 2 Buchstaben und Ziffern)

## Eine Datei, die sich nicht schreiben lässt ($file: ihr Name; $error: die Worte des Systems).
write-exists = { $file }: die Datei gibt es schon mit anderem Inhalt; gib --force an, um sie zu ersetzen
write-symlink = { $file }: ist ein symbolischer Link; ihm wird nicht gefolgt (entferne ihn oder schreib woandershin)
write-not-regular = { $file }: ist { file-kind }, keine gewöhnliche Datei; so etwas wird nie ersetzt, auch nicht mit --force (um die Ausgabe wegzuwerfen, lass die Datei weg und leite die Standardausgabe um: > /dev/null)
write-named = { $file }: { $why }
write-io = { $file }: lässt sich nicht schreiben: { $error }
write-stdout-not-file = die Standardausgabe ist hier keine Datei; nenne eine Datei (./- für eine Datei namens -)
write-stdin-rewrite = die Standardeingabe lässt sich nicht neu schreiben; nenne die Datei
write-dir-not-stdout = die Dateien werden in ein Verzeichnis geschrieben, nicht auf die Standardausgabe; nenne eines (./- für ein Verzeichnis namens -)
write-is-dir = ist ein Verzeichnis
write-not-dir = ist kein Verzeichnis
write-not-plain = ist kein einfacher Dateiname
write-folder = in dieses Verzeichnis lässt sich nicht schreiben: { $error }
write-create = lässt sich nicht anlegen: { $error }
write-into = hinein lässt sich nicht schreiben: { $error }
write-output-closed = furunkulus: die Ausgabe lässt sich nicht schreiben: die Standardausgabe ist geschlossen
write-output = furunkulus: die Ausgabe lässt sich nicht schreiben: { $error }

## `check`: jede Datei gültig, oder was falsch ist ($at: die Datei und die Zeile).
check-valid = { $file }: gültig ({ $pawns } { $pawns ->
        [one] Spielfigur
       *[other] Spielfiguren
    })
check-valid-tile = { $file }: gültig ({ $pawns } { $pawns ->
        [one] Spielfigur
       *[other] Spielfiguren
    }, Karte { $tile })
check-and = { $valid }; { $why }
check-unchecked = seine angegebene Lösung wird nicht geprüft: { $n } Aufstellungen wären zu versuchen
check-solution-wrong = die angegebene Lösung ist falsch: { $problem }
check-at = { $at }: { $problem }
