"""Where everything of the 2D layer goes in a window, and the part of it left to the boards: plain geometry.

``lay_out`` takes the window's size in pixels, the text size the player chose, the view and the player count,
and returns a ``ScreenLayout``: a box for each panel, the switches and the button strip, and ``boards``, the
rectangle no panel enters, which the camera frames the boards, the planning site and the tracks into.

The text is the window's height over ``HEIGHT_LINES`` (at most its width over ``WIDTH_LINES``, for a tall
window) times the text size, never under ``MIN_TEXT_PX``. Boxes are in the units of the layer the screens draw
in, where a line of text is ``TEXT`` high: the screen scales that layer by ``ScreenLayout.scale``. Two
arrangements are weighed at each text size: side columns (status and switches at the left, players and log at the
right, the instruction line and buttons at the foot) and, for a tall window, bands over and under the boards.
The side columns narrow down to their least widths before the boards lose width; the arrangement that leaves the
boards the larger picture wins; when neither holds every panel with a fair share for the boards, the text
shrinks, down to ``MIN_TEXT_PX`` (and, in windows smaller than the table is made for, further: crowded, but
drawn).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum
from typing import Callable, Optional, Sequence

TEXT = 0.038
"""A line of panel text, in the layer's units (the layer's height is 2 / ``scale``)."""
LINE = 0.9875
"""The font's line spacing, in lines of text."""
MIN_TEXT_PX = 13.0
HEIGHT_LINES = 52.6
"""At a text size of 100 %, the window holds this many lines of text in its height (13.7 px at 720 px high)..."""
WIDTH_LINES = 70.0
"""... and at least this many ems across (a tall window's text follows its width)."""
TEXT_SIZES = (90, 100, 115, 130, 150)
"""The text sizes the start screen offers, in per cent (any whole number between the first and the last may be
remembered)."""
MARGIN = 0.025
GAP = 0.02
SWITCH_SPACING = 0.085
"""From one switch to the next, in the layer's units."""
BUTTON_ROW = 1.54 * TEXT + GAP
"""One row of the button strip."""
BUTTONS_WIDE = 62.0
"""How many ems the widest row of decision buttons takes (the review's six), to count the strip's rows."""
EM_PER_CHARACTER = 0.47
"""An average character's width, in ems (to count the lines a text wraps into)."""
LEFT_WIDTH, LEFT_LEAST = 16.3, 13.0
RIGHT_WIDTH, RIGHT_LEAST = 25.0, 18.0
"""The side columns' widths and least widths, in ems."""
PLAYER_LINE = 58
"""The characters of a player's line in the players panel (its longest form)."""
SUPPLY_LINE = 70
"""The characters the dragons left take in the supply panel: its words, a picture before each type, and the
picture, type and count kept together on a row (in French, the longest)."""
BOARD_SHARE = 0.5
"""The least share of the picture the boards should get (of what they would get with no panel at all)."""
LEAST_BOARDS = 6.0
"""The boards' least width and height, in ems, for a layout to count as holding them."""


class View(Enum):
    """What the camera shows and which screen is drawn: a player's board, the whole table, the top view, a game
    under review, a lesson."""

    PLAYER = "player"
    TABLE = "table"
    TOP = "top"
    REVIEW = "review"
    LESSON = "lesson"


CONTENT_SHAPES: dict[View, dict[int, tuple[float, ...]]] = {
    View.PLAYER: {n: (1.1,) for n in range(1, 5)},
    View.TABLE: {1: (1.25,), 2: (0.65,), 3: (1.0,), 4: (1.4,)},
    View.TOP: {1: (1.28, 0.78), 2: (2.93, 0.34), 3: (1.49, 0.67), 4: (1.0,)},
}
"""The width over height of what each view frames, per player count (the top view turns to the better of two);
``tests/app/test_screen_layout_camera.py`` checks them against the camera's framing."""


@dataclass(frozen=True)
class Box:
    """A region of the layer: ``left``, ``right``, ``bottom``, ``top`` (y up)."""

    left: float
    right: float
    bottom: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def centre(self) -> float:
        return (self.left + self.right) / 2

    def overlaps(self, other: "Box") -> bool:
        """True when the boxes share an area (touching edges do not count)."""
        return (min(self.right, other.right) > max(self.left, other.left)
                and min(self.top, other.top) > max(self.bottom, other.bottom))

    def inside(self, other: "Box", slack: float = 1e-9) -> bool:
        return (self.left >= other.left - slack and self.right <= other.right + slack
                and self.bottom >= other.bottom - slack and self.top <= other.top + slack)

    @classmethod
    def around(cls, points: Sequence[tuple[float, float]]) -> "Box":
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return cls(min(xs), max(xs), min(ys), max(ys))


