"""The rules of Dragonarium: pure Python, the single judge of legality and score.

Nothing here imports Panda3D; the 3D table and every other front end ask this
package what is legal and what scores. The names below are its public API:
the layers above (bots, lessons, play, app, the command line) import them from
``dragonarium.rules`` rather than from its modules.
"""
from .actions import (Action, ActionSyntaxError, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone,
                      Trade, parse_action)
from .atomic import write_atomic
from .board import PRINTED, Board, CellView, Coverage, PillarLayer, SquareLayer
from .catalog import default_data_dir, load_catalog
from .components import (Axis, BoardSpec, Catalog, EggSpec, Line, PillarSource, Reward, SoloRank, SoloTable,
                         SquareSpec, StartingTileSpec, TileSpec, TrackStep, TradeSpec)
from .decision import PROMPTS, Decision, Phase
from .errors import DataError, DragonariumError, IllegalAction
from .game import Game
from .limits import MAX_SEED, NAME_LENGTH, name_problem, parse_seed
from .notation import (VERSIONS, NotationError, cell_name, cells_name, column_name, parse_cell, parse_square_text,
                       quoted, read_cell, row_name, slot_name, square_text, tile_name, whole_number)
from .options import Option, options
from .outcome import Outcome
from .position import board_to_mapping
from .placement import Placement, Problem, Rule, Verdict, apply_placement, check_placement, legal_placements
from .record import (POSITION_FORMAT, RECORD_FORMAT, VERSION, GameRecord, ReplayError, load_game_file, load_position,
                     load_record, parse_position, parse_record, position_from_data, position_to_mapping, record_of,
                     record_to_yaml, replay, save_record)
from .scoring import Domain, ScoreSheet, TypeScore, domains, largest_domain, largest_size, score, total_points
from .seats import KIND_ALIASES, PlayerKind, Seat
from .state import MAX_PLAYERS, REFILL_WHEN_AT_MOST, ROUNDS, GameState
from .text_checks import check_characters, is_blank
from .values import ELEMENTS, TERRAINS, Cell, Element, Terrain
from .waiting import WAITING_POINTS, Waiting
from .words import (a_dragon, a_space, a_stone, amount, an_egg, article, counted, dragon_word, egg_word, either,
                    listed, shown, space_word, stone_word, stones, type_word)
from .yamlfile import Fields, check_cell, dump_yaml, read_regular_file, read_yaml, write_yaml

__all__ = [
    # actions
    "Action", "ActionSyntaxError", "ChooseElement", "Draft", "ExtraDragon", "FreeStone", "Nest", "Place", "Stone",
    "Trade", "parse_action",
    # the game
    "Game", "GameState", "Phase", "Decision", "PROMPTS", "Seat", "PlayerKind", "KIND_ALIASES", "Outcome",
    "MAX_PLAYERS", "REFILL_WHEN_AT_MOST", "ROUNDS", "Waiting", "WAITING_POINTS", "Option", "options",
    # boards, components and the catalog
    "PRINTED", "Board", "CellView", "Coverage", "PillarLayer", "SquareLayer", "default_data_dir", "load_catalog",
    "Axis", "BoardSpec", "Catalog", "EggSpec", "Line", "PillarSource", "Reward", "SoloRank", "SoloTable",
    "SquareSpec", "StartingTileSpec", "TileSpec", "TrackStep", "TradeSpec",
    # placement and scoring
    "Placement", "Problem", "Rule", "Verdict", "apply_placement", "check_placement", "legal_placements",
    "Domain", "ScoreSheet", "TypeScore", "domains", "largest_domain", "largest_size", "score", "total_points",
    # values and text forms
    "ELEMENTS", "TERRAINS", "Cell", "Element", "Terrain", "cell_name", "cells_name", "column_name", "row_name",
    "parse_cell", "read_cell", "slot_name", "tile_name", "VERSIONS", "NotationError", "parse_square_text", "square_text",
    "amount", "article", "quoted", "whole_number",
    # the game's words in the language in use
    "a_dragon", "a_space", "a_stone", "an_egg", "counted", "dragon_word", "egg_word", "either", "listed", "shown",
    "space_word", "stone_word", "stones", "type_word",
    # seeds, names and texts
    "MAX_SEED", "parse_seed", "NAME_LENGTH", "name_problem", "is_blank", "check_characters",
    # records, positions and files
    "POSITION_FORMAT", "RECORD_FORMAT", "VERSION", "GameRecord", "ReplayError", "load_game_file", "load_position",
    "load_record", "parse_position", "parse_record", "position_from_data", "position_to_mapping", "record_of",
    "record_to_yaml", "replay", "save_record", "write_atomic", "board_to_mapping", "Fields", "check_cell", "dump_yaml",
    "read_regular_file", "read_yaml", "write_yaml",
    # errors
    "DataError", "DragonariumError", "IllegalAction",
]
