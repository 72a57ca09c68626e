"""What the table shows moving after a change, as values: a ``Shot`` for each piece that travels, fades or counts.

The rules' events say what a move did; ``plan`` turns one change's events into shots on a short timeline (seconds
from the change), for the ``motion`` setting: ``full`` moves each piece from where it came from to where the rules
put it, at a pace people can follow; ``reduced`` only fades each piece in (or out) where it ends, briefly and all at
once; ``off`` shows nothing moving (the final state in one frame). The rules' state is final before any shot is
shown: the screen draws it, holding back only the cells a shot has not reached yet (``Shot.cells``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Iterable, Optional, Sequence

from dragonarium.i18n import _
from dragonarium.rules import (Cell, Drafted, EggHatched, Event, ExtraDragonNested, FitsNowhere, FreeStonePlaced,
                               Nested, PillarsGained, Placed, RewardPillar, RoundEnded, SoloDiscardedFromSite,
                               SoloDiscardedFromSupply, StepStonePlaced, StoneLost, Traded, Walked)

STEP_SECONDS = 0.22
"""How long the Assistant takes from one step of its track to the next."""


class Motion(str, Enum):
    """How much the table moves, as people and settings name it."""

    FULL = "full"
    REDUCED = "reduced"
    OFF = "off"


def parse_motion(text: str) -> Motion:
    """``full``, ``reduced`` or ``off`` (any case); a ValueError naming the choices otherwise."""
    try:
        return Motion(text.strip().lower())
    except ValueError:
        raise ValueError(_("unknown motion {motion}; one of {choices}").format(
            motion=repr(text), choices=", ".join(m.value for m in Motion))) from None


class Kind(str, Enum):
    """What a shot shows."""

    LIFT = "lift"
    """A drafted tile rises from its slot of the planning site."""
    SETTLE = "settle"
    """A tile travels to its board and settles onto its cells."""
    HATCH = "hatch"
    """A dragon rises from the egg that hatched (and waits there for its nest)."""
    DRAGON = "dragon"
    """A hatched dragon flies to its nest square (from its egg when it has not risen yet)."""
    STONE = "stone"
    """A stone travels from the Assistant (or from above the board) to its egg."""
    LOST = "lost"
    """A stone with no space fades where the Assistant stands."""
    REFILL = "refill"
    """The planning site's new tiles slide in from the supply."""
    SCORE = "score"
    """A player's score grew: a short "+N" beside the name."""
    WALK = "walk"
    """The Assistant walks its track (it moves itself; its stones are shots of their own)."""
    RISE = "rise"
    """Pillars leave the player's stack and rise under a tile on its ``cells`` before it settles there."""
    GAIN = "gain"
    """Pillars travel to the player's stack: from covered squares (``source``), from the Assistant's reward
    ``step``, or from a tile that fits nowhere (neither)."""
    TRADE = "trade"
    """Pillars leave the player's stack for the Marble Quarry, over the egg (``source``) its stone goes to."""
    DISCARD = "discard"
    """A tile leaves the table: a drafted tile that fits nowhere (``what`` ``board``), or the solo discard from
    the site's ``slot`` (``site``) or from the supply's top (``supply``)."""
    TOKEN = "token"
    """The first-player token passes from the seat ``origin`` to the seat ``player``."""


ROUND_END = frozenset({Kind.REFILL, Kind.TOKEN})
"""The shots of a round's end, at the site of the next round's first player: they come last in a change."""
STACK_KINDS = {Kind.RISE: -1, Kind.TRADE: -1, Kind.GAIN: 1}
"""How each kind changes the player's pillar stack: pillars leave it (-1) or come to it (+1)."""


@dataclass(frozen=True)
class Shot:
    """One piece shown moving: ``kind`` on the board of ``player``, from ``start`` seconds after the change for
    ``seconds``. ``cells`` are the cells of that board it lands on: they show as they were until the shot ends.
    ``source`` is the cell it starts from (a dragon's egg), ``slot`` the site slot (a tile), ``step`` the track
    step (a stone from the Assistant), ``tile`` the tile id, ``level`` where a tile lies, ``what`` the element or
    terrain (its value), ``amount`` the points a score gained or the pillars that travel, ``origin`` the seat a
    token leaves."""

    kind: Kind
    player: int
    start: float
    seconds: float
    cells: tuple[Cell, ...] = ()
    source: Optional[Cell] = None
    slot: Optional[int] = None
    step: Optional[int] = None
    tile: str = ""
    level: int = 0
    what: str = ""
    amount: int = 0
    origin: Optional[int] = None

    @property
    def end(self) -> float:
        return self.start + self.seconds


