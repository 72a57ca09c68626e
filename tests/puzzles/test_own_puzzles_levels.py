"""The own puzzles of a game whose seats changed hands: only the decisions a person made are judged (a person's
seat handed to a computer is no more judged from then; a computer's seat handed to a person is from then)."""
from dragonarium.play.review.judging import Judgement
from dragonarium.puzzles.own import write_own_puzzles
from dragonarium.rules import Game, PlayerKind, Seat, record_of

from tests.support.games import CATALOG


def test_only_the_moves_a_person_played_are_judged(tmp_path):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob", kind=PlayerKind.STRONG)], 7)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    game.change_kind(0, PlayerKind.EXPERT)
    game.change_kind(1, PlayerKind.HUMAN)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    judged: list[tuple[int, int]] = []

    def stand_in(state, played, index):
        judged.append((index, state.pending().player))
        return Judgement(index, state.pending().player, state.pending().phase, played, played, 0.0)

    write_own_puzzles(tmp_path, record_of(game), "0" * 64, CATALOG, judge=stand_in)
    assert judged and {player for index, player in judged if index < 30} == {0}
    assert {player for index, player in judged if index >= 30} == {1}
