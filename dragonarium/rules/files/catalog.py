"""Loading and checking the component data files into a ``Catalog``."""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from dragonarium.i18n import N_, _
from dragonarium.paths import data_root
from dragonarium.rules.model.components import (EGG_SPACES, Axis, BoardSpec, Catalog, EggSpec, Line, PillarSource,
                                                Reward, SoloRank, SoloTable, SquareSpec, StartingTileSpec, TileSpec,
                                                TrackStep, TradeSpec)
from dragonarium.rules.files.catalog_checks import check_side, check_starting_tiles, check_tiles, id_problem
from dragonarium.rules.model.errors import DataError, DataProblem
from dragonarium.rules.model.cell_names import GRID, cell_name
from dragonarium.rules.model.plain_text import quoted
from dragonarium.rules.files.text_checks import check_characters
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.files.yamlfile import Fields, check_cell, read_yaml
from dragonarium.rules.text.words import an_egg, shown

TILES_FILE = "tiles.yaml"
STARTING_FILE = "starting-tiles.yaml"
SOLO_FILE = "solo.yaml"
BOARDS_DIR = "boards"
DEFAULT_SIDE = "library"
TILE_SETS = (2, 3, 4)
A_FEATURE = {"gap": N_("a gap"), "cliff": N_("a cliff"), "shrine": N_("a shrine")}
"""A board side's features, as its errors name them."""


def default_data_dir() -> Path:
    """The shipped ``data/`` folder (beside the executable in a built app), or ``$DRAGONARIUM_DATA`` when set."""
    override = os.environ.get("DRAGONARIUM_DATA")
    if override:
        return Path(override)
    return data_root()


@lru_cache(maxsize=4)
def load_catalog(directory: Optional[Path] = None) -> Catalog:
    """Load every data file of ``directory`` (the shipped data by default)."""
    root = Path(directory) if directory is not None else default_data_dir()
    tiles = load_tiles(root / TILES_FILE)
    starting = load_starting_tiles(root / STARTING_FILE)
    check_starting_tiles(starting, tiles, str(root / STARTING_FILE), str(root / TILES_FILE))
    board_dir = root / BOARDS_DIR
    board_files = sorted(board_dir.glob("*.yaml")) if board_dir.is_dir() else []
    if not board_files:
        raise DataError(str(board_dir), "", _("no board side files (*.yaml) found"), kind=DataProblem.MISSING_FILE)
    boards: dict[str, BoardSpec] = {}
    files: dict[str, Path] = {}
    start_cells = {cell for tile in starting for cell in tile.cells}
    for path in board_files:
        board = load_board(path, start_cells)
        if board.name in boards:
            raise DataError(str(path), "name", _("board side {name} is defined twice: {file} names it too").format(
                name=repr(board.name), file=files[board.name]), kind=DataProblem.DUPLICATE)
        boards[board.name] = board
        files[board.name] = path
    for index, tile in enumerate(starting):
        for square, cell in enumerate(tile.cells):
            for board in boards.values():
                if not board.on_grid(cell):
                    raise DataError(str(root / STARTING_FILE),
                                    f"starting_tiles[{index}] (id {tile.id}).squares[{square}].cell",
                                    _("{cell} is off the {side} grid").format(cell=list(cell), side=board.name),
                                    kind=DataProblem.OUT_OF_RANGE)
    if DEFAULT_SIDE not in boards:
        raise DataError(str(board_dir), "", _("no {side} side (the default board side) among {sides}").format(
            side=repr(DEFAULT_SIDE), sides=", ".join(sorted(boards))), kind=DataProblem.MISSING_FILE)
    solo = load_solo_table(root / SOLO_FILE)
    return Catalog(tiles=tiles, starting_tiles=starting, boards=boards, solo=solo)


