"""The short text form of a square, used in positions, lessons and messages.

``fire``                 a fire square without an egg
``fire/water:wa``        a fire square with a water egg whose spaces take water and air
``fire/water:wa=w.``     ... with a water stone on the first space, the second empty
``royal/royal:**=f.``    a royal egg (two 'any' spaces) holding one fire stone
``pillar:2``             a pillar square that grants 2 pillars when covered

Space letters: ``f`` fire, ``w`` water, ``a`` air, ``*`` any. Stone letters:
``f``, ``w``, ``a``, and ``.`` for an empty space.
"""
from __future__ import annotations

from typing import Optional

from .components import EggSpec, SquareSpec
from .errors import DragonariumError
from .values import Element, Terrain

LETTER_ELEMENT = {"f": Element.FIRE, "w": Element.WATER, "a": Element.AIR}
ELEMENT_LETTER = {element: letter for letter, element in LETTER_ELEMENT.items()}


class NotationError(DragonariumError):
    """A square's short form could not be read; the message says why."""


def parse_square_text(text: str) -> tuple[SquareSpec, tuple[Optional[Element], ...]]:
    """Read a square's short form: its spec and the stones on its egg's spaces."""
    text = text.strip()
    if text.startswith("pillar:"):
        count = text[len("pillar:"):]
        if not count.isdigit() or not 1 <= int(count) <= 9:
            raise NotationError(f"{text!r}: a pillar square is written pillar:N with N from 1 to 9")
        return SquareSpec(terrain=None, pillars=int(count)), ()
    body, _, stones_text = text.partition("=")
    kind, slash, egg_text = body.partition("/")
    terrain = _terrain(kind, text)
    if not slash:
        if stones_text:
            raise NotationError(f"{text!r}: stones need an egg (type/egg:spaces=stones)")
        return SquareSpec(terrain=terrain), ()
    egg_kind, colon, spaces_text = egg_text.partition(":")
    egg_terrain = _terrain(egg_kind, text)
    if not colon or not spaces_text:
        raise NotationError(f"{text!r}: an egg is written egg:spaces, e.g. water:ww")
    spaces: list[Optional[Element]] = []
    for letter in spaces_text:
        if letter == "*":
            spaces.append(None)
        elif letter in LETTER_ELEMENT:
            spaces.append(LETTER_ELEMENT[letter])
        else:
            raise NotationError(f"{text!r}: unknown space letter {letter!r} (f, w, a or *)")
    stones: list[Optional[Element]] = [None] * len(spaces)
    if stones_text:
        if len(stones_text) != len(spaces):
            raise NotationError(f"{text!r}: {len(spaces)} spaces but {len(stones_text)} stone letters")
        for index, letter in enumerate(stones_text):
            if letter == ".":
                continue
            if letter not in LETTER_ELEMENT:
                raise NotationError(f"{text!r}: unknown stone letter {letter!r} (f, w, a or .)")
            stones[index] = LETTER_ELEMENT[letter]
    egg = EggSpec(terrain=egg_terrain, spaces=tuple(spaces))
    if egg_terrain is Terrain.ROYAL and (len(spaces) != 2 or any(s is not None for s in spaces)):
        raise NotationError(f"{text!r}: a royal egg has exactly two '*' spaces")
    if egg_terrain is not Terrain.ROYAL and any(s is None for s in spaces):
        raise NotationError(f"{text!r}: only a royal egg has '*' spaces")
    _check_stones(egg, tuple(stones), text)
    return SquareSpec(terrain=terrain, egg=egg), tuple(stones)


def _check_stones(egg: EggSpec, stones: tuple[Optional[Element], ...], text: str) -> None:
    any_seen: Optional[Element] = None
    for want, have in zip(egg.spaces, stones):
        if have is None:
            continue
        if want is not None and want != have:
            raise NotationError(f"{text!r}: a {have.value} stone on a {want.value} space")
        if want is None:
            if any_seen is not None and any_seen != have:
                raise NotationError(f"{text!r}: a royal egg's two stones must match")
            any_seen = have


def _terrain(word: str, text: str) -> Terrain:
    try:
        return Terrain(word)
    except ValueError:
        raise NotationError(f"{text!r}: unknown type {word!r} (fire, water, air or royal)") from None


def square_text(square: SquareSpec, stones: tuple[Optional[Element], ...] = ()) -> str:
    """The short form of a square (the inverse of ``parse_square_text``)."""
    if square.terrain is None:
        return f"pillar:{square.pillars}"
    if square.egg is None:
        return square.terrain.value
    spaces = "".join("*" if space is None else ELEMENT_LETTER[space] for space in square.egg.spaces)
    text = f"{square.terrain.value}/{square.egg.terrain.value}:{spaces}"
    if any(stone is not None for stone in stones):
        text += "=" + "".join("." if stone is None else ELEMENT_LETTER[stone] for stone in stones)
    return text
