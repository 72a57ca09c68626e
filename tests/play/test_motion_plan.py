"""Which shots a change's events call for, and when, for each ``motion`` setting; the setting read back, and a bad
value refused naming the file and the field."""
from __future__ import annotations

from dataclasses import replace

import pytest

from dragonarium.play.motion import (FADE_SECONDS, STEP_SECONDS, TRAVEL_SHARE, Kind, Motion, held_cells, last_end,
                                     parse_motion, plan, stack_change)
from dragonarium.play.quality import Quality
from dragonarium.play.settings import Settings, load_settings, save_settings
from dragonarium.rules import (Drafted, EggHatched, Element, FitsNowhere, FreeStonePlaced, Nested, PillarsGained,
                               Placed, RewardPillar, RoundEnded, SoloDiscardedFromSite, SoloDiscardedFromSupply,
                               StepStonePlaced, StoneLost, Terrain, Traded, Walked)

PLACEMENT = [Placed(0, "T26", ((1, 3), (2, 3)), 2, 1, (1, 3)), EggHatched(0, (2, 3), Terrain.AIR)]
WALK = [Walked(1, Element.WATER, 4, 22, (23, 0, 1, 2)), StoneLost(1, 23, Element.WATER),
        StepStonePlaced(1, 1, Element.WATER, (4, 0)), RoundEnded(6, ("T08", "T22"), 0)]
TRACKS = (24, 24)


def test_a_placement_settles_on_its_cells_and_its_egg_hatches_after():
    settle, rise, hatch, score = plan(PLACEMENT, Motion.FULL, TRACKS, {0: 3, 1: 0})
    assert (settle.kind, settle.cells, settle.start) == (Kind.SETTLE, ((1, 3), (2, 3)), 0.0)
    assert (hatch.kind, hatch.source, hatch.start) == (Kind.HATCH, (2, 3), settle.end)
    assert (score.kind, score.player, score.amount, score.start) == (Kind.SCORE, 0, 3, hatch.end)
    assert held_cells([settle, hatch, score]) == {(0, (1, 3)): settle.end, (0, (2, 3)): settle.end}
    # the pillar under its first square rises while the tile travels, before it lowers onto it
    assert (rise.kind, rise.cells, rise.amount, rise.level, rise.start) == (Kind.RISE, ((1, 3),), 1, 2, 0.0)
    assert rise.end == pytest.approx(settle.seconds * TRAVEL_SHARE) and rise.end < settle.end


def test_each_stone_of_a_walk_leaves_when_the_assistant_reaches_its_step_round_the_track():
    walk, lost, stone, refill, token = plan(WALK, Motion.FULL, TRACKS)
    assert (walk.kind, walk.seconds) == (Kind.WALK, pytest.approx(4 * STEP_SECONDS))  # 22 to 2, round 24 steps
    assert (lost.kind, lost.start) == (Kind.LOST, pytest.approx(1 * STEP_SECONDS))
    assert (stone.kind, stone.start, stone.cells, stone.step) == (Kind.STONE, pytest.approx(3 * STEP_SECONDS),
                                                                  ((4, 0),), 1)
    assert refill.kind is Kind.REFILL and refill.start >= stone.end
    assert (token.kind, token.origin, token.player, token.start) == (Kind.TOKEN, 1, 0, refill.start)


def test_a_nest_in_a_later_change_flies_from_above_its_square_and_a_draft_lifts_from_its_slot():
    (dragon,) = plan([Nested(0, (0, 2), Terrain.FIRE)], Motion.FULL, TRACKS)
    assert (dragon.kind, dragon.cells, dragon.source) == (Kind.DRAGON, ((0, 2),), None)
    (lift,) = plan([Drafted(1, 4, "T12")], Motion.FULL, TRACKS)
    assert (lift.kind, lift.slot, lift.tile, lift.cells) == (Kind.LIFT, 4, "T12", ())


def test_reduced_motion_only_fades_briefly_at_once_and_off_shows_nothing_moving():
    reduced = plan(WALK + PLACEMENT, Motion.REDUCED, TRACKS)
    assert reduced and {(shot.start, shot.seconds) for shot in reduced} == {(0.0, FADE_SECONDS)}
    assert Kind.WALK not in {shot.kind for shot in reduced}
    assert last_end(reduced) == FADE_SECONDS
    assert plan(WALK + PLACEMENT, Motion.OFF, TRACKS) == () and last_end(()) == 0.0


