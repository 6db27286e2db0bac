### Les erreurs au chargement d'un fichier (scénario, partie enregistrée, énigme) : chacune
### nomme d'abord le fichier et la ligne ; le message dit ce qui ne va pas.

## La couleur d'un joueur (`color:` sur un pion)
load-color-unknown = pion, `color` : `{ $word }` n'est pas une couleur (l'une de { $colours }, ou leur nom allemand ou français)
load-color-no-player = pion, `color` : une couleur est celle d'un joueur ; donnez aussi un `player` au pion
load-color-twice = pion, `color` : le joueur { $player } est déjà { $first }, pas { $second }

## Le cadre de toute erreur de chargement : « FICHIER : 2 problèmes trouvés, rien n'a été chargé », puis chacun.
load-problems = { $n ->
        [one] { $n } problème trouvé
       *[other] { $n } problèmes trouvés
    }, rien n'a été chargé

## Lire un fichier ($what : ce qui se trouve à cet endroit, comme le fichier le nomme : `pawn \`at\``).
load-monster-form = le monstre doit être une table (map) de sa case et de sa direction, par exemple `monster: {"{"} at: { $at }, facing: { $facing } {"}"}`, trouvé : { $found }
load-not-map = { $what } doit être une table (map), trouvé : { $found }
load-key-not-word = { $what } : une clé doit être un mot, trouvé : { $found }
load-unknown-key = { $what } : clé inconnue `{ $key }` (clés connues : { $known })
load-key-twice = { $what } : la clé `{ $key }` est donnée deux fois
load-missing-key = { $what } : il manque `{ $key }`
load-not-list = `{ $what }` doit être une liste, trouvé : { $found }
load-not-word = { $what } doit être un mot, trouvé : { $found }
load-not-direction = { $what } : `{ $text }` n'est pas une direction (north, east, south, west)
load-pool-size = pool `size` : `{ $text }` n'est pas LARGEURxHAUTEUR, comme 2x2 ou 4x1
load-found-nothing = rien
load-found-list = une liste
load-found-map = une table


## Un fichier qui n'est pas du YAML valide (l'endroit de l'analyseur ; $detail : les mots de l'analyseur, en anglais).
load-yaml = YAML non valide : { $problem }
load-yaml-unclosed-bracket = le crochet `{ $bracket }` ouvert ici n'est jamais fermé
load-yaml-misplaced-bracket = ce crochet fermant n'a pas de crochet ouvrant
load-yaml-tab = une tabulation ici : YAML n'indente qu'avec des espaces
load-yaml-colon = un deux-points commence ici une clé là où aucune ne peut commencer : mettez entre guillemets une valeur qui contient deux-points, et indentez une clé comme ses voisines
load-yaml-unclosed-quote = un guillemet ouvert avant cette ligne n'est jamais fermé
load-yaml-indentation = l'indentation de cette ligne ne correspond pas aux lignes d'avant
load-yaml-unknown-anchor = `*` nomme une ancre (`&nom`) que le fichier ne pose jamais
load-yaml-character = `{ $character }` ne peut pas commencer une valeur ici : mettez la valeur entre guillemets
load-yaml-second-document = un second document YAML commence ici (`---`) ; un scénario est un seul document
load-yaml-other = { $detail }
load-yaml-map-hint = une carte dessinée dont la première ligne commence par plus d'espaces que les rangées demande l'indicateur d'indentation de YAML : écrivez `map: |2` pour un bloc indenté de deux espaces

## Un fichier qui ne peut pas être lu du tout.
read-missing = ce fichier n'existe pas
file-kind = { $kind ->
        [directory] un dossier
        [pipe] un tube nommé
        [device] un périphérique
        [socket] une socket
       *[other] pas un fichier ordinaire
    }
read-not-regular = pas un fichier ordinaire ({ file-kind }) ; donnez un fichier de scénario
read-too-large = le fichier dépasse { $kib } Kio, trop grand pour un scénario, une énigme ou une partie enregistrée
read-wide = le fichier est en { $encoding } ; enregistrez-le en UTF-8
read-not-utf8 = pas du texte UTF-8 : l'octet { $byte } ici n'appartient à aucun caractère UTF-8 (enregistrez le fichier en UTF-8)
read-io = impossible de le lire : { $error }

## Le nom d'une case ($text tel qu'écrit).
square-malformed = `{ $text }` n'est pas une case (écrivez une colonne a..p et une rangée 1..11, comme j8)
square-off-board = `{ $text }` n'est pas sur le plateau (l'escalier la retranche)

