"""The oracle a hint is judged by: every fact of its ``Outlook`` (``dragonarium.bots.outlook``) holds on the table.

``check_outlook`` plays the hinted move on copies of the state with the rules and the strong player's own greedy
moves (a draft with the placement in mind, the dragons it hatches nesting; an element with its whole walk), then
the rest of the turn as the strong player plays it, and holds each fact against those states: the scores and
domains read off the boards, the eggs hatched, the dragons, stones and pillars as the turn's log records them
(``Placed``, ``EggHatched``, ``Nested``, ``StepStonePlaced``...), and the tile hoped for next turn placed on the
board the turn leaves.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Optional

from dragonarium.bots.outlook import Advice, Effects, NextTurn, Source
from dragonarium.bots.players import StrongPlayer
from dragonarium.rules import (TERRAINS, Board, ChooseElement, Draft, EggHatched, ExtraDragonNested, FitsNowhere,
                               FreeStonePlaced, GameState, Nest, Nested, Phase, PillarSource, PillarsGained, Place,
                               Placed, Placement, RewardPillar, SquareLayer, StepStonePlaced, Trade, Traded, Walked,
                               apply_placement, check_placement, domains, largest_domain, legal_placements, score)

STONE_SOURCE = {StepStonePlaced: Source.WALK, FreeStonePlaced: Source.CHOICE, Traded: Source.TRADE}
"""The event that records a stone put on an egg, for each place a stone comes from."""


@dataclass(frozen=True)
class Stretch:
    """Some play on one player's board: the state before and after it; the events it logged are the player's."""

    before: GameState
    after: GameState
    player: int

    @property
    def boards(self) -> tuple[Board, Board]:
        return self.before.boards[self.player], self.after.boards[self.player]

    @property
    def events(self) -> list:
        return [event for event in self.after.log[len(self.before.log):]
                if getattr(event, "player", None) == self.player]


@dataclass(frozen=True)
class Replayed:
    """The hinted move and the rest of its turn, played on copies of the state."""

    move: Stretch
    rest: Optional[Stretch]
    """After a draft or a placement: the rest of the turn."""


def replay(state: GameState, advice: Advice, advisor: StrongPlayer) -> Replayed:
    """``advice``'s move played on a copy of ``state`` with the greedy moves ``advisor`` makes, then (after a draft
    or a placement) the rest of the turn as ``advisor`` plays it."""
    player = state.current
    action = advice.choice.action
    after = state.copy()
    after.apply(action)
    if isinstance(action, Draft) and advice.choice.cells is not None:
        after.apply(Place(advice.choice.cells))
    if isinstance(action, (Draft, Place, ChooseElement)):
        advisor.greedy.settle(after, player, deep=isinstance(action, ChooseElement))
    move = Stretch(state.copy(), after, player)
    if not isinstance(action, (Draft, Place)):
        return Replayed(move, None)
    return Replayed(move, Stretch(after, advisor.greedy.finish_turn(after.copy(), player), player))


def check_outlook(state: GameState, advice: Advice, advisor: StrongPlayer) -> Replayed:
    """Every fact of ``advice.outlook`` holds on the table (a false one fails an assertion); ``state`` is left as
    it was. Returns the states the facts were held against."""
    outlook = advice.outlook
    decision = state.pending()
    action = advice.choice.action
    played = replay(state, advice, advisor)
    assert outlook.action == action and outlook.phase is decision.phase
    assert (outlook.dragon, outlook.element) == (decision.terrain, decision.element)
    assert outlook.only_choice == (len(decision.choices) == 1 and not isinstance(action, Trade))
    assert not (outlook.only_choice and outlook.as_good)
    _check_tile(state, advice, played.move)
    if isinstance(action, Nest):
        after = played.move.after
        assert outlook.extra_dragon == (not after.over and after.current == state.current
                                        and after.pending().phase is Phase.EXTRA_DRAGON)
    else:
        assert not outlook.extra_dragon
    check_effects(outlook.move, played.move)
    if played.rest is None:
        assert outlook.then is None and outlook.next_turn is None
        return played
    assert outlook.then is not None
    check_effects(outlook.then, played.rest)
    if outlook.next_turn is not None:
        check_next_turn(outlook.next_turn, played.rest.after, state.current)
    return played


def _check_tile(state: GameState, advice: Advice, move: Stretch) -> None:
    """The tile drafted or placed, where it goes, its level and the pillars under it, or that it fits nowhere."""
    outlook, action = advice.outlook, advice.choice.action
    if isinstance(action, Draft):
        assert outlook.tile == state.tile(state.site[action.slot]) and outlook.cells == advice.choice.cells
    elif isinstance(action, Place):
        assert outlook.tile == state.tile(state.pending().tile) and outlook.cells == action.cells
    else:
        assert outlook.tile is None and outlook.cells is None
    placed = [event for event in move.events if isinstance(event, Placed)]
    nowhere = [event for event in move.events if isinstance(event, FitsNowhere)]
    assert outlook.fits_nowhere == bool(nowhere) and (not nowhere or nowhere[0].tile == outlook.tile.id)
    if outlook.fits_nowhere:
        assert not legal_placements(state.boards[state.current], outlook.tile)
    if outlook.cells is None:
        assert not placed and (outlook.level, outlook.pillars_under) == (0, 0)
        return
    (event,) = placed
    assert (event.tile, event.cells) == (outlook.tile.id, outlook.cells)
    assert (event.level, event.pillars) == (outlook.level, outlook.pillars_under)


def check_effects(effects: Effects, stretch: Stretch) -> None:
    """What ``effects`` says the stretch changed is what it changed: points and domains on the boards, the eggs
    hatched, dragons placed, stones, pillars and the Assistant's walk as its events record them."""
    before, after = stretch.boards
    events = stretch.events
    check_board_effects(effects, before, after)
    hatched = [(event.terrain, event.cell) for event in events if isinstance(event, EggHatched)]
    assert Counter((hatch.terrain, hatch.cell) for hatch in effects.hatched) == Counter(hatched)
    nested = [(event.terrain, event.cell) for event in events if isinstance(event, (Nested, ExtraDragonNested))]
    assert Counter((dragon.terrain, dragon.cell) for dragon in effects.dragons) == Counter(nested)
    stones = [(event.cell, event.element, STONE_SOURCE[type(event)]) for event in events
              if type(event) in STONE_SOURCE]
    assert Counter((stone.cell, stone.element, stone.source) for stone in effects.stones) == Counter(stones)
    _check_stones(effects, after)
    own = before.spec.pillar_source is PillarSource.PLAYER  # else the pillars under a tile come from the supply
    spent = sum(event.pillars for event in events if isinstance(event, Traded) or (own and isinstance(event, Placed)))
    gained = sum(event.count for event in events if isinstance(event, PillarsGained)) + \
        sum(event.pillars for event in events if isinstance(event, FitsNowhere)) + \
        sum(1 for event in events if isinstance(event, RewardPillar))
    assert (effects.pillars_spent, effects.pillars_gained) == (spent, gained)
    assert _pillars(after) - _pillars(before) == gained - spent
    walked = [event for event in events if isinstance(event, Walked)]
    if effects.walk is None:
        assert not walked
        return
    (walk,) = walked
    assert (walk.element, walk.steps) == (effects.walk.element, effects.walk.steps)
    assert effects.walk.stones == sum(1 for event in events
                                      if isinstance(event, StepStonePlaced) and event.element is walk.element)


