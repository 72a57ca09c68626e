"""The review's words: the move list's rows, what the panel says of a decision, each player's summary.

Moves are told in words and the board notation (``tile from slot 2``, ``tile on B3-B4``); actions are counted
from 1, as the record's replay names them; losses are points by the strong player's estimate.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping, Optional, Sequence

from dragonarium.i18n import N_, Number, _, decimal, ngettext
from dragonarium.rules import (Action, Cell, ChooseElement, Draft, Element, ExtraDragon, FreeStone, GameState, Nest,
                               Phase, Place, Stone, Terrain, Trade, a_stone, cell_name, counted, dragon_word, slot_name,
                               tile_name, type_word)
from dragonarium.play.review.accuracy import GRADE_LIMITS, Grade, PlayerFigures, grade
from dragonarium.play.review.judging import MISTAKE, Judgement
from dragonarium.play.review.why import Why

KEYS = N_("Left/Right or Up/Down: step - Home/End: first/last - click a move to go there - O: scores - "
          "L: legal map - Esc: back")


TASKS = {Phase.DRAFT: N_("choose a tile from the planning site"),
         Phase.PLACE: N_("place the tile on the board"),
         Phase.FALLBACK_STONE: N_("place a stone of choice (the tile drafted fits nowhere)"),
         Phase.NEST: N_("choose where the hatched dragon nests"),
         Phase.EXTRA_DRAGON: N_("place the full cliff's extra dragon"),
         Phase.ELEMENT: N_("choose the element that moves the Assistant"),
         Phase.STONE: N_("choose where the step's stone goes"),
         Phase.REWARD_STONE: N_("place the reward step's stone of choice"),
         Phase.OVER: N_("do nothing more: the game is over")}
"""Each decision as the review tells it, after "to" (the tile, dragon or stone named when known:
``task_words``)."""
NESTS = {Terrain.FIRE: N_("choose where the fire dragon nests"),
         Terrain.WATER: N_("choose where the water dragon nests"),
         Terrain.AIR: N_("choose where the air dragon nests"),
         Terrain.ROYAL: N_("choose where the royal dragon nests")}
STONES = {Element.FIRE: N_("choose where the fire stone of step {step} goes"),
          Element.WATER: N_("choose where the water stone of step {step} goes"),
          Element.AIR: N_("choose where the air stone of step {step} goes")}


def action_words(action: Action) -> str:
    """A move in words and the board notation: ``tile from slot 2``, ``tile on B3-B4``, ``walk with air``."""
    if isinstance(action, Draft):
        return _("tile from slot {slot}").format(slot=slot_name(action.slot))
    if isinstance(action, Place):
        return _("tile on {first}-{second}").format(first=cell_name(action.cells[0]),
                                                               second=cell_name(action.cells[1]))
    if isinstance(action, ChooseElement):
        return _("walk with {element}").format(element=type_word(action.element))
    if isinstance(action, Stone):
        return _("stone on {cell}").format(cell=cell_name(action.cell))
    if isinstance(action, FreeStone):
        return _("{stone} on {cell}").format(stone=a_stone(action.element), cell=cell_name(action.cell))
    if isinstance(action, Nest) and action.terrain is not None:
        return _("{dragon} on {cell}").format(dragon=dragon_word(action.terrain), cell=cell_name(action.cell))
    if isinstance(action, Nest):
        return _("dragon on {cell}").format(cell=cell_name(action.cell))
    if isinstance(action, ExtraDragon):
        return _("extra {dragon} on {cell}").format(dragon=dragon_word(action.terrain),
                                                             cell=cell_name(action.cell))
    if isinstance(action, Trade):
        return _("trade for a stone on {cell}").format(cell=cell_name(action.cell))
    return str(action)


class RowKind(str, Enum):
    """How a move of the list is marked."""

    FORCED = "forced"
    """The only legal choice, or a trade: not judged."""
    WAITING = "waiting"
    """Still to be judged."""
    JUDGED = "judged"
    MISTAKE = "mistake"
    END = "end"
    """The position after the last move."""


@dataclass(frozen=True)
class MoveRow:
    """One row of the move list: the action's number, who played what, and the points lost."""

    number: str
    move: str
    loss: str
    kind: RowKind


def move_rows(states: Sequence[GameState], actions: Sequence[Action], wanted: set[int],
              results: Mapping[int, Judgement]) -> list[MoveRow]:
    """A row per action (``wanted``: the ones judged, ``results``: their judgements so far), then the end."""
    rows = []
    for index, action in enumerate(actions):
        name = states[index].seats[states[index].current].name
        move = _("{player}: {move}").format(player=name, move=action_words(action))
        judgement = results.get(index)
        if index not in wanted:
            rows.append(MoveRow(str(index + 1), move, "", RowKind.FORCED))
        elif judgement is None:
            rows.append(MoveRow(str(index + 1), move, "...", RowKind.WAITING))
        else:
            kind = RowKind.MISTAKE if judgement.mistake else RowKind.JUDGED
            loss = decimal(judgement.loss) if judgement.loss >= 0.05 else ""
            rows.append(MoveRow(str(index + 1), move + (" ?" if judgement.mistake else ""), loss, kind))
    last = states[len(actions)]
    rows.append(MoveRow("", _("game over") if last.over else _("end of the record"), "", RowKind.END))
    return rows


