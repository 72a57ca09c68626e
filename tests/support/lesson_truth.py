"""What a lesson text may say at the moment it is on screen: its placeholders said for the table displayed then.

The lesson run says each text once, when it is shown, and keeps the words; ``said_now`` says the same template again
for the table as it is at a later moment, reading the facts a text claims about moves (the steps the Assistant
walked, the cells and level of the last tile, where the last stone and dragon went) from the game's log and board,
not from the run's own record of them. A text on screen that differs from ``said_now`` states something the table
does not show.
"""
from __future__ import annotations

import re
from typing import Callable, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.lessons.placeholders import Scene
from dragonarium.lessons.texts import PLACEHOLDER, render
from dragonarium.lessons.trail import Trail
from dragonarium.lessons import placeholder_words as words
from dragonarium.rules import (ExtraDragonNested, FreeStonePlaced, GameState, Nested, Phase, Placed, StepStonePlaced,
                               StoneLost, Traded, Walked, a_dragon, cell_name, cells_name, listed, shown)


def _after_last(state: GameState, kind) -> tuple[Optional[object], list]:
    """The last event of ``kind`` in the log and the events after it."""
    for index in range(len(state.log) - 1, -1, -1):
        if isinstance(state.log[index], kind):
            return state.log[index], state.log[index + 1:]
    return None, []


def landed(state: GameState) -> list[int]:
    """The steps of the last walk the Assistant has landed on: each whose stone was placed or lost, then the one it
    stands on while its stone is to place."""
    walked, after = _after_last(state, Walked)
    if walked is None:
        return []
    steps = [event.step for event in after if isinstance(event, (StepStonePlaced, StoneLost))]
    decision = state.pending()
    if decision.phase is Phase.STONE and decision.step is not None:
        steps.append(decision.step)
    return steps


def ahead(state: GameState) -> list[int]:
    """The steps of the last walk still ahead of the Assistant."""
    walked, _after = _after_last(state, Walked)
    return [] if walked is None else list(walked.path[len(landed(state)):])


def _steps(steps: list[int]) -> str:
    if not steps:
        return _("no step")
    return ngettext("step {steps}", "steps {steps}", len(steps)).format(steps=listed([str(s) for s in steps]))


def _placed(state: GameState) -> Placed:
    placed, _after = _after_last(state, Placed)
    assert placed is not None, "a text speaks of the last tile placed before any"
    return placed


def _stone_cell(state: GameState):
    stone, _after = _after_last(state, (StepStonePlaced, FreeStonePlaced, Traded))
    assert stone is not None, "a text speaks of the last stone before any"
    assert state.boards[0].top(stone.cell).stones, f"no stone shows on {cell_name(stone.cell)}"
    return stone.cell


def _dragon(state: GameState):
    nested, _after = _after_last(state, (Nested, ExtraDragonNested))
    assert nested is not None, "a text speaks of the last dragon before any"
    assert nested.terrain in state.boards[0].dragons_on(nested.cell), "the last dragon is not on its cell"
    return nested


ORACLES: dict[tuple[str, Optional[str]], Callable[[GameState], str]] = {
    ("walk", None): lambda state: _steps(landed(state)),
    ("walk", "left"): lambda state: _steps(ahead(state)),
    ("cells", "placed"): lambda state: cells_name(_placed(state).cells),
    ("level", "placed"): lambda state: words.level_words(state.boards[0].level(_placed(state).cells[0])),
    ("cell", "stone"): lambda state: cell_name(_stone_cell(state)),
    ("cell", "dragon"): lambda state: cell_name(_dragon(state).cell),
    ("dragon", None): lambda state: a_dragon(_dragon(state).terrain),
    ("step", None): lambda state: words.step_words(state.boards[0].step),
}
"""The facts of moves and of the Assistant, read from the log and the board."""


SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")


def said_now(template: str, state: GameState, goal=None) -> str:
    """``template`` (a lesson's English; said in the language in use) said for ``state`` as displayed: the facts of moves from ``ORACLES``, the rest by the lessons'
    own placeholders for this state (and a record of moves read afresh from its log)."""
    scene = Scene(state, Trail().after(state.log), goal)
    facts: list[str] = []

    def oracle(match: re.Match) -> str:
        found = ORACLES.get((match.group(1), match.group(2)))
        if found is None:
            return match.group(0)
        facts.append(found(state))
        return f"\0{len(facts) - 1}\1"

    said = render(PLACEHOLDER.sub(oracle, shown(template)), scene)
    for index, fact in enumerate(facts):
        token = f"\0{index}\1"
        at = said.index(token)
        if SENTENCE_START.search(said[:at]):
            fact = fact[:1].upper() + fact[1:]
        said = said.replace(token, fact)
    return said
