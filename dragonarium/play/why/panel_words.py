"""The words of the "Why?" panel: each rule's title and the rule in our own words (keyed by the rules' ``Rule``),
and the sentences that apply a rule to the board in front of the player.

Every text is one whole sentence (or title) with named placeholders, filled with ``str.format``, so that it can
be translated as a unit: each is marked with ``N_`` here and translated with ``_`` where it is used.
"""
from __future__ import annotations

from dragonarium.i18n import N_
from dragonarium.rules import Rule


TITLES: dict[Rule, str] = {
    Rule.OFF_BOARD: N_("The whole tile on your board"),
    Rule.GAP: N_("Gaps stay open"),
    Rule.CLIFF: N_("Cliffs are for dragons"),
    Rule.DRAGON: N_("A dragon is never built over"),
    Rule.UNREADY_EGG: N_("Only a ready egg may be covered"),
    Rule.SHRINE_ASSISTANT: N_("Leave the Assistant's shrine free"),
    Rule.PILLARS: N_("Pillars make up the difference"),
    Rule.NEST_PLACE: N_("Where a dragon may nest"),
    Rule.ONE_DRAGON: N_("One dragon to a square"),
    Rule.EXTRA_OFF_CLIFF: N_("The extra dragon lands off the cliffs"),
    Rule.STONE_LINE: N_("The Assistant's row and column"),
    Rule.STONE_SPACE: N_("A stone needs a free space of its element"),
    Rule.TRADE_COST: N_("Paying for a trade"),
    Rule.TILE_SHAPE: N_("A tile's two squares touch"),
    Rule.EXTRA_TYPE: N_("The extra dragon's type"),
    Rule.TRADE_SIDE: N_("Trades belong to the Marble Quarry"),
    Rule.NO_SLOT: N_("The planning site's slots"),
    Rule.GAME_OVER: N_("The game is over"),
    Rule.OUT_OF_TURN: N_("One kind of move at a time"),
    Rule.NOTHING_TO_UNDO: N_("Undo stays within the turn"),
    Rule.NOTHING_TO_REDO: N_("Nothing undone to redo"),
    Rule.NOT_A_CHOICE: N_("Not one of the moves open now"),
}

RULES: dict[Rule, str] = {
    Rule.OFF_BOARD: N_("Both squares of a tile land inside the five-by-five grid of your own board. Nothing may hang "
                        "over an edge: turn the tile or move it inward."),
    Rule.GAP: N_("The Church Ruins side has holes in its floor. Nothing ever goes into one: no tile square, no "
                  "pillar, not even a dragon. The Assistant still looks across a gap along its row or column."),
    Rule.CLIFF: N_("On the Lostwing Cliffs side the cliff squares are kept for dragons ({capacity} at most). No "
                    "tile square, pillar or stone may go there."),
    Rule.DRAGON: N_("Once a dragon has nested, its square is closed for building: no tile square and no pillar may "
                     "go on top of it."),
    Rule.UNREADY_EGG: N_("An egg may be built over only when every one of its stone spaces is filled; covering it "
                          "then hatches a dragon. A square without an egg, and bare board, may be covered too, "
                          "except where a dragon has nested, a gap or a cliff, and the shrine the Assistant stands "
                          "on. Pillars obey the same rule as tile squares."),
    Rule.SHRINE_ASSISTANT: N_("On the Eternal Shrines side you may build over a shrine, but not while the Assistant "
                               "is standing on it. Once a shrine is covered, the Assistant walks past it."),
    Rule.PILLARS: N_("A tile always lies level, one step above the higher of the two squares it covers. When the "
                      "other square is lower, a stack of your own pillars fills the space under it, one pillar for "
                      "each missing level. Pillars gained this round can be spent only from the next round on."),
    Rule.NEST_PLACE: N_("A newly hatched dragon settles on one of three kinds of square: a square of the tile you "
                         "have just placed, a top square with at least one stone on its egg, or bare board at "
                         "level 0 (an uncovered shrine and a cliff square count as bare board). A gap takes no "
                         "dragon, and a square that holds a dragon takes no other, unless it is a cliff with room."),
    Rule.ONE_DRAGON: N_("A square holds a single dragon. A cliff square of the Lostwing Cliffs side is the "
                         "exception: it holds {capacity}."),
    Rule.EXTRA_OFF_CLIFF: N_("When a cliff takes its second dragon, one more dragon, of either type on that cliff, "
                              "must nest somewhere that is not a cliff, by the usual nesting rules."),
    Rule.STONE_LINE: N_("At each step, the Assistant's stone may only go on a square in the row or column that step "
                         "looks along (a corner step looks along both, except on the Church Ruins side, where every "
                         "step looks along a single line). An egg elsewhere has to wait for another step."),
    Rule.STONE_SPACE: N_("A stone goes on the egg of a top square, into an empty space printed for its element. A "
                          "royal egg's two spaces take any element, but both stones must be alike. Bare board, "
                          "squares without an egg and full eggs take no stone."),
    Rule.TRADE_COST: N_("On the Marble Quarry side you may give back {cost} for {stone}, as often as you can pay "
                         "during your turn. Only pillars you can already use count."),
    Rule.TILE_SHAPE: N_("A tile is two squares joined along one side, so it always covers two cells side by side "
                        "in a row or a column, never two cells apart or corner to corner."),
    Rule.EXTRA_TYPE: N_("The extra dragon a full cliff brings is of a type already on that cliff, and one with "
                        "dragons left in the supply."),
    Rule.TRADE_SIDE: N_("Giving back pillars for a stone is the Marble Quarry side's own power; the other sides "
                        "cannot trade."),
    Rule.NO_SLOT: N_("A tile is drafted from one of the planning site's slots, counted from 1 at the left, and only "
                     "a slot that holds a tile can be drafted from."),
    Rule.GAME_OVER: N_("Once the game has ended, no more moves are made: the scores are final."),
    Rule.OUT_OF_TURN: N_("The game asks for one kind of move at each moment: drafting, placing, nesting, choosing an "
                         "element or placing a stone. A move of another kind waits for its moment."),
    Rule.NOTHING_TO_UNDO: N_("Undo takes back the moves of the turn being played, one at a time; a turn already "
                             "handed on stays as it was played."),
    Rule.NOTHING_TO_REDO: N_("Redo plays again a move just undone; after a new move, or with nothing undone, there "
                             "is nothing to redo."),
    Rule.NOT_A_CHOICE: N_("The rules offer a fixed set of moves at each moment, and this one is not among them now."),
}

