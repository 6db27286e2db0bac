### Les règles que le programme applique, dans nos propres mots (docs/RULES.md) : un titre et
### un paragraphe par numéro de règle, pour `furunkulus rules`. Les retours à la ligne ne
### servent qu'à la lecture. Puis les options.

rule-b1-title = Lettres des murs
rule-b1 =
    Chaque segment de mur porte une lettre, et chaque lettre figure deux fois, sur deux segments
    symétriques (le plateau est symétrique par rapport à son centre : la colonne c, rangée r
    correspond à la colonne 17-c, rangée 12-r). Bord nord : A..L au-dessus de a1..l1. Escalier
    nord-est : M à l'est de l1, N au nord de m2, O à l'est de m2, P au nord de n3, Q à l'est de
    n3, R au nord de o4, S à l'est de o4, T au nord de p5. Bord est : U..Z à l'est de p5..p10,
    et une porte (sans lettre) à l'est de p11. Bord sud, lettres d'est en ouest : A au sud de
    p11, B au sud de o11, ... L au sud de e11. Escalier sud-ouest : M à l'ouest de e11, N au sud
    de d10, O à l'ouest de d10, P au sud de c9, Q à l'ouest de c9, R au sud de b8, S à l'ouest
    de b8, T au sud de a7. Bord ouest : U à l'ouest de a7, V à l'ouest de a6, W à l'ouest de a5,
    X à l'ouest de a4, Y à l'ouest de a3, Z à l'ouest de a2, et une porte (sans lettre) à
    l'ouest de a1. Les deux portes vont ensemble comme une lettre : sortir de a1 vers l'ouest
    mène en p11, sortir de p11 vers l'est mène en a1.

rule-b2-title = Mise en place de base
rule-b2 =
    Le jeu de base utilise 11 blocs de pierre, en c3, m4, h5, i6, n6, g7, e8, m8, o9, f10 et
    i10, et deux flaques d'hémoglobine : une flaque 2×2 en i3, j3, i4, j4 et une flaque 4×1 en
    e9, f9, g9, h9. Le monstre part de la sortie a1, tourné vers l'est (vers la lettre M au bout
    est de la rangée 1). Les pions attendent hors du plateau, à côté de l'entrée p11.

rule-m1-title = Les pas
rule-m1 =
    La tuile tombale donne un nombre N de pas (ou un nombre de proies, M11). Chaque pas est un
    regard suivi d'un déplacement d'une case. Après le dernier pas, le monstre regarde une
    dernière fois et s'oriente en conséquence (le dernier regard) ; il ne se déplace plus
    ensuite.

rule-m2-title = La vue
rule-m2 =
    Le monstre regarde droit devant lui, sur sa gauche et sur sa droite, jamais derrière lui et
    jamais en diagonale. Le long de ces trois lignes, il voit par-dessus les cases vides, les
    flaques, les téléporteurs et les blocs de cristal ; les blocs de pierre et les pierres de
    pivot lui bouchent la vue. Sa vue ne traverse jamais un mur (les murs des escaliers compris)
    et ne fait jamais le tour du plateau.