PANELS = ("status", "switches", "supply", "players", "log", "hover", "strip", "frame_rate", "lesson", "totals",
          "summary", "progress")
"""The boxes of a layout that panels fill (``page``, ``why`` and ``why_spare`` lie over some of them)."""


@dataclass(frozen=True)
class ScreenLayout:
    """The 2D layout of a window ``size`` pixels wide and high; every box is in the layer's units."""

    size: tuple[int, int]
    text_px: float
    arrangement: str
    """``columns`` (panels beside the boards) or ``bands`` (over and under them)."""
    window: Box
    boards: Box
    status: Box
    switches: Box
    supply: Box
    players: Box
    log: Box
    """The turn log (the move list, in a review)."""
    hover: Box
    strip: Box
    """The instruction line over the row of buttons."""
    frame_rate: Box
    lesson: Box
    totals: Box
    """The scoring overlay's totals."""
    summary: Box
    progress: Box
    page: Box
    """The help and the final page, over the boards (a page the player opens and closes)."""
    why: Box
    why_spare: Optional[Box]
    """Room for the "Why?" panel's picture when its words fill ``why``."""

    @property
    def scale(self) -> float:
        """How much larger the layer is drawn than the window's own 2D layer (a line of text ``TEXT`` high)."""
        return self.text_px / (TEXT * self.size[1] / 2)

    def panels(self) -> dict[str, Box]:
        return {name: getattr(self, name) for name in PANELS}

    def picture(self, box: Box) -> tuple[float, float, float, float]:
        """``box`` as a part of the picture: (left, right, bottom, top), the window running from -1 to 1 both
        ways (what the camera frames into)."""
        w = self.window
        return ((box.left - w.left) / w.width * 2 - 1, (box.right - w.left) / w.width * 2 - 1,
                (box.bottom - w.bottom) / w.height * 2 - 1, (box.top - w.bottom) / w.height * 2 - 1)

    def board_window(self) -> tuple[float, float, float, float]:
        return self.picture(self.boards)

    def pixels(self, box: Box) -> tuple[float, float, float, float]:
        """``box`` in window pixels: (x, y, width, height) from the top-left corner."""
        w, (width, height) = self.window, self.size
        x0 = (box.left - w.left) / w.width * width
        y0 = (w.top - box.top) / w.height * height
        return x0, y0, box.width / w.width * width, box.height / w.height * height

    def wrap(self, box: Box) -> float:
        """The word-wrap width, in ems, for a panel filling ``box`` (its card's margins inside)."""
        return max(1.0, box.width / TEXT - 0.8)


def text_pixels(width: int, height: int, text_size: float = 1.0) -> float:
    """The height of a line of text in a window ``width`` x ``height`` pixels at ``text_size`` (1.0 is 100 %)."""
    return max(MIN_TEXT_PX, min(height / HEIGHT_LINES, width / WIDTH_LINES) * text_size)


def page_scale(width: int, height: int, half_width: float, half_height: float, text: float,
               text_size: float = 1.0) -> float:
    """The scale of a page ``half_width`` by ``half_height`` (in the window's own 2D units, where the window is 2
    high) whose smallest text is ``text`` high, in a window ``width`` x ``height`` pixels: its text at least
    ``text_size`` times larger but never under ``MIN_TEXT_PX``, as long as the page fits inside the window with a
    margin."""
    aspect = max(width, 1) / max(height, 1)
    fits = min(aspect * (1 - MARGIN) / half_width, (1 - MARGIN) / half_height)
    readable = MIN_TEXT_PX / (text * max(height, 1) / 2)
    return min(fits, max(text_size, readable))


def panel_height(lines: float) -> float:
    """The height of a text panel of ``lines`` lines (its card's margins included), in the layer's units."""
    return (lines * LINE + 0.5) * TEXT


def wrapped_lines(characters: int, width_em: float) -> int:
    """How many lines a text of ``characters`` wraps into at ``width_em`` ems (an estimate)."""
    return max(1, math.ceil(characters * EM_PER_CHARACTER / max(width_em, 1.0)))


Measure = Callable[[float], int]
"""The lines a text needs at a width in ems."""


