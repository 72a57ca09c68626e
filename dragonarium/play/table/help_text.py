"""The F1 help: the controls and a short summary of the rules, in our own words.

One control or one paragraph a message: the help page wraps the lines to its columns' width. ``sections`` gives
the page's two columns in the language in use.
"""
from __future__ import annotations

from dragonarium.i18n import N_, _
from dragonarium.rules import Rule

CONTROLS_TITLE = N_("Controls")

CONTROLS = (
    N_("Left click - take a planning-site tile, place the held tile, choose a highlighted square"),
    N_("Wheel / R / right click - turn the held tile (the wheel zooms when no tile is held)"),
    N_("Middle drag - orbit the camera; Right drag - slide the camera"),
    N_("Arrow keys - move the cursor over your board or the planning site (the held tile follows it); Enter - "
       "take, place or choose where it is"),
    N_("1 to 9 - take that tile of the planning site, or press that button of a choice (element, stone, dragon)"),
    N_("Tab / Shift+Tab - the next / previous button (a sky-blue ring shows it); Enter or Space - press it"),
    N_("+ / Shift+= / - - zoom; Shift+Arrow keys - orbit"),
    N_("Shift+1 2 3 4 - face a player's board; T - look down on the table"),
    N_("Ctrl+Z / Ctrl+Y - undo / redo within the turn"),
    N_("Ctrl+S - save the game"),
    N_("O - scoring overlay; L - legal-placement map"),
    N_("H - hint (a dashed blue outline; H again or Esc puts it away); Space - hurry a computer's turn"),
    N_("Shift+H - a deeper hint: at a draft the expert plays the round out over orders of the supply (a few seconds)"),
    N_("W - why a placement or a click is refused: the rule, drawn on your board (W again or Esc closes it)"),
    N_("F1 - this help; Esc - close a panel, cancel a trade, or open the menu (resume, save, settings, quit)"),
    N_("F3 - frames drawn and their time (the table draws only when something changes)"),
    N_("M - sound off / on"),
    N_("Page Up / Page Down - the turn log's older and newer lines (or the wheel over a panel that says more)"),
    N_("F11 - full screen on and off (the window keeps the size and place you give it)"),
)
"""One line per control (the keys are written as on the keyboard, in every language)."""

RULES_TITLE = N_("The game in short")

TURN = N_("Each turn: take one tile from the planning site and lay it on your board, hatch any dragons it freed, "
         "then walk your Assistant to collect element stones.")
LEVELS = N_("A tile lies one level above the higher of the two squares it covers. The lower square stands on "
            "pillars (one per missing level), which you must have.")
COVERING = N_("You may only cover bare board, squares without eggs, or eggs whose stone spaces are all full; never a "
              "dragon, a gap, a cliff, or the shrine the Assistant stands on. Covering a full egg hatches a dragon of "
              "the egg's type: place it on the tile you laid, on a square holding stones, or on bare board, never in "
              "a gap nor on another dragon (a cliff excepted). Covering a pillar square earns its pillars for next "
              "round.")
WALK = N_("Then pick fire, water or air: the Assistant walks as many steps as your largest domain of that type has "
          "squares, dropping one stone per step into an egg in the row or column it faces, if one can take it.")
SCORING = N_("At the end, each type scores its largest domain: squares x highest level. Each royal dragon adds 3. A "
             "dragon also lends its type to the square it sits on.")

RULES = (TURN, LEVELS, COVERING, WALK, SCORING)
"""One paragraph per message."""

SUMMARISES: dict[str, tuple[Rule, ...]] = {
    TURN: (),
    LEVELS: (Rule.PILLARS,),
    COVERING: (Rule.UNREADY_EGG, Rule.DRAGON, Rule.GAP, Rule.CLIFF, Rule.SHRINE_ASSISTANT, Rule.NEST_PLACE,
               Rule.ONE_DRAGON),
    WALK: (Rule.STONE_LINE, Rule.STONE_SPACE),
    SCORING: (),
}
"""The rule ids each paragraph of ``RULES`` summarises, the exceptions it states included (none for what no move
can break: the turn's order, the score); ``tests/play/test_general_sentences.py`` checks each against the engine."""


def controls() -> str:
    """The controls, a line each, in the language in use."""
    return "\n".join(_(line) for line in CONTROLS)


def rules() -> str:
    """The rules in short, a paragraph a line, in the language in use."""
    return "\n".join(_(paragraph) for paragraph in RULES)


def sections() -> tuple[tuple[str, str], tuple[str, str]]:
    """The help page's two columns, (title, text) each: the controls, then the rules in short."""
    return (_(CONTROLS_TITLE), controls()), (_(RULES_TITLE), rules())
