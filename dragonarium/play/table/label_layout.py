"""Moving labels apart: boxes where each label would like to be in, boxes that overlap nothing out.

Units are the caller's (window pixels, or the 2D layer's units); y may grow up
or down, as long as every box uses the same axes. The routine is deterministic:
the same boxes in give the same boxes out.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator, Sequence


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: its lowest x and y corner and its size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def moved_to(self, x: float, y: float) -> "Box":
        return Box(x, y, self.w, self.h)

    def overlaps(self, other: "Box", gap: float = 0.0) -> bool:
        """True when the two boxes, each grown by ``gap`` / 2, share an area (touching edges do not count)."""
        return (self.x < other.right + gap and other.x < self.right + gap
                and self.y < other.top + gap and other.y < self.top + gap)

    def inside(self, other: "Box", slack: float = 1e-9) -> bool:
        return (self.x >= other.x - slack and self.y >= other.y - slack
                and self.right <= other.right + slack and self.top <= other.top + slack)


class LayoutError(ValueError):
    """The labels cannot all be placed: the window is too small or too full for them."""


def layout(wanted: Sequence[Box], window: Box, forbidden: Sequence[Box] = (), gap: float = 0.0,
           step: float | None = None) -> list[Box]:
    """Each box of ``wanted`` moved as little as found to where it lies inside ``window``, overlaps no
    ``forbidden`` box and no box placed before it (boxes keep at least ``gap`` apart).

    Boxes are placed in the order given, so put the most important first. Candidate places are tried in
    rings of growing distance around the wanted place, ``step`` apart (default: half the smallest box
    height). Raises ``LayoutError`` when a box fits nowhere.
    """
    placed = place_each(wanted, window, forbidden, gap, step)
    for index, (box, place) in enumerate(zip(wanted, placed)):
        if place is None:
            size = f"label {index + 1} ({box.w:g} x {box.h:g})"
            if box.w > window.w or box.h > window.h:
                raise LayoutError(f"{size} is larger than the window ({window.w:g} x {window.h:g})")
            raise LayoutError(f"{size} fits nowhere in the window: {index} labels and {len(forbidden)} "
                              "forbidden areas fill it")
    return [place for place in placed if place is not None]


def place_each(wanted: Sequence[Box], window: Box, forbidden: Sequence[Box] = (), gap: float = 0.0,
               step: float | None = None) -> list[Box | None]:
    """As ``layout``, but a box that fits nowhere comes out as None (and the others are still placed)."""
    placed: list[Box | None] = []
    unit = step if step is not None else max(min((b.h for b in wanted), default=1.0) / 2, 1e-6)
    for box in wanted:
        found = None
        if box.w <= window.w and box.h <= window.h:
            blocked = [*forbidden, *(p for p in placed if p is not None)]
            found = next((c for c in _candidates(box, window, unit)
                          if not any(c.overlaps(other, gap) for other in blocked)), None)
        placed.append(found)
    return placed


def _clamped(box: Box, window: Box) -> Box:
    return box.moved_to(min(max(box.x, window.x), window.right - box.w),
                        min(max(box.y, window.y), window.top - box.h))


@lru_cache(maxsize=512)
def _ring(ring: int) -> tuple[tuple[int, int], ...]:
    """The steps (in x, in y) of a ring of places around the wanted one, nearest first (a step in x being twice
    one in y)."""
    offsets = [(i, j) for i in range(-ring, ring + 1) for j in range(-ring, ring + 1) if max(abs(i), abs(j)) == ring]
    offsets.sort(key=lambda o: (math.hypot(o[0] * 2, o[1]), abs(o[0]), -o[1], o[0]))
    return tuple(offsets)


def _candidates(box: Box, window: Box, step: float, limit: int | None = None) -> Iterator[Box]:
    """The wanted place (kept inside the window), then rings of places around it, nearest first; the last
    ring reaches every corner of the window (or the ``limit``-th ring, if given)."""
    for x, y in _spots(box, window, step, limit):
        yield box.moved_to(x, y)


def _spots(box: Box, window: Box, step: float, limit: int | None = None) -> Iterator[tuple[float, float]]:
    """Where ``_candidates`` puts the box's lowest corner, in its order."""
    start = _clamped(box, window)
    yield start.x, start.y
    # in x a step is worth more: labels are wider than high, and moving up or down reads better
    sx, sy = step * 2, step
    rings = int(max(window.w / sx, window.h / sy)) + 2
    if limit is not None:
        rings = min(rings, limit)
    seen = {(start.x, start.y)}
    low_x, low_y, high_x, high_y = window.x, window.y, window.right, window.top
    w, h = box.w, box.h
    for ring in range(1, rings + 1):
        for i, j in _ring(ring):
            x, y = start.x + i * sx, start.y + j * sy
            if x < low_x or y < low_y or x + w > high_x or y + h > high_y:
                continue
            if (x, y) not in seen:
                seen.add((x, y))
                yield x, y


