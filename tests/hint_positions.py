"""Literal positions for hints: a domain to join, an egg to hatch, a walk to take, a tile that fits nowhere, a cliff,
a trade, a reward step. Cells in the board notation (version 2 positions)."""
from __future__ import annotations

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
