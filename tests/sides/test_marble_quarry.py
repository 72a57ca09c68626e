"""Marble Quarry: supporting pillars from the supply, and trading pillars for fire stones."""
import random

import pytest

from dragonarium.rules.model.actions import Draft, Trade
from dragonarium.rules.text.notation import parse_action
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.engine.game import Game, GameState, Phase, Seat
from dragonarium.rules.engine.placement import Placement, apply_placement, check_placement
from dragonarium.rules.files.record import load_record, parse_position, replay, save_record
from dragonarium.rules.model.values import Element

from tests.support.boards import CATALOG, board, tile

SIDE = CATALOG.boards["marble-quarry"]
PLAIN = tile("fire/fire:f", "water/water:w")


def test_supporting_pillars_come_from_the_supply():
    position = board("""
    pillars: 0
    cells:
      "1,1": [royal, royal, royal]
    """, SIDE)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert verdict.legal and verdict.pillars_needed == 3
    apply_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert position.pillars == 0 and position.level((1, 2)) == 4


QUARRY = """
format: dragonarium-position
version: 1
players:
  - name: Quinn
    side: marble-quarry
    pillars: %d
    fresh_pillars: 2
    cells:
      "0,0": [fire/fire:ff]
      "4,4": [air/fire:f]
      "2,2": [water/water:w]
  - {name: Rae, side: library, pillars: 5}
site: [T01, T02]
pending: draft
"""


def test_trade_two_pillars_for_a_fire_stone_anywhere_any_number_of_times():
    state = parse_position(QUARRY % 5)
    trades = [a for a in state.legal_actions() if isinstance(a, Trade)]
    assert set(trades) == {Trade((0, 0)), Trade((4, 4))}
    state.apply(Trade((4, 4)))
    state.apply(Trade((0, 0)))
    board_ = state.boards[0]
    assert board_.pillars == 1 and board_.top((4, 4)).stones == (Element.FIRE,)
    assert board_.top((0, 0)).stones == (Element.FIRE, None)
    assert state.pending().phase is Phase.DRAFT, "a trade leaves the pending decision as it was"
    assert not [a for a in state.legal_actions() if isinstance(a, Trade)]


def test_trade_at_any_point_of_ones_turn():
    state = parse_position(QUARRY % 4)
    state.apply(Draft(0))
    assert state.pending().phase is Phase.PLACE
    state.apply(Trade((0, 0)))
    assert state.pending().phase is Phase.PLACE and state.boards[0].pillars == 2


def test_trade_needs_two_usable_pillars_and_a_fire_space():
    state = parse_position(QUARRY % 1)
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(Trade((0, 0)))
    facts = caught.value.refusals[0].facts
    assert caught.value.rule is Rule.TRADE_COST and (facts.cost, facts.pillars_usable) == (2, 1)
    state = parse_position(QUARRY % 4)
    with pytest.raises(IllegalAction) as caught:
        state.apply(Trade((2, 2)))
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells, refusal.facts.element) == (Rule.STONE_SPACE, ((2, 2),), Element.FIRE)
    assert before.boards[0].pillars == 1


def test_only_the_marble_quarry_trades():
    state = parse_position(QUARRY.replace("current", "x") % 4 + "current: 1\n")
    assert not [a for a in state.legal_actions() if isinstance(a, Trade)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(Trade((0, 0)))
    assert caught.value.refusals == (Refusal(Rule.TRADE_SIDE, (), Facts(action=Trade((0, 0)))),)


def test_a_trade_reads_and_writes_as_text():
    assert parse_action("trade E1") == Trade((4, 4))
    assert str(Trade((4, 4))) == "trade E1"


def play_quarry_game_with_trades(seed: int) -> tuple[Game, list[tuple[int, GameState]]]:
    """A two-player Marble Quarry game played to the end by random choices, trading whenever a trade is
    legal and the coin says so; returns the game and, for each trade, its index and the state just after it."""
    game = Game(CATALOG, [Seat("Quinn", "marble-quarry"), Seat("Rae", "marble-quarry")], seed)
    rng = random.Random(seed)
    after_trades = []
    while not game.over:
        actions = game.legal_actions()
        trades = [action for action in actions if isinstance(action, Trade)]
        if trades and rng.random() < 0.5:
            game.apply(rng.choice(trades))
            after_trades.append((len(game.history) - 1, game.state.copy()))
        else:
            game.apply(rng.choice([action for action in actions if not isinstance(action, Trade)] or actions))
    return game, after_trades


def test_a_trade_is_recorded_and_replays(tmp_path):
    game, after_trades = play_quarry_game_with_trades(seed=3)
    assert after_trades, "the game made at least one trade"
    path = tmp_path / "quarry.yaml"
    save_record(game, path)
    record = load_record(path)
    assert list(record.actions) == game.history
    for index, state in after_trades:
        assert isinstance(record.actions[index], Trade)
        assert replay(record, upto=index + 1).state.same_table(state), f"the table just after action {index}"
    again = replay(record)
    assert again.over and again.state.same_table(game.state)
    assert [sheet.total for sheet in again.outcome().sheets] == [sheet.total for sheet in game.outcome().sheets]
