### La partie entière : à qui le tour, les coups, le résultat de la phase du monstre, la fin
### et le vainqueur, les coups refusés, la session de `game play`, le conseil de l'IA.

## À qui le tour
game-turn-head = Manche { $round }, tour { $turn }. Premier joueur : { $start }.
game-to-play = { $head } À { $player } de jouer, avec { $pawns }.
game-pawn-points = { $pawn } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
game-first-turn = Premier tour : chaque joueur fait entrer au plus deux pions (S17) ; entrés jusqu'ici : { $entered }.
game-entered-count = { $player } { $n }
game-monster-next = { $head } Chaque pion en jeu a été joué : place à la phase du monstre.
game-over-line = La partie est finie : { $why }.
game-picture-title = Manche { $round }, tour { $turn } : { $whose }
game-picture-over = la partie est finie : { $why }
game-picture-monster = place à la phase du monstre
game-picture-to-play = à { $player } de jouer
game-passes = { $player } passe : { $none_left ->
        [true] il n'a plus aucun pion en jeu
       *[other] chacun de ses pions en jeu a déjà été joué ce tour-ci
    } (S16 ; FAQ de l'auteur : personne ne choisit de passer).

## Un coup, depuis l'état d'avant
game-play-moves = { $pawn } ({ $face }) : { $path }
game-play-out = { $pawn } ({ $face }) : { $path } — sorti ! (S16)
game-play-stays = { $pawn } ({ $face }) reste à côté de l'entrée, retourné (G8)
game-play-still = { $pawn } ({ $face }) ne bouge pas, retourné (P1)
game-play-pushes =  ; pousse { $pushes }
game-push-to = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } en { $to }
game-push-removed = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } sur { $on }, où { $piece-key ->
        [pivot-right] elle est retirée
        [pivot-around] elle est retirée
       *[other] il est retiré
    } (P5)
game-push-off = { $piece-key ->
        [pivot-right] la
        [pivot-around] la
       *[other] le
    } { $piece } de { $from } hors du plateau
game-result-path = { $path }, sans rien pousser
game-result-pushing = { $path }, en poussant { $pushes }
game-result-stay = rester en { $at }

## Une phase du monstre
game-removed-at-step = { $pawn } { $how } au pas { $step }
game-tile-none-removed = Tuile { $tile } : aucun pion retiré.
game-tile-removed = Tuile { $tile } : { $removed } ; { $round ->
        [1] { $count ->
            [one] de retour à côté de l'entrée, sur la face qu'il montrait (S18).
           *[other] de retour à côté de l'entrée, sur la face qu'ils montraient (S18).
        }
       *[other] hors du jeu pour de bon (S18).
    }
game-round-one-over = La manche 1 est finie : les 8 tuiles sont mélangées pour la manche 2 (S19).
game-round-two-over = La manche 2 est finie (S19) : { $count ->
        [0] aucun pion n'était plus sur le plateau pour être dévoré.
       *[other] les pions encore sur le plateau ont été dévorés : { $eaten }.
    }

## La fin et le vainqueur (S20)
game-not-over = la partie n'est pas finie
game-won-with = { $player } a gagné avec { $n ->
        [one] { $n } pion sorti ({ $pawns })
       *[other] { $n } pions sortis ({ $pawns })
    }
game-tied-player = { $player } (dont le pion { $pawn } est sorti plus tard)
game-tie-broken =  ; { $others } en avait autant, mais { $player } y est arrivé le premier : { $pawn } est sorti avant (S20 : entre égaux, gagne celui qui a atteint ce nombre le premier)
game-no-winner = aucun pion n'est sorti : il n'y a pas de vainqueur (S20)
game-end-won = { $outcome }, tous ses pions sauf un, au tour { $turn } (S20)
game-end-round-two = la manche 2 a joué sa septième tuile (S19) : { $eaten_count ->
        [0] aucun pion n'était plus sur le plateau pour être dévoré
       *[other] les pions encore sur le plateau ont été dévorés ({ $eaten })
    }{ $waiting_count ->
        [0] {""}
       *[other] , et ceux à côté de l'entrée ne sont jamais sortis ({ $waiting })
    } ; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }
