"""A literal puzzle position for the puzzle tests: a step's fire stone, three eggs it may go on."""
from pathlib import Path

from dragonarium.rules import load_catalog, parse_position

STONE_POSITION = """\
format: dragonarium-position
version: 2
players:
  - name: You
    start: S1
    assistant: 2
    cells:
      A5: [fire]
      B5: [fire/fire:ff=f.]
      B4: [fire/fire:ff]
      C5: [air/fire:fa]
  - {name: Ann, start: S2, kind: easy}
site: [T02, T08, T13]
supply: [T04, T05, T06, T07]
pending: stone
element: fire
"""
"""The stone may go on B3 (the starting tile's one-space fire egg: readied from empty), B5 (a two-space egg holding
one stone: readied) or B4 (a two-space egg, empty: one stone of two)."""


def stone_state():
    return parse_position(STONE_POSITION, "stone.yaml", load_catalog())


SHIPPED = Path(__file__).resolve().parents[2] / "data" / "puzzles"
CASES = Path(__file__).resolve().parent / "cases"
"""Puzzles the tests name, kept as they were shipped before the ladder renumbered the collection: a nest (001),
a stone (006), an element whose fire walk puts no stone (022, 038) and a draft (049)."""
