"""Positions and their physical integrity: every position the game writes (a game saved back as a position at any
moment, a lesson's table) reloads equal, and a position with a piece moved, copied or swapped is refused with
its file and field, or reads into a table where each piece is in one place, each tile whole and flat and of a
set of the player count.

The integrity of a loaded table is judged here on its own (``physical_problems``), not by the loader's code."""
import copy
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.rules.engine.board import SquareLayer
from dragonarium.rules.model.decision import Phase
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.limits import site_size
from dragonarium.rules.files.record import (parse_record, position_from_data, position_to_mapping, record_of,
                                            record_to_yaml, replay)
from dragonarium.rules.model.values import TERRAINS
from dragonarium.rules.files.yamlfile import dump_yaml, parse_yaml

from tests.support.games import CATALOG
from tests.support.fuzz import examples

ROOT = Path(__file__).resolve().parents[2]
SIDES = ["library", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"]
SOURCE = "fuzzed.yaml"
FUZZ = settings(max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow])
STARTING = {tile.id: tile for tile in CATALOG.starting_tiles}


# -- the judge: what a table that can exist holds -------------------------------------------------------------

def physical_problems(state):
    """What no real table could hold in ``state``: a tile in two places, a tile torn, sloped or of a set the
    player count does not play, more dragons of a type than the game has. Empty for a table that can exist."""
    problems = []
    allowed = {tile.id for tile in CATALOG.tiles_for(len(state.seats))}
    places = {}
    for key, ids in (("site", state.site), ("supply", state.supply)):
        for tile in ids:
            places.setdefault(tile, []).append(key)
    squares = {}
    for player, board in enumerate(state.boards):
        for index, stack in enumerate(board.stacks):
            for layer in stack:
                if isinstance(layer, SquareLayer) and (layer.tile in CATALOG.tiles or layer.tile in STARTING):
                    squares.setdefault(layer.tile, []).append((player, board.cell_of(index), layer))
    for tile, found in squares.items():
        if tile in CATALOG.tiles:
            places.setdefault(tile, []).append("board")
    held = state.waiting().tile if state.waiting() is not None else None
    if held is not None:
        placed = state.waiting().phase not in (Phase.PLACE, Phase.FALLBACK_STONE) and state.waiting().placed
        on_its_board = all(player == state.current for player, _cell, _layer in squares.get(held, []))
        if not (placed and on_its_board) or held in state.site or held in state.supply:
            places.setdefault(held, []).append("held")
    for tile, where in places.items():
        if len(where) > 1:
            problems.append(f"{tile} is in {where}")
        if tile in CATALOG.tiles and tile not in allowed:
            problems.append(f"{tile} is of set {CATALOG.tiles[tile].set}")
    for tile, found in squares.items():
        parts = sorted(layer.part for _player, _cell, layer in found)
        size = len(CATALOG.tiles[tile].squares) if tile in CATALOG.tiles else len(STARTING[tile].squares)
        if parts != list(range(size)) or len({player for player, _cell, _layer in found}) != 1:
            problems.append(f"{tile} is not whole on one board: {found}")
            continue
        if tile in STARTING:
            homes = dict(enumerate(STARTING[tile].cells))
            if any(cell != homes[layer.part] or layer.level != 1 for _player, cell, layer in found):
                problems.append(f"{tile} is off its cells")
            continue
        (_p, (r0, c0), first), (_q, (r1, c1), second) = found
        if abs(r0 - r1) + abs(c0 - c1) != 1 or first.level != second.level:
            problems.append(f"{tile} is torn or sloped: {found}")
    for terrain in TERRAINS:
        if state.dragons[terrain] + sum(board.dragon_count(terrain) for board in state.boards) > \
                CATALOG.dragons_per_type:
            problems.append(f"too many {terrain.value} dragons")
    return problems


def table_of(state):
    """Everything a position states of ``state`` (not the turn's log, the tiles discarded before it, or whether a
    solo game discards: a lesson turns that off itself)."""
    stated = (state.seats, state.boards, state.supply, state.site, state.dragons, state.round, state.first,
              state.current, state.over)
    if state.over:
        return stated
    return stated + (state.tasks, state.drafted, state.placed, state.element)