game-end-no-pawn = plus aucun pion n'était en jeu au tour { $turn } ; { $outcome }{ $cited ->
        [yes] {""}
       *[no] {" "}(S20)
    }

## Coups refusés
play-game-over = la partie est finie : { $why }
play-monster-due = chaque pion en jeu a été joué ce tour-ci : place à la phase du monstre (G1) ; donnez la tuile du tour (`tile`)
play-not-your-turn = c'est à { $player } de jouer, pas à { $owner } ({ $pawn } est un pion de { $owner } ; S16 : le premier joueur { $start } joue d'abord, puis chaque joueur à sa gauche)
play-already-played = { $pawn } a déjà été joué ce tour-ci ; chaque pion joue une fois par tour (S16)
play-not-in-play = { $out ->
        [true] { $pawn } est sorti : il a quitté la partie pour de bon (S16)
       *[other] { $pawn } a disparu : les pions retirés en manche 2 quittent la partie (S18)
    }
play-third-entry = { $pawn } ne peut pas entrer : { $player } a déjà fait entrer { $entered }, et au premier tour chaque joueur fait entrer au plus deux pions ; les autres restent à côté de l'entrée et sont retournés (S17 ; option first-turn-entries)
play-must-enter = { $pawn } doit entrer : { $player } a fait entrer { $entered ->
        [one] { $entered } pion
       *[other] { $entered } pions
    } et doit en faire entrer deux au premier tour (S17 ; option first-turn-entries=exactly-two)
play-illegal = { $pawn } avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ne peut pas { $goal } : { $because }
play-illegal-path = { $pawn } avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ne peut pas suivre { $path } : { $because }
play-path-empty = [] (rester sur place)
play-path-ends-elsewhere = le chemin de { $pawn } finit en { $end }, pas en { $to } comme le dit `to` (le chemin décide)
play-ambiguous = { $pawn } peut { $goal } de { $count } façons qui laissent les blocs différemment ; donnez le chemin (`path`), l'un de { $paths }
play-kept-face = { $pawn } montre { $face }, pas sa face blanche { $white } : le monstre l'a retiré en manche 1 et il est revenu à côté de l'entrée sur la face qu'il montrait (S18) ; il n'est retourné que lorsqu'il joue (S16).
play-or = { $a } ou { $b }

