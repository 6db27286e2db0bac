### Les échecs de la ligne de commande : une demande qui ne peut pas recevoir de réponse
### (code 1) ou qui est mal formée (code 2). Les options (`--format`), les noms et valeurs des
### options de règle restent tels qu'on les tape.

fail-format = --format { $format } : pas disponible pour cette commande
fail-binary = --format { $format } : un { $upper } est binaire ; écrivez-le dans un fichier avec --out FICHIER (ou redirigez la sortie standard)
fail-png = impossible de dessiner l'image : { $error }
fail-pdf = impossible de faire le PDF : { $error }
fail-option = --option { $option } : { $problem }
fail-no-pawn = { $count ->
        [0] aucun { -pawn } `{ $name }` dans le scénario (il n'a aucun pion)
       *[other] aucun { -pawn } `{ $name }` dans le scénario (pions : { $pawns })
    }
fail-points = --points { $points } : un { -pawn } a de 0 à 6 points
fail-no-face = le { -pawn } { $pawn } n'a pas de `face` dans le fichier : donnez ses points avec --points N
fail-paper = --paper : seul l'imprimé a du papier ; donnez --format pdf (pas { $format })
fail-steps = --steps dessine un plateau par pas : donnez --format svg, png ou pdf (--format html parcourt le déplacement pas à pas de lui-même)
fail-brief = --brief : le déplacement abrégé est du texte ; le JSON et les images montrent toujours tout le déplacement
fail-place-no-file = search place : aucun FICHIER de scénario donné
fail-serve = impossible de servir sur { $host }:{ $port } : { $error }
serve-tables = Tables (une partie, chaque joueur sur son téléphone) : ouvrez { $url } sur un téléphone, ou scannez ce code :

## Les options de règle et les tuiles telles que tapées
option-unknown = option inconnue `{ $name }` (connues : { $known })
option-unknown-value = l'option `{ $name }` n'a pas de valeur `{ $value }` (prenez l'une de : { $allowed })
option-malformed = `{ $text }` n'a pas la forme NOM=VALEUR
tile-not-a-tile = `{ $text }` n'est pas une tuile (écrivez 1..20 pour des pas, ou prey-1, prey-2, prey-3)

## Des valeurs de la ligne de commande qui n'en sont pas.
fail-lang-unknown = `{ $code }` : en, de ou fr
fail-points-value = `{ $text }` n'est pas un nombre de points de 0 à 6
fail-dest = { $problem }, ou `out`, ou `waiting`
