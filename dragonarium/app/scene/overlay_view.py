"""The scoring overlay: each type's scoring domain on every board, its size, height and points.

In the scene, each domain is outlined by one border around its cells at their
heights, in its type's colour and line pattern (fire solid, water dashed, air
dotted, royal double), and a pin stands on the cell that gives it its height.
In the 2D layer, a label per domain ("Fire: 4 squares × height 2 = 8") sits
beside its board, off every board, track, the planning site and the HUD's
panels, on the side its domain lies towards, with a leader line in the type's
colour from the domain's border to the label (``play.label_layout``); a panel
adds each player's points up. ``place_labels`` puts the labels where the camera
now shows the domains.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import LineSegs, Mat4, NodePath, PGItem, Point2, Point3, TextNode, Vec4

from dragonarium.i18n import _
from dragonarium.play.table.screen_layout import TEXT, Box as Region
from dragonarium.play.table.label_layout import Box, Callout, PlacedCallout, Segment, place_callouts, place_each
from dragonarium.play.table.overlay import (TYPE_INSET, TYPE_PATTERN, DomainMark, LinePattern, Point, board_marks,
                                            domain_outline, totals_line)
from dragonarium.rules import Board, Terrain
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.gfx import palette
from dragonarium.app.scene.camera import board_outline, site_outline
from dragonarium.app.scene.label_search import LabelSearch
from dragonarium.app.scene.scene_boxes import track_outline
from dragonarium.app.scene.layout import NAME_GAP, NAME_SCALE, RING, BoardPlace, cell_centre, level_z, site_place
from dragonarium.app.gfx.mesh import Mesh

Projector = Callable[[tuple[float, float, float]], Optional[tuple[float, float]]]
"""Maps a world point to the 2D layer's (x, z), or None when the camera cannot see it."""
World = tuple[float, float, float]

LABEL_SCALE = TEXT
"""Label text size in the 2D layer: the panels' text size (so that the labels find room beside the boards)."""
PANEL_SCALE = TEXT
MARGIN = 0.02
"""Space kept between labels, panels and the window's edge (2D layer units)."""
PIN_HEIGHT = 0.7
LINE = 0.07
"""Width of a border line (cells)."""
RIM = (0.05, 0.05, 0.05, 1.0)
PIN_OFFSET = {Terrain.FIRE: (-1, 1), Terrain.WATER: (1, 1), Terrain.AIR: (-1, -1), Terrain.ROYAL: (1, -1)}
"""Where in its height cell each type's pin stands, so two pins on one cell stand apart."""


