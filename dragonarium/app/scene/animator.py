"""The table's changes shown moving: the shots of ``play.motion`` as Panda3D intervals over the table's scene.

``TableMotion.show`` draws the rules' final state at once, save the cells a piece is still travelling to (they
show as they were), and lays out the travelling pieces as one interval. The interval is stepped by the screen's
clock (``tick`` sets its time; it is never handed to Panda3D's interval manager), so a test steps it by hand and a
click ends it at once (``finish``): every piece where the rules put it, in one frame.
"""
from __future__ import annotations

from typing import Callable, Optional

from direct.interval.IntervalGlobal import Func, Parallel, Sequence, Wait

from dragonarium.play.motion import Kind, Motion, Shot, held_cells, last_end, plan, stack_change
from dragonarium.rules import Cell, GameState, Phase, total_points
from dragonarium.app.scene.assistant_walk import AssistantWalks
from dragonarium.app.scene.masks import casts_no_shadow, follows_pointer
from dragonarium.app.scene.piece_shots import PieceShots
from dragonarium.app.scene.score_shot import ScoreShot
from dragonarium.app.scene.stage import remove_node
from dragonarium.app.scene.table_view import NO_TOKEN, TableView
from dragonarium.app.scene.tile_shots import TileShots
from dragonarium.app.scene.tile_turn import TileTurn


