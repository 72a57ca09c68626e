"""Legal, refused and hint ghosts read at a glance, in colour and in greys, over every square type and at every
level: each outline stands out from what lies around it and from the tile inside it (a contrast ratio of 3 at
least, in luminance alone), the three differ in their outline (solid light, solid darker, dashed) and in the mark on
their badge (tick, cross, bulb), and no stack hides them.

Each board is drawn with stacks of one square type all round the ghost, up to the ghost's own level, and the ghost
is a tile of that type too: the hardest case for telling the ghost from the board."""
from dataclasses import replace

import pytest

from panda3d.core import Point2, Point3

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.camera import PLAYER_PITCH, View, apply_view
from dragonarium.app.scene.ghosts import BAND, BADGE_RADIUS, EDGE, LIFT, OUTSIDE, SQUARE_HALF
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.app.scene.mark_layer import mark_node
from dragonarium.app.scene.table_view import TableView
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.table.marks import GhostKind, TileGhost, Tone
from dragonarium.rules import Placement, check_placement, parse_cell, parse_position

from tests.app.driver import SIZE

SQUARES = {"fire": "T24", "water": "T06", "air": "T01", "royal": "T10", "pillar:2": "T09"}
"""A square type, and a tile of that type to hold over it."""
GHOST_CELLS = ("C3", "D3")
AROUND = ("B2", "C2", "D2", "E2", "B3", "E3", "B4", "C4", "D4", "E4")
CASES = [(square, level) for square in SQUARES for level in (1, 2, 3, 4)] + [("bare", 1)]
PAPER = (0.14, -0.05)
"""A point of every badge that no mark covers (from the badge's centre, in squares)."""


def position(square: str, level: int) -> str:
    """Ann holds a tile of type ``square`` over C3-D3, whose stacks reach level ``level - 1``; every cell round them
    has a stack of that type reaching ``level``."""
    def stack(top: int) -> str:
        if square == "bare" or top == 0:
            return ""
        return "[" + ", ".join(([str(top - 1)] if top > 1 else []) + [square]) + "]"
    cells = {cell: stack(level - 1) for cell in GHOST_CELLS} | {cell: stack(level) for cell in AROUND}
    written = ", ".join(f"{cell}: {text}" for cell, text in cells.items() if text)
    return f"""format: dragonarium-position
version: 2
players:
  - name: Ann
    cells: {{{written}}}
pending: place
tile: {SQUARES.get(square, "T13")}
"""


def luminance(rgb) -> float:
    """Relative luminance (WCAG 2), the grey a colour turns into."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4
    red, green, blue = (linear(channel) for channel in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a, b) -> float:
    """The contrast ratio of two colours (WCAG 2): 1 for the same grey, 21 for black on white."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


class Scene:
    """A board drawn for one case, a ghost of each kind in turn over it, seen from the player's side close by."""

    def __init__(self, square: str, level: int) -> None:
        self.base = OffscreenBase.get(SIZE)
        self.state = parse_position(position(square, level))
        self.table = TableView(self.base.assets, self.base.fresh_scene(), PRESETS[Quality.FAST])
        self.base.fresh_overlay()
        self.table.show(self.state)
        self.level = level
        board = self.state.boards[0]
        cells = tuple(parse_cell(name) for name in GHOST_CELLS)
        self.legal = check_placement(board, self.state.tile(self.state.pending().tile), Placement(cells))
        assert self.legal.legal and self.legal.level == level, (square, level, self.legal.problems)
        # a refusal of the rules' own, shown at the legal ghost's place
        aside = next(verdict for verdict in (check_placement(board, self.legal.tile, Placement.at(cell, rotation))
                                             for cell in board.cells() for rotation in range(4)) if not verdict.legal)
        self.refused = replace(self.legal, problems=aside.problems)
        centres = [cell_centre(cell) for cell in cells]
        self.centre = ((centres[0][0] + centres[1][0]) / 2, (centres[0][1] + centres[1][1]) / 2)
        self.top = level_z(level) + LIFT
        place = self.table.places[0]
        x, y, _ = place.to_world(*self.centre)
        self.view = View(x, y, self.top, place.heading, PLAYER_PITCH, 4.5)

    def ghost(self, kind: GhostKind) -> TileGhost:
        verdict = self.refused if kind is GhostKind.REFUSED else self.legal
        return TileGhost(0, verdict, Tone.HINT if kind is GhostKind.HINT else Tone.HELD)

    def shoot(self, kind: GhostKind):
        """The picture with the ghost of ``kind`` over the board, and the ghost's node."""
        node = mark_node(self.table.root, self.table, self.state, self.ghost(kind))
        apply_view(self.base.camera, self.view)
        self.base.render_frames(1)
        self.image = self.base.screenshot()
        return node

    def at(self, dx: float, dy: float, dz: float = 0.01):
        """The colour seen at a point of the outline's plane, (dx, dy) from the ghost's centre in the board's
        frame."""
        base = self.base.base
        world = self.table.places[0].to_world(self.centre[0] + dx, self.centre[1] + dy, self.top + dz)
        point = base.cam.getRelativePoint(base.render, Point3(*world))
        screen = Point2()
        assert base.camLens.project(point, screen), "off the picture"
        width, height = self.image.getXSize(), self.image.getYSize()
        x, y = int((screen.x + 1) / 2 * width), int((1 - screen.y) / 2 * height)
        return self.image.getXel(x, y)


