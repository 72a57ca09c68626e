"""The words of the "Why?" panel: each rule topic's title and rule in our own words, and the sentences that
apply a rule to the board in front of the player.

Every text is one whole sentence (or title) with named placeholders, filled with ``str.format``, so that it can
be translated as a unit.
"""
from __future__ import annotations

from enum import Enum


class Topic(str, Enum):
    """A rule a refused move can break, as the "Why?" panel explains it."""

    OFF_BOARD = "off-board"
    GAP = "gap"
    CLIFF = "cliff"
    DRAGON = "dragon"
    UNREADY_EGG = "unready-egg"
    SHRINE_ASSISTANT = "shrine-assistant"
    PILLARS = "pillars"
    NEST_PLACE = "nest-place"
    ONE_DRAGON = "one-dragon"
    EXTRA_OFF_CLIFF = "extra-off-cliff"
    STONE_LINE = "stone-line"
    STONE_SPACE = "stone-space"
    TRADE_COST = "trade-cost"
    OTHER = "other"


TITLES: dict[Topic, str] = {
    Topic.OFF_BOARD: "The whole tile on your board",
    Topic.GAP: "Gaps stay open",
    Topic.CLIFF: "Cliffs are for dragons",
    Topic.DRAGON: "A dragon is never built over",
    Topic.UNREADY_EGG: "Only a ready egg may be covered",
    Topic.SHRINE_ASSISTANT: "Leave the Assistant's shrine free",
    Topic.PILLARS: "Pillars make up the difference",
    Topic.NEST_PLACE: "Where a dragon may nest",
    Topic.ONE_DRAGON: "One dragon to a square",
    Topic.EXTRA_OFF_CLIFF: "The extra dragon lands off the cliffs",
    Topic.STONE_LINE: "The Assistant's row and column",
    Topic.STONE_SPACE: "A stone needs a free space of its element",
    Topic.TRADE_COST: "Paying for a trade",
    Topic.OTHER: "Not one of the moves open now",
}

RULES: dict[Topic, str] = {
    Topic.OFF_BOARD: "Both squares of a tile land inside the five-by-five grid of your own board. Nothing may hang "
                     "over an edge: turn the tile or move it inward.",
    Topic.GAP: "The Church Ruins side has holes in its floor. Nothing ever goes into one: no tile square, no "
               "pillar, not even a dragon. The Assistant still looks across a gap along its row or column.",
    Topic.CLIFF: "On the Lostwing Cliffs side the cliff squares are kept for dragons ({capacity} at most). No "
                 "tile square, pillar or stone may go there.",
    Topic.DRAGON: "Once a dragon has nested, its square is closed for building: no tile square and no pillar may "
                  "go on top of it.",
    Topic.UNREADY_EGG: "An egg may be built over only when every one of its stone spaces is filled; covering it "
                       "then hatches a dragon. Squares without an egg, and bare board, can always be covered. "
                       "Pillars obey the same rule as tile squares.",
    Topic.SHRINE_ASSISTANT: "On the Eternal Shrines side you may build over a shrine, but not while the Assistant "
                            "is standing on it. Once a shrine is covered, the Assistant walks past it.",
    Topic.PILLARS: "A tile always lies level, one step above the higher of the two squares it covers. When the "
                   "other square is lower, a stack of your own pillars fills the space under it, one pillar for "
                   "each missing level. Pillars gained this round can be spent only from the next round on.",
    Topic.NEST_PLACE: "A newly hatched dragon settles on one of three kinds of square: a square of the tile you "
                      "have just placed, a top square with at least one stone on its egg, or bare board at "
                      "level 0.",
    Topic.ONE_DRAGON: "A square holds a single dragon. A cliff square of the Lostwing Cliffs side is the "
                      "exception: it holds {capacity}.",
    Topic.EXTRA_OFF_CLIFF: "When a cliff takes its second dragon, one more dragon, of either type on that cliff, "
                           "must nest somewhere that is not a cliff, by the usual nesting rules.",
    Topic.STONE_LINE: "At each step, the Assistant's stone may only go on a square in the row or column that step "
                      "looks along (a corner step looks along both). An egg elsewhere has to wait for another "
                      "step.",
    Topic.STONE_SPACE: "A stone goes on the egg of a top square, into an empty space printed for its element. A "
                       "royal egg's two spaces take any element, but both stones must be alike. Bare board, "
                       "squares without an egg and full eggs take no stone.",
    Topic.TRADE_COST: "On the Marble Quarry side you may give back {cost} for {stone}, as often as you can pay "
                      "during your turn. Only pillars you can already use count.",
    Topic.OTHER: "The rules offer a fixed set of moves at each moment, and this one is not among them now.",
}

