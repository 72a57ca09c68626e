"""A computer's turn, seen: through the play screen's own ``tick``, each action of a computer waits until the camera
faces its board, still, with the action's cells (the planning site's slot for a draft) inside the part of the window
left to the boards; the camera is back on the person's board, and nothing moves, when the status names them; Space
hurries only the turn on show, and H during a computer's turn skips nothing and says why."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from dragonarium.app.scene.camera import board_outline, in_view, site_outline
from dragonarium.app.scene.layout import cell_centre, level_z, site_place, site_positions
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.base.commands import KEY_TABLE, KeySet
from dragonarium.play.motion import ROUND_END, Motion
from dragonarium.rules import Action, ChooseElement, Draft, Game, Place, Seat
from tests.app.test_motion import OPEN, close_screens, screen_for  # noqa: F401 (the fixture closes screens)
from tests.support.games import CATALOG

NAMES = ("Ann", "Bob", "Cid", "Dee")
STEP = 1 / 20
"""Seconds of each tick, as a slow frame rate gives them."""


@dataclass(frozen=True)
class Seen:
    """What the screen showed as a computer's action was applied."""

    seat: int
    action: Action
    preset: object
    gliding: bool
    moving: bool
    cells_in_view: bool


def cells_of(screen: GameScreen, seat: int, action: Action) -> list[tuple[float, float, float]]:
    """The world points an action happens at: the site's slot, the cells it covers, or the board for an element."""
    state, places = screen.game.state, screen.table.places
    if isinstance(action, Draft):
        x, y = site_positions(len(state.site))[action.slot]
        return [site_place(places, seat).to_world(x, y, level_z(1))]
    if isinstance(action, ChooseElement):
        return board_outline(places[seat])  # the walk and its stones are on the whole track
    cells = action.cells if isinstance(action, Place) else (action.cell,)  # type: ignore[attr-defined]
    board = state.boards[seat]
    return [places[seat].to_world(*cell_centre(cell), level_z(board.level(cell))) for cell in cells]


def watch(screen: GameScreen) -> list[Seen]:
    """Record, for each action the screen's ``tick`` applies, what the camera showed."""
    seen: list[Seen] = []
    controller, controls = screen.session.controller, screen.controls
    play = controller.play

    def recorded(action: Action):
        seat = screen.game.state.current
        points = cells_of(screen, seat, action)
        seen.append(Seen(seat, action, controls.preset, controls.moving, screen.clock.busy,
                         in_view(controls.view, points, controls.aspect(), controls.board_window())))
        return play(action)

    controller.play = recorded  # type: ignore[method-assign]
    return seen


def game_of(players: int, seed: int) -> Game:
    """Ann, a person, against easy computers."""
    seats = [Seat(NAMES[0])] + [Seat(name, kind="easy") for name in NAMES[1:players]]
    return Game(CATALOG, seats, seed)


def tick(screen: GameScreen, seconds: float = STEP) -> None:
    thinking = screen.session.thinking
    if thinking is not None:
        thinking.result()  # the computer's choice is ready: what is timed is the screen's pace
    screen.tick(seconds)


def passing(screen: GameScreen) -> bool:
    """The turn has passed in the rules but the screen still shows the last one."""
    return screen.pace.follow.passing


def last_turn_moving(screen: GameScreen) -> bool:
    """What the last turn did still moves (a round's end, at the next player's site, is the next player's to see)."""
    clock = screen.motion.clock
    return screen.walks.walking or any(shot.end > clock for shot in screen.motion.shots if shot.kind not in ROUND_END)


def site_in_view(screen: GameScreen) -> bool:
    """The planning site, beyond the board of the player to move, is inside the part of the window left to the
    boards."""
    controls = screen.controls
    points = site_outline(site_place(screen.table.places, screen.game.state.current))
    return in_view(controls.view, points, controls.aspect(), controls.board_window())


def status(screen: GameScreen) -> str:
    return screen.hud.texts["status"]


@pytest.mark.parametrize("players, motion", [(2, Motion.REDUCED), (4, Motion.FULL)])
def test_each_step_of_a_computers_turn_is_seen_on_its_board(players, motion):
    game = game_of(players, 5)
    screen = screen_for(game, motion)
    seen = watch(screen)
    turns_of_people, refills = 0, []
    for _ in range(6000):
        if game.state.current == 0 and not screen.session.computer_to_move and screen.controls.preset == 0 \
                and not passing(screen):
            turns_of_people += 1
            if turns_of_people == 3:
                break
            # Ann's turn starts: the camera came back to her board and nothing of the last turn moves
            assert not last_turn_moving(screen) and "Ann to play" in status(screen)
            while game.state.current == 0:
                screen.apply(screen.session.play(game.legal_actions()[0]))
        waiting = screen.clock.round_end() is not None
        tick(screen)
        if waiting and screen.clock.round_end() is None:  # the round's refill sets off: where is the camera?
            refills.append((screen.controls.preset == game.state.current, screen.controls.moving, site_in_view(screen)))
    else:
        raise AssertionError("the computers' turns never ended")
    computers = [one for one in seen if one.seat != 0]
    assert {one.seat for one in computers} == set(range(1, players))
    assert any(isinstance(one.action, Draft) for one in computers)
    for one in computers:
        assert (one.preset, one.gliding, one.moving, one.cells_in_view) == (one.seat, False, False, True), one
    assert all(refill == (True, False, True) for refill in refills), refills
    assert refills or motion is Motion.REDUCED, "a round's refill (with reduced motion it fades with the rest)"