@pytest.fixture(scope="module", params=CASES, ids=[f"{square}-level-{level}" for square, level in CASES])
def shots(request):
    """For one case: each kind's measures (see ``measure``)."""
    scene = Scene(*request.param)
    measured = {}
    for kind in GhostKind:
        node = scene.shoot(kind)
        measured[kind] = measure(scene, node)
        node.removeNode()
    return measured


HX, HY = 0.5 + SQUARE_HALF + OUTSIDE, SQUARE_HALF + OUTSIDE
"""The outline's outer reach from the ghost's centre, across and deep."""
GRID = 10
STEP = (BADGE_RADIUS - 0.04) / GRID
"""The badge is read on a grid of points ``STEP`` apart, ``GRID`` each way from its centre (its rim left out)."""


def measure(scene: Scene, node) -> dict:
    """Across each side of the outline, from outside in: what lies outside it, its dark edge, its band (each dash
    along the side), its inner dark edge and the tile inside it; then the badge's marks on a grid."""
    sides = []
    # (where across the side, the direction inward) for the near, far, left and right sides
    for (x, y), (ix, iy) in ((((-0.5, -HY), (0, 1))), (((0.5, HY), (0, -1))), (((-HX, 0.0), (1, 0))),
                             (((HX, 0.0), (-1, 0)))):
        def seen(depth: float, along: float = 0.0):
            return scene.at(x + ix * depth + iy * along, y + iy * depth + ix * along)
        band = [seen(EDGE + BAND / 2, along / 20) for along in range(-8, 9)]
        sides.append({"outside": seen(-0.12), "edge": seen(EDGE / 2), "band": band,
                      "inner": seen(EDGE * 1.5 + BAND), "inside": seen(2 * EDGE + BAND + 0.12)})
    paper = scene.at(*PAPER, dz=0.02)
    ink = {(i, j) for i in range(-GRID, GRID + 1) for j in range(-GRID, GRID + 1) if i * i + j * j <= GRID * GRID
           and contrast(scene.at(i * STEP, j * STEP, dz=0.02), paper) >= 2.0}
    marks = {name for name in ("tick", "cross", "bulb") if not node.find(f"**/{name}").isEmpty()}
    slabs = node.find("**/ghost-slabs")
    bottom = slabs.getTightBounds(node)[0].z
    return {"sides": sides, "ink": ink, "marks": marks, "bottom": bottom, "level": scene.level}


@pytest.mark.parametrize("kind", list(GhostKind), ids=[kind.value for kind in GhostKind])
def test_the_outline_stands_out_from_what_surrounds_it_in_greys(shots, kind):
    for number, side in enumerate(shots[kind]["sides"]):
        band = max(side["band"], key=luminance)
        outward = max(contrast(side["edge"], side["outside"]), contrast(band, side["outside"]))
        inward = max(contrast(side["inner"], side["inside"]), contrast(band, side["inside"]))
        assert outward >= 3.0 and inward >= 3.0, (number, outward, inward, side)
        assert contrast(band, side["edge"]) >= 3.0 and contrast(band, side["inner"]) >= 3.0, (number, side)


def test_the_kinds_differ_in_their_outline_in_greys(shots):
    def bands(kind):
        return [grey for side in shots[kind]["sides"] for grey in map(luminance, side["band"])]
    legal, refused, hint = (bands(kind) for kind in GhostKind)
    assert (min(legal) + 0.05) / (max(refused) + 0.05) >= 2.0, "the legal band is far lighter than the refused"
    for solid in (legal, refused):
        assert max(solid) / max(min(solid), 1e-3) < 1.5, "a solid band"
    assert (max(hint) + 0.05) / (min(hint) + 0.05) >= 3.0, "dashes: light, then dark, along each side"


def test_the_kinds_differ_in_the_mark_on_their_badge(shots):
    expected = {GhostKind.LEGAL: "tick", GhostKind.REFUSED: "cross", GhostKind.HINT: "bulb"}
    for kind, name in expected.items():
        assert shots[kind]["marks"] == {name}
        assert len(shots[kind]["ink"]) >= 12, (kind, "the mark shows")
    tick, cross, bulb = (shots[kind]["ink"] for kind in GhostKind)
    diagonal = {(4, 4), (-4, -4), (-4, 4), (4, -4)}
    assert diagonal | {(0, 0)} <= cross, "a cross: both diagonals, meeting at the centre"
    assert (4, 4) in tick and not {(-4, 4), (4, -4)} & tick, "a tick: up to the right, nothing across it"
    for one, other in ((tick, cross), (tick, bulb), (cross, bulb)):
        assert len(one & other) / len(one | other) < 0.5, "the marks' shapes differ"


def test_no_stack_hides_a_ghost(shots):
    for kind in GhostKind:
        measured = shots[kind]
        assert measured["bottom"] >= level_z(measured["level"] - 1) + LIFT - 1e-3, "it floats over the stacks"
