### Der Tipp der KI in Worten (Issue 29.5): jede Zahl stammt aus der Bewertung der KI.

ai-explain-own = Nach diesem Zug hast du { $out } der { $need } { -pawn }en draußen, die zum Sieg nötig sind; in der kommenden Monsterphase frisst das Monster voraussichtlich { $losses } deiner { -pawn }en.
ai-explain-alternative = Beim besten anderen Zug, { $pawn } nach { $to }, würde { $pawn } mit { $chance } Wahrscheinlichkeit gefressen, und du würdest voraussichtlich { $losses } { -pawn }en verlieren; { $compare ->
        [lower] die KI bewertet ihn um { $diff } Punkte schlechter.
        [higher] eine Monsterphase weit gezählt, bringt er { $diff } Punkte mehr, doch weiter vorausgeschaut zieht die KI ihren Zug vor.
       *[same] die KI bewertet ihn gleich und hat den ersten der beiden gewählt.
    }
ai-explain-only = Es gibt keinen anderen Zug.
ai-explain-value = So zählt die KI nach der kommenden Monsterphase: { $out } Punkte je { -pawn } draußen, bis zu { $progress } für eine { -pawn } am Ausgang (weniger, je weiter weg), −{ $removed } je gefressene { -pawn }, abzüglich { $opponents } × der Wertung des besten Gegners. Dieser Zug: { $value } Punkte.
ai-explain-search = Weiter vorausgeschaut (der Rest dieser Phase, jede Karte, die das Monster bringen kann, dann dein nächster Zug), bewertet die KI { $level } ihn mit { $value } Punkten.
ai-explain-other-way = { $to } auf anderem Weg ({ $path })
ai-explain-tries = Weiter vorausgeschaut hat die KI { $level } von hier aus { $iterations } Fortsetzungen durchgespielt (den Rest dieser Phase, in dem jeder Spieler Züge macht, die ihre Zählung gut bewertet, dann jede Karte, die das Monster bringen kann); { $chosen } davon begannen mit diesem Zug, { $runner ->
        [more] mehr als mit jedem anderen (danach: { $pawn } nach { $to }, mit { $other }).
        [same] genauso viele wie mit { $pawn } nach { $to }, und die KI wählte ihn, weil sie besser ausgingen.
       *[none] keine mit einem anderen Zug.
    }

## Eine KI-Stufe, wie eingegeben (`--ai`, `seats:` einer Aufzeichnung)
ai-level-unknown = unbekannte KI-Stufe `{ $level }`: die Stufen heißen random, greedy, brs, paranoid, expectimax und mcts
ai-level-form = `{ $level }`: schreib eine Stufe, oder eine Stufe mit ihren eigenen KI-Optionen in eckigen Klammern, etwa mcts[playouts=100]

## Aufruffehler der KI-Optionen, der Plätze und der Simulationen
ai-option-form = `{ $pair }`: schreib NAME=WERT, etwa out=12
ai-option-number = { $name }={ $value }: gib eine Zahl an, 0 oder mehr
ai-option-count = { $name }={ $value }: gib eine ganze Zahl von { $least } bis 100000000 an
ai-option-unknown = unbekannte KI-Option `{ $name }`: die Optionen sind { $names }
ai-levels-count = --ai nennt { $n } Stufen für { $players } Spieler: gib eine an, oder eine je Platz
ai-players-count = --players { $players }: eine Partie hat { $min } bis { $max } Spieler
ai-games-none = --games muss mindestens 1 sein
ai-records-refused = { $n } der { $of } Partieprotokolle können nicht geschrieben werden; keines wurde geschrieben:
ai-records-more = und { $n } weitere

## Die Tabelle von `game simulate` (ihre erste Zeile ist plot-intro). $speed, $turns, $share,
## $low, $high: Zahlen mit einer Nachkommastelle.
sim-col-seat = Platz
sim-col-ai = KI
sim-col-wins = Siege
sim-col-rate = Quote
sim-col-interval = 95-%-Intervall
sim-col-out = draußen
sim-col-removed = entfernt
sim-summary = Ohne Sieger: { $none }. Runden im Mittel: { $turns }. Abschnitt 2 erreicht: { $share }.
sim-start-player = Der Startspieler der ersten Runde gewann { $wins } von { $decided } entschiedenen Spielen ({ $range }).
sim-speed = Spiele pro Sekunde: { $speed }

