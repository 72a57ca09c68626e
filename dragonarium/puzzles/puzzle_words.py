"""A puzzle in words: its title, the grade of an answer, and why the best move is best (the hint's facts, worded
as the hint words them: ``bots.outlook`` and ``play.table.hint_text``)."""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import N_, Number, _, decimal, ngettext
from dragonarium.rules import (Catalog, ChooseElement, Draft, GameState, Nest, Stone, cell_name, dragon_word,
                               one_line, slot_name, tile_name, type_word)
from dragonarium.puzzles.difficulty import puzzle_level
from dragonarium.puzzles.figures import DIGITS, Parts, outlook_of
from dragonarium.puzzles.grading import ORDERS, Grade
from dragonarium.puzzles.model import Answer, Kind, Puzzle

QUESTIONS = {Kind.DRAFT: N_("Which tile, and where?"), Kind.NEST: N_("Where does the dragon nest?"),
             Kind.ELEMENT: N_("Which element moves your Assistant?"), Kind.STONE: N_("Where does this stone go?")}
KIND_NAMES = {Kind.DRAFT: N_("tile and placement"), Kind.NEST: N_("nest"), Kind.ELEMENT: N_("element"),
              Kind.STONE: N_("stone")}


def kind_name(kind: Kind) -> str:
    return _(KIND_NAMES[kind])


def side_name(puzzle: Puzzle) -> str:
    """The side the learner plays, as printed on it (``Library``); a side the data in use does not know, by its id."""
    board = puzzle.state.catalog.boards.get(puzzle.side)
    return board.shown_title if board is not None else puzzle.side


def question(puzzle: Puzzle) -> str:
    """What the puzzle asks: ``Which tile, and where?``; a nest names its dragon: ``Where does the fire dragon
    nest?``."""
    decision = puzzle.state.pending()
    if puzzle.kind is Kind.NEST and decision.nest_types:
        return _("Which dragon nests next, and where?")
    if puzzle.kind is Kind.NEST and decision.terrain is not None:
        return _("Where does the {dragon} nest?").format(dragon=dragon_word(decision.terrain))
    return _(QUESTIONS[puzzle.kind])


def title(puzzle: Puzzle) -> str:
    """``Library side · level 2 · Where does the fire dragon nest?``: the side, the difficulty, the question."""
    return _("{side} side · level {level} · {question}").format(side=side_name(puzzle), level=puzzle_level(puzzle),
                                                                 question=question(puzzle))


def short_title(puzzle: Puzzle) -> str:
    """The title on a button of the list: ``Library, level 2: fire dragon nest``."""
    terrain = puzzle.state.pending().terrain
    what = kind_name(puzzle.kind)
    if puzzle.kind is Kind.NEST and terrain is not None and not puzzle.state.pending().nest_types:
        what = _("{dragon} nest").format(dragon=dragon_word(terrain))
    return _("{side}, level {level}: {what}").format(side=side_name(puzzle), level=puzzle_level(puzzle), what=what)


def points_text(points: float, scale: float = 0.0) -> str:
    """Points as people read them: whole from 10 on (or when ``scale``, the figure they are read beside, is), else
    to a tenth (``11``, ``2.5``)."""
    whole = max(abs(points), abs(scale)) >= 10 or float(points).is_integer()
    return decimal(points, ".0f" if whole else ".1f")


def figure(value: float, digits: int, sign: bool = False) -> str:
    """A figure to ``digits`` decimals, with the language's decimal mark (``7.0``; ``sign``: ``+9``, ``-2.0``)."""
    return format(Number(value), f"+.{digits}f" if sign else f".{digits}f")


def plural_count(shown: str) -> int:
    """The count a figure as shown takes its noun's form by: one for "1", else many ("0.3 points", "1.0 points")."""
    return 1 if shown == "1" else 2


