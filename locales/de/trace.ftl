### Der erklärte Monsterzug (`furunkulus trace`).

## Der Kopf
trace-tile-options = Monsterkarte { $tile }. Regeloptionen: { $options }.
trace-tile-defaults = Monsterkarte { $tile }. Regeloptionen: alle voreingestellt.
trace-start-teleporter = Das { -monster } beginnt auf dem { -teleporter } auf { $at }: dort zu stehen bewirkt nichts (S7).
trace-start-pool = Das { -monster } beginnt auf dem Blutlachenfeld { $at }: dort zu stehen bewirkt nichts (S7).
trace-before = Vorher:
trace-after = Nachher:

## Ein Schritt
trace-step-heading = Schritt { $step }: { -monster } auf { $at }, Blick nach { $dir }
trace-step-end = jetzt auf { $at }, Blick nach { $dir }
trace-looks = schaut

## Ein Blick: die drei Linien
trace-look-label = { $side } ({ $dir }):
trace-look-behind = hinten ({ $dir }):
trace-sight-pawn = { -pawn } { $pawn }, { $distance } { $distance ->
        [one] Feld
       *[other] Felder
    } entfernt
trace-sight-blocked = keine { -pawn }; ein { $piece } auf { $at } versperrt die Sicht
trace-sight-wall = keine { -pawn } bis zur Wand hinter { $at }
trace-sight-wall-letter = keine { -pawn } bis zur Wand hinter { $at } (Buchstabe { $wall })
trace-sight-wall-door = keine { -pawn } bis zur Wand hinter { $at } (die Tür)
trace-sight-none = keine { -pawn }
trace-across-pools = über die { -pool } auf { $squares } hinweg: Blutlachenfelder zählen wie alle anderen (M3; die FAQ)
trace-through-crystal = durch den { -crystal } auf { $at }, der die Sicht nicht versperrt (M2)
trace-over-teleporter = über den { -teleporter } auf { $at } hinweg, der flach liegt (M2)
trace-behind = { -pawn } { $pawn }, { $distance } { $distance ->
        [one] Feld
       *[other] Felder
    } entfernt, wird nicht gesehen: das { -monster } schaut nie nach hinten (M2)

## Die Entscheidung (M4)
trace-decision-none = sieht keine { -pawn }: läuft weiter nach { $dir } (M4)
trace-decision-ahead = { $pawn } ist die nächste { -pawn }, die es sieht ({ $distance } geradeaus): läuft weiter nach { $dir } (M4)
trace-decision-turn = { $pawn } ist die nächste { -pawn }, die es sieht ({ $distance }, { $side }): dreht sich nach { $side }, Blick nach { $to } (M4)
trace-decision-tie = { $pawns } sind gleich weit entfernt ({ $distance }): verwirrt läuft es weiter nach { $dir } (M4, S1)
trace-pivot-ahead-idle = der { -pivot } vor ihm auf { $at } wirkt nicht: es hat eine { -pawn } gesehen und sich abgewandt (M9)

## Felder betreten
trace-enter-first = tritt auf { $at }
trace-enter = geht auf { $at }
trace-enter-sliding = rutscht weiter auf { $at }
trace-pool = { $at } ist eine { -pool }: es rutscht in derselben Richtung weiter, ohne zu schauen (M7)

## Ereignisse; die Regelnummern folgen.
trace-pivot-turn = der { $piece } auf { $at } steht im Weg und { $tied ->
        [true] die gesehenen Spielfiguren sind gleich weit entfernt
       *[false] es hat keine { -pawn } gesehen
    }: es dreht sich { $turn }, Blick nach { $to }, ohne ihn zu schieben
trace-pivot-held = der { -pivot } auf { $at } wirkt nicht, denn { $why ->
        [pawn-seen] es hat zu Beginn des Schritts eine { -pawn } gesehen
        [tied-push] es hat gleich weit entfernte Spielfiguren gesehen
        [chain-push] ein { -pivot } hat es in diesem Schritt schon gedreht
       *[four-turns] es hat sich in diesem Schritt schon viermal gedreht
    }: er wird wie ein { -stone } geschoben
