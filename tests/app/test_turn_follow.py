"""The camera and the pointer as the table moves: the camera turns to the next player only once the walk that ended
the turn has played out on the board it happened on; while the camera glides, the still pointer keeps picking."""
from __future__ import annotations

import random

from dragonarium.play.motion import Motion, last_end
from dragonarium.play.base.picks import CellPick
from dragonarium.rules import ChooseElement, Game, Walked
from tests.app.test_motion import OPEN, close_screens, found, screen_for  # noqa: F401 (the fixture closes screens)
from tests.support.games import new_game


def a_long_walk_that_ends_the_turn(seed: int = 3) -> tuple[Game, ChooseElement]:
    """A two-player game of random moves just before an element whose walk of 4 steps or more, its stones all
    forced, ends the turn; and that element."""
    game, rng = new_game(2, seed), random.Random(seed)
    while not game.over:
        for action in game.legal_actions():
            if isinstance(action, ChooseElement):
                trial = Game.from_state(game.state.copy(), seed)
                seen = len(trial.state.log)
                trial.apply(action)
                trial.play_forced()
                walks = [event for event in trial.state.log[seen:] if isinstance(event, Walked)]
                if walks and walks[0].steps >= 4 and trial.state.current != game.state.current:
                    return Game.from_state(game.state.copy(), seed), action
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no such walk in the game")


def test_the_camera_turns_to_the_next_player_once_the_walk_has_played_on_the_walkers_board():
    game, action = a_long_walk_that_ends_the_turn()
    walker = game.state.current
    screen = screen_for(game, Motion.FULL, forced=True)
    assert screen.controls.preset == walker
    screen.apply(screen.session.play(action))
    assert game.state.current != walker, "the turn has passed in the rules"
    end = last_end(screen.motion.shots)
    screen.tick(end / 2)
    assert screen.motion.moving or screen.walks.walking
    assert screen.controls.preset == walker, "mid-walk the camera still shows the board it happens on"
    for _ in range(40):
        screen.tick(0.25)
    assert not (screen.motion.moving or screen.walks.walking)
    assert screen.controls.preset == game.state.current, "then it turns to the player to move"


def test_a_still_pointer_picks_what_the_gliding_camera_brings_under_it():
    game, _action = found(lambda events: True)
    screen = screen_for(game, Motion.OFF)
    first = game.state.current
    width, height = screen.window_size()
    screen.pointer(width / 2, height / 2)
    before = screen.controller.hovered
    assert isinstance(before, CellPick) and before.player == first
    other = (first + 1) % len(game.state.boards)
    screen.controls.focus_player(other)
    for _ in range(60):
        screen.tick(0.05)
    assert not screen.controls.moving
    under = screen.pick(width / 2, height / 2)
    assert isinstance(under, CellPick) and under.player == other
    assert screen.controller.hovered == under, "the hover follows what is under the pointer now"
