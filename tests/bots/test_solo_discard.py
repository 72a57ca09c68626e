"""In solo the element that moves the Assistant also picks the tile discarded from the site: the strong player
keeps the tile it wants for its next turn."""
from dragonarium.bots.players import EasyPlayer, StrongPlayer, has_another_turn, solo_discard_slot
from dragonarium.rules import ChooseElement, Element, Terrain, parse_position

# No square holds an egg, so every walk places no stone and ends the turn on the same board. Water would
# discard T14 (the right-most tile with a water square), fire T24, air T25. T14 stacks two water squares
# on B3 and C3 at level 3, the best move on the site for next turn.
CHOOSING = """format: dragonarium-position
version: 2
players:
  - name: Solo
    assistant: 0
    cells:
      B3: [fire, fire]
      B2: [fire, fire]
      D3: [water]
site: [T24, T14, T25]
supply: [T01, T02, T03, T04]
round: 3
pending: element
"""


def test_the_discard_is_the_right_most_tile_of_the_elements_type():
    state = parse_position(CHOOSING)
    assert solo_discard_slot(state, Terrain.FIRE) == 0
    assert solo_discard_slot(state, Terrain.WATER) == 1
    assert solo_discard_slot(state, Terrain.AIR) == 2
    state.site = ["T24", "T14"]
    assert solo_discard_slot(state, Terrain.AIR) is None  # the discard then comes from the supply


def test_the_strong_player_keeps_the_tile_it_wants_next_turn():
    state = parse_position(CHOOSING)
    easy = {choice.action: choice.value for choice in EasyPlayer(0).ranked(state.copy())}
    assert len(set(easy.values())) == 1  # the walks alone leave nothing to choose between
    strong = {choice.action: choice.value for choice in StrongPlayer(1).ranked(state.copy())}
    water = ChooseElement(Element.WATER)
    assert all(strong[water] < value for action, value in strong.items() if action != water)
    for seed in range(6):
        assert StrongPlayer(seed).choose(state.copy()) != water


def test_a_solo_game_has_no_turn_after_the_twelfth_round():
    state = parse_position(CHOOSING.replace("round: 3", "round: 12"))
    assert state.supply and not has_another_turn(state)
    strong = {choice.action: choice.value for choice in StrongPlayer(1).ranked(state.copy())}
    assert len(set(strong.values())) == 1  # nothing is kept for a turn that never comes