SUMMARISES: dict[Rule, tuple[Rule, ...]] = {
    Rule.OFF_BOARD: (Rule.OFF_BOARD,),
    Rule.GAP: (Rule.GAP,),
    Rule.CLIFF: (Rule.CLIFF,),
    Rule.DRAGON: (Rule.DRAGON,),
    Rule.UNREADY_EGG: (Rule.UNREADY_EGG, Rule.DRAGON, Rule.GAP, Rule.CLIFF, Rule.SHRINE_ASSISTANT),
    Rule.SHRINE_ASSISTANT: (Rule.SHRINE_ASSISTANT,),
    Rule.PILLARS: (Rule.PILLARS,),
    Rule.NEST_PLACE: (Rule.NEST_PLACE, Rule.GAP, Rule.ONE_DRAGON),
    Rule.ONE_DRAGON: (Rule.ONE_DRAGON,),
    Rule.EXTRA_OFF_CLIFF: (Rule.EXTRA_OFF_CLIFF,),
    Rule.STONE_LINE: (Rule.STONE_LINE,),
    Rule.STONE_SPACE: (Rule.STONE_SPACE,),
    Rule.TRADE_COST: (Rule.TRADE_COST,),
    Rule.TILE_SHAPE: (Rule.TILE_SHAPE,),
    Rule.EXTRA_TYPE: (Rule.EXTRA_TYPE,),
    Rule.TRADE_SIDE: (Rule.TRADE_SIDE,),
    Rule.NO_SLOT: (Rule.NO_SLOT,),
    Rule.GAME_OVER: (Rule.GAME_OVER,),
    Rule.OUT_OF_TURN: (Rule.OUT_OF_TURN,),
    Rule.NOTHING_TO_UNDO: (Rule.NOTHING_TO_UNDO,),
    Rule.NOTHING_TO_REDO: (Rule.NOTHING_TO_REDO,),
    Rule.NOT_A_CHOICE: (Rule.NOT_A_CHOICE,),
}
"""The rule ids each text of ``RULES`` summarises: its own, and each exception it states to a general claim (the
squares that may be covered, where a dragon may nest). ``tests/play/test_general_sentences.py`` builds, for each,
tables the engine refuses by that rule, and checks every claim against the engine on each kind of square."""

# -- headings ------------------------------------------------------------------------------------------------
PLACE_HEADING = N_("Why the {tile} cannot go on {cells}")
NEST_HEADING = N_("Why the dragon cannot nest on {cell}")
EXTRA_HEADING = N_("Why the extra dragon cannot go on {cell}")
STONE_HEADING = N_("Why {stone} cannot go on {cell}")
TRADE_HEADING = N_("Why the trade cannot put its stone on {cell}")
OTHER_HEADING = N_("Why this move is refused")

# -- placing a tile ------------------------------------------------------------------------------------------
SQUARE_OFF_ROW = N_("Square {square} would hang past row {row}, off {edge} of the board.")
SQUARE_OFF_COLUMN = N_("Square {square} would hang past column {column}, off {edge} of the board.")
SQUARE_ON = N_("Square {square} is on {cell}, at level {level}.")
EDGES = {"far": N_("the far edge"), "near": N_("the near edge"), "left": N_("the left-hand edge"),
         "right": N_("the right-hand edge")}
