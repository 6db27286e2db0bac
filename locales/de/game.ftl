### Das ganze Spiel: wer am Zug ist, die Züge, das Ergebnis der Monsterphase, das Ende und
### der Sieger, abgelehnte Züge, die Sitzung von `game play`, der Tipp der KI.

## Wer am Zug ist
game-turn-head = Abschnitt { $round }, Runde { $turn }. Startspieler: { $start }.
game-to-play = { $head } { $player } ist am Zug, mit { $pawns }.
game-pawn-points = { $pawn } ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    })
game-first-turn = Erste Runde: jeder Spieler bringt höchstens zwei Spielfiguren auf den Spielplan (S17); bisher hereingebracht: { $entered }.
game-entered-count = { $player } { $n }
game-monster-next = { $head } Jede Spielfigur im Spiel wurde gezogen: die Monsterphase folgt.
game-over-line = Das Spiel ist vorbei: { $why }.
game-picture-title = Abschnitt { $round }, Runde { $turn }: { $whose }
game-picture-over = das Spiel ist vorbei: { $why }
game-picture-monster = die Monsterphase folgt
game-picture-to-play = { $player } ist am Zug
game-passes = { $player } setzt aus: { $none_left ->
        [true] keine eigene Spielfigur ist mehr im Spiel
       *[other] jede eigene Spielfigur im Spiel wurde in dieser Runde schon gezogen
    } (S16; FAQ des Autors: niemand wählt, wann er aussetzt).

## Ein Zug, vom Stand davor aus
game-play-moves = { $pawn } ({ $face }): { $path }
game-play-out = { $pawn } ({ $face }): { $path } — draußen! (S16)
game-play-stays = { $pawn } ({ $face }) bleibt neben dem Eingang, umgedreht (G8)
game-play-still = { $pawn } ({ $face }) bleibt stehen, umgedreht (P1)
game-play-pushes = ; schiebt { $pushes }
game-push-to = den { $piece } von { $from } nach { $to }
game-push-removed = den { $piece } von { $from } auf { $on }, wo er entfernt wird (P5)
game-push-off = den { $piece } von { $from } vom Spielplan
game-result-path = { $path }, ohne zu schieben
game-result-pushing = { $path }, schiebt { $pushes }
game-result-stay = auf { $at } bleiben

## Eine Monsterphase
game-removed-at-step = { $pawn } { $how } in Schritt { $step }
game-tile-none-removed = Karte { $tile }: keine Spielfigur entfernt.
game-tile-removed = Karte { $tile }: { $removed }; { $round ->
        [1] { $count ->
            [one] zurück neben den Eingang, mit der Seite, die sie zeigte (S18).
           *[other] zurück neben den Eingang, mit der Seite, die sie zeigten (S18).
        }
       *[other] endgültig aus dem Spiel (S18).
    }
game-round-one-over = Abschnitt 1 ist vorbei: alle 8 Karten werden für Abschnitt 2 gemischt (S19).
game-round-two-over = Abschnitt 2 ist vorbei (S19): { $count ->
        [0] keine Spielfigur stand mehr auf dem Spielplan, die gefressen werden konnte.
       *[other] die Spielfiguren, die noch auf dem Spielplan standen, wurden gefressen: { $eaten }.
    }

## Das Ende und der Sieger (S20)
game-not-over = das Spiel ist nicht vorbei
game-won-with = { $player } hat gewonnen mit { $n ->
        [one] 1 Spielfigur draußen ({ $pawns })
       *[other] { $n } Spielfiguren draußen ({ $pawns })
    }
game-tied-player = { $player } (dessen { $pawn } später hinauskam)
game-tie-broken = ; { $others } hatte ebenso viele, aber { $player } war zuerst so weit: { $pawn } kam vorher hinaus (S20: unter Gleichen gewinnt, wer diese Zahl zuerst erreichte)
game-no-winner = keine Spielfigur kam hinaus: es gibt keinen Sieger (S20)
game-end-won = { $outcome }, alle bis auf eine, in Runde { $turn } (S20)
game-end-round-two = Abschnitt 2 hat seine siebte Karte gespielt (S19): { $eaten_count ->
        [0] keine Spielfigur stand mehr auf dem Spielplan, die gefressen werden konnte
       *[other] die Spielfiguren, die noch auf dem Spielplan standen, wurden gefressen ({ $eaten })
    }{ $waiting_count ->
        [0] {""}
       *[other] , und die neben dem Eingang kamen nie hinaus ({ $waiting })
    }; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }
