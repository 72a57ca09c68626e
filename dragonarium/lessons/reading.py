"""Reading a lesson's goals and steps from its YAML fields; every mistake names the file and field."""
from __future__ import annotations

from typing import Any, Optional

from dragonarium.i18n import _
from dragonarium.rules import (Action, ActionSyntaxError, Catalog, Cell, DataError, Element, Fields, NotationError,
                               Terrain, check_cell, check_characters, parse_action, read_cell)
from dragonarium.lessons.focus import Ref, RefError
from dragonarium.lessons.goals import (PIECE_ON, Apart, CellIs, Covers, Criterion, DragonType, ElementIs, Goal, Hatches,
                                       Joins, Kind, Level, OnCells, Pillars, Scores, SlotIs, StoneElement, Touches)
from dragonarium.lessons.model import Step
from dragonarium.lessons.placeholders import TextError
from dragonarium.lessons.texts import check_template

PLACE_KEYS = ("cells", "level", "pillars", "covers", "touches", "joins", "apart", "hatches", "scores")
CELL_GOALS = (Kind.STONE, Kind.NEST, Kind.TRADE)


def read_action(value: Any, source: str, where: str, version: int) -> Action:
    try:
        return parse_action(value, version)
    except ActionSyntaxError as error:
        raise DataError(source, where, str(error)) from None


def read_goal_cell(value: Any, source: str, where: str, version: int) -> Cell:
    """A cell of a goal: ``B3``, or ``[row, col]`` in a version 1 lesson."""
    if version < 2 and isinstance(value, list):
        return check_cell(value, source, where)
    try:
        return read_cell(value, version)
    except NotationError as error:
        raise DataError(source, where, str(error)) from None


def _cells(value: Any, source: str, where: str, version: int) -> tuple[Cell, ...]:
    """One cell or a list of cells."""
    if isinstance(value, list) and not (version < 2 and len(value) == 2 and all(isinstance(v, int) for v in value)):
        if not value:
            raise DataError(source, where, _("at least one cell"))
        return tuple(read_goal_cell(item, source, f"{where}[{index}]", version) for index, item in enumerate(value))
    return (read_goal_cell(value, source, where, version),)


def read_goal(fields: Fields, version: int, catalog: Catalog) -> Goal:
    """A step's ``goal:``: exactly one kind of move, and what it must do."""
    kinds = [kind for kind in Kind if fields.has(kind.value)]
    if len(kinds) != 1:
        raise DataError(fields.source, fields.where, _("a goal has exactly one of {kinds}").format(
            kinds=", ".join(k.value for k in Kind)))
    kind = kinds[0]
    source, where = fields.source, fields.path(kind.value)
    value = fields.raw(kind.value)
    fields.done()
    if kind is Kind.PLACE:
        return Goal(kind, _place_criteria(Fields(value, source, where), version))
    if kind is Kind.ELEMENT:
        return Goal(kind, (ElementIs(_enum(Element, value, source, where)),))
    if kind in CELL_GOALS:
        return Goal(kind, (CellIs(_cells(value, source, where, version), PIECE_ON[kind]),))
    if kind is Kind.DRAFT:
        return Goal(kind, (_draft(value, source, where, version, catalog),))
    sub = Fields(value, source, where)
    criteria: list[Criterion] = []
    if kind is Kind.FREE_STONE and sub.has("element"):
        criteria.append(StoneElement(sub.choice("element", Element)))
    if kind is Kind.EXTRA_DRAGON and sub.has("type"):
        criteria.append(DragonType(sub.choice("type", Terrain)))
    if sub.has("cell"):
        criteria.append(CellIs(_cells(sub.raw("cell"), source, sub.path("cell"), version), PIECE_ON[kind]))
    sub.done()
    if not criteria:
        raise DataError(source, where, _("say what the move must be: element and/or cell") if kind is Kind.FREE_STONE
                        else _("say what the move must be: type and/or cell"))
    return Goal(kind, tuple(criteria))


