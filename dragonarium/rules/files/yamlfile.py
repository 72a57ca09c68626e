"""Reading YAML files safely, and checking their fields with precise errors.

The parsing itself is in ``yaml_text``; a file found in the parse cache is read
without importing PyYAML at all."""
from __future__ import annotations

import math
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, TypeVar

from dragonarium.guarded_read import FileRefused, Refusal, read_file, read_text
from dragonarium.i18n import N_, _
from dragonarium.storage.atomic import write_atomic
from dragonarium.rules.model.errors import DataError, DataProblem
from dragonarium.rules.model.plain_text import quoted
from dragonarium.storage.parse_cache import cached_parse
from dragonarium.rules.text.words import shown

MAX_FILE_BYTES = 1 << 20
"""Largest file read; anything bigger is refused before parsing."""

T = TypeVar("T")


def parse_yaml(text: str, source: str) -> Any:
    """Parse YAML text once with the guarded safe loader; errors name ``source`` and the line."""
    if len(text) > MAX_FILE_BYTES:
        raise DataError(source, "", _("file is larger than {count} bytes").format(count=MAX_FILE_BYTES),
                        kind=DataProblem.TOO_LARGE)
    from dragonarium.rules.files import yaml_text  # PyYAML is imported only when a file is not in the parse cache

    return yaml_text.parse(text, source)


def dump_yaml(data: Any) -> str:
    """YAML text for plain data (mappings, lists, text, numbers), keys in their given order."""
    from dragonarium.rules.files import yaml_text

    return yaml_text.dump(data)


