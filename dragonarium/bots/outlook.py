"""Why the strong player's choice is good, as facts read off the board: an ``Outlook``.

``explain(state, ranked, advisor)`` replays the best of ``ranked`` on a copy of ``state`` the way ``advisor`` (a
``StrongPlayer``) judged it: the move itself (a draft with the placement the player has in mind, then the dragons
it owes), then, for a draft or a placement, the rest of the turn as the player means to play it (the element whose
Assistant walk ends best, the stones), and the tile it hopes to place next turn. Each stretch is told by comparing
the board before and after it: scoring domains, eggs hatched and readied, stones, dragons, pillars.

Nothing here makes sentences (``dragonarium.play.table.hint_text`` does), so the facts can be tested and worded apart.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional, Sequence

from dragonarium.rules import (TERRAINS, Action, Board, Cell, ChooseElement, Draft, Element, GameState, Nest, Phase,
                               Place, Placement, SquareLayer, Stone, Terrain, TileSpec, Trade, check_placement, domains,
                               largest_size, legal_placements, score)
from dragonarium.bots.players import Choice, Greedy, StrongPlayer, has_another_turn, placement_options, promise_left

AS_GOOD = 0.05
"""Values closer than this to the best choice's count as about as good."""
HINT_LOOKED_AT = 8
"""The hint's search: placements of each tile judged with the move they leave for next turn (the strong player
looks at ``PLACEMENTS_LOOKED_AT``); see scripts/bench_hint.py for what it saves and costs."""
HINT_PLAYED_THROUGH = 12
"""The hint's search: leading (tile, placement) pairs played to the end of the turn (``PLAYED_THROUGH``)."""


class Shift(str, Enum):
    """How a type's scoring domain changed."""

    STARTED = "started"
    JOINED = "joined"
    GROWN = "grown"
    RAISED = "raised"
    SHRUNK = "shrunk"


class Source(str, Enum):
    """Where a stone came from."""

    WALK = "walk"
    """A step of the Assistant's walk."""
    CHOICE = "choice"
    """A stone of one's choice: a tile that fits nowhere, a reward step."""
    TRADE = "trade"
    """Pillars traded for it (Marble Quarry)."""


@dataclass(frozen=True)
class DomainChange:
    """A type's scoring domain before and after: size in squares, height, and how many domains it took in."""

    terrain: Terrain
    size_before: int
    height_before: int
    size: int
    height: int
    joined: int
    """The domains of its type that the new one takes in (2 or more: the move joined them)."""

    @property
    def points_before(self) -> int:
        return self.size_before * self.height_before

    @property
    def points(self) -> int:
        return self.size * self.height

    @property
    def gain(self) -> int:
        return self.points - self.points_before

    @property
    def shift(self) -> Shift:
        if self.size_before == 0 and self.size:
            return Shift.STARTED
        if self.size > self.size_before:
            return Shift.JOINED if self.joined >= 2 else Shift.GROWN
        if self.size == self.size_before and self.height > self.height_before:
            return Shift.RAISED
        return Shift.SHRUNK


@dataclass(frozen=True)
class StonePut:
    """A stone put on an egg: where, of which element, from where, and whether the egg is now ready."""

    cell: Cell
    element: Element
    egg: Terrain
    source: Source
    missing: int
    """The egg's spaces still empty after it (0: the egg is ready to hatch)."""

    @property
    def readies(self) -> bool:
        return self.missing == 0


@dataclass(frozen=True)
class Hatch:
    """An egg a tile covered: its dragon hatches."""

    terrain: Terrain
    cell: Cell


@dataclass(frozen=True)
class DragonPlaced:
    """A dragon put on the board (a hatched one nesting, or a cliff's extra dragon)."""

    terrain: Terrain
    cell: Cell


@dataclass(frozen=True)
class Walk:
    """The Assistant's walk: its element, its steps (the largest domain of that type), stones placed and lost."""

    element: Element
    steps: int
    stones: int

    @property
    def lost(self) -> int:
        return self.steps - self.stones


