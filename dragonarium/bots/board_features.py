"""What a board holds beyond its points, as numbers a learned value weighs: ``board_features``, and
``LearnedValue``, the points a board is expected to add by the end of the game from the start of a round, learned
from finished games (``scripts/learn_values.py``)."""
from __future__ import annotations

from dataclasses import dataclass

from dragonarium.rules import TERRAINS, Board, GameState, SquareLayer, Terrain, largest_size, total_points
from dragonarium.bots.evaluation import lead

__all__ = ["FEATURES", "board_features", "LearnedValue"]

FEATURES = ("ready_eggs", "ready_royal_eggs", "stones_waiting", "spaces_open", "pillars", "open_tops",
            "domain_squares", "highest_level", "covered_cells")
"""The names of ``board_features``' numbers, in their order."""


def board_features(board: Board, dragons_left: dict[Terrain, int]) -> tuple[float, ...]:
    """The board's numbers named by ``FEATURES``: eggs ready to hatch whose dragon is still in the supply (royal
    apart), stones on eggs not yet ready, empty spaces of those eggs, pillars (fresh ones too), open squares to
    stack on (no egg, or hatched, and no dragon), the squares of each type's largest domain summed, the highest
    level, the cells covered."""
    # the same tops as evaluation.board_value walks, counted rather than weighed (that one sums its floats stack by
    # stack, and the strong player's ties hang on those sums)
    ready = ready_royal = stones = spaces = open_tops = covered = highest = 0
    for stack, dragons in zip(board.stacks, board.dragons):
        if not stack:
            continue
        covered += 1
        top = stack[-1]
        highest = max(highest, top.level)
        if dragons or not isinstance(top, SquareLayer):
            continue
        egg = top.square.egg
        if egg is None or top.hatched:
            open_tops += 1
        elif None not in top.stones:
            if dragons_left.get(egg.terrain, 0) > 0:
                if egg.terrain is Terrain.ROYAL:
                    ready_royal += 1
                else:
                    ready += 1
            open_tops += 1
        else:
            placed = len(top.stones) - top.stones.count(None)
            stones += placed
            spaces += len(top.stones) - placed
    domain_squares = sum(largest_size(board, terrain) for terrain in TERRAINS)
    return (float(ready), float(ready_royal), float(stones), float(spaces), float(board.pillars + board.fresh_pillars),
            float(open_tops), float(domain_squares), float(highest), float(covered))


@dataclass(frozen=True)
class LearnedValue:
    """Points a board is expected to add from the start of a round to the end of the game: one weight per feature
    and a constant, for each (number of players, round)."""

    weights: dict[tuple[int, int], tuple[float, ...]]
    """(players, round) -> the weights of ``FEATURES`` followed by the constant."""

    @classmethod
    def from_json(cls, found: dict) -> "LearnedValue":
        """The weights as ``scripts/learn_values.py fit`` writes them: ``{"weights": {"players:round": [...]}}``."""
        weights = {}
        for key, values in found["weights"].items():
            players, round_ = key.split(":")
            weights[int(players), int(round_)] = tuple(float(v) for v in values)
        return cls(weights)

    def covers(self, state: GameState) -> bool:
        """Whether it knows the state's round in a game of its number of players (a finished game: always)."""
        return state.over or (len(state.seats), state.round) in self.weights

    def still_to_come(self, board: Board, dragons_left: dict[Terrain, int], players: int, round_: int) -> float:
        weights = self.weights.get((players, round_))
        if weights is None:
            return 0.0
        features = board_features(board, dragons_left)
        return sum(w * f for w, f in zip(weights, features)) + weights[-1]

    def state_value(self, state: GameState, player: int) -> float:
        """The player's points now plus what the board is expected to add (nothing once the game is over)."""
        board = state.boards[player]
        points = float(total_points(board))
        if state.over:
            return points
        return points + self.still_to_come(board, state.dragons, len(state.seats), state.round)

    def relative_value(self, state: GameState, player: int) -> float:
        """Own value less the best other seat's (own value alone in solo)."""
        return lead(state, player, lambda seat: self.state_value(state, seat))
