"""Each change of the table shown moving, through the real play screen: the pieces set off from where they came
from, the cells they go to show as they were until they arrive, and the table ends as the rules hold it; a click
during a change ends it at once and acts; ``motion: off`` draws the final state at once. The intervals are stepped
by the screen's own ``tick`` with made-up seconds (no clock is read)."""
from __future__ import annotations

import random

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.motion import FADE_SECONDS, Kind, Motion, last_end
from dragonarium.play.base.changes import Change
from dragonarium.rules import (EggHatched, Game, Placed, RoundEnded, StepStonePlaced, StoneLost, Walked, parse_position,
                               total_points)
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.app.driver import SIZE, Driver
from tests.play.test_computer_turn import PLACE, computer
from tests.support.games import new_game


def found(wanted, seed: int = 3, players: int = 2, forced: bool = False, side: str = "library") -> tuple[Game, object]:
    """A game of random moves on ``side`` just before an action whose events ``wanted`` accepts (with the forced
    moves after it, with ``forced``), and that action."""
    for tries in range(seed, seed + 20):
        game, rng = new_game(players, tries, side), random.Random(tries)
        while not game.over:
            for action in game.legal_actions():
                trial = Game.from_state(game.state.copy(), tries)
                seen = len(trial.state.log)
                trial.apply(action)
                if forced:
                    trial.play_forced()
                if wanted(trial.state.log[seen:]):
                    return Game.from_state(game.state.copy(), tries), action
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no such move in the games tried")


OPEN: list[GameScreen] = []
"""The screens a test opened, closed after it (the offscreen window is shared by every test of the process)."""


@pytest.fixture(autouse=True)
def close_screens():
    yield
    while OPEN:
        OPEN.pop().cleanup()


def screen_for(game: Game, motion: Motion, forced: bool = False) -> GameScreen:
    """The play screen on ``game`` with ``motion``; with ``forced`` the forced moves play by themselves (so a
    walk's stones come with it)."""
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen, motion=motion), PlaySession(game, auto_forced=forced))
    OPEN.append(screen)
    return screen


def hatching(events) -> bool:
    return any(isinstance(event, Placed) for event in events) and any(isinstance(e, EggHatched) for e in events)


def walking(events) -> bool:
    return (any(isinstance(event, Walked) and event.steps >= 3 for event in events)
            and any(isinstance(event, StepStonePlaced) for event in events))


def stones_of(screen: GameScreen, seat: int) -> list:
    return sorted(screen.table.board_views[seat].figures.get("stone", []))


def test_a_placement_that_hatches_travels_settles_and_ends_as_the_rules_hold_it():
    game, action = found(hatching)
    screen = screen_for(game, Motion.FULL)
    seat = game.state.current
    before = stones_of(screen, seat), sorted(screen.table.board_views[seat].figures.get("square", []))
    screen.session.play(action)
    screen.refresh()
    kinds = [shot.kind for shot in screen.motion.shots if shot.kind is not Kind.RISE]  # pillars may rise under it
    assert kinds[:2] == [Kind.SETTLE, Kind.HATCH]
    assert screen.animating and not screen.table.matches(game.state)  # the tile's cells wait for it
    assert sorted(screen.table.board_views[seat].figures.get("square", [])) == before[1]
    screen.tick(0.2)
    tile = screen.motion.layer.find("**/travelling-tile")
    assert not tile.isEmpty() and not tile.isHidden()
    settle = screen.motion.shots[0]
    landed = screen.motion.layer.getRelativePoint(screen.table.board_nodes[seat], (0, 0, 0))
    assert tile.getZ() > landed.z + 0.1  # still in the air over the board
    screen.tick(settle.end - 0.2 + 0.01)
    assert screen.table.board_views[seat].figures.get("square", []) != before[1]  # it settled: the cells show it
    dragon = screen.motion.layer.find("**/travelling-dragon")
    assert not dragon.isEmpty()
    for _ in range(40):
        screen.tick(0.1)
    assert not screen.motion.moving and screen.table.matches(game.state)


def test_a_persons_placed_tile_drops_straight_onto_the_cells_its_ghost_showed():
    """No lift, no turn: the ghost lay on those cells, turned as the tile lands, so the tile only drops."""
    from dragonarium.app.scene.tile_shots import DROP

    game, action = found(hatching)
    screen = screen_for(game, Motion.FULL)
    screen.session.play(action)
    screen.refresh()
    settle = next(shot for shot in screen.motion.shots if shot.kind is Kind.SETTLE)
    poses = []
    screen.tick(settle.start + 0.005)
    for _ in range(6):
        tile = screen.motion.layer.find("**/travelling-tile")
        poses.append((round(tile.getX(), 4), round(tile.getY(), 4), round(tile.getH(), 2), tile.getZ()))
        screen.tick((settle.seconds - 0.02) / 5)
    assert len({pose[:3] for pose in poses}) == 1, "it neither travels nor turns"
    heights = [pose[3] for pose in poses]
    assert heights == sorted(heights, reverse=True) and heights[0] - heights[-1] <= DROP