def check_board_effects(effects: Effects, before: Board, after: Board) -> None:
    """The points, scoring domains, royal dragons' points and new dragons of ``effects`` are those of the two
    boards; every egg it says hatched was uncovered and waiting on ``before`` and hatched on ``after``."""
    sheet_before, sheet = score(before), score(after)
    assert (effects.points_before, effects.points) == (sheet_before.total, sheet.total)
    assert effects.royal_points == sheet.royal_dragon_points - sheet_before.royal_dragon_points
    changes = {change.terrain: change for change in effects.domains}
    assert len(changes) == len(effects.domains), "one change a type"
    for terrain in TERRAINS:
        was, now = largest_domain(before, terrain), largest_domain(after, terrain)
        old = (was.size, was.height) if was is not None else (0, 0)
        new = (now.size, now.height) if now is not None else (0, 0)
        change = changes.get(terrain)
        if change is None:
            assert old == new, f"the {terrain.value} domain changed unsaid"
            continue
        assert (change.size_before, change.height_before, change.size, change.height) == old + new
        assert (change.points_before, change.points) == (sheet_before.types[terrain].points,
                                                         sheet.types[terrain].points)
        taken_in = [domain for domain in domains(before, terrain) if now is not None and domain.cells & now.cells]
        assert change.joined == len(taken_in)
    assert [change.gain for change in effects.domains] == sorted((c.gain for c in effects.domains), reverse=True)
    for hatch in effects.hatched:
        depth = len(before.stack(hatch.cell)) - 1
        top = before.top(hatch.cell)
        assert top is not None and top.square.egg is not None and top.square.egg.terrain is hatch.terrain
        assert not top.hatched and top.ready
        layer = after.stack(hatch.cell)[depth]
        assert isinstance(layer, SquareLayer) and layer.hatched
    added = Counter()
    for cell in before.cells():
        added.update((kind, cell) for kind in after.dragons_on(cell)[len(before.dragons_on(cell)):])
    assert Counter((dragon.terrain, dragon.cell) for dragon in effects.dragons) == added


def _check_stones(effects: Effects, after: Board) -> None:
    """Each stone is on an egg of the type said; the last on a cell leaves that egg's empty spaces as they are on
    ``after``, each earlier one a space more; the last that readies its egg leaves it ready."""
    by_cell: dict = {}
    for stone in effects.stones:
        by_cell.setdefault(stone.cell, []).append(stone)
    for cell, put in by_cell.items():
        top = after.top(cell)
        assert top is not None and top.square.egg is not None
        empty = sum(1 for space in top.stones if space is None)
        assert [stone.missing for stone in put] == [empty + len(put) - 1 - index for index in range(len(put))]
        assert all(stone.egg is top.square.egg.terrain for stone in put)
        assert put[-1].readies == (empty == 0) and (empty > 0 or top.ready)


def check_next_turn(upcoming: NextTurn, end: GameState, player: int) -> None:
    """The tile hoped for next turn is on the site the turn leaves, may go where it says on the board the turn
    leaves, and there does what its effects say."""
    board = end.boards[player]
    assert upcoming.tile.id in end.site
    placement = Placement(upcoming.cells)
    verdict = check_placement(board, upcoming.tile, placement)
    assert verdict.legal
    placed = board.copy()
    apply_placement(placed, upcoming.tile, placement)
    effects = upcoming.effects
    check_board_effects(effects, board, placed)
    assert not effects.stones and effects.walk is None
    delta = _pillars(placed) - _pillars(board)  # told as one count: the pillars under it net of those it gains
    assert (effects.pillars_gained, effects.pillars_spent) == (max(0, delta), max(0, -delta))
    assert all(hatch.cell in upcoming.cells for hatch in effects.hatched)


def _pillars(board: Board) -> int:
    return board.pillars + board.fresh_pillars
