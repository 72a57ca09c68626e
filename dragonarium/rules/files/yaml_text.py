"""Parsing and writing YAML text with PyYAML: the guarded safe loader and the plain dumper.

Kept apart from ``yamlfile`` so that PyYAML (about 12 ms to import) is loaded
only when a file must really be parsed or written: at a warm start every file
comes from the parse cache.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

import yaml
from yaml.composer import Composer
from yaml.events import AliasEvent, Event
from yaml.nodes import MappingNode, Node, ScalarNode

from dragonarium.i18n import N_, _
from dragonarium.rules.model.errors import DataError, DataProblem
from dragonarium.rules.model.plain_text import quoted
from dragonarium.rules.text.words import shown
from dragonarium.rules.files.yaml_limits import MAX_DEPTH, MAX_NODES, MAX_NUMBER_LENGTH, line_of


class _GuardedComposer(Composer):
    """Builds the node tree from parser events, refusing what no data file needs.

    Refused: aliases (``*name``, which allow exponential blow-ups), nesting
    deeper than ``MAX_DEPTH``, more than ``MAX_NODES`` values and duplicate
    keys in a mapping (the constructor would silently keep the last). The
    checks run while the events stream in, so a hostile document is stopped
    before it is built.
    """

    source = ""
    depth = 0
    nodes = 0

    if TYPE_CHECKING:  # given by the parser of the loader this composer is mixed into (Parser or CParser)
        def peek_event(self) -> Event: ...

    def compose_node(self, parent: Optional[Node], index: Any) -> Optional[Node]:
        event = self.peek_event()
        if isinstance(event, AliasEvent):
            raise DataError(self.source, _line(event.start_mark), _("YAML aliases (*name) are not allowed"),
                            kind=DataProblem.BAD_YAML)
        self.depth += 1
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise DataError(self.source, _line(event.start_mark),
                            _("more than {count} values in one file").format(count=MAX_NODES),
                            kind=DataProblem.TOO_LARGE)
        if self.depth > MAX_DEPTH:
            raise DataError(self.source, _line(event.start_mark),
                            _("nested more than {count} levels deep").format(count=MAX_DEPTH),
                            kind=DataProblem.TOO_LARGE)
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def compose_mapping_node(self, anchor: Any) -> MappingNode:  # the anchor's name or None (the stubs say a dict)
        node = super().compose_mapping_node(anchor)
        keys: set[str] = set()
        for key, _value in node.value:
            if isinstance(key, ScalarNode):
                if key.value in keys:
                    raise DataError(self.source, _line(key.start_mark),
                                    _("duplicate key {key}").format(key=repr(key.value)), kind=DataProblem.DUPLICATE)
                keys.add(key.value)
        return node


class _Mark(Protocol):
    """Where an event or a node starts in the text (PyYAML's mark or libyaml's)."""

    @property
    def line(self) -> int: ...


def _line(mark: Optional[_Mark]) -> str:
    """The line a parser's mark is on, as errors name it (every event and node the parser makes has a mark)."""
    return line_of(mark.line + 1) if mark is not None else ""


def guarded_loader(base: Any) -> type:
    """A loader class parsing with ``base`` (a safe loader) and composing with the guards."""

    class GuardedLoader(_GuardedComposer, base):
        def __init__(self, text: str, source: str) -> None:
            base.__init__(self, text)
            Composer.__init__(self)
            self.source = source

    GuardedLoader.__name__ = GuardedLoader.__qualname__ = f"Guarded{base.__name__}"
    for tag, kind in _CONVERTED.items():
        GuardedLoader.add_constructor(tag, _converted(base.yaml_constructors[tag], kind))
    return GuardedLoader


_CONVERTED = {"tag:yaml.org,2002:int": "int", "tag:yaml.org,2002:float": "float",
              "tag:yaml.org,2002:timestamp": "date"}
"""The scalars the safe loader converts, by kind."""
_TOO_LONG = {"int": N_("a whole number longer than {count} characters"),
             "float": N_("a number longer than {count} characters"),
             "date": N_("a date longer than {count} characters")}
_INVALID = {"int": N_("{value} is not a valid whole number"), "float": N_("{value} is not a valid number"),
            "date": N_("{value} is not a valid date")}


def _converted(construct: Callable[[Any, ScalarNode], Any], kind: str) -> Callable[[Any, ScalarNode], Any]:
    """``construct`` refusing, with the file and line, a scalar too long to convert or one it cannot convert
    (a date with month 13, ``!!float x``)."""

    def guarded(loader: Any, node: ScalarNode) -> Any:
        where = line_of(node.start_mark.line + 1)
        if len(node.value) > MAX_NUMBER_LENGTH:
            raise DataError(loader.source, where, shown(_TOO_LONG[kind]).format(count=MAX_NUMBER_LENGTH),
                            kind=DataProblem.TOO_LARGE)
        try:
            return construct(loader, node)
        except (ValueError, OverflowError):
            raise DataError(loader.source, where, shown(_INVALID[kind]).format(value=quoted(node.value)),
                            kind=DataProblem.BAD_YAML) from None

    return guarded


LOADER: type = guarded_loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader))
"""Safe loading, with libyaml's parser when PyYAML was built with it."""

DUMPER: type = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
"""Safe dumping, with libyaml's emitter when PyYAML was built with it."""


def parse(text: str, source: str) -> Any:
    """Parse YAML text with the guarded safe loader; errors name ``source`` and the line."""
    try:
        return _load(text, source)
    except yaml.reader.ReaderError as error:
        line, column = _line_column(text, error.position)
        character = f"U+{error.character:04X}" if isinstance(error.character, int) else repr(error.character)
        raise DataError(source, line_of(line, column),
                        _("a control character ({character}), which YAML does not allow").format(
                            character=character), kind=DataProblem.BAD_YAML) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = line_of(mark.line + 1, mark.column + 1) if mark else ""
        problem = error.problem or error.context or ""
        if "nesting depth" in problem:  # newer libyaml stops deep flow nesting itself, before our own guard sees it
            raise DataError(source, where, _("nested more than {count} levels deep").format(count=MAX_DEPTH),
                            kind=DataProblem.TOO_LARGE) from None
        raise DataError(source, where, _("not valid YAML ({problem})").format(problem=problem),
                        kind=DataProblem.BAD_YAML) from None
    except yaml.YAMLError as error:
        raise DataError(source, "", _("not valid YAML ({problem})").format(problem=error),
                        kind=DataProblem.BAD_YAML) from None


def _line_column(text: str, position: int) -> tuple[int, int]:
    """The line and column (both from 1) of ``text[position]``."""
    before = text[:position]
    return before.count("\n") + 1, position - (before.rfind("\n") + 1) + 1


def _load(text: str, source: str) -> Any:
    loader = LOADER(text, source)
    try:
        node = loader.get_single_node()
        return None if node is None else loader.construct_document(node)
    finally:
        loader.dispose()


def dump(data: Any) -> str:
    """YAML text for plain data (mappings, lists, text, numbers), keys in their given order."""
    return yaml.dump(data, Dumper=DUMPER, sort_keys=False, allow_unicode=True)
