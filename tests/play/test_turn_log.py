"""The turn log: one entry a turn (who, which tile, the cells it went on, the points the turn gained) and one where
a round ends, kept up with the game as it goes and after an undo; in words, in board notation."""
import random

from dragonarium.play.hud import log_text
from dragonarium.play.table.turn_log import RoundEnd, Turn, TurnLog, entries_of, entry_line
from dragonarium.rules import Drafted, Game, Placed, parse_cell, score

from tests.support.games import new_game


def played(turns_in_rounds: int = 3, seed: int = 4):
    game, rng = new_game(3, seed), random.Random(seed)
    while game.state.round <= turns_in_rounds:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_each_turn_is_one_entry_with_its_tile_cells_and_points():
    game = played()
    entries = TurnLog().entries(game)
    drafts = [event for event in game.state.log if isinstance(event, Drafted)]
    turns = [entry for entry in entries if isinstance(entry, Turn)]
    assert [(turn.player, turn.tile) for turn in turns] == [(event.player, event.tile) for event in drafts]
    placed = [tuple(event.cells) for event in game.state.log if isinstance(event, Placed)]
    assert [turn.cells for turn in turns if turn.cells] == placed
    assert [entry.round for entry in entries if isinstance(entry, RoundEnd)] == [1, 2, 3]
    for player, board in enumerate(game.state.boards):  # the points of a player's turns add up to their score
        start = score(new_game(3, 4).state.boards[player]).total
        assert start + sum(turn.points for turn in turns if turn.player == player) == score(board).total


def test_the_log_follows_the_game_and_an_undo():
    game, log = played(1), TurnLog()
    before = log.entries(game)
    rng = random.Random(1)
    while not game.can_undo:
        game.apply(rng.choice(game.legal_actions()))
    assert log.entries(game)[: len(before)] == before
    game.undo()
    again = log.entries(game)
    assert again == TurnLog().entries(game)


def test_an_entry_in_words_names_player_tile_cells_and_points():
    game = played(1)
    turn = Turn(0, next(iter(game.catalog.tiles)), (parse_cell("B3"), parse_cell("C3")), points=4)
    line = entry_line(turn, game.state)
    assert line.startswith("P1: ") and line.endswith(" on B3-C3,\xa0+4") and " tile" in line
    assert entry_line(RoundEnd(2), game.state) == "Round 2 ends"
    assert log_text(game.state, [turn]).split("\n") == ["Turn log", line]
    assert len(log_text(game.state).split("\n")) == 1 + len(entries_of(game.state.log))


def test_a_game_gone_on_from_a_position_keeps_what_its_log_told_before_without_points():
    game = played(1)
    later = Game.from_state(game.state.copy())
    rng = random.Random(2)
    for _ in range(4):
        later.apply(rng.choice(later.legal_actions()))
    entries = TurnLog().entries(later)
    before = entries_of(game.state.log)
    assert entries[: len(before)] == before and all(getattr(entry, "points", None) is None for entry in before)
    after = [entry for entry in entries[len(before):] if isinstance(entry, Turn)]
    assert after and all(turn.points is not None for turn in after)