def _enum(kind: type, value: Any, source: str, where: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        names = ", ".join(member.value for member in kind)  # type: ignore[attr-defined]
        raise DataError(source, where, _("unknown value {value} (one of {names})").format(value=repr(value),
                                                                                          names=names)) from None


def _draft(value: Any, source: str, where: str, version: int, catalog: Catalog) -> SlotIs:
    """``{slot: 1}`` (a slot in the lesson's notation) or ``{tile: T09}`` (that tile, wherever it lies)."""
    sub = Fields(value, source, where)
    if sub.has("slot") == sub.has("tile"):
        raise DataError(source, where, _("a draft goal names a slot or a tile (one of them)"))
    if sub.has("tile"):
        tile = sub.string("tile")
        if tile not in catalog.tiles:
            raise sub.error("tile", _("unknown tile {tile}").format(tile=repr(tile)))
        sub.done()
        return SlotIs(tile=tile)
    slot = sub.integer("slot", low=0 if version < 2 else 1, high=6)
    sub.done()
    return SlotIs(slot=slot if version < 2 else slot - 1)


def _place_criteria(sub: Fields, version: int) -> tuple[Criterion, ...]:
    source = sub.source
    criteria: list[Criterion] = []
    if sub.has("cells"):
        cells = _cells(sub.raw("cells"), source, sub.path("cells"), version)
        if len(set(cells)) != 2:
            raise sub.error("cells", _("the two cells the tile goes on"))
        criteria.append(OnCells(frozenset(cells)))
    if sub.has("level"):
        criteria.append(Level(sub.integer("level", low=1, high=20)))
    if sub.has("pillars"):
        criteria.append(Pillars(sub.integer("pillars", low=0, high=20)))
    for key, make in (("covers", Covers), ("touches", Touches)):
        if sub.has(key):
            criteria.append(make(read_goal_cell(sub.raw(key), source, sub.path(key), version)))
    if sub.has("joins"):
        criteria.append(Joins(sub.choice("joins", Terrain)))
    if sub.has("apart"):
        if sub.raw("apart") is not True:
            raise sub.error("apart", _("apart: true (leave it out otherwise)"))
        criteria.append(Apart())
    if sub.has("hatches"):
        hatch = sub.raw("hatches")
        if not isinstance(hatch, bool):
            raise sub.error("hatches", _("true or false"))
        criteria.append(Hatches(hatch))
    if sub.has("scores"):
        scores = sub.sub("scores")
        assert scores is not None
        criteria.append(Scores(scores.choice("type", Terrain, None), scores.integer("at_least", low=0)))
        scores.done()
    sub.done()
    if not criteria:
        raise DataError(source, sub.where, _("a placement goal says what the placement must do: one or more of "
                                             "{keys}").format(keys=", ".join(PLACE_KEYS)))
    return tuple(criteria)


def read_text(fields: Fields, key: str, catalog: Catalog, default: Optional[str] = None) -> str:
    """A text field, checked as a template (known placeholders, no number or place in its own words) and for the
    characters it holds (``text_checks``: line breaks, nothing invisible, not blank). A text with a ``default`` is
    optional: left out, it is the default; blank, it is no text (``""``)."""
    text = fields.string(key) if default is None else fields.string(key, default)
    text = check_characters(fields, key, text, long=True, optional=default is not None)
    try:
        check_template(text, catalog)
    except TextError as error:
        raise fields.error(key, str(error)) from None
    return text


def read_step(item: Any, source: str, where: str, version: int, catalog: Catalog) -> Step:
    fields = Fields(item, source, where)
    goal_fields = fields.sub("goal")
    assert goal_fields is not None
    goal = read_goal(goal_fields, version, catalog)
    wrong = tuple(read_action(value, source, path, version) for path, value in fields.items("wrong", []))
    lit = {key: _refs(fields, key, source, catalog) for key in ("show", "use", "avoid")}
    step = Step(ask=read_text(fields, "ask", catalog), goal=goal, done=read_text(fields, "done", catalog),
                solution=read_action(fields.raw("solution"), source, fields.path("solution"), version),
                hint=read_text(fields, "hint", catalog, ""), wrong=wrong, **lit)
    fields.done()
    return step


def _refs(fields: Fields, key: str, source: str, catalog: Catalog) -> tuple[Ref, ...]:
    """The pieces a ``show``, ``use`` or ``avoid`` list names."""
    refs = []
    for path, value in fields.items(key, []):
        try:
            refs.append(Ref.read(value, frozenset(catalog.tiles)))
        except RefError as error:
            raise DataError(source, path, str(error)) from None
    return tuple(refs)
