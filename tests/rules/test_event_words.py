"""The log's events in words, made where they are shown, in the language shown: every kind of event has its words,
a log shown after the language changes speaks the new language throughout, and a position's turn that cannot wait
says which decisions the rules skipped."""
import dataclasses

import pytest

from dragonarium import i18n
from dragonarium.play.hud import log_text
from dragonarium.play.table.turn_log import entries_of
from dragonarium.rules import (EVENTS, DataError, Drafted, EggHatched, Element, EmptySite, Ending, ExtraDragonNested,
                               FitsNowhere, FreeStoneLost, FreeStonePlaced, GameOver, Nested, NoExtraDragon, NoneNests,
                               PillarsGained, Placed, RewardPillar, RewardStoneLost, RoundEnded, Seat, ShrineSkipped,
                               SoloDiscardedFromSite, SoloDiscardedFromSupply, SoloNothingDiscarded, StepStonePlaced,
                               StoneLost, Terrain, Traded, Walked, event_text, log_lines, parse_position)
from dragonarium.rules.text.event_words import WORDS

from tests.support.french import catalog_folder, english_left
from tests.support.games import CATALOG, new_game, play_random

FIRE, WATER, AIR = Element.FIRE, Element.WATER, Element.AIR
SEATS = (Seat("Ann"), Seat("Bob"))
SAID = [
    (Drafted(1, 2, "T06"), "Bob: draft of the water/water tile"),
    (FitsNowhere(0, "T01", 1), "the air/air tile fits nowhere: discarded, +1 pillar and a stone of choice"),
    (Placed(0, "T02", ((0, 0), (0, 1)), 3, 2, (0, 1)), "the water/royal tile is placed at level 3 on A5 and B5, "
                                                       "2 pillars under it"),
    (Placed(0, "T02", ((2, 1), (1, 1)), 1), "the water/royal tile is placed at level 1 on B3 and B4"),
    (PillarsGained(0, 2, ((0, 1),)), "covered pillar square: +2 pillars from next round"),
    (EggHatched(0, (0, 0), Terrain.AIR), "an air egg hatches"),
    (Nested(0, (4, 4), Terrain.FIRE), "a fire dragon nests on E1"),
    (ExtraDragonNested(0, (4, 0), Terrain.WATER), "the cliff's extra dragon: a water dragon on A1"),
    (FreeStonePlaced(0, WATER, (3, 1)), "water stone of choice on B2"),
    (FreeStonePlaced(0, AIR, (4, 4), step=3), "air stone of choice on E1"),
    (Walked(1, FIRE, 1, 0, (1,)), "fire: the Assistant moves 1 step"),
    (ShrineSkipped(0, 9), "the Assistant skips the covered shrine at step 9"),
    (StepStonePlaced(0, 2, AIR, (0, 1)), "step 2: air stone on B5"),
    (Traded(1, 2, FIRE, (0, 0)), "trade: 2 pillars for a fire stone on A5"),
    (EmptySite(0), "the planning site is empty: no tile to draft"),
    (FreeStoneLost(0), "no empty space anywhere: the free stone is lost"),
    (NoExtraDragon(0, (Terrain.FIRE, Terrain.WATER)), "no dragon of the cliff's types left in the supply: no extra "
                                                      "dragon"),
    (NoneNests(0, Terrain.WATER), "no water dragon left in the supply: none nests"),
    (StoneLost(0, 8, WATER), "step 8: no empty water space in its lines, the stone is lost"),
    (RewardPillar(0, 9), "reward step 9: one pillar"),
    (RewardStoneLost(0, 3), "reward stone: no empty space anywhere, it is lost"),
    (SoloDiscardedFromSite(0, 2, "T03"), "solo: discards the fire/air tile from the planning site"),
    (SoloDiscardedFromSupply(0, Terrain.FIRE, "T03"), "solo: no fire tile on the site, discards the top of the supply"),
    (SoloDiscardedFromSupply(0, None, "T03"), "solo: no tile on the site, discards the top of the supply"),
    (SoloNothingDiscarded(0, Terrain.AIR), "solo: no air tile on the site and the supply is empty: nothing is "
                                           "discarded"),
    (RoundEnded(3, ("T01", "T02", "T03", "T04"), 1), "round 3 ends: 4 tiles drawn to the planning site"),
    (RoundEnded(4, ("T05",), 0), "round 4 ends: 1 tile drawn to the planning site"),
    (RoundEnded(5, (), 1), "round 5 ends: the planning site is not replenished"),
    (GameOver(12, Ending.SOLO_ROUNDS, 12), "round 12 ends: the solo game is over after 12 rounds"),
    (GameOver(11, Ending.SUPPLY_OUT, 12), "round 11 ends and the supply is empty: the game is over"),
]
"""An event of every kind, with its words in English."""


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_every_kind_of_event_is_a_frozen_value_with_its_words():
    assert set(WORDS) == set(EVENTS) == {type(event) for event, _words in SAID}
    for event, _words in SAID:
        assert dataclasses.is_dataclass(event)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, dataclasses.fields(event)[0].name, 3)


