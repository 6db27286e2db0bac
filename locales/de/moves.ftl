### Der Zug einer Spielfigur (`furunkulus moves`): die Ergebnisse, die Antwort auf `--to`,
### jeder Grund für ein „nein“, und ihre Bilder.

dest-out = hinaus
dest-waiting = wartend
moves-goal = { $to-key ->
        [out] durch den Ausgang hinausgehen
        [waiting] neben dem Eingang bleiben
       *[square] ihren Zug auf { $to } beenden
    }
## Die verneinte Form: „kann ihren Zug nicht auf f6 beenden“.
moves-goal-not = { $to-key ->
        [out] nicht durch den Ausgang hinausgehen
        [waiting] nicht neben dem Eingang bleiben
       *[square] ihren Zug nicht auf { $to } beenden
    }
## „1 Punkt“, „4 Punkte“; nach „mit“: „mit 1 Punkt“, „mit 4 Punkten“.
moves-face-with = mit { $face } { $face ->
        [one] Punkt
       *[other] Punkten
    }

moves-out-already = die { -pawn } ist schon draußen: sie hat keinen Zug mehr (S10)
moves-removed = die { -pawn } wurde vom { -monster } { $how }: sie hat keinen Zug mehr (G5)
moves-no-move = die { -pawn } hat keinen Zug (G5)
moves-not-waiting = nur eine wartende { -pawn } darf neben dem Eingang bleiben; diese steht auf { $at } und kann nicht zurück (S9)
moves-entrance-barred = das { -monster } steht auf p11 und versperrt den Eingang (S9)
moves-must-enter-first = der erste Punkt einer wartenden { -pawn } bringt sie auf p11, nicht auf { $to } (P2)
moves-exit-barred = die { -pawn } verlässt den Flur über a1, und dort steht das { -monster } (P3, P4)
moves-out-only-from-a1 = die { -pawn } kann nur von a1 aus hinausgehen; sie steht auf { $at } (P3)
moves-move-ended = die { -pawn } ist hinausgegangen, damit ist ihr Zug zu Ende (S10)
moves-not-adjacent = { $to } liegt nicht neben { $from }: ein Punkt führt ein Feld weit (P1)
moves-wall = im { $dir } von { $from } ist die Wand (P1)
moves-monster-square = auf { $at } steht das { -monster } (P4)
moves-teleporter = auf { $at } liegt ein { -teleporter } (P4)
moves-pawn-there-passes = auf { $at } steht { -pawn } { $pawn }: man darf über sie hinwegziehen (nach { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }), muss den Zug aber allein auf einem Feld beenden (P4)
moves-pawn-there = auf { $at } steht { -pawn } { $pawn }: ein Zug endet allein auf seinem Feld (P4)
moves-slide-onto-pawn-stuck = das Rutschen ab { $from } würde auf { $to } enden, wo { -pawn } { $pawn } steht, und kein Punkt bliebe übrig (P7)
moves-slide-onto-pawn = das Rutschen ab { $from } endet auf { $to }, wo { -pawn } { $pawn } steht; mit { $left } { $left ->
        [one] verbleibendem Punkt
       *[other] verbleibenden Punkten
    } darf die { -pawn } dort landen, muss aber weiterziehen (P7)
moves-slide-written-at = wer die { -pool } auf { $entered } betritt, rutscht weiter bis { $ends }: ein Weg nennt das Feld, auf dem jeder Punkt endet, also { $ends } (P6)
moves-pool-square = { $at } ist ein Blutlachenfeld: eine { -pawn }, die es betritt, rutscht weiter und bleibt dort nur stehen, wo ihr Rutschen aufgehalten wird (P6)
moves-too-far-out = hinaus braucht es { $needs } Punkte (bis a1, dann noch ein Punkt, P3); die { -pawn } hat { $has } (P1)
moves-too-far = { $to } ist { $needs } Punkte entfernt; die { -pawn } hat { $has } (P1)
moves-too-far-out-barred = da der kurze Weg von { $length } { $length ->
        [one] Punkt
       *[other] Punkten
    } versperrt ist, braucht es hinaus { $needs } Punkte; die { -pawn } hat { $has } (P1)