@dataclass(frozen=True)
class Effects:
    """What a stretch of play changes on one player's board."""

    points_before: int
    points: int
    domains: tuple[DomainChange, ...]
    """The types whose scoring domain changed, the largest gain first."""
    hatched: tuple[Hatch, ...] = ()
    dragons: tuple[DragonPlaced, ...] = ()
    stones: tuple[StonePut, ...] = ()
    pillars_gained: int = 0
    pillars_spent: int = 0
    walk: Optional[Walk] = None
    royal_points: int = 0
    """Points royal dragons placed in the stretch score."""

    @property
    def gain(self) -> int:
        return self.points - self.points_before

    @property
    def readied(self) -> tuple[StonePut, ...]:
        """The stones that made an egg ready."""
        return tuple(stone for stone in self.stones if stone.readies)


@dataclass(frozen=True)
class NextTurn:
    """The tile the player hopes to place next turn (if the others leave it), where, and what it would do."""

    tile: TileSpec
    cells: tuple[Cell, Cell]
    effects: Effects


@dataclass(frozen=True)
class Outlook:
    """The facts behind a choice: the move, what it changes, the rest of the turn and the next turn in mind."""

    action: Action
    phase: Phase
    move: Effects
    """The move itself: a draft with the placement in mind, or a placement, then the dragons they hatch nesting;
    an element with its whole walk; any other action alone."""
    then: Optional[Effects] = None
    """The rest of the turn as the player means to play it (after a draft or a placement)."""
    next_turn: Optional[NextTurn] = None
    tile: Optional[TileSpec] = None
    """The tile drafted or placed."""
    cells: Optional[tuple[Cell, Cell]] = None
    """Where the tile goes: its first square on ``cells[0]``."""
    level: int = 0
    pillars_under: int = 0
    fits_nowhere: bool = False
    extra_dragon: bool = False
    """The move fills a cliff (Lostwing Cliffs), which brings an extra dragon to place."""
    only_choice: bool = False
    as_good: bool = False
    """Another choice is about as good."""
    dragon: Optional[Terrain] = None
    """The type of the dragon to nest (a nest decision)."""
    element: Optional[Element] = None
    """The element of the stone to place (a step's stone)."""


@dataclass(frozen=True)
class Advice:
    """A hint: the choice to make and the facts behind it."""

    choice: Choice
    outlook: Outlook
    samples: int = 0
    """For a deeper hint: the orders of the supply the expert played its candidates out on (0: no such search)."""


def hint_advisor(seed: int = 0, looked_at: Optional[int] = None, played_through: Optional[int] = None
                 ) -> StrongPlayer:
    """The strong player as it searches for a hint: no playouts, ``looked_at`` and ``played_through`` as
    ``StrongPlayer`` takes them (by default ``HINT_LOOKED_AT`` and ``HINT_PLAYED_THROUGH``)."""
    return StrongPlayer(seed, budget=0.0, looked_at=HINT_LOOKED_AT if looked_at is None else looked_at,
                        played_through=HINT_PLAYED_THROUGH if played_through is None else played_through)


def advise(state: GameState, seed: int = 0, advisor: Optional[StrongPlayer] = None) -> Optional[Advice]:
    """The hint for the decision pending in ``state`` (None when there is nothing to choose); ``state`` is
    left as it was."""
    advisor = advisor or hint_advisor(seed)
    ranked = advisor.ranked(state.copy())
    if not ranked:
        return None
    return Advice(ranked[0], explain(state, ranked, advisor))


