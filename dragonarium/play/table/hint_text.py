"""The hint in words: the strong player's choice and the facts behind it (an ``Outlook``), in the board notation.

Every piece of text comes from one format string of ``PHRASES`` with named placeholders, filled by ``_say``: to
translate the hints, translate those strings (the placeholders stay, their order may change). A tile's squares are
named first square first (``fire/water tile``) and its cells in the same order (``C3-C4``: fire on C3, water on C4).
"""
from __future__ import annotations

from typing import Sequence

from dragonarium.bots.outlook import DomainChange, Effects, NextTurn, Outlook, Shift, Source, StonePut
from dragonarium.i18n import N_, _
from dragonarium.rules import (Cell, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Phase, Place, Stone, Terrain,
                               Trade, a_stone, amount, cell_name, cells_name, counted, dragon_word, egg_word,
                               slot_name, stone_word, tile_name, type_word)

PHRASES: dict[str, str] = {
    "message": N_("Hint: {hint}"),
    "deep_message": N_("Hint: {hint} (Looking further ahead, over {count} orders of the supply.)"),
    "hint": N_("{do}: {why}."),
    "hint_next": N_("{do}: {why}. {next}"),
    # what to do
    "draft": N_("Take the {tile} (slot {slot}) and place it {where}"),
    "draft_nowhere": N_("Take the {tile} (slot {slot})"),
    "place": N_("Place the tile {where}"),
    "element": N_("Choose {element}"),
    "stone": N_("Put the {stone} on {cell}"),
    "free_stone": N_("Put {stone} on {cell}"),
    "trade": N_("Trade {pillars} for {stone} on {cell}"),
    "nest": N_("Nest the {dragon} on {cell}"),
    "extra_dragon": N_("Put the extra {dragon} on {cell}"),
    # where a tile goes
    "pair": N_("{first}-{second}"),
    "on": N_("on {cells}"),
    "on_level": N_("on {cells} at level {level}"),
    "on_pillars": N_("on {cells} at level {level}, raised on {pillars}"),
    # joining reasons
    "and": N_("{first}, and {second}"),
    "then": N_("{now}; then {later}"),
    "in_all": N_("{reasons}, {points} in all"),
    # what a move does
    "points": N_("{sign}{count}"),
    "started": N_("it starts {domain}: {size} at height {height} ({points} now)"),
    "joined": N_("it joins {domain} to {size} at height {height} ({points} now)"),
    "grown": N_("it grows {domain} to {size} at height {height} ({points} now)"),
    "raised": N_("it raises {domain} to height {height} ({points} now)"),
    "shrunk": N_("{domain} becomes {size} at height {height} ({points} now)"),
    "started_no_points": N_("it starts {domain}: {size} at height {height}"),
    "joined_no_points": N_("it joins {domain} to {size} at height {height}"),
    "grown_no_points": N_("it grows {domain} to {size} at height {height}"),
    "raised_no_points": N_("it raises {domain} to height {height}"),
    "fills_cliff": N_("it fills the cliff, which brings an extra dragon"),
    "royal_dragon": N_("the royal dragon scores {points}"),
    "royal_dragons": N_("the royal dragons score {points}"),
    "hatches": N_("it hatches the {egg} on {cell}"),
    "hatches_nests": N_("it hatches the {egg} on {cell} (its dragon nests on {nest})"),
    "hatches_many": N_("it hatches the eggs on {cells}"),
    "pillar_square": N_("it covers a pillar square: {pillars} from next round"),
    "fits_nowhere": N_("it fits nowhere on your board, so it is discarded for a pillar and a stone of your choice"),
    "readies_here": N_("it readies the {egg} there, to hatch when a tile covers it"),
    "needs_more": N_("the {egg} there then needs {more}"),
    "walk": N_("the Assistant walks {steps}"),
    "walk_ready": N_("the Assistant walks {steps} and its stones ready {eggs}"),
    "walk_stone": N_("the Assistant walks {steps} and puts a stone on {cell}"),
    "walk_stones": N_("the Assistant walks {steps} and puts stones on {cells}"),
    "your_walk_ready": N_("{walk} readies {eggs}"),
    "your_walk_stone": N_("{walk} puts a stone on {cell}"),
    "your_walk_stones": N_("{walk} puts stones on {cells}"),
    "choice_ready": N_("a stone of your choice readies {eggs}"),
    "reward_pillars": N_("a reward step gives {pillars}"),
    "egg": N_("the {egg} on {cell}"),
    "eggs": N_("the eggs on {cells}"),
    "nothing": N_("it changes no points now"),
    "as_good": N_("every choice here does about as well"),
    "only": N_("it is the only choice"),
    # the next turn
    "next_points": N_("Next turn, if it is still on the site, the {tile} could go {where} for {points}."),
    "next_hatch": N_("Next turn, if it is still on the site, the {tile} could go {where} and hatch {eggs}."),
    "next_both": N_("Next turn, if it is still on the site, the {tile} could go {where} for {points} and hatch "
                    "{eggs}."),
}

