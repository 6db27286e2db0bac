### Rätsel (`furunkulus puzzle`): die Fragen, die Antworten und warum, die Rätselblätter.

## Monsterkarten: $tile (ihr Name), $tile-key (steps, prey), $n (ihre Schritte, 0 bei Treffern).
puzzle-the-tile = die { $tile-key ->
        [prey] Monsterkarte { $tile }
       *[steps] { $tile }
    }
puzzle-drawing-one = mit der Monsterkarte { $tile }
puzzle-drawing-each = mit jeder der Monsterkarten { $tiles }
puzzle-tiles-left = { $n ->
        [1] Übrig ist die Monsterkarte { $tiles }.
       *[other] Übrig sind die Monsterkarten { $tiles }.
    }

## Die Frage. Im Nebensatz steht das Verb am Ende: „… dass das Monster red1 frisst“,
## „Welche lässt das Monster red2 fressen?“ ($inf: true).
puzzle-verb = { $inf ->
        [true] { $ways ->
            [eat] fressen
            [eat-crush] fressen oder zerquetschen
            [eat-destroy] fressen oder zerstören
           *[eat-crush-destroy] fressen, zerquetschen oder zerstören
        }
       *[false] { $ways ->
            [eat] frisst
            [eat-crush] frisst oder zerquetscht
            [eat-destroy] frisst oder zerstört
           *[eat-crush-destroy] frisst, zerquetscht oder zerstört
        }
    }
puzzle-goal-feed = { $fed } { puzzle-verb }
puzzle-goal-keep = { $who } auf dem Spielplan { $inf ->
        [true] lassen
       *[false] lässt
    }
puzzle-goal-spare = jede { -pawn } von { $player } auf dem Spielplan { $inf ->
        [true] lassen
       *[false] lässt
    }
puzzle-who-new-pawn = die neue { -pawn }
puzzle-who-new-pawns = jede neue { -pawn }
puzzle-who-every-pawn = jede { -pawn }
puzzle-fed-player = { $n ->
        [1] die { -pawn } von { $player }
        [2] beide Spielfiguren von { $player }
       *[other] jede { -pawn } von { $player }
    }
puzzle-what-pawns = { $count } { $count ->
        [one] { -pawn }
       *[other] Spielfiguren
    } von { $player }
puzzle-what-pieces = { $count } { $count ->
        [one] { $piece-key ->
            [stone] { -stone }
            [crystal] { -crystal }
            [pivot-right] { -pivot } rechts
           *[pivot-around] { -pivot } 180°
        }
       *[other] { $piece-key ->
            [stone] Steinblöcke
            [crystal] Kristalle
            [pivot-right] Umlenksteine rechts
           *[pivot-around] Umlenksteine 180°
        }
    }
puzzle-q-place = Platziere { $what } so, dass das { -monster } { $drawing } { $goal }.
puzzle-q-safe = { $left } { $pawn } zeigt { $face }: Ziehe sie dorthin, wo das { -monster } sie auf dem Spielplan lässt, { $n ->
        [1] wenn es diese Karte zieht
       *[other] welche dieser Karten es auch zieht
    }.
puzzle-q-move = { $pawn } zeigt { $face }. Ziehe sie so, dass das { -monster } { $drawing } { $goal }.
puzzle-q-move-play = { $pawn } zeigt { $face }. Spiele sie (sie darf dort enden, wo sie stand) so, dass das { -monster } { $drawing } { $goal }.
puzzle-q-moves = { $player } zieht { $n } Spielfiguren, in dieser Reihenfolge: { $list }. Ziehe sie so, dass das { -monster } { $drawing } { $goal }.
puzzle-q-moves-play = { $player } spielt { $n } Spielfiguren, in dieser Reihenfolge: { $list }. Spiele sie (eine { -pawn } darf dort enden, wo sie stand) so, dass das { -monster } { $drawing } { $goal }.
puzzle-with-options = { $question } (Mit der { $n ->
    [one] Regeloption
   *[other] Regeloptionen
} { $options }.)
puzzle-q-moves-item = { $pawn } (zeigt { $face })
puzzle-q-moves-then = { $first }, dann { $next }
puzzle-q-one-player = Ein Spieler
puzzle-q-tile = { $left } Welche lässt das { -monster } { $goal }?

