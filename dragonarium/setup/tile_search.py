"""Finding a tile of the component data by what its squares show, for the analysis board's picker.

A person at the real table reads a tile's squares (``fire egg``, ``pillar``,
``water royal``), so the picker is given those words, in English or in the
language in use, each word or its beginning (``wat``); a tile id (``T05``, or
``t5``) finds that tile first. ``fire/water`` asks for a fire square and a
water square, in either order. Ranked so the tile on the table comes first:
the id, then the tiles where one square shows every word, then the tiles
whose squares say the words in that order (``fire egg``: an egg of fire), then
by id.
"""
from __future__ import annotations

import re
from typing import Collection, Optional, Sequence

from dragonarium.rules import Catalog, GameState, SquareLayer, SquareSpec, TileSpec, egg_word, square_word
from dragonarium.setup.table_value import SetupTable, to_state

_ID = re.compile(r"([a-z]+)0*([0-9]+)")
_PILLAR_WORDS = ("pillar", "pillars")


def square_phrases(square: SquareSpec) -> tuple[tuple[str, ...], ...]:
    """The phrases a square shows, as words, in English and in the language in use: its type (``fire square``,
    ``pillar square`` with the pillars it grants) and its egg (``water egg``)."""
    phrases = [square_word(square.terrain), _english_square(square)]
    if square.egg is not None:
        phrases += [egg_word(square.egg.terrain), f"{square.egg.terrain.value} egg"]
    if square.is_pillar_square:
        phrases.append(f"{square.pillars} pillar")
    return tuple(tuple(_words(phrase)) for phrase in dict.fromkeys(phrases))


def _english_square(square: SquareSpec) -> str:
    return "pillar square" if square.terrain is None else f"{square.terrain.value} square"


def _words(text: str) -> list[str]:
    return [word for word in re.split(r"[\s/()'’,.-]+", text.casefold()) if word]


def _shows(square: SquareSpec, words: Sequence[str]) -> bool:
    """Every word (or its beginning) is shown by the square."""
    terms = {term for phrase in square_phrases(square) for term in phrase}
    if square.is_pillar_square:
        terms.update(_PILLAR_WORDS)
    return all(any(term.startswith(word) for term in terms) for word in words)


def _in_order(square: SquareSpec, words: Sequence[str]) -> bool:
    """The words are a phrase the square shows, word by word (``fire egg`` for a fire egg)."""
    size = len(words)
    return any(all(term.startswith(word) for term, word in zip(phrase[start:start + size], words))
               and start + size <= len(phrase)
               for phrase in square_phrases(square) for start in range(len(phrase)))


def _same_id(tile: TileSpec, word: str) -> bool:
    wanted, have = _ID.fullmatch(word), _ID.fullmatch(tile.id.casefold())
    if wanted is None or have is None:
        return word == tile.id.casefold()
    return wanted.group(1) == have.group(1) and int(wanted.group(2)) == int(have.group(2))


def _rank(tile: TileSpec, query: str) -> Optional[tuple[int, ...]]:
    """How well ``tile`` answers ``query`` (lower is better), or None when it does not."""
    words = _words(query)
    if len(words) == 1 and _same_id(tile, words[0]):
        return (0, 0, 0)
    groups = [_words(group) for group in query.split("/") if _words(group)]
    first, second = tile.squares
    if len(groups) >= 2:
        a, b = groups[0], sum(groups[1:], [])
        if (_shows(first, a) and _shows(second, b)) or (_shows(second, a) and _shows(first, b)):
            return (1, 0, 0)
        return None
    if not words:
        return (3, 0, 0)
    one = any(_shows(square, words) for square in tile.squares)
    if not one and not all(_shows(first, [w]) or _shows(second, [w]) for w in words):
        return None
    ordered = any(_in_order(square, words) for square in tile.squares)
    return (1 if one else 2, 0 if ordered else 1, 0)


def find_tiles(catalog: Catalog, words: str, players: Optional[int] = None,
               taken: Collection[str] = ()) -> tuple[TileSpec, ...]:
    """The tiles whose squares show ``words``, best first (see the module); only those of the sets ``players``
    play when given, and none of ``taken`` (the tiles already on the table: ``tiles_on_table``)."""
    tiles = catalog.tiles_for(players) if players is not None else tuple(catalog.tiles.values())
    ranked = []
    for tile in tiles:
        if tile.id in taken:
            continue
        rank = _rank(tile, words)
        if rank is not None:
            ranked.append((rank, tile.id, tile))
    return tuple(tile for _rank_of, _id, tile in sorted(ranked, key=lambda item: (item[0], item[1])))


def tiles_on_table(state: GameState) -> frozenset[str]:
    """The territory tiles on the table: on the planning site, in the supply, drafted, on a board."""
    found = set(state.site) | set(state.supply)
    if state.drafted:
        found.add(state.drafted)
    found.update(layer.tile for board in state.boards for stack in board.stacks for layer in stack
                 if isinstance(layer, SquareLayer) and layer.tile in state.catalog.tiles)
    return frozenset(found)


def free_tiles(table: SetupTable, catalog: Catalog) -> tuple[str, ...]:
    """The tiles of the sets the table's players play that are not on the table yet, by id."""
    state = to_state(table, catalog)
    taken = tiles_on_table(state)
    return tuple(tile.id for tile in catalog.tiles_for(len(state.seats)) if tile.id not in taken)


def answer_rank(tile: TileSpec, words: str) -> Optional[tuple[int, ...]]:
    """How well ``tile`` answers ``words`` (lower is better, as ``find_tiles`` ranks them), or None when it does
    not."""
    return _rank(tile, words)
