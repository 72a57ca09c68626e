"""A record keeps when a seat's player changed during the game (its ``levels``): written, read back, replayed to the
same table with each seat's kind at each action; an old record reads and replays as before; a bad entry is refused
naming the file and the field."""
import pytest

from dragonarium.rules import Game, LevelChange, PlayerKind, Seat, parse_record, record_of, record_to_yaml, replay
from dragonarium.rules.model.errors import DataError
from dragonarium.play.review.judging import game_states

from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record_text

OPENING = "\n".join(f"  - {action}" for action in STRONG_OPENING[:6])
WITH_LEVELS = f"""format: dragonarium-record
version: 2
seed: 5
players:
  - {{name: Ann, side: library, kind: human}}
  - {{name: Bob, side: library, kind: easy}}
actions:
{OPENING}
levels:
  - {{after: 4, seat: 2, kind: expert}}
  - {{after: 6, seat: 1, kind: strong}}
"""
EXPERT, STRONG, EASY, HUMAN = PlayerKind.EXPERT, PlayerKind.STRONG, PlayerKind.EASY, PlayerKind.HUMAN


def kinds(seats) -> tuple[PlayerKind, ...]:
    return tuple(seat.kind for seat in seats)


def test_a_literal_record_with_levels_reads_and_replays_with_each_seats_kind_at_each_action():
    record = parse_record(WITH_LEVELS, catalog=CATALOG)
    assert record.levels == (LevelChange(4, 1, EXPERT), LevelChange(6, 0, STRONG))
    assert kinds(record.seats) == (HUMAN, EASY), "the players as the game began"
    assert kinds(replay(record, CATALOG).seats) == (STRONG, EXPERT), "as they are at the end"
    assert [kinds(replay(record, CATALOG, upto=count).seats) for count in (3, 4, 5)] == [
        (HUMAN, EASY), (HUMAN, EXPERT), (HUMAN, EXPERT)]
    states = game_states(record, CATALOG)
    assert [kinds(state.seats) for state in states] == [(HUMAN, EASY)] * 4 + [(HUMAN, EXPERT)] * 2 + [
        (STRONG, EXPERT)]


def test_the_record_with_levels_replays_to_the_same_table_as_without_them():
    plain = replay(parse_record(WITH_LEVELS.split("levels:")[0], catalog=CATALOG), CATALOG)
    changed = replay(parse_record(WITH_LEVELS, catalog=CATALOG), CATALOG)
    assert changed.history == plain.history
    assert changed.state.boards == plain.state.boards and changed.state.pending() == plain.state.pending()


def test_a_game_writes_its_changes_and_reads_them_back():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob", kind=EASY)], 5)
    for action in STRONG_OPENING[:4]:
        game.apply(game.state.settled(parse_record(record_text([action])).actions[0]))
    game.change_kind(1, STRONG)
    game.change_kind(1, EXPERT)  # cycled on in the menu: one change
    game.change_kind(0, EASY)
    game.change_kind(0, HUMAN)  # and back: none
    assert game.levels == (LevelChange(4, 1, EXPERT),)
    assert kinds(game.seats) == (HUMAN, EXPERT)
    record = record_of(game)
    assert kinds(record.seats) == (HUMAN, EASY)
    text = record_to_yaml(record)
    assert "levels:\n- after: 4\n  seat: 2\n  kind: expert\n" in text
    again = parse_record(text, catalog=CATALOG)
    assert again == record
    assert kinds(replay(again, CATALOG).seats) == (HUMAN, EXPERT)


def test_an_undo_keeps_the_change_from_the_moment_it_goes_back_to():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob", kind=EASY)], 5)
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    game.change_kind(1, EXPERT)
    game.undo()
    assert kinds(game.seats) == (HUMAN, EXPERT)
    assert game.levels == (LevelChange(1, 1, EXPERT),)
    assert kinds(replay(record_of(game), CATALOG).seats) == (HUMAN, EXPERT)


def test_an_old_record_reads_and_writes_as_before():
    text = record_text(STRONG_OPENING, ("strong", "human"))
    record = parse_record(text, catalog=CATALOG)
    assert record.levels == ()
    assert "levels" not in record_to_yaml(record)
    assert kinds(replay(record, CATALOG).seats) == (STRONG, HUMAN)


@pytest.mark.parametrize("entry, field, words", [
    ("{after: 4, seat: 2, kind: master}", "levels[0].kind", "unknown player kind 'master'"),
    ("{after: 4, seat: 3, kind: expert}", "levels[0].seat", "3"),
    ("{after: 4, seat: 0, kind: expert}", "levels[0].seat", "0"),
    ("{after: 7, seat: 2, kind: expert}", "levels[0].after", "7"),
    ("{after: -1, seat: 2, kind: expert}", "levels[0].after", "-1"),
    ("{after: 4, seat: 2}", "levels[0].kind", "missing"),
    ("{after: 4, seat: 2, kind: expert, when: now}", "levels[0].when", "unknown field"),
])
def test_a_bad_change_is_refused_naming_the_file_and_the_field(entry, field, words):
    text = WITH_LEVELS.split("levels:")[0] + f"levels:\n  - {entry}\n"
    with pytest.raises(DataError) as caught:
        parse_record(text, "game.yaml", CATALOG)
    assert (caught.value.source, caught.value.where) == ("game.yaml", field)
    assert words in caught.value.problem


def test_changes_out_of_order_are_refused():
    text = WITH_LEVELS.split("levels:")[0] + "levels:\n  - {after: 5, seat: 2, kind: expert}\n" \
                                              "  - {after: 3, seat: 1, kind: easy}\n"
    with pytest.raises(DataError) as caught:
        parse_record(text, "game.yaml", CATALOG)
    assert (caught.value.source, caught.value.where) == ("game.yaml", "levels[1].after")