## Die Arten, für Überschriften und puzzle-kind. „Ziehen“ hieße auch
## „eine Karte ziehen“: die Art move ist „Ein Zug“, wie „Zwei Züge“.
puzzle-kind-place = Platzieren
puzzle-kind-move = Ein Zug
puzzle-kind-two-moves = Zwei Züge
puzzle-kind-safe-square = Sicheres Feld
puzzle-kind-predict = Vorhersage
puzzle-kind-weapon = Waffe
puzzle-kind-feast = Festmahl

## Die Art feast (Issue 28): das Monster läuft ohne Schrittgrenze. $what: was platziert wird
## (puzzle-what-*); $goal: puzzle-goal-* verbunden; $n: wie viele Teile platziert werden.
puzzle-q-feast = Platziere { $what } so, dass das { -monster }, das ohne Schrittgrenze läuft, { $goal }.
puzzle-feast-early = { $pawns } { $n ->
        [one] ist
       *[other] sind
    } da schon fort.
puzzle-feast-ends = Schritt { $step } entfernt die letzte Spielfigur, die es fressen soll: Der Lauf endet.
puzzle-feast-without-lost = Ohne { $n ->
        [one] sie
       *[other] sie
    } würde { $pawn } in Schritt { $step } { $how } werden.
puzzle-feast-without-cycle = Ohne { $n ->
        [one] sie
       *[other] sie
    } würde das { -monster } ab Schritt { $step } für immer im Kreis laufen und { $pawns } nie entfernen.
puzzle-hint-feast-lost = Achte auf { $pawns }: Ohne deine Teile entfernt das { -monster } sie.
puzzle-hint-feast-unreached = Achte auf { $pawns }: Ohne deine Teile erreicht das { -monster } { $n ->
        [one] sie
       *[other] sie
    } nie.
puzzle-hint-feast-key-step = In Schritt { $step }, auf { $at } mit Blick nach { $dir }, ändern deine Teile zum ersten Mal, was das { -monster } tut (M2–M4).
puzzle-feast-refuse-advanced = Festmahl-Rätsel gibt es nur für das Grundspiel (--rules basic): Mit den Umlenksteinen und Teleportern des Fortgeschrittenenspiels werden die endlosen Läufe zu lang zum Durchsuchen
pfile-feast-tiles = puzzle: ein Festmahl hat keine `tiles` (und kein `tile:` im Szenario): das Monster läuft ohne Schrittgrenze
pfile-feast-goal = puzzle `goal`: ein Festmahl endet, wenn jede zu fressende Spielfigur fort ist: gib `feed` oder `feed-all-of` an

## Die Erklärung.
puzzle-why-key-step = Schritt { $step }, auf { $at }, Blick nach { $dir }: { $body }.
puzzle-why-step = Schritt { $step }: { $said }.
puzzle-why-without = Sonst würde { $pawn } in Schritt { $step } { $how } werden.
puzzle-why-every-tile = Mit jeder Monsterkarte: { $said }
puzzle-why-tiles = Mit { $n ->
        [one] der Monsterkarte
       *[other] den Monsterkarten
    } { $tiles }: { $said }
puzzle-why-stays = { $pawns } { $n ->
        [one] bleibt
       *[other] bleiben
    } auf dem Spielplan.
