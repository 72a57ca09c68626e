"""What the Assistant's next walk would bring: eggs on its coming path count, eggs off it do not."""
import pytest

from dragonarium.bots import players
from dragonarium.bots.evaluation import OPEN_TOP, READY_EGG
from dragonarium.bots.players import StrongPlayer
from dragonarium.bots.reach import next_walk_gain, walk_board
from dragonarium.rules import Element, parse_action, parse_cell, parse_position

# The fire domain (C3, C2) has 2 squares, so a fire walk from step 0 lands on steps 1 and 2, which look
# along columns A and B. The air square holds a fire egg wanting one fire stone.
BOARD = """format: dragonarium-position
version: 2
players:
  - name: Ana
    assistant: 0
    cells:
      C3: [fire]
      C2: [fire]
      {egg}: [air/fire:f]
"""


def _board(egg_cell: str):
    state = parse_position(BOARD.format(egg=egg_cell))
    return state.boards[0], state.dragons


def test_a_fire_walk_readies_the_egg_in_column_b():
    board, _ = _board("B5")
    after = walk_board(board, Element.FIRE)
    assert after.top(parse_cell("B5")).ready
    assert not board.top(parse_cell("B5")).ready  # the board itself is left as it was


def test_an_egg_on_the_coming_path_is_worth_readying_one_off_it_is_not():
    on_path, dragons = _board("B5")
    off_path, _ = _board("D5")  # column D: no fire walk from step 0 reaches it, the air walk takes 1 step
    assert next_walk_gain(on_path, dragons) == pytest.approx(READY_EGG + OPEN_TOP)
    assert next_walk_gain(off_path, dragons) == 0.0
    assert next_walk_gain(on_path, dragons, promise=0.5) == pytest.approx((READY_EGG + OPEN_TOP) / 2)


def test_no_dragon_left_of_its_type_no_value_in_readying_it():
    board, dragons = _board("B5")
    assert next_walk_gain(board, {**dragons, **{kind: 0 for kind in dragons}}) == pytest.approx(OPEN_TOP)


# Ana places T09 (a pillar square, then a fire square with a fire egg). Each of her domains has 1 square,
# so whatever element she chooses the Assistant walks from step 6 to step 7 (row 5) this turn and to step 8
# (row 4) next turn. B4 C4 and B2 C2 mirror each other across row 3, and so does the rest of her board.
PLACING = """format: dragonarium-position
version: 2
players:
  - name: Ana
    assistant: 6
    cells:
      A3: [air]
      E3: [water]
  - name: Ben
site: [T14, T01, T25]
supply: [T02, T03, T04, T05]
round: 3
current: 0
pending: place
tile: T09
"""


def test_the_strong_player_prefers_the_egg_its_next_walk_readies(monkeypatch):
    state = parse_position(PLACING)
    on_path, off_path = parse_action("place B4 C4"), parse_action("place B2 C2")
    valued = {action: StrongPlayer(1).value_of(state.copy(), action).value for action in (on_path, off_path)}
    assert valued[on_path] > valued[off_path]
    monkeypatch.setattr(players, "NEXT_WALK", 0.0)
    valued = {action: StrongPlayer(1).value_of(state.copy(), action).value for action in (on_path, off_path)}
    assert valued[on_path] == pytest.approx(valued[off_path])  # all else is equal
