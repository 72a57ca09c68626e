"""A refusal in words, in the language in use, made when it is read: the one-line reasons the rules give.

``refusal_text`` says one ``Refusal`` (a broken rule of a placement as the red ghost lists it, or the reason an
action is refused); ``refusals_text`` says all the refusals of one ``IllegalAction`` in one sentence (a
placement's behind ``the fire/water tile cannot go on B3 and B4:``); ``reasons_text`` joins them with ``;``.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from dragonarium.i18n import _, ngettext
from dragonarium.rules.model.actions import Action, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from dragonarium.rules.model.decision import DOING, verb
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell, Element
from dragonarium.rules.model.cell_names import cell_name, on_grid, slot_name
from dragonarium.rules.text.notation import cells_name, line_name, tile_name
from dragonarium.rules.text.words import a_stone, counted, listed, shown, space_word, stone_word, stones, type_word


def refusals_text(refusals: Sequence[Refusal]) -> str:
    """Every refusal of one refused move in one sentence, as ``IllegalAction`` says it."""
    facts = refusals[0].facts
    if facts.tile is not None and isinstance(facts.action, Place):
        return _("the {tile} cannot go on {cells}: {reasons}").format(
            tile=tile_name(facts.tile), cells=cells_name(facts.action.cells), reasons=reasons_text(refusals))
    return reasons_text(refusals)


def reasons_text(refusals: Sequence[Refusal]) -> str:
    """Each refusal's words, joined: ``square 1 (B3) would cover a dragon; square 2 ...``."""
    text = ""
    for refusal in refusals:
        reason = refusal_text(refusal)
        text = _("{reasons}; {reason}").format(reasons=text, reason=reason) if text else reason
    return text


def refusal_text(refusal: Refusal) -> str:
    """One refusal in words: ``square 2 (B4) would be over a gap in the ruins, where nothing can stand``."""
    facts = refusal.facts
    cell = refusal.cell
    if facts.square is not None and refusal.rule in _TILE:
        return _TILE[refusal.rule](refusal, facts)
    if isinstance(facts.action, (Nest, ExtraDragon)) and refusal.rule in _DRAGON_RULES and cell is not None:
        return _dragon(refusal, facts.action, cell)
    if facts.element is not None and refusal.rule in _STONE_RULES and cell is not None:
        if isinstance(facts.action, (Stone, FreeStone, Trade)):
            return _stone(facts, facts.action, facts.element, cell)
        if facts.egg is None:  # a stone put on a board directly, no action said
            return _("{cell} has no egg to take a stone").format(cell=cell_name(cell))
        return _("the egg on {cell} has no empty space for {stone}").format(cell=cell_name(cell),
                                                                           stone=a_stone(facts.element))
    return _turn(refusal, facts)


# -- a tile's squares ------------------------------------------------------------------------------------------


def _named(refusal: Refusal, facts: Facts) -> str:
    return _("square {square} ({cell})").format(square=facts.square, cell=cell_name(refusal.cell or (-1, -1)))


def _who(refusal: Refusal, facts: Facts) -> str:
    named = _named(refusal, facts)
    return _("the pillars under {square}").format(square=named) if facts.under_pillars else named


def describe_needs(needs: Sequence[Optional[Element]]) -> str:
    """``a water stone``, ``two fire stones``, ``a fire stone and an air stone``, ``two matching stones``."""
    if len(needs) == 1 and needs[0] is None:
        return _("a stone of any element")
    return stones(needs)


def _pillars(refusal: Refusal, facts: Facts) -> str:
    needed = facts.pillars_needed or 0
    if facts.pillars_fresh:
        message = ngettext("square {square} ({cell}) needs {count} pillar under it, you have {usable} usable "
                           "({fresh} more from next round)",
                           "square {square} ({cell}) needs {count} pillars under it, you have {usable} usable "
                           "({fresh} more from next round)", needed)
    else:
        message = ngettext("square {square} ({cell}) needs {count} pillar under it, you have {usable} usable",
                           "square {square} ({cell}) needs {count} pillars under it, you have {usable} usable",
                           needed)
    return message.format(square=facts.square, cell=cell_name(refusal.cell or (-1, -1)), count=needed,
                          usable=facts.pillars_usable, fresh=facts.pillars_fresh)


