"""The player's settings, remembered between runs: ``settings.yaml`` in the data folder.

A missing file means the defaults. Each setting is read on its own: a bad one is set aside (its default used,
the file and the field named in a note) and every other one is kept; a field this version does not know (one a
newer version wrote) is kept as it is and written back with the rest. A file that cannot be read at all means
the defaults, with a note. Reading never writes: the file changes only when a setting does. Saving writes a new
file and renames it over the old one.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Optional

from dragonarium.i18n import LANGUAGES, _, ngettext
from dragonarium.play.motion import Motion, parse_motion
from dragonarium.play.quality import Quality, parse_quality
from dragonarium.play.table.screen_layout import TEXT_SIZES
from dragonarium.rules import DataError, Fields, dump_yaml, quoted, read_yaml, write_yaml
from dragonarium.play.saves import data_home
from dragonarium.play.window_place import MAX_SIDE, MIN_SIDE, WindowPlace

SETTINGS_NAME = "settings.yaml"
VOLUME = 80
"""The sounds' loudness at first, from 0 (silent) to 100."""


@dataclass(frozen=True)
class Settings:
    """What the table remembers: the quality of the drawing, whether forced moves play by themselves, the
    language chosen on the start screen (None: the system's), the size of the panels' text in per cent, the sounds'
    volume (0 to 100) and whether they are muted (the M key), whether finished games are kept in the history, how
    much the table moves to show each change (``motion``), the window's size and place when it was last closed
    (None: never closed yet); and ``unknown``, the fields of the file this version does not know, as (name, value)
    pairs in the file's order, written back as they were read."""

    quality: Quality = Quality.AUTO
    auto_forced: bool = False
    language: Optional[str] = None
    text_size: int = 100
    volume: int = VOLUME
    muted: bool = False
    keep_history: bool = True
    motion: Motion = Motion.FULL
    window: Optional[WindowPlace] = None
    unknown: tuple[tuple[Any, Any], ...] = ()

    def with_quality(self, quality: Quality) -> "Settings":
        return replace(self, quality=quality)

    def with_auto_forced(self, on: bool) -> "Settings":
        return replace(self, auto_forced=on)

    def with_language(self, language: Optional[str]) -> "Settings":
        return replace(self, language=language)

    def with_muted(self, muted: bool) -> "Settings":
        return replace(self, muted=muted)

    def with_volume(self, volume: int) -> "Settings":
        """The sounds' loudness, 0 to 100 (a value outside is refused: ``ValueError``)."""
        if isinstance(volume, bool) or not isinstance(volume, int) or not 0 <= volume <= 100:
            raise ValueError(f"a volume is a whole number from 0 to 100, not {volume!r}")
        return replace(self, volume=volume)

    def with_window(self, window: Optional[WindowPlace]) -> "Settings":
        return replace(self, window=window)

    def with_text_size(self, percent: int) -> "Settings":
        return replace(self, text_size=percent)

    def with_keep_history(self, on: bool) -> "Settings":
        return replace(self, keep_history=on)

    def with_motion(self, motion: Motion) -> "Settings":
        return replace(self, motion=motion)


DEFAULTS = Settings()


def settings_path() -> Path:
    return data_home() / SETTINGS_NAME


def load_settings(path: Optional[Path] = None) -> tuple[Settings, str]:
    """The remembered settings and a note to show ("" when none); defaults when there is no file. Each setting
    is checked for its kind before its value (a list, a mapping or a tagged value where text is wanted is
    refused like an unknown word); one that is refused is set aside, its default used, and the note names the
    file and each field set aside."""
    path = path or settings_path()
    try:
        if not path.exists():
            return Settings(), ""
        fields = Fields(read_yaml(path), str(path), "")
    except OSError as error:  # a data folder that cannot be looked into
        return Settings(), _("Settings not read, defaults used: {error}").format(
            error=DataError(str(path), "", error.strerror or str(error)))
    except DataError as error:
        return Settings(), _("Settings not read, defaults used: {error}").format(error=error)
    values: dict[str, Any] = {}
    set_aside: list[DataError] = []
    for name, read in READERS.items():
        try:
            values[name] = read(fields, name, getattr(DEFAULTS, name))
        except DataError as error:
            set_aside.append(error)
    unknown = tuple((key, value) for key, value in fields.value.items() if key not in READERS)
    return Settings(**values, unknown=unknown), _set_aside_note(path, set_aside)


def _set_aside_note(path: Path, set_aside: list[DataError]) -> str:
    """The note naming the file and each setting set aside ("" when none was)."""
    if not set_aside:
        return ""
    problems = "; ".join(f"{error.where}: {error.problem}" for error in set_aside)
    return ngettext("Setting set aside, its default used: {file}: {problems}",
                    "Settings set aside, their defaults used: {file}: {problems}", len(set_aside)).format(
                        file=path, problems=problems)