def parse_square(value: Any, source: str, where: str) -> SquareSpec:
    """A square: ``{pillars: N}`` or ``{type: T, egg: {type: T, spaces: [...]}}``."""
    fields = Fields(value, source, where)
    if fields.has("pillars"):
        pillars = fields.integer("pillars", low=1, high=9)
        if fields.has("egg"):
            raise fields.error("egg", _("a pillar square cannot carry an egg"), kind=DataProblem.INCONSISTENT)
        if fields.has("type"):
            raise fields.error("type", _("a pillar square has no territory type"), kind=DataProblem.INCONSISTENT)
        fields.done()
        return SquareSpec(terrain=None, pillars=pillars)
    terrain = fields.choice("type", Terrain)
    egg_fields = fields.sub("egg", None)
    fields.done()
    egg = parse_egg(egg_fields) if egg_fields is not None else None
    return SquareSpec(terrain=terrain, egg=egg)


def parse_egg(fields: Fields) -> EggSpec:
    terrain = fields.choice("type", Terrain)
    spaces: list[Optional[Element]] = []
    for where, item in fields.items("spaces"):
        if item == "any":
            spaces.append(None)
            continue
        try:
            spaces.append(Element(item))
        except ValueError:
            raise DataError(fields.source, where, _("unknown element {element} (fire, water, air or any)").format(
                element=repr(item)), kind=DataProblem.UNKNOWN_CHOICE) from None
    fields.done()
    if terrain is Terrain.ROYAL:
        if len(spaces) != 2 or any(space is not None for space in spaces):
            raise fields.error("spaces", _("a royal egg has exactly two spaces, both 'any'"),
                               kind=DataProblem.INCONSISTENT)
    else:
        if not 1 <= len(spaces) <= EGG_SPACES:
            raise fields.error("spaces", _("{egg} needs 1 to {most} spaces, got {count}").format(
                egg=an_egg(terrain), most=EGG_SPACES, count=len(spaces)), kind=DataProblem.WRONG_COUNT)
        if any(space is None for space in spaces):
            raise fields.error("spaces", _("only a royal egg takes 'any' stones"), kind=DataProblem.INCONSISTENT)
    return EggSpec(terrain=terrain, spaces=tuple(spaces))


def load_tiles(path: Path) -> dict[str, TileSpec]:
    source = str(path)
    top = Fields(read_yaml(path), source, "")
    tiles: dict[str, TileSpec] = {}
    for where, item in top.items("tiles"):
        fields = Fields(item, source, where)
        tile_id = fields.string("id")
        if id_problem(tile_id):
            raise fields.error("id", id_problem(tile_id))
        where = f"{where} (id {tile_id})"
        fields.where = where
        tile_set = fields.integer("set")
        if tile_set not in TILE_SETS:
            raise fields.error("set", _("set must be 2, 3 or 4, got {set}").format(set=tile_set),
                               kind=DataProblem.OUT_OF_RANGE)
        squares_raw = fields.raw("squares")
        if not isinstance(squares_raw, list):
            raise fields.error("squares", _("a territory tile has exactly 2 squares, got no list of them"),
                               kind=DataProblem.WRONG_KIND)
        if len(squares_raw) != 2:
            raise fields.error("squares", _("a territory tile has exactly 2 squares, got {count}").format(
                count=len(squares_raw)), kind=DataProblem.WRONG_COUNT)
        squares = tuple(parse_square(sq, source, fields.path(f"squares[{i}]")) for i, sq in enumerate(squares_raw))
        fields.done()
        if tile_id in tiles:
            raise fields.error("id", _("duplicate tile id {id}").format(id=repr(tile_id)), kind=DataProblem.DUPLICATE)
        tiles[tile_id] = TileSpec(id=tile_id, set=tile_set, squares=(squares[0], squares[1]))
    top.done()
    if not tiles:
        raise DataError(source, "tiles", _("no tiles"), kind=DataProblem.WRONG_COUNT)
    check_tiles(tiles, source)
    return tiles


