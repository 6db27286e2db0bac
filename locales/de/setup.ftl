### Was an einer Stellung falsch ist (Szenario, Spielplan eines Partieprotokolls), jedes
### Problem von `Setup::validate` (docs/RULES.md S14, G9, S21). $what, $other, $pool,
### $teleporter: ein Teil, beschrieben von den setup-item-Meldungen; $line: „ (Zeile 7)“ oder nichts.

## Teile (Nominativ; alle Steine sind maskulin)
setup-item-advanced = der fortgeschrittene Aufbau
setup-item-basic = der Grundaufbau
setup-item-basic-stone = der { -stone } des Grundaufbaus
setup-item-basic-pool = eine { -pool } des Grundaufbaus
setup-item-monster = { $placed ->
        [true] das { -monster }
       *[false] das { -monster } (auf a1, wenn `monster` kein `at` nennt)
    }
setup-item-piece = ein { $piece }
setup-item-piece-unknown = ein Teil
setup-item-teleporter = der { -teleporter } { $pair }
setup-item-teleporter-unknown = ein { -teleporter }
setup-item-pool = die { -pool } auf { $at }
setup-item-pool-unknown = eine { -pool }
setup-item-pawn = { -pawn } { $name }
setup-item-pawn-unknown = eine { -pawn }
setup-line = (Zeile { $line })

## Probleme
setup-pool-size = { $what } muss mindestens 1x1 groß sein
setup-pool-does-not-fit = eine { $width }x{ $height }-{ -pool } mit ihrem Nordwestfeld auf { $at } passt nicht auf den Spielplan
setup-does-not-fit = { $what } passt nicht auf den Spielplan
setup-overlapping-pools = Blutlachen überlappen sich: { $what } und { $other } bedecken beide { $square }
setup-endless-slide = die Blutlachen ergeben eine endlose Rutschpartie: ein { -monster }, das von { $square } aus rutscht, ginge durch die Wände und rutschte ewig
setup-teleporter-on-pool = ein { -teleporter } auf einer { -pool }: { $square } ist bedeckt von { $pool }; flache Teile überlappen sich nie (S14)
setup-teleporter-under-piece = ein Teil auf einem { -teleporter }: { $other } steht auf { $square }{ $line }
setup-two-teleporters = zwei Teile auf einem Feld: zwei Teleporter auf { $square }{ $line ->
        [0] {""}
       *[other] {" "}(der andere in Zeile { $line })
    }
setup-pair-alone = der { -teleporter } auf { $at } hat keinen Partner: das Paar `{ $pair }` braucht genau zwei Teleporter
setup-pair-size = das Teleporterpaar `{ $pair }` hat { $count } Teleporter ({ $squares }); ein Paar braucht genau zwei
setup-too-many-teleporters = zu viele Teleporter: ein Spielplan fasst höchstens { $pairs } Paare (das Spiel hat 2)
setup-on-teleporter = ein Teil auf einem { -teleporter }: { $what } auf { $square }, wo { $teleporter } steht{ $line }
setup-two-on-one-square = zwei Teile auf einem Feld: { $what } und { $other } auf { $square }
setup-monster-on-piece = { $placed ->
        [true] das { -monster } steht auf einem { $piece } auf { $square }{ $line }; es muss auf einem freien Feld stehen
       *[false] ein { $piece } auf { $square }, dem Feld des { -monster }s (es beginnt auf a1 mit Blick nach Osten, wenn `monster` kein `at` nennt); das { -monster } muss auf einem freien Feld stehen
    }
setup-pawn-name = { -pawn }, `name`: `{ $name }` ist kein kurzes Wort aus Buchstaben und Ziffern
setup-duplicate-pawn = der Name `{ $name }` steht für zwei Spielfiguren{ $line ->
        [0] {""}
       *[other] {" "}(auch in Zeile { $line })
    }
setup-empty-player = { -pawn }, `player`: der Name des Spielers ist leer
setup-face = { -pawn }, `face`: muss eine Zahl von 1 bis 6 sein, gefunden: `{ $face }`
setup-too-many-pawns = zu viele Spielfiguren: höchstens { $most }
setup-keep-clear = { $what } auf { $square }: der fortgeschrittene Aufbau hält { $keep ->
        [french] die drei Felder neben jeder Ecke a1 und p11
        [english] die Eckfelder a1 und p11
       *[other] die Ecken a1 und p11 und die Felder rundherum
    } frei (G9, Option keep-clear={ $keep })
setup-teleporters-adjacent = { $what } auf { $square } liegt neben { $other }: zwei Teleporter dürfen nicht waagerecht oder senkrecht nebeneinander liegen (G9)
setup-on-pool = { $what } auf { $square } liegt auf { $pool }: im fortgeschrittenen Aufbau überlappt kein Teil eine { -pool } (S21)
setup-advanced-pool-shape = { $what } ist keine der Blutlachen des Spiels: der fortgeschrittene Aufbau hat eine 2x2- und eine 4x1- (oder 1x4-) { -pool } (S21)
setup-advanced-set = der fortgeschrittene Aufbau besteht aus den 17 Teilen des Spiels (S21: 3 Steinblöcke, 2 Kristalle, 4 Umlenksteine rechts, 2 Umlenksteine 180°, eine 2x2- und eine 4x1-{ -pool }, 2 Teleporterpaare): { $differences }
## „1 Kristall fehlt“ ($what: stone, crystal, pivot-right, pivot-around, pool, teleporter)
setup-count = { $what ->
        [stone] { $n ->
            [one] { -stone }
           *[other] Steinblöcke
        }
        [crystal] { $n ->
            [one] { -crystal }
           *[other] Kristalle
        }
        [pivot-right] { $n ->
            [one] { -pivot } rechts
           *[other] Umlenksteine rechts
        }
        [pivot-around] { $n ->
            [one] { -pivot } 180°
           *[other] Umlenksteine 180°
        }
        [pool] { $n ->
            [one] { -pool }
           *[other] Blutlachen
        }
       *[teleporter] { -teleporter }
    }
setup-missing = { $n } { setup-count } { $n ->
        [one] fehlt
       *[other] fehlen
    }
setup-too-many = { $n } { setup-count } zu viel
setup-same-pools = die beiden Blutlachen haben dieselbe Form