game-end-no-pawn = in Runde { $turn } war keine Spielfigur mehr im Spiel; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }

## Abgelehnte Züge
play-game-over = das Spiel ist vorbei: { $why }
play-monster-due = jede Spielfigur im Spiel wurde in dieser Runde gezogen: die Monsterphase folgt (G1); gib die Karte der Runde an (`tile`)
play-not-your-turn = { $player } ist am Zug, nicht { $owner } ({ $pawn } gehört { $owner }; S16: der Startspieler { $start } zieht zuerst, dann jeder Spieler zur Linken)
play-already-played = { $pawn } wurde in dieser Runde schon gezogen; jede Spielfigur zieht einmal pro Runde (S16)
play-not-in-play = { $out ->
        [true] { $pawn } ist draußen: sie ist endgültig aus dem Spiel (S16)
       *[other] { $pawn } ist ausgeschieden: in Abschnitt 2 entfernte Spielfiguren verlassen das Spiel (S18)
    }
play-third-entry = { $pawn } darf nicht herein: { $player } hat schon { $entered } auf den Spielplan gebracht, und in der ersten Runde bringt jeder Spieler höchstens zwei Spielfiguren herein; die anderen bleiben neben dem Eingang und werden umgedreht (S17; Option first-turn-entries)
play-must-enter = { $pawn } muss herein: { $player } hat { $entered ->
        [one] 1 Spielfigur
       *[other] { $entered } Spielfiguren
    } hereingebracht und muss in der ersten Runde zwei hereinbringen (S17; Option first-turn-entries=exactly-two)
play-illegal = { $pawn } mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    } kann nicht { $goal }: { $because }
play-illegal-path = { $pawn } mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    } kann nicht { $path } gehen: { $because }
play-path-empty = [] (stehen bleiben)
play-path-ends-elsewhere = der Weg von { $pawn } endet auf { $end }, nicht auf { $to }, wie `to` sagt (der Weg entscheidet)
play-ambiguous = { $pawn } kann auf { $count } Arten, die die Steine verschieden liegen lassen, { $goal }; gib den Weg an (`path`), einen von { $paths }
play-kept-face = { $pawn } zeigt { $face }, nicht seine weiße Seite { $white }: die Spielfigur wurde in Abschnitt 1 vom Monster entfernt und kam mit der Seite, die sie zeigte, neben den Eingang zurück (S18); sie wird erst umgedreht, wenn sie zieht (S16).
play-or = { $a } oder { $b }

## `game play`
session-prompt = { $player } >
session-commands = Ein Zug (`{ $pawn } o11`, `{ $face } p11 o11 o10`), oder `hint`, `moves FIGUR`, `trace`, `board`, `undo`, `help`, `quit`.
session-since = Seit dem letzten Zug von { $player }:
session-since-end = Die letzten Züge:
session-play = { $player }: { $play }
session-ai-play = { $player } ({ $level }): { $play } — { $why }
session-monster-title = Monsterphase der Runde { $turn }: Karte { $tile }
session-monster-keys = Enter zeigt den nächsten Schritt, `trace` die ganze erklärte Bewegung (alles andere: den Rest auf einmal).
session-no-trace = In dieser Sitzung gab es noch keine Monsterphase: sobald eine Karte gespielt ist, zeigt `trace` ihren Zug.
session-undone = Der letzte Zug von { $player } ist zurückgenommen: zieh noch einmal.
session-undo-none = Nichts zurückzunehmen: `undo` nimmt den letzten Zug eines Menschen zurück, bis der nächste Spieler gezogen hat (der Zug einer KI und eine Karte nicht).
session-no-passing = { $player } darf nicht aussetzen: wer in dieser Runde noch eine Spielfigur zu ziehen hat, muss eine ziehen (S16; FAQ des Autors: niemand wählt, wann er aussetzt; eine Spielfigur neben dem Eingang darf dort bleiben, umgedreht: `FIGUR stay`, G8).
session-no-legal-play = jetzt kein erlaubter Zug
session-not-a-pawn = `{ $word }` ist keine Spielfigur (die Spielfiguren von { $player } sind { $pawns }); `help` zeigt die Befehle
session-not-a-square = `{ $word }`: { $why }, oder `out`, `waiting` oder `stay`; `help` zeigt, wie man einen Zug schreibt
session-choices = { $pawn } kann auf { $count } Arten auf { $to } enden; welche?
session-choose = Gib die Nummer deines Zugs ein.
session-no-such-choice = Es gibt keine Wahl { $n }: gib eine Zahl von 1 bis { $count } ein, oder einen anderen Zug.
session-ask-tile = Monsterphase: gib die am Tisch gezogene Karte ein (Chancen: { $chances }).
session-refused = { $file }: Eingabezeile { $line } abgelehnt (die Züge davor sind gespeichert):
    { $why }
