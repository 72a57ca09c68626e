"""The history's result files against fuzzed changes: a kept result with any one field changed to anything is
either listed agreeing with its record (only when the game ended is not the record's to say) or skipped with a
note naming its file; reading the history never raises."""
import dataclasses
import json
from datetime import datetime, timezone

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.play.history.store import keep_game, read_history
from dragonarium.rules import Game, Seat

from tests.support.fuzz import JUNK, drawn_field, examples
from tests.support.games import CATALOG, play_random

FUZZ = settings(max_examples=examples(40), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc)
GAMES = [play_random(Game(CATALOG, seats, seed), seed) for seats, seed in (
    ([Seat("Ann")], 4), ([Seat("Ann"), Seat("Bob")], 3), ([Seat("Ann"), Seat("Bob"), Seat("Cy")], 5))]
"""A solo game, a game of two and a game of three, played to their ends."""
NEAR = st.one_of(st.integers(0, 120), st.booleans(), st.sampled_from(["Ann", "Bob", "Cy", "easy", "human",
                                                                     "church-ruins", "library", None]))
"""Values a result could plausibly hold: scores, flags, names, kinds, sides."""


@FUZZ
@given(game=st.sampled_from(GAMES), data=st.data())
def test_a_result_changed_anywhere_is_listed_only_as_its_record_says(tmp_path_factory, game, data):
    folder = tmp_path_factory.mktemp("history")
    kept = keep_game(folder, game, WHEN)
    result_file = kept.record.with_suffix(".json")
    document = json.loads(result_file.read_text(encoding="utf-8"))
    changed, holder, key = drawn_field(document, data)
    holder[key] = data.draw(st.one_of(NEAR, JUNK), label="value")
    result_file.write_text(json.dumps(changed), encoding="utf-8")
    history = read_history(folder, CATALOG)
    if history.games:
        listed = history.games[0].result
        assert dataclasses.replace(listed, finished=WHEN) == kept.result
    else:
        assert [note.file for note in history.notes] in ([result_file], [kept.record])