puzzle-why-no-tile-removes = Keine Monsterkarte entfernt { $pawns }.
puzzle-answer-put = Platziere { $list }.
puzzle-answer-pawn-on = { $pawn } auf { $at }
puzzle-answer-piece-on = den { $piece } auf { $at }
puzzle-semicolon = { $first }; { $next }
puzzle-answer-moves = { $moves }.
puzzle-answer-then = { $first }; dann { $next }
puzzle-answer-tile = Nur { puzzle-the-tile } schafft es.
puzzle-move-stays = { $pawn } bleibt auf { $at }
puzzle-move-stays-waiting = { $pawn } bleibt, wo sie ist
puzzle-move-goes = { $pawn } zieht über { $squares }
puzzle-move-out = { $moved } (durch den Ausgang)
puzzle-move-push = { $moved } und schiebt den { $piece } von { $from } nach { $to }
puzzle-move-push-off = { $moved } und schiebt den { $piece } von { $from } aus dem Spiel
puzzle-other-none = { puzzle-the-tile } entfernt keine { -pawn }
puzzle-other-removes = { puzzle-the-tile }: { $list }
puzzle-other-item = { $pawn } in Schritt { $step } { $how }
puzzle-decoy = Verlockend, aber falsch: { $attempt }. { $reason }.
puzzle-decoy-tile = Verlockend, aber falsch: { $attempt }. Mit der { $tile-key ->
        [prey] Monsterkarte { $tile }
       *[steps] { $tile }
    }: { $reason }.
puzzle-decoy-loses = { $pawn } wird in Schritt { $step } { $how }
puzzle-decoy-misses = { $pawns } { $n ->
        [one] bleibt
       *[other] bleiben
    } auf dem Spielplan
puzzle-decoy-feast-loop = { $pawns } { $n ->
        [one] bleibt
       *[other] bleiben
    } auf dem Spielplan: Ab Schritt { $step } läuft das { -monster } für immer im Kreis

## `puzzle solve` in Worten.
puzzle-tried-place = { $n } { $n ->
        [one] Platzierung
       *[other] Platzierungen
    } auf { $squares } leeren Feldern versucht.
puzzle-tried-move = Alle { $n } möglichen Ergebnisse von { $pawn } versucht ({ $face } { $face ->
        [one] Punkt
       *[other] Punkte
    }).
puzzle-tried-moves = { $n } { $n ->
        [one] Paar
       *[other] Paare
    } möglicher Ergebnisse von { $pawns } in dieser Reihenfolge versucht.
puzzle-tried-tiles = Alle { $n } Monsterkarten versucht.
puzzle-unique = Eindeutig: Die einzige Lösung ist { $answer }.
puzzle-none = Keine Lösung: Kein Kandidat erreicht das Ziel.
puzzle-multiple = { $n } Lösungen, nicht eindeutig:
puzzle-multiple-list = { $n } Lösungen, nicht eindeutig: { $answers }.
puzzle-more = ... und { $n } weitere
puzzle-stated-matches = Die Lösung aus der Datei stimmt.
puzzle-stated-wrong = Die Lösung aus der Datei ist falsch: { $error }.
puzzle-stated = Angegeben: Rätsel „{ puzzle-kind }“, { puzzle-difficulty }{ $score }; { $features }.
puzzle-score = {" "}(Wertung { $score })
puzzle-why = Warum:
puzzle-traces-omitted = Es folgen die Monsterzüge der ersten { $traced } Lösungen; die übrigen { $omitted } werden nicht gezeigt (mit --max-traces mehr zeigen).
puzzle-solution-tile = Lösung { $answer }, Monsterkarte { $tile }:
puzzle-rule-options = Regeloptionen: { $options }.
puzzle-to-remove = Zu entfernen: { $pawns }.
puzzle-to-spare = Zu verschonen: { $pawns }.
puzzle-answer-on = { $pawn } auf { $at }
puzzle-answer-stays-put = { $pawn } bleibt stehen
puzzle-answer-path = { $pawn } { $path }
puzzle-answer-path-then = { $first }, dann { $next }

