"""The pieces shown moving beside the tiles, stones and dragons, through the real play screen: pillars rising under a
tile and travelling to (or leaving) the player's pillar stack, a tile leaving the table (one that fits nowhere, the
solo discard), the first-player token passing, the held tile turning. Each starts moving, ends as the rules hold
it; a click during it ends it at once and acts; ``motion: off`` draws the final state at once. The screen's own
``tick`` steps it with made-up seconds."""
from __future__ import annotations

import pytest

from dragonarium.play.motion import Kind, Motion, last_end
from dragonarium.rules import (Drafted, Placement, FitsNowhere, PillarsGained, Placed, RewardPillar, RoundEnded,
                               SoloDiscardedFromSite, Traded)
from dragonarium.app.scene.tile_turn import TURN_SECONDS
from tests.app.driver import Driver
from tests.app.test_motion import OPEN, close_screens, found, screen_for  # noqa: F401 (the fixture closes screens)


def having(kind, test=lambda event: True):
    return lambda events: any(isinstance(event, kind) and test(event) for event in events)


CASES = {
    "rise": (having(Placed, lambda event: event.pillars > 0), Kind.RISE, False, 2, "library"),
    "gain": (having(PillarsGained), Kind.GAIN, False, 2, "library"),
    "reward": (having(RewardPillar), Kind.GAIN, True, 2, "church-ruins"),
    "trade": (having(Traded), Kind.TRADE, False, 2, "marble-quarry"),
    "fits-nowhere": (having(FitsNowhere), Kind.DISCARD, False, 2, "library"),
    "solo-discard": (having(SoloDiscardedFromSite), Kind.DISCARD, True, 1, "library"),
    "token": (having(RoundEnded), Kind.TOKEN, True, 2, "library"),
}
"""Each new kind of change: the events it shows, its shot, whether forced moves play by themselves (a walk's
reward, the end of a turn), the players and the side."""
NODES = {Kind.RISE: "travelling-pillars", Kind.GAIN: "travelling-pillars", Kind.TRADE: "travelling-pillars",
         Kind.DISCARD: "discarded-tile", Kind.TOKEN: "travelling-token"}


def played(case: str, motion: Motion):
    wanted, kind, forced, players, side = CASES[case]
    game, action = found(wanted, players=players, forced=forced, side=side)
    screen = screen_for(game, motion, forced=forced)
    screen.session.play(action)
    screen.refresh()
    return game, screen, kind


def shown_stack(screen, seat: int) -> int:
    return sum(screen.table.stacks_shown[seat])


def test_the_fast_case_pillars_rise_under_a_tile_from_the_stack_before_it_lowers():
    game, screen, kind = played("rise", Motion.FULL)
    rise = next(shot for shot in screen.motion.shots if shot.kind is kind)
    settle = next(shot for shot in screen.motion.shots if shot.kind is Kind.SETTLE)
    assert rise.start == settle.start and rise.end < settle.end and rise.amount > 0
    seat = rise.player
    board = game.state.boards[seat]
    screen.tick(rise.seconds / 2)
    pillars = screen.motion.layer.find("**/travelling-pillars")
    assert not pillars.isHidden() and not screen.table.matches(game.state)  # on its way: its cell waits for it
    assert shown_stack(screen, seat) == board.pillars + board.fresh_pillars  # it left the stack
    piece = pillars.getChild(0)
    underneath = piece.getZ()
    screen.tick(rise.seconds)
    assert piece.getZ() != underneath and not screen.table.matches(game.state)  # it stands; the tile is lowering
    screen.tick(last_end(screen.motion.shots))
    assert not screen.animating and screen.table.matches(game.state)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_kind_starts_moving_and_ends_as_the_rules_hold_it(case):
    game, screen, kind = played(case, Motion.FULL)
    shot = next(shot for shot in screen.motion.shots if shot.kind is kind)
    seat = shot.player
    board = game.state.boards[seat]
    screen.tick(shot.start + shot.seconds / 2)
    node = screen.motion.layer.find(f"**/{NODES[kind]}")
    assert not node.isEmpty() and not node.isHidden(), "it is on its way"
    if kind is Kind.GAIN:
        assert shown_stack(screen, seat) == board.pillars + board.fresh_pillars - shot.amount  # not there yet
    if kind is Kind.TRADE:
        assert shown_stack(screen, seat) == board.pillars + board.fresh_pillars  # they left the stack
    if kind is Kind.DISCARD:
        assert 0.0 < node.getColorScale()[3] < 1.0  # fading as it goes
    if kind is Kind.TOKEN:
        assert screen.table.first_shown is None and shot.origin != game.state.first == seat
    screen.tick(last_end(screen.motion.shots))
    assert not screen.animating and screen.table.matches(game.state)
    if kind is Kind.TOKEN:
        assert screen.table.first_shown == game.state.first
        assert screen.table.token.getPos().almostEqual(screen.table.token_point(seat), 0.001)


