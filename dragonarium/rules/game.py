"""The whole game: setup, turns as explicit decisions, round end, the winner.

``GameState`` holds everything on the table and answers ``pending()`` (the
decision to make now, with its legal choices) and ``apply(action)``. ``Game``
wraps a state with its history: the actions taken, undo and redo within the
current turn, and the seed that makes the whole game reproducible.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Optional, Sequence

from . import assistant
from .actions import Action, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from .board import Board
from .components import Catalog, Reward, TileSpec
from .errors import DragonariumError, IllegalAction
from .fallback import FALLBACK_PILLARS, free_stone_choices, place_free_stone
from .hatching import nest_cells, nest_dragon
from .placement import Placement, apply_placement, check_placement, legal_placements
from .scoring import ScoreSheet, largest_size, score
from .values import ELEMENTS, TERRAINS, Cell, Element, Terrain, cell_name

SITE_SIZE = {1: 6, 2: 6, 3: 5, 4: 6}
"""Tiles on the planning site at setup, per player count (solo plays as 2 players)."""
REFILL = {1: 4, 2: 4, 3: 3, 4: 4}
"""Tiles drawn when the planning site is replenished."""
REFILL_WHEN_AT_MOST = {1: 2, 2: 2, 3: 99, 4: 99}
"""The site is replenished at round end only when this many tiles or fewer remain."""
MAX_PLAYERS = 4


class Phase(str, Enum):
    """The kind of decision the game is waiting for."""

    DRAFT = "draft"
    PLACE = "place"
    FALLBACK_STONE = "fallback-stone"
    NEST = "nest"
    EXTRA_DRAGON = "extra-dragon"
    ELEMENT = "element"
    STONE = "stone"
    REWARD_STONE = "reward-stone"
    OVER = "over"


PROMPTS = {
    Phase.DRAFT: "choose a tile from the planning site",
    Phase.PLACE: "place the tile on your board",
    Phase.FALLBACK_STONE: "the tile fits nowhere: it is discarded; place a stone of your choice",
    Phase.NEST: "choose where the hatched dragon nests",
    Phase.EXTRA_DRAGON: "the cliff now holds two dragons: place one more dragon off the cliffs",
    Phase.ELEMENT: "choose fire, water or air to move the Assistant",
    Phase.STONE: "choose where this step's stone goes",
    Phase.REWARD_STONE: "reward step: place a stone of your choice",
    Phase.OVER: "the game is over",
}


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name, a board side and who plays it."""

    name: str
    side: str = "library"
    kind: str = "human"


@dataclass(frozen=True)
class Decision:
    """What the game waits for: a phase, whose decision, and every legal choice."""

    phase: Phase
    player: int
    choices: tuple[Action, ...]
    tile: Optional[str] = None
    terrain: Optional[Terrain] = None
    element: Optional[Element] = None
    step: Optional[int] = None

    @property
    def prompt(self) -> str:
        return PROMPTS[self.phase]


@dataclass(frozen=True)
class Outcome:
    """The end of a game: each player's score sheet, the winners, the solo rank."""

    sheets: tuple[ScoreSheet, ...]
    winners: tuple[int, ...]
    solo_rank: Optional[str] = None
    tie_break: str = ""