class ScoreOverlay:
    """Draws the overlay for every board; ``show`` redraws it for a new state, ``place_labels`` for a new view."""

    def __init__(self, parent: NodePath, layer: NodePath, labels_parent: Optional[NodePath] = None,
                 search: Optional[LabelSearch] = None) -> None:
        """The outlines go under ``parent`` (3D), the labels under ``labels_parent`` (a node of ``layer``, the
        2D layer whose panels they keep off; ``layer`` itself by default); ``search`` makes the labels' whole
        search off the frame's thread (``follow``)."""
        self.search = search
        self.root = parent.attachNewNode("score-overlay")
        self.root.setLightOff(1)
        self.root.setShaderOff(1)
        self.layer = layer
        self.labels_root = (labels_parent or layer).attachNewNode("score-overlay-labels")
        self.marks: list[list[DomainMark]] = []
        self.totals: list[str] = []
        self.labels: list[tuple[NodePath, Box, list[tuple[World, World]]]] = []
        """Each label: its node, its box around its own origin (2D units) and its domain's border (world pieces)."""
        self.areas: list[list[World]] = []
        """Each board's outline and its track's (world points): what no label covers."""
        self.names: list[list[World]] = []
        """Each board's name plate (world points): labels keep off them too."""
        self.site: Optional[list[World]] = None
        self.placed: list[tuple[int, Optional[PlacedCallout], tuple[Segment, ...]]] = []
        """Each label as last placed: its index in ``labels``, its box and leader (None: hidden) and its domain's
        border as the screen showed it (2D units; tests read them)."""
        self.panel: Optional[NodePath] = None
        self._panel_box = Box(0, 0, 0, 0)
        self._leaders: Optional[NodePath] = None
        self._signature: tuple = ()
        self._placed_for: tuple = ()
        self._rough = False
        """The labels were last placed quickly, the camera moving: placed again in full when it stops."""
        self.keep_clear: list[Box] = []
        self._clear_regions: tuple[Region, ...] = ()
        """Regions of the layer the labels keep off besides what is drawn there (``place_totals``)."""
        self.totals_at: Optional[tuple[float, float, float]] = None
        """Where the totals panel goes: its top-left corner and its width (the layout's box for it, set by
        ``place_totals``); None: at the window's upper left, under the status panel, unwrapped."""

    def set_visible(self, visible: bool) -> None:
        for node in (self.root, self.labels_root):
            node.show() if visible else node.hide()

    @property
    def visible(self) -> bool:
        return not self.root.isHidden()

    def show(self, boards: list[Board], places: list[BoardPlace], names: Sequence[str] = (),
             site: Optional[int] = None) -> None:
        """Draw the overlay for ``boards`` at ``places``; ``site``: the player whose planning site is shown
        (the labels keep off it), None when it is not."""
        signature = (tuple((tuple(b.stacks), tuple(b.dragons)) for b in boards) + tuple(places) + tuple(names)
                     + (site,))
        if signature == self._signature:
            return
        self._signature = signature
        self.root.getChildren().detach()
        self.labels_root.getChildren().detach()
        self.marks, self.totals, self.labels = [], [], []
        self.areas = [board_outline(place) + track_outline(place) for place in places[:len(boards)]]
        self.names = [plate_outline(place, names[index] if index < len(names) else "Player 1")
                      for index, place in enumerate(places[:len(boards)])]
        self.site = site_outline(site_place(places, site)) if site is not None else None
        for index, (board, place) in enumerate(zip(boards, places)):
            marks, sheet = board_marks(board)
            self.marks.append(marks)
            name = names[index] if index < len(names) else _("Player {number}").format(number=index + 1)
            self.totals.append(totals_line(name, sheet))
            holder = self.root.attachNewNode(f"overlay-{index}")
            holder.setPos(place.x, place.y, 0.0)
            holder.setH(place.heading)
            self._draw_board(holder, board, marks, index)
        self.panel, self._panel_box = self._text(self.labels_root, "overlay-totals", "\n".join(self.totals),
                                                 (0.9, 0.75, 0.3), PANEL_SCALE, "panel")
        if self.totals_at is not None:
            self.place_totals(*self.totals_at, self._clear_regions)

    def place_totals(self, left: float, top: float, width: float, keep_clear: Sequence[Region] = ()) -> None:
        """Put the totals panel's top-left corner at (``left``, ``top``), its lines wrapped to ``width`` (the layer's
        units); the labels keep off the panels' regions ``keep_clear`` whatever they show at the time (the hover
        panel's words change with the pointer), and are placed afresh by the next ``follow``."""
        self.totals_at = (left, top, width)
        self._clear_regions = tuple(keep_clear)
        self.keep_clear = [Box(region.left, region.bottom, region.width, region.height) for region in keep_clear]
        self._placed_for = ()
        if self.panel is None:
            return
        node = self.panel.node()
        node.setWordwrap(max(width / PANEL_SCALE - 0.8, 1.0))
        card_left, card_right, bottom, card_top = node.getCardActual()
        self._panel_box = Box(card_left * PANEL_SCALE, bottom * PANEL_SCALE, (card_right - card_left) * PANEL_SCALE,
                              (card_top - bottom) * PANEL_SCALE)

    # -- the scene ------------------------------------------------------------------------
    def _draw_board(self, holder: NodePath, board: Board, marks: list[DomainMark], index: int) -> None:
        rows, cols = board.spec.rows, board.spec.cols

        def at(point: Point, z: float) -> tuple[float, float, float]:
            return point[1] - (cols - 1) / 2, (rows - 1) / 2 - point[0], z

        lines = Mesh()
        for mark in marks:
            colour = (*palette.TERRAIN_COLOUR[mark.terrain], 1.0)
            pattern = TYPE_PATTERN[mark.terrain]
            heights: dict[tuple[float, float], list[float]] = {}
            border: list[tuple[World, World]] = []
            for edge in domain_outline(mark.cells, TYPE_INSET[mark.terrain]):
                z = level_z(board.level(edge.cell)) + 0.01
                _stroke(lines, at(edge.start, z), at(edge.end, z), pattern, colour)
                border.append((_world(holder, at(edge.start, z + 0.05)), _world(holder, at(edge.end, z + 0.05))))
                for point in (edge.start, edge.end):
                    heights.setdefault((round(point[0], 3), round(point[1], 3)), []).append(z)
            for point, zs in heights.items():  # the border climbs where it passes between cells of two heights
                if max(zs) - min(zs) > 1e-6:
                    x, y, _ = at(point, 0.0)
                    _bar(lines, (x - LINE / 2, y - LINE / 2, min(zs)), (x + LINE / 2, y + LINE / 2, max(zs)), colour)
            hx, hy = cell_centre(mark.height_cell, rows, cols)
            ox, oy = PIN_OFFSET[mark.terrain]
            px, py, top = hx + ox * 0.12, hy + oy * 0.12, level_z(board.level(mark.height_cell))
            _bar(lines, (px - 0.045, py - 0.045, top), (px + 0.045, py + 0.045, top + PIN_HEIGHT), colour, rim=False)
            _bar(lines, (px - 0.1, py - 0.1, top + PIN_HEIGHT), (px + 0.1, py + 0.1, top + PIN_HEIGHT + 0.16),
                 colour, rim=False)
            label, box = self._text(self.labels_root, f"label-{index + 1}-{mark.terrain.value}", mark.label,
                                    palette.TERRAIN_COLOUR[mark.terrain], LABEL_SCALE, "overlay-label")
            self.labels.append((label, box, border))
        holder.attachNewNode(lines.node("domain-borders"))

    # -- the 2D layer ---------------------------------------------------------------------
    def _text(self, parent: NodePath, name: str, text: str, colour, scale: float, kind: str) -> tuple[NodePath, Box]:
        node = TextNode(name)
        node.setText(directed(text))
        node.setAlign(TextNode.ALeft)
        node.setTextColor(1, 1, 1, 1)
        node.setShadow(0.05, 0.05)
        node.setShadowColor(0, 0, 0, 0.9)
        node.setCardColor(colour[0] * 0.45, colour[1] * 0.45, colour[2] * 0.45, 0.95)
        node.setCardAsMargin(0.4, 0.4, 0.2, 0.2)
        node.setCardDecal(True)
        path = parent.attachNewNode(node)
        path.setScale(scale)
        path.setTag("layout", kind)
        left, right, bottom, top = node.getCardActual()
        return path, Box(left * scale, bottom * scale, (right - left) * scale, (top - bottom) * scale)

    def place_labels(self, project: Projector, extent: tuple[float, float], forbidden: Sequence[Box] = (),
                     quick: bool = False) -> None:
        """Put the totals panel at ``totals_at`` (else the window's upper left) and each label beside its board,
        level with its domain as ``project`` shows it, off every board, the site, each other and ``forbidden``
        (the layer's units, y up), inside the window ``extent`` (its half width and half height there), with a
        leader from its domain's border; a label whose domain is out of sight, or that fits nowhere, is hidden.

        ``project`` must give points outside the window too (only points behind the camera give None); ``quick``:
        the quicker search, for a moving camera."""
        found = self._callouts(project, extent, forbidden)
        if found is not None:
            callouts, which, window, keep_off = found
            self._show_placed(callouts, which, place_callouts(callouts, window, keep_off, MARGIN / 2, quick=quick))

    def _callouts(self, project: Projector, extent: tuple[float, float], forbidden: Sequence[Box]
                  ) -> Optional[tuple[list[Callout], list[int], Box, list[Box]]]:
        """The totals panel placed, then what the labels' search needs: each label in sight as a callout, the
        labels' numbers, the window and what the labels keep off (None while nothing is shown)."""
        if self.panel is None:
            return None
        half_x, half_y = extent
        window = Box(-half_x + MARGIN, -half_y + MARGIN, 2 * (half_x - MARGIN), 2 * (half_y - MARGIN))
        if self.totals_at is not None:
            panel_at = self._panel_box.moved_to(self.totals_at[0], self.totals_at[1] - self._panel_box.h)
        else:  # at the left under the status panel, where the views leave wood (moved down if need be)
            panel_at = self._panel_box.moved_to(window.x, window.top - self._panel_box.h - 0.16)
        panel_place = place_each([panel_at], window, forbidden, MARGIN / 2)[0]
        if panel_place is None:
            self.panel.hide()
        else:
            self.panel.show()
            self.panel.setPos(panel_place.x - self._panel_box.x, 0, panel_place.y - self._panel_box.y)
        areas = [_box_of(project, points) for points in self.areas]
        keep_off = [*forbidden, *([panel_place] if panel_place is not None else [])]
        keep_off += [box for box in areas if box is not None]
        for points in [*self.names, *([self.site] if self.site is not None else [])]:
            keep_off += [box for box in [_box_of(project, points)] if box is not None]
        board_of = [index for index, marks in enumerate(self.marks) for _mark in marks]
        callouts, which = [], []
        for number, ((_label, box, border), board) in enumerate(zip(self.labels, board_of)):
            seen = _seen_border(project, border, window)
            area = areas[board]
            if seen and area is not None and area.inside(window):  # boards the view shows whole only
                callouts.append(Callout(box.w, box.h, seen, area))
                which.append(number)
        return callouts, which, window, keep_off

    def _show_placed(self, callouts: Sequence[Callout], which: Sequence[int],
                     placed: Sequence[Optional[PlacedCallout]]) -> None:
        """Each label where the search put it (``which``: the labels' numbers, in the callouts' order), with its
        leader; the others hidden."""
        found = dict(zip(which, placed))
        outlines = dict(zip(which, (c.outline for c in callouts)))
        if self._leaders is not None:
            self._leaders.removeNode()
        leaders = LineSegs("overlay-leaders")
        self.placed = []
        for number, (node, box, _border) in enumerate(self.labels):
            place = found.get(number)
            self.placed.append((number, place, outlines.get(number, ())))
            if place is None:
                node.hide()
                continue
            node.show()
            node.setPos(place.box.x - box.x, 0, place.box.y - box.y)
            (ax, ay), (bx, by) = place.leader
            if abs(ax - bx) + abs(ay - by) > 1e-6:
                colour = palette.TERRAIN_COLOUR[self._terrain(number)]
                for thickness, shade in ((5.0, (0.05, 0.05, 0.05, 0.9)), (2.5, (*colour, 1.0))):
                    leaders.setThickness(thickness)
                    leaders.setColor(*shade)
                    leaders.moveTo(ax, 0, ay)
                    leaders.drawTo(bx, 0, by)
        self._leaders = self.labels_root.attachNewNode(leaders.create())
        self._leaders.setBin("background", 0)  # under every label and panel of the 2D layer

    def _terrain(self, number: int) -> Terrain:
        return [mark.terrain for marks in self.marks for mark in marks][number]

    def follow(self, base, force: bool = False, moving: bool = False) -> bool:
        """Place the labels again when ``base``'s camera, window shape or the overlay changed since they were last
        placed (or when ``force``: the HUD's panels changed); True when they moved. While the camera is ``moving``
        (a glide, a drag) the labels are placed quickly (``place_callouts``' quick search), and with the whole
        search once it stops: with a ``search``, off the frame's thread, the labels staying where the quick search
        put them until a later call shows its result; without one, here. A first showing, a change of the HUD
        (``force``) or a camera moved once (a key) has them placed in full at once."""
        if not self.visible:
            if self.search is not None:
                self.search.drop()
            return False
        key = (Mat4(base.cam.getMat(base.render)), tuple(base.camLens.getFov()), base.getAspectRatio(),
               self._signature)
        if self.search is not None and not force:
            found = self.search.found(key)
            if found is not None:
                self._show_placed(*found)
                return True
        moved = key != self._placed_for
        if not moved and not force and not self._rough:
            return False
        was_rough = self._rough
        self._rough = moved and moving and not force and self._placed_for != ()
        self._placed_for = key
        project, extent = lens_projector(base, self.layer, clip=False), layer_extent(base, self.layer)
        forbidden = hud_boxes(self.layer, self.labels_root) + self.keep_clear
        if self.search is None or self._rough or not was_rough or force:
            if self.search is not None:
                self.search.drop()  # made for what this placement replaces
            self.place_labels(project, extent, forbidden, self._rough)
            return True
        # the camera stopped after moving: the labels stay quickly placed until the whole search is done
        made = self._callouts(project, extent, forbidden)
        if made is not None:
            callouts, which, window, keep_off = made
            if moved:
                self._show_placed(callouts, which, place_callouts(callouts, window, keep_off, MARGIN / 2, quick=True))
            self.search.start(key, callouts, which, window, keep_off, MARGIN / 2)
        return moved

    def label_boxes(self) -> list[tuple[str, Box]]:
        """Each shown label's and the panel's text and box in the 2D layer (tests read them)."""
        shown = []
        for node in [label for label, _box, _border in self.labels] + ([self.panel] if self.panel is not None else []):
            if not node.isHidden():
                low, high = node.getTightBounds(self.layer)
                shown.append((node.node().getText(), Box(low.x, low.z, high.x - low.x, high.z - low.z)))
        return shown


