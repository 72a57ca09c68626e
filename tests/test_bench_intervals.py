"""The confidence intervals the computer players' benchmark puts on every rate and mean."""
import importlib.util
import math
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_bots.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_bots", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_bots", module)
    spec.loader.exec_module(module)
    return module


def test_wilson_interval_of_known_rates(bench):
    low, high = bench.wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    low, high = bench.wilson_interval(48, 72)  # the fresh games: about 55-77 %
    assert low == pytest.approx(0.5518, abs=1e-4) and high == pytest.approx(0.7647, abs=1e-4)


def test_wilson_interval_stays_within_zero_and_one(bench):
    low, high = bench.wilson_interval(0, 10)
    assert low == 0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = bench.wilson_interval(10, 10)
    assert high == pytest.approx(1) and low == pytest.approx(0.7225, abs=1e-4)


def test_wilson_interval_narrows_with_more_games_and_takes_shared_wins(bench):
    few = bench.wilson_interval(15, 20)
    many = bench.wilson_interval(150, 200)
    assert few[1] - few[0] > many[1] - many[0]
    low, high = bench.wilson_interval(10.5, 20)  # a tie split two ways
    assert low < 10.5 / 20 < high


def test_wilson_interval_refuses_impossible_counts(bench):
    with pytest.raises(ValueError):
        bench.wilson_interval(3, 0)
    with pytest.raises(ValueError):
        bench.wilson_interval(11, 10)


def test_mean_interval(bench):
    low, high = bench.mean_interval([1, 2, 3, 4, 5])
    half = 1.959964 * math.sqrt(2.5) / math.sqrt(5)
    assert low == pytest.approx(3 - half) and high == pytest.approx(3 + half)
    assert bench.mean_interval([7]) == (7, 7)


def test_held_out_seeds_lie_above_every_tuned_seed(bench):
    assert all(tuned.stop <= bench.HELD_OUT_FROM for tuned in bench.TUNED_SEEDS)


def test_the_interval_holds_the_rate_at_both_ends(bench):
    for trials in range(1, 60):
        for successes in (0, trials):
            low, high = bench.wilson_interval(successes, trials)
            assert low <= successes / trials <= high and 0.0 <= low and high <= 1.0


def test_a_change_is_measured_game_by_game_on_the_deals_both_played(bench):
    before = {"strong_vs_easy": {"per_game": [[7, 0, 1.0, 10], [7, 1, 0.0, -4], [8, 0, 1.0, 6]]},
              "strong_solo_library": {"per_game": [[7, 90], [8, 100]]}}
    after = {"strong_vs_easy": {"per_game": [[7, 0, 1.0, 12], [7, 1, 1.0, 2], [9, 0, 0.0, -3]]},
             "strong_solo_library": {"per_game": [[7, 95], [8, 99], [9, 120]]},
             "strong_vs_three_easy": {"per_game": [[7, 2, 1.0, 3]]}}
    changes = bench.paired(before, after)
    two = changes["strong_vs_easy"]
    # the same deal in the same seat: 10 -> 12 and -4 -> 2; the deal only one report played is left out
    assert two["games"] == 2 and two["mean_change"] == pytest.approx(4.0)
    assert two["win_rate_before"] == pytest.approx(0.5) and two["win_rate_after"] == pytest.approx(1.0)
    low, high = two["mean_change_95"]
    assert low < 4.0 < high
    solo = changes["strong_solo_library"]
    assert solo["games"] == 2 and solo["mean_change"] == pytest.approx(2.0) and "win_rate_after" not in solo
    assert "strong_vs_three_easy" not in changes  # nothing to compare it with


def test_a_ladder_section_is_compared_game_by_game_too(bench):
    before = {"expert_vs_strong": {"per_game": [[5_000_000, 0, 0.0, -3], [5_000_000, 1, 1.0, 8]]},
              "expert_vs_three_strong": {"per_game": [[5_000_000, 3, 0.25, 0]]}}
    after = {"expert_vs_strong": {"per_game": [[5_000_000, 0, 1.0, 5], [5_000_000, 1, 1.0, 6]]},
             "expert_vs_three_strong": {"per_game": [[5_000_000, 2, 1.0, 4]]}}
    changes = bench.paired(before, after)
    two = changes["expert_vs_strong"]
    assert two["games"] == 2 and two["mean_change"] == pytest.approx(3.0)  # -3 -> 5 and 8 -> 6
    assert two["win_rate_before"] == pytest.approx(0.5) and two["win_rate_after"] == pytest.approx(1.0)
    assert "expert_vs_three_strong" not in changes  # another seat of the deal is another game


def test_the_orders_an_expert_draft_played_are_counted_and_summed_up(bench):
    from dragonarium.bots.expert import ExpertPlayer
    from dragonarium.rules import Phase
    from dragonarium.rules.engine.game import Game, Seat

    game = Game(bench.load_catalog(), [Seat("A", kind="expert"), Seat("B", kind="strong")], 5)
    assert game.state.pending().phase is Phase.DRAFT
    timed = bench.Timed(ExpertPlayer(1, budget=math.inf, samples=3, candidates=2))
    game.apply(timed.choose(game.state))
    assert timed.orders == [3] and len(timed.times) == 1
    game.apply(timed.choose(game.state))  # its placement: timed, no search
    assert timed.orders == [3] and len(timed.times) == 2
    assert bench._orders([[3, 5, 4], []]) == {
        "median": 4, "min": 3, "max": 5, "drafts": 3}