Point = tuple[float, float]
Segment = tuple[Point, Point]


@dataclass(frozen=True)
class Callout:
    """A label to put beside what it names: its size, the outline it names (straight pieces, as the screen shows
    them) and the area it stays off (the board those pieces lie on, with its track)."""

    w: float
    h: float
    outline: tuple[Segment, ...]
    area: Box


@dataclass(frozen=True)
class PlacedCallout:
    """Where a callout went: its box, and its leader line from a point of its outline to the box's edge (the
    two ends equal when the box touches the outline)."""

    box: Box
    leader: Segment


NEAR_RINGS = 6
"""How many rings of places around each side's place are tried before the search widens to the whole window."""


def place_callouts(callouts: Sequence[Callout], window: Box, forbidden: Sequence[Box] = (), gap: float = 0.0,
                   step: float | None = None, quick: bool = False) -> list[PlacedCallout | None]:
    """Each callout's label beside its outline, outside every callout's area, inside ``window``, off
    ``forbidden`` and every label placed before it, with a leader from the outline's nearest point.

    A label wants the place just outside its area on the side its outline lies towards, level with the outline;
    then the other sides, nearest first. Around each, ``NEAR_RINGS`` rings of places are tried (see
    ``place_each``) for one whose leader crosses no leader before it and passes through no label and no other
    area; then the whole window likewise; then the free place whose leader meets the fewest things. Labels
    whose leaders still meet something are then placed again among all the others. ``quick`` leaves out the
    search of the whole window and the second placing (for a moving camera). A callout that fits nowhere comes
    out as None.
    """
    unit = step if step is not None else max(min((c.h for c in callouts), default=1.0) / 2, 1e-6)
    placed: list[PlacedCallout | None] = [None] * len(callouts)
    for own, callout in enumerate(callouts):
        if callout.outline and callout.w <= window.w and callout.h <= window.h:
            placed[own] = _place_one(callout, window, _crowd(callouts, placed, own, forbidden), gap, unit, quick)
    # a label placed early may stand in the way of one placed later: move it
    for _round in range(0 if quick else REPAIRS):
        moved = False
        for own, callout in enumerate(callouts):
            here = placed[own]
            if here is None:
                continue
            crowd = _crowd(callouts, placed, own, forbidden)
            count = crowd.conflicts(here.leader, here.box)
            if count == 0:
                continue
            again = _place_one(callout, window, crowd, gap, unit)
            if again is not None and crowd.conflicts(again.leader, again.box) < count:
                placed[own], moved = again, True
        if not moved:
            break
    if not quick:
        _untangle(callouts, placed, forbidden, gap)
    return placed


def _untangle(callouts: Sequence[Callout], placed: list[PlacedCallout | None], forbidden: Sequence[Box],
              gap: float) -> None:
    """Two labels whose leaders cross swap places along the line they stand in (one over the other: their
    heights; side by side: their x) when the swap leaves both free and their leaders meeting fewer things."""
    for one, other in itertools.combinations(range(len(callouts)), 2):
        a, b = placed[one], placed[other]
        if a is None or b is None or not _crosses(a.leader, b.leader):
            continue
        (ax, ay), (bx, by) = a.box.centre, b.box.centre
        if abs(ay - by) >= abs(ax - bx):
            boxes = (a.box.moved_to(a.box.x, b.box.y + (b.box.h - a.box.h) / 2),
                     b.box.moved_to(b.box.x, a.box.y + (a.box.h - b.box.h) / 2))
        else:
            boxes = (a.box.moved_to(b.box.x + (b.box.w - a.box.w) / 2, a.box.y),
                     b.box.moved_to(a.box.x + (a.box.w - b.box.w) / 2, b.box.y))
        if boxes[0].overlaps(boxes[1], gap):
            continue
        before = after = 0
        swapped = list(placed)
        for index, box in zip((one, other), boxes):
            swapped[index] = PlacedCallout(box, _leader(callouts[index].outline, box))
        for index in (one, other):
            old_crowd, new_crowd = (_crowd(callouts, state, index, forbidden) for state in (placed, swapped))
            here, there = placed[index], swapped[index]
            assert here is not None and there is not None
            if not new_crowd.free(there.box, gap):
                break
            before += old_crowd.conflicts(here.leader, here.box)
            after += new_crowd.conflicts(there.leader, there.box)
        else:
            if after < before:
                placed[one], placed[other] = swapped[one], swapped[other]


REPAIRS = 2
"""How many times the labels whose leaders meet something are placed again among all the others (a second
round moves on the labels that the first round's moves now meet)."""

