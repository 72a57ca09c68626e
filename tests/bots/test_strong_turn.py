"""The strong player judges a placement by where the whole turn ends: the Assistant's walk included."""
from dragonarium.bots.players import EasyPlayer, StrongPlayer
from dragonarium.rules.engine.board import SquareLayer
from dragonarium.rules.engine.game import GameState, Phase
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.engine.scoring import score
from dragonarium.rules.model.events import StoneLost

# Ana holds T06 (two water squares, eggs wanting 2 and 1 water stones). Wherever it goes, her largest water
# domain will have 6 squares, so a water walk takes the Assistant from step 4 to step 10: the top-right
# corner, then down the right-hand side past rows 0 to 3. Rows 0 and 1 hold no water egg yet, so the stones
# of steps 6 to 8 are lost unless a water tile lies there.
IN_THE_WALKS_WAY = """
format: dragonarium-position
version: 1
players:
- name: Ana
  pillars: 3
  assistant: 4
  cells:
    1,2: [{tile: S3, part: 1}]
    2,1: [{tile: S3, part: 4}, {tile: T23, part: 1}]
    2,2: [{tile: S3, part: 0}, {tile: T23, part: 0}]
    2,3: [{tile: S3, part: 2, stones: f}]
    3,1: [{tile: T07, part: 1}]
    3,2: [{tile: S3, part: 3}]
    4,1: [{tile: T07, part: 0}]
  dragons:
    1,1: [water]
- name: Ben
  pillars: 2
  assistant: 5
site: [T14, T15, T18, T25, T04]
supply: [T10, T08, T19, T11, T20, T26, T21, T01, T13, T05, T12, T24, T17, T22, T09, T16]
dragon_supply: {fire: 11, water: 11, air: 12, royal: 12}
round: 3
first: 0
current: 0
pending: place
tile: T06
"""


def _finish_turn(state: GameState) -> GameState:
    """The rest of the turn, played the same way whatever the placement was."""
    player, finisher = state.current, EasyPlayer(0)
    while state.current == player and state.pending().phase is not Phase.DRAFT:
        state.apply(finisher.choose(state))
    return state


def _ready_eggs(state: GameState, player: int) -> int:
    board = state.boards[player]
    return sum(1 for stack, dragons in zip(board.stacks, board.dragons)
               if stack and isinstance(stack[-1], SquareLayer) and stack[-1].square.egg is not None
               and stack[-1].ready and not stack[-1].hatched and not dragons)


def test_strong_places_a_tile_where_the_assistants_walk_fills_its_eggs():
    state = parse_position(IN_THE_WALKS_WAY)
    strong = StrongPlayer(seed=1).choose(state)
    easy = EasyPlayer(seed=0).choose(state)
    assert set(strong.cells) == {(0, 0), (1, 0)}
    assert set(easy.cells) != set(strong.cells)  # the best immediate gain is elsewhere

    after = {}
    for name, action in (("strong", strong), ("easy", easy)):
        probe = state.copy()
        probe.apply(action)
        after[name] = _finish_turn(probe)
    lost = {name: sum(isinstance(event, StoneLost) for event in s.log) for name, s in after.items()}
    assert lost["strong"] < lost["easy"]
    assert _ready_eggs(after["strong"], 0) > _ready_eggs(after["easy"], 0)
    assert score(after["strong"].boards[0]).total == score(after["easy"].boards[0]).total
