"""A seeded turn that shows the most at once: the placement hatches an egg, and the element chosen
sends the Assistant on a long walk that drops several stones (each of them forced, so no click is asked for).

``showcase()`` plays a seeded game with the easy computer player and returns the first such turn: the game
just before it and the turn's actions. ``make_pictures.py`` draws it as an animated picture and ``xvfb_walk.py``
plays it in a real window.

    python3 scripts/showcase_turn.py

prints the turns found for a solo and a two-player game (the seed, how many actions come before the turn and the
turn's own actions).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dragonarium.bots import make_player  # noqa: E402
from dragonarium.rules import (Action, EggHatched, Game, Phase, Seat, StepStonePlaced, Walked,  # noqa: E402
                               load_catalog)

SEEDS = range(1, 40)
"""The seeds tried, in turn."""
NAMES = ("Ann", "Bob", "Cleo", "Dev")
LONG_WALK = 6
"""A long walk: at least this many steps..."""
STONES = 4
"""...dropping at least this many stones."""
HATCHES = 1
"""The placement hatches one egg: with two, TableMotion parks one rising dragon per seat and removes the first
while its interval still shows it (Panda3D's "!is_empty()" assertion ends the table)."""
AFTER_PLACING = (Phase.NEST, Phase.EXTRA_DRAGON, Phase.FALLBACK_STONE)
"""The decisions a placement may ask for before the element is chosen (the first choice is taken)."""


@dataclass(frozen=True)
class Showcase:
    """The turn of ``before``'s current player: ``actions`` (draft, place, each choice the hatch asks for, then
    the element), the Assistant's ``steps`` and the ``stones`` it drops."""

    before: Game
    actions: tuple[Action, ...]
    steps: int
    stones: int

    @property
    def player(self) -> int:
        return self.before.state.current


def showcase(players: int = 2, kind: str = "human", seeds=SEEDS) -> Showcase:
    """The first turn of the seeded games of ``players`` players (of ``seeds``) that hatches an egg and walks long,
    each seat played by ``kind`` from then on (the moves before it are the easy computer player's); a LookupError
    when none does (the rules or the computer player changed: try more seeds)."""
    catalog = load_catalog()
    for seed in seeds:
        game = Game(catalog, [Seat(name, kind=kind) for name in NAMES[:players]], seed)
        computers = [make_player("easy", 100 + seed * 4 + index) for index in range(players)]
        while not game.over:
            if game.pending().phase is Phase.DRAFT:
                found = _turn_here(game)
                if found is not None:
                    return found
            game.apply(computers[game.state.current].choose(game.state))
    raise LookupError(f"no turn of the seeds {seeds.start} to {seeds.stop - 1} hatches an egg and walks "
                      f"{LONG_WALK} steps dropping {STONES} stones")


def _copy(game: Game) -> Game:
    return Game.from_state(game.state.copy(), game.seed)


def _turn_here(game: Game):
    """The showcase turn that starts at ``game`` (a draft), or None."""
    player = game.state.current
    for draft in game.legal_actions():
        drafted = _copy(game)
        drafted.apply(draft)
        for place in drafted.legal_actions():
            placed = _copy(drafted)
            seen = len(placed.state.log)
            placed.apply(place)
            chosen = [draft, place] + placed.play_forced()
            if sum(isinstance(event, EggHatched) for event in placed.state.log[seen:]) != HATCHES:
                continue
            while placed.state.current == player and placed.pending().phase in AFTER_PLACING:
                chosen.append(placed.legal_actions()[0])
                placed.apply(chosen[-1])
                chosen += placed.play_forced()
            if placed.state.current != player or placed.pending().phase is not Phase.ELEMENT:
                continue
            for element in placed.legal_actions():
                walked = _copy(placed)
                start = len(walked.state.log)
                walked.apply(element)
                walked.play_forced()
                if walked.over or walked.pending().phase is not Phase.DRAFT:
                    continue  # the final page would hide the walk; or a stone of the walk asks for a click
                events = walked.state.log[start:]
                steps = sum(event.steps for event in events if isinstance(event, Walked) and event.player == player)
                stones = sum(1 for event in events if isinstance(event, StepStonePlaced) and event.player == player)
                if steps >= LONG_WALK and stones >= STONES:
                    return Showcase(game, tuple(chosen) + (element,), steps, stones)
    return None


if __name__ == "__main__":
    for count in (1, 2):
        found = showcase(count)
        print(f"{count} player(s): seed {found.before.seed}, after {len(found.before.history)} actions, "
              f"{NAMES[found.player]} plays: {', '.join(str(action) for action in found.actions)} "
              f"({found.steps} steps, {found.stones} stones)")