def grade_sentence(grade: Grade, best: Optional[Parts] = None, yours: Optional[Parts] = None) -> str:
    """``You found 11 of the 14 points the best move makes.``: the totals of the parts shown (``best`` and
    ``yours``; without them, the points rounded as the parts would be)."""
    digits = best.digits if best is not None else DIGITS
    best_total = best.total if best is not None else round(grade.best_points, digits)
    your_total = yours.total if yours is not None else round(grade.points, digits)
    text = figure(best_total, digits)
    count = plural_count(text)
    if grade.found:
        return ngettext("You found the best move: {best} point.", "You found the best move: {best} points.",
                        count).format(best=text)
    if your_total <= 0:
        return ngettext("Your move makes none of the {best} point the best move makes.",
                        "Your move makes none of the {best} points the best move makes.", count).format(best=text)
    return ngettext("You found {points} of the {best} point the best move makes.",
                    "You found {points} of the {best} points the best move makes.", count).format(
                        points=figure(your_total, digits), best=text)


def parts_text(parts: Parts) -> str:
    """``+9 now, -2.0 later = 7.0 points``: the parts and their sum, as shown."""
    count = plural_count(figure(parts.total, parts.digits))
    return ngettext("{now} now, {later} later = {total} point", "{now} now, {later} later = {total} points",
                    count).format(now=figure(parts.now, 0, sign=True), later=figure(parts.later, parts.digits, True),
                                  total=figure(parts.total, parts.digits))


def figures_lines(state: GameState, best: Parts, yours: Optional[tuple[Answer, Parts]]) -> list[str]:
    """The best move's parts, the answer's (``yours``, when it is not the best, on a line of its own with its sum
    first, so that a line broken in the move's words keeps the sum whole) and what the parts are."""
    lines = [_("Best move: {parts}.").format(parts=parts_text(best))]
    if yours is not None:
        lines.append(_("Yours: {parts} ({move}).").format(move=move_words(state, yours[0]), parts=parts_text(yours[1])))
    return lines + [_("Now: scored this turn; later: the expert's estimate over {orders} orders of the unseen tiles.")
                    .format(orders=ORDERS)]


def move_words(state: GameState, answer: Answer) -> str:
    """A move in the board notation: ``the fire/water tile (slot 2) on B3-B4``, ``fire``, ``a stone on C2``."""
    action = answer.action
    if isinstance(action, Draft) and answer.cells is not None:
        return _("the {tile} (slot {slot}) on {cells}").format(
            tile=tile_name(state.tile(state.site[action.slot])), slot=slot_name(action.slot),
            cells=_("{first}-{second}").format(first=cell_name(answer.cells[0]), second=cell_name(answer.cells[1])))
    if isinstance(action, ChooseElement):
        return type_word(action.element)
    if isinstance(action, Nest) and action.terrain is not None:
        return _("the {dragon} on {cell}").format(dragon=dragon_word(action.terrain),
                                                           cell=cell_name(action.cell))
    if isinstance(action, Nest):
        return _("the nest on {cell}").format(cell=cell_name(action.cell))
    if isinstance(action, Stone):
        return _("the stone on {cell}").format(cell=cell_name(action.cell))
    return str(action)


def explanation(state: GameState, best: Answer) -> str:
    """What the best move is and why, as the hint says it."""
    from dragonarium.play.table.hint_text import hint_sentence

    return hint_sentence(outlook_of(state, best))


def listing_line(catalog: Catalog, puzzle: Puzzle, number: int) -> str:
    """A line of ``dragonarium puzzles`` (a file name that would break it quoted: ``one_line``)."""
    return _("{number}. {title} ({id}): {kind}, round {round}").format(
        number=number, title=title(puzzle), id=one_line(puzzle.id), kind=kind_name(puzzle.kind), round=puzzle.round)



def standing_text(rating: int, streak: int, change: int = 0) -> str:
    """``Puzzle rating 1216 (+16); first-try streak: 3`` (``change``: the last answer's; the streak: puzzles solved
    at the first try in a row)."""
    moved = " " + _("({change})").format(change=f"{change:+d}") if change else ""
    return _("Puzzle rating {rating}{moved}; first-try streak: {streak}").format(
        rating=rating, moved=moved, streak=streak)
