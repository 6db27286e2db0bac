### L'aide de chaque commande (`--help`), voir locales/en/help.ftl.

## clap's own words
help-heading-usage = Usage :
help-heading-commands = Commandes{"\u00A0"}
help-heading-arguments = Arguments{"\u00A0"}
help-heading-options = Options{"\u00A0"}
help-heading-values = Valeurs possibles :
help-default = {"["}par défaut : { $value }]
help-values = {"["}valeurs possibles : { $values }]
help-flag-help = Afficher l'aide
help-flag-help-more = Afficher l'aide (plus de détails avec « --help »)
help-flag-help-summary = Afficher l'aide (un résumé avec « -h »)
help-flag-version = Afficher la version
help-command-help = Afficher ce message, ou l'aide des commandes données

## The commands, from the top
help-about = Tranche les disputes sur les règles de Finstere Flure : rejoue le déplacement du monstre pas à pas et l'explique
help-after =
    Exemples :
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --lang fr
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus rules M9
    
    La sortie s'adapte à la largeur du terminal (COLUMNS, ou 80 hors d'un terminal).
    Langue : --lang en|de|fr, sinon LC_ALL, LC_MESSAGES ou LANG (fr_FR.UTF-8 : français), sinon l'anglais.
    Codes de sortie : 0 succès ; 1 le scénario n'est pas valable ou la demande ne peut pas recevoir de réponse ; 2 mauvais usage.
help-arg-color = Couleur : auto (un terminal, et NO_COLOR non défini), always ou never
help-arg-lang = Langue des mots : en, de ou fr (sinon d'après LC_ALL, LC_MESSAGES ou LANG, comme `fr_FR.UTF-8` ; sinon l'anglais). Le JSON et les formats de fichier sont les mêmes dans toutes les langues
help-trace-about = Rejouer le déplacement du monstre pas à pas, en expliquant chaque décision
help-trace-after =
    Exemples :
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus trace scenarios/rulebook/monster-basic.yaml --tile prey-2 --brief
    {"  "}furunkulus trace scenarios/rulebook/monster-advanced.yaml \
    {"      "}--option pivot-when-tied=turn --format json
help-trace-arg-file = Le fichier de scénario (YAML)
help-trace-arg-tile = La tuile du monstre : 1..20 pas, ou prey-1, prey-2, prey-3 (par défaut : celle du fichier)
help-trace-arg-format = Format de sortie : du texte, du JSON, une image de tout le déplacement (svg, png), des pages à imprimer (pdf) ou une page qui le parcourt pas à pas (html)
help-trace-arg-format-value-text = Du texte
help-trace-arg-format-value-json = Un document JSON
help-trace-arg-format-value-svg = Une image (SVG)
help-trace-arg-format-value-png = Une image (PNG)
help-trace-arg-format-value-html = Une page autonome qui parcourt le déplacement pas à pas (boutons, flèches du clavier)
help-trace-arg-format-value-pdf = Des pages à imprimer (PDF), A4 ou Letter (--paper)
help-trace-arg-steps = Avec --format svg, png ou pdf : un plateau par pas (plus un avant le déplacement et un pour le dernier regard), chacun avec ses phrases
help-trace-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-trace-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-trace-arg-paper = Avec --format pdf : le papier, A4 ou US Letter (portrait)
help-trace-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-trace-arg-paper-value-letter = US Letter, 8,5 x 11 pouces
help-trace-arg-options = Une option de règle, NAME=VALUE (voir `furunkulus rules`) ; l'emporte sur le fichier
help-trace-arg-brief = Pour la table : une ligne par pas, puis qui a été retiré et où le monstre s'arrête (texte seulement ; le JSON contient toujours tout le déplacement)
help-show-about = Dessiner la position, ou l'écrire comme un fichier de scénario qui dessine le plateau (`--format map`)
help-show-after =
    Exemples :
    {"  "}furunkulus show scenarios/setup/basic.yaml
    {"  "}furunkulus show scenarios/rulebook/monster-advanced.yaml \
    {"      "}--format map > advanced-map.yaml
help-show-arg-file = Le fichier de scénario (YAML)
help-show-arg-format = `text` : le plateau avec sa légende ; `json` : la position en JSON ; `map` : un fichier de scénario complet qui dessine le plateau (`map:`) ; `svg`, `png` : une image
help-show-arg-format-value-text = Le plateau dessiné, avec sa légende
help-show-arg-format-value-json = La position en JSON
help-show-arg-format-value-map = Un fichier de scénario avec `map:`
help-show-arg-format-value-svg = Une image (SVG)
help-show-arg-format-value-png = Une image (PNG)
help-show-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-show-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-moves-about = Tous les déplacements permis d'un pion, ou si une destination est permise et pourquoi
help-moves-after =
    Exemples :
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus moves scenarios/rulebook/pawn-3.yaml --pawn P --to f5
    {"  "}furunkulus moves scenarios/rulebook/pawn-1.yaml --pawn P --dot \
    {"      "}| dot -Tsvg > moves.svg
