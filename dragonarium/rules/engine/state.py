"""Everything on the table, and the rules that move it on: turns as queues of tasks, decisions, round end.

``GameState`` answers ``pending()`` (the decision to make now, with its legal
choices and their context) and ``apply(action)``. Its ``tasks`` queue is the
engine's own bookkeeping: other layers ask ``pending()`` and
``dragons_owed()`` instead of reading it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional, Sequence, Union

from dragonarium.i18n import _
from dragonarium.rules.engine import assistant
from dragonarium.rules.model.actions import (Action, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone,
                                             Trade)
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.components import Catalog, Reward, TileSpec
from dragonarium.rules.model.decision import Decision, Phase
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.events import (Drafted, EggHatched, EmptySite, Ending, Event, ExtraDragonNested,
                                            FitsNowhere, FreeStoneLost, FreeStonePlaced, GameOver, Nested,
                                            NoExtraDragon, NoneNests, PillarsGained, Placed, RewardPillar,
                                            RewardStoneLost, RoundEnded, ShrineSkipped, StepStonePlaced, StoneLost,
                                            Traded, Walked)
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.engine.fallback import FALLBACK_PILLARS, free_stone_choices, place_free_stone
from dragonarium.rules.engine.hatching import nest_cells, nest_dragon
from dragonarium.rules.engine.nest_order import nest_choices, nest_task_index, settled, waiting_types
from dragonarium.rules.engine.outcome import Outcome, outcome_of
from dragonarium.rules.engine.placement import Placement, apply_placement, can_place, check_placement, legal_placements
from dragonarium.rules.engine.why_illegal import why_illegal, why_no_trade
from dragonarium.rules.engine.scoring import largest_size
from dragonarium.rules.engine.solo import discard as discard_after_solo_turn, discard_slot
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.seats import Seat
from dragonarium.rules.model.tasks import (OWED_DRAGONS, DraftTask, ElementTask, EndTurnTask, ExtraDragonTask,
                                           FallbackTask, NestTask, PlaceTask, RewardPillarTask, RewardStoneTask,
                                           SoloDiscardTask, StepTask, Task)
from dragonarium.rules.engine.waiting import WAITING_POINTS, Waiting, turn_tasks, waiting_of
from dragonarium.rules.model.values import ELEMENTS, TERRAINS, Cell, Element, Terrain

SITE_SIZE = {1: 6, 2: 6, 3: 5, 4: 6}
"""Tiles on the planning site at setup, per player count (solo plays as 2 players)."""
REFILL = {1: 4, 2: 4, 3: 3, 4: 4}
"""Tiles drawn when the planning site is replenished."""
REFILL_WHEN_AT_MOST = {1: 2, 2: 2, 3: 99, 4: 99}
"""The site is replenished at round end only when this many tiles or fewer remain."""
ROUNDS = 12
"""Rounds in a game. With 2-4 players the supply runs out at the end of the twelfth; a solo game, whose discards
come from the site or the supply, ends after its twelfth round whatever is left."""
MAX_PLAYERS = 4
TURN_POINTS = WAITING_POINTS
"""The decisions a turn can be set up at (``GameState.start_turn_at``), as position files state them: all."""


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
    tasks: list[Task] = field(default_factory=list)
    drafted: Optional[str] = None
    placed: tuple[Cell, ...] = ()
    element: Optional[Element] = None
    discarded: list[str] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    """What happened so far, as values (``rules.text.event_words`` says them)."""
    over: bool = False
    solo_discard: bool = True
    """A solo game discards a site tile after each turn; a lesson about something else turns this off."""
    _pending: Optional[Decision] = None

    # -- setup ---------------------------------------------------------------
    @classmethod
    def setup(cls, catalog: Catalog, seats: Sequence[Seat], seed: int) -> "GameState":
        """Shuffle the tiles of the player count, deal starting tiles, pick the first player."""
        count = len(seats)
        if not 1 <= count <= MAX_PLAYERS:
            raise DragonariumError(_("a game has 1 to {most} players, got {count}").format(most=MAX_PLAYERS,
                                                                                          count=count))
        if count > len(catalog.starting_tiles):
            raise DragonariumError(_("{count} players need {count} starting tiles, the data has {found}").format(
                count=count, found=len(catalog.starting_tiles)))
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
                          discarded=list(self.discarded), log=list(self.log), over=self.over,
                          solo_discard=self.solo_discard)
        other._pending = self._pending
        return other

    def same_table(self, other: "GameState") -> bool:
        """True when both states have the same pieces where they are and the same decision pending."""
        keys = ("seats", "boards", "supply", "site", "dragons", "round", "first", "turn", "tasks", "drafted",
                "placed", "element", "discarded", "over", "solo_discard")
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
        """The decision the game waits for now, with every legal choice and its context."""
        if self._pending is None:
            self._pending = self._decision()
        return self._pending

    def legal_actions(self) -> tuple[Action, ...]:
        decision = self.pending()
        return decision.choices + self._trades()

    def dragons_in_play(self) -> int:
        return sum(self.dragons.values()) + sum(board.dragon_count() for board in self.boards)

    def dragons_owed(self) -> int:
        """Dragons the current player has still to place this turn: hatched eggs to nest and a full cliff's
        extra dragon (each counted even if the supply has run out of its type)."""
        return sum(1 for task in self.tasks if isinstance(task, OWED_DRAGONS))

    # -- the turn as a queue of tasks ------------------------------------------
    def start_turn(self, advance: bool = True) -> None:
        """Queue the tasks of the current player's turn."""
        self.drafted = None
        self.placed = ()
        self.element = None
        tasks: list[Task] = [DraftTask(), ElementTask()]
        if self.solo:
            tasks.append(SoloDiscardTask())
        tasks.append(EndTurnTask())
        self.tasks = tasks
        self._pending = None
        if advance:
            self._advance()

    def start_turn_at(self, point: Union[Phase, Waiting], tile: Optional[str] = None) -> None:
        """Set up the current turn waiting at a decision: ``point`` is a ``Waiting`` with the turn's context, or
        just a phase (with the drafted ``tile`` for a placement or a stone of choice)."""
        waiting = point if isinstance(point, Waiting) else Waiting(Phase(point), tile=tile)
        if waiting.phase not in TURN_POINTS:
            raise DragonariumError(_("a turn can be set up at {points}, not at {phase}").format(
                points=", ".join(TURN_POINTS), phase=waiting.phase.value))
        if waiting.phase in (Phase.PLACE, Phase.FALLBACK_STONE) and waiting.tile is None:
            raise DragonariumError(_("a turn set up at {phase} needs the drafted tile").format(
                phase=waiting.phase.value))
        self.start_turn(advance=False)
        self.tasks = turn_tasks(waiting, self.board, self.solo)
        self.drafted, self.placed, self.element = waiting.tile, waiting.placed, waiting.element
        self._advance()

    def waiting(self) -> Optional[Waiting]:
        """Where the turn stands, as a position states it: the decision due and its context (None once over)."""
        if self.over:
            return None
        return waiting_of(self.tasks, self.drafted, self.placed, self.element)

    def _advance(self) -> None:
        """Run every task that needs no decision, up to the next decision."""
        self._pending = None
        while not self.over and self.tasks:
            task = self.tasks[0]
            board = self.board
            if isinstance(task, DraftTask) and not self.site:
                self.log.append(EmptySite(self.current))
                self.tasks.pop(0)
            elif isinstance(task, FallbackTask) and not free_stone_choices(board):
                self.log.append(FreeStoneLost(self.current))
                self.tasks.pop(0)
            elif isinstance(task, ExtraDragonTask) and not self._extra_dragon_choices(task.kinds):
                self.log.append(NoExtraDragon(self.current, task.kinds))
                self.tasks.pop(0)
            elif isinstance(task, NestTask) and self.dragons[task.terrain] == 0:
                self.log.append(NoneNests(self.current, task.terrain))
                self.tasks.pop(0)
            elif isinstance(task, StepTask):
                board.step = task.step
                if assistant.stone_targets(board, task.step, task.element):
                    return
                self.log.append(StoneLost(self.current, task.step, task.element))
                self.tasks.pop(0)
                self._after_step(task.step)
            elif isinstance(task, RewardPillarTask):
                self.tasks.pop(0)
                board.gain_pillars(1)
                self.log.append(RewardPillar(self.current, task.step))
            elif isinstance(task, RewardStoneTask) and not free_stone_choices(board):
                self.tasks.pop(0)
                self.log.append(RewardStoneLost(self.current, task.step))
            elif isinstance(task, SoloDiscardTask):
                self.tasks.pop(0)
                if self.solo_discard:
                    self.log.append(discard_after_solo_turn(self.site, self.supply, self.discarded, self.tile,
                                                            self.element, self.current))
            elif isinstance(task, EndTurnTask):
                self.tasks.pop(0)
                self._end_turn()
                return
            else:
                return

    def _after_step(self, step: int) -> None:
        """Queue the reward of a reward step the Assistant has just reached (passing over it or ending there)."""
        reward = self.board.spec.track[step].reward
        if reward is Reward.PILLAR:
            self.tasks.insert(0, RewardPillarTask(step))
        elif reward is Reward.STONE:
            self.tasks.insert(0, RewardStoneTask(step))

    def _decision(self) -> Decision:
        player = self.current
        if self.over or not self.tasks:
            return Decision(Phase.OVER, player, ())
        task = self.tasks[0]
        board = self.board
        choices: tuple[Action, ...]
        if isinstance(task, DraftTask):
            return Decision(Phase.DRAFT, player, tuple(Draft(i) for i in range(len(self.site))))
        if isinstance(task, PlaceTask):
            choices = tuple(Place(v.placement.cells) for v in legal_placements(board, self.tile(task.tile)))
            return Decision(Phase.PLACE, player, choices, tile=task.tile)
        if isinstance(task, (FallbackTask, RewardStoneTask)):
            choices = tuple(FreeStone(element, cell) for element, cell in free_stone_choices(board))
            if isinstance(task, FallbackTask):
                return Decision(Phase.FALLBACK_STONE, player, choices, tile=task.tile)
            return Decision(Phase.REWARD_STONE, player, choices, step=task.step)
        if isinstance(task, NestTask):
            choices = nest_choices(nest_cells(board, self.placed), waiting_types(self.tasks, self.dragons))
            return Decision(Phase.NEST, player, choices, terrain=task.terrain)
        if isinstance(task, ExtraDragonTask):
            return Decision(Phase.EXTRA_DRAGON, player, self._extra_dragon_choices(task.kinds))
        if isinstance(task, ElementTask):
            return Decision(Phase.ELEMENT, player, tuple(ChooseElement(e) for e in ELEMENTS))
        if isinstance(task, StepTask):
            choices = tuple(Stone(cell) for cell in assistant.stone_targets(board, task.step, task.element))
            return Decision(Phase.STONE, player, choices, element=task.element, step=task.step)
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
    def settled(self, action: Action) -> Action:
        """``action`` as the pending decision's choices write it (``nest_order.settled``): what records keep."""
        return settled(action, waiting_types(self.tasks, self.dragons))

    def apply(self, action: Action) -> None:
        """Apply one action of the current player; an illegal one raises and changes nothing."""
        if self.over:
            raise IllegalAction(Refusal(Rule.GAME_OVER, (), Facts(action=action)))
        action = self.settled(action)
        if isinstance(action, Trade):
            self._trade(action)
            return
        placing = self.tasks[0] if self.tasks else None
        if isinstance(action, Place) and isinstance(placing, PlaceTask):
            # checked on its own squares: listing every legal placement first costs far more
            if not self._fits(action, placing):
                raise IllegalAction(*why_illegal(self, action, self.pending()))
        else:
            decision = self.pending()
            if not decision.expects(action):
                raise IllegalAction(Refusal(Rule.OUT_OF_TURN, (), Facts(action=action, phase=decision.phase)))
            if action not in decision.choices:
                raise IllegalAction(*why_illegal(self, action, decision))
        board = self.board
        task = self.tasks.pop(nest_task_index(self.tasks, action) if isinstance(action, Nest) else 0)
        if isinstance(action, Draft):
            self._draft(action.slot)
        elif isinstance(action, Place):
            self._place(Placement(action.cells))
        elif isinstance(action, FreeStone):
            place_free_stone(board, action.element, action.cell)
            step = task.step if isinstance(task, RewardStoneTask) else None
            self.log.append(FreeStonePlaced(self.current, action.element, action.cell, step))
        elif isinstance(action, Nest) and isinstance(task, NestTask):
            self._nest(action.cell, task.terrain)
        elif isinstance(action, ExtraDragon):
            board.add_dragon(action.cell, action.terrain)
            self.dragons[action.terrain] -= 1
            self.log.append(ExtraDragonNested(self.current, action.cell, action.terrain))
        elif isinstance(action, ChooseElement):
            self._choose_element(action.element)
        elif isinstance(action, Stone) and isinstance(task, StepTask):
            assistant.place_stone_at_step(board, task.step, task.element, action.cell)
            self.log.append(StepStonePlaced(self.current, task.step, task.element, action.cell))
            self._after_step(task.step)
        self._advance()

    def _fits(self, action: Place, task: PlaceTask) -> bool:
        """The placement ``action`` is legal for the tile ``task`` places."""
        try:
            placement = Placement(action.cells)
        except IllegalAction:
            return False
        return check_placement(self.board, self.tile(task.tile), placement).legal

    def _draft(self, slot: int) -> None:
        tile_id = self.site.pop(slot)
        self.drafted = tile_id
        self.log.append(Drafted(self.current, slot, tile_id))
        if can_place(self.board, self.tile(tile_id)):
            self.tasks.insert(0, PlaceTask(tile_id))
            return
        self.discarded.append(tile_id)
        self.board.gain_pillars(FALLBACK_PILLARS)
        self.log.append(FitsNowhere(self.current, tile_id, FALLBACK_PILLARS))
        self.tasks.insert(0, FallbackTask(tile_id))

    def _place(self, placement: Placement) -> None:
        board = self.board
        tile = self.tile(self.drafted or "")
        verdict, coverage = apply_placement(board, tile, placement)
        self.placed = placement.cells
        self.log.append(Placed(self.current, tile.id, placement.cells, verdict.level, verdict.pillars_needed,
                               verdict.pillar_cell if verdict.pillars_needed else None))
        if coverage.pillars_gained:
            self.log.append(PillarsGained(self.current, coverage.pillars_gained, coverage.gained_at))
        self.log.extend(EggHatched(self.current, cell, terrain) for cell, terrain in zip(coverage.hatched_at,
                                                                                          coverage.hatched))
        self.tasks[0:0] = [NestTask(terrain) for terrain in coverage.hatched]

    def _nest(self, cell: Cell, terrain: Terrain) -> None:
        board = self.board
        nest_dragon(board, cell, terrain, self.placed)
        self.dragons[terrain] -= 1
        self.log.append(Nested(self.current, cell, terrain))
        on_cliff = board.dragons_on(cell)
        if cell in board.spec.cliffs and len(on_cliff) == board.spec.cliff_capacity:
            self.tasks.insert(0, ExtraDragonTask(tuple(dict.fromkeys(on_cliff))))

    def _choose_element(self, element: Element) -> None:
        board = self.board
        steps = largest_size(board, element.terrain)
        self.element = element
        start = board.step
        path = assistant.walk(board, steps)
        self.log.append(Walked(self.current, element, steps, start, tuple(path)))
        previous, count = start, len(board.spec.track)
        for step in path:
            between = (previous + 1) % count
            while between != step:
                self.log.append(ShrineSkipped(self.current, between))
                between = (between + 1) % count
            previous = step
        self.tasks[0:0] = [StepTask(step, element) for step in path]

    def _trade(self, action: Trade) -> None:
        board = self.board
        if action not in self._trades():
            raise IllegalAction(why_no_trade(board, action))
        trade = board.spec.trade
        assert trade is not None
        board.pillars -= trade.pillars
        board.add_stone(action.cell, trade.element)
        self.log.append(Traded(self.current, trade.pillars, trade.element, action.cell))
        self._advance()

    def solo_discard_slot(self, element: Optional[Element]) -> Optional[int]:
        """The planning-site slot (from 0) whose tile the solo discard takes after a turn played with ``element``
        (``solo.discard_slot``); None: the top of the supply goes instead."""
        return discard_slot([self.tile(tile_id) for tile_id in self.site], element)

    def _end_turn(self) -> None:
        self.turn += 1
        if self.turn < len(self.seats):
            self.start_turn()
            return
        count = len(self.seats)
        if self.solo and self.round >= ROUNDS:
            self._finish(GameOver(self.round, Ending.SOLO_ROUNDS, ROUNDS))
            return
        drawn: list[str] = []
        if len(self.site) <= REFILL_WHEN_AT_MOST[count]:
            if not self.supply:
                self._finish(GameOver(self.round, Ending.SUPPLY_OUT, ROUNDS))
                return
            drawn, self.supply = self.supply[:REFILL[count]], self.supply[REFILL[count]:]
            self.site.extend(drawn)
        self.log.append(RoundEnded(self.round, tuple(drawn), (self.first + 1) % count))
        for board in self.boards:
            board.end_round()
        self.round += 1
        self.first = (self.first + 1) % count
        self.turn = 0
        self.start_turn()

    def _finish(self, why: GameOver) -> None:
        self.over = True
        self.tasks = []
        self._pending = None
        self.log.append(why)

    # -- the end ---------------------------------------------------------------
    def outcome(self) -> Outcome:
        """Scores and winners (most points, then most dragons, else shared); the solo rank."""
        return outcome_of(self.boards, self.catalog.solo)