@dataclass
class GameState:
    """Everything on the table, and the rules that move it on."""

    catalog: Catalog
    seats: tuple[Seat, ...]
    boards: list[Board]
    supply: list[str]
    site: list[str]
    dragons: dict[Terrain, int]
    round: int = 1
    first: int = 0
    turn: int = 0
    tasks: list[tuple] = field(default_factory=list)
    drafted: Optional[str] = None
    placed: tuple[Cell, ...] = ()
    element: Optional[Element] = None
    discarded: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    over: bool = False
    _pending: Optional[Decision] = None

    # -- setup ---------------------------------------------------------------
    @classmethod
    def setup(cls, catalog: Catalog, seats: Sequence[Seat], seed: int) -> "GameState":
        """Shuffle the tiles of the player count, deal starting tiles, pick the first player."""
        count = len(seats)
        if not 1 <= count <= MAX_PLAYERS:
            raise DragonariumError(f"a game has 1 to {MAX_PLAYERS} players, got {count}")
        if count > len(catalog.starting_tiles):
            raise DragonariumError(f"{count} players need {count} starting tiles, the data has "
                                   f"{len(catalog.starting_tiles)}")
        for seat in seats:
            catalog.board(seat.side)
        rng = random.Random(seed)
        supply = [tile.id for tile in catalog.tiles_for(count)]
        rng.shuffle(supply)
        starting = rng.sample(list(catalog.starting_tiles), count)
        first = rng.randrange(count)
        site_size = SITE_SIZE[count]
        site, supply = supply[:site_size], supply[site_size:]
        boards = [Board.new(catalog.board(seat.side), start, catalog.starting_pillars)
                  for seat, start in zip(seats, starting)]
        state = cls(catalog=catalog, seats=tuple(seats), boards=boards, supply=supply, site=site,
                    dragons={terrain: catalog.dragons_per_type for terrain in TERRAINS}, first=first)
        state.start_turn()
        return state

    def copy(self) -> "GameState":
        other = GameState(catalog=self.catalog, seats=self.seats, boards=[b.copy() for b in self.boards],
                          supply=list(self.supply), site=list(self.site), dragons=dict(self.dragons),
                          round=self.round, first=self.first, turn=self.turn, tasks=list(self.tasks),
                          drafted=self.drafted, placed=self.placed, element=self.element,
                          discarded=list(self.discarded), log=list(self.log), over=self.over)
        other._pending = self._pending
        return other

    def same_table(self, other: "GameState") -> bool:
        """True when both states have the same pieces where they are and the same decision pending."""
        keys = ("seats", "boards", "supply", "site", "dragons", "round", "first", "turn", "tasks", "drafted",
                "placed", "element", "discarded", "over")
        return all(getattr(self, key) == getattr(other, key) for key in keys)

    # -- reading ---------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def current(self) -> int:
        """Index of the player whose turn it is."""
        return (self.first + self.turn) % len(self.seats)

    @property
    def board(self) -> Board:
        """The board of the player whose turn it is."""
        return self.boards[self.current]

    def tile(self, tile_id: str) -> TileSpec:
        return self.catalog.tiles[tile_id]

    def pending(self) -> Decision:
        """The decision the game waits for now, with every legal choice."""
        if self._pending is None:
            self._pending = self._decision()
        return self._pending

    def legal_actions(self) -> tuple[Action, ...]:
        decision = self.pending()
        return decision.choices + self._trades()

    def dragons_in_play(self) -> int:
        return sum(self.dragons.values()) + sum(board.dragon_count() for board in self.boards)

    # -- the turn as a list of tasks -------------------------------------------
    def start_turn(self, advance: bool = True) -> None:
        """Queue the tasks of the current player's turn."""
        self.drafted = None
        self.placed = ()
        self.element = None
        tasks: list[tuple] = [("draft",), ("element",)]
        if self.solo:
            tasks.append(("solo-discard",))
        tasks.append(("end-turn",))
        self.tasks = tasks
        self._pending = None
        if advance:
            self._advance()

    def start_turn_at(self, pending: str, tile: Optional[str] = None) -> None:
        """Set up the current turn from a named point: ``draft``, ``place`` (``tile`` drafted) or ``element``."""
        self.start_turn(advance=False)
        if pending == "place":
            self.drafted = tile
            self.tasks[0] = ("place", tile)
        elif pending == "element":
            self.tasks.pop(0)
        self._advance()

    def _advance(self) -> None:
        """Run every task that needs no decision, up to the next decision."""
        self._pending = None
        while not self.over and self.tasks:
            task = self.tasks[0]
            kind = task[0]
            board = self.board
            if kind == "draft" and not self.site:
                self.log.append("the planning site is empty: no tile to draft")
                self.tasks.pop(0)
            elif kind == "fallback" and not free_stone_choices(board):
                self.log.append("no empty space anywhere: the free stone is lost")
                self.tasks.pop(0)
            elif kind == "extra-dragon" and not self._extra_dragon_choices(task[1]):
                self.log.append("no dragon of the cliff's types left in the supply: no extra dragon")
                self.tasks.pop(0)
            elif kind == "nest" and self.dragons[task[1]] == 0:
                self.log.append(f"no {task[1].value} dragon left in the supply: none nests")
                self.tasks.pop(0)
            elif kind == "step":
                _, step, element = task
                board.step = step
                if not assistant.stone_targets(board, step, element):
                    self.log.append(f"step {step}: no empty {element.value} space in its lines, the stone is lost")
                    self.tasks.pop(0)
                    self._after_step(step)
                else:
                    return
            elif kind == "reward-pillar":
                self.tasks.pop(0)
                board.gain_pillars(1)
                self.log.append(f"reward step {task[1]}: one pillar")
            elif kind == "reward-stone" and not free_stone_choices(board):
                self.tasks.pop(0)
                self.log.append("reward stone: no empty space anywhere, it is lost")
            elif kind == "solo-discard":
                self.tasks.pop(0)
                self._solo_discard()
            elif kind == "end-turn":
                self.tasks.pop(0)
                self._end_turn()
                return
            else:
                return

    def _after_step(self, step: int) -> None:
        """Queue the reward of a reward step the Assistant just landed on."""
        reward = self.board.spec.track[step].reward
        if reward is Reward.PILLAR:
            self.tasks.insert(0, ("reward-pillar", step))
        elif reward is Reward.STONE:
            self.tasks.insert(0, ("reward-stone", step))

    def _decision(self) -> Decision:
        player = self.current
        if self.over or not self.tasks:
            return Decision(Phase.OVER, player, ())
        task = self.tasks[0]
        kind = task[0]
        board = self.board
        if kind == "draft":
            return Decision(Phase.DRAFT, player, tuple(Draft(i) for i in range(len(self.site))))
        if kind == "place":
            choices = tuple(Place(v.placement.cells) for v in legal_placements(board, self.tile(task[1])))
            return Decision(Phase.PLACE, player, choices, tile=task[1])
        if kind in ("fallback", "reward-stone"):
            choices = tuple(FreeStone(element, cell) for element, cell in free_stone_choices(board))
            phase = Phase.FALLBACK_STONE if kind == "fallback" else Phase.REWARD_STONE
            return Decision(phase, player, choices, tile=self.drafted if kind == "fallback" else None)
        if kind == "nest":
            choices = tuple(Nest(cell) for cell in nest_cells(board, self.placed))
            return Decision(Phase.NEST, player, choices, terrain=task[1])
        if kind == "extra-dragon":
            return Decision(Phase.EXTRA_DRAGON, player, self._extra_dragon_choices(task[1]))
        if kind == "element":
            return Decision(Phase.ELEMENT, player, tuple(ChooseElement(e) for e in ELEMENTS))
        if kind == "step":
            _, step, element = task
            choices = tuple(Stone(cell) for cell in assistant.stone_targets(board, step, element))
            return Decision(Phase.STONE, player, choices, element=element, step=step)
        raise AssertionError(f"no decision for task {task!r}")

    def _extra_dragon_choices(self, kinds: tuple[Terrain, ...]) -> tuple[Action, ...]:
        """The extra dragon a full cliff brings: either type on the cliff, on a legal non-cliff square."""
        board = self.board
        cells = [cell for cell in nest_cells(board, self.placed) if cell not in board.spec.cliffs]
        return tuple(ExtraDragon(kind, cell) for kind in kinds if self.dragons[kind] > 0 for cell in cells)

    def _trades(self) -> tuple[Action, ...]:
        """Marble Quarry trades open to the current player (empty on other sides)."""
        board = self.board
        trade = board.spec.trade
        if self.over or trade is None or board.pillars < trade.pillars:
            return ()
        return tuple(Trade(cell) for cell in assistant.anywhere_targets(board, trade.element))

    # -- applying --------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply one action of the current player; an illegal one raises and changes nothing."""
        if self.over:
            raise IllegalAction("the game is over", "game-over")
        decision = self.pending()
        if isinstance(action, Trade):
            self._trade(action)
            return
        expected = _ACTION_FOR_PHASE.get(decision.phase)
        if not isinstance(action, expected or ()):
            raise IllegalAction(f"now is the time to {decision.prompt}, not to {_verb(action)}", "out-of-turn")
        if action not in decision.choices:
            raise IllegalAction(self._why_illegal(action, decision), decision.phase.value)
        board = self.board
        task = self.tasks.pop(0)
        if isinstance(action, Draft):
            self._draft(action.slot)
        elif isinstance(action, Place):
            self._place(Placement(action.cells))
        elif isinstance(action, FreeStone):
            place_free_stone(board, action.element, action.cell)
            self.log.append(f"{action.element.value} stone of choice on {cell_name(action.cell)}")
        elif isinstance(action, Nest):
            nest_dragon(board, action.cell, task[1], self.placed)
            self.dragons[task[1]] -= 1
            self.log.append(f"a {task[1].value} dragon nests on {cell_name(action.cell)}")
            on_cliff = board.dragons_on(action.cell)
            if action.cell in board.spec.cliffs and len(on_cliff) == board.spec.cliff_capacity:
                self.tasks.insert(0, ("extra-dragon", tuple(dict.fromkeys(on_cliff))))
        elif isinstance(action, ExtraDragon):
            board.add_dragon(action.cell, action.terrain)
            self.dragons[action.terrain] -= 1
            self.log.append(f"the cliff's extra dragon: a {action.terrain.value} dragon on {cell_name(action.cell)}")
        elif isinstance(action, ChooseElement):
            self._choose_element(action.element)
        elif isinstance(action, Stone):
            _, step, element = task
            assistant.place_stone_at_step(board, step, element, action.cell)
            self.log.append(f"step {step}: {element.value} stone on {cell_name(action.cell)}")
            self._after_step(step)
        self._advance()

    def _why_illegal(self, action: Action, decision: Decision) -> str:
        """The rule an action breaks, in a player's words."""
        board = self.board
        if isinstance(action, Draft):
            return f"the planning site has slots 0 to {len(self.site) - 1}; there is no slot {action.slot}"
        if isinstance(action, Place):
            try:
                placement = Placement(action.cells)
            except IllegalAction as error:
                return error.reason
            verdict = check_placement(board, self.tile(decision.tile or ""), placement)
            return f"tile {decision.tile} cannot go at {placement}: {verdict.reason}"
        if isinstance(action, Nest):
            probe = board.copy()
            try:
                nest_dragon(probe, action.cell, decision.terrain or Terrain.FIRE, self.placed)
            except IllegalAction as error:
                return error.reason
        if isinstance(action, Stone) and decision.step is not None and decision.element is not None:
            probe = board.copy()
            try:
                assistant.place_stone_at_step(probe, decision.step, decision.element, action.cell)
            except IllegalAction as error:
                return error.reason
        if isinstance(action, ExtraDragon):
            kinds = sorted({choice.terrain.value for choice in decision.choices if isinstance(choice, ExtraDragon)})
            if all(not isinstance(c, ExtraDragon) or c.terrain is not action.terrain for c in decision.choices):
                return f"the extra dragon is of a type on the cliff with dragons left in the supply: {', '.join(kinds)}"
            return (f"the extra dragon cannot go on {cell_name(action.cell)}: it goes on a non-cliff square of the "
                    f"tile just placed, a square holding stones, or bare board, one dragon per square")
        if isinstance(action, FreeStone):
            return (f"a {action.element.value} stone cannot go on {cell_name(action.cell)}: it needs an empty "
                    f"{action.element.value} space on a top square")
        return f"{action} is not one of the legal choices"

    def _draft(self, slot: int) -> None:
        tile_id = self.site.pop(slot)
        self.drafted = tile_id
        self.log.append(f"{self.seats[self.current].name} drafts tile {tile_id}")
        if legal_placements(self.board, self.tile(tile_id)):
            self.tasks.insert(0, ("place", tile_id))
            return
        self.discarded.append(tile_id)
        self.board.gain_pillars(FALLBACK_PILLARS)
        self.log.append(f"tile {tile_id} fits nowhere: discarded, +1 pillar and a stone of choice")
        self.tasks.insert(0, ("fallback",))

    def _place(self, placement: Placement) -> None:
        board = self.board
        tile = self.tile(self.drafted or "")
        verdict, coverage = apply_placement(board, tile, placement)
        self.placed = placement.cells
        pillars = f", {verdict.pillars_needed} pillar(s) under it" if verdict.pillars_needed else ""
        self.log.append(f"tile {tile.id} placed at level {verdict.level} on {placement}{pillars}")
        if coverage.pillars_gained:
            self.log.append(f"covered pillar square: +{coverage.pillars_gained} pillar(s) from next round")
        for terrain in coverage.hatched:
            self.log.append(f"a {terrain.value} egg hatches")
        self.tasks[0:0] = [("nest", terrain) for terrain in coverage.hatched]

    def _choose_element(self, element: Element) -> None:
        board = self.board
        steps = largest_size(board, element.terrain)
        self.element = element
        path = assistant.walk(board, steps)
        self.log.append(f"{element.value}: the Assistant moves {steps} step(s)")
        previous, count = board.step, len(board.spec.track)
        for step in path:
            between = (previous + 1) % count
            while between != step:
                self.log.append(f"the Assistant skips the covered shrine at step {between}")
                between = (between + 1) % count
            previous = step
        self.tasks[0:0] = [("step", step, element) for step in path]

    def _trade(self, action: Trade) -> None:
        board = self.board
        if action not in self._trades():
            trade = board.spec.trade
            if trade is None:
                raise IllegalAction("only the Marble Quarry side trades pillars for stones", "trade")
            if board.pillars < trade.pillars:
                raise IllegalAction(f"a trade costs {trade.pillars} usable pillars, you have {board.pillars}", "trade")
            raise IllegalAction(f"the {trade.element.value} stone cannot go on {cell_name(action.cell)}: it needs "
                                f"an empty {trade.element.value} space on a top square", "trade")
        trade = board.spec.trade
        assert trade is not None
        board.pillars -= trade.pillars
        board.add_stone(action.cell, trade.element)
        self.log.append(f"trade: {trade.pillars} pillars for a {trade.element.value} stone on {cell_name(action.cell)}")
        self._advance()

    def _solo_discard(self) -> None:
        element = self.element
        for slot in range(len(self.site) - 1, -1, -1):
            tile = self.tile(self.site[slot])
            if element is not None and any(sq.terrain is element.terrain for sq in tile.squares):
                self.discarded.append(self.site.pop(slot))
                self.log.append(f"solo: discards tile {self.discarded[-1]} from the planning site")
                return
        if self.supply:
            self.discarded.append(self.supply.pop(0))
            self.log.append(f"solo: no {element.value if element else ''} tile on the site, discards the top "
                            f"of the supply")

    def _end_turn(self) -> None:
        self.turn += 1
        if self.turn < len(self.seats):
            self.start_turn()
            return
        count = len(self.seats)
        if len(self.site) <= REFILL_WHEN_AT_MOST[count]:
            if not self.supply:
                self._finish()
                return
            drawn, self.supply = self.supply[:REFILL[count]], self.supply[REFILL[count]:]
            self.site.extend(drawn)
            self.log.append(f"round {self.round} ends: {len(drawn)} tile(s) drawn to the planning site")
        else:
            self.log.append(f"round {self.round} ends: the planning site is not replenished")
        for board in self.boards:
            board.end_round()
        self.round += 1
        self.first = (self.first + 1) % count
        self.turn = 0
        self.start_turn()

    def _finish(self) -> None:
        self.over = True
        self.tasks = []
        self._pending = None
        self.log.append(f"round {self.round} ends and the supply is empty: the game is over")

    # -- the end ---------------------------------------------------------------
    def outcome(self) -> Outcome:
        """Scores and winners (most points, then most dragons, else shared); the solo rank."""
        sheets = tuple(score(board) for board in self.boards)
        best = max(sheet.total for sheet in sheets)
        leaders = [i for i, sheet in enumerate(sheets) if sheet.total == best]
        tie_break = ""
        if len(leaders) > 1:
            most = max(sheets[i].dragons for i in leaders)
            winners = [i for i in leaders if sheets[i].dragons == most]
            tie_break = (f"tied on {best} points: most dragons ({most}) wins" if len(winners) == 1
                         else f"tied on {best} points and {most} dragons: the victory is shared")
        else:
            winners = leaders
        rank = None
        if self.solo:
            rank = self.catalog.solo.rank(sheets[0].total, self.boards[0].spec.solo_bonus).title
        return Outcome(sheets=sheets, winners=tuple(winners), solo_rank=rank, tie_break=tie_break)


