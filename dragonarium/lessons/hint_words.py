"""A lesson's hint in words: the move its step accepts, in board notation, then what the step asks for."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.rules import (Action, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade,
                               cell_name, cells_name, shown, slot_name, type_word)
from dragonarium.lessons.goals import ACTION_KIND, DOING
from dragonarium.lessons.run import FINISH, LessonRun


def lesson_hint_words(run: LessonRun, action: Action) -> str:
    """``Hint: put the tile on C3 and C4.`` and what the step asks (``Goal.request``), or while the step's move is
    finished, what is left to do."""
    if isinstance(action, Place):
        move = _("Hint: put the tile on {cells}.").format(cells=cells_name(action.cells))
    elif isinstance(action, Draft):
        move = _("Hint: take the tile of slot {slot}.").format(slot=slot_name(action.slot))
    elif isinstance(action, (Stone, Nest, FreeStone, ExtraDragon, Trade)):
        move = _("Hint: {doing}, on {cell}.").format(doing=shown(DOING[ACTION_KIND[type(action)]]),
                                                     cell=cell_name(action.cell))
    elif isinstance(action, ChooseElement):
        move = _("Hint: choose {element}.").format(element=type_word(action.element))
    else:
        move = _("Hint: {move}.").format(move=action)
    step = run.step
    if step is None:
        return move
    if run.finishing:
        return move + " " + _(FINISH).format(doing=run.game.state.pending().doing)
    return move + " " + step.goal.request(run.game.state)