def load_starting_tiles(path: Path) -> tuple[StartingTileSpec, ...]:
    source = str(path)
    top = Fields(read_yaml(path), source, "")
    result: list[StartingTileSpec] = []
    seen: set[str] = set()
    for where, item in top.items("starting_tiles"):
        fields = Fields(item, source, where)
        tile_id = fields.string("id")
        if id_problem(tile_id):
            raise fields.error("id", id_problem(tile_id))
        fields.where = where = f"{where} (id {tile_id})"
        if tile_id in seen:
            raise fields.error("id", _("duplicate starting tile id {id}").format(id=repr(tile_id)),
                               kind=DataProblem.DUPLICATE)
        seen.add(tile_id)
        squares: list[tuple[Cell, SquareSpec]] = []
        cells: set[Cell] = set()
        for sq_where, sq in fields.items("squares"):
            sq_fields = Fields(sq, source, sq_where)
            cell = check_cell(sq_fields.raw("cell"), source, sq_where + ".cell")
            if cell in cells:
                raise DataError(source, sq_where + ".cell", _("two squares on {cell} ({name})").format(
                    cell=list(cell), name=cell_name(cell)), kind=DataProblem.DUPLICATE)
            cells.add(cell)
            body = {k: v for k, v in sq.items() if k != "cell"}
            squares.append((cell, parse_square(body, source, sq_where)))
        fields.done()
        if not squares:
            raise fields.error("squares", _("a starting tile needs squares"), kind=DataProblem.WRONG_COUNT)
        result.append(StartingTileSpec(id=tile_id, squares=tuple(squares)))
    top.done()
    if not result:
        raise DataError(source, "starting_tiles", _("no starting tiles"), kind=DataProblem.WRONG_COUNT)
    return tuple(result)


def _parse_line(value: Any, source: str, where: str, rows: int, cols: int) -> Line:
    fields = Fields(value, source, where)
    if fields.has("row") == fields.has("col"):
        raise DataError(source, where, _("a line is {row: N} or {col: N}"),  # YAML, kept as written
                        kind=DataProblem.WRONG_KIND)
    if fields.has("row"):
        line = Line(Axis.ROW, fields.integer("row", low=0, high=rows - 1))
    else:
        line = Line(Axis.COL, fields.integer("col", low=0, high=cols - 1))
    fields.done()
    return line


def _cells(fields: Fields, key: str, rows: int, cols: int) -> list[tuple[str, Cell]]:
    result = []
    for where, item in fields.items(key, []):
        cell = check_cell(item, fields.source, where)
        if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            raise DataError(fields.source, where, _("{cell} is off the {rows} x {cols} grid").format(
                cell=list(cell), rows=rows, cols=cols), kind=DataProblem.OUT_OF_RANGE)
        result.append((where, cell))
    return result


