"""The review is kept beside its record: a second opening judges nothing, and a cache that is unreadable, for
another record or version, at odds with the game, wrong in any field, or no small regular file (a pipe, a device, a
huge file) is ignored at once and written afresh."""
import json
import os
import threading

import pytest

from dragonarium.play.review import judging as review
from dragonarium.play.review.cache import CACHE_FORMAT, cache_path, load_cached, record_key
from dragonarium.play.review_session import ReviewSession, analyse_file
from dragonarium.rules import parse_record

from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record_text
from tests.support.judges import count_judgements


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


# -- a cache damaged in any field, or that is no small regular file ------------------------------------------

def _first(data, kind):
    return next(d for d in data["decisions"] if d["kind"] == kind)


def _set(kind, key, value):
    def damage(data):
        _first(data, kind)[key] = value
    return damage


def _top(key, value):
    def damage(data):
        data[key] = value
    return damage


def _drop(key):
    def damage(data):
        del data["decisions"][0][key]
    return damage


def _duplicate(data):
    data["decisions"].append(dict(data["decisions"][0]))


def _extra(data):
    data["decisions"][0]["comment"] = "kept by hand"


FIELD_DAMAGE = {
    "one cell": _set("draft", "cells", ["A2"]),
    "no cell": _set("draft", "cells", []),
    "three cells": _set("draft", "cells", ["A1", "A2", "A3"]),
    "cells apart": _set("draft", "cells", ["A1", "E5"]),
    "one cell twice": _set("draft", "cells", ["A2", "A2"]),
    "off the board": _set("draft", "cells", ["Z9", "A1"]),
    "cells as numbers": _set("draft", "cells", [1, 2]),
    "cells as text": _set("draft", "cells", "A1 A2"),
    "cells lower case": _set("draft", "cells", ["a1", "a2"]),
    "cells of a stone": _set("stone", "cells", ["A1", "A2"]),
    "played cells missing": _drop("played_cells"),
    "played cells of a stone": _set("stone", "played_cells", ["A1", "A2"]),
    "played cells apart": _set("draft", "played_cells", ["A1", "E5"]),
    "played cells as text": _set("draft", "played_cells", "A1 A2"),
    "action as text": _set("draft", "action", "1"),
    "action as true": _set("draft", "action", True),
    "action 2.0": _set("place", "action", 2.0),
    "action 0": _set("draft", "action", 0),
    "action huge": _set("draft", "action", 10 ** 400),
    "player as true": _set("draft", "player", True),
    "player 1.0": _set("draft", "player", 1.0),
    "player missing": _drop("player"),
    "kind as a list": _set("draft", "kind", ["draft"]),
    "best not a choice": _set("draft", "best", "draft 9"),
    "best upper case": _set("draft", "best", "DRAFT 1"),
    "best spaced": _set("draft", "best", "draft  1"),
    "best as a number": _set("draft", "best", 1),
    "best very long": _set("draft", "best", "draft " + "1" * 5000),
    "played as written otherwise": _set("place", "played", "place a5 b5"),
    "loss negative": _set("draft", "loss", -1),
    "loss not a number": _set("draft", "loss", float("nan")),
    "loss infinite": _set("draft", "loss", float("inf")),
    "loss as true": _set("draft", "loss", True),
    "reason missing": _drop("reason"),
    "reason a list": _set("draft", "reason", ["the first choice"]),
    "reason very long": _set("draft", "reason", "x" * 100_000),
    "a field too many": _extra,
    "a decision twice": _duplicate,
    "decisions a mapping": _top("decisions", {}),
    "version as true": _top("version", True),
    "version as a float": _top("version", float(review.ANALYSIS_VERSION)),
    "key a list": _top("key", ["the key"]),
    "a top field too many": _top("saved_by", "hand"),
}


@pytest.fixture
def cells_judging(monkeypatch):
    """A stand-in judge that says where a tile to draft goes, counting its calls."""
    from tests.support.judges import judge_with_cells

    calls = []

    def counted(state, played, index):
        calls.append(index)
        return judge_with_cells(state, played, index)

    monkeypatch.setattr(review, "judge", counted)
    return calls