rule-m3-title = La distance
rule-m3 =
    La distance d'un pion vu est le nombre de cases le long de la ligne, un pion voisin étant à
    1 case. Les cases de flaque comptent comme toutes les autres (FAQ : un pion à 2 cases de
    l'autre côté d'une flaque est aussi loin qu'un pion à 2 cases sur le sol).

rule-m4-title = Le choix
rule-m4 =
    Si le monstre ne voit aucun pion, il garde sa direction. S'il voit des pions, il se tourne
    vers le plus proche. Si deux pions vus ou plus sont à égale distance, il garde sa direction,
    même si l'égalité est entre sa gauche et sa droite et qu'il ne voit rien devant lui.

rule-m5-title = Dévorer
rule-m5 =
    Quand le monstre arrive sur la case d'un pion, il le dévore, et il poursuit son déplacement.

rule-m6-title = Pousser
rule-m6 =
    Le monstre pousse tout ce qui se trouve devant lui : toute une rangée de blocs de pierre, de
    blocs de cristal, de pierres de pivot et de pions avance d'une case avec lui, quelle que
    soit sa longueur. Un pion sur la case même où entre le monstre est dévoré, pas poussé ; un
    pion plus loin dans une rangée qui commence par un bloc est poussé. Un pion poussé hors du
    plateau est écrasé, un pion poussé sur un téléporteur est détruit : dans les deux cas, il
    compte comme dévoré. Un bloc poussé hors du plateau ou sur un téléporteur est retiré du jeu.
    Les pièces poussées ne traversent jamais les murs (seul le monstre le fait) : un pion poussé
    vers l'ouest depuis a1 est écrasé, il ne s'est pas échappé. Un bloc poussé sur une case
    d'angle (a1 ou p11) est retiré (option monster-corner-stones, par défaut remove).

rule-m7-title = Les flaques
rule-m7 =
    Quand le monstre entre sur une flaque, il glisse dans la même direction jusqu'à la première
    case au-delà de la flaque, le tout dans le même pas et sans regarder ; il ne s'arrête jamais
    sur une flaque. Plus précisément : tant qu'il se trouve sur une case de flaque, il avance
    encore d'une case, dévorant et poussant comme en M5 et M6 (un pion sur la case d'arrivée est
    donc dévoré et un bloc qui s'y trouve poussé), jusqu'à se trouver sur une case qui n'est pas
    une flaque. Ce que le monstre pousse sur une flaque glisse aussi, selon les règles des blocs
    poussés (P8).

rule-m8-title = Les murs
rule-m8 =
    Le monstre traverse les murs : s'il sort du plateau par un segment de mur portant une
    lettre, il rentre sur la case derrière l'autre segment de la même lettre (la case
    symétrique), en gardant sa direction. Sortir et rentrer compte pour un seul pas. La case où
    il rentre est abordée comme toute autre case (dévorer, pousser, glisser, se téléporter).

rule-m9-title = Les pierres de pivot
rule-m9 =
    Si le monstre allait entrer sur une pierre de pivot et ne voit aucun pion (M2), il ne la
    pousse pas : il pivote de 90° à droite (pierre de pivot à droite) ou fait demi-tour (pierre
    de pivot demi-tour) et fait ce pas dans la nouvelle direction ; pivoter ne coûte rien. S'il
    voit un pion, la pierre de pivot n'agit pas (voir aussi l'option pivot-when-tied). Une
    pierre de pivot n'agit que sur la première case d'un pas, pas sur une case atteinte en
    glissant, où elle est poussée comme un bloc de pierre.

rule-m10-title = Les téléporteurs
rule-m10 =
    Quand le monstre entre sur un téléporteur, il passe, dans le même pas, sur l'autre
    téléporteur de la même couleur, où il se tourne dans le sens de sa flèche. Il ne regarde pas
    en chemin. Son regard suivant part de là (ou son dernier regard, si c'était le dernier pas).

rule-m11-title = Les tuiles proies
rule-m11 =
    Avec une tuile « une proie » ou « deux proies » (ou « trois proies » dans la variante G7),
    le monstre avance jusqu'à avoir retiré autant de pions (dévorés, écrasés ou détruits), mais
    jamais plus de 20 pas. Puis vient son dernier regard.

rule-p1-title = Le déplacement d'un pion
rule-p1 =
    Un pion avance au plus du nombre de cases que montre sa face visible, verticalement ou
    horizontalement, une case par point ; il peut tourner, faire des allers-retours, s'arrêter
    avant ou faire du sur-place (0 case). Ensuite, il est retourné sur son autre face.

rule-p2-title = Entrer
rule-p2 =
    Le premier point d'un pion qui attend le pose sur la case d'entrée p11.

rule-p3-title = Sortir
rule-p3 =
    Depuis la case de sortie a1, un point de plus fait sortir le pion de la forteresse.

rule-p4-title = Traverser et s'arrêter
rule-p4 =
    Un pion peut traverser des cases occupées par d'autres pions (ces cases comptent comme des
    points) mais doit finir son déplacement seul sur sa case. Il ne peut jamais entrer sur la
    case du monstre, ni sur un téléporteur.

rule-p5-title = Pousser
rule-p5 =
    Un pion qui entre sur une case occupée par un bloc le pousse d'une case, seulement si la
    case derrière est sur le plateau et libre (ni pion, ni bloc, ni monstre). Il ne pousse qu'un
    seul bloc : un bloc suivi d'un autre bloc ou d'un pion ne peut pas être poussé. Un pion ne
    pousse jamais un autre pion. Un bloc poussé en a1 ou en p11 est retiré du jeu. Un bloc
    poussé sur un téléporteur est détruit (option pawn-push-onto-teleporter, par défaut
    destroy).