session-saved = { $plays ->
        [one] 1 Zug
       *[other] { $plays } Züge
    } und { $tiles ->
        [one] 1 Karte
       *[other] { $tiles } Karten
    } in { $file } gespeichert.
session-over = { $saved } Das Spiel ist vorbei: { $why }.
session-who-plays = { $player } ist am Zug
session-monster-is-next = die Monsterphase folgt
session-resume = { $saved } Abschnitt { $round }, Runde { $turn }: { $who }. Weiter mit: { $command }
session-help-play = Gib einen Zug ein: die Spielfigur, dann wo sie endet oder die Felder ihres Wegs, eines pro Punkt.
session-help-to = { $pawn } endet auf o11 (enden dort mehrere Wege, wählst du einen mit seiner Nummer)
session-help-path = { $pawn } geht diesen Weg
session-help-one-point = ein Weg von einem Punkt
session-help-face = dasselbe, die Spielfigur mit ihrer weißen Seite benannt
session-help-stay = { $pawn } bleibt neben dem Eingang oder stehen (umgedreht)
session-help-out = { $pawn } geht durch den Ausgang hinaus
session-help-moves = jedes erlaubte Ergebnis von { $pawn }
session-help-hint = der Zug, den eine KI machen würde, mit ihren Zahlen (`hint greedy`: ein schnellerer)
session-help-trace = die letzte Monsterphase, Schritt für Schritt erklärt
session-help-board = den Spielplan, jede Spielfigur, die gespielten und übrigen Karten
session-help-undo = den letzten Zug zurücknehmen, bis der nächste Spieler gezogen hat
session-help-quit = hier aufhören; die Aufzeichnung wird nach jedem Zug und jeder Karte gespeichert
session-help-saved = Derselbe Befehl setzt das Spiel fort; die Plätze, die das Programm spielt, stehen in der Aufzeichnung.

## Der Tipp der KI
ai-reason = { $count ->
        [one] 1 erlaubten Zug
       *[other] { $count } erlaubte Züge
    } abgewogen; Chance, als Nächstes erwischt zu werden: { $risk }
ai-hint-play = { $player } ist am Zug: { $pawn } nach { $to } (KI { $level }, { $count ->
        [one] 1 erlaubter Zug
       *[other] { $count } erlaubte Züge
    }).
ai-hint-path = Weg: { $path }
ai-hint-chance = Chance, dass { $pawn } in der nächsten Monsterphase erwischt wird: { $chance }
ai-hint-no-risk = Keine andere Spielfigur ist in Gefahr.
ai-hint-risk = Auch in Gefahr: { $pawns }
ai-hint-losses = Erwartete entfernte Spielfiguren in der nächsten Monsterphase, je Spieler:
ai-hint-value = Wert des Zugs: { $value } (die Bewertung der Stellung danach durch die KI: Spielfiguren draußen und ihr Fortschritt, abzüglich der erwarteten Verluste; höher ist besser).

## Eine Karte, die das Spiel nicht hat
tile-not-in-game = die Karte { $tile } gehört nicht zum Spiel: der Stapel hat { $deck } (S19{ $three_prey ->
        [true] ; G7: aus der 5 wird „3 Treffer“
       *[other] {""}
    })

## Der fortgeschrittene Aufbau: ein Setzen, das die Regel über einem früheren Teil bricht (S21)
setup-placed-at = gesetzt beim { $n }. Setzen
setup-placed-at-line = gesetzt beim { $n }. Setzen, Zeile { $line }
setup-pool-over = { $pool }, hier gelegt, bedeckt { $square }, wo { $other } steht ({ $placed }): im fortgeschrittenen Aufbau liegt kein Teil auf einer Blutlache, die Blutlache darf also nicht dorthin (S21)
setup-on-earlier = { $piece }, auf { $square } gelegt, wo { $other } steht ({ $placed }): zwei Teile auf einem Feld (S21)

## Das Setzen und der Startspieler einer Aufzeichnung (S21)
record-placement = { $n }. Setzen: { $message }
record-placement-not-player = `{ $by }` ist keiner der Spieler ({ $players })
record-placement-turn = { $want } setzt jetzt ein Teil, nicht { $by } (S21: reihum in Sitzreihenfolge, vom ersten Setzenden an)
record-start-not = start: { $last } hat das letzte Teil gesetzt, also beginnt { $start } den ersten Zug, nicht { $given } (S21)