help-moves-arg-file = Le fichier de scénario (YAML)
help-moves-arg-pawn = Le nom du pion
help-moves-arg-to = Trancher une dispute : le pion peut-il finir son déplacement ici (une case, `out` ou `waiting`) ?
help-moves-arg-points = Les points du pion, 0..6 (par défaut : son `face` dans le fichier)
help-moves-arg-dot = Écrire plutôt le graphe des déplacements listés en Graphviz DOT
help-moves-arg-format = Format de sortie : du texte, du JSON ou une image (svg, png)
help-moves-arg-format-value-text = Du texte
help-moves-arg-format-value-json = Un document JSON
help-moves-arg-format-value-svg = Une image (SVG)
help-moves-arg-format-value-png = Une image (PNG)
help-moves-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-moves-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-moves-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-check-about = Vérifier des fichiers de scénario (ou d'énigme) ; code 0 s'ils sont tous valables, 1 avec chaque problème listé. La solution donnée d'une énigme est vérifiée aussi
help-check-after =
    Exemples :
    {"  "}furunkulus check scenarios/rulebook/monster-basic.yaml
    {"  "}furunkulus check scenarios/rulebook/*.yaml scenarios/puzzles/*.yaml
help-check-arg-files = Les fichiers de scénario
help-serve-about = Servir le plateau web : une page et une API JSON (voir le README), sur cette machine seulement sauf si --host dit autrement
help-serve-after =
    Exemples :
    {"  "}furunkulus serve
    {"  "}furunkulus serve --dir scenarios --port 8080
    {"  "}furunkulus serve --host 0.0.0.0   # ouvert aux téléphones du réseau
help-serve-arg-port = Le port d'écoute (0 : n'importe quel port libre)
help-serve-arg-host = L'adresse d'écoute : 127.0.0.1 (cette machine seulement) ou 0.0.0.0 (tous les réseaux de cette machine : n'importe qui sur ces réseaux peut s'en servir)
help-serve-arg-dir = Un dossier de fichiers de scénario que la page peut ouvrir (en lecture seule ; rien d'autre n'est lu)
help-serve-arg-allowed-hosts = Un nom d'hôte auquel le plateau répond (tel que dans la barre d'adresse du navigateur, comme `mypc.local`), en plus de ses adresses et de localhost ; peut être répété. Les requêtes pour tout autre nom sont refusées (docs/api.md)
help-serve-arg-data = Le dossier où sont gardées les tables (des parties partagées par plusieurs appareils), dans une base SQLite (par défaut : le dossier de données de l'utilisateur, ~/.local/share/furunkulus sous Linux)
help-serve-arg-table-ttl = Combien de temps une table où personne ne joue est gardée : un nombre et s, m, h ou d
help-serve-arg-max-tables = Le nombre maximal de tables que le serveur garde à la fois
help-serve-arg-ai-budget = Le budget de nœuds de l'IA pour chaque coup à une table (100000 au plus)
help-rules-about = Les règles et les options de règle, avec leurs numéros
help-rules-after =
    Exemples :
    {"  "}furunkulus rules
    {"  "}furunkulus rules M9
    {"  "}furunkulus rules pivot-when-tied
help-rules-arg-id = Un numéro de règle (M4, P7, S3...) ou un nom d'option (pivot-chain)
help-search-about = Recherches : les déplacements d'un pion qui survivent au monstre ou l'attirent sur un autre pion, et les placements de nouveaux pions qui atteignent un but
help-search-after =
    Exemples :
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P --explain
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
help-search-survive-about = Classer chaque déplacement permis d'un pion selon la probabilité que le monstre le retire ensuite
help-search-survive-after =
    Exemples :
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P
    {"  "}furunkulus search survive scenarios/rulebook/pawn-1.yaml --pawn P \
    {"      "}--tiles 7,8 --explain g5
help-search-survive-arg-file = Le fichier de scénario (YAML)
help-search-survive-arg-pawn = Le pion qui se déplace
help-search-survive-arg-points = Ses points, 0..6 (par défaut : son `face` dans le fichier)
help-search-survive-arg-tiles = Les tuiles encore possibles, comme 5,8,prey-1 (par défaut : toute la pile)
help-search-survive-arg-explain = Montrer, tuile par tuile, qui le monstre retire après un déplacement et comment : le déplacement classé TO dans le tableau, ou le mieux classé qui finit sur la case TO (ou `out`) ; sans valeur, le mieux classé
help-search-survive-arg-format = Format de sortie : du texte, du JSON ou les déplacements classés sur le plateau (svg, png)
help-search-survive-arg-format-value-text = Du texte
help-search-survive-arg-format-value-json = Un document JSON
help-search-survive-arg-format-value-svg = Une image (SVG)
help-search-survive-arg-format-value-png = Une image (PNG)
help-search-survive-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-search-survive-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-search-survive-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-search-lure-about = Les déplacements d'un pion après lesquels le monstre retire TARGET et non le pion, classés selon la probabilité que l'appât marche
help-search-lure-after =
    Exemples :
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn D \
    {"      "}--target E --points 3
    {"  "}furunkulus search lure scenarios/rulebook/monster-basic.yaml --pawn A \
    {"      "}--target C --points 2 --tiles 8
help-search-lure-arg-file = Le fichier de scénario (YAML)
help-search-lure-arg-pawn = Le pion qui se déplace
help-search-lure-arg-points = Ses points, 0..6 (par défaut : son `face` dans le fichier)
help-search-lure-arg-tiles = Les tuiles encore possibles, comme 5,8,prey-1 (par défaut : toute la pile)
help-search-lure-arg-explain = Montrer, tuile par tuile, qui le monstre retire après un déplacement et comment : le déplacement classé TO dans le tableau, ou le mieux classé qui finit sur la case TO (ou `out`) ; sans valeur, le mieux classé
help-search-lure-arg-format = Format de sortie : du texte, du JSON ou les déplacements classés sur le plateau (svg, png)
help-search-lure-arg-format-value-text = Du texte
help-search-lure-arg-format-value-json = Un document JSON
help-search-lure-arg-format-value-svg = Une image (SVG)
help-search-lure-arg-format-value-png = Une image (PNG)
help-search-lure-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-search-lure-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-search-lure-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-search-lure-arg-target = Le pion à donner en pâture au monstre
help-search-place-about = Placements de COUNT nouveaux pions sur des cases vides tels que GOAL tienne pour chaque tuile
help-search-place-long =
    Placements de COUNT nouveaux pions sur des cases vides tels que GOAL tienne pour chaque tuile.

    Buts : `survive` : aucun des nouveaux pions n'est retiré ; `feed NAME...` : chaque pion nommé est retiré ; `protect NAME...` (qui s'écrit aussi `safe-from`) : aucun des pions nommés n'est retiré. Le but doit tenir pour chaque tuile de --tiles, chacune jouée seule.
help-search-place-after =
    Exemples :
    {"  "}furunkulus search place scenarios/setup/basic.yaml \
    {"      "}--count 2 --goal survive --tiles 8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal feed A --tiles 7,8
    {"  "}furunkulus search place scenarios/rulebook/monster-basic.yaml --count 1 \
    {"      "}--goal protect C D --tiles 8
help-search-place-arg-file = Le fichier de scénario (YAML)
help-search-place-arg-count = Combien de nouveaux pions placer
help-search-place-arg-goal = survive | feed NAME... | protect NAME... (ou safe-from NAME...)
help-search-place-arg-max-placements = Refuser les recherches qui essaieraient plus de placements que cela
help-search-place-arg-tiles = Les tuiles, comme 5,8,prey-1 (par défaut : toute la pile)
help-search-place-arg-format = Format de sortie
help-search-place-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-risk-about = Une carte des risques : pour chaque case vide, la probabilité qu'un pion seul posé là soit retiré
help-risk-after =
    Exemples :
    {"  "}furunkulus risk scenarios/setup/basic.yaml
    {"  "}furunkulus risk scenarios/rulebook/monster-basic.yaml --tiles 5,8,prey-1
help-risk-arg-file = Le fichier de scénario (YAML)
help-risk-arg-tiles = Les tuiles encore possibles, comme 5,8,prey-1 (par défaut : toute la pile)
help-risk-arg-format = Format de sortie : du texte, du JSON ou une image (svg, png)
help-risk-arg-format-value-text = Du texte
help-risk-arg-format-value-json = Un document JSON
help-risk-arg-format-value-svg = Une image (SVG)
help-risk-arg-format-value-png = Une image (PNG)
help-risk-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-risk-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-risk-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-bench-about = Pas du monstre, déplacements de pions et placements par seconde, et énigmes produites par minute
help-bench-after =
    Exemples :
    {"  "}furunkulus bench
    {"  "}furunkulus bench --rounds 20 --puzzles 0
help-bench-arg-rounds = Combien de fois faire tourner toute la série
help-bench-arg-puzzles = Combien d'énigmes moyennes produire par jeu de règles pour le chiffre des énigmes (0 : passer)
help-puzzle-about = Énigmes du monstre : en résoudre une entièrement, ou produire des énigmes à réponse unique
help-puzzle-after =
    Exemples :
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-weapon-hard-2003-03.yaml --explain
    {"  "}furunkulus puzzle generate --seed 7 --count 3 --difficulty hard \
    {"      "}--out my-puzzles
help-puzzle-sheet-about = Une feuille à imprimer d'une ou plusieurs énigmes : les positions et les questions, sans réponses ; avec --solution, la feuille des réponses (chaque verdict, pourquoi la réponse marche, et le déplacement du monstre avec elle)
help-puzzle-sheet-after =
    Exemples :
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --out sheet.svg
    {"  "}furunkulus puzzle sheet scenarios/puzzles/basic-move-*.yaml --format png \
    {"      "}--out sheet.png --answers answers.png
    {"  "}furunkulus puzzle sheet scenarios/puzzles/*.yaml --format pdf --paper letter \
    {"      "}--out puzzles.pdf --answers answers.pdf
help-puzzle-sheet-arg-files = Les fichiers d'énigme, numérotés sur la feuille dans cet ordre
help-puzzle-sheet-arg-solution = Plutôt la feuille des réponses
help-puzzle-sheet-arg-answers = Écrire aussi la feuille des réponses dans FILE, au même format (jamais par-dessus un fichier au contenu différent) : les questions et leurs réponses d'une seule exécution
help-puzzle-sheet-arg-max-placements = Refuser les énigmes qui demanderaient d'essayer plus de placements que cela (avec --solution)
help-puzzle-sheet-arg-format = Format de sortie : du texte, une image (svg, png) ou des pages à imprimer (pdf : quatre énigmes par page, numérotées, avec des lignes pour écrire les réponses)
help-puzzle-sheet-arg-format-value-text = Du texte
help-puzzle-sheet-arg-format-value-svg = Une image (SVG)
help-puzzle-sheet-arg-format-value-png = Une image (PNG)
help-puzzle-sheet-arg-format-value-pdf = Des pages à imprimer (PDF), A4 ou Letter (--paper)
help-puzzle-sheet-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-puzzle-sheet-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-puzzle-sheet-arg-paper = Avec --format pdf : le papier, A4 ou US Letter (portrait)
help-puzzle-sheet-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-sheet-arg-paper-value-letter = US Letter, 8,5 x 11 pouces
help-puzzle-sheet-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-puzzle-solve-about = Toutes les solutions d'un fichier d'énigme, sans exception : unique, N solutions ou aucune. Code 1 si le fichier donne une solution et qu'elle est fausse
help-puzzle-solve-after =
    Exemples :
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --explain
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --trace \
    {"      "}--format json
    {"  "}furunkulus puzzle solve scenarios/puzzles/basic-move-easy-2003-01.yaml --hint 2
help-puzzle-solve-arg-file = Le fichier d'énigme (YAML : un scénario plus une section `puzzle:`)
help-puzzle-solve-arg-explain = Dire pourquoi la réponse marche : le pas décisif et ce qui suit, avec les mots du déroulé (l'`explanation` du fichier, sinon celle de la première solution)
help-puzzle-solve-arg-trace = Montrer le déroulé expliqué de chaque solution, tuile par tuile (les --max-traces premières)
help-puzzle-solve-arg-hint = Ne montrer que la question et les N premiers indices (1 à 4) : l'idée, les pièces qui comptent, la première décision du monstre qui compte, et (4) la réponse avec son déroulé. La réponse n'est jamais montrée avant N = 4
help-puzzle-solve-arg-max-traces = Avec --trace : le nombre maximal de solutions à dérouler ; les autres sont comptées
help-puzzle-solve-arg-max-placements = Refuser les énigmes qui demanderaient d'essayer plus de placements que cela
help-puzzle-solve-arg-format = Format de sortie
help-puzzle-solve-arg-options = Une option de règle, NAME=VALUE ; l'emporte sur le fichier
help-puzzle-generate-about = Produire des énigmes à solution unique (vérifiée par le solveur), un fichier chacune
help-puzzle-generate-after =
    Exemples :
    {"  "}furunkulus puzzle generate --kind move
    {"  "}furunkulus puzzle generate --kind weapon --seed 7 --count 3 \
    {"      "}--difficulty hard --rules advanced --out my-puzzles
help-puzzle-generate-arg-kind = Ce qui est demandé : déplacer un pion (move), deux déplacements (two-moves), une case sûre contre les tuiles restantes (safe-square), prédire quelle tuile y arrive (predict), une arme (weapon : écraser, détruire, pierre de pivot) ou placer des pions (place), ou un festin : placer des pions ou des blocs de pierre pour que le monstre, marchant sans limite de pas, dévore tous les pions de l'autre couleur et aucun des vôtres (feast)
help-puzzle-generate-arg-seed = La graine : la même graine (avec les mêmes autres arguments) écrit les mêmes fichiers
help-puzzle-generate-arg-count = Combien d'énigmes
help-puzzle-generate-arg-difficulty = Leur difficulté, mesurée sur l'énigme : easy (jusqu'à 3 points), medium (4 à 6), hard (7 ou plus) ou any ; des points pour des fausses pistes tentantes (doublés), un but décidé tard dans la marche, des idées clés (une égalité, une poussée, une glissade, un mur, une pierre de pivot, un téléporteur, un écrasement), une réponse contre l'instinct, une deuxième pièce ou un deuxième déplacement, plusieurs tuiles (voir le README, « Puzzles »)
help-puzzle-generate-arg-rules = Le jeu de base (mise en place B2) ou le jeu avancé (pièces sur leurs faces, téléporteurs)
help-puzzle-generate-arg-out = Le dossier où écrire les fichiers (créé au besoin)
help-puzzle-generate-arg-force = Remplacer les fichiers existants au contenu différent
help-puzzle-generate-arg-avoid = Laisser de côté les énigmes déjà présentes dans ces fichiers ou dossiers d'énigmes (par la clé canonique : la même position avec d'autres couleurs ou sur le plateau tourné, la même réponse), par exemple `--avoid scenarios/puzzles`. Peut être répété
help-puzzle-book-about = Un livre d'énigmes : une année d'énigmes, une par semaine, les semaines faciles d'abord et les difficiles à la fin, de toutes les sortes, sans deux pareilles ; le fichier de l'énigme de chaque semaine, une feuille des questions et une feuille des réponses (PDF) dans un dossier
help-puzzle-book-after =
    Exemples :
    {"  "}furunkulus puzzle book --weeks 52 --seed 7 --out year
    {"  "}furunkulus puzzle book --weeks 12 --rules advanced --lang de --paper letter --out quarter
help-puzzle-book-arg-weeks = Combien de semaines : une énigme par semaine, de 1 à 520
help-puzzle-book-arg-seed = La graine des énigmes générées : la même graine (avec les mêmes autres arguments) écrit les mêmes fichiers
help-puzzle-book-arg-rules = Le jeu de base (mise en place B2) ou le jeu avancé (pièces sur leurs faces, téléporteurs)
help-puzzle-book-arg-out = Le dossier où écrire le livre (créé au besoin) : week-01.yaml, ..., questions.pdf, answers.pdf
help-puzzle-book-arg-force = Remplacer les fichiers existants au contenu différent
help-puzzle-book-arg-stored = Prendre d'abord les énigmes de ces fichiers ou dossiers d'énigmes, générer le reste (par défaut : scenarios/puzzles, les énigmes fournies, s'il y a un tel dossier). Peut être répété
help-puzzle-book-arg-no-stored = Générer toutes les semaines : ne prendre aucune énigme fournie (celles de scenarios/puzzles restent hors du livre)
help-puzzle-book-arg-avoid = Laisser de côté les énigmes déjà présentes dans ces fichiers ou dossiers d'énigmes, en plus de scenarios/puzzles (s'il y a un tel dossier). Peut être répété
help-puzzle-book-arg-paper = Le papier des feuilles : A4 ou US Letter (portrait)
help-puzzle-book-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-puzzle-book-arg-paper-value-letter = US Letter, 8,5 x 11 pouces
help-puzzle-generate-arg-allow-stored = Permet de refaire les énigmes de la collection fournie (scenarios/puzzles, intégrée) ; sans cette option, elles sont écartées
help-completions-about = Écrire un script de complétion pour le shell (bash, zsh, fish, elvish ou powershell)
help-completions-after =
    Exemples :
    {"  "}furunkulus completions bash > \
    {"      "}~/.local/share/bash-completion/completions/furunkulus
    {"  "}furunkulus completions zsh > ~/.zfunc/_furunkulus
    {"  "}furunkulus completions fish > ~/.config/fish/completions/furunkulus.fish
help-completions-arg-shell = Le shell
help-man-about = Écrire la page de manuel (roff) sur la sortie standard
help-man-after =
    Exemples :
    {"  "}furunkulus man > furunkulus.1 && man ./furunkulus.1
    {"  "}furunkulus man | gzip > /usr/local/share/man/man1/furunkulus.1.gz
help-game-about = Des parties entières : en commencer une, rejouer et vérifier une partie enregistrée, suivre une partie à une vraie table, ou jouer dans le terminal (parties enregistrées : docs/FORMAT.md, section 6)
help-game-after =
    Exemples :
    {"  "}furunkulus game new --players red,blue --seed 7 --out game.yaml
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --verbose
help-game-new-about = Écrire une nouvelle partie enregistrée (sans tour encore) : les joueurs, la mise en place, la graine
help-game-new-after =
    Exemples :
    {"  "}furunkulus game new --players red,blue,green --out game.yaml
    {"  "}furunkulus game new --players red,blue --setup advanced --seed 42 \
    {"      "}--variant three-prey --out game.yaml
help-game-new-arg-players = Les joueurs dans l'ordre de table, comme rouge,bleu,vert (2 à 7 ; des lettres seulement)
help-game-new-arg-setup = La mise en place de base (B2), ou la mise en place avancée, tirée au hasard et selon les règles à partir de la graine
help-game-new-arg-seed = La graine de la mise en place avancée et des tuiles que tire `game play` (par défaut : une tirée de l'horloge ; elle est écrite dans la partie)
help-game-new-arg-variant = La variante G7 : la tuile 5 devient « trois proies »
help-game-new-arg-variant-value-three-prey = G7 : la tuile 5 devient « trois proies »
help-game-new-arg-out = Où écrire la partie (sans cette option, ou avec `-` : la sortie standard)
help-game-new-arg-force = Remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-game-new-arg-options = Une option de règle, NAME=VALUE (voir `furunkulus rules`), écrite dans la partie
help-game-replay-about = Vérifier une partie enregistrée coup par coup et écrire l'état après son dernier coup
help-game-replay-after =
    Exemples :
    {"  "}furunkulus game replay tests/games/first-turn.yaml
    {"  "}furunkulus game replay tests/games/first-turn.yaml --upto 1 --format json
help-game-replay-arg-file = La partie enregistrée (YAML)
help-game-replay-arg-format = Format de sortie : text, json, le plateau en image (svg, png) ou à imprimer (pdf)
help-game-replay-arg-format-value-text = Du texte, avec le plateau
help-game-replay-arg-format-value-json = Le JSON de docs/FORMAT.md, section 6
help-game-replay-arg-format-value-svg = Le plateau en image (SVG)
help-game-replay-arg-format-value-png = Le plateau en image (PNG)
help-game-replay-arg-format-value-pdf = Des pages à imprimer (PDF), A4 ou Letter (--paper)
help-game-replay-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-game-replay-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-game-replay-arg-paper = Avec --format pdf : le papier, A4 ou US Letter (portrait)
help-game-replay-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-replay-arg-paper-value-letter = US Letter, 8,5 x 11 pouces
help-game-replay-arg-upto = L'état après ce tour (chaque tour est quand même vérifié)
help-game-replay-arg-verbose = Chaque tour : ses coups et le déroulé expliqué du monstre
help-game-state-about = Pour une partie à une vraie table : à qui c'est le tour, lesquels de ses pions peuvent encore bouger, les tuiles restantes et la probabilité de chacune pour la prochaine phase du monstre
help-game-state-after =
    Exemples :
    {"  "}furunkulus game state tests/games/first-turn.yaml
    {"  "}furunkulus game state tests/games/first-turn.yaml --format png --out board.png
help-game-state-arg-file = La partie enregistrée (YAML)
help-game-state-arg-format = Format de sortie : text, json, le plateau en image (svg, png) ou à imprimer (pdf)
help-game-state-arg-format-value-text = Du texte, avec le plateau
help-game-state-arg-format-value-json = Le JSON de docs/FORMAT.md, section 6
help-game-state-arg-format-value-svg = Le plateau en image (SVG)
help-game-state-arg-format-value-png = Le plateau en image (PNG)
help-game-state-arg-format-value-pdf = Des pages à imprimer (PDF), A4 ou Letter (--paper)
help-game-state-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé ; `-` : la sortie standard)
help-game-state-arg-force = Avec --out : remplacer FILE si c'est un fichier ordinaire au contenu différent (jamais un lien, un périphérique, un tube nommé ou un dossier)
help-game-state-arg-paper = Avec --format pdf : le papier, A4 ou US Letter (portrait)
help-game-state-arg-paper-value-a4 = ISO A4, 210 x 297 mm
help-game-state-arg-paper-value-letter = US Letter, 8,5 x 11 pouces
help-game-play-about = Jouer dans le terminal (chacun son tour au même clavier), en enregistrant chaque coup dans la partie ; reprend une partie. Les coups sont lus sur l'entrée standard quand ce n'est pas un terminal
help-game-play-after =
    Exemples :
    {"  "}furunkulus game play game.yaml
    {"  "}furunkulus game play game.yaml --ai blue=greedy
    {"  "}furunkulus game play game.yaml --tiles manual
help-game-play-arg-file = La partie enregistrée (YAML), de `game new` ; réécrite après chaque coup et chaque tuile
help-game-play-arg-tiles = Tirer les tuiles de la pile mélangée de la partie, ou taper la tuile tirée à une vraie table
help-game-play-arg-tiles-value-seeded = Tirées de la pile de la partie, mélangée à partir de la graine de la partie
help-game-play-arg-tiles-value-manual = Tapée : la tuile tirée à une vraie table
help-game-play-arg-seed = La graine de la pile quand la partie n'en a pas (elle y est alors écrite)
help-game-play-arg-ai = Les places que joue le programme, comme bleu=greedy,vert=expectimax (niveaux : random, greedy, brs, paranoid, expectimax, mcts ; `human` rend une place à une personne). Écrites dans les `seats` de la partie : une session reprise les garde
help-game-play-arg-ai-options = Un poids ou un budget de l'IA, NAME=VALUE : out, progress, removed, opponents, win, tempo, budget, width (voir le README, « AI players »)
help-game-hint-about = Le coup qu'une IA jouerait pour qui a la main, avec les chiffres qui le justifient
help-game-hint-after =
    Exemples :
    {"  "}furunkulus game hint tests/games/first-turn.yaml
    {"  "}furunkulus game hint tests/games/first-turn.yaml --ai greedy --format json
help-game-hint-arg-file = La partie enregistrée (YAML)
help-game-hint-arg-ai = Le niveau de l'IA : random, greedy, brs, paranoid, expectimax ou mcts (par défaut : le niveau que les `seats` de la partie donnent au joueur qui a la main, sinon le plus fort : mcts, quel que soit le nombre de joueurs)
help-game-hint-arg-budget = expectimax : le nombre maximal de marches du monstre qu'une décision peut coûter
help-game-hint-arg-ai-options = Un poids ou un budget de l'IA, NAME=VALUE : out, progress, removed, opponents, win, tempo, budget, width (voir le README, « AI players »)
help-game-hint-arg-format = Format de sortie
help-game-simulate-about = Jouer beaucoup de parties entières entre IA, en parallèle, et écrire qui gagne combien de fois
help-game-simulate-after =
    Exemples :
    {"  "}furunkulus game simulate --players 2 --ai greedy,random --games 1000
    {"  "}furunkulus game simulate --players 4 --ai expectimax,greedy,greedy,greedy \
    {"      "}--games 200 --seed 7 --format json
    {"  "}furunkulus game simulate --players 3 --ai greedy,greedy,greedy \
    {"      "}--variant three-prey --record games/
    {"  "}furunkulus game simulate --players 4 --ai greedy --games 500 \
    {"      "}--format png --out simulation.png
help-game-simulate-arg-players = Joueurs par partie (2 à 7)
help-game-simulate-arg-ai = L'IA de chaque place dans l'ordre de table, ou une pour toutes les places ; un niveau peut porter ses propres options d'IA, comme mcts[playouts=100]
help-game-simulate-arg-games = Parties à jouer
help-game-simulate-arg-seed = La graine de toute la simulation
help-game-simulate-arg-setup = La mise en place de base (B2), ou une mise en place avancée tirée au hasard pour chaque partie
help-game-simulate-arg-variant = La variante G7 : la tuile 5 devient « trois proies »
help-game-simulate-arg-variant-value-three-prey = G7 : la tuile 5 devient « trois proies »
help-game-simulate-arg-options = Une option de règle, NAME=VALUE (voir `furunkulus rules`)
help-game-simulate-arg-budget = expectimax : le nombre maximal de marches du monstre qu'une décision peut coûter
help-game-simulate-arg-ai-options = Un poids ou un budget de l'IA, NAME=VALUE : out, progress, removed, opponents, win, tempo, budget, width (voir le README, « AI players »)
help-game-simulate-arg-record = Écrire chaque partie dans ce dossier (game-0001.yaml, ...)
help-game-simulate-arg-force = Écraser les parties déjà dans DIR, et le FILE de --out s'il a un contenu différent
help-game-simulate-arg-format = Format de sortie : du texte, du JSON ou des graphiques (svg, png) des taux de victoire par place avec leurs intervalles à 95 % et des longueurs des parties
help-game-simulate-arg-format-value-text = Du texte
help-game-simulate-arg-format-value-json = Un document JSON
help-game-simulate-arg-format-value-svg = Une image (SVG)
help-game-simulate-arg-format-value-png = Une image (PNG)
help-game-simulate-arg-out = Écrire la sortie dans FILE au lieu de la sortie standard (sans risque : un fichier temporaire, puis renommé)
help-game-tournament-about = Évaluer les niveaux d'IA : chaque challenger contre places − 1 copies de chaque autre niveau, les mêmes donnes (ordres des tuiles) pour chaque paire, le challenger à chaque place tour à tour ; parts de victoires avec intervalles à 95 %, un test séquentiel (SPRT) et une cote par niveau
help-game-tournament-after =
    Exemples :
    {"  "}furunkulus game tournament --games 200
    {"  "}furunkulus game tournament --seats 2,3,4 --games 200
    {"  "}furunkulus game tournament --levels greedy,expectimax,mcts --challenger mcts \
    {"      "}--seats 2,4 --games 2000 --stop-early --ai-option playouts=25
    {"  "}furunkulus game tournament --levels random,greedy --seats 2,3 --format json
    {"  "}furunkulus game tournament --levels 'mcts,mcts[rollout=0,playouts=300]' \
    {"      "}--seats 2 --games 400 --plot ladder.svg
help-game-tournament-arg-levels = Les niveaux du tournoi toutes rondes ; les cotes sont ancrées au premier (0). Un niveau peut porter ses propres options d'IA, pour que deux variantes se rencontrent : mcts,mcts[rollout=0,playouts=300]. `mcts` réfléchit le plus longtemps (jusqu'à environ 0,1 s par coup avec ses 200 itérations par défaut, avec déroulements ; moins : `--ai-option playouts=50`)
help-game-tournament-arg-challenger = Seuls ces niveaux défient les autres (par défaut : chaque niveau de --levels), écrits comme là
help-game-tournament-arg-seats = Les nombres de places à jouer (2 à 7)
help-game-tournament-arg-games = Le nombre maximal de parties d'une paire, arrondi à des donnes entières (une partie avec le challenger à chaque place)
help-game-tournament-arg-seed = La graine de tout le tournoi
help-game-tournament-arg-setup = La mise en place de base (B2), ou une mise en place avancée tirée au hasard pour chaque donne
help-game-tournament-arg-variant = La variante G7 : la tuile 5 devient « trois proies »
help-game-tournament-arg-variant-value-three-prey = G7 : la tuile 5 devient « trois proies »
help-game-tournament-arg-options = Une option de règle, NAME=VALUE (voir `furunkulus rules`)
help-game-tournament-arg-budget = expectimax : le nombre maximal de marches du monstre qu'une décision peut coûter (moins que les 20000 de `game hint`, pour qu'un tournoi de quelques centaines de parties par paire aille vite)
help-game-tournament-arg-ai-options = Un poids ou un budget de l'IA pour chaque niveau, NAME=VALUE (voir le README, « AI players »)
help-game-tournament-arg-elo0 = H0 du SPRT : le challenger a tant d'Elo de plus que chaque copie de référence
help-game-tournament-arg-elo1 = H1 du SPRT
help-game-tournament-arg-alpha = La probabilité que le SPRT accepte H1 quand H0 est vraie (et H0 quand H1 est vraie)
help-game-tournament-arg-stop-early = Arrêter une paire dès que son SPRT a tranché (après une donne entière)
help-game-tournament-arg-format = Format de sortie : text ou json
help-game-tournament-arg-plot = Dessiner aussi la part de victoires de chaque paire avec son intervalle à 95 %, par nombre de places, dans ce fichier SVG (écrit sûrement : un fichier temporaire, puis renommé)
help-game-tournament-arg-force = Écraser le fichier de --plot s'il a un autre contenu
help-game-ladder-about = Additionner des tournois : les paires de fichiers de `game tournament --format json` jouées avec d'autres graines (morceaux d'une même échelle), les parties de chaque paire additionnées et son test relu sur les sommes, et un classement par niveau sur toutes leurs parties ; un tableau, du JSON et le graphique
help-game-ladder-after =
    Exemples :
    {"  "}furunkulus game ladder chunk-*.json
    {"  "}furunkulus game ladder chunk-*.json --format json --plot ladder.svg
    {"  "}for seed in 1 2 3 4; do
    {"    "}furunkulus game tournament --levels greedy,mcts --challenger mcts \
    {"        "}--seats 4 --games 100 --seed $seed --format json > chunk-$seed.json
    {"  "}done
help-game-ladder-arg-files = Les fichiers de tournoi (`game tournament --format json`), une graine chacun
help-game-ladder-arg-format = Format de sortie : text ou json
help-game-ladder-arg-plot = Dessiner aussi la part de victoires de chaque paire additionnée avec son intervalle à 95 %, par nombre de places, dans ce fichier SVG (écrit sûrement : un fichier temporaire, puis renommé)
help-game-ladder-arg-force = Écraser le fichier de --plot s'il a un autre contenu