rule-p6-title = Les flaques
rule-p6 =
    Entrer sur une flaque coûte un point au pion ; il glisse ensuite dans la même direction
    jusqu'à la première case au-delà de la flaque. Un bloc qui s'y trouve est poussé (P5) et le
    pion s'y arrête. Si la glissade ne peut aller à son terme (la flaque longe un mur, le bloc
    d'arrivée ne peut pas être poussé, un bloc sur la flaque barre le chemin, ou la case
    d'arrivée porte le monstre ou un téléporteur), le pion s'arrête sur la dernière case de
    flaque qu'il peut atteindre. Depuis une case de flaque, un point de plus l'en fait partir
    dans n'importe quelle direction, en glissant tout droit jusqu'au-delà de la flaque.

rule-p7-title = S'arrêter après une glissade
rule-p7 =
    Un pion ne peut pas non plus finir son déplacement sur une case occupée après une glissade :
    entrer sur une flaque avec son dernier point est interdit si la glissade se termine sur un
    autre pion. Il peut glisser sur un pion s'il lui reste des points pour repartir. Un pion
    arrêté sur une flaque par un bloc, sans point restant, peut y finir son déplacement (FAQ).

rule-p8-title = Les blocs poussés sur les flaques
rule-p8 =
    Un bloc poussé sur une flaque la traverse en glissant tout droit. Il s'arrête sur la
    première case au-delà de la flaque si elle est libre, sinon sur la dernière case de flaque.

rule-g1-title = Le tour de jeu
rule-g1 =
    Un tour de jeu est une phase des pions suivie d'une phase du monstre. Dans la phase des
    pions, en commençant par le premier joueur puis vers la gauche, chaque joueur à son tour
    déplace un pion (ou en fait entrer un, ou retourne simplement un pion qui attend), jusqu'à
    ce que chaque pion ait été joué une fois. Un joueur qui n'a plus de pion à jouer passe
    jusqu'à la fin de la phase (FAQ : on ne choisit pas quand passer).

rule-g2-title = Le premier tour
rule-g2 =
    Au premier tour, chaque joueur ne fait entrer que deux pions sur le plateau ; ses autres
    pions sont simplement retournés.

rule-g3-title = La phase du monstre
rule-g3 =
    Dans la phase du monstre, on retourne la tuile tombale du dessus de la pile et le monstre se
    déplace selon elle (les règles M). Puis le marqueur de premier joueur passe à gauche.

rule-g4-title = La première tuile
rule-g4 =
    La première tuile tirée de la partie ne peut pas être une tuile proie : on tire jusqu'à
    obtenir un nombre, puis on mélange les autres en une nouvelle pile.

