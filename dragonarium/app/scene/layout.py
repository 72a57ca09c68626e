"""Where things stand on the table: pure geometry shared by the scene, picking and tests.

World units: one board cell is 1.0; z is up; one level (a tile's thickness,
one pillar) is ``LEVEL_HEIGHT``. In a board's own frame, cell (row, col) has its
centre at x = col - 2, y = 2 - row, so row 0 is the far edge seen by the
board's player, who sits on the board's -y side.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from dragonarium.rules import Cell

LEVEL_HEIGHT = 0.3
SHRINE_HEIGHT = 0.04
NAME_GAP = 1.45
"""How far beyond a board's ring its player's name plate is centred (the column letters lie between)."""
NAME_SCALE = 0.45
"""The height of the name's letters."""
"""How far a printed shrine square stands above the board."""
SQUARE_INSET = 0.035
"""Gap left between the squares of different tiles, on each side."""
BOARD_DISTANCE = 7.6
"""Distance from the table's centre to each board's centre."""
RING = 3.5
"""Half-size of a board plate including the track ring."""

SEAT_HEADINGS: dict[int, tuple[float, ...]] = {
    1: (0.0,),
    2: (0.0, 180.0),
    3: (0.0, -90.0, 180.0),
    4: (0.0, -90.0, 180.0, 90.0),
}
"""Heading of each seat's board, clockwise from the seat nearest the default view."""


@dataclass(frozen=True)
class BoardPlace:
    """Where one player's board lies on the table: its centre and its heading in degrees."""

    x: float
    y: float
    heading: float

    def to_world(self, x: float, y: float, z: float = 0.0) -> tuple[float, float, float]:
        """A point of the board's own frame in world coordinates."""
        angle = math.radians(self.heading)
        cos, sin = math.cos(angle), math.sin(angle)
        return (self.x + x * cos - y * sin, self.y + x * sin + y * cos, z)

    def to_local(self, x: float, y: float) -> tuple[float, float]:
        """A world point (x, y) in the board's own frame."""
        angle = math.radians(self.heading)
        cos, sin = math.cos(angle), math.sin(angle)
        dx, dy = x - self.x, y - self.y
        return (dx * cos + dy * sin, -dx * sin + dy * cos)


def board_places(players: int) -> list[BoardPlace]:
    """Every seat's board place: boards sit around the table, their players outside."""
    places = []
    for heading in SEAT_HEADINGS[players]:
        angle = math.radians(heading)
        # the board's -y side (its player) faces away from the centre
        places.append(BoardPlace(x=BOARD_DISTANCE * math.sin(angle), y=-BOARD_DISTANCE * math.cos(angle),
                                 heading=heading))
    if players == 1:
        places = [BoardPlace(0.0, 0.0, 0.0)]
    return places


def cell_centre(cell: Cell, rows: int = 5, cols: int = 5) -> tuple[float, float]:
    """Centre of a cell in its board's frame."""
    return (cell[1] - (cols - 1) / 2, (rows - 1) / 2 - cell[0])


def level_z(level: int) -> float:
    """Height of the top face of a square at ``level``."""
    return level * LEVEL_HEIGHT


SITE_DEPTH = 4.55
"""How far beyond the centre of the active player's board the planning site lies (in its frame)."""


def site_positions(count: int) -> list[tuple[float, float]]:
    """Centres of the planning-site tiles, left to right, in the site's own frame."""
    spacing = 0.95
    start = -(count - 1) * spacing / 2
    return [(start + i * spacing, 0.0) for i in range(count)]


def track_position(at: Sequence[int], rows: int = 5, cols: int = 5) -> tuple[float, float]:
    """Centre of a track step drawn at ring or grid position ``at``."""
    return cell_centre((at[0], at[1]), rows, cols)


def site_place(places: Sequence[BoardPlace], current: int) -> BoardPlace:
    """The frame of the planning-site row: just beyond the board of the player to move, facing them."""
    place = places[current] if places else BoardPlace(0.0, 0.0, 0.0)
    x, y, _ = place.to_world(0.0, SITE_DEPTH)
    return BoardPlace(x, y, place.heading)
