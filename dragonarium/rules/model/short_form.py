"""A square's short form, as positions and lessons write it (``fire/water:wa=w.``, ``pillar:2``); the notation
(``rules.text.notation``) reads it and says it with the types in the language in use.

Space letters: ``f`` fire, ``w`` water, ``a`` air, ``*`` any. Stone letters: ``f``, ``w``, ``a``, and ``.`` for
an empty space.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

from dragonarium.rules.model.components import SquareSpec
from dragonarium.rules.model.values import Element, Terrain

LETTER_ELEMENT = {"f": Element.FIRE, "w": Element.WATER, "a": Element.AIR}
ELEMENT_LETTER = {element: letter for letter, element in LETTER_ELEMENT.items()}


def space_letters(spaces: Iterable[Optional[Element]]) -> str:
    """An egg's spaces as the short form writes them: ``wa``, ``**`` (None: a space of any element)."""
    return "".join("*" if space is None else ELEMENT_LETTER[space] for space in spaces)


def stone_letters(stones: Iterable[Optional[Element]]) -> str:
    """The stones on an egg's spaces as the short form writes them: ``w.`` (None: an empty space)."""
    return "".join("." if stone is None else ELEMENT_LETTER[stone] for stone in stones)


def square_text(square: SquareSpec, stones: tuple[Optional[Element], ...] = ()) -> str:
    """The short form of a square (the inverse of ``parse_square_text``): ``fire/water:wa=w.``, ``pillar:2``."""
    if square.terrain is None:
        return f"pillar:{square.pillars}"
    return written_with(square, stones, lambda terrain: terrain.value)


def written_with(square: SquareSpec, stones: tuple[Optional[Element], ...], named: Callable[[Terrain], str]) -> str:
    """The short form of a square of a type, its types written by ``named``."""
    assert square.terrain is not None
    if square.egg is None:
        return named(square.terrain)
    text = f"{named(square.terrain)}/{named(square.egg.terrain)}:{space_letters(square.egg.spaces)}"
    if any(stone is not None for stone in stones):
        text += "=" + stone_letters(stones)
    return text
