### Les refus du serveur lui-même (`furunkulus serve`, docs/api.md).

serve-bad-json = requête JSON non valable : { $error }
serve-bad-lang = lang `{ $lang }` : en, de ou fr
serve-missing = il manque `{ $field }` à la requête
serve-bad-name = name `{ $name }` : un simple nom de fichier finissant par .yaml (lettres, chiffres, - _ .)
serve-bad-format = format `{ $format }` : json, text, svg, png, map ou html
serve-bad-dest = { $error }, ou `out`, ou `waiting`
serve-busy = le serveur est occupé ; réessayez dans un instant
serve-stopping = le serveur s'arrête
serve-crashed = le calcul a échoué ; le serveur continue
serve-no-route = cette adresse de l'API n'existe pas (voir docs/api.md)
serve-read-back = impossible de relire la position : { $error }
serve-bad-start = start `{ $kind }` : basic, empty ou advanced-SEED (un nombre entier)
serve-no-advanced = aucune mise en place avancée trouvée pour cette graine
serve-no-scenario = pas de scénario `{ $name }` dans le dossier
serve-bad-setup = setup `{ $setup }` : basic ou advanced
serve-no-turn = la partie enregistrée n'a pas de tour où ajouter le coup
serve-not-monster-phase = ce n'est pas encore la phase du monstre : tous les pions du tour jouent d'abord
serve-no-seed = la partie enregistrée n'a pas de graine pour tirer les tuiles
serve-game-over = la partie est finie
serve-play-or-tile = donnez soit `pawn` (avec `to` ou `path`), soit `tile`
serve-ai-budget = ai_options : budget={ $budget } : le serveur permet au plus { $max } (la ligne de commande n'a pas cette limite)
serve-ai-playouts = ai_options : playouts={ $playouts } : le serveur permet au plus { $max } (la ligne de commande n'a pas cette limite)
serve-ai-width = ai_options : width={ $width } : le serveur permet au plus { $max } (la ligne de commande n'a pas cette limite)
serve-no-hint = pas de conseil : personne n'a à jouer
serve-no-tile-yet = aucune tuile jouée pour l'instant : le monstre ne s'est pas encore déplacé
serve-seats-player = `seats` : `{ $player }` ne joue pas dans cette partie ({ $players })
serve-seats-level = `seats` : `{ $level }` n'est pas un niveau d'IA (random, greedy, brs, paranoid, expectimax, mcts ou human)
serve-undo-tile = rien à annuler : le monstre s'est déplacé depuis le dernier coup, et une tuile retournée ne se reprend jamais
serve-undo-none = rien à annuler : pas encore de coup

## Démarrer le serveur (la ligne de commande).
serve-dir-unreadable = --dir { $dir } : { $error }
serve-dir-not-folder = --dir { $dir } : pas un dossier

## Refusé avant de lire la requête (src/serve/guard.rs).
serve-unknown-host = hôte inconnu `{ $host }` : le plateau répond à son adresse, à localhost et aux noms donnés avec --allow-host
serve-cross-site = une requête venant de la page d'un autre site est refusée : l'API répond à la page du plateau lui-même (et aux programmes qui ne sont pas des navigateurs)
serve-not-json = le corps de la requête doit être du JSON, envoyé avec Content-Type: application/json
serve-body-unread = le corps de la requête n'a pas pu être lu
serve-body-slow = le corps de la requête a mis plus de { $seconds } s à arriver
serve-body-too-large = le corps de la requête dépasse { $kib } Kio
serve-wrong-method = cette adresse n'accepte pas cette méthode (voir docs/api.md)

## Les énigmes (`/api/puzzles`, src/serve/puzzles.rs).
serve-no-puzzle = pas d'énigme `{ $id }` (GET /api/puzzles les énumère)
serve-bad-hint = indice `{ $n }` : 1, 2, 3 ou 4
serve-puzzle-no-hints = l'énigme `{ $id }` n'a pas d'indices
serve-puzzle-answer = { $ask ->
        [move] donnez la réponse en `paths` : { $n ->
            [one] un chemin
           *[other] { $n } chemins, dans l'ordre
        } (chacun une liste de cases, `out`, ou vide pour rester)
        [place] donnez la réponse en `squares` : { $n ->
            [one] une case vide
           *[other] { $n } cases vides
        }
       *[tile] donnez la réponse en `tile` : l'une de { $tiles }
    }
serve-puzzle-paths = `paths` : au plus { $n } pour les déplacements du pion suivant que cette énigme déplace
serve-puzzle-unplayable = cette réponse ne peut pas être jouée : { $error }