def test_each_stone_of_a_walk_leaves_as_the_assistant_reaches_its_step():
    game, action = found(walking, forced=True)
    screen = screen_for(game, Motion.FULL, forced=True)
    seat = game.state.current
    before = len(stones_of(screen, seat))
    seen = len(game.state.log)
    screen.session.play(action)
    screen.refresh()
    placed = [event for event in game.state.log[seen:] if isinstance(event, StepStonePlaced)]
    stones = [shot for shot in screen.motion.shots if shot.kind is Kind.STONE]
    walk = next(event for event in game.state.log[seen:] if isinstance(event, Walked))
    assert len(stones) == len(placed) and screen.walks.walking
    first = stones[0]
    steps = (first.step - walk.start) % len(game.state.boards[seat].spec.track)
    assert steps > 0 and first.start == pytest.approx(steps * 0.22)
    screen.tick(first.start / 2)  # the Assistant is on its way: the stone has not left, its egg shows none yet
    assert len(stones_of(screen, seat)) == before
    assert screen.motion.layer.find("**/travelling-stone").isHidden()
    screen.tick(first.start / 2 + first.seconds / 2)
    assert any(not node.isHidden() for node in screen.motion.layer.findAllMatches("**/travelling-stone"))
    screen.tick(last_end(screen.motion.shots))
    assert not screen.animating and screen.table.matches(game.state)
    assert len(stones_of(screen, seat)) == before + len(placed)


def test_a_click_during_a_change_finishes_it_at_once_and_acts():
    game, action = found(walking, forced=True)
    screen = screen_for(game, Motion.FULL, forced=True)
    screen.session.play(action)
    screen.refresh()
    screen.tick(0.1)
    assert screen.motion.moving and screen.walks.walking
    moves = len(game.history)
    if game.pending().phase.value == "draft":
        Driver(screen).click(Driver(screen).slot_pixel(0))
        assert len(game.history) == moves + 1  # the click drafted
        assert [shot.kind for shot in screen.motion.shots] == [Kind.LIFT]
    else:
        screen.left_click(1.0, 1.0)
    assert not screen.walks.walking
    walked = game.state.boards[action_seat(game)]
    assert screen.table.board_views[action_seat(game)].figures["assistant"][0][0] == walked.step
    assert screen.table.matches(game.state)


def action_seat(game: Game) -> int:
    return next(event.player for event in reversed(game.state.log) if isinstance(event, Walked))


def test_a_key_during_a_change_finishes_it():
    game, action = found(hatching)
    screen = screen_for(game, Motion.FULL)
    screen.session.play(action)
    screen.refresh()
    screen.tick(0.05)
    assert screen.motion.moving
    screen.key("o")  # the scoring overlay: the change ends first
    assert not screen.motion.moving and screen.table.matches(game.state)


def test_motion_off_draws_the_final_state_in_one_frame():
    game, action = found(walking, forced=True)
    screen = screen_for(game, Motion.OFF, forced=True)
    screen.session.play(action)
    screen.refresh()
    assert screen.motion.shots == () and not screen.animating
    assert screen.table.matches(game.state)
    seat = action_seat(game)
    assert screen.table.board_views[seat].figures["assistant"][0][0] == game.state.boards[seat].step


def test_reduced_motion_only_fades_briefly_in_place():
    game, action = found(walking, forced=True)
    screen = screen_for(game, Motion.REDUCED, forced=True)
    screen.session.play(action)
    screen.refresh()
    assert screen.motion.shots and not screen.walks.walking  # the Assistant stands on its last step at once
    assert {(shot.start, shot.seconds) for shot in screen.motion.shots} == {(0.0, FADE_SECONDS)}
    screen.tick(FADE_SECONDS / 2)
    stone = screen.motion.layer.find("**/travelling-stone")
    assert 0.0 < stone.getColorScale()[3] < 1.0
    screen.tick(FADE_SECONDS)
    assert not screen.animating and screen.table.matches(game.state)


def test_a_computer_draft_lifts_and_its_placement_travels_from_the_site():
    game, draft = found(lambda events: any(type(event).__name__ == "Drafted" for event in events))
    screen = screen_for(game, Motion.FULL)
    seat = game.state.current
    screen.motion.computer = lambda other: other == seat
    screen.session.play(draft)
    screen.refresh()
    assert [shot.kind for shot in screen.motion.shots] == [Kind.LIFT]
    waiting = screen.motion.layer.find("**/travelling-tile")
    start = waiting.getPos()
    screen.tick(1.0)
    assert not screen.motion.moving and not waiting.isHidden()  # it waits in the air for its placement
    assert waiting.getZ() == pytest.approx(1.0) and waiting.getX() == pytest.approx(start.x)
    placement = next(action for action in game.legal_actions() if type(action).__name__ == "Place")
    screen.session.play(placement)
    screen.refresh()
    assert screen.motion.shots[0].kind is Kind.SETTLE
    assert len(screen.motion.layer.findAllMatches("**/travelling-tile")) == 1  # the waiting tile became this one
    screen.tick(0.001)
    tile = screen.motion.layer.find("**/travelling-tile")
    assert (tile.getX(), tile.getY()) == pytest.approx((start.x, start.y), abs=0.05)  # it sets off from the site
    screen.tick(5.0)
    assert not screen.animating and screen.table.matches(game.state)


