"""How the computer players value a table: the game remaining, and dragons owed to the player to move."""
from dragonarium.bots.evaluation import DRAGON_OWED, board_value, game_remaining, state_value
from dragonarium.rules import Game, Place, Seat, parse_position

from tests.support.games import CATALOG

POSITION = """
format: dragonarium-position
version: 1
players:
  - {name: Ann, cells: {"2,2": [royal/royal:**=ww], "2,3": [fire]}}
  - {name: Bob, start: S2}
site: [T06]
supply: []
pending: place
tile: T05
"""


def test_the_whole_game_remains_at_the_start_and_none_once_every_tile_is_taken():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    assert game_remaining(game.state) == 1.0
    state = parse_position(POSITION)
    assert game_remaining(state) == 1 / len(CATALOG.tiles_for(2))
    state.site.clear()
    assert game_remaining(state) == 0.0


def test_dragons_owed_count_for_the_player_to_move_only():
    state = parse_position(POSITION)
    state.apply(Place(((2, 2), (2, 3))))  # covers the ready royal egg
    assert state.dragons_owed() == 1
    board = state.boards[0]
    assert state_value(state, 0) == board_value(board, state.dragons) + DRAGON_OWED
    assert state_value(state, 1) == board_value(state.boards[1], state.dragons)
