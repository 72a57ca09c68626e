"""The reason box's place as plain geometry: beside the ghost when that is clear, else the clear place nearest it,
else the corner of the boards' part that covers the least."""
from dragonarium.play.table.reason_spot import FreeRoom, corner_spot, reason_spot
from dragonarium.play.table.screen_layout import Box, lay_out

LAYOUT = lay_out(1280, 720)
BOARDS = LAYOUT.boards


def squares_round(ghost: Box, size: float, reach: int) -> list[Box]:
    """A board's squares of side ``size``, ``reach`` of them on each side of the ghost's lower left corner."""
    return [Box(ghost.left + i * size, ghost.left + (i + 1) * size, ghost.bottom + j * size,
                ghost.bottom + (j + 1) * size) for i in range(-reach, reach + 1) for j in range(-reach, reach + 1)]


def test_beside_the_ghost_when_nothing_is_there():
    ghost = Box(-0.2, 0.0, 0.0, 0.1)
    spot = reason_spot(LAYOUT, (0.4, 0.1), ghost)
    assert spot.left > ghost.right and spot.bottom == ghost.bottom


def test_off_the_squares_round_the_ghost_and_as_near_it_as_clear():
    ghost = Box(-0.2, 0.0, 0.0, 0.1)
    squares = squares_round(ghost, 0.1, 3)
    spot = reason_spot(LAYOUT, (0.4, 0.1), ghost, squares)
    assert spot.inside(BOARDS) and not any(spot.overlaps(square) for square in squares + [ghost])
    reach = min(square.left for square in squares), max(square.right for square in squares)
    assert spot.right <= reach[0] + 0.03 or spot.left >= reach[1] - 0.03 or spot.top <= -0.3 + 0.03 \
        or spot.bottom >= 0.4 - 0.03, "beside the squares, not far off"


def test_a_gap_between_boxes_is_found():
    room = Box(0.0, 1.0, 0.0, 1.0)
    blocked = [Box(0.0, 1.0, 0.0, 0.4), Box(0.0, 1.0, 0.6, 1.0), Box(0.0, 0.3, 0.4, 0.6)]
    spot = FreeRoom(room, blocked).nearest((0.3, 0.15), (0.0, 0.5))
    assert spot is not None and spot.left >= 0.3 and 0.4 <= spot.bottom and spot.top <= 0.6
    assert FreeRoom(room, blocked).nearest((0.3, 0.3), (0.5, 0.5)) is None, "too tall for the gap"


def test_when_nothing_is_clear_a_corner_of_the_boards_part():
    ghost = Box(-0.1, 0.1, 0.0, 0.1)
    everything = [Box(BOARDS.left, BOARDS.right, BOARDS.bottom, BOARDS.top - 0.05)]
    spot = reason_spot(LAYOUT, (0.4, 0.1), ghost, everything)
    assert spot == corner_spot(LAYOUT, (0.4, 0.1), ghost, everything)
    assert spot.top == BOARDS.top and spot.left in (BOARDS.left, BOARDS.right - 0.4), "the top corners cover least"
