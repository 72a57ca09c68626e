"""The review is kept beside its record: a second opening judges nothing, and a cache that is unreadable, for
another record or version, or at odds with the game is ignored and written afresh."""
import json

import pytest

from dragonarium.play import review
from dragonarium.play.review_cache import CACHE_FORMAT, cache_path, load_cached, record_key
from dragonarium.play.review_session import ReviewSession, analyse_file
from dragonarium.rules import parse_record

from tests.game.play import CATALOG
from tests.play.review_records import STRONG_OPENING, count_judgements, record_text


@pytest.fixture
def judging(monkeypatch):
    """The stand-in judge, counting its calls."""
    return count_judgements(monkeypatch)


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.yaml"
    path.write_text(record_text(STRONG_OPENING, ("human", "strong")))
    return path


def test_the_cache_lies_beside_the_record():
    from pathlib import Path

    assert cache_path(Path("games/2025-06-01.yaml")) == Path("games/2025-06-01.review.json")


def test_a_second_opening_judges_nothing(game_file, judging):
    first = analyse_file(game_file, CATALOG)
    assert judging and cache_path(game_file).exists()
    judging.clear()
    again = ReviewSession(first.record, CATALOG, cache_path(game_file))
    assert again.analysis.finished and judging == []
    assert again.analysis.results() == first.analysis.results()
    data = json.loads(cache_path(game_file).read_text())
    assert data["format"] == CACHE_FORMAT and data["version"] == review.ANALYSIS_VERSION
    assert [d["action"] for d in data["decisions"]] == [i + 1 for i in sorted(first.analysis.results())]


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],
    lambda text: "\x00\xff not json",
    lambda text: text.replace(f'"version": {review.ANALYSIS_VERSION}', '"version": 999'),
    lambda text: text.replace('"played": "place A5 B5"', '"played": "place A4 B4"'),
    lambda text: text.replace('"best": "place A5 B5"', '"best": "place E5 E5"'),
    lambda text: text.replace('"kind": "draft"', '"kind": "sideways"', 1),
    lambda text: text.replace('"loss": 0.0', '"loss": "plenty"', 1),
    lambda text: text.replace('"action": 2,', '"action": 99,'),
    lambda text: "[1, 2, 3]",
])
def test_a_damaged_cache_is_ignored_and_written_again(game_file, judging, damage):
    first = analyse_file(game_file, CATALOG)
    cache = cache_path(game_file)
    text = cache.read_text()
    damaged = damage(text)
    assert damaged != text
    cache.write_bytes(damaged.encode("utf-8", "surrogateescape"))
    judging.clear()
    again = analyse_file(game_file, CATALOG)
    assert judging, "worked out afresh"
    assert again.analysis.results() == first.analysis.results()
    assert load_cached(cache, again.cache_key, again.record, again.states) == first.analysis.results()


def test_a_cache_for_another_record_or_other_data_is_ignored(game_file, judging):
    first = analyse_file(game_file, CATALOG)
    other = parse_record(record_text(STRONG_OPENING[:-1], ("human", "strong")), catalog=CATALOG)
    assert record_key(other, CATALOG) != first.cache_key
    assert load_cached(cache_path(game_file), record_key(other, CATALOG), other, first.states) is None
    changed = parse_record(record_text(STRONG_OPENING, ("human", "strong"), seed=6), catalog=CATALOG)
    assert record_key(changed, CATALOG) != first.cache_key


def test_the_key_is_the_record_not_its_layout(game_file, judging):
    first = analyse_file(game_file, CATALOG)
    game_file.write_text(game_file.read_text().replace("  - ", "- ") + "# played on a train\n")
    judging.clear()
    analyse_file(game_file, CATALOG)
    assert judging == [], "the same game, written differently, keeps its review"
    assert first.cache_key == record_key(first.record, CATALOG)


def test_a_cache_that_cannot_be_written_is_noted_and_the_review_goes_on(tmp_path, judging):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache's folder would be")
    game = parse_record(record_text(STRONG_OPENING), catalog=CATALOG)
    session = ReviewSession(game, CATALOG, blocked / "game.review.json")
    session.analysis.run()
    session.save()
    assert "could not be kept" in session.note and str(blocked) in session.note
    assert session.analysis.finished


def test_a_stopped_review_keeps_what_it_judged_and_the_next_opening_goes_on(game_file, judging):
    game = parse_record(game_file.read_text(), catalog=CATALOG)
    session = ReviewSession(game, CATALOG, cache_path(game_file))
    session.analysis.run(lambda done, total: session.analysis.stop() if done == 3 else None)
    session.close()
    judging.clear()
    again = ReviewSession(game, CATALOG, cache_path(game_file))
    assert again.analysis.progress()[0] == 3
    again.analysis.run()
    assert len(judging) == again.analysis.total - 3
