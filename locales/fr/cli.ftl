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

## `furunkulus --help` : le programme, ses commandes et ses options globales.
help-about = Tranche les disputes sur les règles de Finstere Flure : rejoue le déplacement du monstre pas à pas et l'explique
help-color = Couleur : auto (un terminal, et NO_COLOR non défini), always ou never
help-lang = Langue des mots : en, de ou fr (sinon d'après LC_ALL, LC_MESSAGES ou LANG, comme `fr_FR.UTF-8` ; sinon l'anglais). Le JSON et les formats de fichier sont les mêmes dans toutes les langues
help-after =
    Exemples :
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --lang fr
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9
    
    La sortie s'adapte à la largeur du terminal (COLUMNS, ou 80 hors d'un terminal).
    Langue : --lang en|de|fr, sinon LC_ALL, LC_MESSAGES ou LANG (fr_FR.UTF-8 : français), sinon l'anglais.
    Codes de sortie : 0 succès ; 1 le scénario n'est pas valable ou la demande ne peut pas recevoir de réponse ; 2 mauvais usage.
help-trace = Rejouer le déplacement du monstre pas à pas, en expliquant chaque décision
help-show = Dessiner la position, ou l'écrire comme un fichier de scénario qui dessine le plateau (`--format map`)
help-moves = Tous les déplacements permis d'un pion, ou si une destination est permise et pourquoi
help-check = Vérifier des fichiers de scénario (ou d'énigme) ; code 0 s'ils sont tous valables, 1 avec chaque problème listé. La solution donnée d'une énigme est vérifiée aussi
help-serve = Servir le plateau web : une page et une API JSON (voir le README), sur cette machine seulement sauf si --host dit autrement
help-rules = Les règles et les options de règle, avec leurs numéros
help-search = Recherches : les déplacements d'un pion qui survivent au monstre ou l'attirent sur un autre pion, et les placements de nouveaux pions qui atteignent un but
help-risk = Une carte des risques : pour chaque case vide, la probabilité qu'un pion seul posé là soit retiré
help-bench = Pas du monstre, déplacements de pions et placements par seconde, et énigmes produites par minute
help-puzzle = Énigmes du monstre : en résoudre une entièrement, ou produire des énigmes à réponse unique
help-completions = Écrire un script de complétion pour le shell (bash, zsh, fish, elvish ou powershell)
help-man = Écrire la page de manuel (roff) sur la sortie standard
help-game = Des parties entières : en commencer une, rejouer et vérifier une partie enregistrée, suivre une partie à une vraie table, ou jouer dans le terminal (parties enregistrées : docs/FORMAT.md, section 6)
help-template = {"{"}about{"}"}

    Usage : {"{"}usage{"}"}

    Commandes :
    {"{"}subcommands{"}"}

    Options :
    {"{"}options{"}"}
    {"{"}after-help{"}"}
