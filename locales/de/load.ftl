### Fehler beim Laden einer Datei (Szenario, Partieprotokoll, Rätsel): jeder nennt davor
### die Datei und die Zeile; die Meldung sagt, was falsch ist.

## Die Farbe eines Spielers (`color:` bei einer Spielfigur)
load-color-unknown = Spielfigur, `color`: `{ $word }` ist keine Farbe (eine von { $colours }, oder ihr deutscher oder französischer Name)
load-color-no-player = Spielfigur, `color`: eine Farbe gehört einem Spieler; gib der Spielfigur auch einen `player`
load-color-twice = Spielfigur, `color`: Spieler { $player } ist schon { $first }, nicht { $second }