@dataclass(frozen=True)
class _Needs:
    """What the screen holds, in lines and counts."""

    view: View
    players: int
    switches: int
    lesson: Optional[Measure]

    def lines(self, name: str, width_em: float) -> float:
        """The height reserved for panel ``name`` at ``width_em`` ems wide (layer units)."""
        if name == "status":
            return panel_height(2 + wrapped_lines(60, width_em))
        if name == "supply":
            return panel_height(1 + wrapped_lines(SUPPLY_LINE, width_em))
        if name == "players":
            return panel_height(self.players * wrapped_lines(PLAYER_LINE, width_em))
        if name == "totals":
            return panel_height(self.players * wrapped_lines(44, width_em / 1.2) * 1.2)
        if name == "hover":
            return panel_height(7)
        if name == "frame_rate":
            return panel_height(1 + wrapped_lines(90, width_em))
        if name == "switches":
            return self.switches * SWITCH_SPACING + 0.01
        if name == "progress":
            return TEXT * 2.5
        if name == "lesson":
            return panel_height(self.lesson(width_em - 0.8) if self.lesson else 0)
        raise KeyError(name)

    def strip(self, width_em: float, words: int = 3) -> float:
        """The strip's height: ``words`` lines of the instruction (or a review's decision) over the button rows."""
        rows = min(3, max(2, math.ceil(BUTTONS_WIDE / max(width_em, 1.0))))
        return panel_height(words) + GAP + rows * BUTTON_ROW

    @property
    def flex(self) -> tuple[str, float, str, float]:
        """The panels that take what room is left, with the least room they need: (left one, its least, right
        one, its least) in lines."""
        if self.view is View.REVIEW:
            return "summary", 5, "log", 6
        return "", 0, "log", 6


def lay_out(width: int, height: int, text_size: float = 1.0, view: View = View.PLAYER, players: int = 2,
            switches: int = 6, lesson: Optional[Measure] = None) -> ScreenLayout:
    """The layout of a window ``width`` x ``height`` pixels at ``text_size``, for ``view`` with ``players`` and
    ``switches`` switches; in a lesson, ``lesson`` tells the lines its text needs at a width (in ems)."""
    width, height = max(int(width), 1), max(int(height), 1)
    needs = _Needs(View.LESSON if lesson is not None and view is View.PLAYER else view, max(1, min(players, 4)),
                   switches, lesson)
    wanted = text_pixels(width, height, text_size)
    steps = [wanted - 0.5 * i for i in range(int((wanted - MIN_TEXT_PX) / 0.5) + 1) if wanted - 0.5 * i > MIN_TEXT_PX]
    steps += [MIN_TEXT_PX * 0.85 ** i for i in range(12)]  # 13 px, then smaller only in windows too small
    made: list[tuple[ScreenLayout, bool, float]] = []
    for px in steps:
        made = [arrange(width, height, px, needs) for arrange in (_columns, _bands)]
        fitting = [(score, layout) for layout, fits, score in made if fits]
        if fitting:
            return max(fitting, key=lambda pair: pair[0])[1]
    return _crowded(max(made, key=lambda made_one: made_one[2])[0])


def _crowded(layout: ScreenLayout) -> ScreenLayout:
    """``layout`` made drawable in a window too small for it: every box kept inside the window with no negative
    size, and the boards given the whole window when no room is left them (panels then lie over them)."""
    window = layout.window

    def kept(box: Box) -> Box:
        left, bottom = min(max(box.left, window.left), window.right), min(max(box.bottom, window.bottom), window.top)
        return Box(left, min(max(box.right, left), window.right), bottom, min(max(box.top, bottom), window.top))

    changed = {field: kept(getattr(layout, field)) for field in (*PANELS, "page", "why", "boards")}
    if changed["boards"].width < LEAST_BOARDS * TEXT / 4 or changed["boards"].height < LEAST_BOARDS * TEXT / 4:
        changed["boards"] = window
    spare = None if layout.why_spare is None else kept(layout.why_spare)
    return replace(layout, why_spare=spare, **changed)  # type: ignore[arg-type]  # each a Box field, by its name


def _shape(needs: _Needs) -> tuple[float, ...]:
    view = needs.view if needs.view in CONTENT_SHAPES else View.PLAYER
    return CONTENT_SHAPES[view][needs.players]


def _score(boards: Box, window: Box, needs: _Needs) -> tuple[float, bool]:
    """How large the boards are drawn in ``boards`` (in the layer's units, for the best of the view's shapes),
    and whether that is a fair share of what the whole window would give them."""
    def drawn(area: Box) -> float:
        return max(min(area.width, area.height * shape) for shape in _shape(needs))
    size = drawn(boards)
    fair = (size >= BOARD_SHARE * drawn(window) and boards.width >= LEAST_BOARDS * TEXT
            and boards.height >= LEAST_BOARDS * TEXT)
    return size, fair