# -- every position the game writes reads back the same --------------------------------------------------------

@st.composite
def game_setups(draw):
    players = draw(st.integers(1, 4))
    return [draw(st.sampled_from(SIDES)) for _ in range(players)], draw(st.integers(0, 10_000))


def check_reloads_equal(state, moment):
    mapping = position_to_mapping(state)
    if moment % 7 == 0:
        again = position_from_data(parse_yaml(dump_yaml(mapping), SOURCE), SOURCE, CATALOG)
    else:
        again = position_from_data(copy.deepcopy(mapping), SOURCE, CATALOG)
    assert table_of(again) == table_of(state), f"moment {moment}"
    assert position_to_mapping(again) == mapping
    if moment % 25 == 0:  # saved at the table: a game that went on from the position, as a record
        going_on = Game.from_state(again)
        rng = random.Random(moment)
        for _ in range(10):
            if going_on.over:
                break
            going_on.apply(rng.choice(going_on.legal_actions()))
        record = parse_record(record_to_yaml(record_of(going_on)), SOURCE, CATALOG)
        assert table_of(replay(record).state) == table_of(going_on.state), f"moment {moment}"


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=game_setups())
def test_a_game_saved_back_as_a_position_at_every_moment_reloads_equal(setup):
    saved_back_at_every_moment(setup)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=game_setups())
def test_many_more_games_saved_back_at_every_moment_reload_equal(setup):
    saved_back_at_every_moment(setup)


def saved_back_at_every_moment(setup):
    sides, seed = setup
    game = Game(CATALOG, [Seat(f"P{i + 1}", side) for i, side in enumerate(sides)], seed)
    rng = random.Random(seed)
    moment = 0
    while True:
        assert physical_problems(game.state) == []
        check_reloads_equal(game.state, moment)
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        moment += 1


def test_every_lesson_s_table_saved_at_every_step_reloads_equal():
    for lesson in load_lessons(ROOT / "data" / "lessons", CATALOG):
        run = LessonRun(lesson, CATALOG)
        for moment, step in enumerate(lesson.steps):
            assert physical_problems(run.game.state) == [], lesson.source
            check_reloads_equal(run.game.state, moment)
            assert run.play(step.solution) is None
        check_reloads_equal(run.game.state, len(lesson.steps))


# -- a position with a piece moved, copied or swapped ------------------------------------------------------------

@st.composite
def positions(draw):
    """A game some random legal actions in, as the mapping of its position."""
    sides, seed = draw(game_setups())
    game = Game(CATALOG, [Seat(f"P{i + 1}", side) for i, side in enumerate(sides)], seed)
    rng = random.Random(seed)
    for _ in range(draw(st.integers(0, 200))):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return position_to_mapping(game.state)


def entries(mapping, kind=None):
    """Every tile square stated by id on the boards: (player, cell key, index in the stack, the entry)."""
    found = []
    for player, board in enumerate(mapping["players"]):
        for key, stack in board["cells"].items():
            for index, item in enumerate(stack):
                if isinstance(item, dict) and (kind is None or (item["tile"] in STARTING) == (kind == "starting")):
                    found.append((player, key, index, item))
    return found


def refusal(mapping):
    with pytest.raises(DataError) as caught:
        position_from_data(mapping, SOURCE, CATALOG)
    assert caught.value.source == SOURCE
    return caught.value


def outside(mapping, players=None):
    """Tiles of the game's sets on no board, the site, the supply nor held."""
    used = set(mapping["site"]) | set(mapping["supply"]) | {item["tile"] for *_rest, item in entries(mapping)}
    used.add(mapping.get("tile"))
    return sorted(tile.id for tile in CATALOG.tiles_for(players or len(mapping["players"])) if tile.id not in used)


@FUZZ
@given(mapping=positions(), data=st.data())
def test_the_drafted_tile_put_back_on_the_site_or_in_the_supply_is_refused_there(mapping, data):
    if mapping.get("tile") is None:
        return
    key = data.draw(st.sampled_from([key for key in ("site", "supply") if mapping[key]] or ["site"]))
    index = data.draw(st.integers(0, len(mapping[key])))
    mapping[key][index:index + 1] = [mapping["tile"]]  # over a tile there, or after the last
    if len(mapping["site"]) > site_size(len(mapping["players"])):
        return
    error = refusal(mapping)
    if mapping.get("placed"):  # placed this turn: it lies on its board, and the board is named
        assert error.where.startswith("players[") and f"({mapping['tile']})" in error.problem
    else:
        assert error.where == f"{key}[{index}]" and f"({mapping['tile']})" in error.problem