_TILE: dict[Rule, Callable[[Refusal, Facts], str]] = {
    Rule.OFF_BOARD: lambda r, f: _("square {square} would be off the board").format(square=f.square),
    Rule.GAP: lambda r, f: _("{square} would be over a gap in the ruins, where nothing can stand").format(
        square=_named(r, f)),
    Rule.CLIFF: lambda r, f: _("{square} would be on a cliff, where only dragons may go").format(square=_named(r, f)),
    Rule.DRAGON: lambda r, f: _("{what} would cover a dragon").format(what=_who(r, f)),
    Rule.UNREADY_EGG: lambda r, f: _("{what} would cover an egg that still needs {stones}").format(
        what=_who(r, f), stones=describe_needs(f.missing)),
    Rule.SHRINE_ASSISTANT: lambda r, f: _("{square} would cover the shrine the Assistant stands on").format(
        square=_named(r, f)),
    Rule.PILLARS: _pillars,
}
"""A rule a tile's square breaks, said of that square."""

# -- stones and dragons ----------------------------------------------------------------------------------------

_STONE_RULES = frozenset({Rule.STONE_LINE, Rule.STONE_SPACE, Rule.GAP, Rule.CLIFF})
_DRAGON_RULES = frozenset({Rule.NEST_PLACE, Rule.ONE_DRAGON, Rule.GAP, Rule.EXTRA_OFF_CLIFF})


def _stone(facts: Facts, action: Action, element: Element, cell: Cell) -> str:
    if isinstance(action, Stone):
        lines = listed([line_name(line) for line in facts.lines])
        return _("{stone} from step {step} cannot go on {cell}: it must go on an empty {space} of a top square in "
                 "{lines}").format(stone=a_stone(element), step=facts.step, cell=cell_name(cell),
                                   space=space_word(element), lines=lines)
    if isinstance(action, Trade):
        return _("the {stone} cannot go on {cell}: it needs an empty {space} on a top square").format(
            stone=stone_word(element), cell=cell_name(cell), space=space_word(element))
    return _("{stone} cannot go on {cell}: it needs an empty {space} on a top square").format(
        stone=a_stone(element), cell=cell_name(cell), space=space_word(element))


def _dragon(refusal: Refusal, action: Action, cell: Cell) -> str:
    rule, facts = refusal.rule, refusal.facts
    if not on_grid(cell):
        return _("a dragon nests on the board, not off it")
    if rule is Rule.GAP:
        reason = _("it is a gap")
    elif rule is Rule.ONE_DRAGON and facts.cliff:
        reason = _("the cliff already holds {dragons}").format(dragons=counted("dragon", facts.capacity or 0))
    elif rule is Rule.ONE_DRAGON:
        reason = _("it already holds a dragon")
    elif isinstance(action, ExtraDragon):
        return _("the extra dragon cannot go on {cell}: it goes on a non-cliff square of the tile just placed, a "
                 "square holding stones, or bare board, one dragon per square").format(cell=cell_name(cell))
    else:
        reason = _("dragons nest on the tile just placed, on a square holding stones, or on bare board")
    if isinstance(action, ExtraDragon):
        return _("the extra dragon cannot go on {cell}: {reason}").format(cell=cell_name(cell), reason=reason)
    return _("a dragon cannot nest on {cell}: {reason}").format(cell=cell_name(cell), reason=reason)


# -- the turn --------------------------------------------------------------------------------------------------


def _turn(refusal: Refusal, facts: Facts) -> str:
    rule = refusal.rule
    if rule is Rule.GAME_OVER:
        return _("the game is over")
    if rule is Rule.OUT_OF_TURN and facts.phase is not None and facts.action is not None:
        return _("now is the time to {doing}, not to {verb}").format(doing=shown(DOING[facts.phase]),
                                                                    verb=verb(facts.action))
    if rule is Rule.NO_SLOT and facts.slot is not None and facts.slots is not None:
        return _("the planning site has slots {first} to {last}; there is no slot {slot}").format(
            first=slot_name(0), last=slot_name(facts.slots - 1), slot=slot_name(facts.slot))
    if rule is Rule.TILE_SHAPE:
        return _("the two squares of a tile lie side by side; {cells} do not touch").format(
            cells=cells_name(refusal.cells))
    if rule is Rule.EXTRA_TYPE:
        return _("the extra dragon is of a type on the cliff with dragons left in the supply: {types}").format(
            types=", ".join(type_word(kind) for kind in facts.types))
    if rule is Rule.TRADE_SIDE:
        return _("only the Marble Quarry side trades pillars for stones")
    if rule is Rule.TRADE_COST:
        cost = facts.cost or 0
        return ngettext("a trade costs {count} usable pillar, you have {usable}",
                        "a trade costs {count} usable pillars, you have {usable}", cost).format(
                            count=cost, usable=facts.pillars_usable)
    if rule is Rule.NOTHING_TO_UNDO:
        return _("nothing to undo in this turn")
    if rule is Rule.NOTHING_TO_REDO:
        return _("nothing to redo")
    if facts.action is not None:
        return _("{action} is not one of the legal choices").format(action=facts.action)
    return _("not one of the legal choices")
