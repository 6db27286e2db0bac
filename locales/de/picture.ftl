### Bilder des Spielplans (SVG, PNG, PDF): die Legende darunter, ihre Wörter auf dem Spielplan.

## Die Legende: was jedes Zeichen bedeutet (nur was das Bild zeigt).
picture-monster = { -monster }, das Maul zeigt die Blickrichtung
picture-start = wo es losging
picture-stone = { -stone }
picture-crystal = { -crystal } (durchsichtig)
picture-pivot-right = { -pivot } rechts: dreht nach rechts
picture-pivot-around = { -pivot } 180°: dreht um
picture-pool = { -pool }
picture-pair = { -teleporter }paar { $number }, { $name }: { $a } und { $b }
picture-player = Spieler { $name }
picture-pawn = { -pawn }: Zahl auf der Seite, Name darunter; die Spielfiguren eines Spielers haben seine Form und seinen Anfangsbuchstaben
picture-path = Weg des { -monster }s
picture-slid = über eine { -pool } gerutscht
picture-teleported = teleportiert
picture-step-end = wo ein Schritt endete
picture-wall = durch die Wand gegangen: hinaus bei einem Buchstaben, herein beim anderen
picture-pushed = geschoben
picture-sight = Sichtlinie (Entfernung zur gesehenen { -pawn })
picture-removed = entfernt (gefressen, zerquetscht oder zerstört)
picture-letter = Wandbuchstabe (B1); Ausgang a1 und Eingang p11 teilen sich eine Tür
picture-square = Feld: Spalte a–p, Reihe 1–11, wie am Rand des Spielplans

## Auf dem Spielplan und daneben
picture-untitled = Spielplan von Finstere Flure
picture-pair-name = Paar { $n }
picture-waiting = warten neben dem Eingang:
picture-out = draußen:
picture-page = Seite { $page } von { $pages }
picture-exit = Ausgang
picture-entrance = Eingang

## Die Diagramme von `game simulate` ($setup: basic oder advanced; $rate, $low, $high,
## $mean: Zahlen mit einer Nachkommastelle).
plot-title = Simulierte Spiele
plot-intro = { $games } Spiele, { $players } Spieler, { $setup ->
        [advanced] fortgeschrittener Aufbau
       *[other] Grundaufbau
    }{ $three_prey ->
        [true] , Variante „3 Treffer“
       *[other] {""}
    }, Startwert { $seed }; der Startspieler wechselt reihum.
plot-svg-title = { $title }: { $intro }
plot-wins = Gewinnrate je Platz, mit ihrem 95-%-Intervall (Wilson)
plot-seat = Platz { $n }, { $name }: { $ai }
plot-rate = { $rate } ({ $low }–{ $high })
plot-fair = gerechter Anteil 1/{ $n }
plot-lengths = Spieldauer: Spiele nach Anzahl der Runden
plot-turns-axis = Runden im Spiel
plot-games-axis = Spiele
plot-mean = Mittel { $mean }
plot-no-winner = Spiele ohne Sieger: { $n }.

## `game tournament --plot` ($rate, $low, $high: Zahlen mit einer Nachkommastelle; $setup:
## basic oder advanced).
ladder-title = KI-Turnier: jeder Herausforderer gegen Kopien jeder Vergleichsstufe
ladder-intro = { $games } Spiele in { $pairings } Paarungen, { $setup ->
        [advanced] fortgeschrittener Aufbau
       *[other] Grundaufbau
    }, Startwert { $seed }; dieselben Verteilungen für jede Paarung.
ladder-intro-sum = { $games } Spiele in { $pairings } Paarungen, { $setup ->
        [advanced] fortgeschrittener Aufbau
       *[other] Grundaufbau
    }, Turniere der Startwerte { $seeds } zusammengezählt; innerhalb eines Turniers dieselben Verteilungen für jede Paarung.
ladder-how = Der Anteil des Herausforderers an den entschiedenen Spielen, mit seinem 95-%-Intervall (Wilson).
ladder-seats = { $n } Plätze
ladder-pairing = { $challenger } gegen { $copies } × { $baseline }
ladder-share = { $rate } ({ $low }–{ $high }), { $games } Spiele
