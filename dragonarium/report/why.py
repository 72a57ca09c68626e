"""``dragonarium legal --why``: every choice of the pending decision with its verdict, and for a refused one each
rule it breaks, in the words the table shows (a refused placement: the red ghost's lines)."""
from __future__ import annotations

from typing import Any

from ..rules import GameState, Option, options
from .context import context_lines

REFUSED = "Not here:"
"""What the table's ghost says above the rules a placement breaks."""


def why_text(state: GameState) -> str:
    """The pending decision, how many choices are legal, then each choice: ``yes`` with what it does, or ``no``
    with each rule it breaks on its own line."""
    found = options(state)
    if not found:
        return "no decision pending"
    legal = sum(1 for option in found if option.legal)
    lines = context_lines(state)
    lines.append(f"{legal} of {len(found)} choices legal")
    for option in found:
        if option.legal:
            lines.append(f"  yes {option.action}" + (f": {option.note}" if option.note else ""))
        else:
            lines.append(f"  no  {option.action}: {REFUSED}")
            lines += [f"        {reason}" for reason in option.reasons]
    return "\n".join(lines)


def option_json(option: Option) -> dict[str, Any]:
    """One choice as JSON: the action's text, legal or not, what it does, each rule broken."""
    result: dict[str, Any] = {"action": str(option.action), "legal": option.legal}
    if option.note:
        result["note"] = option.note
    if not option.legal:
        result["reasons"] = list(option.reasons)
        if option.rules:
            result["rules"] = list(option.rules)
    return result


def why_json(state: GameState) -> list[dict[str, Any]]:
    """Every choice of the pending decision, legal or refused (the ``options`` of ``legal --why --json``)."""
    return [option_json(option) for option in options(state)]