## `game play`
session-prompt = { $player } >
session-commands = Un coup (`{ $pawn } o11`, `{ $face } p11 o11 o10`), ou `hint`, `moves PION`, `trace`, `board`, `undo`, `help`, `quit`.
session-since = Depuis le dernier tour de { $player } :
session-since-end = Les derniers coups :
session-play = { $player } : { $play }
session-ai-play = { $player } ({ $level }) : { $play } — { $why }
session-monster-title = Phase du monstre du tour { $turn } : tuile { $tile }
session-monster-keys = Entrée pour le pas suivant, `trace` pour tout le déplacement expliqué (autre chose : le reste d'un coup).
session-no-trace = Pas encore de phase du monstre dans cette session : dès qu'une tuile est jouée, `trace` montre son déplacement.
session-undone = Le dernier coup de { $player } est repris : rejouez.
session-undo-none = Rien à reprendre : `undo` reprend le dernier coup d'une personne tant que le joueur suivant n'a pas joué (ni le coup d'une IA ni une tuile).
session-no-passing = { $player } ne peut pas passer : qui a encore un pion à jouer ce tour-ci doit en jouer un (S16 ; FAQ de l'auteur : personne ne choisit de passer ; un pion à côté de l'entrée peut y rester, retourné : `PION stay`, G8).
session-no-legal-play = aucun coup permis maintenant
session-not-a-pawn = `{ $word }` n'est pas un pion (les pions de { $player } sont { $pawns }) ; `help` montre les commandes
session-not-a-square = `{ $word }` : { $why }, ou `out`, `waiting` ou `stay` ; `help` montre la forme d'un coup
session-choices = { $pawn } peut finir en { $to } de { $count } façons ; laquelle ?
session-choose = Tapez le numéro de votre coup.
session-no-such-choice = Il n'y a pas de choix { $n } : tapez un nombre de 1 à { $count }, ou un autre coup.
session-ask-tile = Phase du monstre : tapez la tuile tirée à la table (chances : { $chances }).
session-refused = { $file } : ligne { $line } de l'entrée refusée (les coups d'avant sont enregistrés) :
    { $why }
session-saved = { $plays ->
        [one] { $plays } coup
       *[other] { $plays } coups
    } et { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } enregistrés dans { $file }.
session-over = { $saved } La partie est finie : { $why }.
session-who-plays = à { $player } de jouer
session-monster-is-next = place à la phase du monstre
session-resume = { $saved } Manche { $round }, tour { $turn } : { $who }. Pour reprendre : { $command }
session-help-play = Tapez un coup : le pion, puis où il finit ou les cases de son chemin, une par point.
session-help-to = { $pawn } finit son déplacement en o11 (si plusieurs façons y finissent, vous en choisissez une par son numéro)
session-help-path = { $pawn } suit ce chemin
session-help-one-point = un chemin d'un point
session-help-face = la même chose, en nommant le pion par sa face blanche
session-help-stay = { $pawn } reste à côté de l'entrée, ou sur place (retourné)
session-help-out = { $pawn } sort par la sortie
session-help-moves = chaque résultat permis de { $pawn }
session-help-hint = le coup que jouerait une IA, avec ses chiffres (`hint greedy` : un plus rapide)
session-help-trace = la dernière phase du monstre, expliquée pas à pas
session-help-board = le plateau, chaque pion, les tuiles jouées et restantes
session-help-undo = reprendre le dernier coup, tant que le joueur suivant n'a pas joué
session-help-quit = s'arrêter ici ; la partie est enregistrée après chaque coup et chaque tuile
session-help-saved = La même commande reprend la partie ; les places jouées par le programme sont notées dans l'enregistrement.

## Le conseil de l'IA
ai-reason = { $count ->
        [one] { $count } coup permis pesé
       *[other] { $count } coups permis pesés
    } ; chance d'être pris ensuite : { $risk }
ai-hint-play = À { $player } de jouer : { $pawn } en { $to } (IA { $level }, { $count ->
        [one] { $count } coup permis
       *[other] { $count } coups permis
    }).
ai-hint-path = Chemin : { $path }
ai-hint-chance = Chance que { $pawn } soit pris à la prochaine phase du monstre : { $chance }
ai-hint-no-risk = Aucun autre pion n'est en danger.
ai-hint-risk = Aussi en danger : { $pawns }
ai-hint-losses = Pions retirés attendus à la prochaine phase du monstre, par joueur :
ai-hint-value = Valeur du coup : { $value } (la note que l'IA donne à la position d'après : pions sortis et leur avancée, moins les pertes attendues ; plus haut, c'est mieux).

## Une tuile que la partie n’a pas
tile-not-in-game = la tuile { $tile } n’est pas une tuile de la partie : la pile contient { $deck } (S19{ $three_prey ->
        [true]  ; G7 : le 5 devient « trois proies »
       *[other] {""}
    })

## La mise en place avancée : une pose qui enfreint la règle sur une pièce posée avant (S21)
setup-placed-at = posée à la pose { $n }
setup-placed-at-line = posée à la pose { $n }, ligne { $line }
setup-pool-over = { $pool }, posée ici, couvre { $square }, où se trouve { $other } ({ $placed }) : dans la mise en place avancée aucune pièce ne chevauche une flaque, la flaque ne peut donc pas aller là (S21)
setup-on-earlier = { $piece }, posé en { $square }, où se trouve { $other } ({ $placed }) : deux pièces sur une case (S21)

## Les poses et le premier joueur d'un enregistrement (S21)
record-placement = pose { $n } : { $message }
record-placement-not-player = `{ $by }` n'est pas un des joueurs ({ $players })
record-placement-turn = c'est à { $want } de poser une pièce, pas à { $by } (S21 : les joueurs posent chacun leur tour dans l'ordre de la table, à partir du premier)
record-start-not = start : { $last } a posé la dernière pièce, donc { $start } commence le premier tour, pas { $given } (S21)

## Les listes de l'état : les pions de chaque joueur, les tuiles
game-pawns-head = Pions, avec la face que chacun montre (les points de son prochain déplacement, S16) :
game-pawns-out = sortis : { $list } ({ $need } sur { $of } pour gagner)
game-pawns-on = sur le plateau : { $list }
game-pawns-waiting = à côté de l'entrée : { $list }
game-pawns-gone = hors jeu : { $list }
game-tiles-played = Tuiles jouées : manche 1 : { $one } ; manche 2 : { $two }.
game-tiles-pile = Pile de la manche { $round } : { $pile } ; encore { $left } à jouer (la dernière tuile n'est jamais jouée, S19).
game-tiles-next = { $barred ->
        [true] Prochaine tuile (la première n'est pas une tuile proie, G4) : { $chances }.
       *[other] Prochaine tuile : { $chances }.
    }
game-still-to-play = Encore à jouer ce tour-ci après lui : { $list }.

## Le résumé de `game replay` ; `game hint` quand il n'y a rien à conseiller
game-replayed = { $file } : { $turns ->
        [one] 1 tour
       *[other] { $turns } tours
    } et { $plays ->
        [one] 1 coup rejoué
       *[other] { $plays } coups rejoués
    }, chaque coup et chaque tuile réguliers.
hint-game-over = { $file } : la partie est finie, il n'y a plus de coup à conseiller : { $why }
hint-monster-next = { $file } : tous les pions ont joué ; la phase du monstre vient ensuite (tirez une tuile)
hint-no-play = { $file } : aucun coup régulier

## Qui est à la table (S15), et pourquoi une partie ne peut pas commencer.
table-count = une partie se joue de 2 à 7 joueurs, pas { $n } (S15)
table-name = joueur `{ $name }` : le nom d'un joueur est fait de lettres seulement (il nomme les pions : rouge1, rouge3, ...)
table-twice = le joueur `{ $name }` est inscrit deux fois
table-start = le premier joueur `{ $name }` n'est pas un des joueurs
start-board = le plateau n'est pas valable : { $problems }
start-pawns = la mise en place d'une partie ne nomme aucun pion : les pions de chaque joueur commencent à côté de l'entrée (S15)

## Une tuile qui ne peut pas être jouée maintenant ($tile : la tuile ; $why : comment la partie a fini).
tile-game-over-eighth = une huitième tuile de la manche 2 n'est jamais jouée (S19) : la partie est finie : { $why }
tile-game-over = la partie est finie : { $why }
tile-pawns-to-play = la phase du monstre vient quand chaque pion en jeu a été joué (G1) ; encore à jouer : { $pawns } (à { $player } de jouer)
tile-not-left = la tuile { $tile } n'est plus dans la pile de la manche { $round } : il reste { $left } (S19)
tile-prey-first-round = la tuile { $tile } ne peut pas être la première tuile de la manche { $round } : la première tuile de chaque manche n'est pas une tuile proie ; les tuiles proies tirées en premier sont remises (G4 ; option no-prey-first=each-round)
tile-prey-first-game = la tuile { $tile } ne peut pas être la première tuile de la partie : la première tuile n'est pas une tuile proie ; les tuiles proies tirées en premier sont remises (G4 ; option no-prey-first=game)

## Lire l'enregistrement d'une partie ($found : ce que donne le fichier ; $what : ce qui s'y trouve).
record-empty = l'enregistrement est vide : il lui faut au moins `players`
record-no-players = l'enregistrement : il manque `players` (les joueurs dans l'ordre de la table)
record-key-twice = l'enregistrement : la clé `{ $key }` est donnée deux fois
record-seed = seed : doit être un nombre entier, 0 ou plus, trouvé : { $found }
record-variant = variant : `{ $text }` est inconnu (la variante est `{ $variant }`, G7)
record-setup = setup : `{ $text }` est inconnu (les mises en place sont `basic`, `advanced` et `board`)
record-advanced-no-placements = setup : `advanced` demande `placements` : les 17 pièces dans l'ordre de leur pose (S21)
record-placements-not-advanced = placements : seulement avec `setup: advanced`
record-board-missing = setup : `board` demande `board` : {"{"} stones, crystals, pivots, teleporters, pools, monster {"}"}
record-board-not-board = board : seulement avec `setup: board`
record-board-key = board : clé inconnue { $found } (clés connues : { $known })
record-board-not-map = board doit être une table des listes du scénario ({ $known }), trouvé : { $found }
record-seats-not-map = seats : doit être une table qui donne à des joueurs un niveau d'IA, comme `seats: {"{"} blue: greedy {"}"}`, trouvé : { $found }
record-seats-name = seats : le nom d'un joueur, trouvé : { $found }
record-seats-unknown = seats : `{ $player }` n'est pas un des joueurs ({ $players })
record-seats-twice = seats : `{ $player }` est donné deux fois
record-seats-level = seats : { $player } : { $problem }
record-placement-extra = placement : { $kind } n'a pas de `{ $key }`
record-piece-unknown = placement `piece` : `{ $text }` est inconnu (stone, crystal, pivot-right, pivot-around, pool, teleporter)
record-tile = tile : { $problem }
record-dest = { $what } : { $problem }, ou `out`, ou `waiting`
record-path-nothing = play `path` : donnez les cases, une par point (`path: []` reste sur place), trouvé : rien
record-play-empty = un coup donne `to` (où le pion s'arrête), `path` (une case par point) ou les deux
record-what = { $what ->
        [record] l'enregistrement
        [player] un joueur
        [variant] une variante
        [level] un niveau d'IA
        [placement] une pose
        [pool-placement] la pose d'une flaque
        [teleporter-placement] la pose d'un téléporteur
        [turn] un tour
        [play] un coup
       *[path-square] une case de `path`
    }
## Où est un problème : un tour, un de ses coups ($play : son numéro ; $pawn : le pion comme écrit).
record-at-turn = tour { $n } : { $problem }
record-at-play = tour { $n }, coup { $play } : { $problem }
record-at-play-pawn = tour { $n }, coup { $play } ({ $pawn }) : { $problem }
## Rejouer un enregistrement.
record-no-pawn = tour { $n }, coup { $play } ({ $pawn }) : pas de pion `{ $pawn }` dans cette partie (les pions sont { $pawns })
record-tile-refused = tour { $n }, tuile { $tile } : { $problem }
record-no-tile = le tour { $n } n'a pas de `tile`, mais le tour { $next } suit : chaque tour sauf le dernier donne la tuile de sa phase du monstre

## Les échecs propres à `game play` ($file : l'enregistrement ; $target : où pointe son lien).
session-record-dash = game play - : l'enregistrement est réécrit après chaque coup ; nommez son fichier
session-record-symlink = { $file } : est un lien symbolique ; game play réécrit l'enregistrement après chaque coup et ne remplace jamais un lien : jouez le fichier vers lequel il pointe
session-record-symlink-to = { $file } : est un lien symbolique ; game play réécrit l'enregistrement après chaque coup et ne remplace jamais un lien : jouez le fichier vers lequel il pointe ({ $target })
session-ai-pair = `{ $pair }` n'est pas de la forme JOUEUR=NIVEAU
session-ai-player = `{ $player }` n'est pas un joueur de cette partie ({ $players })
session-ai-level = { $problem } (ou `human`)
session-ai-refused = l'IA qui joue { $player } a choisi un coup refusé : { $problem }
session-legal-refused = un coup permis a été refusé
session-read-input = impossible de lire l'entrée : { $error }
session-write = impossible d'écrire : { $error }

## `game new` : la partie écrite ($setup : basic ou advanced ; $seed : un nombre, tel qu'écrit)
game-new-written = { $file } écrit : une nouvelle partie pour { $players } avec la mise en place { $setup ->
        [advanced] avancée
       *[other] de base
    } (graine { $seed }) ; { $start } commence.
game-new-play = Pour la jouer : furunkulus game play { $file }

## A replayed turn's heading
game-turn-title = Tour { $turn } (manche { $round }), premier joueur : { $start }
