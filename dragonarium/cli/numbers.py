"""Numbers given on the command line, read as the start screen reads a seed: written in the ASCII digits ``0``-``9``
only, with no sign, space, underscore or other script's digits, and a decimal point only where a fraction is
allowed (``--budget``). These are the ``type`` of ``argparse`` options: a refusal names what was typed, and
``argparse`` names the option (``argument --seed: '٣' is not ...``).
"""
from __future__ import annotations

import argparse
import re

from dragonarium.i18n import _
from dragonarium.rules import MAX_SEED, quoted, whole_number

_DECIMAL = re.compile(r"[0-9]+(?:\.[0-9]+)?")
MAX_DIGITS = len(str(MAX_SEED))
"""Most digits in a whole number read: as many as the largest seed has (19)."""
MAX_DECIMAL_LENGTH = 40
"""Longest number with a fraction read, in characters (``--budget`` takes at most 60 seconds)."""


def whole(text: str) -> int:
    """A whole number from 0, in ASCII digits only (at most ``MAX_DIGITS`` of them)."""
    value = whole_number(text, MAX_DIGITS)
    if value is None:
        raise argparse.ArgumentTypeError(_("a whole number is written in the digits 0 to 9 only (at most {most} of "
                                           "them), not {value}").format(most=MAX_DIGITS, value=quoted(text)))
    return value


def decimal_text(text: str) -> str:
    """A number from 0, in ASCII digits with at most one decimal point (``0.5``), kept as typed so that a refusal
    of its value quotes it as it was typed."""
    if len(text) > MAX_DECIMAL_LENGTH or not _DECIMAL.fullmatch(text):
        raise argparse.ArgumentTypeError(_("a number is written in the digits 0 to 9 only, with a point before any "
                                           "fraction (0.5), not {value}").format(value=quoted(text)))
    return text