def _window(width: int, height: int, px: float) -> Box:
    scale = px / (TEXT * height / 2)
    half_x, half_y = width / height / scale, 1 / scale
    return Box(-half_x, half_x, -half_y, half_y)


def _stack(left: float, right: float, bottom: float, top: float, down: Sequence[tuple[str, float]],
           up: Sequence[tuple[str, float]], flex: str = "", least: float = 0.0) -> tuple[dict[str, Box], bool]:
    """Boxes ``down`` from ``top`` and ``up`` from ``bottom`` in the column from ``left`` to ``right``, each
    (name, height), ``GAP`` apart; ``flex`` takes the room between (at least ``least`` high). Returns the boxes
    and whether everything fits."""
    boxes, ceiling, floor = {}, top, bottom
    for name, need in down:
        boxes[name] = Box(left, right, ceiling - need, ceiling)
        ceiling -= need + GAP
    for name, need in up:
        boxes[name] = Box(left, right, floor, floor + need)
        floor += need + GAP
    # ceiling and floor are where the next box would start, a gap off the last ones
    if flex:
        boxes[flex] = Box(left, right, floor, max(floor, ceiling))
        return boxes, ceiling - floor >= least - 1e-9
    return boxes, ceiling - floor >= -GAP - 1e-9


def _columns(width: int, height: int, px: float, needs: _Needs) -> tuple[ScreenLayout, bool, float]:
    """Status, switches and supplies in a column at the left, players and log at the right (in a review: the
    summary at the left, the move list at the right), the strip at the foot between them."""
    window = _window(width, height, px)
    inner = Box(window.left + MARGIN, window.right - MARGIN, window.bottom + MARGIN, window.top - MARGIN)
    review, lessons = needs.view is View.REVIEW, needs.view is View.LESSON
    middle_em = inner.width / TEXT - LEFT_WIDTH - RIGHT_WIDTH - 2 * GAP / TEXT
    lesson_rows = needs.lines("lesson", middle_em) + GAP if lessons else 0.0
    free_height = inner.height - needs.strip(inner.width / TEXT - LEFT_WIDTH) - GAP - lesson_rows
    shapes = _shape(needs)
    wanted_free = free_height * (max(shapes) if needs.view is View.TOP else min(shapes))
    left_w, right_w = LEFT_WIDTH * TEXT, RIGHT_WIDTH * TEXT
    short = wanted_free - (inner.width - left_w - right_w - 2 * GAP)
    if short > 0:  # the columns narrow toward their least widths, the right (longer) one first
        give_right = min(short, right_w - RIGHT_LEAST * TEXT)
        right_w -= give_right
        left_w -= min(short - give_right, left_w - LEFT_LEAST * TEXT)
    left_x, right_x = (inner.left, inner.left + left_w), (inner.right - right_w, inner.right)
    strip = Box(left_x[1] + GAP, inner.right, inner.bottom,
                inner.bottom + needs.strip((inner.right - left_x[1] - GAP) / TEXT))
    down_left = [_need(needs, name, left_w) for name in ("status", "switches")]
    if review:
        up_left = [_need(needs, name, left_w) for name in ("supply", "hover")]
        down_right = [_need(needs, name, right_w) for name in ("players", "progress", "totals")]
        up_right: list[tuple[str, float]] = []
    else:
        up_left = [_need(needs, name, left_w) for name in ("supply", "frame_rate", "totals")]
        down_right, up_right = [_need(needs, "players", right_w)], [_need(needs, "hover", right_w)]
    flex_left, least_left, flex_right, least_right = needs.flex
    boxes, left_fits = _stack(*left_x, inner.bottom, inner.top, down_left, up_left, flex_left,
                              panel_height(least_left) if flex_left else 0.0)
    right_boxes, right_fits = _stack(*right_x, strip.top + GAP, inner.top, down_right, up_right, flex_right,
                                     panel_height(least_right))
    boxes.update(right_boxes)
    middle = Box(left_x[1] + GAP, right_x[0] - GAP, strip.top + GAP, inner.top)
    lesson_rows = needs.lines("lesson", middle.width / TEXT) + GAP if lessons else 0.0
    lesson = Box(middle.left, middle.right, middle.top - lesson_rows + GAP, middle.top) if lessons else None
    boards = Box(middle.left, middle.right, middle.bottom, middle.top - lesson_rows)
    under, over = boxes["switches"].bottom - GAP, boxes["totals"].top + GAP
    spare = Box(*left_x, over, under) if not review and under > over else None
    layout = _made((width, height), px, "columns", window, boards, boxes, strip, lesson,
                   page=Box(middle.left, inner.right, middle.bottom, inner.top),
                   why=Box(*right_x, strip.top + GAP, inner.top), spare=spare)
    score, fair = _score(boards, inner, needs)
    return layout, left_fits and right_fits and fair, score