puzzle-feature-key-step = Schlüsselschritt { $step }
puzzle-feature-settled = entschieden in Schritt { $step }
puzzle-feature-ideas = Ideen: { $ideas }
puzzle-feature-decoys = { $decoys } { $decoys ->
        [one] verlockender falscher Kandidat
       *[other] verlockende falsche Kandidaten
    } von { $candidates }
puzzle-feature-unnatural = die Antwort widerspricht dem Instinkt

puzzle-difficulty = { $difficulty ->
        [easy] leicht
        [medium] mittel
       *[hard] schwer
    }
puzzle-kind = { $kind ->
        [place] { puzzle-kind-place }
        [move] { puzzle-kind-move }
        [two-moves] { puzzle-kind-two-moves }
        [safe-square] { puzzle-kind-safe-square }
        [predict] { puzzle-kind-predict }
        [weapon] { puzzle-kind-weapon }
       *[feast] { puzzle-kind-feast }
    }
puzzle-idea = { $idea ->
        [tie] Gleichstand
        [lure] Köder
        [push] Schieben
        [crush] Zerquetschen
        [destroy] Zerstören
        [slide] Rutschen
        [wall] Wand
        [pivot] Umlenkstein
       *[teleport] Teleporter
    }

## Rätselblätter.
puzzle-sheet-ringed = die Antwort: eine dort platzierte { -pawn }, oder wo die gezogene { -pawn } endet
puzzle-sheet-path = der Weg der gezogenen { -pawn }, Punkt für Punkt
puzzle-sheet-heading = { $kind }, { puzzle-difficulty }
puzzle-sheet-numbered = Rätsel { $n }: { $what }
puzzle-sheet-blank-move = { $pawn } zieht ______________
puzzle-sheet-blank-tile = die Monsterkarte ______
puzzle-sheet-your-answer = Deine Antwort: { $blanks }
puzzle-sheet-many = { $n } Furunkulus-Rätsel
puzzle-sheet-one = Rätsel
puzzle-sheet-tile-heading = { $heading }: Monsterkarte { $tile }
puzzle-sheet-why = Warum: { $why }
puzzle-sheet-drawn = Die ersten { $n } Lösungen sind gezeichnet.
puzzle-sheet-answers-one = Lösung: { $title }
puzzle-sheet-answers-many = Lösungen zu { $n } Furunkulus-Rätseln
puzzle-sheet-untitled = Rätsel

## Themen eines Rätsels (issue 28): was seine Lösung zeigt.
puzzle-themes = Themen: { $themes }.
puzzle-theme-lure = ein Köder (M4)
puzzle-theme-tie = ein Gleichstand, bei dem das { -monster } geradeaus weiterläuft (M4, S1)
puzzle-theme-hide = Deckung hinter einem { -stone } (M3)
puzzle-theme-push = ein Schieben (M6, P5)
puzzle-theme-crush = das Zerquetschen an der Wand (M6)
puzzle-theme-destroy = das Zerstören auf einem { -teleporter } (M6)
puzzle-theme-slide = ein Rutschen auf einer { -pool } (M7, P6, P8)
puzzle-theme-wall = ein Gang durch die Wand und wieder herein (M8)
puzzle-theme-pivot = ein { -pivot } lenkt das { -monster } um (M9)
puzzle-theme-teleport = ein Teleport (M10)

