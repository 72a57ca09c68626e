"""``dragonarium legal --why``: every choice of the pending decision with its verdict, and for a refused one each
rule it breaks, in the words the table shows (a refused placement: the red ghost's lines)."""
from __future__ import annotations

from typing import Any

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import GameState, Option, options, shown
from dragonarium.report.context import context_lines

REFUSED = N_("Not here:")
"""What the table's ghost says above the rules a placement breaks (translated where shown)."""


def why_text(state: GameState) -> str:
    """The pending decision, how many choices are legal, then each choice: ``yes`` with what it does, or ``no``
    with each rule it breaks on its own line."""
    found = options(state)
    if not found:
        return _("no decision pending")
    legal = sum(1 for option in found if option.legal)
    lines = context_lines(state)
    lines.append(ngettext("{legal} of {count} choice legal", "{legal} of {count} choices legal", len(found)).format(
        legal=legal, count=len(found)))
    yes, no = _("yes"), _("no")
    width = max(len(yes), len(no))
    for option in found:
        if option.legal:
            line = _("{action}: {note}").format(action=option.action, note=option.note) if option.note else \
                str(option.action)
            lines.append(f"  {yes.ljust(width)} {line}")
        else:
            lines.append(f"  {no.ljust(width)} " + _("{action}: {refused}").format(action=option.action,
                                                                                    refused=shown(REFUSED)))
            lines += [" " * (width + 5) + reason for reason in option.reasons]
    return "\n".join(lines)


def option_json(option: Option) -> dict[str, Any]:
    """One choice as JSON: the action's text, legal or not, what it does; for a refused one each rule broken, in
    words (``reasons``), by id (``rules``) and as a value with its cells and facts (``refusals``)."""
    result: dict[str, Any] = {"action": str(option.action), "legal": option.legal}
    if option.note:
        result["note"] = option.note
    if not option.legal:
        result["reasons"] = list(option.reasons)
        result["rules"] = list(option.rules)
        result["refusals"] = [refusal.to_json() for refusal in option.refusals]
    return result


def why_json(state: GameState) -> list[dict[str, Any]]:
    """Every choice of the pending decision, legal or refused (the ``options`` of ``legal --why --json``)."""
    return [option_json(option) for option in options(state)]