def move_words(state: GameState, action: Action) -> str:
    """A move in words, a drafted tile named: ``tile from slot 2 (the fire/water tile)``."""
    if isinstance(action, Draft) and 0 <= action.slot < len(state.site):
        return _("{move} (the {tile})").format(move=action_words(action),
                                               tile=tile_name(state.tile(state.site[action.slot])))
    return action_words(action)


def task_words(state: GameState) -> str:
    """The decision pending, as the review tells it: ``place the fire/water tile``."""
    decision = state.pending()
    phase = decision.phase
    if phase is Phase.PLACE and decision.tile:
        return _("place the {tile}").format(tile=tile_name(state.tile(decision.tile)))
    if phase is Phase.NEST and decision.nest_types:
        return _("choose which hatched dragon nests next, and where")
    if phase is Phase.NEST and decision.terrain is not None:
        return _(NESTS[decision.terrain])
    if phase is Phase.STONE and decision.element is not None:
        return _(STONES[decision.element]).format(step=decision.step)
    return _(TASKS[phase])


LEGEND = {"played": N_("amber, outlined twice"), "best": N_("blue, dashed")}
"""How the board draws the move played and the strong player's choice, said where the panel names them."""
PLAYED = N_("Played ({look}): {move}.")
PLAYED_WHY = N_("Played ({look}): {move}: {why}")
PLAYED_DRAFT_WHY = N_("Played ({look}): {move}, {why}")
PLAYED_ELSEWHERE_WHY = N_("Played ({look}): {move}, then placed on {placed}; this choice is judged with the tile at "
                          "its best place, {why}")
"""A tile drafted and then placed elsewhere than the judge's best place for it (that placement is judged next)."""
BEST = N_("The strong player's choice ({look}): {move}.")
BEST_WHY = N_("The strong player's choice ({look}): {move}: {why}")
BEST_DRAFT_WHY = N_("The strong player's choice ({look}): {move}, {why}")
AGREES = N_("The strong player agrees ({look}): {move}.")
AGREES_WHY = N_("The strong player agrees ({look}): {move}: {why}")
AGREES_DRAFT_WHY = N_("The strong player agrees ({look}): {move}, {why}")


def decision_lines(state: GameState, index: int, count: int, played: Optional[Action], wanted: bool,
                   judgement: Optional[Judgement], stopped: bool, why: Optional[Why] = None,
                   placed: Optional[tuple[Cell, Cell]] = None) -> list[str]:
    """What the panel says of the decision before action ``index`` (of ``count``): who decided what, the verdict
    (the points lost and their grade, first, so that a short panel shows it), the move played and the strong
    player's choice with both moves' reasons this turn (``why``, when known), the points each brings this turn and
    next. ``placed``: where a drafted tile went next, said when the judge's best place for it differs."""
    if played is None:
        if count == 0:
            return [_("The record holds no action yet: there is nothing to judge.")]
        if state.over:
            return [_("After action {count}: the game is over.").format(count=count)]
        return [_("After action {count}: the record ends here, the game goes on.").format(count=count)]
    lines = [_("Action {number} of {count}, round {round}: {player} to {task}.").format(
                 number=index + 1, count=count, round=state.round, player=state.seats[state.current].name,
                 task=task_words(state))]
    if not wanted or judgement is None:
        lines.append(_("Played: {move}.").format(move=move_words(state, played)))
    if not wanted:
        lines.append(_("A trade, not judged.") if isinstance(played, Trade)
                     else _("The only legal choice: not judged."))
    elif judgement is None:
        lines.append(_("Not judged yet: the analysis is on it.") if not stopped
                     else _("Not judged: the analysis was stopped."))
    elif judgement.agrees:
        lines.append(_move_line(state, judgement.best, judgement.cells, "best",
                                (AGREES, AGREES_WHY, AGREES_DRAFT_WHY), None if why is None else why.best_turn))
    else:
        if judgement.mistake:  # named by its grade, as the summary's legend names them
            words = LOST_BLUNDER if grade(judgement.loss) is Grade.BLUNDER else LOST_MISTAKE
            lines.append(_(words).format(loss=Number(judgement.loss), low=Number(MISTAKE),
                                         high=Number(GRADE_LIMITS[Grade.MISTAKE])))
        else:
            lines.append(_("Lost: {loss:.1f} points by the strong player's estimate.").format(
                loss=Number(judgement.loss)))
        elsewhere = placed is not None and judgement.played_cells is not None and \
            set(placed) != set(judgement.played_cells)
        lines.append(_move_line(state, played, judgement.played_cells, "played",
                                (PLAYED, PLAYED_WHY, PLAYED_ELSEWHERE_WHY if elsewhere else PLAYED_DRAFT_WHY),
                                None if why is None else why.played_turn, placed))
        lines.append(_move_line(state, judgement.best, judgement.cells, "best", (BEST, BEST_WHY, BEST_DRAFT_WHY),
                                None if why is None else why.best_turn))
        if why is not None and why.compare:
            lines.append(why.compare)
    return lines


