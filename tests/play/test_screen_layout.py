"""The 2D layout as plain geometry: at every window size from 1024x600 to 3840x2160 (portrait too), every text
size and view and player count, the panels lie apart inside the window, the boards' part is clear of them all
and large, and the text is at least 13 px high; the reason box lies beside its ghost."""
import itertools

import pytest

from dragonarium.play.table.reason_spot import reason_spot
from dragonarium.play.table.screen_layout import (CONTENT_SHAPES, LEFT_WIDTH, MIN_TEXT_PX, RIGHT_WIDTH, TEXT, TEXT_SIZES, Box, View,
                                                  lay_out, page_scale, text_pixels)

SIZES = [(1024, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3440, 1440), (3840, 2160),
         (1080, 1920), (768, 1024), (1080, 1350)]
VIEWS = [View.PLAYER, View.TABLE, View.TOP, View.REVIEW, View.LESSON]


def lesson_lines(width_em: float) -> int:
    """A lesson's text of 280 characters at 0.5 em each, and its title line."""
    return 1 + int(280 * 0.5 / width_em) + 1


def made(size, percent, view, players):
    return lay_out(*size, percent / 100, view, players, 8 if view is View.LESSON else 6,
                   lesson_lines if view is View.LESSON else None)


def check(layout) -> list[str]:
    """What is wrong: two panels overlapping, a panel or the boards outside the window, a panel over the boards."""
    found = []
    window = layout.window
    shown = {name: box for name, box in layout.panels().items() if box.width > 0 and box.height > 0}
    for name, box in shown.items():
        if not box.inside(window):
            found.append(f"{name} outside the window")
        if box.overlaps(layout.boards):
            found.append(f"{name} over the boards")
    for (a, one), (b, other) in itertools.combinations(shown.items(), 2):
        if one.overlaps(other):
            found.append(f"{a} overlaps {b}")
    if not layout.boards.inside(window):
        found.append("the boards outside the window")
    return found


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_size_text_size_view_and_player_count_lays_out_apart(size):
    for percent, view, players in itertools.product(TEXT_SIZES, VIEWS, (1, 2, 3, 4)):
        layout = made(size, percent, view, players)
        assert check(layout) == [], (percent, view, players)
        assert layout.text_px >= MIN_TEXT_PX
        x, y, width, height = layout.pixels(layout.boards)
        # the boards are drawn at least half as large as the whole window would draw them (for the shape of
        # what the view frames: the top view of two boards is wide, the table view of two is tall)
        shapes = CONTENT_SHAPES.get(view, CONTENT_SHAPES[View.PLAYER])[players]
        drawn = max(min(width, height * shape) for shape in shapes)
        alone = max(min(size[0], size[1] * shape) for shape in shapes)
        assert drawn >= 0.45 * alone, (percent, view, players)


def test_the_text_follows_the_window_height_and_the_text_size():
    assert text_pixels(1280, 720) == pytest.approx(720 / 52.6)
    assert text_pixels(1920, 1080) == pytest.approx(1.5 * text_pixels(1280, 720))
    assert text_pixels(1280, 720, 1.5) == pytest.approx(1.5 * text_pixels(1280, 720))
    assert text_pixels(1280, 720, 0.9) == MIN_TEXT_PX  # never under 13 px
    assert text_pixels(1024, 600) == MIN_TEXT_PX
    assert text_pixels(1080, 1920) == pytest.approx(1080 / 70)  # a tall window's text follows its width
    assert lay_out(2560, 1440, 1.3).text_px == pytest.approx(text_pixels(2560, 1440, 1.3))
    layout = lay_out(1920, 1080)
    assert layout.scale == pytest.approx(layout.text_px / (TEXT * 1080 / 2))


def test_a_tall_window_puts_the_panels_over_and_under_the_boards():
    for size in ((1080, 1920), (768, 1024)):
        layout = lay_out(*size)
        assert layout.arrangement == "bands"
        assert layout.status.bottom > layout.boards.top and layout.players.bottom > layout.boards.top
        assert layout.switches.top < layout.boards.bottom and layout.strip.top < layout.boards.bottom
        assert layout.boards.width > 0.9 * layout.window.width
    assert lay_out(1280, 720).arrangement == "columns"