## Tipps (Issue 28): eine Leiter aus vier, jeder sagt mehr; erst der letzte verrät die Lösung.
puzzle-hint-label = Tipp { $n } von { $total }:
puzzle-hint-idea = Die Idee: { $themes }.
puzzle-hint-no-theme = Kein Trick: Verfolge das { -monster } Schritt für Schritt, wohin es schaut und wohin es läuft (M2–M5).
puzzle-hint-look = Achte auf { $pieces }.
puzzle-hint-look-monster = Achte auf das { -monster } und wohin es schaut.
puzzle-hint-piece-on = den { $piece } auf { $at }
puzzle-hint-piece-placed = den { $piece }, den du platzierst
puzzle-hint-piece-pushed = den { $piece }, den { $pawn } schiebt
puzzle-hint-piece = den { $piece }
puzzle-hint-teleporter = den { -teleporter } auf { $at }
puzzle-hint-teleporter-here = den { -teleporter }, den es betritt
puzzle-hint-then = { $decision }; danach: { $events }
puzzle-hint-key-step = { $with ->
        [yes] Mit der Monsterkarte { $tile }, in
       *[no] In
    } Schritt { $step }, auf { $at }, Blick nach { $dir }, entscheidet das { -monster }: { $body }.
puzzle-hint-key-step-here = { $with ->
        [yes] Mit der Monsterkarte { $tile }, in
       *[no] In
    } Schritt { $step } entscheidet das { -monster }: { $body }.
puzzle-hint-otherwise = { $decision } (sonst: { $otherwise })

## Die eigenen Fehler einer Rätseldatei ($what wie die Datei es nennt: puzzle `score`; Schlüssel
## und Wörter in Backquotes sind die der Datei und bleiben, wie sie sind).
pfile-whole-number = { $what } muss eine ganze Zahl sein, gefunden: { $found }
pfile-true-false = { $what } muss true oder false sein, gefunden: { $found }
pfile-unreadable = der Rätselteil ließ sich nicht lesen
pfile-no-section = eine Rätseldatei braucht einen Teil `puzzle:` (tiles, place oder move, goal)
pfile-kind-unknown = puzzle `kind`: `{ $text }` ist unbekannt ({ $known })
pfile-tiles-twice = puzzle `tiles`: das Szenario nennt auch `tile:`; gib die Karten nur einmal an
pfile-tiles-bad = puzzle `tiles`: { $error }
pfile-tiles-none = puzzle `tiles`: gib mindestens eine Karte an
pfile-tiles-missing = puzzle: `tiles` fehlt (oder ein `tile:` im Szenario)
pfile-place-and-move = puzzle: gib entweder `place` oder `move` an, nicht beides
pfile-no-ask = puzzle: `place` oder `move` fehlt (oder `kind: predict`, das eine der Karten wählt)
pfile-ask = { $ask ->
        [place] `place`
        [tile] weder `place` noch `move`
       *[move] `move` mit { $n ->
            [one] einer Spielfigur
           *[other] { $n } Spielfiguren
        }
    }
