"""A position where two eggs of different types hatch at once, on the Lostwing Cliffs side."""
from dragonarium.rules import Place

CLIFFS = """
format: dragonarium-position
version: 2
players:
  - name: Howard
    side: lostwing-cliffs
    cells:
      D2: [fire/fire:f=f]
      E2: [water/water:w=w]
    dragons:
      E3: [air]
site: [T02]
pending: place
tile: T01
"""
"""Lostwing Cliffs: the tile on D2 and E2 hatches a fire egg, then a water egg (the fire dragon is due first);
the cliff E3 holds an air dragon and has room for one more."""
PLACE = Place(((3, 3), (3, 4)))
"""The placement that hatches both eggs."""

ORDER_MATTERS = """
format: dragonarium-position
version: 2
players:
  - name: Howard
    side: lostwing-cliffs
    cells:
      D2: [air/air:a=a]
      E2: [water/water:w=w]
      A3: [water]
      A4: [water]
      B4: [water]
      B5: [water]
      D3: [air]
      E4: [air]
      A2: [fire]
      B3: [fire]
      C3: [fire]
      C4: [fire]
      C5: [fire]
      D4: [fire]
      E5: [fire]
    dragons:
      E3: [water]
site: [T02]
pending: place
tile: T01
dragon_supply: {water: 1, air: 1}
"""
"""Lostwing Cliffs, one water dragon and one air dragon left in the supply: the tile on D2 and E2 hatches an air
egg, then a water egg (the air dragon is due first). The water dragon is best on the cliff A5, where it joins the
water squares A3 to B5 (no other square open to a dragon touches them); the air dragon is best on the cliff E3,
beside a water dragon, where it joins the air squares. Nesting the air dragon first on E3 fills that cliff, whose
extra dragon is then the last water dragon, off the cliffs: the hatched water dragon finds none left. Only the
water dragon nesting first reaches both."""
