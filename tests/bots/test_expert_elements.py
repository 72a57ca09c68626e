"""The expert's search of the element that moves the Assistant: the same playouts and gate as its drafts, over the
elements the strong player ranks."""
import math
import random

from dragonarium.bots.expert import ExpertPlayer
from dragonarium.bots.players import StrongPlayer
from dragonarium.rules import ChooseElement
from dragonarium.rules.engine.game import Game, Phase, Seat

from tests.support.games import CATALOG


def _element_in_round(round_: int, seed: int, players: int = 2) -> Game:
    """A game played at random up to an element decision with more than one element to choose from, in round
    ``round_`` or after it."""
    game = Game(CATALOG, [Seat(f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    while not (game.state.round >= round_ and game.state.pending().phase is Phase.ELEMENT
               and len(game.state.pending().choices) > 1):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_expert_plays_out_every_element_on_the_same_orders():
    state = _element_in_round(4, seed=21).state
    elements = [a for a in state.pending().choices if isinstance(a, ChooseElement)]
    expert = ExpertPlayer(4, budget=math.inf, samples=3, elements=True)
    seen = []
    real_outcome = expert._outcome
    expert._outcome = lambda order, *rest: seen.append(tuple(order.supply)) or real_outcome(order, *rest)
    action = expert.choose(state)
    assert action in elements
    assert expert.last_samples == 3 and len(expert.last_estimates) == len(elements)
    assert {estimate.choice.action for estimate in expert.last_estimates} == set(elements)
    assert len(seen) == 3 * len(elements) and len(set(seen)) == 3


def test_with_no_rival_taken_the_expert_moves_the_assistant_as_the_strong_player_does():
    for round_, seed in ((3, 22), (8, 23)):
        state = _element_in_round(round_, seed).state
        expert = ExpertPlayer(6, budget=math.inf, samples=4, gate=math.inf, elements=True)
        chosen = expert.choose(state)
        values = {choice.action: choice.value for choice in StrongPlayer(6).ranked(state)}
        assert values[chosen] == max(values.values())


def test_without_the_element_search_the_expert_leaves_the_element_to_the_strong_player():
    state = _element_in_round(5, seed=24).state
    expert = ExpertPlayer(6, budget=math.inf, samples=4, elements=False)
    played = []
    expert._outcome = lambda *args: played.append(args) or 0.0
    expert.choose(state)
    assert played == [] and expert.last_samples == 0