CROSSING = 2
"""What one leader crossing another weighs, a leader passing through a label or another board weighing 1: two
crossed leaders are the harder to follow, so a leader moved off a crossing may pass under a label instead
(which a later round then moves on, if it can)."""


def _crowd(callouts: Sequence[Callout], placed: Sequence[PlacedCallout | None], own: int,
           forbidden: Sequence[Box]) -> "_Crowd":
    """What callout ``own`` must keep clear of, the others standing where ``placed`` puts them."""
    area = callouts[own].area
    labels = tuple(p.box for index, p in enumerate(placed) if p is not None and index != own)
    return _Crowd(blocked=(*forbidden, *(c.area for c in callouts), *labels), labels=labels,
                  leaders=tuple(p.leader for index, p in enumerate(placed) if p is not None and index != own),
                  others=tuple(c.area for c in callouts if c.area != area))


@dataclass(frozen=True)
class _Crowd:
    """What a callout must keep clear of: boxes its label may not overlap, labels and other areas its leader
    may not pass through, leaders it may not cross."""

    blocked: tuple[Box, ...]
    labels: tuple[Box, ...]
    leaders: tuple[Segment, ...]
    others: tuple[Box, ...]

    def free(self, box: Box, gap: float) -> bool:
        return not any(box.overlaps(other, gap) for other in self.blocked)

    def free_test(self, w: float, h: float, gap: float) -> Callable[[float, float], bool]:
        """``free`` for a box ``w`` by ``h`` with its lowest corner at the point given, the same sums made faster:
        the box that blocked the last place is tried first."""
        edges = [(other.x, other.y, other.right + gap, other.top + gap) for other in self.blocked]

        def test(x: float, y: float) -> bool:
            right, top = x + w + gap, y + h + gap
            for index, (low_x, low_y, high_x, high_y) in enumerate(edges):
                if x < high_x and low_x < right and y < high_y and low_y < top:
                    if index:
                        edges.insert(0, edges.pop(index))
                    return False
            return True
        return test

    def conflicts(self, leader: Segment, box: Box) -> int:
        """How many labels and other areas ``leader`` passes through and leaders that pass through ``box``, plus
        ``CROSSING`` for each leader ``leader`` crosses."""
        return (CROSSING * sum(_crosses(leader, other) for other in self.leaders)
                + sum(_through(leader, other) for other in (*self.labels, *self.others))
                + sum(_through(other, box) for other in self.leaders))


FALLBACK_TRIES = 200
"""How many free places the search over the whole window weighs before it settles for the one with the fewest
crossings."""


def _place_one(callout: Callout, window: Box, crowd: _Crowd, gap: float, unit: float,
               quick: bool = False) -> PlacedCallout | None:
    """Where ``place_callouts`` puts one callout among ``crowd``: the first free place whose leader meets nothing,
    else the free place weighed whose leader meets the fewest things (the first of them)."""
    best: tuple[int, PlacedCallout] | None = None
    free = crowd.free_test(callout.w, callout.h, gap)

    def search(places: Iterator[tuple[float, float]], tries: int | None = None) -> PlacedCallout | None:
        nonlocal best
        for x, y in places:
            if not free(x, y):
                continue
            box = Box(x, y, callout.w, callout.h)
            here = PlacedCallout(box, _leader(callout.outline, box))
            count = crowd.conflicts(here.leader, box)
            if count == 0:
                return here
            if best is None or count < best[0]:
                best = (count, here)
            if tries is not None:
                tries -= 1
                if tries <= 0:
                    return None
        return None

    wishes = _wishes(callout, gap)
    for wish in wishes:
        found = search(_spots(wish, window, unit, NEAR_RINGS))
        if found is not None:
            return found
    found = None if quick else search(_spots(wishes[0], window, unit), FALLBACK_TRIES)
    if found is not None:
        return found
    return best[1] if best is not None else None


def _wishes(callout: Callout, gap: float) -> list[Box]:
    """The places a label wants, best first: just outside its area on each side, level with its outline's
    middle; the side the middle lies towards first, then the others by how far they are from it."""
    area = callout.area
    mx, my = _middle(callout.outline)
    cx, cy = area.centre
    w, h = callout.w, callout.h
    sides = {"right": Box(area.right + gap, my - h / 2, w, h), "left": Box(area.x - gap - w, my - h / 2, w, h),
             "top": Box(mx - w / 2, area.top + gap, w, h), "bottom": Box(mx - w / 2, area.y - gap - h, w, h)}
    dx, dy = (mx - cx) / max(area.w / 2, 1e-9), (my - cy) / max(area.h / 2, 1e-9)
    first = ("right" if dx >= 0 else "left") if abs(dx) >= abs(dy) else ("top" if dy >= 0 else "bottom")
    rest = sorted((name for name in sides if name != first),
                  key=lambda name: math.dist((mx, my), _clamp_to_box((mx, my), sides[name])))
    return [sides[first], *(sides[name] for name in rest)]


