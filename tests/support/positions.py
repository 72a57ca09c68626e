"""Literal positions for tests, in the board notation (version 2 positions): positions waiting at any decision
(a dragon to nest, a step's stone, a reward stone, the cliff's extra dragon, a stone of choice), and positions for
hints (a domain to join, an egg to hatch, a walk to take, a tile that fits nowhere, a cliff, a trade, a reward
step)."""
from __future__ import annotations

# -- waiting at a decision ---------------------------------------------------------------------------------------

HEAD = """
format: dragonarium-position
version: 2
site: [T01, T02]
supply: [T03, T04]
"""

NEST = HEAD + """
players:
  - name: Ann
    cells:
      D3: [water/water:w, {tile: T08, part: 0}]
      D2: [fire/fire:f, {tile: T08, part: 1}]
      B4: [air/air:a=a]
      C3: [royal]
    dragons: {A1: [royal]}
  - {name: Bob}
pending: nest
tile: T08
placed: [D3, D2]
nest: [water, fire]
"""
"""The water/fire tile (T08) was just placed on D3 and D2, hatching a water egg and a fire egg."""

STONE = HEAD + """
players:
  - name: Coco
    assistant: 6
    cells:
      B5: [royal/royal:**]
      A3: [air/air:a]
      B3: [air]
      C3: [air]
      E2: [royal/royal:**=w.]
pending: stone
element: air
steps_left: 1
"""
"""The rulebook's example: air walks from step 4; step 5 had no air space; at step 6 (row 5 and column E) the
empty royal egg on B5 is the only air space, and one more step is to come."""

REWARD = HEAD + """
players:
  - name: Ann
    side: church-ruins
    assistant: 3
    cells:
      A1: [water/water:ww=w.]
      C5: [air/air:a]
      B2: [water/water:w]
      C1: [fire/fire:f=f]
pending: reward-stone
element: water
steps_left: 2
"""
"""Church Ruins: water walks; step 3 is a stone reward step, and two more steps are to come."""

EXTRA = HEAD + """
players:
  - name: Ann
    side: lostwing-cliffs
    cells:
      D3: [water/water:w, {tile: T08, part: 0}]
      D2: [fire/fire:f, {tile: T08, part: 1}]
      C3: [royal]
      B4: [air/air:a=a]
    dragons: {E3: [fire, water]}
pending: extra-dragon
tile: T08
placed: [D3, D2]
extra_dragon: [fire, water]
nest: [fire]
"""
"""Lostwing Cliffs: the water dragon hatched under D3 nested on the cliff E3 beside a fire dragon; the cliff's extra
dragon is due before the fire dragon nests."""

FULL_BOARD = "\n".join(f"      {column}{row}: [fire/fire:f]" for row in range(1, 6) for column in "ABCDE")
FALLBACK = HEAD + f"""
players:
  - name: Ann
    fresh_pillars: 1
    cells:
{FULL_BOARD}
pending: fallback-stone
tile: T08
"""
"""Every cell holds a fire egg still waiting for its stone: the drafted tile fit nowhere and was discarded."""


# -- for hints --------------------------------------------------------------------------------------------------

SUPPLY = "supply: [T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20, T21, T22, T23, T24, T25]"


def position(cells: str, pending: str, site: str = "T01, T03", side: str = "library", extra: str = "") -> str:
    """A two-player position: Ana's ``cells`` (and ``extra`` fields) on ``side``, Ben's empty board, the ``site``,
    a long supply (so the game has turns to come), and the ``pending`` decision."""
    return f"""
format: dragonarium-position
version: 2
players:
  - name: Ana
    side: {side}
    pillars: 2
    cells:
{cells}
{extra}
  - name: Ben
site: [{site}]
{SUPPLY}
{pending}
"""


# Water on B3 and D3 with C3 between them; the water/water tile (T06) can join them.
APART = """      B3: [water/water:w]
      D3: [water/water:w]
      C2: [fire/fire:f]"""
# A water egg ready to hatch on B3, a water domain beside it.
READY = """      B3: [water/water:w=w]
      C3: [fire]
      B2: [water]
      B1: [water]"""
# The same egg beside a smaller water domain.
HATCH = """      B3: [water/water:w=w]
      B2: [water]
      A3: [water]"""
# Water down column A: a water walk of 3 steps looks along column A (steps 1 to 3 of the Library track).
COLUMN = """      A5: [water/water:w]
      A4: [water]
      A3: [water]
      B4: [fire/fire:f]"""
# Every cell but E1 holds an egg still waiting for a stone, E1 a dragon: no tile fits.
BLOCKED = "".join(f"      {c}{r}: [water/water:w]\n" for r in range(1, 6) for c in "ABCDE" if (c, r) != ("E", 1))
CLIFF = """      E2: [water/water:w=w]
      D2: [royal]"""
QUARRY = """      C3: [air/fire:f]
      C2: [water/water:ww]"""
CHURCH = """      A5: [fire/fire:f]
      B5: [fire]
      A4: [fire]
      A3: [fire]
      E1: [air/air:a]
      E2: [water/water:w]"""
# A royal egg ready to hatch on B3 beside a water square, a royal dragon already on E1: the royal dragon hatched
# scores beside the one already there.
ROYAL = """      B3: [royal/royal:**=ww]
      B2: [water]"""