pfile-kind-misfit = puzzle `kind`: ein Rätsel der Art { $kind } passt nicht zu { pfile-ask } (place: `place`; move und safe-square: `move` mit einer Spielfigur; two-moves: `move` mit zweien; predict: keines davon; weapon: `place` oder `move`; feast: `place`)
pfile-predict-tiles = puzzle `tiles`: ein predict-Rätsel wählt eine seiner Karten; gib mindestens zwei an
pfile-solution-twice = puzzle `solution`: dieselbe Antwort steht zweimal da
pfile-explanation-text = puzzle `explanation` muss ein Text sein, gefunden: { $found }
pfile-theme-twice = puzzle `themes`: `{ $name }` steht zweimal da
pfile-decoy-twice = puzzle `decoys`: `{ $name }` steht zweimal da
pfile-decoy-unknown = puzzle `decoys`: `{ $name }` ist keine Spielfigur, kein Stein, keine Blutlache und kein Teleporterpaar dieser Stellung (eine Spielfigur mit ihrem Namen, ein Stein oder eine Blutlache mit ihrem Feld, ein Teleporterpaar mit seinem Namen)
pfile-theme-unknown = puzzle `themes`: `{ $name }` ist unbekannt ({ $known })
pfile-hint-text = puzzle `hints`: ein Hinweis muss ein Text sein, gefunden: { $found }
pfile-hints-count = puzzle `hints` muss { $n } Texte enthalten (die Idee, die Teile, den entscheidenden Schritt, die Antwort), gefunden: { $found }
pfile-difficulty-unknown = puzzle `difficulty`: `{ $text }` ist unbekannt (easy, medium oder hard)
pfile-rules-unknown = puzzle `rules`: `{ $text }` ist unbekannt (basic oder advanced)
pfile-option-unknown = puzzle `depends-on`: `{ $name }` ist keine Regeloption ({ $known })
pfile-option-twice = puzzle `depends-on`: `{ $name }` steht zweimal da
pfile-feature-steps = { $what }: das Monster läuft höchstens 20 Schritte
pfile-idea-unknown = feature `ideas`: `{ $text }` ist unbekannt ({ $known })
pfile-move-twice = puzzle `move`: { $name } steht zweimal da
pfile-move-no-pawn = puzzle `move`: keine Spielfigur `{ $name }` (Spielfiguren: { $pawns })
pfile-move-no-face = puzzle `move`: die Spielfigur { $name } braucht im Szenario ein `face` (die Punkte, die sie zieht)
pfile-move-none = puzzle `move`: nenne die Spielfigur, die zieht
pfile-move-too-many = puzzle `move`: ein Rätsel zieht eine oder zwei Spielfiguren, nicht { $n }
pfile-square-not-empty = ein Lösungsfeld muss leer sein (kein Teil, keine Spielfigur, nicht das Monster, keine Blutlache, kein Teleporter): { $square } ist es nicht
pfile-square-count = eine Lösung muss { $n ->
        [one] ein Feld
       *[other] { $n } Felder
    } nennen (die Anzahl aus `place`), gefunden: { $found }
pfile-square-twice = eine Lösung nennt ein Feld zweimal
pfile-path-square = ein Feld des Wegs: { $error }, oder `out`
pfile-path-count = eine Lösung muss { $n } Wege angeben (einen je Spielfigur in `move`), gefunden: { $found }
pfile-path-illegal = ein Weg der Lösung ist kein erlaubter Zug: { $why }
pfile-tile-not-puzzles = eine Karte der Lösung muss eine der Karten des Rätsels sein: { $tile } ist es nicht
pfile-tile-bad = eine Karte der Lösung: { $error }
pfile-place-count = puzzle `place` count: muss eine Zahl ab 1 sein, gefunden: { $found }
pfile-place-player = puzzle `place` player: `{ $player }` ist kein Wort aus Buchstaben und Ziffern
pfile-place-piece = puzzle `place` piece: `{ $word }` ist unbekannt (stone, crystal, pivot-right oder pivot-around)
pfile-place-both = puzzle `place`: gib entweder `player` (neue Spielfiguren) oder `piece` (Steinblöcke) an, nicht beides
pfile-place-what = puzzle `place`: sag, was gesetzt wird: `player: NAME` (neue Spielfiguren) oder `piece: stone`
pfile-place-room = puzzle `place`: { $k } Teile zu setzen, aber nur { $free } leere Felder
pfile-place-max = puzzle `place`: auf einem Spielplan stehen höchstens { $max } Spielfiguren
pfile-goal-feed-names = puzzle `goal`: `feed` braucht Namen von Spielfiguren, etwa feed [A, B]
pfile-goal-empty = puzzle `goal`: gib `feed`, `feed-all-of` oder `spare` an (oder schreib `survive`)
pfile-goal-both = puzzle `goal`: Spieler { $player } soll zugleich gefressen und verschont werden
pfile-goal-form = puzzle `goal`: muss `survive`, `feed [A, B]` oder eine Zuordnung mit feed, feed-all-of, spare sein; gefunden: { $found }
pfile-goal-no-pawn = puzzle `goal`: keine Spielfigur `{ $name }` zum Fressen (Spielfiguren: { $pawns })
pfile-goal-spared = puzzle `goal`: die Spielfigur { $name } soll gefressen werden, aber ihr Spieler { $player } soll verschont werden
pfile-goal-no-player = puzzle `goal`: keine Spielfigur des Spielers `{ $player }`
## Was an einer Stelle einer Rätseldatei steht, für die Lademeldungen ($what).
pfile-what-tile = eine Karte des Rätsels
pfile-what-theme = ein Thema
pfile-what-decoy = ein Köderteil
pfile-what-option = eine Regeloption
pfile-what-idea = eine Idee
pfile-what-move = eine Spielfigur, die zieht
pfile-what-solution = eine Lösung
pfile-what-solution-square = ein Feld der Lösung
pfile-what-path = ein Weg der Lösung
pfile-what-path-square = ein Feld des Wegs
pfile-what-paths = eine Lösung (ein Weg je ziehender Spielfigur)
pfile-what-solution-tile = eine Karte der Lösung
pfile-what-feed = eine Spielfigur zum Fressen

