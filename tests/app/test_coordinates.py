"""Every board shows its coordinates: columns A-E left to right and rows 1-5 from its player's edge."""
from dragonarium.app.scene.board_view import BoardView
from dragonarium.app.scene.layout import RING, cell_centre
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.rules.model.cell_names import cell_name

from tests.support.games import new_game


def labels(kind: str, count: int):
    board = new_game(1, 1).state.boards[0]
    view = BoardView(OffscreenBase.get((800, 450)).assets)
    view.build(board)
    return [view.labels[f"{kind}-{index}"] for index in range(count)]


def test_column_letters_lie_along_the_players_edge_left_to_right():
    columns = labels("column", 5)
    assert [text for text, _ in columns] == ["A", "B", "C", "D", "E"]
    xs = [pos[0] for _, pos in columns]
    assert xs == sorted(xs) and all(pos[1] < -RING for _, pos in columns), "on the player's (-y) side, outside"
    for col, (text, pos) in enumerate(columns):
        assert abs(pos[0] - cell_centre((4, col))[0]) < 1e-6
        assert cell_name((4, col)) == f"{text}1"


def test_row_numbers_lie_along_the_left_edge_counting_from_the_player():
    rows = labels("row", 5)
    assert [text for text, _ in rows] == ["5", "4", "3", "2", "1"], "internal row 0 is the far edge"
    assert all(pos[0] < -RING for _, pos in rows)
    for row, (text, pos) in enumerate(rows):
        assert abs(pos[1] - cell_centre((row, 0))[1]) < 0.2, "beside its row"
        assert cell_name((row, 0)) == f"A{text}"