def test_a_narrower_window_narrows_the_side_columns_before_the_boards():
    wide, narrow = lay_out(1920, 1080), lay_out(1024, 768)
    assert wide.players.width == pytest.approx(RIGHT_WIDTH * TEXT)
    assert wide.status.width == pytest.approx(LEFT_WIDTH * TEXT)
    assert narrow.players.width < wide.players.width
    # in ems, the boards keep more of a 4:3 window than the columns at their full widths would leave them
    fixed = narrow.window.width - (LEFT_WIDTH + RIGHT_WIDTH) * TEXT
    assert narrow.boards.width > fixed


def test_a_lesson_keeps_a_band_for_its_text_over_the_boards():
    plain = lay_out(1280, 720)
    lesson = lay_out(1280, 720, lesson=lesson_lines)
    assert lesson.lesson.height > 0 and lesson.lesson.bottom >= lesson.boards.top
    assert lesson.boards.height < plain.boards.height
    longer = lay_out(1280, 720, lesson=lambda width_em: 2 * lesson_lines(width_em))
    assert longer.lesson.height > lesson.lesson.height


@pytest.mark.parametrize("size", [(64, 64), (250, 790), (100, 400), (300, 4096), (4096, 64), (4096, 4096)])
def test_windows_below_the_supported_sizes_still_get_a_drawable_layout(size):
    layout = lay_out(*size)
    for box in [*layout.panels().values(), layout.boards, layout.page, layout.why]:
        assert box.width >= 0 and box.height >= 0 and box.inside(layout.window)
    left, right, bottom, top = layout.board_window()
    assert -1 <= left < right <= 1 and -1 <= bottom < top <= 1


def test_a_page_scales_to_fit_the_window_and_to_the_text_size():
    assert page_scale(1280, 720, 1.2, 0.9, 0.045) == pytest.approx(1.0)
    assert page_scale(1080, 1920, 1.2, 0.9, 0.045) < 1080 / 1920 / 1.2  # a tall window: the page narrows to fit
    assert page_scale(1024, 600, 1.2, 0.9, 0.042) * 0.042 * 300 == pytest.approx(MIN_TEXT_PX)  # grown to 13 px
    assert page_scale(1920, 1080, 1.2, 0.9, 0.045, 1.5) > page_scale(1920, 1080, 1.2, 0.9, 0.045)


def ghosts_round(boards: Box, size: float) -> dict[str, Box]:
    """A ghost two cells wide at each corner and in the middle of each edge of ``boards``."""
    xs = {"left": boards.left, "middle": boards.centre - size, "right": boards.right - 2 * size}
    zs = {"bottom": boards.bottom, "middle": (boards.bottom + boards.top) / 2 - size / 2, "top": boards.top - size}
    return {f"{x}-{z}": Box(xs[x], xs[x] + 2 * size, zs[z], zs[z] + size) for x in xs for z in zs}


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (1080, 1920)])
def test_the_reason_box_lies_beside_its_ghost_at_every_corner_and_edge(size):
    layout = lay_out(*size)
    boards = layout.boards
    cell = boards.height / 12
    site = Box(boards.centre - 3 * cell, boards.centre + 3 * cell, boards.top - 1.5 * cell, boards.top)
    label = (22 * TEXT, 4 * TEXT)  # a refusal's three lines
    for where, ghost in ghosts_round(boards, cell).items():
        clear = [] if ghost.overlaps(site) else [site]
        spot = reason_spot(layout, label, ghost, clear)
        assert spot.width == pytest.approx(label[0]) and spot.height == pytest.approx(label[1])
        assert spot.inside(boards), where  # in the boards' part: over no panel, inside the window
        assert not spot.overlaps(ghost), where
        assert not any(spot.overlaps(box) for box in clear), where
        assert not any(spot.overlaps(box) for box in layout.panels().values() if box.width and box.height)


def test_a_reason_box_prefers_the_right_of_its_ghost_then_its_left():
    layout = lay_out(1280, 720)
    boards = layout.boards
    ghost = Box(boards.left + 0.1, boards.left + 0.3, 0.0, 0.1)
    spot = reason_spot(layout, (0.5, 0.12), ghost)
    assert spot.left >= ghost.right and abs((spot.bottom + spot.top) / 2 - 0.05) < 1e-9
    ghost = Box(boards.right - 0.3, boards.right - 0.1, 0.0, 0.1)
    spot = reason_spot(layout, (0.5, 0.12), ghost)
    assert spot.right <= ghost.left
