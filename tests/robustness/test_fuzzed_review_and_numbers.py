"""The review's cache, records that start from a position, the command line's numbers and simulate's JSON against
fuzzed inputs: a cache mutated in any field or made of any bytes is taken only when every judgement in it is
one the game bears out, and never raises; a record's actions, mutated, either replay in the review as in
``replay`` or are refused naming the same file, action and rule; a number is taken only when written in the ASCII
digits (and one point for ``--budget``), else refused naming the option and what it got; and the JSON written a
game at a time is the document ``json.dumps`` writes whole."""
import argparse
import contextlib
import copy
import io
import json
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.cli.commands import build_parser
from dragonarium.cli.numbers import decimal_text, whole
from dragonarium.play.review.judging import game_states, judged
from dragonarium.play.review.cache import load_cached, record_key, save_cached
from dragonarium.rules import Draft, Placement, ReplayError, check_placement, load_record, parse_action, quoted, replay
from dragonarium.cli.simulate import write_games_json

from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record
from tests.support.judges import judge_with_cells
from tests.support.fuzz import JUNK, drawn_field
from tests.support.fuzz import examples

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=examples(20), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


# -- the review's cache --------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def reviewed():
    """A record, the states before its actions, its key, and its judgements as the cache writes them (judged by
    the stand-in judge that says where a drafted tile goes)."""
    game = record(STRONG_OPENING, ("human", "strong"))
    states = game_states(game, CATALOG)
    judgements = {index: judge_with_cells(states[index], action, index)
                  for index, action in enumerate(game.actions) if judged(states[index], action)}
    return game, states, record_key(game, CATALOG), judgements


def written(tmp_path_factory, judgements, key):
    path = tmp_path_factory.mktemp("cache") / "game.review.json"
    save_cached(path, key, judgements)
    return path


def borne_out(found, game, states):
    """Every judgement read back is one the game bears out: the record's move at a decision the review judges, a
    choice of that decision, a loss of some points, and, for a tile to draft, cells where that tile can go."""
    for index, judgement in found.items():
        state = states[index]
        decision = state.pending()
        assert judgement.index == index and judgement.played == game.actions[index] and judged(state,
                                                                                               judgement.played)
        assert judgement.best in decision.choices and judgement.player == decision.player
        assert judgement.kind is decision.phase and 0 <= judgement.loss < 1e4
        if judgement.cells is not None:
            assert isinstance(judgement.best, Draft)
            board, tile = state.boards[decision.player], state.tile(state.site[judgement.best.slot])
            assert check_placement(board, tile, Placement(judgement.cells)).legal


NEAR_MISSES = st.one_of(JUNK, st.sampled_from(["A1", "B5", "draft 1", "place A5 B5", "element fire", "stone B4"]),
                        st.lists(st.sampled_from(["A1", "A2", "B5", "E5", "a1", ""]), max_size=3))
"""Values a cache's field could take: anything, and cells and actions that are almost right."""


@FUZZ
@given(data=st.data())
def test_a_cache_mutated_in_any_field_is_taken_only_as_far_as_the_game_bears_it_out(tmp_path_factory, data):
    game, states, key, judgements = reviewed()
    path = written(tmp_path_factory, judgements, key)
    document = json.loads(path.read_text())
    mutated, holder, field = drawn_field(document, data)
    if data.draw(st.booleans()) and isinstance(holder, dict):
        del holder[field]
    else:
        holder[field] = data.draw(NEAR_MISSES)
    path.write_text(json.dumps(mutated))
    found = load_cached(path, key, game, states)
    if found is not None:
        borne_out(found, game, states)
    if json.dumps(mutated) == json.dumps(document):  # not ==: True == 1 in Python, but not in the cache
        assert found == judgements


@FUZZ
@given(raw=st.one_of(st.binary(max_size=2000), st.text(max_size=2000).map(str.encode),
                     st.integers(1, 300_000).map(lambda depth: b"[" * depth + b"]" * depth),
                     st.integers(1, 300_000).map(lambda depth: b'{"a":' * depth + b"1" + b"}" * depth)))
def test_a_cache_of_any_bytes_never_raises(tmp_path_factory, raw):
    game, states, key, _judgements = reviewed()
    path = tmp_path_factory.mktemp("bytes") / "game.review.json"
    path.write_bytes(raw)
    assert load_cached(path, key, game, states) is None


@FUZZ
@given(data=st.data())
def test_a_good_cache_cut_anywhere_is_ignored(tmp_path_factory, data):
    game, states, key, judgements = reviewed()
    path = written(tmp_path_factory, judgements, key)
    raw = path.read_bytes()
    cut = data.draw(st.integers(0, len(raw) - 2))
    path.write_bytes(raw[:cut])
    assert load_cached(path, key, game, states) is None


# -- records that start from a position, their actions mutated ------------------------------------------------