def load_board(path: Path, start_cells: set[Cell]) -> BoardSpec:
    """One board side file. ``start_cells`` are the cells the starting tile covers."""
    source = str(path)
    fields = Fields(read_yaml(path), source, "")
    name = fields.string("name")
    if id_problem(name):
        raise fields.error("name", id_problem(name, _("a side's name")))
    title = check_characters(fields, "title", fields.string("title", name))
    rows = fields.integer("rows", low=GRID, high=GRID)  # the board notation (A-E, 1-5) names a 5 x 5 grid
    cols = fields.integer("cols", low=GRID, high=GRID)

    features: dict[Cell, str] = {}

    def claim(where: str, cell: Cell, kind: str) -> None:
        if cell in features:
            raise DataError(source, where, _("{cell} is already {feature}").format(
                cell=list(cell), feature=shown(A_FEATURE[features[cell]])), kind=DataProblem.INCONSISTENT)
        if cell in start_cells:
            raise DataError(source, where, _("{feature} cannot be on the starting tile ({cell})").format(
                feature=shown(A_FEATURE[kind]), cell=list(cell)), kind=DataProblem.INCONSISTENT)
        features[cell] = kind

    gaps = set()
    for where, cell in _cells(fields, "gaps", rows, cols):
        claim(where, cell, "gap")
        gaps.add(cell)
    cliffs = set()
    for where, cell in _cells(fields, "cliffs", rows, cols):
        claim(where, cell, "cliff")
        cliffs.add(cell)
    shrines: dict[Cell, Terrain] = {}
    for where, item in fields.items("shrines", []):
        shrine = Fields(item, source, where)
        cell = check_cell(shrine.raw("cell"), source, where + ".cell")
        if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            raise DataError(source, where + ".cell", _("{cell} is off the {rows} x {cols} grid").format(
                cell=list(cell), rows=rows, cols=cols), kind=DataProblem.OUT_OF_RANGE)
        claim(where + ".cell", cell, "shrine")
        shrines[cell] = shrine.choice("type", Terrain)
        shrine.done()

    steps: list[TrackStep] = []
    for where, item in fields.items("track"):
        step = Fields(item, source, where)
        at = check_cell(step.raw("at"), source, where + ".at")
        is_shrine = step.raw("shrine", False)
        if not isinstance(is_shrine, bool):
            raise step.error("shrine", _("expected true or false, got {value}").format(value=repr(is_shrine)),
                             kind=DataProblem.WRONG_KIND)
        inside = 0 <= at[0] < rows and 0 <= at[1] < cols
        if is_shrine and at not in shrines:
            raise step.error("at", _("{cell} is not a shrine cell").format(cell=list(at)),
                             kind=DataProblem.INCONSISTENT)
        if not is_shrine and (inside or not (-1 <= at[0] <= rows and -1 <= at[1] <= cols)):
            raise step.error("at", _("{cell} is not on the ring around the grid").format(cell=list(at)),
                             kind=DataProblem.OUT_OF_RANGE)
        lines = tuple(_parse_line(line, source, lw, rows, cols) for lw, line in step.items("lines"))
        if not lines:
            raise step.error("lines", _("a step looks along at least one line"), kind=DataProblem.WRONG_COUNT)
        reward = step.choice("reward", Reward, None)
        step.done()
        steps.append(TrackStep(at=at, lines=lines, reward=reward, shrine=is_shrine))
    if not steps:
        raise fields.error("track", _("the track needs steps"), kind=DataProblem.WRONG_COUNT)
    start_step = fields.integer("start_step", 0, low=0, high=len(steps) - 1)
    if steps[start_step].shrine:
        raise fields.error("start_step", _("the Assistant cannot start on a shrine"), kind=DataProblem.INCONSISTENT)
    pillar_source = fields.choice("pillar_source", PillarSource, PillarSource.PLAYER)
    trade_fields = fields.sub("trade", None)
    trade = None
    if trade_fields is not None:
        trade = TradeSpec(pillars=trade_fields.integer("pillars", low=1, high=9),
                      element=trade_fields.choice("stone", Element))
        trade_fields.done()
    cliff_capacity = fields.integer("cliff_capacity", 2, low=1, high=4)
    solo_bonus = fields.integer("solo_bonus", 0, low=0, high=1000)
    fields.raw("description", None)
    fields.done()
    board = BoardSpec(
        name=name, title=title, rows=rows, cols=cols, track=tuple(steps), start_step=start_step,
        gaps=frozenset(gaps), cliffs=frozenset(cliffs), cliff_capacity=cliff_capacity, shrines=shrines,
        pillar_source=pillar_source, trade=trade, solo_bonus=solo_bonus,
    )
    check_side(board, start_cells, source)
    return board


def load_solo_table(path: Path) -> SoloTable:
    """The solo table: ranks from the highest minimum down, each minimum lower than the one before, the last at 0
    (so that every score has a rank, the lowest included), no title twice."""
    source = str(path)
    fields = Fields(read_yaml(path), source, "")
    ranks: list[SoloRank] = []
    where = ""
    for where, item in fields.items("ranks"):
        rank = Fields(item, source, where)
        ranks.append(SoloRank(minimum=rank.integer("minimum", low=0),
                              title=check_characters(rank, "title", rank.string("title"))))
        rank.done()
        if len(ranks) > 1 and ranks[-1].minimum >= ranks[-2].minimum:
            raise DataError(source, where + ".minimum", _("ranks must go from the highest minimum down"),
                            kind=DataProblem.INCONSISTENT)
        if any(other.title == ranks[-1].title for other in ranks[:-1]):
            raise DataError(source, where + ".title", _("{title} is the title of another rank").format(
                title=quoted(ranks[-1].title)), kind=DataProblem.DUPLICATE)
    fields.done()
    if not ranks:
        raise fields.error("ranks", _("no ranks"), kind=DataProblem.WRONG_COUNT)
    if ranks[-1].minimum != 0:
        raise DataError(source, where + ".minimum", _("the lowest rank starts at 0, so that every score has a rank; "
                                                      "this one starts at {minimum}").format(
            minimum=ranks[-1].minimum), kind=DataProblem.OUT_OF_RANGE)
    return SoloTable(ranks=tuple(ranks))