def _middle(outline: Sequence[Segment]) -> Point:
    """The middle of an outline: its pieces' midpoints weighed by their lengths."""
    total = sx = sy = 0.0
    for (ax, ay), (bx, by) in outline:
        length = math.hypot(bx - ax, by - ay) or 1e-9
        total += length
        sx, sy = sx + length * (ax + bx) / 2, sy + length * (ay + by) / 2
    return sx / total, sy / total


def _leader(outline: Sequence[Segment], box: Box) -> Segment:
    """The shortest line from ``outline`` to ``box``: from the outline's point nearest the box (of several as
    near, the one nearest the box's middle) to the box's point nearest that one."""
    best: tuple[float, float, Point, Point] | None = None
    for bound, segment in sorted(((_gap_between(segment, box), segment) for segment in outline),
                                 key=lambda pair: pair[0]):
        if best is not None and bound > best[0] + 1e-9:
            break  # no point of this piece, nor of those after it, is as near
        on_line = _nearest_on_segment(segment, box)
        in_box = _clamp_to_box(on_line, box)
        key = (round(math.dist(on_line, in_box), 9), math.dist(on_line, box.centre))
        if best is None or key < best[:2]:
            best = (*key, on_line, in_box)
    assert best is not None
    return best[2], best[3]


def _gap_between(segment: Segment, box: Box) -> float:
    """How far the box around ``segment`` lies from ``box``: no point of the segment is nearer."""
    (ax, ay), (bx, by) = segment
    dx = max(box.x - max(ax, bx), min(ax, bx) - box.right, 0.0)
    dy = max(box.y - max(ay, by), min(ay, by) - box.top, 0.0)
    return math.hypot(dx, dy)


def _clamp_to_box(point: Point, box: Box) -> Point:
    return min(max(point[0], box.x), box.right), min(max(point[1], box.y), box.top)


def _nearest_on_segment(segment: Segment, box: Box) -> Point:
    """The point of ``segment`` nearest ``box``: one of its ends, the foot of a box corner or of the box's middle on
    it, or where it enters the box; of several as near, the one nearest the box's middle."""
    (ax, ay), (bx, by) = segment
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    ts = [0.0, 1.0]
    if length2 > 1e-18:
        ts += [min(max(((x - ax) * dx + (y - ay) * dy) / length2, 0.0), 1.0)
               for x in (box.x, box.right) for y in (box.y, box.top)]
        entry = _entry(segment, box)
        if entry is not None:
            ts.append(entry)
        middle = box.centre  # of points as near the box, the one facing its middle
        ts.append(min(max(((middle[0] - ax) * dx + (middle[1] - ay) * dy) / length2, 0.0), 1.0))

    def key(t: float) -> tuple[float, float]:
        point = (ax + dx * t, ay + dy * t)
        return round(math.dist(point, _clamp_to_box(point, box)), 9), math.dist(point, box.centre)

    t = min(ts, key=key)
    return ax + dx * t, ay + dy * t


def _crosses(one: Segment, other: Segment) -> bool:
    """True when two segments cross at a point inside both (sharing an end does not count)."""
    (p, q), (r, s) = one, other

    def side(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    d1, d2, d3, d4 = side(r, s, p), side(r, s, q), side(p, q, r), side(p, q, s)
    return d1 * d2 < 0 and d3 * d4 < 0


def _through(segment: Segment, box: Box) -> bool:
    """True when ``segment`` passes through the inside of ``box`` (touching its edge does not count)."""
    (ax, ay), (bx, by) = segment
    if (max(ax, bx) <= box.x or min(ax, bx) >= box.x + box.w or max(ay, by) <= box.y
            or min(ay, by) >= box.y + box.h):
        return False  # not even the box around the segment reaches inside
    span = _span(segment, box)
    return span is not None and span[1] - span[0] > 1e-9


def _entry(segment: Segment, box: Box) -> float | None:
    """Where along ``segment`` (0 to 1) it first reaches ``box``, or None when it misses it."""
    span = _span(segment, box)
    return span[0] if span is not None and span[1] >= span[0] else None


def _span(segment: Segment, box: Box) -> tuple[float, float] | None:
    """The part of ``segment`` (0 to 1) inside ``box``'s slab in x and in y, or None when it misses it."""
    (ax, ay), (bx, by) = segment
    low, high = 0.0, 1.0
    for start, delta, lo, hi in ((ax, bx - ax, box.x, box.right), (ay, by - ay, box.y, box.top)):
        if abs(delta) < 1e-12:
            if not lo < start < hi:
                return None
            continue
        t1, t2 = sorted(((lo - start) / delta, (hi - start) / delta))
        low, high = max(low, t1), min(high, t2)
    return (low, high) if high >= low else None
