"""Setting up any table by hand, for the analysis board and the ``setup`` command (pure Python, no Panda3D).

A table is built by edits (``edits``: values with a one-line text form, ``put T05 A1 A2``), each applied to a
``SetupTable`` by ``apply_edit``, which refuses an edit that would make a table that cannot exist with the
reason as a value (``EditRefused.reason``, worded by ``reason_text``). ``to_position`` gives the position that
every command reads; ``find_tiles`` finds a tile of the component data by what its squares show.
"""
from dragonarium.setup.edits import (NO_START, OVER, AddDragon, AddPillar, AddStone, Edit, EditSyntaxError, PutTile,
                                     SelectBoard, SetAssistant, SetDecision, SetFirst, SetName, SetPillars,
                                     SetPlayers, SetRound, SetSide, SetSite, SetStart, SetSupply, SetTurn, TakeDragon,
                                     TakePillar, TakeStone, TakeTile, parse_edit)
from dragonarium.setup.edit_words import reason_text
from dragonarium.setup.reasons import Reason, Why
from dragonarium.setup.refused import EditRefused
from dragonarium.setup.table import EditLineError, apply_edit, build, empty_table, from_state
from dragonarium.setup.table_value import Loose, SetupTable, check_complete, to_position, to_state
from dragonarium.setup.tile_search import find_tiles, free_tiles, tiles_on_table

__all__ = [
    "Edit", "EditSyntaxError", "parse_edit", "NO_START", "OVER", "AddDragon", "AddPillar", "AddStone", "PutTile",
    "SelectBoard", "SetAssistant", "SetDecision", "SetFirst", "SetName", "SetPillars", "SetPlayers", "SetRound",
    "SetSide", "SetSite", "SetStart", "SetSupply", "SetTurn", "TakeDragon", "TakePillar", "TakeStone", "TakeTile",
    "Reason", "Why", "EditRefused", "reason_text", "EditLineError", "SetupTable", "Loose", "apply_edit", "build",
    "empty_table", "from_state", "to_state", "to_position", "check_complete", "find_tiles", "free_tiles",
    "tiles_on_table",
]