_ACTION_FOR_PHASE: dict[Phase, tuple[type, ...]] = {
    Phase.DRAFT: (Draft,),
    Phase.PLACE: (Place,),
    Phase.FALLBACK_STONE: (FreeStone,),
    Phase.REWARD_STONE: (FreeStone,),
    Phase.NEST: (Nest,),
    Phase.EXTRA_DRAGON: (ExtraDragon,),
    Phase.ELEMENT: (ChooseElement,),
    Phase.STONE: (Stone,),
}


def _verb(action: Action) -> str:
    return {Draft: "draft a tile", Place: "place a tile", Nest: "nest a dragon", ExtraDragon: "place an extra dragon",
            ChooseElement: "choose an element", Stone: "place a step's stone", FreeStone: "place a stone of choice",
            Trade: "trade pillars"}[type(action)]


class Game:
    """A game with its history: seed, actions, and undo/redo within the current turn."""

    def __init__(self, catalog: Catalog, seats: Sequence[Seat], seed: Optional[int] = None) -> None:
        self.seed = seed if seed is not None else random.randrange(1 << 31)
        self.state = GameState.setup(catalog, seats, self.seed)
        self.history: list[Action] = []
        self._turn_start = self.state.copy()
        self._turn_key = self._key()
        self._turn_actions: list[Action] = []
        self._redo: list[Action] = []

    @classmethod
    def from_state(cls, state: GameState, seed: int = 0) -> "Game":
        """A game that goes on from a stated position (lessons, bug reports); its history starts there."""
        game = cls.__new__(cls)
        game.seed = seed
        game.state = state
        game.history = []
        game._turn_start = state.copy()
        game._turn_key = game._key()
        game._turn_actions = []
        game._redo = []
        return game

    def _key(self) -> tuple[int, int]:
        return (self.state.round, self.state.turn)

    @property
    def catalog(self) -> Catalog:
        return self.state.catalog

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.state.seats

    def pending(self) -> Decision:
        return self.state.pending()

    def legal_actions(self) -> tuple[Action, ...]:
        return self.state.legal_actions()

    @property
    def over(self) -> bool:
        return self.state.over

    def apply(self, action: Action) -> None:
        """Apply an action; an illegal one raises ``IllegalAction`` and changes nothing."""
        self._apply(action)
        self._redo.clear()

    def _apply(self, action: Action) -> None:
        self.state.apply(action)
        self.history.append(action)
        if self._key() != self._turn_key or self.state.over:
            self._turn_start = self.state.copy()
            self._turn_key = self._key()
            self._turn_actions = []
        else:
            self._turn_actions.append(action)

    def play_forced(self) -> list[Action]:
        """Apply every decision that has exactly one legal choice; returns what was applied."""
        applied = []
        while not self.state.over:
            choices = self.state.legal_actions()
            if len(choices) != 1:
                break
            self.apply(choices[0])
            applied.append(choices[0])
        return applied

    @property
    def can_undo(self) -> bool:
        return bool(self._turn_actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Action:
        """Take back the last action of the current turn."""
        if not self._turn_actions:
            raise IllegalAction("nothing to undo in this turn", "undo")
        last = self._turn_actions[-1]
        keep = self._turn_actions[:-1]
        self.state = self._turn_start.copy()
        del self.history[len(self.history) - len(self._turn_actions):]
        self._turn_actions = []
        for action in keep:
            self.state.apply(action)
            self.history.append(action)
            self._turn_actions.append(action)
        self._redo.append(last)
        return last

    def redo(self) -> Action:
        """Apply again the action last undone."""
        if not self._redo:
            raise IllegalAction("nothing to redo", "redo")
        action = self._redo.pop()
        self._apply(action)
        return action

    def outcome(self) -> Outcome:
        return self.state.outcome()
