"""The rules of Dragonarium: pure Python, the single judge of legality and score.

Nothing here imports Panda3D; the 3D table and every other front end ask this
package what is legal and what scores. The names below are its public API:
the layers above (bots, lessons, play, app, the command line) import them from
``dragonarium.rules`` rather than from its modules.
"""
from dragonarium.rules.model.actions import (ACTIONS, Action, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place,
                                             Stone, Trade)
from dragonarium.rules.text.notation import ActionSyntaxError, parse_action
from dragonarium.storage.atomic import write_atomic
from dragonarium.rules.engine.assistant import step_available
from dragonarium.rules.engine.board import PRINTED, Board, CellView, Coverage, PillarLayer, SquareLayer
from dragonarium.rules.files.catalog import default_data_dir, load_catalog
from dragonarium.rules.model.components import (Axis, BoardSpec, Catalog, EggSpec, Line, PillarSource, Reward, SoloRank,
                                                SoloTable, SquareSpec, StartingTileSpec, TileSpec, TrackStep, TradeSpec)
from dragonarium.rules.model.decision import PROMPTS, Decision, Phase
from dragonarium.rules.model.errors import DataError, DataProblem, DragonariumError
from dragonarium.rules.model.events import (Drafted, EVENTS, EggHatched, EmptySite, Ending, Event, ExtraDragonNested,
                                            FitsNowhere, FreeStoneLost, FreeStonePlaced, GameOver, Nested,
                                            NoExtraDragon, NoneNests, PillarsGained, Placed, RewardPillar,
                                            RewardStoneLost, RoundEnded, SKIPPED, ShrineSkipped, SoloDiscardedFromSite,
                                            SoloDiscardedFromSupply, SoloNothingDiscarded, StepStonePlaced, StoneLost,
                                            Traded, Walked)
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.engine.game import Game
from dragonarium.rules.files.limits import NAME_LENGTH, name_problem
from dragonarium.rules.model.seeds import MAX_SEED, parse_seed
from dragonarium.rules.model.cell_names import cell_name, column_name, row_name, slot_name
from dragonarium.rules.model.plain_text import one_line, quoted, whole_number
from dragonarium.rules.model.short_form import space_letters, square_text, stone_letters
from dragonarium.rules.text.notation import (VERSIONS, NotationError, line_name, cells_name, parse_cell,
                                             parse_square_text, read_cell, square_shown, tile_name)
from dragonarium.rules.engine.options import Option, options
from dragonarium.rules.engine.outcome import Outcome
from dragonarium.rules.files.position import board_to_mapping
from dragonarium.rules.engine.placement import Placement, Verdict, apply_placement, check_placement, legal_placements
from dragonarium.rules.files.record import (POSITION_FORMAT, RECORD_FORMAT, VERSION, GameRecord, ReplayError,
                                            load_game_file, load_position, load_record, parse_position, parse_record,
                                            position_from_data, position_to_mapping, record_of, record_to_yaml, replay,
                                            save_record)
from dragonarium.rules.files.record import change_kinds
from dragonarium.rules.files.level_fields import levels_to_list
from dragonarium.rules.model.levels import LevelChange, seats_at
from dragonarium.rules.engine.scoring import (Domain, ScoreSheet, TypeScore, domains, largest_domain, largest_size,
                                              score, total_points)
from dragonarium.rules.model.seats import KIND_ALIASES, PlayerKind, Seat
from dragonarium.rules.engine.state import MAX_PLAYERS, REFILL_WHEN_AT_MOST, ROUNDS, GameState
from dragonarium.rules.files.text_checks import check_characters, is_blank
from dragonarium.rules.model.values import ELEMENTS, TERRAINS, Cell, Element, Terrain
from dragonarium.rules.engine.waiting import WAITING_POINTS, Waiting
from dragonarium.rules.text.words import (UnknownWord, a_dragon, a_space, a_stone, amount, an_egg, article, counted,
                                          dragon_word, dragons, egg_word, either, kind_line, kind_word, listed, pillars,
                                          points, shown, space_word, square_word, stone_word, stones, type_title,
                                          type_word)
