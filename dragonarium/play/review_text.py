"""The review's words: the move list's rows, what the panel says of a decision, each player's summary.

Moves are written in the board notation (``place B3 B4``, ``draft 2``); actions are counted from 1, as the
record's replay names them; losses are points by the strong player's estimate.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping, Optional, Sequence

from ..rules import Action, Draft, GameState, Phase, Trade, amount, tile_name
from .review import MISTAKE, Judgement, PlayerSummary

MEASURE = "points by the strong player's estimate"
KEYS = "Left/Right or Up/Down: step - Home/End: first/last - click a move to go there - O: scores - L: legal map - " \
       "Esc: back"


TASKS = {Phase.DRAFT: "choose a tile from the planning site",
         Phase.FALLBACK_STONE: "place a stone of choice (the tile drafted fits nowhere)",
         Phase.EXTRA_DRAGON: "place the full cliff's extra dragon",
         Phase.ELEMENT: "choose the element that moves the Assistant",
         Phase.REWARD_STONE: "place the reward step's stone of choice"}
"""The decisions the review tells in words of its own (the others in ``task_words``)."""


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
        move = f"{name}: {action}"
        judgement = results.get(index)
        if index not in wanted:
            rows.append(MoveRow(str(index + 1), move, "", RowKind.FORCED))
        elif judgement is None:
            rows.append(MoveRow(str(index + 1), move, "...", RowKind.WAITING))
        else:
            kind = RowKind.MISTAKE if judgement.mistake else RowKind.JUDGED
            loss = f"{judgement.loss:.1f}" if judgement.loss >= 0.05 else ""
            rows.append(MoveRow(str(index + 1), move + (" ?" if judgement.mistake else ""), loss, kind))
    last = states[len(actions)]
    rows.append(MoveRow("", "game over" if last.over else "end of the record", "", RowKind.END))
    return rows


def move_words(state: GameState, action: Action) -> str:
    """A move in the notation, a drafted tile named: ``draft 2 (the fire/water tile)``."""
    if isinstance(action, Draft) and 0 <= action.slot < len(state.site):
        return f"{action} (the {tile_name(state.tile(state.site[action.slot]))})"
    return str(action)


def task_words(state: GameState) -> str:
    """The decision pending, as the review tells it: ``place the fire/water tile``."""
    decision = state.pending()
    phase = decision.phase
    if phase is Phase.PLACE and decision.tile:
        return f"place the {tile_name(state.tile(decision.tile))}"
    if phase is Phase.NEST and decision.terrain is not None:
        return f"choose where the {decision.terrain.value} dragon nests"
    if phase is Phase.STONE and decision.element is not None:
        return f"choose where the {decision.element.value} stone of step {decision.step} goes"
    return TASKS.get(phase, decision.prompt)


def decision_lines(state: GameState, index: int, count: int, played: Optional[Action], wanted: bool,
                   judgement: Optional[Judgement], stopped: bool) -> list[str]:
    """What the panel says of the decision before action ``index`` (of ``count``): who decided what, the strong
    player's choice and the points lost."""
    if played is None:
        if count == 0:
            return ["The record holds no action yet: there is nothing to judge."]
        if state.over:
            return [f"After action {count}: the game is over."]
        return [f"After action {count}: the record ends here, the game goes on."]
    who = state.seats[state.current].name
    lines = [f"Action {index + 1} of {count}, round {state.round}: {who} to {task_words(state)}.",
             f"Played: {move_words(state, played)}."]
    if not wanted:
        lines.append("A trade, not judged." if isinstance(played, Trade) else "The only legal choice: not judged.")
    elif judgement is None:
        lines.append("Not judged: the analysis was stopped." if stopped else "Not judged yet: the analysis is on it.")
    elif judgement.agrees:
        lines.append(f"The strong player agrees: {_choice_words(judgement)}.")
    else:
        lines.append(f"The strong player would play {_choice_words(judgement)}.")
        verdict = f"Lost: {judgement.loss:.1f} {MEASURE}"
        lines.append(verdict + (f": a mistake (more than {MISTAKE:g})." if judgement.mistake else "."))
    return lines


def _choice_words(judgement: Judgement) -> str:
    """The strong player's choice and its reason: ``draft 5: water/water tile, then place A4 A3: +5.1 this turn``."""
    best, reason = str(judgement.best), judgement.reason
    if not reason:
        return best
    return reason if reason.startswith(best) else f"{best}: {reason}"


def summary_lines(summaries: Sequence[PlayerSummary]) -> list[str]:
    """Each player's mistakes and mean loss per decision judged."""
    lines = [f"Mistakes lose more than {MISTAKE:g} {MEASURE}."]
    for summary in summaries:
        if not summary.decisions:
            lines.append(f"{summary.name}: nothing judged yet")
            continue
        lines.append(f"{summary.name}: {amount(summary.mistakes, 'mistake')} in "
                     f"{amount(summary.decisions, 'decision')}; average loss {summary.mean_loss:.2f}")
    return lines


def progress_text(done: int, total: int, running: bool, error: Optional[str] = None) -> str:
    """How far the analysis is."""
    if error:
        return f"The analysis failed: {error}"
    if done >= total:
        return f"All {amount(total, 'decision')} judged."
    if running:
        return f"Judging the decisions: {done} of {total}"
    return f"Analysis stopped: {done} of {amount(total, 'decision')} judged"
