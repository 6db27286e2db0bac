### Les erreurs au chargement d'un fichier (scénario, partie enregistrée, énigme) : chacune
### nomme d'abord le fichier et la ligne ; le message dit ce qui ne va pas.

## La couleur d'un joueur (`color:` sur un pion)
load-color-unknown = pion, `color` : `{ $word }` n'est pas une couleur (l'une de { $colours }, ou leur nom allemand ou français)
load-color-no-player = pion, `color` : une couleur est celle d'un joueur ; donnez aussi un `player` au pion
load-color-twice = pion, `color` : le joueur { $player } est déjà { $first }, pas { $second }