from dragonarium.rules.text.event_words import event_text, log_lines
from dragonarium.rules.text.refusal_words import reasons_text, refusal_text, refusals_text
from dragonarium.rules.files.yamlfile import (Fields, check_cell, dump_yaml, read_regular_file, read_text_file,
                                             read_yaml, refused_error, write_yaml)
from dragonarium.rules.files.yamlfile import check_number

__all__ = [
    # actions
    "ACTIONS", "Action", "ActionSyntaxError", "ChooseElement", "Draft", "ExtraDragon", "FreeStone", "Nest", "Place",
    "Stone", "Trade", "parse_action",
    # the game
    "Game", "GameState", "Phase", "Decision", "PROMPTS", "Seat", "PlayerKind", "KIND_ALIASES", "Outcome",
    "MAX_PLAYERS", "REFILL_WHEN_AT_MOST", "ROUNDS", "Waiting", "WAITING_POINTS", "Option", "options",
    # boards, components and the catalog
    "PRINTED", "Board", "CellView", "Coverage", "PillarLayer", "SquareLayer", "default_data_dir", "load_catalog",
    "Axis", "BoardSpec", "Catalog", "EggSpec", "Line", "PillarSource", "Reward", "SoloRank", "SoloTable",
    "SquareSpec", "StartingTileSpec", "TileSpec", "TrackStep", "TradeSpec", "step_available",
    # what happens: the log's events, and their words
    "Event", "EVENTS", "SKIPPED", "Drafted", "EggHatched", "EmptySite", "Ending", "ExtraDragonNested", "FitsNowhere",
    "FreeStoneLost", "FreeStonePlaced", "GameOver", "Nested", "NoExtraDragon", "NoneNests", "PillarsGained", "Placed",
    "RewardPillar", "RewardStoneLost", "RoundEnded", "ShrineSkipped", "SoloDiscardedFromSite",
    "SoloDiscardedFromSupply", "SoloNothingDiscarded", "StepStonePlaced", "StoneLost", "Traded", "Walked",
    "event_text", "log_lines",
    # placement and scoring
    "Placement", "Verdict", "apply_placement", "check_placement", "legal_placements",
    # why a move is refused: the values, and their words in the language in use
    "Rule", "Refusal", "Facts", "refusal_text", "refusals_text", "reasons_text",
    "Domain", "ScoreSheet", "TypeScore", "domains", "largest_domain", "largest_size", "score", "total_points",
    # values and text forms
    "ELEMENTS", "TERRAINS", "Cell", "Element", "Terrain", "cell_name", "cells_name", "column_name", "row_name",
    "parse_cell", "read_cell", "line_name", "slot_name", "tile_name", "VERSIONS", "NotationError", "parse_square_text",
    "square_text", "square_shown", "space_letters", "stone_letters",
    "amount", "article", "quoted", "one_line", "whole_number",
    # the game's words in the language in use
    "a_dragon", "a_space", "a_stone", "an_egg", "counted", "dragon_word", "dragons", "egg_word", "either", "kind_line",
    "kind_word", "listed", "pillars", "points", "shown", "space_word", "square_word", "stone_word", "stones",
    "type_title", "type_word", "UnknownWord",
    # seeds, names and texts
    "MAX_SEED", "parse_seed", "NAME_LENGTH", "name_problem", "is_blank", "check_characters",
    # records, positions and files
    "POSITION_FORMAT", "RECORD_FORMAT", "VERSION", "GameRecord", "ReplayError", "load_game_file", "load_position",
    "load_record", "parse_position", "parse_record", "position_from_data", "position_to_mapping", "record_of",
    "record_to_yaml", "replay", "save_record", "change_kinds", "LevelChange", "seats_at", "levels_to_list",
    "write_atomic", "board_to_mapping", "Fields", "check_cell", "dump_yaml",
    "check_number", "read_regular_file", "read_text_file", "refused_error", "read_yaml", "write_yaml",
    # errors
    "DataError", "DataProblem", "DragonariumError", "IllegalAction",
]