rule-g5-title = Les manches
rule-g5 =
    Dans la manche 1, les pions dévorés retournent à côté de l'entrée en gardant leur face
    visible, et peuvent entrer à nouveau. La manche 1 s'achève dès que l'avant-dernière tuile a
    été jouée (la dernière ne l'est pas) ; on mélange alors les 8 tuiles pour la manche 2. Dans
    la manche 2, les pions dévorés sont définitivement éliminés. Quand la manche 2 a joué toutes
    ses tuiles sauf une, tout pion encore dans la forteresse est dévoré.

rule-g6-title = La victoire
rule-g6 =
    Le premier joueur qui a fait sortir tous ses pions sauf un gagne (3 sur 4, ou 2 sur 3). Si
    la manche 2 s'achève, ou s'il ne reste plus aucun pion, le joueur qui a le premier fait
    sortir le plus grand nombre de pions gagne.

rule-g7-title = La variante
rule-g7 =
    À 6 ou 7 joueurs, la tuile de 5 pas devient une tuile « trois proies ».

rule-g8-title = Les pions qui attendent
rule-g8 =
    Un pion qui attend à côté de l'entrée peut y rester quand il est joué ; il est simplement
    retourné (FAQ).

rule-g9-title = La mise en place avancée
rule-g9 =
    Dans le jeu avancé, les joueurs placent les éléments de décor à tour de rôle. Aucun élément
    ne peut se trouver sur une case d'angle (a1, p11) ni sur les trois cases voisines,
    verticalement, horizontalement et en diagonale (le texte français nomme la diagonale,
    l'anglais la case d'angle elle-même ; nous interdisons les deux ; option keep-clear). Les
    éléments occupent des cases entières et ne se chevauchent jamais. Deux téléporteurs ne
    peuvent pas être voisins verticalement ou horizontalement (en diagonale, c'est permis, comme
    sur l'illustration de la règle elle-même).

rule-s1-title = La vue
rule-s1 =
    Sur chacune de ses trois lignes, le monstre ne voit que le pion le plus proche ; les pions
    derrière lui sur cette ligne sont cachés. Un pion sur une case de flaque est vu comme tout
    autre pion. Seuls ces pions les plus proches (trois au plus) sont comparés en M4, et toute
    égalité de la plus petite distance lui fait garder sa direction.

rule-s2-title = Le test de la pierre de pivot
rule-s2 =
    « Ne voit aucun pion » en M9 se rapporte au regard du début du pas ; il n'y a pas de nouveau
    regard après avoir pivoté. Après la traversée d'un mur, la première case du pas est celle où
    le monstre rentre.

rule-s3-title = La rangée poussée
rule-s3 =
    La rangée que pousse le monstre est la ligne continue de blocs et de pions qui commence sur
    la case où entre le monstre et se prolonge dans sa direction, sur le plateau seulement (elle
    ne traverse jamais les murs). Le bout le plus éloigné bouge en premier, chaque pièce d'une
    case ; une pièce qui arrive sur une flaque glisse (S5) avant que la suivante ne bouge. Si la
    case après la rangée est celle du monstre lui-même (possible seulement juste après la
    traversée d'un mur), elle compte comme libre.

rule-s4-title = Les glissades du monstre
rule-s4 =
    Le monstre glisse tant qu'il se trouve sur une case de flaque (deux flaques qui se touchent
    font une seule glissade). S'il glisse contre le mur, il le traverse (M8), et la glissade
    continue depuis la case symétrique si c'est aussi une flaque. S'il glisse sur un
    téléporteur, il se téléporte et la glissade s'arrête. Un pion qui se trouve sur une case de
    flaque sur son chemin est dévoré.

rule-s5-title = Les glissades des pièces poussées
rule-s5 =
    Une pièce poussée sur une flaque (par le monstre ou par un pion) glisse tant qu'elle se
    trouve sur une case de flaque, puis s'arrête sur la première case au-delà si elle est libre.
    Elle s'arrête sur la dernière case de flaque qu'elle peut atteindre si la case suivante est
    le mur, une pièce ou un pion (sur la flaque ou au-delà), ou le monstre. Si elle arrive sur
    un téléporteur, elle est retirée (un pion est détruit) ; pour un bloc poussé par un pion,
    seulement avec pawn-push-onto-teleporter=destroy, tandis qu'avec forbid le téléporteur
    compte comme le mur. Un bloc qui arrive en a1 ou en p11 est retiré (quand c'est le monstre
    qui pousse, avec monster-corner-stones=remove).

rule-s6-title = Le compte des proies
rule-s6 =
    Avec une tuile proie, on compte après chaque pas entier (une glissade n'est jamais
    interrompue) ; tous les pions retirés pendant ce pas comptent, même au-delà du nombre
    demandé. La limite de 20 compte des pas. S'il n'y a aucun pion à attraper, le monstre fait
    20 pas puis jette son dernier regard.

rule-s7-title = Sur les éléments plats
rule-s7 =
    Le monstre peut se trouver sur une flaque ou un téléporteur au début d'un déplacement (après
    une téléportation, il se trouve toujours sur un téléporteur) ; s'y trouver ne fait rien.

rule-s8-title = Les pions poussés sur les angles
rule-s8 =
    Un pion que le monstre pousse en a1 ou en p11 reste simplement là ; seuls les blocs sont
    retirés sur les cases d'angle.

rule-s9-title = Entrer
rule-s9 =
    Entrer est un déplacement vers l'ouest sur p11 depuis l'autre côté de sa porte : le monstre
    en p11 l'empêche ; un bloc qui s'y trouve est poussé vers l'ouest (P5) ; une flaque qui s'y
    trouve fait glisser le pion vers l'ouest. Un pion qui attend et n'entre pas continue
    d'attendre.

rule-s10-title = Sortir
rule-s10 =
    Depuis a1, un point fait sortir le pion, ce qui termine son déplacement. Un pion peut aussi
    passer par a1 et continuer.

rule-s11-title = Les pions qui glissent
rule-s11 =
    Les pions qui glissent passent par-dessus les pions qui se trouvent sur des cases de flaque,
    et ne peuvent s'arrêter sur un pion au-delà de la flaque que s'il leur reste des points pour
    repartir (P7). Un pion peut finir son déplacement sur une case de flaque chaque fois que sa
    glissade y a été arrêtée (P6), pourvu qu'aucun autre pion ne s'y trouve.

rule-s12-title = Les blocs sur la flaque
rule-s12 =
    Un bloc sur la case de flaque où entre un pion est poussé (P5). Un bloc sur une case de
    flaque plus loin sur la glissade l'arrête. Un bloc peut donc être poussé deux fois pour un
    seul point : poussé sur la flaque, il glisse au-delà ; la glissade du pion le rattrape alors
    sur la case d'arrivée et le pousse de nouveau (P6).

rule-s13-title = La case libre derrière
rule-s13 =
    Pour la poussée d'un pion (P5), une case de flaque derrière la pièce poussée est libre (la
    pièce glisse alors, S5) ; un téléporteur est libre avec pawn-push-onto-teleporter=destroy et
    compte comme le mur avec forbid ; a1 et p11 sont libres si rien ne s'y trouve.