def hud_boxes(layer: NodePath, skip: NodePath) -> list[Box]:
    """The boxes of every shown text and button in ``layer`` but those under ``skip`` (2D layer units)."""
    boxes = []
    for node in list(layer.findAllMatches("**/+TextNode")) + list(layer.findAllMatches("**/+PGItem")):
        if node.isHidden() or skip.isAncestorOf(node) or node == skip:
            continue
        if node.node().isOfType(TextNode.getClassType()) and not node.node().getText():
            continue
        if node.node().isOfType(PGItem.getClassType()):  # a button: its frame (drawn by its state, not a child)
            left, right, bottom, top = node.node().getFrame()
            low, high = layer.getRelativePoint(node, (left, 0, bottom)), layer.getRelativePoint(node, (right, 0, top))
            boxes.append(Box(min(low.x, high.x), min(low.z, high.z), abs(high.x - low.x), abs(high.z - low.z)))
            continue
        bounds = node.getTightBounds(layer)
        if bounds is not None:
            low, high = bounds
            boxes.append(Box(low.x, low.z, high.x - low.x, high.z - low.z))
    return boxes


def lens_projector(base, layer: Optional[NodePath] = None, clip: bool = True) -> Projector:
    """A ``Projector`` for ``base``'s camera and window (a ShowBase or anything with cam, camLens, render,
    aspect2d), into ``layer``'s units (a node of the 2D layer, which a screen scales to its text size; by
    default the 2D layer itself); without ``clip``, points outside the window are given too (only those behind
    the camera are not)."""

    def project(world: tuple[float, float, float]) -> Optional[tuple[float, float]]:
        point = base.cam.getRelativePoint(base.render, Point3(*world))
        film = Point2()
        if not clip:
            seen = base.camLens.getProjectionMat().xform(Vec4(point.x, point.y, point.z, 1.0))
            if seen.w <= 1e-6:
                return None
            film = Point2(seen.x / seen.w, seen.y / seen.w)
        elif not base.camLens.project(point, film):
            return None
        if layer is None:
            return film.x * base.getAspectRatio(), film.y
        # against render2d (the window from -1 to 1 both ways): aspect2d's own shape differs in a tall window
        spot = layer.getRelativePoint(base.aspect2d.getTop(), Point3(film.x, 0, film.y))
        return spot.x, spot.z

    return project