## Der Text von `game tournament` ($setup: basic oder advanced; Zahlen, wie der Code sie schreibt).
tourney-intro = Duplikat-Turnier, Startwert { $seed }, { $setup ->
        [advanced] fortgeschrittener Aufbau
       *[other] Grundaufbau
    }{ $three_prey ->
        [true] , Variante „3 Treffer“
       *[other] {""}
    }: jeder Herausforderer gegen Plätze − 1 Kopien jeder Vergleichsstufe, höchstens { $games } Spiele je Paarung, aufgerundet auf ganze Verteilungen. Die Karten einer Verteilung (und wer beginnt) sind für jede Paarung dieselben, und der Herausforderer spielt sie reihum von jedem Platz.
tourney-budgets = Budget je Entscheidung: expectimax { $nodes } Monsterläufe, Breite { $width }; brs und paranoid Breite { $width }, Tiefe { $depth }; mcts { $playouts } Iterationen (Knoten des Baums), höchstens { $candidates } Züge je Knoten.
tourney-share = Anteil: die Siege des Herausforderers unter den entschiedenen Spielen (fair: 1/Plätze), mit Wilsons 95-%-Intervall. SPRT: elo0 { $elo0 }, elo1 { $elo1 } (ein Spieler, der um elo stärker ist als jeder andere, gewinnt r/(r + Plätze − 1), r = 10^(elo/400)), alpha { $alpha }, beta { $beta }; LLR-Grenzen { $lower } und { $upper }{ $stop_early ->
        [true] ; eine Paarung endet, sobald sie entschieden ist (nach einer ganzen Verteilung)
       *[other] {""}
    }.
tourney-col-seats = Plätze
tourney-col-challenger = Forderer
tourney-col-baseline = Vergleich
tourney-col-games = Spiele
tourney-col-wins = Siege
tourney-col-draws = Remis
tourney-col-share = Anteil
tourney-col-interval = 95-%-Interv.
tourney-stop = Ende
tourney-verdicts = H1: um elo1 stärker; H0: nicht um elo1 stärker; -: unentschieden.
tourney-ratings = Wertung: ein Plackett-Luce-Modell der Zielreihenfolge jedes Spiels (die meisten Spielfiguren draußen zuerst, unter Gleichen wer zuerst so weit war; Plätze ohne Spielfigur draußen ohne Rang), angepasst mit MM-Iterationen; auf der Elo-Skala ist { $first } = 0.
tourney-speed = { $games } Spiele, { $speed } Spiele pro Sekunde.

## `game ladder`: Turnierdateien zusammengezählt.
ladder-sum-intro = Turniere zusammengezählt: { $files ->
        [one] eine Datei
       *[other] { $files } Dateien
    }, { $nseeds ->
        [one] Startwert
       *[other] Startwerte
    } { $seeds }, { $setup ->
        [advanced] fortgeschrittener Aufbau
       *[other] Grundaufbau
    }{ $three_prey ->
        [true] , Variante „3 Treffer“
       *[other] {""}
    }. Jede Paarung zählt die Spiele jeder Datei, die sie gespielt hat; innerhalb einer Datei spielte jede Paarung dieselben Verteilungen, der Herausforderer reihum von jedem Platz.
ladder-sum-seeds = { $challenger } gegen { $baseline } mit { $seats } Plätzen: nur { $nseeds ->
        [one] Startwert
       *[other] Startwerte
    } { $seeds }.
ladder-sum-no-ratings = Keine Wertung: manche Dateien wurden geschrieben, bevor Turniere die Zielreihenfolge ihrer Spiele festhielten (`stages`), die eine Wertung braucht; eine Wertung gibt es, wenn jede Datei sie hat.
ladder-sum-games = { $games } Spiele.
ladder-unreadable = { $file }: { $problem }
ladder-not-tournament = { $file }, Zeile { $line }, Spalte { $column }: nicht, was `game tournament --format json` schreibt ({ $problem }).
ladder-unlike = { $file }: `{ $what }` ist hier { $value }, in { $first_file } { $first }: zusammengezählt werden nur gleich gespielte Turniere.
ladder-budget = { $file }: { $level } hat hier { $field } { $value }, in { $other_file } { $other }: ein Name, zwei Spielweisen.
ladder-counts = { $file }: die Paarung { $challenger } gegen { $baseline } mit { $seats } Plätzen geht nicht auf (Siege, Remis und Niederlagen müssen ihre Spiele ergeben, ihre Plätze die Platzzahl).
ladder-twice = { $file }: { $challenger } gegen { $baseline } mit { $seats } Plätzen und Startwert { $seed } steht auch in { $other }: dieselben Spiele zählten doppelt.
ladder-empty = Kein Turnier zum Zusammenzählen.