## Ce qui se trouve à un endroit d'un fichier de scénario, pour les messages ci-dessus.
load-what-scenario = le scénario
load-what-pool = une flaque
load-what-teleporter = un { -teleporter }
load-what-pivot = une { -pivot }
load-what-monster = le { -monster }
load-what-pawn = un { -pawn }
load-pawn-at = pawn `at` : { $problem } (ou `waiting` pour un { -pawn } à côté de l'entrée)

## La suite d'un fichier de scénario
load-pair-count = la paire de téléporteurs `{ $pair }` a { $n } { $n ->
        [one] téléporteur
       *[other] téléporteurs
    } ; une paire en demande exactement deux
load-setup-unknown = setup : `{ $text }` est inconnu (les mises en place sont `basic` et `advanced`)
load-what-square-in = une case de `{ $key }`
load-pivot-turn = pivot `turn` : `{ $text }` est inconnu (right ou around)
load-option-entry = options : chaque entrée est `name: value`
load-options-not-map = `options` doit être une table de `name: value`, trouvé : { $found }
load-legend-no-map = `legend` explique les lettres d'une `map` dessinée, et il n'y a pas de `map`
load-monster-twice = le { -monster } est dessiné sur la carte et donné dans `monster:` (ligne { $line }) ; donnez-le une seule fois
load-face = { -pawn }, `face` : doit être un nombre de 1 à 6, trouvé : { $found }

## A drawn map's pawn label read as a player's pawn: `R5`, the player whose initial is R,
## showing 5 ($letter: R; $face: 5; $players: the players named in the file, as a list).
load-what-legend-players = `legend` `players`
map-label-no-players = `map` : `{ $label }` est un pion du joueur dont l’initiale est { $letter }, qui montre { $face }, et ce fichier ne nomme aucun joueur : nommez les joueurs dans la légende (`legend: {"{"} players: [red, blue] {"}"}`) ou donnez à `{ $label }` sa propre ligne sous `legend: pawns:`
map-label-nobody = `map` : `{ $label }` est un pion du joueur dont l’initiale est { $letter }, qui montre { $face }, et aucun nom de joueur ne contient de { $letter } ({ $players }) : ajoutez le joueur à `legend: players:` ou donnez à `{ $label }` sa propre ligne sous `legend: pawns:`
map-label-several = `map` : `{ $label }` pourrait être un pion de { $players } (la lettre { $letter } désigne chacun d’eux) : donnez à `{ $label }` sa propre ligne sous `legend: pawns:` avec son `player:` et son `face:`

## Une carte dessinée (`map:`) et sa légende ($line, $column : un endroit du fichier ;
## $char : le caractère trouvé ; $row : le numéro d'une rangée).
map-tab = `map` : une tabulation ; dessinez avec des espaces, chaque case sur deux caractères sous la lettre de sa colonne
map-no-header = `map` : pas de ligne des colonnes : un plateau dessiné commence par une ligne qui nomme les colonnes `a  b  c ... p` au-dessus de leurs cases (comme `show` le dessine)
map-stray-line = `map` : cette ligne n'est ni la ligne des colonnes, ni une rangée (qui commence par son numéro de 1 à 11), ni une ligne de lettres de murs
map-row-twice = `map` : la rangée { $row } est dessinée deux fois (aussi ligne { $line })
map-row-number-left = `map` : le numéro d'une rangée doit se trouver à gauche de la colonne a (là où la ligne des colonnes le place)
map-row-unknown = `map` : il n'y a pas de rangée `{ $number }` (rangées 1 à 11)
map-rows-missing = `map` : { $n ->
        [one] il manque la rangée { $rows }
       *[other] il manque les rangées { $rows }
    } : une carte dessine les 11 rangées, chacune commençant par son numéro
map-stray-west = `map` : `{ $char }` entre le numéro de la rangée et la colonne a (seule une marque de mur peut s'y trouver)
map-stray-east = `map` : `{ $char }` à l'est de la colonne p (seules des marques de murs peuvent s'y trouver)
map-out-of-line = `map` : `{ $char }` est décalé : la rangée { $row } sort ici des colonnes de la ligne des colonnes (chaque case, ce sont les deux caractères à partir de la lettre de sa colonne)
map-square = `map`, { $square } : { $problem }
map-cut-away = `map` : { $square } n'est pas sur le plateau (l'escalier le retire) : seules des lettres de murs peuvent s'y trouver
map-teleporter-not-drawn = `legend` : la lettre de { -teleporter } `{ $letter }` ({ $pair }) n'est pas dessinée sur la carte
map-monster-twice = `map` : le { -monster } est dessiné deux fois (aussi ligne { $line }, colonne { $column })
map-not-block = `map` doit être le plateau dessiné en bloc littéral : `map: |2`, puis les lignes du plateau, décalées de deux espaces (trouvé : { $found })
map-pawn-twice = `map` : le { -pawn } `{ $label }` est dessiné deux fois (aussi ligne { $line }, colonne { $column })
map-pawn-at-too = `map` : le { -pawn } `{ $label }` est dessiné ici et donné avec `at:` dans la légende (ligne { $line }) ; donnez-le une seule fois
map-pawn-not-drawn = `legend` : le { -pawn } `{ $label }` n'est pas dessiné sur la carte (un { -pawn } que la carte ne montre pas doit avoir `at: waiting` ou `at: CASE`)
map-teleporter-letter = `legend` `teleporters` : `{ $key }` n'est pas une seule lettre (un { -teleporter } se dessine par la lettre de sa paire et sa flèche, comme `Y>`)
map-teleporter-twice = `legend` `teleporters` : la lettre `{ $letter }` est donnée deux fois
map-legend-pawn-twice = `legend` `pawns` : `{ $key }` est donné deux fois
map-label-too-long = `legend` `pawns` : `{ $key }` ne peut pas être dessiné : une étiquette sur la carte fait 1 ou 2 lettres ou chiffres (donnez au { -pawn } `name: { $key }` sous une étiquette courte, ou `at:`)
load-what-pair-name = le nom d'une paire de téléporteurs
load-what-legend-pawn = le { -pawn } `{ $key }` de la légende

