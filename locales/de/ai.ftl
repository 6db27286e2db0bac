### Der Tipp der KI in Worten (Issue 29.5): jede Zahl stammt aus der Bewertung der KI.

ai-explain-own = Nach diesem Zug hast du { $out } der { $need } { -pawn }en draußen, die zum Sieg nötig sind; in der kommenden Monsterphase frisst das Monster voraussichtlich { $losses } deiner { -pawn }en.
ai-explain-alternative = Beim besten anderen Zug, { $pawn } nach { $to }, würde { $pawn } mit { $chance } % Wahrscheinlichkeit gefressen, und du würdest voraussichtlich { $losses } { -pawn }en verlieren; { $compare ->
        [lower] die KI bewertet ihn um { $diff } Punkte schlechter.
        [higher] eine Monsterphase weit gezählt, bringt er { $diff } Punkte mehr, doch weiter vorausgeschaut zieht die KI ihren Zug vor.
       *[same] die KI bewertet ihn gleich und hat den ersten der beiden gewählt.
    }
ai-explain-only = Es gibt keinen anderen Zug.
ai-explain-value = So zählt die KI nach der kommenden Monsterphase: { $out } Punkte je { -pawn } draußen, bis zu { $progress } für eine { -pawn } am Ausgang (weniger, je weiter weg), −{ $removed } je gefressene { -pawn }, abzüglich { $opponents } × der Wertung des besten Gegners. Dieser Zug: { $value } Punkte.
ai-explain-search = Weiter vorausgeschaut (der Rest dieser Phase, jede Karte, die das Monster bringen kann, dann dein nächster Zug), bewertet die KI { $level } ihn mit { $value } Punkten.

## Eine KI-Stufe, wie eingegeben (`--ai`, `seats:` einer Aufzeichnung)
ai-level-unknown = unbekannte KI-Stufe `{ $level }`: die Stufen heißen random, greedy, brs, paranoid, expectimax und mcts
ai-level-form = `{ $level }`: schreib eine Stufe, oder eine Stufe mit ihren eigenen KI-Optionen in eckigen Klammern, etwa mcts[rollout=16,playouts=200]

## Aufruffehler der KI-Optionen, der Plätze und der Simulationen
ai-option-form = `{ $pair }`: schreib NAME=WERT, etwa out=12
ai-option-number = { $name }={ $value }: gib eine Zahl an, 0 oder mehr
ai-option-count = { $name }={ $value }: gib eine ganze Zahl von { $least } bis 100000000 an
ai-option-unknown = unbekannte KI-Option `{ $name }`: die Optionen sind { $names }
ai-levels-count = --ai nennt { $n } Stufen für { $players } Spieler: gib eine an, oder eine je Platz
ai-players-count = --players { $players }: eine Partie hat { $min } bis { $max } Spieler
ai-games-none = --games muss mindestens 1 sein
ai-records-refused = { $n } der { $of } Partieprotokolle können nicht geschrieben werden; keines wurde geschrieben:
ai-records-more = und { $n } weitere