def layer_extent(base, layer: NodePath) -> tuple[float, float]:
    """Half the window's width and height in ``layer``'s units."""
    corner = layer.getRelativeVector(base.aspect2d.getTop(), Point3(1, 0, 1))
    return abs(corner.x), abs(corner.z)


def _world(holder: NodePath, point: tuple[float, float, float]) -> World:
    """A point of a board's holder in the scene's own frame (that of its top node, which the camera sees)."""
    spot = holder.getTop().getRelativePoint(holder, Point3(*point))
    return spot.x, spot.y, spot.z


def plate_outline(place: BoardPlace, name: str) -> list[World]:
    """Points bounding a player's name plate beyond their board's edge (as wide as ``name``, with room for the
    marks of the player to move)."""
    half = NAME_SCALE * (0.32 * (len(name) + 4) + 0.4)
    return [place.to_world(x, -(RING + NAME_GAP) + y) for x in (-half, half) for y in (-0.3, 0.6)]


def _box_of(project: Projector, points: Sequence[World]) -> Optional[Box]:
    """The box around ``points`` as ``project`` shows them; None when none is in front of the camera."""
    spots = [spot for spot in (project(point) for point in points) if spot is not None]
    if not spots:
        return None
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _seen_border(project: Projector, border: Sequence[tuple[World, World]], window: Box) -> tuple[Segment, ...]:
    """The pieces of a domain's border the camera shows whole inside ``window``."""
    seen = []
    for start, end in border:
        a, b = project(start), project(end)
        if a is not None and b is not None and all(window.x <= x <= window.right and window.y <= y <= window.top
                                                   for x, y in (a, b)):
            seen.append((a, b))
    return tuple(seen)