@pytest.mark.parametrize("case", ["gain", "token"])
def test_a_click_during_such_a_change_finishes_it_at_once_and_acts(case):
    game, screen, kind = played(case, Motion.FULL)
    shot = next(shot for shot in screen.motion.shots if shot.kind is kind)
    screen.tick(shot.start + shot.seconds / 2)
    assert screen.motion.moving and not screen.table.matches(game.state)
    moves = len(game.history)
    decision = game.pending()
    if decision.phase.value == "draft" and decision.player not in screen.session.computers:
        Driver(screen).click(Driver(screen).slot_pixel(0))
        assert len(game.history) == moves + 1  # the click drafted
    else:
        screen.left_click(1.0, 1.0)
        assert not screen.motion.moving
    screen.motion.finish()
    assert screen.table.matches(game.state)


@pytest.mark.parametrize("case", ["rise", "token"])
def test_with_motion_off_such_a_change_is_drawn_as_it_ends_at_once(case):
    game, screen, kind = played(case, Motion.OFF)
    assert screen.motion.shots == () and not screen.animating and screen.table.matches(game.state)
    board = game.state.boards[game.state.current]
    assert screen.table.stacks_shown[game.state.current] == (board.pillars, board.fresh_pillars)
    assert screen.table.first_shown == game.state.first


def holding(motion: Motion):
    """The screen with a person holding a drafted tile, its ghost on the first cell of a legal placement turned a
    quarter short of it; and that placement."""
    game, draft = found(having(Drafted))
    screen = screen_for(game, motion)
    screen.session.play(draft)
    screen.refresh()
    screen.motion.finish()
    place = next(action for action in game.legal_actions() if type(action).__name__ == "Place")
    while screen.controller.rotation != (Placement(place.cells).rotation - 1) % 4:
        screen.controller.rotate(1)
    screen.pointer(*Driver(screen).cell_pixel(game.state.current, place.cells[0]))
    assert screen.marks.pointer_marks, "the ghost is on show"
    return game, screen, place


def ghost_heading(screen) -> float:
    return screen.marks.pointer_marks[0].getH()


def test_the_held_tile_turns_smoothly_with_the_wheel_and_a_click_ends_the_turn_at_once_and_places_it():
    game, screen, place = holding(Motion.FULL)
    screen.wheel(1)
    assert screen.controller.rotation == Placement(place.cells).rotation  # the rules' rotation changed at once
    assert screen.animating and abs(ghost_heading(screen)) == pytest.approx(90.0)  # drawn where it lay
    screen.tick(TURN_SECONDS / 2)
    assert 0.0 < abs(ghost_heading(screen)) < 90.0
    screen.tick(TURN_SECONDS)
    assert ghost_heading(screen) == 0.0 and not screen.animating
    for _ in range(3):
        screen.key("r")
    screen.key("r")  # round again to the legal placement
    screen.tick(TURN_SECONDS / 4)
    assert abs(ghost_heading(screen)) > 0.0 and screen.motion.turn.moving
    moves = len(game.history)
    screen.left_click(*Driver(screen).cell_pixel(game.state.current, place.cells[0]))
    assert not screen.motion.turn.moving  # the turn ended at once
    assert len(game.history) == moves + 1 and game.history[-1] == place  # and the click placed the tile


def test_with_motion_off_the_held_tile_snaps_to_its_new_rotation():
    game, screen, place = holding(Motion.OFF)
    screen.wheel(1)
    assert not screen.animating and ghost_heading(screen) == 0.0