@FUZZ
@given(mapping=positions(), data=st.data())
def test_a_placed_tile_put_on_the_site_or_in_the_supply_is_refused_on_its_board(mapping, data):
    placed = entries(mapping, "territory")
    if not placed:
        return
    player, key, _index, item = data.draw(st.sampled_from(placed))
    where = data.draw(st.sampled_from(["site", "supply"]))
    mapping[where].insert(0, item["tile"])
    if len(mapping["site"]) > site_size(len(mapping["players"])):
        return
    error = refusal(mapping)
    assert error.where.startswith("players[") and f"({item['tile']})" in error.problem


@FUZZ
@given(mapping=positions(), data=st.data())
def test_a_tile_of_a_set_the_player_count_does_not_play_is_refused_where_it_is(mapping, data):
    players = len(mapping["players"])
    if players == 4:
        return
    larger = sorted(set(outside(mapping, 4)) - {tile.id for tile in CATALOG.tiles_for(players)})
    tile = data.draw(st.sampled_from(larger))
    key = data.draw(st.sampled_from(["site", "supply"]))
    index = data.draw(st.integers(0, len(mapping[key])))
    mapping[key][index:index + 1] = [tile]
    if len(mapping["site"]) > site_size(players):
        return
    error = refusal(mapping)
    assert error.where == f"{key}[{index}]" and f"set {CATALOG.tiles[tile].set}" in error.problem


@FUZZ
@given(mapping=positions(), data=st.data())
def test_more_dragons_in_the_supply_than_the_game_has_are_refused(mapping, data):
    terrain = data.draw(st.sampled_from([t.value for t in TERRAINS]))
    mapping["dragon_supply"][terrain] += data.draw(st.integers(1, 12))
    assert refusal(mapping).where == f"dragon_supply.{terrain}"


@FUZZ
@given(mapping=positions(), data=st.data())
def test_a_square_moved_copied_or_dropped_is_refused_or_the_table_still_holds_together(mapping, data):
    """Any tile square (territory or starting) moved to the top of another cell of any board, copied there, or
    dropped; a tile (any, or one of the game's sets used nowhere) put on the site, in the supply or in hand; a
    tile of the site and one of the supply swapped."""
    stated = entries(mapping)
    move = data.draw(st.sampled_from(["move", "copy", "drop", "add", "swap"] if stated else ["add", "swap"]))
    if move == "swap":
        if not (mapping["site"] and mapping["supply"]):
            return
        one, other = data.draw(st.integers(0, len(mapping["site"]) - 1)), data.draw(
            st.integers(0, len(mapping["supply"]) - 1))
        mapping["site"][one], mapping["supply"][other] = mapping["supply"][other], mapping["site"][one]
    elif move == "add":
        key = data.draw(st.sampled_from(["site", "supply", "tile"]))
        tile = data.draw(st.sampled_from(outside(mapping) or sorted(CATALOG.tiles)) if data.draw(st.booleans())
                         else st.sampled_from(sorted(CATALOG.tiles)))
        if key == "tile":
            if mapping.get("pending") not in ("place", "fallback-stone"):
                return
            mapping["tile"] = tile
        else:
            mapping[key].insert(data.draw(st.integers(0, len(mapping[key]))), tile)
    else:
        player, key, index, item = data.draw(st.sampled_from(stated))
        if move != "copy":
            del mapping["players"][player]["cells"][key][index]
        if move != "drop":
            board = mapping["players"][data.draw(st.integers(0, len(mapping["players"]) - 1))]
            cell = data.draw(st.sampled_from([f"{c}{r}" for c in "ABCDE" for r in "12345"]))
            board["cells"].setdefault(cell, []).append(dict(item))
    try:
        state = position_from_data(mapping, SOURCE, CATALOG)
    except DataError as error:
        assert error.source == SOURCE and error.where
        return
    assert physical_problems(state) == []
