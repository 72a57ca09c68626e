"""Every 2D element drawn, as boxes in window pixels: the layout record ``render --layout-json`` writes.

An element is any node under the 2D layer that carries the tag ``layout`` (its value is the element's kind:
``panel``, ``button``, ``text``, ``bar``, ``overlay-label``...). Hidden elements and their children are left out.
Beside them the record holds what the player must see of the table, as the camera shows it (``board``, ``track``,
``site``: ``scene.scene_boxes``), which no element may cover.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from panda3d.core import NodePath, PGItem, Point3, TextNode

from dragonarium.rules import write_atomic

TAG = "layout"
LINES, LINES_SHOWN = "lines", "lines-shown"
"""The tags a fitted text panel carries: the rows its text has as wrapped, and the rows of it drawn (the rest
behind a sign that says how many, ``hud_panels.fit_rows``)."""


@dataclass(frozen=True)
class Item:
    """One drawn element: ``box`` is (x, y, width, height) in pixels from the window's top-left corner,
    ``font_px`` the height of its text's em in pixels (None without text), ``parent`` the index of the nearest
    tagged ancestor; ``lines`` the rows its text has as wrapped and ``lines_shown`` those drawn (None without
    text): fewer only where the text says how many more there are."""

    kind: str
    text: str
    box: tuple[float, float, float, float]
    font_px: Optional[float]
    parent: Optional[int]
    lines: Optional[int] = None
    lines_shown: Optional[int] = None


def tag(node: NodePath, kind: str) -> NodePath:
    """Mark ``node`` as a layout element of ``kind``; returns it."""
    node.setTag(TAG, kind)
    return node


def collect(aspect2d: NodePath, size: tuple[int, int], every_text: bool = False) -> list[Item]:
    """The tagged, visible elements under ``aspect2d`` in a window ``size`` (width, height) pixels, parents first;
    with ``every_text``, then each visible text that carries no tag of its own (kind ``text``, its parent the
    nearest tagged element holding it), so that no word drawn is left out of the record."""
    width, height = size
    window = aspect2d.getTop()  # render2d: the window from -1 to 1 both ways, whatever shape aspect2d has
    boxed = [(node, _box(node, window, width, height))
             for node in aspect2d.findAllMatches("**/=" + TAG) if not node.isHidden()]
    boxed = [(node, box) for node, box in boxed if box is not None]
    index = {node.getKey(): number for number, (node, _) in enumerate(boxed)}
    items = []
    for node, box in boxed:
        text, font_px, rows = _text(node, window, height)
        items.append(Item(node.getTag(TAG), text, box, font_px, _parent(node, aspect2d, index), *rows))
    if every_text:
        for node in aspect2d.findAllMatches("**/+TextNode"):
            if node.hasTag(TAG) or node.isHidden() or not node.node().getText().strip():
                continue
            box = _box(node, window, width, height)
            if box is not None:
                text, font_px, rows = _text(node, window, height)
                items.append(Item("text", text, box, font_px, _parent(node, aspect2d, index), *rows))
    return items


def write(items: list[Item], size: tuple[int, int], path: Path) -> Path:
    """Write ``items`` as JSON: ``{"size": [w, h], "items": [...]}``, in one step as the picture beside it
    (``write_atomic``: a pipe or a device is refused, a failure leaves the file there as it was)."""
    path = Path(path)
    write_atomic(path, json.dumps({"size": list(size), "items": [asdict(item) for item in items]}, indent=1))
    return path


def _box(node: NodePath, window: NodePath, width: int, height: int):
    if isinstance(node.node(), PGItem):  # a button or frame: its frame, not its (state-switched) children
        left, right, bottom, top = node.node().getFrame()
        mat = node.getMat(window)
        corners = [mat.xformPoint(Point3(x, 0, z)) for x in (left, right) for z in (bottom, top)]
        low = Point3(min(c.x for c in corners), 0, min(c.z for c in corners))
        high = Point3(max(c.x for c in corners), 0, max(c.z for c in corners))
    else:
        bounds = _own_bounds(node, window)
        if bounds is None:
            return None
        low, high = bounds
    x0 = (low.x + 1) / 2 * width
    x1 = (high.x + 1) / 2 * width
    y0 = (1 - high.z) / 2 * height
    y1 = (1 - low.z) / 2 * height
    return (round(x0, 1), round(y0, 1), round(x1 - x0, 1), round(y1 - y0, 1))


def _own_bounds(node: NodePath, window: NodePath):
    """The bounds of what ``node`` draws itself: a panel's card without the tagged elements it holds (a text
    running out of its card is then seen outside its panel's box), or the whole node when it draws nothing else."""
    parts = [child for child in node.getChildren()
             if not child.isHidden() and not child.hasTag(TAG) and child.find("**/=" + TAG).isEmpty()]
    if node.getTag(TAG) != "panel" or len(parts) == node.getNumChildren() or not parts:
        return node.getTightBounds(window)
    found = [bounds for bounds in (part.getTightBounds(window) for part in parts) if bounds is not None]
    if not found:
        return node.getTightBounds(window)
    return (Point3(min(b[0].x for b in found), 0, min(b[0].z for b in found)),
            Point3(max(b[1].x for b in found), 0, max(b[1].z for b in found)))


