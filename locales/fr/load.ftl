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