ACTION_TEXTS = st.one_of(
    st.builds("draft {}".format, st.integers(1, 7)),
    st.builds("place {} {}".format, st.sampled_from(["A5", "B5", "A4", "B4", "E1", "C3"]),
              st.sampled_from(["A5", "B5", "A4", "B4", "E2", "C3"])),
    st.builds("stone {}".format, st.sampled_from(["B5", "A3", "E2", "C3", "A1"])),
    st.builds("nest {}".format, st.sampled_from(["B5", "A5", "E2"])),
    st.builds("element {}".format, st.sampled_from(["fire", "water", "air"])),
)


@FUZZ
@given(data=st.data())
def test_a_record_from_a_position_mutated_reviews_as_it_replays(data):
    game = load_record(ROOT / "examples" / "coco-air-from-step-6.yaml", CATALOG)
    keep = data.draw(st.integers(0, len(game.actions)))
    added = data.draw(st.lists(ACTION_TEXTS, min_size=1, max_size=3))
    mutated = replace(game, actions=game.actions[:keep] + tuple(parse_action(text) for text in added))
    try:
        expected = replay(mutated, CATALOG, source="fuzzed.yaml")
    except ReplayError as refused:
        with pytest.raises(ReplayError) as caught:
            game_states(mutated, CATALOG, "fuzzed.yaml")
        said = caught.value
        assert (said.source, said.index, said.action, said.refusals, said.reason) == (
            refused.source, refused.index, refused.action, refused.refusals, refused.reason)
        assert str(said).startswith(f"fuzzed.yaml: action {said.index + 1}: {said.action}: ")
        return
    states = game_states(mutated, CATALOG, "fuzzed.yaml")
    assert states[0].same_table(game.start) and states[-1].same_table(expected.state)


# -- the command line's numbers ------------------------------------------------------------------------------

NUMBER_TEXTS = st.one_of(st.text(max_size=25), st.text(alphabet="0123456789", min_size=1, max_size=25),
                         st.text(alphabet="0123456789 _+-.,e\u0663\uff13\u0968\u00b2\u066b\n", max_size=12))


def ascii_digits(text):
    return text != "" and all("0" <= char <= "9" for char in text)


@FUZZ
@given(text=NUMBER_TEXTS)
def test_a_whole_number_is_ascii_digits_or_refused_quoting_it(text):
    try:
        value = whole(text)
    except argparse.ArgumentTypeError as error:
        assert not (ascii_digits(text) and len(text) <= 19) and quoted(text) in str(error)
        return
    assert ascii_digits(text) and len(text) <= 19 and value == int(text)


@FUZZ
@given(text=NUMBER_TEXTS)
def test_a_decimal_is_ascii_digits_and_a_point_or_refused_quoting_it(text):
    whole_part, point, fraction = text.partition(".")
    well_written = ascii_digits(whole_part) and (not point or ascii_digits(fraction)) and len(text) <= 40
    try:
        kept = decimal_text(text)
    except argparse.ArgumentTypeError as error:
        assert not well_written and quoted(text) in str(error)
        return
    assert well_written and kept == text


OPTIONS = {"--seed": ["simulate", "--players", "1"], "--games": ["simulate", "--players", "1"],
           "--players": ["simulate"], "--budget": ["simulate", "--players", "1"],
           "--player": ["show", "position.yaml"]}


@FUZZ
@given(option=st.sampled_from(sorted(OPTIONS)), text=NUMBER_TEXTS)
def test_every_numeric_option_takes_what_its_type_takes_and_names_itself_when_it_refuses(option, text):
    parser = build_parser()
    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said):
            parsed = parser.parse_args([*OPTIONS[option], f"{option}={text}"])
    except SystemExit as stopped:
        assert stopped.code == 2 and f"argument {option}: " in said.getvalue()
        return
    value = getattr(parsed, option.lstrip("-"))
    if option == "--budget":
        assert value == decimal_text(text)
    else:
        assert value == whole(text) and (option != "--players" or value in (1, 2, 3, 4))


# -- simulate's JSON, a game at a time -----------------------------------------------------------------------

JSON_VALUES = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False,
                                                                                        allow_infinity=False),
                                     st.text(max_size=10)),
                           lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                   st.dictionaries(st.text(max_size=5), inner, max_size=3)),
                           max_leaves=12)


@FUZZ
@given(entries=st.lists(st.dictionaries(st.text(max_size=8), JSON_VALUES, max_size=4), max_size=5))
def test_json_written_a_game_at_a_time_is_the_document_written_whole(entries):
    out = io.StringIO()
    assert write_games_json(iter(copy.deepcopy(entries)), out) == len(entries)
    assert out.getvalue() == json.dumps({"games": entries}, indent=2) + "\n"
    assert json.loads(out.getvalue()) == {"games": entries}
