"""The deeper hint (Shift+H): at a draft, the expert's choice, found by playing the round out over sampled orders of
the supply; at any other decision the hint's own. Either is explained with the hint's facts."""
from __future__ import annotations

from typing import Optional

from dragonarium.rules import GameState, Phase
from dragonarium.bots.expert import CANDIDATES, SAMPLES, ExpertPlayer
from dragonarium.bots.outlook import Advice, advise, explain, hint_advisor
from dragonarium.bots.greedy import Choice

DEEP_HINT_BUDGET = 2.5
"""Seconds the expert searches for a deeper hint: with the facts worked out after it, within the expert's 3 s."""


def deep_advise(state: GameState, seed: int = 0, budget: float = DEEP_HINT_BUDGET, samples: int = SAMPLES,
                candidates: int = CANDIDATES) -> Optional[Advice]:
    """The deeper hint for the decision pending in ``state`` (None when there is nothing to choose); ``state`` is
    left as it was. ``Advice.samples`` says over how many orders of the supply the expert compared its
    candidates (0 when it did not search: not a draft, a single candidate, or no order played out in time)."""
    if state.over or state.pending().phase is not Phase.DRAFT:
        return advise(state, seed)
    expert = ExpertPlayer(seed, budget=budget, samples=samples, candidates=candidates)
    chosen = expert.search(state.copy())
    if not expert.last_estimates:
        return advise(state, seed)
    # the expert's choice first (it may keep the strong player's first over a lead within the playouts' noise),
    # then the other candidates by their mean outcome, each valued by it, so that "about as good" compares those
    estimates = sorted(expert.last_estimates,
                       key=lambda estimate: (estimate.choice.action != chosen.action, -estimate.mean))
    ranked = [Choice(e.choice.action, e.mean, e.choice.reason, e.choice.cells) for e in estimates]
    outlook = explain(state, ranked, hint_advisor(seed))
    return Advice(ranked[0], outlook, samples=expert.last_samples)