REVIEW_PHRASES: dict[str, str] = {
    "placed": N_("placed {where}: {why}"),
    "reasons_next": N_("{why}. {next}"),
}
"""A move judged in a review (``reason_sentence``): where its tile goes (when it has one) and why, without what to
do."""

YOUR_DOMAIN = {Terrain.FIRE: N_("your fire domain"), Terrain.WATER: N_("your water domain"),
               Terrain.AIR: N_("your air domain"), Terrain.ROYAL: N_("your royal domain")}
YOUR_WALK = {Terrain.FIRE: N_("your fire walk"), Terrain.WATER: N_("your water walk"), Terrain.AIR: N_("your air walk")}
"""The Assistant's walk with the stones of an element, by the element's type."""

MOST_REASONS = 2
"""Reasons given for the move itself, the weightiest first (the rest of the turn and the next turn come after)."""
MOST_CELLS = 4
"""Eggs named cell by cell; more are counted."""


def _say(key: str, **fields: object) -> str:
    return _(PHRASES[key]).format(**fields)


def hint_message(outlook: Outlook, samples: int = 0) -> str:
    """The line the table shows for a hint: ``Hint: Take the fire/water tile (slot 2) and place it ...``; a deeper
    hint, worked out over ``samples`` orders of the supply, says so after it (``Hint:`` once)."""
    if samples:
        return _say("deep_message", hint=hint_sentence(outlook), count=samples)
    return _say("message", hint=hint_sentence(outlook))


def hint_sentence(outlook: Outlook) -> str:
    """What to do and why, from the facts of ``outlook``."""
    do = _do(outlook)
    why = _why(outlook)
    upcoming = _next_turn(outlook.next_turn) if outlook.next_turn is not None else ""
    if upcoming:
        return _say("hint_next", do=do, why=why, next=upcoming)
    return _say("hint", do=do, why=why)


def reason_sentence(outlook: Outlook, next_turn: bool = True) -> str:
    """Why a move is good or not, from the facts of ``outlook``, as the hint says it but without what to do: where
    a drafted tile goes, what the move does now and in the rest of the turn, and (``next_turn``) what it leaves for
    next turn (``placed on B3-B4 at level 2: it grows your water domain ... Next turn, ...``)."""
    why = _why(outlook)
    if isinstance(outlook.action, Draft) and outlook.cells is not None and not outlook.fits_nowhere:
        why = _(REVIEW_PHRASES["placed"]).format(where=_where(outlook), why=why)
    upcoming = _next_turn(outlook.next_turn) if outlook.next_turn is not None and next_turn else ""
    return _(REVIEW_PHRASES["reasons_next"]).format(why=why, next=upcoming) if upcoming else why


# -- what to do ------------------------------------------------------------------------------------------------


def _do(outlook: Outlook) -> str:
    action = outlook.action
    if isinstance(action, Draft):
        tile = tile_name(outlook.tile) if outlook.tile else ""
        if outlook.cells is None:
            return _say("draft_nowhere", tile=tile, slot=slot_name(action.slot))
        return _say("draft", tile=tile, slot=slot_name(action.slot), where=_where(outlook))
    if isinstance(action, Place):
        return _say("place", where=_where(outlook))
    if isinstance(action, ChooseElement):
        return _say("element", element=type_word(action.element))
    if isinstance(action, Stone):
        stone = stone_word(outlook.element) if outlook.element else ""
        return _say("stone", stone=stone, cell=cell_name(action.cell))
    if isinstance(action, FreeStone):
        return _say("free_stone", stone=a_stone(action.element), cell=cell_name(action.cell))
    if isinstance(action, Trade):
        put = outlook.move.stones[0]  # a trade always puts its stone
        return _say("trade", pillars=amount(outlook.move.pillars_spent, "pillar"),
                    stone=a_stone(put.element), cell=cell_name(action.cell))
    if isinstance(action, Nest):
        dragon = dragon_word(outlook.dragon) if outlook.dragon else ""
        return _say("nest", dragon=dragon, cell=cell_name(action.cell))
    if isinstance(action, ExtraDragon):
        return _say("extra_dragon", dragon=dragon_word(action.terrain), cell=cell_name(action.cell))
    raise AssertionError(f"no hint wording for {action!r}")


