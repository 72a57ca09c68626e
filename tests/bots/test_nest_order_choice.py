"""Every computer player chooses which hatched dragon nests first: the random one among every order, the others by
their judgement, which weighs both orders (the strong player nests the second due first where only that reaches
the best table)."""
from dragonarium.bots.evaluation import state_value
from dragonarium.bots.ladder import make_player
from dragonarium.bots.players import EasyPlayer, RandomPlayer, StrongPlayer, promise_left
from dragonarium.rules import Nest, Phase, Terrain, parse_position

from tests.support.hatches import ORDER_MATTERS, PLACE

AIR, WATER = Terrain.AIR, Terrain.WATER
A5, E3 = (0, 0), (2, 4)


def hatched():
    state = parse_position(ORDER_MATTERS)
    state.apply(PLACE)
    assert state.pending().nest_types == (AIR, WATER)
    return state


def ends(state):
    """Every table the dragons owed can end at (nests and extra dragons, in every order)."""
    if state.pending().phase not in (Phase.NEST, Phase.EXTRA_DRAGON):
        return [state]
    found = []
    for action in state.pending().choices:
        probe = state.copy()
        probe.apply(action)
        found += ends(probe)
    return found


def test_only_nesting_the_second_due_first_puts_water_on_a5_and_air_on_e3():
    state = hatched()
    by_first = {kind: [] for kind in (AIR, WATER)}
    for action in state.pending().choices:
        probe = state.copy()
        probe.apply(action)
        by_first[action.terrain] += ends(probe)

    def both(table):
        board = table.boards[0]
        return board.dragons_on(A5) == (WATER,) and board.dragons_on(E3) == (WATER, AIR)

    assert not any(both(table) for table in by_first[AIR]) and any(both(table) for table in by_first[WATER])
    best = {kind: max(state_value(table, 0, promise_left(table)) for table in tables)
            for kind, tables in by_first.items()}
    assert best[WATER] > best[AIR]


def test_the_strong_player_nests_the_water_dragon_first_on_a5():
    state = hatched()
    ranked = StrongPlayer(0).ranked(state)
    assert ranked[0].action == Nest(A5, WATER)
    assert ranked[0].value > max(choice.value for choice in ranked if choice.action.terrain is AIR)
    for kind in ("easy", "medium", "strong", "expert"):
        assert make_player(kind, seed=3).choose(state.copy()) == Nest(A5, WATER), kind


def test_the_easy_player_weighs_both_orders_and_the_random_player_takes_either():
    state = hatched()
    assert {choice.action.terrain for choice in EasyPlayer(0).ranked(state)} == {AIR, WATER}
    assert {RandomPlayer(seed).choose(state).terrain for seed in range(12)} == {AIR, WATER}