def _word(parse: Callable[[str], Any]) -> Callable[[Fields, str, Any], Any]:
    """A reader of a setting written as a word and read by ``parse`` (which raises ``ValueError`` naming the
    choices)."""

    def read(fields: Fields, key: str, default: Any) -> Any:
        text = _text(fields, key)
        if text is None:
            return default
        try:
            return parse(text)
        except ValueError as error:
            raise fields.error(key, str(error)) from None

    return read


def _text(fields: Fields, key: str) -> Optional[str]:
    """The text of setting ``key`` (None when it is not set); a value of another kind is a ``DataError``."""
    value = fields.raw(key, None)
    if value is not None and not isinstance(value, str):
        raise fields.error(key, _("expected text, got {value}").format(value=quoted(value)))
    return value


def _language(fields: Fields, key: str, default: Optional[str]) -> Optional[str]:
    language = _text(fields, key)
    if language is not None and language not in LANGUAGES:
        raise fields.error(key, _("one of {names}, got {value}").format(names=", ".join(LANGUAGES),
                                                                         value=quoted(language)))
    return default if language is None else language


def _flag(fields: Fields, key: str, default: bool) -> bool:
    value = fields.raw(key, default)
    if not isinstance(value, bool):
        raise fields.error(key, _("true or false, got {value}").format(value=quoted(value)))
    return value


def _text_size(fields: Fields, key: str, default: int) -> int:
    value = fields.raw(key, default)
    least, most = TEXT_SIZES[0], TEXT_SIZES[-1]
    if not _is_whole(value, least, most):
        raise fields.error(key, _("a whole number of per cent from {least} to {most}, got {value}").format(
            least=least, most=most, value=quoted(value)))
    return value


def _volume(fields: Fields, key: str, default: int) -> int:
    return _whole(fields, key, 0, 100, default)


def _whole(fields: Fields, key: str, low: int, high: int, default: Any = ...) -> Any:
    """The whole number ``key``, from ``low`` to ``high`` (``default`` when it is not there; missing with no
    default, of another kind or out of range: a ``DataError`` naming the field)."""
    value = fields.raw(key, default)
    if not _is_whole(value, low, high):
        raise fields.error(key, _("a whole number from {low} to {high}, got {value}").format(
            low=low, high=high, value=quoted(value)))
    return value


def _is_whole(value: Any, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


def _window(fields: Fields, key: str, default: Optional[WindowPlace]) -> Optional[WindowPlace]:
    """The remembered window (None when not set): a mapping of ``width`` and ``height`` (``MIN_SIDE`` to
    ``MAX_SIDE`` pixels) and, together, ``x`` and ``y`` (within ``MAX_SIDE`` of the desktop's corner)."""
    window = fields.sub(key, None)
    if window is None:
        return default
    if window.has("x") != window.has("y"):
        raise window.error("y" if window.has("x") else "x", _("x and y are given together or not at all"))
    width, height = (_whole(window, side, MIN_SIDE, MAX_SIDE) for side in ("width", "height"))
    x, y = (None if window.raw(side, None) is None else _whole(window, side, -MAX_SIDE, MAX_SIDE)
            for side in ("x", "y"))
    window.done()
    return WindowPlace(width, height, x, y)


READERS: dict[str, Callable[[Fields, str, Any], Any]] = {
    "quality": _word(parse_quality), "auto_forced": _flag, "language": _language, "text_size": _text_size,
    "volume": _volume, "muted": _flag, "keep_history": _flag, "motion": _word(parse_motion), "window": _window}
"""How each setting is read, by its name in the file (and in ``Settings``): ``read(fields, name, default)``."""


def save_settings(settings: Settings, path: Optional[Path] = None) -> None:
    """Write ``settings``, the fields this version does not know after the rest; the previous file stays whole if
    writing fails."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fields: dict[Any, Any] = {
        "quality": settings.quality.value, "auto_forced": settings.auto_forced, "text_size": settings.text_size,
        "volume": settings.volume, "muted": settings.muted, "keep_history": settings.keep_history,
        "motion": settings.motion.value}
    if settings.language is not None:
        fields["language"] = settings.language
    if settings.window is not None:
        window = settings.window
        fields["window"] = {"width": window.width, "height": window.height}
        if window.x is not None and window.y is not None:
            fields["window"].update(x=window.x, y=window.y)
    fields.update(settings.unknown)
    write_yaml(path, dump_yaml(fields))