def _pair(cells: tuple[Cell, Cell]) -> str:
    return _say("pair", first=cell_name(cells[0]), second=cell_name(cells[1]))


def _where(outlook: Outlook) -> str:
    assert outlook.cells is not None
    cells = _pair(outlook.cells)
    if outlook.pillars_under:
        return _say("on_pillars", cells=cells, level=outlook.level, pillars=amount(outlook.pillars_under, "pillar"))
    if outlook.level > 1:
        return _say("on_level", cells=cells, level=outlook.level)
    return _say("on", cells=cells)


# -- why -------------------------------------------------------------------------------------------------------


def _why(outlook: Outlook) -> str:
    move = outlook.move
    stated = _move_reasons(outlook)[:MOST_REASONS]
    now = _joined([reason for reason, _ in stated])
    points_stated = sum(points for _, points in stated)
    if points_stated and points_stated != move.gain:
        now = _say("in_all", reasons=now, points=_points(move.gain))
    later = _rest(outlook.then) if outlook.then is not None else ""
    if now and later:
        return _say("then", now=now, later=later)
    if now or later:
        return now or later
    if outlook.only_choice:
        return _say("only")
    if outlook.as_good:
        return _say("as_good")
    if outlook.phase is Phase.ELEMENT and move.walk is not None:
        return _say("walk", steps=amount(move.walk.steps, "step"))
    return _say("nothing")


def _move_reasons(outlook: Outlook) -> list[tuple[str, int]]:
    """What the move itself does, the weightiest first: each reason with the points it states."""
    move = outlook.move
    if outlook.fits_nowhere:
        return [(_say("fits_nowhere"), 0)]
    if outlook.phase in (Phase.STONE, Phase.FALLBACK_STONE, Phase.REWARD_STONE) or isinstance(outlook.action, Trade):
        return [(_stone(move.stones[0]), 0)] if move.stones else []
    if outlook.phase is Phase.ELEMENT:
        return [(_walk(move), 0)] if move.walk is not None and (move.stones or move.pillars_gained) else []
    gains = [(_domain(change), change.gain) for change in move.domains if change.gain > 0]
    reasons = gains[:1]
    if len(move.hatched) == 1:
        hatch = move.hatched[0]
        nests = [dragon.cell for dragon in move.dragons if dragon.terrain is hatch.terrain]
        if nests:
            reasons.append((_say("hatches_nests", egg=egg_word(hatch.terrain), cell=cell_name(hatch.cell),
                                 nest=cell_name(nests[0])), 0))
        else:
            reasons.append((_say("hatches", egg=egg_word(hatch.terrain), cell=cell_name(hatch.cell)), 0))
    elif move.hatched:
        reasons.append((_say("hatches_many", cells=_cells(hatch.cell for hatch in move.hatched)), 0))
    if move.royal_points > 0:
        royal = sum(1 for dragon in move.dragons if dragon.terrain is Terrain.ROYAL)
        reasons.append((_say("royal_dragon" if royal == 1 else "royal_dragons",
                             points=amount(move.royal_points, "point")), move.royal_points))
    if outlook.extra_dragon:
        reasons.append((_say("fills_cliff"), 0))
    if move.pillars_gained:
        reasons.append((_say("pillar_square", pillars=_points(move.pillars_gained, "pillar")), 0))
    reasons += gains[1:]
    if not reasons:  # domains grown where they score nothing yet (at height 0): their size still walks the Assistant
        reasons = [(_domain(change), 0) for change in move.domains if change.shift is not Shift.SHRUNK]
    return reasons


def _domain(change: DomainChange) -> str:
    fields = dict(domain=_(YOUR_DOMAIN[change.terrain]), size=amount(change.size, "square"), height=change.height,
                  points=_points(change.gain))
    return _say(change.shift.value if change.gain else f"{change.shift.value}_no_points", **fields)