"""The edge a square hangs off (``{edge}`` of ``SQUARE_OFF_ROW`` and ``SQUARE_OFF_COLUMN``)."""
GAP_UNDER = N_("Square {square} would lie over {cell}, a gap in the floor.")
CLIFF_UNDER = N_("Square {square} would lie on {cell}, a cliff square.")
DRAGON_UNDER = N_("Square {square} would lie on {cell} (level {level}), where {dragon} has nested.")
DRAGON_UNDER_PILLARS = N_("The pillars under square {square} would stand on {cell} (level {level}), where {dragon} "
                          "has nested.")
EGG_UNDER = N_("Square {square} would lie on {cell} (level {level}): the {egg} there has {filled} and still needs "
               "{needs}.")
EGG_UNDER_PILLARS = N_("The pillars under square {square} would stand on {cell} (level {level}): the {egg} there "
                       "has {filled} and still needs {needs}.")
"""``{filled}``: how many of the egg's spaces hold a stone (``FILLED``)."""
SHRINE_UNDER = N_("Square {square} would lie on {cell}, {shrine}, where the Assistant stands now.")
SHRINES = {"fire": N_("the fire shrine"), "water": N_("the water shrine"), "air": N_("the air shrine"),
           "royal": N_("the royal shrine")}
"""A shrine by its type's id (``{shrine}`` of ``SHRINE_UNDER``)."""
PILLARS_NEEDED = N_("{high_cell} is level {high} and {low_cell} is level {low}: the tile would lie at level "
                    "{level}, so square {square} needs {pillars} under it.")
PILLARS_HAVE = N_("You have {have} to use now.")
PILLARS_HAVE_FRESH = N_("You have {have} to use now; {fresh} more can be used from next round.")

# -- dragons -------------------------------------------------------------------------------------------------
NEST_OFF = N_("A dragon nests on a square of the board.")
NEST_GAP = N_("{cell} is a gap in the floor.")
NEST_TAKEN = N_("{cell} already holds {dragons}.")
NEST_CLIFF_FULL = N_("{cell} is a cliff square that already holds {dragons}.")
NEST_NOT_HERE = N_("{cell} (level {level}) is not a square of the tile just placed ({placed}), not bare board, "
                   "and has no stone on it.")
EXTRA_ON_CLIFF = N_("{cell} is a cliff square.")
ALLOWED_ONE = N_("Only {cell} takes it now; its corners are marked in green.")
ALLOWED_MANY = N_("{count} squares take it now; their corners are marked in green.")
"""Said of two squares or more."""

# -- stones and trades ---------------------------------------------------------------------------------------
STONE_NOT_IN_LINE = N_("From step {step} the Assistant looks along {line}, and {cell} is not in it.")
STONE_NOT_IN_LINES = N_("From step {step} the Assistant looks along {first} and {second}, and {cell} is in "
                        "neither.")
STONE_BARE = N_("{cell} is bare board: there is no egg to take a stone.")
STONE_CLIFF = N_("{cell} is a cliff square: no stone goes there.")
STONE_GAP = N_("{cell} is a gap in the floor.")
STONE_NO_EGG = N_("The {square} on {cell} has no egg.")
"""``{square}``: ``fire square``, ``pillar square``."""
STONE_FULL = N_("The {egg} on {cell} already has a stone in every space.")
STONE_WRONG = N_("The {egg} on {cell} has room only for {wants}, not for {stone}.")
STONE_MATCH = N_("The {egg} on {cell} already holds {held}, so its other space takes only {element}.")
TRADE_SHORT = N_("A trade costs {cost}; you have {have} to use now.")
OTHER_SAID = N_("The rules answer: {reason}.")

# -- the picture ---------------------------------------------------------------------------------------------
LETTERS = {"D": N_("dragon"), "E": N_("egg still missing stones"), "R": N_("egg ready to hatch"), "G": N_("gap"),
           "C": N_("cliff"), "S": N_("shrine"), "A": N_("the Assistant")}
"""The letters a square of the picture may carry, and what each means (the legend lists those shown). The letters
are the picture's own signs, the same in every language; their meanings are translated."""
FRAMES = {"breaks": N_("thick red frame: breaks the rule"), "tile": N_("white frame: the tile's squares"),
          "allowed": N_("green corners: allowed now"), "line": N_("thin blue frame: the Assistant's row and column")}
"""What each frame colour of the picture means (the legend lists those shown)."""
OFF_NOTE = N_("dark grey square: off the board")
LEVEL_NOTE = N_("The numbers are the levels.")
KEY_HINT = N_("W: why?")
"""Said under a refusal by the held tile, to tell the key that opens the explanation."""
BUTTON = N_("Why? (W)")
PANEL_HINT = N_("W or Esc closes this")
