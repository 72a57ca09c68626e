"""Whether a translation can stand in for its English text: the same placeholders, nothing the English lacks.

A message is filled in with ``str.format`` (``{count}``, ``{value:.1f}``, a
lesson's ``{domain:air}``) or, for argparse's own words and every help text,
with ``%`` (``%(prog)s``, ``%s``). A translation that names another field, adds
a format spec or a conversion, leaves a brace open, changes the ``%``
directives, or brings a control character the English does not have would fail
(or draw garbage) only when that message is shown; the catalog leaves such a
translation out as it loads, and the English text shows.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from string import Formatter
from typing import Optional

Field = tuple[str, str, str]
"""A replacement field: (name, conversion, format spec); the name is "" for ``{}``."""

_PERCENT = re.compile(r"%(?:%|(?:\(([^()]*)\))?[#0 +-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?([diouxXeEfFgGcrsa])|)")
"""A ``%`` directive, ``%%``, or a ``%`` that starts none (the last alternative, matching the ``%`` alone)."""


def format_fields(text: str) -> Optional[Counter[Field]]:
    """The replacement fields of ``text`` as ``str.format`` reads them, each with how often it occurs; None when
    ``text`` is not a valid format string (an unbalanced brace)."""
    found: Counter[Field] = Counter()
    try:
        for _literal, name, spec, conversion in Formatter().parse(text):
            if name is None:
                continue
            found[(name, conversion or "", spec or "")] += 1
            nested = format_fields(spec or "")
            if nested is None:
                return None
            found.update(nested)
    except ValueError:
        return None
    return found


def percent_directives(text: str) -> list[str]:
    """The ``%`` directives of ``text`` in order (``%(prog)s``, ``%r``), ``%%`` left out; a ``%`` that starts no
    directive is listed as ``%`` alone."""
    return [match.group(0) for match in _PERCENT.finditer(text) if match.group(0) != "%%"]


def placeholder_problem(english: str, translation: str, plural: Optional[str] = None) -> str:
    """Why ``translation`` cannot stand in for ``english`` ("" when it can). A form of a plural message (its
    English ``plural`` given) may leave out fields the English forms have (French says ``une tuile``), never add
    one."""
    sources = [english] if plural is None else [english, plural]
    given = format_fields(translation)
    if given is None:
        return "an unbalanced brace"
    wanted: Counter[Field] = Counter()
    for source in sources:
        fields = format_fields(source)
        if fields is None:
            if [char for char in translation if char in "{}"] != [char for char in source if char in "{}"]:
                return "braces that differ from the English"
            return _percent_problem(sources, translation) or _control_problem(sources, translation)
        wanted |= fields
    names_wanted, names_given = {field[0] for field in wanted}, {field[0] for field in given}
    if not (names_given <= names_wanted if plural is not None else names_given == names_wanted):
        return f"fields {sorted(names_given)}, the English {sorted(names_wanted)}"
    if any(field not in wanted for field in given):
        return "a format spec or conversion the English lacks"
    if any(given[field] > wanted[field] for field in given if field[0] == "" or field[0].isdigit()):
        return "more numbered fields than the English"
    return _percent_problem(sources, translation) or _control_problem(sources, translation)


def _percent_problem(sources: list[str], translation: str) -> str:
    """What is wrong with the ``%`` directives of ``translation`` ("" when nothing): positional ones as in one
    of the English forms (or none, in a plural form), named ones among the English ones."""
    given = percent_directives(translation)
    if "%" in given:
        return "a '%' that starts no directive"
    named_wanted = {directive for source in sources for directive in percent_directives(source)
                    if directive.startswith("%(")}
    named_given = {directive for directive in given if directive.startswith("%(")}
    positional = [directive for directive in given if not directive.startswith("%(")]
    allowed = [[directive for directive in percent_directives(source) if not directive.startswith("%(")]
               for source in sources]
    if positional not in allowed and not (len(sources) > 1 and not positional):
        return f"% directives {positional}, the English {allowed[0]}"
    if not (named_given <= named_wanted if len(sources) > 1 else named_given == named_wanted):
        return f"% directives {sorted(named_given)}, the English {sorted(named_wanted)}"
    return ""


def _control_problem(sources: list[str], translation: str) -> str:
    strange = [char for char in translation if _is_control(char) and not any(char in source for source in sources)]
    return f"a control character the English lacks ({ascii(strange[0])})" if strange else ""


def _is_control(char: str) -> bool:
    """A character that is not text: a control or format character, a line or paragraph separator."""
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp")