## Eine angegebene Antwort, die sich nicht spielen lässt, und eine angegebene Lösung, die nicht
## die des Lösers ist ($answers: „a4 g6, a2 a3 und b1 b2“; $path: die Felder wie geschrieben).
psol-paths-count = { $paths } { $paths ->
        [one] Weg
       *[other] Wege
    } für { $movers } { $movers ->
        [one] ziehende Spielfigur
       *[other] ziehende Spielfiguren
    }
psol-cannot-go = { $pawn } kann nicht über { $path } ziehen: { $why }
psol-not-empty = { $square } ist kein leeres Feld
psol-square-count = { $n } Felder für { $k } Teile
psol-not-tile = { $tile } ist keine der Karten des Rätsels
psol-wrong-kind = die Antwort passt nicht zur Art des Rätsels
psol-more = { $n } weitere
psol-stated-none = angegeben: es gibt keine
psol-stated = angegeben: { $answers }
psol-found-none = es gibt keine Lösung
psol-found-one = die Lösung ist { $answers }
psol-found-many = die { $n } Lösungen sind { $answers }
psol-error = { $stated }; { $found }

## Der Bericht von `puzzle generate` ($kind, $difficulty: die Namen der Dateien, wie in `puzzle-kind`).
pgen-wrote = geschrieben { $file }: Rätsel „{ puzzle-kind }“, { puzzle-difficulty } (Wertung { $score }); { $tiles ->
        [one] Monsterkarte
       *[other] Monsterkarten
    } { $names }; Lösung { $answer }; { $features } (Versuch { $attempt })
pgen-count = { $puzzles ->
        [one] 1 Rätsel
       *[other] { $puzzles } Rätsel
    } mit eindeutiger Lösung aus { $attempts ->
        [one] 1 Versuch
       *[other] { $attempts } Versuchen
    }.
pgen-duplicates = { $n ->
        [one] 1 Doppel
       *[other] { $n } Doppel
    } weggelassen (dasselbe Rätsel mit anderen Farben oder auf dem gedrehten Spielplan).
