"""The F1 help: the controls and a short summary of the rules, in our own words.

One control or one paragraph a line: the help page wraps the lines to its columns' width.
"""

CONTROLS_TITLE = "Controls"

CONTROLS = """Left click - take a planning-site tile, place the held tile, choose a highlighted square
Wheel / R / right click - turn the held tile (the wheel zooms when no tile is held)
Middle drag - orbit the camera; Right drag - slide the camera
+ / Shift+= / - - zoom; Arrow keys - orbit
1 2 3 4 - face a player's board; T - look down on the table
Ctrl+Z / Ctrl+Y - undo / redo within the turn
Ctrl+S - save the game
O - scoring overlay; L - legal-placement map
H - hint (in blue); Space - hurry a computer's turn
W - why a placement or a click is refused: the rule, drawn on your board (W again or Esc closes it)
F1 - this help; Esc - close a panel, cancel a trade
F3 - frames drawn and their time (the table draws only when something changes)"""

RULES_TITLE = "The game in short"

RULES = """Each turn: take one tile from the planning site and lay it on your board, hatch any dragons it freed, \
then walk your Assistant to collect element stones.
A tile lies one level above the higher of the two squares it covers. The lower square stands on pillars (one per \
missing level), which you must have.
You may only cover bare board, squares without eggs, or eggs whose stone spaces are all full. Never a dragon. \
Covering a full egg hatches a dragon of the egg's type: place it on the tile you laid, on a square holding stones, \
or on bare board. Covering a pillar square earns its pillars for next round.
Then pick fire, water or air: the Assistant walks as many steps as your largest domain of that type has squares, \
dropping one stone per step into an egg in the row or column it faces, if one can take it.
At the end, each type scores its largest domain: squares x highest level. Each royal dragon adds 3. A dragon also \
lends its type to the square it sits on."""
