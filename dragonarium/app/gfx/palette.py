"""Colours and symbols of the table, chosen to stay apart for colour-blind players.

Territory colours follow the Okabe-Ito palette; every type also has a symbol
(drawn on its squares and in the interface), so colour is never the only cue.
"""
from __future__ import annotations

from typing import Tuple

from dragonarium.rules import Element, SquareSpec, Terrain

RGB = Tuple[float, float, float]
RGBA = Tuple[float, float, float, float]
WHITE: RGBA = (1.0, 1.0, 1.0, 1.0)


def shade(rgb: RGB, factor: float, alpha: float = 1.0) -> RGBA:
    """``rgb`` darkened (factor below 1) or brightened, with ``alpha``."""
    return (rgb[0] * factor, rgb[1] * factor, rgb[2] * factor, alpha)


def lighten(rgb: RGB, amount: float) -> RGBA:
    """``rgb`` moved toward white by ``amount`` (0 to 1), opaque."""
    return (rgb[0] + (1 - rgb[0]) * amount, rgb[1] + (1 - rgb[1]) * amount, rgb[2] + (1 - rgb[2]) * amount, 1.0)

TERRAIN_COLOUR: dict[Terrain, RGB] = {
    Terrain.FIRE: (0.835, 0.369, 0.0),     # vermillion
    Terrain.WATER: (0.0, 0.447, 0.698),    # blue
    Terrain.AIR: (0.0, 0.620, 0.451),      # bluish green
    Terrain.ROYAL: (0.941, 0.894, 0.259),  # yellow (gold)
}

TERRAIN_SYMBOL: dict[Terrain, str] = {
    Terrain.FIRE: "flame",
    Terrain.WATER: "waves",
    Terrain.AIR: "swirl",
    Terrain.ROYAL: "crown",
}


def element_colour(element: Element) -> RGB:
    return TERRAIN_COLOUR[element.terrain]


def player_colour(seat: int) -> RGB:
    """The colour of the player in seat ``seat`` (counted from 0)."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def ink_on(colour: RGB) -> RGB:
    """Dark or light text, whichever reads on a card of ``colour``."""
    return (0.08, 0.07, 0.06) if luminance(colour) > 0.5 else (0.97, 0.95, 0.88)


def luminance(colour: RGB) -> float:
    """The grey a colour turns into (Rec. 601 weights)."""
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


PILLAR_SQUARE: RGB = (0.62, 0.60, 0.56)
PILLAR_TOKEN: RGB = (0.88, 0.86, 0.80)
ANY_SPACE: RGB = (0.80, 0.80, 0.80)
BOARD: RGB = (0.78, 0.70, 0.55)
TRACK: RGB = (0.45, 0.32, 0.20)
TABLE: RGB = (0.36, 0.24, 0.15)
GAP: RGB = (0.18, 0.16, 0.15)
CLIFF: RGB = (0.50, 0.47, 0.50)
PLAYER_COLOURS: tuple[RGB, ...] = (
    (0.55, 0.20, 0.60),   # purple
    (0.95, 0.94, 0.90),   # ivory
    (0.95, 0.55, 0.75),   # pink
    (0.17, 0.17, 0.20),   # charcoal
)
"""One colour per seat, for its Assistant, name plate and board frame: apart from the four territory colours
and from each other in hue and in lightness (greys of about 0.35, 0.94, 0.69 and 0.18), so that they also part
for colour-blind players and in greyscale."""
ACTIVE_FRAME: RGB = (1.0, 0.8, 0.2)
"""The gold frame around the board of the player to move."""
GHOST_INK: RGB = (0.04, 0.04, 0.04)
"""The dark edges on both sides of a ghost's outline band: the outline reads on every colour, light or dark."""
GHOST_LEGAL: RGB = (0.62, 1.0, 0.55)
"""A legal ghost's outline: pale green, lighter than every square and board colour."""
GHOST_REFUSED: RGB = (1.0, 0.16, 0.16)
"""A refused ghost's outline and badge: red, purer than fire's vermillion."""
GHOST_HINT: RGB = (0.45, 0.78, 1.0)
"""A hint's dashed outline and badge: sky blue, far lighter than water's blue."""
GHOST_PLAYED: RGB = (1.0, 0.62, 0.1)
"""The move played, in a review: an amber outline drawn twice and badge, beside the hint's sky blue."""
GHOST_PAPER: RGB = (0.98, 0.98, 0.96)
"""The legal ghost's badge under its tick, and the refused badge's cross."""
GHOST_TICK: RGB = (0.0, 0.36, 0.08)
"""The tick on a legal ghost's badge: dark green."""
BULB_GLASS: RGB = (1.0, 0.95, 0.55)

ATLAS_SLOTS: tuple[str, ...] = ("fire", "water", "air", "royal", "pillar1", "pillar2", "cliff", "gap")
"""Order of the 256 x 256 slots in textures/terrain_atlas.png: 4 across, 2 down, slot 0 top-left."""
ATLAS_COLUMNS = 4
ATLAS_ROWS = 2


def atlas_uv(slot: str) -> tuple[float, float, float, float]:
    """(u0, v0, u1, v1) of a slot, with v counted from the bottom of the image, inset half a texel."""
    index = ATLAS_SLOTS.index(slot)
    column, row = index % ATLAS_COLUMNS, index // ATLAS_COLUMNS
    inset_u, inset_v = 1.0 / (256 * ATLAS_COLUMNS * 2), 1.0 / (256 * ATLAS_ROWS * 2)
    u0, u1 = column / ATLAS_COLUMNS + inset_u, (column + 1) / ATLAS_COLUMNS - inset_u
    v1, v0 = 1 - row / ATLAS_ROWS - inset_v, 1 - (row + 1) / ATLAS_ROWS + inset_v
    return u0, v0, u1, v1


def square_slot(square: SquareSpec) -> str:
    """The atlas slot a square wears: its type's, or a pillar square's (one or two pillars)."""
    if square.terrain is None:
        return "pillar2" if square.pillars >= 2 else "pillar1"
    return square.terrain.value


PILLAR_SLAB: RGB = (0.86, 0.84, 0.78)
"""A pillar tile standing on the board: light stone."""
PILLAR_SEAM: RGB = (0.22, 0.21, 0.2)
LEVEL_PIP: RGB = (0.97, 0.95, 0.88)
"""The marks counting a square's level on its side facing the player."""
READY_HALO: RGB = (1.0, 0.96, 0.62)
"""The bright ring round an egg whose spaces are all filled (ready to hatch)."""
READY_EDGE: RGB = (0.1, 0.08, 0.06)
"""The dark edge outside that ring, so it stands out on light squares too."""

FOCUS: RGB = (0.35, 0.85, 1.0)
"""The keyboard's focus (``app.ui.focus_ring``) and cell cursor (``app.scene.cursor_mark``): sky blue, always between
near-black edges (``FOCUS_EDGE``), so that one of the two tones stands out against whatever lies beside it."""
FOCUS_EDGE: RGB = (0.03, 0.03, 0.05)