def _text(node: NodePath, window: NodePath, height: int
          ) -> tuple[str, Optional[float], tuple[Optional[int], Optional[int]]]:
    if isinstance(node.node(), TextNode):
        text_node, scale = node, node.getTransform(window).getScale().z
    else:
        roots = [node]
        if isinstance(node.node(), PGItem):  # a button's text hangs under its state nodes
            roots = [node.node().getStateDef(state) for state in range(node.node().getNumStateDefs())] + roots
        text_node, scale = None, 0.0
        for root in roots:
            match = root.find("**/+TextNode")
            if not match.isEmpty():
                text_node = match
                scale = match.getTransform(root).getScale().z * node.getTransform(window).getScale().z
                break
    if text_node is None or not text_node.node().getText():
        return "", None, (None, None)
    drawn = text_node.node()
    rows = drawn.getNumRows()
    if drawn.hasTag(LINES):  # a fitted panel: its whole text's rows, and those drawn
        rows_of = (int(drawn.getTag(LINES)), int(drawn.getTag(LINES_SHOWN)))
    else:
        rows_of = (rows, rows)
    return drawn.getText(), round(scale * height / 2, 1), rows_of


def _parent(node: NodePath, aspect2d: NodePath, index: dict[int, int]) -> Optional[int]:
    parent = node.getParent()
    while not parent.isEmpty() and parent != aspect2d:
        if parent.getKey() in index:
            return index[parent.getKey()]
        parent = parent.getParent()
    return None


SCENE = frozenset({"board", "track", "site"})
"""Kinds that are boxes of the 3D table as the camera shows it, not 2D elements: what no element may cover."""

def problems(items: list[Item], size: tuple[int, int], min_font_px: float = 13.0) -> list[str]:
    """What is wrong with a layout: two elements overlapping (one inside the other's parent chain may), an
    element, a board, a track or the site outside the window, a text under ``min_font_px`` high, an element
    lying over a board, a track or the site (the scoring overlay's labels too: they stand beside the boards)."""
    width, height = size
    found = []
    scene = [item for item in items if item.kind in SCENE]
    for number, item in enumerate(items):
        x, y, w, h = item.box
        if x < -0.5 or y < -0.5 or x + w > width + 0.5 or y + h > height + 0.5:
            found.append(f"{_name(item)} lies outside the {width}x{height} window: {item.box}")
        if item.kind in SCENE:
            continue
        if item.text.strip() and item.font_px is not None and item.font_px < min_font_px:
            found.append(f"{_name(item)} is {item.font_px} px high, under {min_font_px}")
        found += [f"{_name(item)} {item.box} covers {_name(shown)} {shown.box}" for shown in scene
                  if _overlap(item.box, shown.box)]
        chain = _ancestors(items, number)
        for other in range(number + 1, len(items)):
            if items[other].kind in SCENE or other in chain or number in _ancestors(items, other):
                continue
            if _overlap(item.box, items[other].box):
                found.append(f"{_name(item)} {item.box} overlaps {_name(items[other])} {items[other].box}")
    return found


def _ancestors(items: list[Item], number: int) -> set[int]:
    found = set()
    parent = items[number].parent
    while parent is not None and parent not in found:
        found.add(parent)
        parent = items[parent].parent
    return found


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """True when the boxes share more than a pixel's sliver."""
    return min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1 and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1


def _name(item: Item) -> str:
    words = " ".join(item.text.split()[:5])
    return f"{item.kind} {words!r}" if words else item.kind
