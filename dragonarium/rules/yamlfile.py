"""Reading YAML files safely, and checking their fields with precise errors."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Optional, TypeVar

import yaml

from .errors import DataError

MAX_FILE_BYTES = 1 << 20
"""Largest file read; anything bigger is refused before parsing."""

T = TypeVar("T")


def _reject_aliases(node: yaml.Node, source: str) -> None:
    """Refuse anchors/aliases (no data file needs them and they allow blow-ups)
    and duplicate keys in a mapping (the YAML loader would silently keep the last)."""
    stack = [node]
    seen: set[int] = set()
    while stack:
        current = stack.pop()
        if id(current) in seen:
            raise DataError(source, f"line {current.start_mark.line + 1}", "YAML aliases (*name) are not allowed")
        seen.add(id(current))
        if isinstance(current, yaml.MappingNode):
            keys: set[str] = set()
            for key, value in current.value:
                if isinstance(key, yaml.ScalarNode):
                    if key.value in keys:
                        raise DataError(source, f"line {key.start_mark.line + 1}", f"duplicate key {key.value!r}")
                    keys.add(key.value)
                stack.append(key)
                stack.append(value)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)


def parse_yaml(text: str, source: str) -> Any:
    """Parse YAML text with the safe loader; errors name ``source`` and the line."""
    if len(text) > MAX_FILE_BYTES:
        raise DataError(source, "", f"file is larger than {MAX_FILE_BYTES} bytes")
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        if node is None:
            return None
        _reject_aliases(node, source)
        return yaml.safe_load(text)
    except DataError:
        raise
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        raise DataError(source, where, f"not valid YAML ({error.problem or error.context})") from None
    except yaml.YAMLError as error:
        raise DataError(source, "", f"not valid YAML ({error})") from None
    except RecursionError:
        raise DataError(source, "", "nested too deeply") from None


def read_yaml(path: Path) -> Any:
    """Read and parse one YAML file, refusing oversized files."""
    source = str(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise DataError(source, "", f"cannot read file ({error.strerror})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise DataError(source, "", f"file is larger than {MAX_FILE_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError(source, "", "not UTF-8 text") from None
    return parse_yaml(text, source)


class Fields:
    """A YAML mapping being read: each accessor names file and field on error."""

    def __init__(self, value: Any, source: str, where: str) -> None:
        if not isinstance(value, Mapping):
            raise DataError(source, where or "top level", f"expected a mapping, got {_kind(value)}")
        self.value = value
        self.source = source
        self.where = where
        self._read: set[str] = set()

    def path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def error(self, key: str, problem: str) -> DataError:
        return DataError(self.source, self.path(key), problem)

    def has(self, key: str) -> bool:
        return key in self.value

    def raw(self, key: str, default: Any = ..., ) -> Any:
        self._read.add(key)
        if key not in self.value:
            if default is ...:
                raise self.error(key, "missing")
            return default
        return self.value[key]

    def string(self, key: str, default: Any = ...) -> str:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise self.error(key, f"expected text, got {_kind(value)}")
        return str(value)

    def integer(self, key: str, default: Any = ..., low: Optional[int] = None, high: Optional[int] = None) -> int:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        return check_int(value, self.source, self.path(key), low, high)

    def choice(self, key: str, parse: Callable[[Any], T], default: Any = ...) -> T:
        value = self.raw(key, default)
        if value is default and default is not ...:
            return value
        try:
            return parse(value)
        except (ValueError, TypeError):
            raise self.error(key, f"unknown value {value!r}") from None

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
            raise self.error(key, f"expected a list, got {_kind(value)}")
        for index, item in enumerate(value):
            yield f"{self.path(key)}[{index}]", item

    def done(self) -> None:
        """Refuse keys nobody read: they are typos or unsupported fields."""
        for key in self.value:
            if key not in self._read:
                raise DataError(self.source, self.path(str(key)), "unknown field")


def check_int(value: Any, source: str, where: str, low: Optional[int] = None, high: Optional[int] = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(source, where, f"expected a whole number, got {_kind(value)}")
    if low is not None and value < low:
        raise DataError(source, where, f"{value} is below the minimum {low}")
    if high is not None and value > high:
        raise DataError(source, where, f"{value} is above the maximum {high}")
    return value


def check_cell(value: Any, source: str, where: str) -> tuple[int, int]:
    """A ``[row, col]`` pair."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise DataError(source, where, f"expected a cell [row, col], got {value!r}")
    return (check_int(value[0], source, where + "[0]"), check_int(value[1], source, where + "[1]"))


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "text", bool: "true/false", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )
