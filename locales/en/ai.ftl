### The AI's hint in words (issue 29.5): every number comes from the AI's evaluation.

ai-explain-own = After this play you have { $out } of the { $need } { -pawn }s out that win; in the coming monster phase the monster is expected to take { $losses } of your { -pawn }s.
ai-explain-alternative = The best other play, { $pawn } to { $to }, would leave { $pawn } { $chance }% likely to be eaten, with { $losses } of your { -pawn }s expected to be taken; { $compare ->
        [lower] the AI scores it { $diff } points lower.
        [higher] counted one monster phase ahead it scores { $diff } points higher, but looking further the AI prefers the play it chose.
       *[same] the AI scores it the same, and chose the first of the two.
    }
ai-explain-only = There is no other play.
ai-explain-value = How the AI counts, after the coming monster phase: { $out } points a { -pawn } out, up to { $progress } for a { -pawn } by the exit (less the further away), −{ $removed } a { -pawn } eaten, less { $opponents } × the best opponent's score. This play: { $value } points.
ai-explain-search = Looking further (the rest of this phase, every tile the monster may bring, then your next play), the { $level } AI values it at { $value } points.

## An AI level as typed (`--ai`, a record's `seats:`)
ai-level-unknown = unknown AI level `{ $level }`: the levels are random, greedy, brs, paranoid, expectimax and mcts
ai-level-form = `{ $level }`: write a level, or a level with its own AI options in brackets, like mcts[rollout=16,playouts=200]

## Usage errors of the AI's options, seats and simulations
ai-option-form = `{ $pair }`: write NAME=VALUE, like out=12
ai-option-number = { $name }={ $value }: give a number, 0 or more
ai-option-count = { $name }={ $value }: give a whole number from { $least } to 100000000
ai-option-unknown = unknown AI option `{ $name }`: the options are { $names }
ai-levels-count = --ai gives { $n } levels for { $players } players: give one, or one per seat
ai-players-count = --players { $players }: a game has { $min } to { $max } players
ai-games-none = --games must be at least 1
ai-records-refused = { $n } of the { $of } records cannot be written; none was:
ai-records-more = and { $n } more