def _worked_out_again(game_file, first, judging):
    """The review of ``game_file`` is judged afresh, as before, and its cache is good again."""
    judging.clear()
    again = analyse_file(game_file, CATALOG)
    assert judging, "worked out afresh"
    assert again.analysis.results() == first.analysis.results() and again.note == ""
    cache = cache_path(game_file)
    assert cache.is_file() and not cache.is_symlink()
    assert load_cached(cache, again.cache_key, again.record, again.states) == first.analysis.results()


@pytest.mark.parametrize("damage", list(FIELD_DAMAGE.values()), ids=list(FIELD_DAMAGE))
def test_a_cache_wrong_in_any_field_is_ignored_and_written_again(game_file, cells_judging, damage):
    first = analyse_file(game_file, CATALOG)
    cache = cache_path(game_file)
    data = json.loads(cache.read_text())
    assert _first(data, "draft")["cells"] is not None, "the judge says where a drafted tile goes"
    damage(data)
    cache.write_text(json.dumps(data))
    assert load_cached(cache, first.cache_key, first.record, first.states) is None
    _worked_out_again(game_file, first, cells_judging)


def test_the_cells_of_a_drafted_tile_are_kept(game_file, cells_judging):
    first = analyse_file(game_file, CATALOG)
    kept = load_cached(cache_path(game_file), first.cache_key, first.record, first.states)
    assert kept == first.analysis.results()
    assert any(j.cells is not None for j in kept.values())
    assert any(j.played_cells is not None and j.played != j.best for j in kept.values()), \
        "where the tile drafted in play would go is kept too"


def test_a_cache_of_the_version_before_is_worked_out_again(game_file, cells_judging):
    """Version 2 kept no ``played_cells``: such a cache is ignored, judged again and written in the new shape."""
    first = analyse_file(game_file, CATALOG)
    cache = cache_path(game_file)
    data = json.loads(cache.read_text())
    data["version"] = 2
    for decision in data["decisions"]:
        del decision["played_cells"]
    cache.write_text(json.dumps(data))
    _worked_out_again(game_file, first, cells_judging)
    assert json.loads(cache.read_text())["version"] == review.ANALYSIS_VERSION


def _deep(cache):
    cache.write_text("[" * 200_000 + "]" * 200_000)


def _deep_inside(cache):
    data = json.loads(cache.read_text())
    data["decisions"][0]["reason"] = "@"
    cache.write_text(json.dumps(data).replace('"@"', "[" * 200_000 + "]" * 200_000))


def _huge_sparse(cache):
    with open(cache, "wb") as stream:
        stream.truncate(1 << 32)  # 4 GiB of nothing, taking no room on the disk


def _too_large(cache):
    text = cache.read_text()
    cache.write_text(text[:-2] + " " * (1 << 23) + text[-2:])  # good JSON, larger than any cache


def _zeros(cache):
    cache.unlink()
    cache.symlink_to("/dev/zero")


def _fifo(cache):
    cache.unlink()
    os.mkfifo(cache)


def _dangling(cache):
    cache.unlink()
    cache.symlink_to(cache.parent / "nowhere.json")


FILE_DAMAGE = {"nested 200,000 deep": _deep, "nested deep inside": _deep_inside, "huge sparse file": _huge_sparse,
               "too large": _too_large, "a link to /dev/zero": _zeros, "a pipe": _fifo, "a dangling link": _dangling}


@pytest.mark.parametrize("damage", list(FILE_DAMAGE.values()), ids=list(FILE_DAMAGE))
def test_a_cache_that_is_no_small_regular_file_is_ignored_at_once_and_written_again(game_file, judging, damage):
    first = analyse_file(game_file, CATALOG)
    damage(cache_path(game_file))
    outcome = []

    def review_again():
        try:
            _worked_out_again(game_file, first, judging)
            outcome.append("done")
        except BaseException as error:  # told below, in the test's own thread
            outcome.append(error)

    worker = threading.Thread(target=review_again, daemon=True)
    worker.start()
    worker.join(timeout=120)
    assert outcome, "the review hung"
    if outcome[0] != "done":
        raise outcome[0]


def test_a_folder_where_the_cache_would_be_is_ignored_and_noted(game_file, judging):
    first = analyse_file(game_file, CATALOG)
    cache = cache_path(game_file)
    cache.unlink()
    cache.mkdir()
    judging.clear()
    again = analyse_file(game_file, CATALOG)
    assert judging and again.analysis.results() == first.analysis.results()
    assert str(cache) in again.note and cache.is_dir()