rule-s14-title = Les fichiers de scénario
rule-s14 =
    Dans un fichier de scénario, un téléporteur sur une case de flaque est une erreur (les
    éléments plats ne se chevauchent jamais). Les blocs et les pions sur des cases de flaque
    sont permis (la position de la FAQ). Les pièces sur les cases d'angle sont permises dans un
    scénario ; seule la mise en place avancée (G9) les interdit. Avec setup: basic, une pièce
    listée sur la case d'un des blocs de la mise en place de base est l'erreur « deux pièces sur
    une case ».

rule-s15-title = Les places et les pions
rule-s15 =
    Les joueurs sont listés dans l'ordre où ils sont assis ; « à gauche » désigne le suivant de
    la liste, le dernier étant suivi du premier. De 2 à 4 joueurs, chacun a quatre pions, de
    faces blanches 1, 3, 4 et 5 ; de 5 à 7 joueurs, trois, de faces blanches 1, 4 et 5. Un pion
    est nommé d'après son joueur et sa face blanche : red1, red3, red4, red5. Tous commencent à
    côté de l'entrée, face blanche visible.

rule-s16-title = La phase des pions
rule-s16 =
    Le premier joueur joue d'abord, puis chaque joueur dans l'ordre des places joue un de ses
    pions pas encore joué ce tour-ci, jusqu'à ce que chaque pion en jeu (sur le plateau ou à
    côté de l'entrée) ait été joué une fois ; un joueur sans un tel pion est sauté (FAQ : on ne
    choisit pas quand passer). Jouer, c'est faire un déplacement permis de 0 point ou plus (P1 à
    P8), entrer (P2, S9) ou rester à côté de l'entrée (G8) ; puis le pion est retourné (sa face
    devient 7 moins sa face). Un pion qui sort quitte définitivement la partie et compte pour
    son joueur.

rule-s17-title = Le premier tour
rule-s17 =
    Au premier tour de la partie, chaque joueur fait entrer au plus deux pions sur le plateau ;
    les autres restent à côté de l'entrée et sont retournés (option first-turn-entries).

rule-s18-title = La phase du monstre
rule-s18 =
    On retourne la tuile du dessus de la pile et le monstre se déplace depuis l'endroit où il se
    trouve. Les pions retirés (dévorés, écrasés, détruits) retournent, dans la manche 1, à côté
    de l'entrée en montrant la face qu'ils avaient ; dans la manche 2, ils quittent la partie.
    Puis le premier joueur passe à gauche.

rule-s19-title = La pile et les manches
rule-s19 =
    La pile, ce sont les 8 tuiles tombales (G7 change le 5 en « trois proies »). Le premier
    tirage de la partie est répété jusqu'à obtenir une tuile de pas ; les tuiles proies tirées
    avant sont remises et la pile est mélangée (G4 ; option no-prey-first). Une manche joue 7
    tuiles ; la 8e n'est jamais jouée. Puis on mélange les 8 pour la manche 2. Après le septième
    déplacement du monstre de la manche 2, tout pion encore sur le plateau est dévoré, et les
    pions à côté de l'entrée ne sortiront plus : la partie est finie.

rule-s20-title = La victoire
rule-s20 =
    Un joueur gagne dès qu'il a fait sortir tous ses pions sauf un (3 sur 4, 2 sur 3) ; la
    partie s'arrête là, même au milieu d'une phase des pions. Sinon, la partie s'achève à la fin
    de la manche 2, ou pendant la manche 2 dès qu'il ne reste plus aucun pion en jeu ; le joueur
    qui a fait sortir le plus de pions gagne alors, et entre ex aequo, celui qui a atteint ce
    nombre le premier. Si aucun pion n'est sorti, personne ne gagne.