def _move_line(state: GameState, action: Action, cells: Optional[tuple[Cell, Cell]], look: str,
               templates: tuple[str, str, str], why: Optional[str], placed: Optional[tuple[Cell, Cell]] = None) -> str:
    """A move, the look it is drawn in, and (when known) why it does what it does, in one sentence (``why`` of a
    tile drafted with ``cells`` begins with where it would be placed)."""
    bare, told, drafted = templates
    fields = dict(look=_(LEGEND[look]), move=move_words(state, action))
    if why is None:
        return _(bare).format(**fields)
    template = drafted if isinstance(action, Draft) and cells is not None else told
    where = _("{first}-{second}").format(first=cell_name(placed[0]), second=cell_name(placed[1])) if placed else ""
    return _(template).format(why=_sentence(why), placed=where, **fields)


def _sentence(text: str) -> str:
    """``text`` ending with one full stop."""
    return text.rstrip(".") + "."


def key_moment_lines(states: Sequence[GameState], actions: Sequence[Action], results: Mapping[int, Judgement],
                     moments: Sequence[int]) -> list[str]:
    """The key moments, the largest loss first: ``1. Action 57, P2: tile on B4-A4 (11.7 points lost)``."""
    if not moments:
        return []
    lines = [_("Key moments (the largest losses):")]
    for rank, index in enumerate(moments, 1):
        state = states[index]
        lines.append(_("{rank}. Action {number}, {player}: {move} ({loss:.1f} points lost)").format(
            rank=rank, number=index + 1, player=state.seats[state.current].name, move=action_words(actions[index]),
            loss=Number(results[index].loss)))
    return lines


GRADES_LEGEND = N_("Points lost a decision: best 0, good up to {good:g}, inaccuracy up to {inaccuracy:g}, mistake "
                   "up to {mistake:g}, blunder more; mistakes and blunders are red.")
LOST_MISTAKE = N_("Lost: {loss:.1f} points by the strong player's estimate: a mistake ({low:g} to {high:g}).")
LOST_BLUNDER = N_("Lost: {loss:.1f} points by the strong player's estimate: a blunder (more than {high:g}).")
ACCURACY = N_("{player}: accuracy {accuracy}: {kept:.1f} points kept of {available:.1f} ({lost:.1f} lost)")
GRADE_COUNTS = N_("{decisions}: best {best}, good {good}, inaccuracies {inaccuracy}, mistakes {mistake}, "
                  "blunders {blunder}")


def summary_lines(figures: Sequence[PlayerFigures]) -> list[str]:
    """The grades' thresholds, then each player's accuracy (the points kept of those available, and those lost)
    and the count of their decisions of each grade."""
    lines = [_(GRADES_LEGEND).format(good=GRADE_LIMITS[Grade.GOOD], inaccuracy=GRADE_LIMITS[Grade.INACCURACY],
                                     mistake=GRADE_LIMITS[Grade.MISTAKE])]
    for player in figures:
        if not player.decisions:
            lines.append(_("{player}: nothing judged yet").format(player=player.name))
            continue
        lines.append(_(ACCURACY).format(player=player.name, accuracy=decimal(player.accuracy) + " %",
                                        kept=Number(player.kept), available=Number(player.available),
                                        lost=Number(player.lost)))
        lines.append(_(GRADE_COUNTS).format(decisions=counted("decision", player.decisions),
                                            **{kind.value: player.count(kind) for kind in Grade}))
    return lines


def progress_text(done: int, total: int, running: bool, error: Optional[str] = None, short: bool = False) -> str:
    """How far the analysis is; ``short``: in fewer words, for a narrow box (``Stopped: 1 of 94 judged``)."""
    if error:
        return _("The analysis failed: {error}").format(error=error)
    if done >= total:
        return ngettext("All {count} decision judged.", "All {count} decisions judged.", total).format(count=total)
    if running:
        return (_("Judging: {done} of {total}") if short else _("Judging the decisions: {done} of {total}")).format(
            done=done, total=total)
    if short:
        return _("Stopped: {done} of {total} judged").format(done=done, total=total)
    return ngettext("Analysis stopped: {done} of {count} decision judged",
                    "Analysis stopped: {done} of {count} decisions judged", total).format(done=done, count=total)