@pytest.mark.parametrize("event, words", SAID, ids=[type(event).__name__ for event, _words in SAID])
def test_each_event_in_english(event, words):
    assert event_text(event, CATALOG, SEATS) == words


def test_no_event_names_a_tile_by_the_id_the_files_use():
    """The turn log is read at the table, where a tile shows its squares and no id."""
    for event, _words in SAID:
        for tile_id in CATALOG.tiles:
            assert f"({tile_id})" not in event_text(event, CATALOG, SEATS), type(event).__name__


@pytest.mark.parametrize("event, english", SAID, ids=[type(event).__name__ for event, _words in SAID])
def test_each_event_in_french(french, event, english):
    words = event_text(event, CATALOG, SEATS)
    assert words != english and english_left(words, ("Ann", "Bob")) == []


def test_switching_the_language_rewords_the_whole_log_panel(tmp_path):
    game = play_random(new_game(2, 6), 6)
    english = log_text(game.state).splitlines()
    assert english[0] == "Turn log" and len(english) == len(entries_of(game.state.log)) + 1
    i18n.use_language("fr", catalog_folder(tmp_path))
    try:
        french = log_text(game.state).splitlines()
        everything = log_lines(game.state)
    finally:
        i18n.use_language("en")
    assert len(french) == len(english) and all(fr != en for fr, en in zip(french, english))
    assert english_left("\n".join(french), ("P1", "P2")) == []
    assert len(everything) == len(game.state.log) and english_left("\n".join(everything), ("P1", "P2")) == []
    assert log_text(game.state).splitlines() == english, "back in English, the same lines as before"


def test_the_last_lines_of_a_log():
    state = new_game(2, 6).state
    state.log.extend([EmptySite(1), RewardPillar(1, 9)])
    assert log_lines(state, 2) == ["the planning site is empty: no tile to draft", "reward step 9: one pillar"]
    assert log_lines(state, 0) == [] and len(log_lines(state, 50)) == len(state.log) == 2


SOLO_AT_A_STONE = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    cells:
      A5: [fire/fire:f]
site: [T02, T03]
supply: [T04, T05]
pending: stone
element: air
"""


def test_a_turn_that_cannot_wait_says_the_decisions_the_rules_skip_and_nothing_after_them():
    with pytest.raises(DataError) as caught:
        parse_position(SOLO_AT_A_STONE)
    error = caught.value
    assert error.where == "pending"
    skipped = event_text(StoneLost(0, 0, AIR), CATALOG, (Seat("Ann"),))
    assert error.problem.endswith(f": {skipped}")
    assert "solo" not in error.problem and "round 1" not in error.problem, "the solo discard and the round end " \
                                                                           "that follow are no reason"


def test_a_turn_that_cannot_wait_says_each_skipped_step_in_french(french):
    with pytest.raises(DataError) as caught:
        parse_position(SOLO_AT_A_STONE.replace("element: air", "element: air\nsteps_left: 1"))
    words = [event_text(StoneLost(0, step, AIR), CATALOG, (Seat("Ann"),)) for step in (0, 1)]
    assert caught.value.problem.endswith(" : " + " ; ".join(words))
    assert english_left(caught.value.problem, ("Ann",)) == []