FULL_SECONDS = {Kind.LIFT: 0.3, Kind.SETTLE: 0.55, Kind.HATCH: 0.45, Kind.DRAGON: 0.6, Kind.STONE: 0.3, Kind.LOST: 0.45,
                Kind.REFILL: 0.45, Kind.SCORE: 0.9, Kind.GAIN: 0.5, Kind.TRADE: 0.45, Kind.DISCARD: 0.45,
                Kind.TOKEN: 0.6}
"""How long each kind of shot lasts with ``full`` motion."""
FADE_SECONDS = 0.18
"""How long every shot lasts with ``reduced`` motion: a short fade where the piece ends."""
FALLING = 0.3
"""With ``full`` motion, how long a stone of choice or a trade's falls onto its egg."""
TRAVEL_SHARE = 0.6
"""The share of a settling tile's time it travels over its board (the rest it lowers onto its cells): pillars
under it rise meanwhile."""


def plan(events: Iterable[Event], motion: Motion, tracks: Sequence[int] = (),
         scores: Optional[dict[int, int]] = None) -> tuple[Shot, ...]:
    """The shots that show ``events`` (one change's, in order) with ``motion``; ``tracks`` is the number of steps
    of each player's track, ``scores`` the points each player gained with them (a "+N" for each gain). With
    ``full`` motion the shots follow one another as the events did: a tile settles before its egg hatches, each
    stone of a walk leaves as the Assistant reaches its step (the walk itself is the Assistant's: a ``WALK`` shot
    says when it begins and how long it lasts)."""
    if motion is Motion.OFF:
        return ()
    shots = _timeline(events, tracks, scores or {})
    if motion is Motion.REDUCED:
        return tuple(replace(shot, start=0.0, seconds=FADE_SECONDS) for shot in shots if shot.kind is not Kind.WALK)
    return shots


def _timeline(events: Iterable[Event], tracks: Sequence[int], scores: dict[int, int]) -> tuple[Shot, ...]:
    """The ``full`` motion's shots of ``events``, one after another."""
    seats = len(tracks)
    shots: list[Shot] = []
    cursor = 0.0
    walk_at: dict[int, tuple[float, int]] = {}
    """Each walking player's walk: when it begins, from which step."""
    round_ends: list[RoundEnded] = []
    rising: dict[int, Cell] = {}
    """The egg each player's next dragon rises from, when it hatched in this change."""
    for event in events:
        shot: Optional[Shot] = None
        if isinstance(event, Drafted):
            shot = Shot(Kind.LIFT, event.player, cursor, FULL_SECONDS[Kind.LIFT], slot=event.slot, tile=event.tile)
        elif isinstance(event, Placed):
            cells = event.cells + ((event.pillar_cell,) if event.pillar_cell is not None else ())
            shot = Shot(Kind.SETTLE, event.player, cursor, FULL_SECONDS[Kind.SETTLE], cells=tuple(dict.fromkeys(cells)),
                        tile=event.tile, level=event.level)
            if event.pillars and event.pillar_cell is not None:  # they stand before the tile lowers onto them
                shots.append(shot)
                cursor = shot.end
                shot = Shot(Kind.RISE, event.player, shot.start, shot.seconds * TRAVEL_SHARE,
                            cells=(event.pillar_cell,), level=event.level, amount=event.pillars)
        elif isinstance(event, PillarsGained) and event.count:
            shot = Shot(Kind.GAIN, event.player, cursor, FULL_SECONDS[Kind.GAIN], source=event.cells[0],
                        amount=event.count)
        elif isinstance(event, FitsNowhere):
            shot = Shot(Kind.DISCARD, event.player, cursor, FULL_SECONDS[Kind.DISCARD], tile=event.tile, what="board")
            if event.pillars:
                shots.append(shot)
                cursor = shot.end
                shot = Shot(Kind.GAIN, event.player, cursor, FULL_SECONDS[Kind.GAIN], amount=event.pillars)
        elif isinstance(event, SoloDiscardedFromSite):
            shot = Shot(Kind.DISCARD, event.player, cursor, FULL_SECONDS[Kind.DISCARD], slot=event.slot,
                        tile=event.tile, what="site")
        elif isinstance(event, SoloDiscardedFromSupply):
            shot = Shot(Kind.DISCARD, event.player, cursor, FULL_SECONDS[Kind.DISCARD], tile=event.tile, what="supply")
        elif isinstance(event, EggHatched):
            rising[event.player] = event.cell
            shot = Shot(Kind.HATCH, event.player, cursor, FULL_SECONDS[Kind.HATCH], source=event.cell,
                        what=event.terrain.value)
        elif isinstance(event, Nested):
            source = rising.pop(event.player, None)
            shot = Shot(Kind.DRAGON, event.player, cursor, FULL_SECONDS[Kind.DRAGON], cells=(event.cell,),
                        source=source, what=event.terrain.value)
        elif isinstance(event, ExtraDragonNested):
            shot = Shot(Kind.DRAGON, event.player, cursor, FULL_SECONDS[Kind.DRAGON], cells=(event.cell,),
                        what=event.terrain.value)
        elif isinstance(event, Walked):
            walk_at[event.player] = (cursor, event.start)
            shot = Shot(Kind.WALK, event.player, cursor, _walk_seconds(event, tracks), step=event.start)
        elif isinstance(event, (StepStonePlaced, StoneLost, RewardPillar)):
            begun, first = walk_at.get(event.player, (cursor, event.step))
            reached = begun + _track_steps(first, event.step, tracks, event.player) * STEP_SECONDS
            if isinstance(event, RewardPillar):
                shots.append(Shot(Kind.GAIN, event.player, reached, FULL_SECONDS[Kind.GAIN], step=event.step,
                                  amount=1))
            elif isinstance(event, StepStonePlaced):
                shots.append(Shot(Kind.STONE, event.player, reached, FULL_SECONDS[Kind.STONE], cells=(event.cell,),
                                  step=event.step, what=event.element.value))
            else:
                shots.append(Shot(Kind.LOST, event.player, reached, FULL_SECONDS[Kind.LOST], step=event.step,
                                  what=event.element.value))
            cursor = max(cursor, reached + FULL_SECONDS[Kind.STONE])
            continue
        elif isinstance(event, Traded):
            shots.append(Shot(Kind.TRADE, event.player, cursor, FULL_SECONDS[Kind.TRADE], source=event.cell,
                              amount=event.pillars))
            cursor = shots[-1].end
            shot = Shot(Kind.STONE, event.player, cursor, FALLING, cells=(event.cell,), what=event.element.value)
        elif isinstance(event, FreeStonePlaced):  # a reward's stone leaves the Assistant, a fallback's falls
            shot = Shot(Kind.STONE, event.player, cursor, FALLING, cells=(event.cell,), step=event.step,
                        what=event.element.value)
        elif isinstance(event, RoundEnded):
            round_ends.append(event)
        if shot is not None:
            shots.append(shot)
            cursor = max(cursor, shot.end)
    cursor = max([cursor] + [shot.end for shot in shots])
    for player, gained in sorted(scores.items()):
        if gained:
            shots.append(Shot(Kind.SCORE, player, cursor, FULL_SECONDS[Kind.SCORE], amount=gained))
    cursor = max([cursor] + [shot.end for shot in shots])  # the round ends once the turn's points are counted
    for event in round_ends:  # at the site of the next player: the screen may hold them until it shows it
        if event.refilled:
            shots.append(Shot(Kind.REFILL, event.first, cursor, FULL_SECONDS[Kind.REFILL], tile=",".join(event.drawn)))
        before = (event.first - 1) % seats if seats else event.first
        if before != event.first:
            shots.append(Shot(Kind.TOKEN, event.first, cursor, FULL_SECONDS[Kind.TOKEN], origin=before))
    return tuple(shots)