def test_the_motion_setting_is_read_back_and_a_file_without_it_moves_fully(tmp_path):
    path = tmp_path / "settings.yaml"
    assert Settings().motion is Motion.FULL
    save_settings(Settings().with_motion(Motion.REDUCED), path)
    assert load_settings(path) == (Settings(motion=Motion.REDUCED), "")
    path.write_text("quality: fast\n", encoding="utf-8")
    assert load_settings(path)[0].motion is Motion.FULL


@pytest.mark.parametrize("value", ["sideways", "[full]", "3"])
def test_a_bad_motion_is_set_aside_and_named_with_the_file_and_the_rest_kept(tmp_path, value):
    path = tmp_path / "settings.yaml"
    path.write_text(f"quality: fast\nmotion: {value}\n", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings(quality=Quality.FAST) and str(path) in problem and "motion" in problem


def test_parse_motion_takes_any_case_and_names_the_choices():
    assert parse_motion(" Reduced ") is Motion.REDUCED
    with pytest.raises(ValueError, match="full, reduced, off"):
        parse_motion("slow")


def test_covered_pillars_travel_to_the_stack_after_the_tile_settles_and_the_stack_waits_for_them():
    settle, rise, gain = plan(PLACEMENT[:1] + [PillarsGained(0, 2, ((2, 3),))], Motion.FULL, TRACKS)
    assert (gain.kind, gain.source, gain.amount, gain.start) == (Kind.GAIN, (2, 3), 2, settle.end)
    shots = (settle, rise, gain)
    assert stack_change(shots, 0.0) == {0: (0, 2)}  # the pillar under the tile has left, two are on their way
    assert stack_change(shots, gain.end - 0.01) == {0: (0, 2)}
    assert stack_change(shots, gain.end) == {0: (0, 0)}
    later = replace(rise, start=0.2)
    assert stack_change((later,), 0.1) == {0: (1, 0)} and stack_change((later,), 0.2) == {0: (0, 0)}


def test_a_tile_that_fits_nowhere_leaves_then_its_pillar_comes_and_a_fallback_stone_falls():
    lift, discard, gain = plan([Drafted(0, 2, "T12"), FitsNowhere(0, "T12", 1)], Motion.FULL, TRACKS)
    assert (discard.kind, discard.what, discard.tile, discard.start) == (Kind.DISCARD, "board", "T12", lift.end)
    assert (gain.kind, gain.amount, gain.source, gain.step, gain.start) == (Kind.GAIN, 1, None, None, discard.end)
    (stone,) = plan([FreeStonePlaced(0, Element.FIRE, (3, 3))], Motion.FULL, TRACKS)
    assert (stone.kind, stone.cells, stone.step) == (Kind.STONE, ((3, 3),), None)
    (reward,) = plan([FreeStonePlaced(0, Element.FIRE, (3, 3), 9)], Motion.FULL, TRACKS)
    assert reward.step == 9  # a reward's stone of choice leaves the Assistant at its step


def test_a_reward_pillar_leaves_the_assistant_as_it_reaches_the_step():
    walk, gain = plan([Walked(1, Element.AIR, 3, 4, (5, 6, 7)), RewardPillar(1, 7)], Motion.FULL, TRACKS)
    assert (gain.kind, gain.step, gain.amount) == (Kind.GAIN, 7, 1)
    assert gain.start == pytest.approx(3 * STEP_SECONDS) == pytest.approx(walk.end)


def test_a_trade_returns_its_pillars_before_its_stone_falls():
    trade, stone = plan([Traded(0, 2, Element.WATER, (1, 1))], Motion.FULL, TRACKS)
    assert (trade.kind, trade.source, trade.amount, trade.cells) == (Kind.TRADE, (1, 1), 2, ())
    assert (stone.kind, stone.cells, stone.start) == (Kind.STONE, ((1, 1),), trade.end)
    assert stack_change((trade, stone), 0.0) == {0: (0, 0)}  # they left the stack as the change began


def test_the_solo_discard_leaves_from_its_slot_or_the_supply_and_no_token_passes_alone():
    site, supply, refill = plan([SoloDiscardedFromSite(0, 3, "T05"), SoloDiscardedFromSupply(0, None, "T06"),
                                 RoundEnded(2, ("T07",), 0)], Motion.FULL, (24,))
    assert (site.kind, site.what, site.slot, site.tile) == (Kind.DISCARD, "site", 3, "T05")
    assert (supply.kind, supply.what, supply.tile, supply.start) == (Kind.DISCARD, "supply", "T06", site.end)
    assert refill.kind is Kind.REFILL  # one seat: the first player never changes, no token passes