## Ce que montre une case d'une carte dessinée ($text : les deux caractères).
glyph-blank = rien n'est dessiné ici : dessinez une case vide par `.`
glyph-misaligned = `{ $text }` commence un caractère à droite de la lettre de sa colonne
glyph-monster-heading = `{ $text }` : le { -monster } est `@` suivi de sa direction, l'une de ^ > v <
glyph-unknown = `{ $text }` n'est pas le dessin d'une case (. ~ ## <> #r #u, @ et une direction, une lettre de { -teleporter } et sa flèche, ou l'étiquette d'un { -pawn } de 1 ou 2 lettres et chiffres)

## Un fichier qui ne peut pas être écrit ($file : son nom ; $error : les mots du système).
write-exists = { $file } : le fichier existe avec un autre contenu ; donnez --force pour le remplacer
write-symlink = { $file } : est un lien symbolique ; il n'est pas suivi (supprimez-le ou écrivez ailleurs)
write-not-regular = { $file } : est { file-kind }, pas un fichier ordinaire ; il n'est jamais remplacé, même avec --force (pour jeter la sortie, ne donnez pas de fichier et redirigez la sortie standard : > /dev/null)
write-named = { $file } : { $why }
write-io = { $file } : impossible d'écrire : { $error }
write-stdout-not-file = la sortie standard n'est pas un fichier ici ; nommez un fichier (./- pour un fichier appelé -)
write-stdin-rewrite = l'entrée standard ne peut pas être réécrite ; nommez le fichier
write-dir-not-stdout = les fichiers sont écrits dans un dossier, pas sur la sortie standard ; nommez-en un (./- pour un dossier appelé -)
write-is-dir = est un dossier
write-not-dir = n'est pas un dossier
write-not-plain = n'est pas un simple nom de fichier
write-folder = impossible d'écrire dans ce dossier : { $error }
write-create = impossible de le créer : { $error }
write-into = impossible d'y écrire : { $error }
write-output-closed = furunkulus : impossible d'écrire la sortie : la sortie standard est fermée
write-output = furunkulus : impossible d'écrire la sortie : { $error }

## `check` : chaque fichier valable, ou ce qui ne va pas ($at : le fichier et la ligne).
check-valid = { $file } : valable ({ $pawns } { $pawns ->
        [one] pion
       *[other] pions
    })
check-valid-tile = { $file } : valable ({ $pawns } { $pawns ->
        [one] pion
       *[other] pions
    }, tuile { $tile })
check-and = { $valid } ; { $why }
check-unchecked = sa solution donnée n'est pas vérifiée : { $n } placements à essayer
check-solution-wrong = la solution donnée est fausse : { $problem }
check-at = { $at } : { $problem }