def _walk(move: Effects) -> str:
    walk = move.walk
    assert walk is not None
    steps = amount(walk.steps, "step")
    ready = [stone for stone in move.readied if stone.source is Source.WALK]
    if ready:
        reason = _say("walk_ready", steps=steps, eggs=_eggs(ready))
    elif any(stone.source is Source.WALK for stone in move.stones):
        reason = _stones_on("walk_stone", "walk_stones", move, steps=steps)
    else:
        reason = _say("walk", steps=steps)
    extra = []
    chosen = [stone for stone in move.readied if stone.source is Source.CHOICE]
    if chosen:
        extra.append(_say("choice_ready", eggs=_eggs(chosen)))
    if move.pillars_gained:
        extra.append(_say("reward_pillars", pillars=_points(move.pillars_gained, "pillar")))
    return _joined([reason] + extra)


def _stone(stone: StonePut) -> str:
    if stone.readies:
        return _say("readies_here", egg=egg_word(stone.egg))
    more = counted("more stone", stone.missing)
    return _say("needs_more", egg=egg_word(stone.egg), more=more)


def _rest(then: Effects) -> str:
    """The rest of the turn in a clause: what the walk and any stone of choice ready (in the order they come), or
    where the walk's stones go."""
    reasons = []
    walk = then.walk
    ready = [stone for stone in then.readied if stone.source is Source.WALK]
    if walk is not None and ready:
        reasons.append(_say("your_walk_ready", walk=_(YOUR_WALK[walk.element.terrain]), eggs=_eggs(ready)))
    elif walk is not None and walk.stones:
        reasons.append(_stones_on("your_walk_stone", "your_walk_stones", then, walk=_(YOUR_WALK[walk.element.terrain])))
    chosen = [stone for stone in then.readied if stone.source is Source.CHOICE]
    if chosen:
        choice_first = [stone.source for stone in then.stones][0] is Source.CHOICE
        reasons.insert(0 if choice_first else len(reasons), _say("choice_ready", eggs=_eggs(chosen)))
    return _joined(reasons)


def _next_turn(upcoming: NextTurn) -> str:
    effects = upcoming.effects
    fields = dict(tile=tile_name(upcoming.tile), where=_say("on", cells=_pair(upcoming.cells)))
    eggs = _eggs(effects.hatched) if effects.hatched else ""
    if effects.gain > 0 and eggs:
        return _say("next_both", points=_points(effects.gain), eggs=eggs, **fields)
    if effects.gain > 0:
        return _say("next_points", points=_points(effects.gain), **fields)
    if eggs:
        return _say("next_hatch", eggs=eggs, **fields)
    return ""


# -- small pieces ----------------------------------------------------------------------------------------------


def _points(count: int, noun: str = "point") -> str:
    return _say("points", sign="+" if count >= 0 else "-", count=amount(abs(count), noun))


def _cells(cells) -> str:
    return cells_name(sorted(set(cells), key=lambda cell: cell_name(cell)))


def _stones_on(one: str, many: str, effects: Effects, **fields: object) -> str:
    """Where the walk's stones went: ``one`` phrase for a single cell, ``many`` for several."""
    cells = sorted({stone.cell for stone in effects.stones if stone.source is Source.WALK}, key=cell_name)
    if len(cells) == 1:
        return _say(one, cell=cell_name(cells[0]), **fields)
    return _say(many, cells=cells_name(cells), **fields)


def _eggs(found: Sequence) -> str:
    """``the water egg on B4`` for one egg, ``the eggs on B4 and C2`` for more (each once), ``7 eggs`` for many."""
    cells = list(dict.fromkeys(item.cell for item in found))
    if len(cells) > MOST_CELLS:
        return amount(len(cells), "egg")
    if len(cells) == 1:
        kind = next(item for item in found if item.cell == cells[0])
        terrain = kind.egg if isinstance(kind, StonePut) else kind.terrain
        return _say("egg", egg=egg_word(terrain), cell=cell_name(cells[0]))
    return _say("eggs", cells=_cells(cells))


def _joined(reasons: list[str]) -> str:
    if not reasons:
        return ""
    text = reasons[0]
    for reason in reasons[1:]:
        text = _say("and", first=text, second=reason)
    return text