def read_regular_file(path: Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of the regular file at ``path`` (``guarded_read.read_file``: a FIFO, a device, a
    folder or a larger file is refused without waiting); a ``DataError`` naming the file otherwise."""
    try:
        return read_file(path, limit)
    except FileRefused as refused:
        raise refused_error(refused) from None


def read_text_file(path: Path, limit: int) -> tuple[bytes, str]:
    """The bytes of the regular file ``path`` and their UTF-8 text; a ``DataError`` naming the file when it is not
    a regular file (``read_regular_file``), is larger than ``limit`` bytes or is not UTF-8."""
    try:
        return read_text(path, limit)
    except FileRefused as refused:
        raise refused_error(refused) from None


def refused_error(refused: FileRefused) -> DataError:
    """The ``DataError`` that says why the guarded reader refused a file."""
    kind = DataProblem.TOO_LARGE if refused.refusal is Refusal.TOO_LARGE else DataProblem.NOT_READABLE
    return DataError(refused.path, "", refusal_words(refused), kind=kind)


def refusal_words(refused: FileRefused) -> str:
    """Why a file was not read, in words."""
    if refused.refusal is Refusal.FOLDER:
        return _("a folder, not a file")
    if refused.refusal is Refusal.NOT_REGULAR:
        return _("not a regular file (a pipe or a device), so it is not read")
    if refused.refusal is Refusal.TOO_LARGE:
        return _("file is larger than {count} bytes").format(count=refused.limit)
    if refused.refusal is Refusal.NOT_TEXT:
        return _("not UTF-8 text")
    return _("cannot read file ({problem})").format(problem=refused.problem)


def read_yaml(path: Path, cached: bool = True) -> Any:
    """Read and parse one YAML file, refusing oversized files.

    ``cached``: the parse is taken from the parse cache (``parse_cache.py``) when the
    file's bytes were parsed (or written by ``write_yaml``) before."""
    source = str(path)
    raw, text = read_text_file(path, MAX_FILE_BYTES)
    if cached:
        return cached_parse(raw, lambda: parse_yaml(text, source))
    return parse_yaml(text, source)


def write_yaml(path: Path, text: str) -> None:
    """Write YAML ``text`` to ``path`` in one step (``write_atomic``) and keep its parse in the parse cache, so
    that reading the file back (at the next start) needs no parsing."""
    write_atomic(path, text)
    cached_parse(text.encode("utf-8"), lambda: parse_yaml(text, str(path)))


class Fields:
    """A YAML mapping being read: each accessor names file and field on error."""

    def __init__(self, value: Any, source: str, where: str) -> None:
        if not isinstance(value, Mapping):
            raise DataError(source, where or _("top level"), _("expected a mapping, got {kind}").format(
                kind=_kind(value)), kind=DataProblem.WRONG_KIND)
        self.value = value
        self.source = source
        self.where = where
        self._read: set[str] = set()

    def path(self, key: str) -> str:
        """Where ``key`` is, as errors name it: ``players[0].cells.B3`` (a long or unprintable key quoted, cut)."""
        if len(key) > 40 or not key.isprintable():
            key = quoted(key, 40)
        return f"{self.where}.{key}" if self.where else key

    def error(self, key: str, problem: str, *, kind: DataProblem = DataProblem.OTHER) -> DataError:
        return DataError(self.source, self.path(key), problem, kind=kind)

    def has(self, key: str) -> bool:
        return key in self.value

    def raw(self, key: str, default: Any = ..., ) -> Any:
        self._read.add(key)
        if key not in self.value:
            if default is ...:
                raise self.error(key, _("missing"), kind=DataProblem.MISSING_FIELD)
            return default
        return self.value[key]

    def string(self, key: str, default: Any = ...) -> str:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise self.error(key, _("expected text, got {kind}").format(kind=_kind(value)), kind=DataProblem.WRONG_KIND)
        return str(value)

    def integer(self, key: str, default: Any = ..., low: Optional[int] = None, high: Optional[int] = None) -> int:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        return check_int(value, self.source, self.path(key), low, high)

    def number(self, key: str, default: Any = ..., low: Optional[float] = None,
               high: Optional[float] = None) -> float:
        """A number that may have a fraction (``7.45``); not a number (``.nan``) and the infinities (``.inf``) are
        refused (``check_number``)."""
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        return check_number(value, self.source, self.path(key), low, high)

    def choice(self, key: str, parse: Callable[[Any], T], default: Any = ...) -> T:
        """A value read by ``parse``; when ``parse`` is an ``Enum``, a value not among its members is refused
        with the list of them."""
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        try:
            return parse(value)
        except (ValueError, TypeError):
            if isinstance(parse, type) and issubclass(parse, Enum):
                raise self.error(key, _("unknown value {value} (one of {names})").format(
                    value=quoted(value), names=", ".join(str(m.value) for m in parse)),
                    kind=DataProblem.UNKNOWN_CHOICE) from None
            raise self.error(key, _("unknown value {value}").format(value=quoted(value)),
                             kind=DataProblem.UNKNOWN_CHOICE) from None

    def sub(self, key: str, default: Any = ...) -> Optional["Fields"]:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        return Fields(value, self.source, self.path(key))

    def items(self, key: str, default: Any = ...) -> Iterator[tuple[str, Any]]:
        """Each element of a list field with its path, e.g. ``tiles[3]``."""
        value = self.raw(key, default)
        if value is None and default is not ...:
            value = []
        if not isinstance(value, list):
            raise self.error(key, _("expected a list, got {kind}").format(kind=_kind(value)),
                             kind=DataProblem.WRONG_KIND)
        for index, item in enumerate(value):
            yield f"{self.path(key)}[{index}]", item

    def done(self) -> None:
        """Refuse keys nobody read: they are typos or unsupported fields."""
        for key in self.value:
            if key not in self._read:
                raise DataError(self.source, self.path(str(key)), _("unknown field"), kind=DataProblem.UNKNOWN_FIELD)


def check_int(value: Any, source: str, where: str, low: Optional[int] = None, high: Optional[int] = None) -> int:
    if isinstance(value, float) and not math.isfinite(value):
        raise DataError(source, where, non_finite(value), kind=DataProblem.NOT_FINITE)
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(source, where, _("expected a whole number, got {kind}").format(kind=_kind(value)),
                        kind=DataProblem.WRONG_KIND)
    if low is not None and value < low:
        raise DataError(source, where, _("{value} is below the minimum {low}").format(value=value, low=low),
                        kind=DataProblem.OUT_OF_RANGE)
    if high is not None and value > high:
        raise DataError(source, where, _("{value} is above the maximum {high}").format(value=value, high=high),
                        kind=DataProblem.OUT_OF_RANGE)
    return value


def check_number(value: Any, source: str, where: str, low: Optional[float] = None,
                 high: Optional[float] = None) -> float:
    """``value`` as a float: a whole number or one with a fraction, finite (not ``.nan``, ``.inf`` or ``-.inf``,
    which no count, score or value in a file can be), from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DataError(source, where, _("expected a number, got {kind}").format(kind=_kind(value)),
                        kind=DataProblem.WRONG_KIND)
    if isinstance(value, float) and not math.isfinite(value):
        raise DataError(source, where, non_finite(value), kind=DataProblem.NOT_FINITE)
    try:
        number = float(value)
    except OverflowError:  # a whole number past the largest float
        raise DataError(source, where, _("a number too large to read"), kind=DataProblem.TOO_LARGE) from None
    if low is not None and number < low:
        raise DataError(source, where, _("{value} is below the minimum {low}").format(value=value, low=low),
                        kind=DataProblem.OUT_OF_RANGE)
    if high is not None and number > high:
        raise DataError(source, where, _("{value} is above the maximum {high}").format(value=value, high=high),
                        kind=DataProblem.OUT_OF_RANGE)
    return number


def non_finite(value: float) -> str:
    """Why a file's ``value`` (not a number, or infinite) is refused, as YAML spells it."""
    spelled = ".nan" if math.isnan(value) else (".inf" if value > 0 else "-.inf")
    return _("{value} is not a finite number").format(value=spelled)


def check_cell(value: Any, source: str, where: str) -> tuple[int, int]:
    """A ``[row, col]`` pair."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise DataError(source, where, _("expected a cell [row, col], got {value}").format(value=repr(value)),
                        kind=DataProblem.WRONG_KIND)
    return (check_int(value[0], source, where + "[0]"), check_int(value[1], source, where + "[1]"))


def _kind(value: Any) -> str:
    if value is None:
        return _("nothing")
    kind = _KINDS.get(type(value))
    return shown(kind) if kind else type(value).__name__


_KINDS = {dict: N_("a mapping"), list: N_("a list"), str: N_("text"), bool: N_("true/false"), int: N_("a number"),
          float: N_("a number")}
"""What people call each kind of value a file can hold."""