trace-pivot-behind-wall = der { -pivot } steht auf dem Feld hinter der Wand bei { $wall }, dem ersten Feld dieses Schritts (S2): das { -monster } dreht sich auf der Stelle, ohne die Wand zu durchqueren
trace-pivot-again = ein { -pivot } hat es in diesem Schritt schon gedreht; es dreht sich noch einmal (Option pivot-chain=turn-again)
trace-pivot-pushed-sliding = ein { -pivot }, den es beim Rutschen erreicht, dreht das { -monster } nicht: er wird wie ein { -stone } geschoben (M9)
trace-door = geht neben { $from } durch die Tür hinaus und kommt auf { $to } neben der anderen Tür wieder herein: die beiden Türen bilden ein Paar wie ein Buchstabe
trace-wall = geht bei { $wall } neben { $from } durch die Wand und kommt auf { $to } wieder herein, dem Feld hinter dem anderen { $wall }
trace-eats = frisst { -pawn } { $pawn } auf { $at }
trace-push-pawn = schiebt { -pawn } { $pawn } von { $from } nach { $to }
trace-push-piece = schiebt den { $piece } von { $from } nach { $to }
trace-slide-pawn = { -pawn } { $pawn } rutscht über die { -pool } von { $from } nach { $to }
trace-slide-piece = der { $piece } rutscht über die { -pool } von { $from } nach { $to }
trace-off-board = der { $piece } auf { $at } wird vom Spielplan geschoben und scheidet aus
trace-onto-teleporter = der { $piece } landet auf dem { -teleporter } auf { $at } und wird zerstört
trace-corner-removed = der { $piece } landet auf dem Eckfeld { $at } und wird entfernt
trace-corner-kept = der { $piece } bleibt auf dem Eckfeld { $at }
trace-crushed = { -pawn } { $pawn } wird von { $at } aus vom Spielplan geschoben: zerquetscht, als wäre sie gefressen
trace-destroyed = { -pawn } { $pawn } wird auf den { -teleporter } auf { $at } geschoben: zerstört, als wäre sie gefressen
trace-teleport = der { -teleporter } auf { $from } schickt es zu seinem Partner auf { $to }, wo es in Pfeilrichtung blickt: nach { $dir }

## Warum ein Geschobenes auf einer Blutlache liegen blieb (S5)
trace-slide-stop-wall = Halt auf { $at }, dem letzten erreichbaren Blutlachenfeld: dahinter ist die Wand (S5)
trace-slide-stop-monster = Halt auf { $at }, dem letzten erreichbaren Blutlachenfeld: dahinter steht das { -monster } auf { $beyond } (S5)
trace-slide-stop-piece = Halt auf { $at }, dem letzten erreichbaren Blutlachenfeld: dahinter steht der { $piece } auf { $beyond } (S5)
trace-slide-stop-pawn = Halt auf { $at }, dem letzten erreichbaren Blutlachenfeld: dahinter steht die { -pawn } auf { $beyond } (S5)
trace-slide-stop-taken = Halt auf { $at }, dem letzten erreichbaren Blutlachenfeld: dahinter ist { $beyond }, das nicht frei war (S5)

## Spielfiguren, an denen es vorbeikommt, ohne zu schauen
trace-unseen-sliding = es sieht { $pawns } beim Rutschen nicht: es rutscht, ohne zu schauen (M7)
trace-unseen-teleporting = es sieht { $pawns } vom { -teleporter } aus nicht: unterwegs schaut es nicht (M10)

## Das Ende des Zugs
trace-final-heading = Letzter Blick (M1): es darf sich drehen, zieht aber nicht weiter
trace-prey-done = Karte { $tile }: { $removed } { $removed ->
        [one] Spielfigur
       *[other] Spielfiguren
    } bis zum Ende von Schritt { $steps } entfernt ({ $needed } nötig), also endet der Zug nach diesem ganzen Schritt (M11, S6).
trace-prey-cap = Karte { $tile }: nur { $removed } von { $needed } { $needed ->
        [one] Spielfigur
       *[other] Spielfiguren
    } nach { $steps } Schritten entfernt, weiter läuft eine Trefferkarte nicht (M11, S6).