moves-too-far-barred = da der kurze Weg von { $length } { $length ->
        [one] Punkt
       *[other] Punkten
    } versperrt ist, ist { $to } { $needs } Punkte entfernt; die { -pawn } hat { $has } (P1)
moves-no-way = kein Weg führt { $to-key ->
        [out] zum Ausgang
        [waiting] zum Eingang
       *[square] nach { $to }
    }, mit beliebig vielen Punkten (P1)
moves-no-way-within = kein Weg führt { $to-key ->
        [out] zum Ausgang
        [waiting] zum Eingang
       *[square] nach { $to }
    }, selbst mit { $n } Punkten (P1)
moves-path-too-long = der Weg braucht { $needs } Punkte; die { -pawn } hat { $has } (P1)

## Alle Steine sind maskulin: der Steinblock, der Kristall, der Umlenkstein.
moves-push-here = der { $piece } auf { $at } lässt sich nicht nach { $dir } schieben: { $why } ({ $rules })
moves-push-from = nach { $after } { $after ->
        [one] Punkt
       *[other] Punkten
    } steht der { $piece } von { $origin } auf { $at } und lässt sich nicht weiter nach { $dir } schieben: { $why } ({ $rules })
moves-push-pushed = nach { $after } { $after ->
        [one] Punkt
       *[other] Punkten
    } steht ein dorthin geschobener { $piece } auf { $at } und lässt sich nicht weiter nach { $dir } schieben: { $why } ({ $rules })
moves-why-wall = dahinter ist die Wand
moves-why-pawn = auf { $at } steht { -pawn } { $pawn }
moves-why-piece = auf { $at } liegt ein { $piece }, und eine { -pawn } schiebt nur einen Stein
moves-why-monster = auf { $at } steht das { -monster }
moves-why-teleporter = auf { $at } liegt ein { -teleporter }, der mit pawn-push-onto-teleporter=forbid wie die Wand zählt

moves-barred = der kurze Weg { $to-key ->
        [out] zum Ausgang
       *[other] nach { $to }
    } ({ $length } { $length ->
        [one] Punkt
       *[other] Punkte
    }) ist versperrt: { $barrier }
moves-barrier-monster = auf { $at } steht das { -monster }, und dieses Feld darf keine { -pawn } betreten (P4)
moves-barrier-teleporter = auf { $at } liegt ein { -teleporter }, und dieses Feld darf keine { -pawn } betreten (P4)
moves-barrier-slide = wer die { -pool } auf { $from } betritt, rutscht weiter bis { $to }, weg vom kurzen Weg (P6)

moves-push = der { $piece } { $from } { $ends }
moves-push-to = -> { $to }
moves-push-corner = -> { $at }, auf dem Eckfeld entfernt (P5)
moves-push-teleporter = -> { $at }, auf dem { -teleporter } zerstört (P5; Option pawn-push-onto-teleporter=destroy)
moves-push-removed = entfernt

moves-result-stay = auf { $at } bleiben
moves-result-round = eine Runde ziehen und ohne Schieben nach { $at } zurückkehren
moves-result-move = ohne Schieben nach { $at } ziehen
moves-result-out = durch den Ausgang hinausgehen
moves-result-waiting = neben dem Eingang bleiben
moves-result-push = den { $piece } von { $from } { $ends }
moves-result-push-to = nach { $to }
moves-result-push-corner = auf { $at }, wo er entfernt wird (P5)
moves-result-push-teleporter = auf den { -teleporter } auf { $at }, wo er zerstört wird (P5)
moves-result-push-off = vom Spielplan
moves-result-then = { $first }, dann { $next }
moves-result-pushes = { $pushes } schieben
moves-result-pushes-out = { $pushes } schieben und durch den Ausgang hinausgehen
moves-result-pushes-back = { $pushes } schieben und nach { $at } zurückkehren