pgen-refused-predict-hard = abgelehnt: Eine Vorhersage ist nie schwer. Ihre Kandidaten sind ihre Monsterbewegungskarten (höchstens 5), sie hat keinen Zug gegen das Gefühl und kein zweites Teil, also höchstens 6 Punkte; verlange `--difficulty easy`, `medium` oder `any`
pgen-refused-safe-square-easy = abgelehnt: Ein sicheres Feld ist nie leicht. Die { -pawn } muss den ganzen Weg des Monsters mit jeder übrigen Monsterbewegungskarte überstehen (mindestens zwei), was allein 3 Punkte gibt, und in 20.000 Versuchen fand sich keines; verlange `--difficulty medium`, `hard` oder `any`
pgen-refused-two-moves-easy = abgelehnt: Ein leichtes Rätsel mit zwei Zügen ist zu selten, um danach zu suchen. Der zweite Zug gibt schon einen Punkt, und die Züge zweier Spielfiguren lassen fast immer drei oder mehr verlockende falsche Paare (2 Punkte); etwa ein Versuch von 3.000 ergibt eines, Minuten Arbeit; verlange `--difficulty medium`, `hard` oder `any`
pgen-refused-basic-weapon-easy = abgelehnt: Ein leichtes Waffen-Rätsel des Grundspiels ist zu selten, um danach zu suchen. Seine einzige Waffe ist das Zerquetschen, das schon einen Punkt gibt, und Stellungen, in denen ein einfacher Zug es bewirkt, sind selten (Startwerte 1 bis 5: im Median 10 s Arbeit für eines); verlange `--difficulty medium`, `hard` oder `any`, oder das fortgeschrittene Spiel
pgen-gave-up = aufgegeben: in { $n } Versuchen je Rätsel fanden sich weniger Rätsel als verlangt
pgen-written-before = { $n ->
        [one] 1 Rätseldatei wurde
       *[other] { $n } Rätseldateien wurden
    } davor geschrieben
## Die Zeilen des Rätsel-Benchmarks in `bench` ($difficulty: ein Name oder `any`; $rules: basic oder advanced).
pbench-difficulty = { $difficulty ->
        [any] beliebige
        [easy] leichte
        [medium] mittlere
       *[hard] schwere
    }
pbench-rules = { $rules ->
        [basic] Grundspiel
       *[advanced] Spiel für Fortgeschrittene
    }
pbench-head = Rätselerzeugung: { $puzzles } { pbench-difficulty } Rätsel „{ puzzle-kind }“, { pbench-rules }, Startwert { $seed }
pbench-speed = { $attempts } Versuche in { $seconds } s: { $per_minute } Rätsel pro Minute, { $per_puzzle } s je Rätsel
## Die Weigerungen von `puzzle`.
preport-too-many = { $file }: Lösen hieße { $n } Aufstellungen durchprobieren, mehr als --max-placements { $max }; erhöhe den Wert, um es trotzdem zu versuchen
preport-huge = mehr als 10^19
preport-stated-wrong = { $place }: die angegebene Lösung ist falsch: { $error }
preport-no-hints = { $file }: keine Hinweise zu geben: die Datei nennt keine, und sie werden aus einer einzigen Antwort abgeleitet, aber das Rätsel hat { $count }
preport-none = keine

## Die Antwort eines Spielers beurteilt (die Rätsel-Seite im Browser): das Urteil, dann was
## das Monster mit einer Monsterkarte nimmt ($list: Einträge von `puzzle-other-item`), dann
## was das Ziel verlangt hätte.
puzzle-check-right = Richtig!
puzzle-check-wrong = Das ist es nicht.
puzzle-check-takes = Mit der Monsterkarte { $tile }: { $list }.
puzzle-check-takes-none = Mit der Monsterkarte { $tile } nimmt das { -monster } keine { -pawn }.
puzzle-check-needs-removed = Das Ziel verlangt, dass { $pawns } { $n ->
        [one] entfernt wird
       *[other] entfernt werden
    }.
puzzle-check-needs-spared = Das Ziel verlangt, dass { $pawns } auf dem Spielplan { $n ->
        [one] bleibt
       *[other] bleiben
    }.
puzzle-check-feast-takes = Ohne Schrittgrenze nimmt das { -monster }: { $list }.
puzzle-check-feast-takes-none = Ohne Schrittgrenze nimmt das { -monster } keine { -pawn }.
puzzle-check-feast-loop = Zu Beginn von Schritt { $step } steht es, wo es zu Beginn von Schritt { $first } stand, mit derselben Blickrichtung, auf demselben Spielplan: Von da an läuft es für immer im Kreis.
puzzle-check-feast-too-long = mit dieser Platzierung läuft das { -monster } mehr als { $steps } Schritte: zu lang, um es hier zu prüfen