def _bar(mesh: Mesh, low: tuple[float, float, float], high: tuple[float, float, float], colour,
         rim: bool = True) -> None:
    """A box from ``low`` to ``high``, in ``colour`` with a dark rim below it so it reads on its own colour (or,
    without ``rim``, with sides a shade darker)."""
    if not rim:
        mesh.box(*low, *high, colour, (colour[0] * 0.7, colour[1] * 0.7, colour[2] * 0.7, 1.0))
        return
    grow = 0.02
    mesh.box(low[0] - grow, low[1] - grow, low[2], high[0] + grow, high[1] + grow, high[2] - 0.005, RIM, RIM)
    mesh.box(low[0], low[1], low[2] + 0.01, high[0], high[1], high[2], colour, colour)


def _stroke(mesh: Mesh, start, end, pattern: LinePattern, colour) -> None:
    """A straight border piece (along x or y) from ``start`` to ``end`` in ``pattern``, made of short bars."""
    (x0, y0, z), (x1, y1, _) = start, end
    length = abs(x1 - x0) + abs(y1 - y0)
    if length < 1e-6:
        return
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    if pattern is LinePattern.DOUBLE:
        for side in (-1, 1):
            shift = side * LINE * 0.55
            _pieces(mesh, (x0 - dy * shift, y0 + dx * shift), (dx, dy), length, z, LINE * 0.45,
                    [(0.0, length)], colour)
        return
    if pattern is LinePattern.SOLID:
        spans = [(0.0, length)]
    else:
        dash, period = (0.2, 0.32) if pattern is LinePattern.DASHED else (LINE, 0.17)
        count = max(1, round(length / period))
        period = length / count
        spans = [(i * period + (period - dash) / 2, i * period + (period + dash) / 2) for i in range(count)]
    _pieces(mesh, (x0, y0), (dx, dy), length, z, LINE, spans, colour)


def _pieces(mesh: Mesh, origin, direction, length: float, z: float, width: float, spans, colour) -> None:
    (ox, oy), (dx, dy) = origin, direction
    half = width / 2
    for a, b in spans:
        a, b = max(a - half, -half), min(b + half, length + half)  # pieces reach over the corners they meet
        xs, ys = sorted((ox + dx * a, ox + dx * b)), sorted((oy + dy * a, oy + dy * b))
        _bar(mesh, (xs[0] - half * abs(dy), ys[0] - half * abs(dx), z),
             (xs[1] + half * abs(dy), ys[1] + half * abs(dx), z + 0.05), colour)
