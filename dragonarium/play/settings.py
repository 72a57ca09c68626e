"""The player's settings, remembered between runs: ``settings.yaml`` in the data folder.

A missing file means the defaults; a broken one is reported with the file and
the field and the defaults are used, so a bad settings file never stops the
table from opening. Saving writes a new file and renames it over the old one.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from dragonarium.i18n import LANGUAGES, _
from dragonarium.play.motion import Motion, parse_motion
from dragonarium.play.quality import Quality, parse_quality
from dragonarium.play.table.screen_layout import TEXT_SIZES
from dragonarium.rules import DataError, dump_yaml, quoted, read_yaml, write_yaml
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
    (None: never closed yet)."""

    quality: Quality = Quality.AUTO
    auto_forced: bool = False
    language: Optional[str] = None
    text_size: int = 100
    volume: int = VOLUME
    muted: bool = False
    keep_history: bool = True
    motion: Motion = Motion.FULL
    window: Optional[WindowPlace] = None

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


def settings_path() -> Path:
    return data_home() / SETTINGS_NAME


def load_settings(path: Optional[Path] = None) -> tuple[Settings, str]:
    """The remembered settings and a problem to show ("" when none); defaults when there is no file. Each setting
    is checked for its kind before its value (a list, a mapping or a tagged value where text is wanted is
    refused like an unknown word)."""
    path = path or settings_path()
    try:
        if not path.exists():
            return Settings(), ""
        data = read_yaml(path)
        if not isinstance(data, dict):
            raise DataError(str(path), "", _("settings must be a mapping of names to values"))
        quality_text = _text(data, "quality", path)
        try:
            quality = Quality.AUTO if quality_text is None else parse_quality(quality_text)
        except ValueError as error:
            raise DataError(str(path), "quality", str(error)) from None
        auto_forced = data.get("auto_forced", False)
        if not isinstance(auto_forced, bool):
            raise DataError(str(path), "auto_forced", _("true or false, got {value}").format(value=quoted(auto_forced)))
        language = _text(data, "language", path)
        if language is not None and language not in LANGUAGES:
            raise DataError(str(path), "language", _("one of {names}, got {value}").format(
                names=", ".join(LANGUAGES), value=quoted(language)))
        text_size = data.get("text_size", 100)
        least, most = TEXT_SIZES[0], TEXT_SIZES[-1]
        if isinstance(text_size, bool) or not isinstance(text_size, int) or not least <= text_size <= most:
            raise DataError(str(path), "text_size", _("a whole number of per cent from {least} to {most}, got "
                                                      "{value}").format(least=least, most=most,
                                                                        value=quoted(text_size)))
        volume = data.get("volume", VOLUME)
        if isinstance(volume, bool) or not isinstance(volume, int) or not 0 <= volume <= 100:
            raise DataError(str(path), "volume", _("a whole number from 0 to 100, got {value}").format(
                value=quoted(volume)))
        muted = data.get("muted", False)
        if not isinstance(muted, bool):
            raise DataError(str(path), "muted", _("true or false, got {value}").format(value=quoted(muted)))
        keep_history = data.get("keep_history", True)
        if not isinstance(keep_history, bool):
            raise DataError(str(path), "keep_history", _("true or false, got {value}").format(
                value=quoted(keep_history)))
        motion_text = _text(data, "motion", path)
        try:
            motion = Motion.FULL if motion_text is None else parse_motion(motion_text)
        except ValueError as error:
            raise DataError(str(path), "motion", str(error)) from None
        settings = Settings(quality=quality, auto_forced=auto_forced, language=language, volume=volume, muted=muted,
                            text_size=text_size, keep_history=keep_history, motion=motion)
        try:
            return settings.with_window(_window(data.get("window"), path)), ""
        except DataError as error:  # only the window's size and place are lost: it opens at a fitting size
            return settings, _("Window size not read, a fitting one used: {error}").format(error=error)
    except OSError as error:  # a data folder that cannot be looked into
        return Settings(), _("Settings not read, defaults used: {error}").format(
            error=DataError(str(path), "", error.strerror or str(error)))
    except DataError as error:
        return Settings(), _("Settings not read, defaults used: {error}").format(error=error)


def _text(data: dict, key: str, path: Path) -> Optional[str]:
    """The text of setting ``key`` (None when it is not set); a value of another kind is a ``DataError``."""
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise DataError(str(path), key, _("expected text, got {value}").format(value=quoted(value)))
    return value


def _window(value: object, path: Path) -> Optional[WindowPlace]:
    """The remembered window (None when not set): a mapping of ``width`` and ``height`` (``MIN_SIDE`` to
    ``MAX_SIDE`` pixels) and, together, ``x`` and ``y`` (within ``MAX_SIDE`` of the desktop's corner)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise DataError(str(path), "window", _("expected a mapping of width, height, x and y, got {value}").format(
            value=quoted(value)))
    unknown = sorted(str(key) for key in value if key not in ("width", "height", "x", "y"))
    if unknown:
        raise DataError(str(path), f"window.{unknown[0]}", _("not a window setting (width, height, x, y)"))
    if ("x" in value) != ("y" in value):
        raise DataError(str(path), "window.x" if "y" in value else "window.y",
                        _("x and y are given together or not at all"))
    sides = [_whole(value, key, MIN_SIDE, MAX_SIDE, path, required=True) for key in ("width", "height")]
    corner = [_whole(value, key, -MAX_SIDE, MAX_SIDE, path) for key in ("x", "y")]
    return WindowPlace(sides[0], sides[1], corner[0], corner[1])


def _whole(value: dict, key: str, low: int, high: int, path: Path, required: bool = False) -> Optional[int]:
    """The whole number ``value[key]``, from ``low`` to ``high``; a missing ``required`` one, a number of another
    kind or out of range is a ``DataError`` naming ``window.key``."""
    number = value.get(key)
    if number is None and not required:
        return None
    if isinstance(number, bool) or not isinstance(number, int) or not low <= number <= high:
        raise DataError(str(path), f"window.{key}", _("a whole number from {low} to {high}, got {value}").format(
            low=low, high=high, value=quoted(number)))
    return number


def save_settings(settings: Settings, path: Optional[Path] = None) -> None:
    """Write ``settings``; the previous file stays whole if writing fails."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fields = {"quality": settings.quality.value, "auto_forced": settings.auto_forced, "text_size": settings.text_size,
              "volume": settings.volume, "muted": settings.muted, "keep_history": settings.keep_history,
              "motion": settings.motion.value}
    if settings.language is not None:
        fields["language"] = settings.language
    if settings.window is not None:
        window = settings.window
        fields["window"] = {"width": window.width, "height": window.height}
        if window.x is not None and window.y is not None:
            fields["window"].update(x=window.x, y=window.y)
    write_yaml(path, dump_yaml(fields))
