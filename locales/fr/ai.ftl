### Le conseil de l'IA en mots (ticket 29.5) : chaque nombre vient de l'évaluation de l'IA.

ai-explain-own = Après ce coup, vous avez { $out } des { $need } { -pawn }s sortis qu'il faut pour gagner ; à la prochaine phase du monstre, le monstre devrait vous dévorer { $losses } { -pawn }s en moyenne.
ai-explain-alternative = Le meilleur autre coup, { $pawn } en { $to }, laisserait { $pawn } dévoré avec { $chance } % de chances, et vous perdriez en moyenne { $losses } { -pawn }s ; { $compare ->
        [lower] l'IA le note { $diff } points plus bas.
        [higher] compté une phase du monstre plus loin, il vaut { $diff } points de plus, mais en regardant plus loin l'IA préfère le coup qu'elle a choisi.
       *[same] l'IA le note pareil et a choisi le premier des deux.
    }
ai-explain-only = Il n'y a pas d'autre coup.
ai-explain-value = Comment l'IA compte, après la prochaine phase du monstre : { $out } points par { -pawn } sorti, jusqu'à { $progress } pour un { -pawn } près de la sortie (moins s'il est plus loin), −{ $removed } par { -pawn } dévoré, moins { $opponents } × la note du meilleur adversaire. Ce coup : { $value } points.
ai-explain-search = En regardant plus loin (le reste de cette phase, chaque tuile que le monstre peut amener, puis votre coup suivant), l'IA { $level } le note { $value } points.

## Un niveau d'IA tel que tapé (`--ai`, les `seats:` d'une partie)
ai-level-unknown = niveau d'IA inconnu `{ $level }` : les niveaux sont random, greedy, brs, paranoid, expectimax et mcts
ai-level-form = `{ $level }` : écrivez un niveau, ou un niveau suivi de ses propres options d'IA entre crochets, comme mcts[rollout=16,playouts=200]

## Erreurs d'usage des options de l'IA, des places et des simulations
ai-option-form = `{ $pair }` : écrivez NOM=VALEUR, comme out=12
ai-option-number = { $name }={ $value } : donnez un nombre, 0 ou plus
ai-option-count = { $name }={ $value } : donnez un nombre entier de { $least } à 100000000
ai-option-unknown = option d'IA inconnue `{ $name }` : les options sont { $names }
ai-levels-count = --ai donne { $n } niveaux pour { $players } joueurs : donnez-en un, ou un par place
ai-players-count = --players { $players } : une partie se joue de { $min } à { $max } joueurs
ai-games-none = --games doit valoir au moins 1
ai-records-refused = { $n } des { $of } parties enregistrées ne peuvent pas être écrites ; aucune ne l'a été :
ai-records-more = et { $n } de plus