def explain(state: GameState, ranked: Sequence[Choice], advisor: StrongPlayer) -> Outlook:
    """The facts behind ``ranked[0]``, the best choice ``advisor`` found for the decision pending in ``state``
    (which is left as it was)."""
    choice = ranked[0]
    action = choice.action
    decision = state.pending()
    player = state.current
    board = state.boards[player]
    tile = cells = None
    level = pillars_under = 0
    if isinstance(action, Draft):
        tile, cells = state.tile(state.site[action.slot]), choice.cells
    elif isinstance(action, Place):
        tile, cells = state.tile(decision.tile or ""), action.cells
    if tile is not None and cells is not None:
        verdict = check_placement(board, tile, Placement(cells))
        level, pillars_under = verdict.level, verdict.pillars_needed
    probe = state.copy()
    move = _Stretch(probe, player)
    move.apply(action)
    if isinstance(action, Draft) and cells is not None:
        move.apply(Place(cells))
    if isinstance(action, (Draft, Place, ChooseElement)):
        move.settle(advisor.greedy, deep=isinstance(action, ChooseElement))
    moved = move.effects()
    extra_dragon = isinstance(action, Nest) and not probe.over and probe.current == player \
        and probe.pending().phase is Phase.EXTRA_DRAGON
    then = upcoming = None
    if decision.phase in (Phase.DRAFT, Phase.PLACE):
        rest = _Stretch(probe, player)
        rest.finish_turn(advisor.greedy)
        then = rest.effects()
        if has_another_turn(state):
            tiles = advisor.next_tiles(state, action.slot if isinstance(action, Draft) else -1)
            upcoming = _next_turn(probe.boards[player], tiles, probe.dragons, promise_left(state))
    only_choice = len(decision.choices) == 1 and not isinstance(action, Trade)
    return Outlook(action, decision.phase, moved, then, upcoming, tile, cells, level, pillars_under,
                   fits_nowhere=isinstance(action, Draft) and tile is not None and not legal_placements(board, tile),
                   extra_dragon=extra_dragon, only_choice=only_choice,
                   as_good=not only_choice and len(ranked) > 1 and choice.value - ranked[1].value < AS_GOOD,
                   dragon=action.terrain if isinstance(action, Nest) and action.terrain else decision.terrain,
                   element=decision.element)


def _next_turn(board: Board, tiles: list[TileSpec], dragons: dict[Terrain, int], promise: float) -> Optional[NextTurn]:
    """The best of ``tiles`` for ``board`` as the strong player sees it, where it goes and what it does."""
    best: Optional[tuple[float, TileSpec, Board, tuple]] = None
    for tile in tiles:
        found = placement_options(board, tile, dragons, promise, 1)
        if found and (best is None or found[0][0] > best[0]):
            best = (found[0][0], tile, found[0][1], found[0][2])
    if best is None or best[0] <= 0:
        return None
    _, tile, after, cells = best
    return NextTurn(tile, cells, board_effects(board, after))


class _Stretch:
    """Actions applied to ``state`` one by one, with what each did to ``player``'s board."""

    def __init__(self, state: GameState, player: int) -> None:
        self.state = state
        self.player = player
        self.start = state.boards[player].copy()
        self.stones: list[StonePut] = []
        self.gained = 0
        self.spent = 0
        self.walk: Optional[Walk] = None

    def apply(self, action: Action) -> None:
        state = self.state
        decision = state.pending()
        before = state.boards[self.player].copy()
        if isinstance(action, ChooseElement):
            self.walk = Walk(action.element, largest_size(before, action.element.terrain), 0)
        state.apply(action)
        after = state.boards[self.player]
        spent = before.pillars - after.pillars if isinstance(action, (Place, Trade)) else 0
        self.spent += spent
        self.gained += after.pillars + after.fresh_pillars - before.pillars - before.fresh_pillars + spent
        source = Source.TRADE if isinstance(action, Trade) else Source.WALK if isinstance(action, Stone) \
            else Source.CHOICE
        put = _stones_put(before, after, source)
        self.stones.extend(put)
        if isinstance(action, Stone) and self.walk is not None and decision.element is self.walk.element:
            self.walk = Walk(self.walk.element, self.walk.steps, self.walk.stones + len(put))

    def _playing(self) -> bool:
        return not self.state.over and self.state.current == self.player

    def settle(self, greedy: Greedy, deep: bool) -> None:
        """The decisions that follow, each taken as ``greedy`` would (as ``Greedy.settle`` does): only the
        dragons owed, or (``deep``) everything up to the end of the turn."""
        while self._playing():
            decision = self.state.pending()
            if decision.phase is Phase.DRAFT or (not deep and decision.phase not in (Phase.NEST, Phase.EXTRA_DRAGON)):
                return
            self.apply(greedy.best(self.state, self.player, decision.choices))

    def finish_turn(self, greedy: Greedy) -> None:
        """The rest of the turn as ``Greedy.finish_turn`` plays it: the element whose whole walk ends best."""
        while self._playing():
            decision = self.state.pending()
            if decision.phase is Phase.DRAFT:
                return
            if decision.phase is Phase.ELEMENT:
                outcomes = greedy.outcomes(self.state, self.player, deep=True)
                self.apply(max(outcomes, key=lambda outcome: outcome[2])[0])
                self.settle(greedy, deep=True)
                continue
            self.apply(greedy.best(self.state, self.player, decision.choices))

    def effects(self) -> Effects:
        board = self.state.boards[self.player]
        found = board_effects(self.start, board)
        return Effects(found.points_before, found.points, found.domains, found.hatched, found.dragons,
                       tuple(self.stones), self.gained, self.spent, self.walk, found.royal_points)


