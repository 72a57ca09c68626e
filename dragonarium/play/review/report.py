"""The review as ``dragonarium review --json`` prints it: each judged decision with the estimates after it and
both moves in words, each player's summary, and the key moments (docs/REVIEW.md describes the fields)."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from dragonarium.rules import GameState, Seat
from dragonarium.play.review.accuracy import grades_json, player_figures
from dragonarium.play.review.judging import Judgement, review_json
from dragonarium.play.review.outcome import estimate, key_moments
from dragonarium.play.review.why import explain_judgement


def review_report(seats: Sequence[Seat], states: Sequence[GameState],
                  judgements: Mapping[int, Judgement]) -> dict[str, Any]:
    """``review_json``, each decision with ``estimate`` (each player's, in seat order, after it) and ``why``
    (``played`` and ``best`` in words), and ``key_moments``: the action numbers (from 1) of the decisions that
    lost most, the largest loss first; each player with their figures (``figures.PlayerFigures.as_json``: the
    accuracy, the points kept, lost and available, and the count of each grade), and ``grades``, the most points
    each grade loses."""
    data = review_json(seats, judgements)
    for decision in data["decisions"]:
        index = decision["index"] - 1
        why = explain_judgement(states[index], judgements[index])
        decision["estimate"] = list(estimate(states[index + 1]))
        decision["why"] = {"played": why.played, "best": why.best}
    data["key_moments"] = [index + 1 for index in key_moments(judgements)]
    for player, figures in zip(data["players"], player_figures(seats, judgements, estimate(states[-1]))):
        player.update(figures.as_json())
    data["grades"] = grades_json()
    return data
