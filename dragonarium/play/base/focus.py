"""The keyboard's focus as a value: the stops ``Tab`` walks through in order, and the one focused.

A stop is any hashable name the screen gives its parts (a button's command, ``"board"`` for the table's cell
cursor). The screen lists its stops in reading order (``reading_order``: rows from the top, each from the left),
and ``FocusOrder`` says which is focused and which comes next; the screen draws the focus and presses the stop.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Hashable, Optional, Sequence

Box = tuple[float, float, float, float]
"""A stop's box on the screen: left, right, bottom, top (y upwards)."""


def _rows(units: Sequence[tuple[Hashable, Box]]) -> list[Hashable]:
    """Units in rows from the top (a unit whose middle lies within the height of the row's first unit joins that
    row), each row from the left."""
    rows: list[list[tuple[Hashable, Box]]] = []
    for unit, box in sorted(units, key=lambda item: -item[1][3]):
        middle = (box[2] + box[3]) / 2
        if rows and rows[-1][0][1][2] <= middle <= rows[-1][0][1][3]:
            rows[-1].append((unit, box))
        else:
            rows.append([(unit, box)])
    return [unit for row in rows for unit, _box in sorted(row, key=lambda item: item[1][0])]


def reading_order(boxes: Sequence[tuple[Hashable, Box]]) -> tuple[Hashable, ...]:
    """The stops of ``boxes`` in reading order: rows from the top, each from the left; but stops stacked in a
    column of equal width (a list: the lessons in two columns, the switches, the seats' names) are read down
    their column before the next column, as a list is read."""
    columns: dict[tuple[float, float], list[tuple[Hashable, Box]]] = {}
    for stop, box in boxes:
        columns.setdefault((round(box[0], 3), round(box[1], 3)), []).append((stop, box))
    units: list[tuple[Hashable, Box]] = []
    members: dict[Hashable, list[Hashable]] = {}
    for index, column in enumerate(columns.values()):
        if len(column) < 2:
            units.extend(column)
            continue
        column.sort(key=lambda item: -item[1][3])
        name = ("column", index)
        members[name] = [stop for stop, _box in column]
        units.append((name, (column[0][1][0], column[0][1][1], column[-1][1][2], column[0][1][3])))
    return tuple(stop for unit in _rows(units) for stop in members.get(unit, [unit]))


@dataclass(frozen=True)
class FocusOrder:
    """``stops`` in the order ``Tab`` visits them; ``focused`` is the one with the focus (None: none yet, the first
    ``Tab`` focuses the first stop, ``Shift+Tab`` the last)."""

    stops: tuple[Hashable, ...] = ()
    focused: Optional[Hashable] = None

    def step(self, delta: int) -> "FocusOrder":
        """The focus moved ``delta`` stops on (``Tab``: 1, ``Shift+Tab``: -1), round from the last to the first."""
        if not self.stops:
            return replace(self, focused=None)
        if self.focused not in self.stops:
            return replace(self, focused=self.stops[0 if delta > 0 else -1])
        index = self.stops.index(self.focused)
        return replace(self, focused=self.stops[(index + delta) % len(self.stops)])

    def with_stops(self, stops: Sequence[Hashable]) -> "FocusOrder":
        """The stops changed (a button came or went): the focus stays on its stop while it is there, else it goes
        to the stop that took its place in the order (the last when the list got shorter); when no stop is left of
        those there were (another page), to the first; with no stops, to none."""
        stops = tuple(stops)
        if self.focused is None or self.focused in stops:
            return FocusOrder(stops, self.focused)
        if not stops:
            return FocusOrder(stops, None)
        kept = self.focused in self.stops and set(self.stops) & set(stops)
        index = self.stops.index(self.focused) if kept else 0
        return FocusOrder(stops, stops[min(index, len(stops) - 1)])

    def on(self, stop: Optional[Hashable]) -> "FocusOrder":
        """The focus put on ``stop`` (None: on nothing)."""
        return replace(self, focused=stop if stop is None or stop in self.stops else self.focused)