def board_effects(before: Board, after: Board) -> Effects:
    """What changed between two versions of one board: points, domains, eggs hatched, dragons, stones (all of
    them of a player's choice: pass stones through ``_Stretch`` to know their source), pillars gained or spent."""
    sheet_before, sheet = score(before), score(after)
    changes = []
    for terrain in TERRAINS:
        old, new = sheet_before.types[terrain], sheet.types[terrain]
        if (old.size, old.height) == (new.size, new.height):
            continue
        joined = 0
        if new.domain is not None:
            joined = sum(1 for domain in domains(before, terrain) if domain.cells & new.domain.cells)
        changes.append(DomainChange(terrain, old.size, old.height, new.size, new.height, joined))
    changes.sort(key=lambda change: -change.gain)
    hatched: list[Hatch] = []
    dragons: list[DragonPlaced] = []
    for index, (old_stack, new_stack) in enumerate(zip(before.stacks, after.stacks)):
        cell = before.cell_of(index)
        for old_layer, new_layer in zip(old_stack, new_stack):
            if isinstance(old_layer, SquareLayer) and isinstance(new_layer, SquareLayer) and new_layer.hatched \
                    and not old_layer.hatched and old_layer.square.egg is not None:
                hatched.append(Hatch(old_layer.square.egg.terrain, cell))
        dragons.extend(DragonPlaced(kind, cell) for kind in after.dragons[index][len(before.dragons[index]):])
    total_before = before.pillars + before.fresh_pillars
    total = after.pillars + after.fresh_pillars
    return Effects(sheet_before.total, sheet.total, tuple(changes), tuple(hatched), tuple(dragons),
                   _stones_put(before, after, Source.CHOICE), pillars_gained=max(0, total - total_before),
                   pillars_spent=max(0, total_before - total),
                   royal_points=sheet.royal_dragon_points - sheet_before.royal_dragon_points)


def _stones_put(before: Board, after: Board, source: Source) -> tuple[StonePut, ...]:
    """Stones on eggs of ``after`` that ``before`` did not hold (same square on top of the same cell)."""
    put = []
    for cell in before.cells():
        old, new = before.top(cell), after.top(cell)
        if old is None or new is None or new.square.egg is None or new.hatched:
            continue
        if (old.tile, old.part, old.level) != (new.tile, new.part, new.level) or old.stones == new.stones:
            continue
        missing = sum(1 for stone in new.stones if stone is None)
        for had, has in zip(old.stones, new.stones):
            if had is None and has is not None:
                put.append(StonePut(cell, has, new.square.egg.terrain, source, missing))
    return tuple(put)


__all__ = ["AS_GOOD", "HINT_LOOKED_AT", "HINT_PLAYED_THROUGH", "Advice", "DomainChange", "DragonPlaced", "Effects",
           "Hatch", "NextTurn", "Outlook", "Shift", "Source", "StonePut", "Walk", "advise", "board_effects", "explain",
           "hint_advisor"]
