"""A seat's level changed during a game: the seat's next decision is the new level's (a move being worked out is
dropped and worked out afresh), the record and the autosave keep the change, and Continue resumes with it."""
from __future__ import annotations

import pytest

import dragonarium.bots.ladder as ladder
from dragonarium.play.saving import load_from
from dragonarium.play.seat_levels import change_level, next_kind
from dragonarium.play.session import PlaySession
from dragonarium.play.table.level_lines import LevelChanged
from dragonarium.play.table.turn_log import TurnLog
from dragonarium.rules import Game, LevelChange, PlayerKind, Seat

from tests.support.games import CATALOG

EASY, EXPERT, HUMAN = PlayerKind.EASY, PlayerKind.EXPERT, PlayerKind.HUMAN


class Marked:
    """A computer player whose choice shows its level: the easy one takes the first legal action, any other the
    last; ``chose`` hears (kind, action) for each move."""

    chose: list = []

    def __init__(self, kind: PlayerKind) -> None:
        self.kind = PlayerKind(kind)

    def choose(self, state):
        actions = state.legal_actions()
        action = actions[0] if self.kind is EASY else actions[-1]
        Marked.chose.append((self.kind, action))
        return action


@pytest.fixture(autouse=True)
def marked_players(monkeypatch):
    Marked.chose = []
    monkeypatch.setattr(ladder, "make_player", lambda kind, seed=0, budget=None: Marked(kind))


def run_until_a_move(session: PlaySession) -> None:
    for _ in range(50):
        session.tick(1.0)
        if session.thinking is not None:
            session.thinking.result()
        if session.game.history:
            return
    raise AssertionError("no computer moved")


def test_the_kinds_cycle_as_on_the_new_game_page():
    assert [next_kind(kind) for kind in PlayerKind] == [EASY, EASY, PlayerKind.MEDIUM, PlayerKind.STRONG,
                                                        EXPERT, HUMAN]


def test_the_next_move_is_the_new_levels_and_a_move_being_worked_out_is_dropped():
    game = Game(CATALOG, [Seat("Ann", kind=EASY), Seat("Bob", kind=EASY)], 4)
    session = PlaySession(game)
    try:
        session.tick(0.0)  # the easy player starts working out its move
        thinking, seat = session.thinking, game.state.current
        assert thinking is not None
        change_level(session, seat, EXPERT)
        assert session.thinking is None
        run_until_a_move(session)
        assert game.history[0] == Marked.chose[-1][1] and Marked.chose[-1][0] is EXPERT
        assert Marked.chose[0][0] is EASY and Marked.chose[0][1] != game.history[0], "the easy move was dropped"
        assert game.seats[seat].kind is EXPERT and game.levels == (LevelChange(0, seat, EXPERT),)
    finally:
        session.close()


def test_a_persons_seat_handed_to_a_computer_is_played_and_handed_back():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4)
    session = PlaySession(game)
    try:
        seat = game.state.current
        assert not session.computer_to_move
        change_level(session, seat, EXPERT)
        assert session.computer_to_move
        run_until_a_move(session)
        assert Marked.chose[0][0] is EXPERT
        change_level(session, seat, HUMAN)
        assert seat not in session.computers
        assert game.levels == (LevelChange(0, seat, EXPERT), LevelChange(1, seat, HUMAN))
    finally:
        session.close()


def test_the_turn_log_tells_the_change_where_it_was_made():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4)
    game.apply(game.legal_actions()[0])
    game.change_kind(1, EXPERT)
    entries = TurnLog().entries(game)
    assert entries[-1] == LevelChanged(1, EXPERT) and len(entries) == 2
    game.apply(game.legal_actions()[0])
    assert TurnLog().entries(game)[1] == LevelChanged(1, EXPERT)


def test_the_autosave_keeps_the_change_and_continue_resumes_with_the_new_level(tmp_path):
    autosave = tmp_path / "autosave.yaml"
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob", kind=EASY)], 4)
    session = PlaySession(game, autosave=autosave)
    change_level(session, 1, EXPERT)
    session.close()
    assert "levels:\n- after: 0\n  seat: 2\n  kind: expert\n" in autosave.read_text(encoding="utf-8")
    resumed, problem = load_from(str(autosave), CATALOG)
    assert problem == "" and resumed is not None
    assert [seat.kind for seat in resumed.seats] == [HUMAN, EXPERT]
    assert resumed.levels == (LevelChange(0, 1, EXPERT),)
    again = PlaySession(resumed)
    try:
        assert again.computers[1].kind is EXPERT
    finally:
        again.close()


def test_a_lesson_or_a_puzzle_has_no_players_page():
    from types import SimpleNamespace

    from dragonarium.play.seat_levels import seat_levels

    assert seat_levels(SimpleNamespace(lesson=object())) is None
    assert seat_levels(SimpleNamespace(lesson=None)) is not None