moves-stop-wall = die { -pool } liegt an der Wand (P6)
moves-stop-piece = der { $piece } auf { $at } liegt im Weg auf der { -pool } (P6, S12)
moves-stop-monster = hinter der { -pool } steht das { -monster } auf { $at }, wohin keine { -pawn } darf (P4, P6)
moves-stop-teleporter = hinter der { -pool } liegt der { -teleporter } auf { $at }, wohin keine { -pawn } darf (P4, P6)
moves-stop-pawn = { -pawn } { $pawn } auf { $at } steht im Weg (P6)
moves-stop-push = der { $piece } auf { $at } hinter der { -pool } lässt sich nicht schieben, denn dahinter ist { $behind } (P5, P6)
moves-behind-wall = die Wand
moves-behind-pawn = { -pawn } { $pawn } auf { $at }
moves-behind-piece = der { $piece } auf { $at }
moves-behind-monster = das { -monster } auf { $at }
moves-behind-teleporter = der { -teleporter } auf { $at }

moves-point-out = geht neben a1 durch den Ausgang hinaus (P3)
moves-point-enter = betritt den Flur auf { $to } (P2)
moves-point = nach { $dir } auf { $to }
moves-point-slide = { $point }, eine { -pool }: rutscht weiter bis { $to } (P6)
moves-point-slide-stop = { $point }, eine { -pool }: das Rutschen endet auf { $to }, denn { $stop }
moves-point-push = { $point }, schiebt { $push }
moves-point-push-again = { $point }, dann denselben { $piece } noch einmal { $pushes }: sein Rutschen über die { -pool } hat ihn dorthin gebracht, wo das Rutschen der { -pawn } endet (S12)
moves-point-pass = { $point }, wo { -pawn } { $pawn } steht: sie zieht darüber hinweg (P4)
moves-again = { $from } { $ends }

moves-yes = Ja: { -pawn } { $pawn } { moves-face-with } kann { moves-goal }.
moves-yes-cost = Ja: { -pawn } { $pawn } { moves-face-with } kann { moves-goal }; das kostet { $cost } { $cost ->
        [one] Punkt
       *[other] Punkte
    }.
moves-no = Nein: { -pawn } { $pawn } { moves-face-with } kann { moves-goal-not }.
moves-flipped = Sie zieht nicht; sie wird nur umgedreht (P1: ein Zug von 0).
moves-stopped-on-pool = Sie darf ihren Zug auf dem Blutlachenfeld { $at } beenden: ihr Rutschen wurde dort aufgehalten, und eine aufgehaltene { -pawn } darf auf der Blutlache stehen bleiben (P7; die FAQ des Autors).
moves-after = Nach dem Zug; + markiert die Felder des Wegs.

moves-heading = { -pawn } { $pawn } { moves-face-with }: { $results } { $results ->
        [one] mögliches Ergebnis
       *[other] verschiedene Ergebnisse
    }.
moves-digit = Eine Ziffer: ein Feld, auf dem die Spielfigur ihren Zug beenden kann, und die wenigsten Punkte bis dorthin.
moves-under = Auch wo jetzt ein Stein liegt, der unterwegs weggeschoben wird: { $list }.
moves-under-item = { $at } (jetzt { $piece }) { $cost }
moves-col-to = nach
moves-col-cost = Punkte
moves-col-path = Weg
moves-col-pushes = schiebt
moves-stays = (bleibt)

moves-picture-heading = { -pawn } { $pawn } { moves-face-with }: { $results } { $results ->
        [one] mögliches Ergebnis
       *[other] verschiedene Ergebnisse
    }. Eine Zahl: ein Feld, auf dem die Spielfigur ihren Zug beenden kann (oder hinaus, neben dem Ausgang), und die wenigsten Punkte bis dorthin.
moves-picture-many-pushes = { $n } der Ergebnisse schieben einen Stein; `furunkulus moves` als Text zeigt jedes mit Weg und Schieben.
moves-picture-pushing = Ergebnisse, die schieben:
moves-picture-push-result = { $to } mit { $cost } ({ $path }): { $pushes }
moves-picture-title = Wohin kann { -pawn } { $pawn } mit { $face } ziehen?
moves-picture-legend = wenigste Punkte bis dorthin
moves-picture-verdict-title = Kann { -pawn } { $pawn } mit { $face } auf { $to } enden?
moves-picture-path-legend = der Weg der Spielfigur, Punkt für Punkt (gestrichelt: Rutschen)
