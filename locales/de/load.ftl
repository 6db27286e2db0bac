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
