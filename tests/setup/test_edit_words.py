"""Every reason an edit is refused with has its words, in English and in French."""
import pytest

from dragonarium.i18n import use_language
from dragonarium.rules import Refusal, Rule, Terrain
from dragonarium.setup import Reason, Why, reason_text

from tests.setup.tables import CATALOG

SAMPLES = {
    Why.OUT_OF_RANGE: Reason(Why.OUT_OF_RANGE, what="board", value=5, low=1, high=4),
    Why.UNKNOWN_TILE: Reason(Why.UNKNOWN_TILE, tile="T99"),
    Why.UNKNOWN_SIDE: Reason(Why.UNKNOWN_SIDE, what="moon"),
    Why.NOT_STARTING: Reason(Why.NOT_STARTING, tile="T05"),
    Why.TILE_ELSEWHERE: Reason(Why.TILE_ELSEWHERE, tile="T05", place="board", player=1, cells=((4, 0), (3, 0))),
    Why.TILE_TWICE: Reason(Why.TILE_TWICE, tile="T05"),
    Why.NOT_TOUCHING: Reason(Why.NOT_TOUCHING, cells=((4, 0), (3, 1))),
    Why.NOT_FLAT: Reason(Why.NOT_FLAT, cells=((4, 0), (3, 0)), levels=(0, 1)),
    Why.GAP: Reason(Why.GAP, cells=((1, 1),)),
    Why.CLIFF: Reason(Why.CLIFF, cells=((0, 0),)),
    Why.WRONG_SET: Reason(Why.WRONG_SET, tile="T27", value=3, count=2),
    Why.NOTHING_TO_TAKE: Reason(Why.NOTHING_TO_TAKE, cells=((4, 0),), what="pillar"),
    Why.STARTING_TILE: Reason(Why.STARTING_TILE, cells=((2, 2),), tile="S1"),
    Why.COVERED: Reason(Why.COVERED, cells=((0, 0), (0, 1), (0, 0)), tile="T06"),
    Why.HOLDS: Reason(Why.HOLDS, cells=((0, 0),), what="stones"),
    Why.STONE: Reason(Why.STONE, cells=((0, 0),), refusal=Refusal(Rule.STONE_SPACE, ((0, 0),))),
    Why.NO_DRAGON_LEFT: Reason(Why.NO_DRAGON_LEFT, terrain=Terrain.ROYAL, value=12),
    Why.DRAGON_THERE: Reason(Why.DRAGON_THERE, cells=((0, 0),), value=2),
    Why.BAD_NAME: Reason(Why.BAD_NAME, what=" "),
    Why.START_ELSEWHERE: Reason(Why.START_ELSEWHERE, tile="S2", player=1),
    Why.LOOSE_PILLARS: Reason(Why.LOOSE_PILLARS, cells=((4, 0),), player=0),
    Why.TABLE: Reason(Why.TABLE, detail="a problem"),
}


def test_every_reason_is_sampled():
    assert set(SAMPLES) == set(Why)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("why", list(Why))
def test_every_reason_has_words_in_board_notation(why, language):
    use_language(language)
    try:
        text = reason_text(SAMPLES[why], CATALOG)
    finally:
        use_language("en")
    assert text and "{" not in text and "(4, 0)" not in text


def test_a_tile_is_named_by_its_squares_and_its_id():
    assert "(T05)" in reason_text(SAMPLES[Why.TILE_ELSEWHERE], CATALOG)
    assert "board 2" in reason_text(SAMPLES[Why.TILE_ELSEWHERE], CATALOG)


def test_the_reasons_are_translated():
    reason = SAMPLES[Why.NOT_TOUCHING]
    english = reason_text(reason)
    use_language("fr")
    try:
        assert reason_text(reason) != english
    finally:
        use_language("en")