def test_the_status_never_names_the_next_player_while_the_last_turn_moves():
    game = game_of(2, 7)
    screen = screen_for(game, Motion.FULL)
    actor, endings = game.state.current, 0
    for _ in range(3000):
        if last_turn_moving(screen) and game.state.current != actor and not game.over:  # over: the result shows
            endings += 1
            name = NAMES[game.state.current]
            assert f"{name} to play" not in status(screen) and NAMES[actor] in status(screen)
            assert name not in screen.hud.texts["message"].splitlines()[0], "nor does the banner"
        if not screen.session.computer_to_move and not passing(screen) and not game.over:
            actor = game.state.current
            screen.apply(screen.session.play(game.legal_actions()[0]))
        elif screen.session.computer_to_move:
            actor = game.state.current
        tick(screen)
        if endings > 60 and game.state.round > 2:
            break
    assert endings > 60, "turns ended with their pieces still moving"


def people_play(screen: GameScreen) -> None:
    """Ann plays her turn's first legal actions once it is on show."""
    if not screen.session.computer_to_move and not passing(screen) and not screen.game.over:
        screen.apply(screen.session.play(screen.game.legal_actions()[0]))


def test_space_hurries_the_computers_turn_on_show_and_no_further():
    game = game_of(4, 3)
    screen = screen_for(game, Motion.FULL)
    seen = watch(screen)
    for _ in range(3000):  # to the first step of the turn of Bob or Cid: a computer plays after them
        if seen and seen[-1].seat in (1, 2) and game.state.current == seen[-1].seat:
            break
        people_play(screen)
        tick(screen)
    hurried = game.state.current
    screen.key("space")
    ticks = 0
    while game.state.current == hurried and ticks < 40:
        tick(screen)
        ticks += 1
    assert game.state.current == hurried + 1 and ticks < 30, "the hurried turn came to its end at once"
    played = len(seen)
    for _ in range(10):
        tick(screen)
    assert len(seen) == played, "and no further: the next computer's first step waits for its pause"
    assert screen.controls.preset == hurried + 1 and not screen.session.hurry
    while len(seen) == played:
        tick(screen)
    first = seen[played]
    assert (first.seat, first.preset, first.gliding, first.moving, first.cells_in_view) == (
        hurried + 1, hurried + 1, False, False, True)


def test_h_during_a_computers_turn_says_why_and_skips_nothing():
    game = game_of(4, 3)
    screen = screen_for(game, Motion.FULL)
    seen = watch(screen)
    pressed = 0
    for _ in range(4000):
        if not screen.session.computer_to_move and not passing(screen):
            if {1, 2, 3} <= {one.seat for one in seen}:
                break
            people_play(screen)
        elif screen.session.computer_to_move and pressed % 7 == 0:
            before = len(game.history)
            screen.key("h")
            assert len(game.history) == before and screen.session.hint_request is None
            assert screen.controller.message.startswith("Hints are for a person to move")
        pressed += 1
        tick(screen)
    for one in seen:
        if one.seat != 0:
            assert (one.preset, one.gliding, one.moving, one.cells_in_view) == (one.seat, False, False, True), one


def what_shows(screen: GameScreen) -> tuple:
    """Everything a play key may change, bar the message."""
    session, controls = screen.session, screen.controls
    return (session.overlay, session.legal_map, session.help, session.why, session.hurry, session.hint_request,
            screen.frame_rate.node.isHidden(), screen.save_dialog is not None, controls.preset, controls.moving,
            controls.view, len(screen.game.history), screen.keys.focus.focused)


@pytest.mark.parametrize("walking", [False, True])
def test_every_play_key_during_a_computers_turn_acts_or_says_why_not(walking):
    game = game_of(2, 5)
    screen = screen_for(game, Motion.FULL)
    seen = watch(screen)
    for _ in range(3000):  # to a computer's step on show, or to its Assistant walking
        if screen.session.computer_to_move and seen and seen[-1].seat == game.state.current and (
                screen.walks.walking if walking else not screen.clock.busy):
            break
        people_play(screen)
        tick(screen)
    else:
        raise AssertionError("no such moment")
    # Esc closes what is open (nothing here); M says "Sound off" where there is sound (none offscreen); Shift+3 and
    # Shift+4 face boards a game of two has not
    for key in sorted(set(KEY_TABLE[KeySet.PLAY]) - {"escape", "m", "shift-3", "shift-4"}):
        screen.controller.message = ""
        before = what_shows(screen)
        screen.key(key)
        assert what_shows(screen) != before or screen.controller.message, key
        assert len(game.history) == len(seen), f"{key} played nothing"
        screen.saving.close()
        screen.session.hurried = None
        if screen.motion.moving or screen.walks.walking:
            assert walking and key != "space", "only Space ends the computer's change at once"