def _walk_seconds(event: Walked, tracks: Sequence[int]) -> float:
    """How long the Assistant's walk of ``event`` lasts: one ``STEP_SECONDS`` for each step of its track it
    passes, a covered shrine it skips too."""
    if not event.path:
        return 0.0
    return _track_steps(event.start, event.path[-1], tracks, event.player) * STEP_SECONDS


def _track_steps(first: int, step: int, tracks: Sequence[int], player: int) -> int:
    """How many steps of the track of ``player`` lie from ``first`` to ``step`` (the track goes round)."""
    count = tracks[player] if player < len(tracks) else 0
    return (step - first) % count if count else max(step - first, 0)


def held_cells(shots: Iterable[Shot]) -> dict[tuple[int, Cell], float]:
    """Each (player, cell) some shot lands on, and when the last of them ends: until then the cell shows as it
    was."""
    held: dict[tuple[int, Cell], float] = {}
    for shot in shots:
        for cell in shot.cells:
            held[(shot.player, cell)] = max(held.get((shot.player, cell), 0.0), shot.end)
    return held


def stack_change(shots: Iterable[Shot], clock: float) -> dict[int, tuple[int, int]]:
    """How far each player's pillar stack on show is from the rules' at ``clock`` seconds: (pillars still to
    leave it, pillars still on their way to it); a stack no shot touches is not named."""
    change: dict[int, tuple[int, int]] = {}
    for shot in shots:
        sign = STACK_KINDS.get(shot.kind, 0)
        leaving, coming = change.get(shot.player, (0, 0))
        if sign < 0 and clock < shot.start:
            leaving += shot.amount
        elif sign > 0 and clock < shot.end:
            coming += shot.amount
        if sign:
            change[shot.player] = (leaving, coming)
    return change


def last_end(shots: Iterable[Shot]) -> float:
    """When the last shot ends (0 with none)."""
    return max((shot.end for shot in shots), default=0.0)
