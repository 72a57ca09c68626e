"""Reading a small JSON file that this program wrote, without trusting what is there now.

The review's cache and the history of games are JSON files in the player's own folders; either may have been
replaced by anything: a huge file, a pipe, a link to a device, bytes that are not UTF-8, JSON nested thousands
deep. ``read_small_json`` refuses each of these without reading more than ``limit`` bytes and without waiting
(a pipe or a device is opened without blocking and refused before anything is read).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dragonarium.i18n import _
from dragonarium.rules import DataError, read_text_file


def read_small_json(path: Path, limit: int) -> Any:
    """The JSON document in the regular file ``path`` of at most ``limit`` bytes. A ``DataError`` naming the file
    says why it is not read: missing or unreadable, not a regular file, larger than ``limit``, not UTF-8, not JSON
    (nested too deep included)."""
    source = str(path)
    _raw, text = read_text_file(path, limit)
    try:
        return json.loads(text)
    except RecursionError:
        raise DataError(source, "", _("not JSON: nested too deep")) from None
    except json.JSONDecodeError as error:
        raise DataError(source, "", _("not JSON (line {line}, column {column})").format(
            line=error.lineno, column=error.colno)) from None
    except ValueError:  # a number too long to read
        raise DataError(source, "", _("not JSON")) from None
