### Errors met when loading a file (a scenario, a game record, a puzzle): each names the
### file and the line before it; the message says what is wrong.

## A player's colour (`color:` on a pawn)
load-color-unknown = pawn `color`: `{ $word }` is not a colour (one of { $colours }, or their German or French names)
load-color-no-player = pawn `color`: a colour is a player's; give the pawn a `player` too
load-color-twice = pawn `color`: player { $player } is already { $first }, not { $second }