# -- headings ------------------------------------------------------------------------------------------------
PLACE_HEADING = "Why the {tile} cannot go on {cells}"
NEST_HEADING = "Why the dragon cannot nest on {cell}"
EXTRA_HEADING = "Why the extra dragon cannot go on {cell}"
STONE_HEADING = "Why {stone} cannot go on {cell}"
TRADE_HEADING = "Why the trade cannot put its stone on {cell}"
OTHER_HEADING = "Why this move is refused"

# -- placing a tile ------------------------------------------------------------------------------------------
SQUARE_OFF = "Square {square} would hang past {line}, off the {edge} edge of the board."
SQUARE_ON = "Square {square} is on {cell}, at level {level}."
EDGES = {"far": "far", "near": "near", "left": "left-hand", "right": "right-hand"}
GAP_UNDER = "Square {square} would lie over {cell}, a gap in the floor."
CLIFF_UNDER = "Square {square} would lie on {cell}, a cliff square."
DRAGON_UNDER = "Square {square} would lie on {cell} (level {level}), where {dragon} has nested."
DRAGON_UNDER_PILLARS = ("The pillars under square {square} would stand on {cell} (level {level}), where {dragon} "
                        "has nested.")
EGG_UNDER = ("Square {square} would lie on {cell} (level {level}): the {egg} there has {filled} of its {spaces} "
             "filled and still needs {needs}.")
EGG_UNDER_PILLARS = ("The pillars under square {square} would stand on {cell} (level {level}): the {egg} there "
                     "has {filled} of its {spaces} filled and still needs {needs}.")
SHRINE_UNDER = "Square {square} would lie on {cell}, the {terrain} shrine, where the Assistant stands now."
PILLARS_NEEDED = ("{high_cell} is level {high} and {low_cell} is level {low}: the tile would lie at level {level}, "
                  "so square {square} needs {pillars} under it.")
PILLARS_HAVE = "You have {have} to use now."
PILLARS_HAVE_FRESH = "You have {have} to use now; {fresh} more can be used from next round."

# -- dragons -------------------------------------------------------------------------------------------------
NEST_OFF = "A dragon nests on a square of the board."
NEST_GAP = "{cell} is a gap in the floor."
NEST_TAKEN = "{cell} already holds {dragons}."
NEST_CLIFF_FULL = "{cell} is a cliff square that already holds {dragons}."
NEST_NOT_HERE = ("{cell} (level {level}) is not a square of the tile just placed ({placed}), not bare board, and "
                 "has no stone on it.")
EXTRA_ON_CLIFF = "{cell} is a cliff square."
ALLOWED_ONE = "Only {cell} takes it now; its corners are marked in green."
ALLOWED_MANY = "{count} squares take it now; their corners are marked in green."

# -- stones and trades ---------------------------------------------------------------------------------------
STONE_NOT_IN_LINE = "From step {step} the Assistant looks along {line}, and {cell} is not in it."
STONE_NOT_IN_LINES = "From step {step} the Assistant looks along {first} and {second}, and {cell} is in neither."
STONE_BARE = "{cell} is bare board: there is no egg to take a stone."
STONE_CLIFF = "{cell} is a cliff square: no stone goes there."
STONE_GAP = "{cell} is a gap in the floor."
STONE_NO_EGG = "The {square} square on {cell} has no egg."
STONE_FULL = "The {egg} on {cell} already has a stone in every space."
STONE_WRONG = "The {egg} on {cell} has room only for {wants}, not for {stone}."
STONE_MATCH = "The {egg} on {cell} already holds {held}, so its other space takes only {element}."
TRADE_SHORT = "A trade costs {cost}; you have {have} to use now."
OTHER_SAID = "The rules answer: {reason}."

# -- the picture ---------------------------------------------------------------------------------------------
LETTERS = {"D": "dragon", "E": "egg still missing stones", "R": "egg ready to hatch", "G": "gap", "C": "cliff",
           "S": "shrine", "A": "the Assistant"}
"""The letters a square of the picture may carry, and what each means (the legend lists those shown)."""
FRAMES = {"breaks": "thick red frame: breaks the rule", "tile": "white frame: the tile's squares",
          "allowed": "green corners: allowed now", "line": "thin blue frame: the Assistant's row and column"}
"""What each frame colour of the picture means (the legend lists those shown)."""
OFF_NOTE = "dark grey square: off the board"
LEVEL_NOTE = "The numbers are the levels."
KEY_HINT = "W: why?"
"""Said under a refusal by the held tile, to tell the key that opens the explanation."""
BUTTON = "Why? (W)"
PANEL_HINT = "W or Esc closes this"