REVIEW_BAND_WORDS = 4
"""Lines of a review's decision in the strip of a tall window (bands), where the words keep to the strip."""


def _bands(width: int, height: int, px: float, needs: _Needs) -> tuple[ScreenLayout, bool, float]:
    """For a tall window: status and players over the boards; switches, the overlay's totals and the log (in a
    review the summary and the move list) under them; the strip at the foot."""
    window = _window(width, height, px)
    inner = Box(window.left + MARGIN, window.right - MARGIN, window.bottom + MARGIN, window.top - MARGIN)
    review = needs.view is View.REVIEW
    half = (inner.width - GAP) / 2
    left_x, right_x = (inner.left, inner.left + half), (inner.right - half, inner.right)
    # a review's decision cannot grow over the bands of panels under the boards: its words have rows of their own
    strip = Box(inner.left, inner.right, inner.bottom,
                inner.bottom + needs.strip(inner.width / TEXT, REVIEW_BAND_WORDS if review else 3))
    top_left = [_need(needs, name, half) for name in ("status", "supply") + (() if review else ("frame_rate",))]
    top_right = [_need(needs, name, half) for name in ("players", "progress" if review else "hover")]
    band_top = max(_height(top_left), _height(top_right))
    switch_w = min(LEFT_WIDTH * TEXT, half)
    low_left = [_need(needs, name, switch_w) for name in ("switches",) + (("hover",) if review else ())]
    low_x = (inner.left + switch_w + GAP, inner.right)
    low_right = [_need(needs, "totals", low_x[1] - low_x[0])] + ([("summary", panel_height(8))] if review else [])
    band_low = max(_height(low_left), _height(low_right) + GAP + panel_height(10))
    low_bottom = strip.top + GAP
    boxes: dict[str, Box] = {}
    fits = True
    for (left, right), bottom, top, column, flex in (
            (left_x, inner.top - band_top, inner.top, top_left, ""),
            (right_x, inner.top - band_top, inner.top, top_right, ""),
            ((inner.left, inner.left + switch_w), low_bottom, low_bottom + band_low, low_left, ""),
            (low_x, low_bottom, low_bottom + band_low, low_right, "log")):
        made, fit = _stack(left, right, bottom, top, column, (), flex, panel_height(6) if flex else 0.0)
        boxes.update(made)
        fits = fits and fit
    upper = inner.top - band_top - GAP
    lesson_rows = needs.lines("lesson", inner.width / TEXT) + GAP if needs.view is View.LESSON else 0.0
    lesson = Box(inner.left, inner.right, upper - lesson_rows + GAP, upper) if lesson_rows else None
    boards = Box(inner.left, inner.right, low_bottom + band_low + GAP, upper - lesson_rows)
    layout = _made((width, height), px, "bands", window, boards, boxes, strip, lesson, page=boards,
                   why=boxes["log"], spare=Box(right_x[0], right_x[1], inner.top - band_top, inner.top))
    score, fair = _score(boards, inner, needs)
    return layout, fits and fair and boards.height > 0, score


def _need(needs: _Needs, name: str, width: float) -> tuple[str, float]:
    return name, needs.lines(name, width / TEXT)


def _height(column: Sequence[tuple[str, float]]) -> float:
    """The height of boxes stacked ``GAP`` apart."""
    return sum(need for _, need in column) + GAP * max(len(column) - 1, 0)


def _made(size: tuple[int, int], px: float, arrangement: str, window: Box, boards: Box, boxes: dict[str, Box],
          strip: Box, lesson: Optional[Box], page: Box, why: Box, spare: Optional[Box]) -> ScreenLayout:
    """The layout of ``boxes`` (a panel the screen does not have gets an empty box in a corner)."""
    empty = Box(window.left, window.left, window.top, window.top)
    named = {name: boxes.get(name, empty) for name in PANELS if name not in ("strip", "lesson")}
    return ScreenLayout(size=size, text_px=px, arrangement=arrangement, window=window, boards=boards, strip=strip,
                        lesson=lesson or empty, page=page, why=why, why_spare=spare, **named)