class TableMotion(TileShots, PieceShots, ScoreShot):
    """Shows each change of ``table`` moving, as ``motion`` says; ``computer(seat)`` says whether a computer plays
    that seat (its drafted tile waits in the air for its placement; a person's goes under the pointer)."""

    def __init__(self, table: TableView, walks: AssistantWalks, motion: Motion = Motion.OFF,
                 computer: Callable[[int], bool] = lambda seat: False,
                 on_count: Callable[[dict[int, int]], None] = lambda points: None) -> None:
        """``on_count(points)`` hears the points to show for each seat whose score is counting up, as they
        change (an empty mapping once every count has ended)."""
        super().__init__(table, follows_pointer(casts_no_shadow(table.root.attachNewNode("motion"))), motion,
                         computer)
        # the layer casts no shadow: the shadow map is not redrawn for the travelling pieces; and it is drawn in the
        # pointer's pass (``masks``): a frame in which only they moved shows the table as kept
        self.walks = walks
        walks.enabled = motion is Motion.FULL
        self.turn = TileTurn(motion)
        """The held tile turning with R or the wheel (``MarkLayer`` draws it)."""
        self.on_count = on_count
        self._counted: dict[int, int] = {}
        self.interval: Optional[Parallel] = None
        self.clock = 0.0
        self._held: dict[tuple[int, Cell], float] = {}
        self._state: Optional[GameState] = None
        self._seen = 0
        self._points: list[int] = []
        self._pieces: tuple = ({}, None)
        """The pillar stacks and the first player's token drawn while a change shows (``_shown_pieces``)."""

    # -- what changed ----------------------------------------------------------------------------------
    def show(self, state: GameState) -> None:
        """Draw ``state`` and start showing what moved since the last call (nothing after an undo or a new
        state: those are shown as they are). Drawn again with nothing new, what is on its way goes on."""
        events = list(state.log[self._seen:]) if state is self._state and len(state.log) > self._seen else []
        if not events and state is self._state and self.interval is not None:
            self._draw(state)
            return
        self._stop()
        points = [total_points(board) for board in state.boards]
        gained = ({seat: new - old for seat, (old, new) in enumerate(zip(self._points, points))}
                  if events and len(self._points) == len(points) else {})
        self._state, self._seen, self._points = state, len(state.log), points
        tracks = [len(board.spec.track) for board in state.boards]
        self.shots = plan(events, self.motion, tracks, gained)
        self.clock = 0.0
        self._held = held_cells(self.shots)
        self._draw(state)
        self.walks.follow(state.boards)
        walk = [shot for shot in self.shots if shot.kind is Kind.WALK]
        if walk:
            self.walks.wait(walk[0].start)
        before = dict(self._parked)
        parts = [part for part in (self._shot(shot, state) for shot in self.shots) if part is not None]
        nesting = not state.over and state.pending().phase is Phase.NEST
        for key, node in before.items():  # what waited for this change and was not taken up goes,
            if self._parked.get(key) is node and not (nesting and key[0] is Kind.HATCH and key[1] == state.current):
                remove_node(self._parked.pop(key))  # but for dragons still to nest
        if parts:
            self.interval = Parallel(*parts, name="table-motion")
            self.interval.setT(0.0)
        else:
            self.shots = ()
        self._count()

    @property
    def moving(self) -> bool:
        """True while a shot is on show or the held tile turns."""
        return self.interval is not None or self.turn.moving

    def step(self, seconds: float) -> bool:
        """Time passed for the walking Assistants and the travelling pieces; True when the table and its shadow map
        are to be drawn again (an Assistant was set down, a board was drawn anew: walking Assistants and travelling
        pieces cast none, and are drawn in the pointer's pass)."""
        walking = self.walks.walking
        self.walks.tick(seconds)
        self.turn.step(seconds)
        return self.tick(seconds) or (walking and not self.walks.walking)

    def tick(self, seconds: float) -> bool:
        """Time passed: the pieces move on; a cell a piece reached shows as the rules hold it. True when the
        table's boards were drawn anew (their shadows changed)."""
        if self.interval is None:
            return False
        self.clock += seconds
        if self.clock >= last_end(self.shots):
            return self.finish()
        self.interval.setT(self.clock)
        self._count()
        reached = [key for key, end in self._held.items() if end <= self.clock]
        for key in reached:
            del self._held[key]
        assert self._state is not None
        pieces = self._shown_pieces(self._state)
        if reached or pieces != self._pieces:
            self._draw(self._state)
        return bool(reached) or pieces != self._pieces

    def finish(self) -> bool:
        """Every piece where the rules put it, at once (a click or a key during a change, or its end); True when
        something was still on its way."""
        self.walks.finish()
        turned = self.turn.finish()
        if self.interval is None:
            return turned
        self._stop()
        if self._state is not None:
            self.table.show(self._state)
        return True

    def _stop(self) -> None:
        """End the interval on show (its pieces at their last place) and take its travelling pieces away."""
        if self.interval is not None:
            self.interval.finish()
            self.interval = None
        parked = list(self._parked.values())
        for child in self.layer.getChildren():
            if child not in parked:
                child.removeNode()
        self._held = {}
        self.shots = ()
        self._count()

    def counting(self) -> dict[int, int]:
        """The points shown now for each seat whose score counts up: from its points before the change to its
        points now, over its ``SCORE`` shot."""
        shown = {}
        for shot in self.shots:
            if shot.kind is Kind.SCORE and shot.player < len(self._points):
                done = min(max((self.clock - shot.start) / shot.seconds, 0.0), 1.0) if shot.seconds else 1.0
                shown[shot.player] = self._points[shot.player] - shot.amount + round(shot.amount * done)
        return shown

    def _count(self) -> None:
        counted = self.counting()
        if counted != self._counted:
            self._counted = counted
            self.on_count(counted)

    def _draw(self, state: GameState) -> None:
        """The table as ``state`` holds it, bar the cells still waiting for a piece, the pillars not yet gone from
        (or come to) a stack and the first player's token on its way."""
        seats: dict[int, set[Cell]] = {}
        for seat, cell in self._held:
            seats.setdefault(seat, set()).add(cell)
        stacks, first = self._pieces = self._shown_pieces(state)
        if seats or stacks or first is not None:
            self.table.show(state, {seat: frozenset(cells) for seat, cells in seats.items()}, stacks, first)
        else:
            self.table.show(state)

    def _shown_pieces(self, state: GameState) -> tuple[dict[int, tuple[int, int]], Optional[int]]:
        """Each pillar stack a shot has not reached yet as it was (pillars, pillars for next round), and the seat
        the first player's token lies by (None: the rules' first player; ``NO_TOKEN`` while it travels)."""
        stacks = {}
        for seat, (leaving, coming) in stack_change(self.shots, self.clock).items():
            board = state.boards[seat]
            fresh = max(board.fresh_pillars - coming, 0)
            total = max(board.pillars + board.fresh_pillars + leaving - coming, 0)
            stacks[seat] = (max(total - fresh, 0), min(fresh, total))
        first = None
        for shot in self.shots:
            if shot.kind is Kind.TOKEN and self.clock < shot.end:
                first = shot.origin if self.clock < shot.start else NO_TOKEN
        return stacks, first

    def cleanup(self) -> None:
        self._stop()
        self._parked = {}
        self.layer.removeNode()

    # -- each kind of shot ---------------------------------------------------------------------------------
    def _shot(self, shot: Shot, state: GameState):
        """The interval of ``shot``: hidden until it starts, gone (or waiting) when it ends."""
        make = {Kind.LIFT: self._lift, Kind.SETTLE: self._settle, Kind.HATCH: self._hatch, Kind.DRAGON: self._dragon,
                Kind.STONE: self._stone, Kind.LOST: self._lost, Kind.REFILL: self._refill, Kind.SCORE: self._score,
                Kind.RISE: self._rise, Kind.GAIN: self._gain, Kind.TRADE: self._trade, Kind.DISCARD: self._discard,
                Kind.TOKEN: self._token}.get(shot.kind)
        if make is None:
            return None
        node_and_moves = make(shot, state)
        if node_and_moves is None:
            return None
        node, moves = node_and_moves
        steps = [moves]
        if shot.kind is not Kind.REFILL:  # the site is on show already; what travels shows when it sets off
            node.hide()
            steps.insert(0, Func(node.show))
        gone = shot.kind in (Kind.LOST, Kind.SCORE, Kind.TRADE, Kind.DISCARD, Kind.GAIN, Kind.TOKEN)
        if gone or (shot.kind is Kind.LIFT and (not self.computer(shot.player) or self._discarded(shot.player))):
            steps.append(Func(node.hide))  # it faded, the table shows it now, or a person's tile goes under the pointer
        return Sequence(Wait(shot.start), *steps)