## Die Listen des Spielstands: die Spielfiguren jedes Spielers, die Karten
game-pawns-head = Spielfiguren, mit der Zahl, die jede zeigt (die Punkte ihres nächsten Zugs, S16):
game-pawns-out = draußen: { $list } ({ $need } von { $of } gewinnen)
game-pawns-on = auf dem Spielplan: { $list }
game-pawns-waiting = neben dem Eingang: { $list }
game-pawns-gone = aus dem Spiel: { $list }
game-tiles-played = Gespielte Karten: Abschnitt 1: { $one }; Abschnitt 2: { $two }.
game-tiles-pile = Stapel von Abschnitt { $round }: { $pile }; noch { $left } zu spielen (die letzte Karte wird nie gespielt, S19).
game-tiles-next = { $barred ->
        [true] Nächste Karte (die erste ist keine Trefferkarte, G4): { $chances }.
       *[other] Nächste Karte: { $chances }.
    }
game-still-to-play = In dieser Runde danach noch am Zug: { $list }.

## Die Zusammenfassung von `game replay`; `game hint`, wenn es nichts zu raten gibt
game-replayed = { $file }: { $turns ->
        [one] 1 Runde
       *[other] { $turns } Runden
    } mit { $plays ->
        [one] 1 Zug
       *[other] { $plays } Zügen
    } nachgespielt, jeder Zug und jede Karte regelgerecht.
hint-game-over = { $file }: das Spiel ist vorbei, es gibt keinen Zug mehr vorzuschlagen: { $why }
hint-monster-next = { $file }: alle Spielfiguren sind gezogen; als Nächstes kommt die Monsterphase (zieh eine Karte)
hint-no-play = { $file }: kein regelgerechter Zug

## Wer am Tisch sitzt (S15), und warum ein Spiel nicht beginnen kann.
table-count = ein Spiel hat 2 bis 7 Spieler, nicht { $n } (S15)
table-name = Spieler `{ $name }`: der Name eines Spielers besteht nur aus Buchstaben (er benennt die Spielfiguren: rot1, rot3, ...)
table-twice = Spieler `{ $name }` steht zweimal in der Liste
table-start = der Startspieler `{ $name }` ist keiner der Spieler
start-board = der Spielplan ist nicht gültig: { $problems }
start-pawns = der Aufbau eines Spiels nennt keine Spielfiguren: die Spielfiguren jedes Spielers beginnen neben dem Eingang (S15)

## Eine Karte, die jetzt nicht gespielt werden kann ($tile: die Karte; $why: wie das Spiel endete).
tile-game-over-eighth = eine achte Karte von Abschnitt 2 wird nie gespielt (S19): das Spiel ist vorbei: { $why }
tile-game-over = das Spiel ist vorbei: { $why }
tile-pawns-to-play = die Monsterphase kommt erst, wenn jede Spielfigur im Spiel gezogen hat (G1); noch zu ziehen: { $pawns } ({ $player } ist am Zug)
tile-not-left = die Karte { $tile } liegt nicht mehr im Stapel von Abschnitt { $round }: übrig sind { $left } (S19)
tile-prey-first-round = die Karte { $tile } kann nicht die erste Karte von Abschnitt { $round } sein: die erste Karte jedes Abschnitts ist keine Trefferkarte; zuerst gezogene Trefferkarten kommen zurück (G4; Option no-prey-first=each-round)
tile-prey-first-game = die Karte { $tile } kann nicht die erste Karte des Spiels sein: die erste Karte ist keine Trefferkarte; zuerst gezogene Trefferkarten kommen zurück (G4; Option no-prey-first=game)

