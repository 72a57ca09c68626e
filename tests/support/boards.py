"""Literal boards for tests, written in the position format (docs/FORMAT.md)."""
from __future__ import annotations

import textwrap
from dataclasses import replace

import yaml

from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.components import BoardSpec
from dragonarium.rules.files.position import board_from_fields
from dragonarium.rules.files.yamlfile import Fields

from tests.support.games import CATALOG

LIBRARY = CATALOG.boards["library"]


def board(text: str, spec: BoardSpec | None = None, version: int = 1) -> Board:
    """A board from a position's board mapping, given as YAML text.

    Cells are keyed ``"row,col"`` (version 1) unless ``version`` says otherwise, so that the keys match the
    ``(row, col)`` cells the tests assert on."""
    data = yaml.safe_load(textwrap.dedent(text)) or {}
    if spec is not None:
        catalog = replace(CATALOG, boards={**CATALOG.boards, spec.name: spec})
        data.setdefault("side", spec.name)
    else:
        catalog = CATALOG
    return board_from_fields(Fields(data, "<test>", ""), catalog, version)


def side(**changes) -> BoardSpec:
    """A variant of the Library side, for testing one board feature on its own."""
    return replace(LIBRARY, name="test-side", **changes)


def tile(text0: str, text1: str, tile_id: str = "X1"):
    """A territory tile from two squares' short forms."""
    from dragonarium.rules.model.components import TileSpec
    from dragonarium.rules.text.notation import parse_square_text

    return TileSpec(id=tile_id, set=2, squares=(parse_square_text(text0)[0], parse_square_text(text1)[0]))