rule-s21-title = La mise en place avancée
rule-s21 =
    Les 17 éléments de décor (3 blocs de pierre, 2 blocs de cristal, 4 pierres de pivot à
    droite, 2 pierres de pivot demi-tour, la flaque 2×2 et la flaque 4×1 dans un sens ou dans
    l'autre, 4 téléporteurs en 2 paires, chacun avec sa flèche) sont placés un par un, les
    joueurs se relayant à partir du premier joueur ; le joueur qui suit le dernier à avoir placé
    un élément devient le premier joueur du premier tour. Contraintes : option keep-clear, cases
    entières, pas de chevauchement (une pièce sur une flaque est ici un chevauchement), jamais
    deux téléporteurs voisins verticalement ou horizontalement.

## `furunkulus rules` : comment une règle et une option sont montrées.
rules-rule = { $id } { $title }. { $text }
rules-options-heading = Options de règle (docs/RULES.md, sections 9 et 10), la valeur par défaut d'abord :
rules-option = option { $name } ({ $rule }, { $scope }) : { $question }
rules-option-value = { $default ->
        [true] { $name }={ $value } (par défaut) : { $meaning }
       *[false] { $name }={ $value } : { $meaning }
    }
rules-unknown = aucune règle ni option `{ $id }` : les numéros de règle sont { $ids } ; les options : { $options }

## Où une option s'applique.
scope-monster = monstre
scope-pawn = pions
scope-setup = mise en place
scope-game = partie

## Les points ouverts (docs/RULES.md, sections 9 et 10) : la question de chaque option et ses valeurs.
option-monster-corner-stones = Un bloc que le { -monster } pousse en a1 ou en p11 est-il retiré, comme celui qu'un { -pawn } pousse ?
option-monster-corner-stones-remove = le bloc est retiré du jeu (comme P5 le dit pour les pions)
option-monster-corner-stones-keep = le bloc reste sur la case d'angle
option-pivot-when-tied = Le { -monster } voit des pions, mais à égale distance : il garde donc sa direction, droit sur une { -pivot }.
option-pivot-when-tied-push = il a vu un { -pawn }, donc la { -pivot } n'agit pas : elle est poussée comme un bloc
option-pivot-when-tied-turn = une égalité compte comme s'il n'avait vu aucun { -pawn } : la { -pivot } le fait tourner
option-pivot-chain = Après avoir pivoté, la case suivante dans la nouvelle direction porte une autre { -pivot }.
option-pivot-chain-turn-again = il pivote encore ; après le 4e virage, une { -pivot } encore devant lui est poussée
option-pivot-chain-push = une seule { -pivot } agit par pas : la seconde est poussée
option-pawn-push-onto-teleporter = Un { -pawn } peut-il pousser un bloc sur un { -teleporter } ?
option-pawn-push-onto-teleporter-destroy = oui, et le bloc est détruit (texte français)
option-pawn-push-onto-teleporter-forbid = non, un { -teleporter } compte comme le bord du plateau (texte anglais)
option-keep-clear = Quelles cases autour des angles restent vides dans la mise en place avancée (G9).
option-keep-clear-corner-and-8-neighbours = la case d'angle et toutes les cases autour (les deux textes ensemble)
option-keep-clear-french = les trois cases voisines de chaque angle, diagonale comprise
option-keep-clear-english = les cases d'angle elles-mêmes
option-first-turn-entries = Au premier tour, chaque joueur doit-il faire entrer deux pions, ou au plus deux ?
option-first-turn-entries-at-most-two = chaque joueur fait entrer au plus deux pions sur le plateau
option-first-turn-entries-exactly-two = chaque joueur doit faire entrer deux pions sur le plateau quand il le peut
option-no-prey-first = « Pas de tuile proie en premier » vaut-il pour la première tuile de la partie seulement, ou pour celle de chaque manche ?
option-no-prey-first-game = seule la première tuile de la partie ne peut pas être une tuile proie
option-no-prey-first-each-round = la première tuile de chaque manche ne peut pas être une tuile proie

## Les tuiles dans les phrases : $tile (son mot), $n (son nombre), $tiles (une liste).
tile-with-article = { $tile-key ->
        [prey] la tuile { $tile }
       *[steps] un { $tile }
    }
tiles-each = { $n ->
        [one] la tuile { $tiles }
       *[other] chacune des tuiles { $tiles }
    }
deck-whole = toute la pile ({ $tiles })
deck-tiles = { $n ->
        [0] aucune tuile
        [one] la tuile { $tiles }
       *[other] les tuiles { $tiles }
    }