## Ein Partieprotokoll lesen ($found: was die Datei angibt; $what: was dort steht).
record-empty = das Protokoll ist leer: es braucht mindestens `players`
record-no-players = das Protokoll: `players` fehlt (die Spieler in Sitzreihenfolge)
record-key-twice = das Protokoll: der Schlüssel `{ $key }` steht zweimal da
record-seed = seed: muss eine ganze Zahl ab 0 sein, gefunden: { $found }
record-variant = variant: `{ $text }` ist unbekannt (die Variante ist `{ $variant }`, G7)
record-setup = setup: `{ $text }` ist unbekannt (die Aufbauten sind `basic`, `advanced` und `board`)
record-advanced-no-placements = setup: `advanced` braucht `placements`: die 17 Teile in der Reihenfolge, in der sie gesetzt wurden (S21)
record-placements-not-advanced = placements: nur mit `setup: advanced`
record-board-missing = setup: `board` braucht `board`: {"{"} stones, crystals, pivots, teleporters, pools, monster {"}"}
record-board-not-board = board: nur mit `setup: board`
record-board-key = board: unbekannter Schlüssel { $found } (bekannte Schlüssel: { $known })
record-board-not-map = board muss eine Zuordnung aus den Listen des Szenarios sein ({ $known }), gefunden: { $found }
record-seats-not-map = seats: muss eine Zuordnung von Spielern zu KI-Stufen sein, wie `seats: {"{"} blue: greedy {"}"}`, gefunden: { $found }
record-seats-name = seats: der Name eines Spielers, gefunden: { $found }
record-seats-unknown = seats: `{ $player }` ist keiner der Spieler ({ $players })
record-seats-twice = seats: `{ $player }` steht zweimal da
record-seats-level = seats: { $player }: { $problem }
record-placement-extra = placement: { $kind } hat kein `{ $key }`
record-piece-unknown = placement `piece`: `{ $text }` ist unbekannt (stone, crystal, pivot-right, pivot-around, pool, teleporter)
record-tile = tile: { $problem }
record-dest = { $what }: { $problem }, oder `out`, oder `waiting`
record-path-nothing = play `path`: gib die Felder an, eines je Punkt (`path: []` bleibt stehen), gefunden: nichts
record-play-empty = ein Zug gibt `to` (wo die Spielfigur endet), `path` (ein Feld je Punkt) oder beides an
record-what = { $what ->
        [record] das Protokoll
        [player] ein Spieler
        [variant] eine Variante
        [level] eine KI-Stufe
        [placement] ein Setzen
        [pool-placement] das Setzen einer Blutlache
        [teleporter-placement] das Setzen eines Teleporters
        [turn] eine Runde
        [play] ein Zug
       *[path-square] ein Feld von `path`
    }
## Wo ein Problem ist: eine Runde, ein Zug darin ($play: seine Nummer; $pawn: die Spielfigur, wie geschrieben).
record-at-turn = Runde { $n }: { $problem }
record-at-play = Runde { $n }, Zug { $play }: { $problem }
record-at-play-pawn = Runde { $n }, Zug { $play } ({ $pawn }): { $problem }
## Ein Protokoll nachspielen.
record-no-pawn = Runde { $n }, Zug { $play } ({ $pawn }): keine Spielfigur `{ $pawn }` in diesem Spiel (die Spielfiguren sind { $pawns })
record-tile-refused = Runde { $n }, Karte { $tile }: { $problem }
record-no-tile = Runde { $n } hat keine `tile`, aber Runde { $next } folgt: jede Runde außer der letzten nennt die Karte ihrer Monsterphase

## Was bei `game play` selbst schiefgeht ($file: das Protokoll; $target: wohin sein Link zeigt).
session-record-dash = game play -: das Protokoll wird nach jedem Zug neu geschrieben; nenne seine Datei
session-record-symlink = { $file }: ist ein symbolischer Link; game play schreibt das Protokoll nach jedem Zug neu und ersetzt nie einen Link: spiele die Datei, auf die er zeigt
session-record-symlink-to = { $file }: ist ein symbolischer Link; game play schreibt das Protokoll nach jedem Zug neu und ersetzt nie einen Link: spiele die Datei, auf die er zeigt ({ $target })
session-ai-pair = `{ $pair }` hat nicht die Form SPIELER=STUFE
session-ai-player = `{ $player }` spielt in diesem Spiel nicht mit ({ $players })
session-ai-level = { $problem } (oder `human`)
session-ai-refused = die KI, die { $player } spielt, hat einen unerlaubten Zug gewählt: { $problem }
session-legal-refused = ein erlaubter Zug wurde abgelehnt
session-read-input = die Eingabe lässt sich nicht lesen: { $error }
session-write = lässt sich nicht schreiben: { $error }

## `game new`: die geschriebene Aufzeichnung ($setup: basic oder advanced; $seed: eine Zahl, wie geschrieben)
game-new-written = { $file } geschrieben: ein neues Spiel für { $players } im { $setup ->
        [advanced] fortgeschrittenen Aufbau
       *[other] Grundaufbau
    } (Startwert { $seed }); { $start } beginnt.
game-new-play = Zum Spielen: furunkulus game play { $file }

## A replayed turn's heading
game-turn-title = Runde { $turn } (Abschnitt { $round }), Startspieler { $start }