trace-summary = Das { -monster } { $removed }; es läuft { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    } und endet auf { $at }, Blick nach { $dir }.
trace-summary-none = Das { -monster } entfernt keine { -pawn }; es läuft { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    } und endet auf { $at }, Blick nach { $dir }.
trace-summary-removal = { $how-key ->
        [eaten] frisst
        [crushed] zerquetscht
       *[destroyed] zerstört
    } { $pawn } in Schritt { $step }
trace-removed = { $pawn } in Schritt { $step } { $how }

## Der Lauf eines Festmahls ohne Schrittgrenze (der Schrittzähler der Seite, `puzzle` feast)
trace-feast-badge = Ohne Schrittgrenze
trace-feast-intro = Keine Monsterkarte: Das { -monster } läuft ohne Schrittgrenze, bis jede zu fütternde { -pawn } entfernt ist oder eine zu verschonende, oder bis es steht, wo es schon stand, mit derselben Blickrichtung, auf demselben Spielplan (dann läuft es für immer im Kreis).
trace-feast-end-heading = Der Lauf endet
trace-feast-done = Nach Schritt { $step } ist jede zu fütternde { -pawn } entfernt: Der Lauf endet.
trace-feast-lost = In Schritt { $step } wird { $pawn } { $how }, eine zu verschonende { -pawn }: Der Lauf endet.
trace-feast-cycle = Zu Beginn von Schritt { $step } steht das { -monster }, wo es zu Beginn von Schritt { $first } stand, mit derselben Blickrichtung, auf demselben Spielplan: Es läuft für immer im Kreis.

## Der kurze Zug für den Tisch: eine Zeile je Schritt
brief-step = { $at } { $dir }: { $sees }, { $decision }{ $acts } -> { $to } { $facing }
brief-act = ; { $act }
brief-seen = { $pawn } { $distance } { $side }
brief-sees = sieht { $pawns }
brief-sees-none = sieht keine { -pawn }
brief-keeps = weiter nach { $dir }
brief-turns = dreht nach { $dir }
brief-tie = Gleichstand, weiter nach { $dir }
brief-slides = rutscht { $squares }
brief-pivot = der Umlenkstein auf { $at } dreht es nach { $dir }
brief-door = durch die Tür nach { $to }
brief-wall = durch die Wand bei { $wall } nach { $to }
brief-eats = frisst { $pawn }
brief-crushes = zerquetscht { $pawn }
brief-destroys = zerstört { $pawn }
brief-pushes = schiebt { $things }
brief-push-pawn = { $pawn } nach { $to }
brief-push-piece = den { $piece } nach { $to }
brief-leaves = der { $piece } scheidet aus
brief-teleports = teleportiert nach { $to }, Blick nach { $dir }
brief-final = Letzter Blick: { $sees }, { $turn }.
brief-final-keeps = Blick bleibt nach { $dir }
brief-final-turns = dreht nach { $dir }

## Bilder und Seite des Zugs
picture-title = Der Zug des Monsters, Monsterkarte { $tile }
picture-title-steps = Der Zug des Monsters, Monsterkarte { $tile }, Schritt für Schritt
picture-title-steps-of = { $title }: Schritt für Schritt
picture-before = Vor dem Zug
picture-stands = Das { -monster } steht auf { $at }, Blick nach { $dir }.
page-intro = Mit den Knöpfen oder den Pfeiltasten (Pos1, Ende) durchblättern.
page-previous = Zurück
page-previous-hint = zurück (Pfeil nach links)
page-next = Weiter
page-next-hint = weiter (Pfeil nach rechts)
page-before = Vorher
page-final = Schluss
page-step = Schritt { $step }
page-final-look = Letzter Blick
page-of = von
page-whole = Der ganze Zug
page-made = Von furunkulus aus dem Ereignisprotokoll der Regel-Engine erstellt; die Sätze sind die von { $command }.

## Ein Szenario ohne Karte, ohne --tile verfolgt ($file: sein Name).
trace-no-tile = { $file }: keine Karte: gib eine mit --tile an (1..20, prey-1, prey-2, prey-3) oder mit `tile:` in der Datei