def advance_until(screen: GameScreen, done, limit: int = 400) -> None:
    """Tick the screen by 50 ms (letting the computer's thinking finish first) until ``done()``."""
    for _ in range(limit):
        if done():
            return
        if screen.session.thinking is not None:
            screen.session.thinking.result()
        screen.tick(0.05)
    raise AssertionError("it never came")


def test_a_computer_waits_for_its_placement_to_be_shown_and_space_skips_ahead():
    game = Game.from_state(parse_position(computer(PLACE, "Bob")))
    screen = screen_for(game, Motion.FULL)
    moves = len(game.history)
    advance_until(screen, lambda: len(game.history) > moves)
    assert screen.motion.shots[0].kind is Kind.SETTLE and screen.motion.moving
    moves, shown, waited = len(game.history), last_end(screen.motion.shots), 0.0
    while len(game.history) == moves:  # the computer's next choice waits until its tile has settled
        if screen.session.thinking is not None:
            screen.session.thinking.result()
        screen.tick(0.05)
        waited += 0.05
    assert waited >= shown
    assert screen.motion.moving and screen.computer_to_move
    screen.key("space")  # Space: the change ends at once and the computer goes on without a pause
    assert not screen.motion.moving
    moves = len(game.history)
    advance_until(screen, lambda: len(game.history) > moves, limit=3)  # no pause, no waiting on a shot
    advance_until(screen, lambda: not screen.computer_to_move)
    screen.motion.finish()
    assert screen.table.matches(game.state)


def test_the_refill_slides_in_from_beside_the_site_and_a_redraw_with_nothing_new_lets_it_go_on():
    game, action = found(lambda events: any(isinstance(event, RoundEnded) and event.refilled for event in events),
                         forced=True)
    screen = screen_for(game, Motion.FULL, forced=True)
    screen.session.play(action)
    screen.refresh()
    refill = next(shot for shot in screen.motion.shots if shot.kind is Kind.REFILL)
    site = screen.table.site_node
    home = site.getPos()
    screen.tick(refill.start + refill.seconds / 2)
    assert (site.getPos() - home).length() > 0.5  # on its way in
    screen.apply(Change.ALL)  # drawn again, nothing new: the change goes on
    assert screen.motion.moving and screen.table.site_node == site
    screen.tick(refill.seconds)
    assert not screen.motion.moving and site.getPos().almostEqual(home, 0.001)


def test_a_score_counts_up_in_the_players_panel_with_a_gain_beside_the_name():
    game, action = found(hatching)
    seat = game.state.current
    before = total_points(game.state.boards[seat])
    screen = screen_for(game, Motion.FULL)
    screen.session.play(action)
    screen.refresh()
    after = total_points(game.state.boards[seat])
    score = next(shot for shot in screen.motion.shots if shot.kind is Kind.SCORE and shot.player == seat)
    assert score.amount == after - before > 0

    def shown() -> str:
        return screen.hud.panels["players"].getText().replace("\xa0", " ").splitlines()[seat]

    assert f": {before} point" in shown()  # the old score until the count begins
    gain = screen.motion.layer.find(f"**/gain-{seat}")
    assert not gain.isEmpty() and gain.isHidden()
    screen.tick(score.start + score.seconds / 2)
    assert not gain.isHidden()  # "+N" by the name, while the count goes on
    assert screen.motion.counting()[seat] == before + round(score.amount / 2)
    assert f": {before + round(score.amount / 2)} point" in shown()
    screen.tick(score.seconds)
    assert f": {after} point" in shown() and not screen.motion.moving


def test_a_lost_stone_shows_at_the_assistants_step_and_fades():
    game, action = found(lambda events: walking(events) and any(isinstance(e, StoneLost) for e in events),
                         forced=True)
    screen = screen_for(game, Motion.FULL, forced=True)
    screen.session.play(action)
    screen.refresh()
    lost = next(shot for shot in screen.motion.shots if shot.kind is Kind.LOST)
    node = screen.motion.layer.find(f"**/lost-stone-{lost.step}")  # the first lost stone of the walk
    screen.tick(lost.start + lost.seconds * 0.25)
    early = node.getColorScale()[3]
    screen.tick(lost.seconds * 0.5)
    assert not node.isHidden() and 0.0 < node.getColorScale()[3] < early < 1.0
    screen.tick(lost.seconds)
    assert node.isEmpty() or node.isHidden()


def test_the_score_beside_the_name_says_a_loss_as_a_loss():
    from dragonarium.app.scene.score_shot import gain_text

    assert (gain_text(3), gain_text(-1)) == ("+3", "-1")
