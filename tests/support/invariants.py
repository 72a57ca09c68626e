"""What holds of every game at every moment, whatever was played: the oracle random and monkey games are judged by."""
from __future__ import annotations

from dragonarium.rules.engine.board import SquareLayer
from dragonarium.rules.engine.game import Game
from dragonarium.rules.model.decision import Decision

DRAGONS = 48
"""Dragons in a game: those in play (on boards and in the supply) always number this many."""


def check_invariants(game: Game) -> None:
    """The table of ``game`` is whole: every dragon accounted for, at most 12 of a type in the supply, no egg covered
    before it hatched, no square holding more dragons than it may, no pillar count below zero."""
    state = game.state
    assert state.dragons_in_play() == DRAGONS
    assert all(0 <= n <= 12 for n in state.dragons.values())
    for board in state.boards:
        for stack in board.stacks:
            for layer in stack[:-1]:
                if isinstance(layer, SquareLayer) and layer.square.egg is not None and layer.level > 0:
                    assert layer.hatched and not layer.has_stones, "a covered egg had not hatched"
        for cell in board.cells():
            dragons = board.dragons_on(cell)
            assert len(dragons) <= (board.spec.cliff_capacity if cell in board.spec.cliffs else 1)
        assert board.pillars >= 0 and board.fresh_pillars >= 0


def every_decision_has_a_choice(game: Game, decision: Decision) -> None:
    """A decision pending in a game always has a legal choice (``play_random``'s ``on_decision``)."""
    assert decision.choices, f"no legal choice for {decision.phase} in round {game.state.round}"
