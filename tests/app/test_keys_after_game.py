"""Once the game is over, the digits and arrows that reached cells and choices look at the boards instead: a digit
shows that player's board, an arrow turns the camera; a digit past the players says why it does nothing."""
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.key_play import NOT_NOW
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.support.games import new_game, play_random


def test_after_the_game_a_digit_shows_that_board_and_an_arrow_turns_the_camera():
    game = play_random(new_game(2, 7), 7)
    assert game.over
    offscreen = OffscreenBase.get((1024, 768))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(game))
    try:
        screen.key("escape")  # the final page away
        shown = screen.controls.preset
        other = 1 - shown
        assert screen.key(str(other + 1)) and screen.controls.preset == other
        screen.session.controller.message = ""
        assert screen.key("3") and screen.controls.preset == other
        assert screen.session.controller.message == NOT_NOW
        assert screen.key("arrow_left") and screen.controls.preset is None  # turned by hand: no preset view
    finally:
        screen.cleanup()
