"""Computer players: always legal, the easy one takes the best immediate gain, both beat random."""
import random

import pytest

from dragonarium.bots.ladder import make_player
from dragonarium.bots.players import EasyPlayer, StrongPlayer
from dragonarium.rules.model.actions import ChooseElement, Place
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.engine.scoring import score
from dragonarium.rules.model.values import Element, Terrain
from dragonarium.cli.simulate import play_game

from tests.support.games import CATALOG

STACK_IT = """
format: dragonarium-position
version: 1
players:
  - name: Easy
    pillars: 2
    cells:
      "3,0": [fire]
      "3,1": [fire]
      "3,2": [fire]
  - {name: Other}
site: [T06]
pending: place
tile: T24
"""


def test_easy_takes_the_placement_with_the_best_immediate_gain():
    state = parse_position(STACK_IT)
    action = EasyPlayer().choose(state)
    assert isinstance(action, Place)
    probe = state.copy()
    probe.apply(action)
    # four fire squares on level 2 (8 points) beat any flat extension
    assert score(probe.boards[0]).types[Terrain.FIRE].points >= 8


def test_easy_walks_the_assistant_toward_stones_it_can_use():
    state = parse_position("""
format: dragonarium-position
version: 1
players:
  - name: Easy
    cells:
      "0,1": [air/air:a]
      "0,0": [air]
      "1,0": [air]
      "4,4": [water/water:w]
  - {name: Other}
pending: element
""")
    # air walks 3 steps (columns 0, 1, 2): the air egg in column 1 gets its stone
    assert EasyPlayer().choose(state) == ChooseElement(Element.AIR)


# the strong player's search is the slowest by far: its second game runs in the slow soak
@pytest.mark.parametrize("kind, seeds", [("random", range(3)), ("easy", range(3)), ("strong", range(1)),
                                         pytest.param("strong", range(1, 2), marks=pytest.mark.slow)],
                         ids=["random", "easy", "strong", "strong-again"])
def test_every_player_only_makes_legal_moves(kind, seeds):
    player = make_player(kind, 3, budget=0.05)
    for seed in seeds:
        game = Game(CATALOG, [Seat("A", "marble-quarry"), Seat("B", "lostwing-cliffs")], seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 60)):
            if game.over:
                break
            game.apply(rng.choice(game.legal_actions()))
        for _ in range(12):
            if game.over:
                break
            before = game.state.copy()
            action = player.choose(game.state)
            assert game.state.same_table(before), "a player never changes the state it is shown"
            assert action in game.legal_actions()
            game.apply(action)


@pytest.mark.parametrize("seeds", [range(2), pytest.param(range(2, 4), marks=pytest.mark.slow)],
                         ids=["first", "more"])
def test_easy_beats_random(seeds):
    for seed in seeds:  # an odd seed seats the random player first
        seats = [Seat("Easy"), Seat("Random")]
        players = [make_player("easy", seed), make_player("random", seed)]
        if seed % 2:
            seats.reverse()
            players.reverse()
        game = play_game(CATALOG, seats, seed, players)
        winners = {game.seats[i].name for i in game.outcome().winners}
        assert winners == {"Easy"}


def test_strong_explains_its_choice():
    state = parse_position(STACK_IT)
    strong = StrongPlayer(seed=1, budget=0.2)
    action = strong.choose(state)
    assert action in state.legal_actions()
    assert "next turn" in strong.last_reason


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown player kind"):
        make_player("genius")
