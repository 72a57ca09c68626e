"""Every text the engine writes for people names cells, slots and tiles in the board notation.

A few seeded games on every side are played; their turn logs, the reasons given for illegal moves, the
computer players' reasons, the lessons' texts and the command line's output are scanned for the old forms:
``cell (r, c)``, ``r,c``, ``[r, c]``, ``(r, c)``, slots or columns counted from 0, and tile ids that are not a tag
after a tile's name (``fire/water tile (T04)`` is the accepted form).
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from dragonarium.bots.players import EasyPlayer, StrongPlayer
from dragonarium.cli.commands import main
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.rules.engine import assistant
from dragonarium.rules.model.actions import Draft, FreeStone, Nest, Place, Stone
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.engine.fallback import place_free_stone
from dragonarium.rules.engine.game import Game, Phase
from dragonarium.rules.engine.hatching import nest_dragon
from dragonarium.rules.engine.placement import Placement, apply_placement, check_placement
from dragonarium.rules.files.record import save_record
from dragonarium.rules.model.values import ELEMENTS, Terrain

from tests.support.games import CATALOG, seats
from tests.support.text_forms import CELL_FORMS, GRAMMAR_FORMS, TILE_FORMS, old_forms
from dragonarium.rules import load_catalog, log_lines

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
GAMES = [(2, "library", 3), (3, "church-ruins", 5), (2, "lostwing-cliffs", 8), (2, "marble-quarry", 13),
         (1, "eternal-shrines", 21)]


def refusal(apply, *args) -> str:
    try:
        apply(*args)
    except IllegalAction as error:
        return error.reason
    return ""


class Collected:
    """The texts of the seeded games, gathered once."""

    def __init__(self) -> None:
        self.log: list[str] = []
        self.rule_reasons: list[str] = []
        self.turn_reasons: list[str] = []
        self.placement_reasons: list[str] = []
        self.bot_reasons: list[str] = []
        for count, side, seed in GAMES:
            self._play(Game(CATALOG, seats(count, side), seed), random.Random(seed))

    def _play(self, game: Game, rng: random.Random) -> None:
        easy = EasyPlayer(seed=1)
        strong_asked = 0
        while not game.over:
            state = game.state
            decision = game.pending()
            self._refusals(state, decision, rng)
            if rng.random() < 0.3:
                self.bot_reasons.extend(choice.reason for choice in easy.ranked(state)[:3])
            if decision.phase in (Phase.DRAFT, Phase.PLACE) and strong_asked < 3 and rng.random() < 0.2:
                strong_asked += 1
                strong = StrongPlayer(seed=2, looked_at=2, played_through=3)  # its words, not its strength
                self.bot_reasons.extend(choice.reason for choice in strong.ranked(state)[:3])
            game.apply(rng.choice(game.legal_actions()))
        self.log.extend(log_lines(game.state))

    def _refusals(self, state, decision, rng: random.Random) -> None:
        """Illegal moves near the current decision: asked of the rules directly and of the game."""
        board = state.board
        cells = [(rng.randrange(5), rng.randrange(5)) for _ in range(6)]
        if decision.phase is Phase.PLACE:
            tile = state.tile(decision.tile)
            for cell in cells:
                placement = Placement.at(cell, rng.randrange(4))
                if Place(placement.cells) not in decision.choices:
                    verdict = check_placement(board, tile, placement)
                    self.rule_reasons.append(verdict.reason)
                    self.rule_reasons.append(refusal(apply_placement, board.copy(), tile, placement))
                    self.placement_reasons.append(refusal(state.copy().apply, Place(placement.cells)))
            self.placement_reasons.append(refusal(state.copy().apply, Place(((0, 0), (4, 4)))))
        elif decision.phase is Phase.DRAFT:
            self.placement_reasons.append(refusal(state.copy().apply, Draft(len(state.site) + 1)))
        elif decision.phase is Phase.STONE:
            for cell in cells:
                self.rule_reasons.append(refusal(assistant.place_stone_at_step, board.copy(), decision.step,
                                                 decision.element, cell))
                self.turn_reasons.append(refusal(state.copy().apply, Stone(cell)))
        elif decision.phase is Phase.NEST:
            for cell in cells:
                self.rule_reasons.append(refusal(nest_dragon, board.copy(), cell, Terrain.FIRE, state.placed))
                self.turn_reasons.append(refusal(state.copy().apply, Nest(cell)))
        elif decision.phase in (Phase.FALLBACK_STONE, Phase.REWARD_STONE):
            for cell in cells:
                element = rng.choice(ELEMENTS)
                self.rule_reasons.append(refusal(place_free_stone, board.copy(), element, cell))
                self.turn_reasons.append(refusal(state.copy().apply, FreeStone(element, cell)))
        self.turn_reasons.append(refusal(state.copy().apply, Nest((2, 2))) if decision.phase is not Phase.NEST
                                 else "")


@pytest.fixture(scope="module")
def texts() -> Collected:
    return Collected()


def test_the_games_produced_each_kind_of_text(texts):
    assert len(texts.log) > 200 and len([r for r in texts.rule_reasons if r]) > 50
    assert any(r for r in texts.turn_reasons) and len(texts.bot_reasons) > 50
    assert any(" on " in line and re.search(r"\b[A-E][1-5]\b", line) for line in texts.log)


def test_the_turn_log_names_cells_in_the_board_notation(texts):
    assert old_forms(texts.log, CELL_FORMS) == []


def test_the_rules_reasons_use_the_board_notation(texts):
    reasons = texts.rule_reasons + texts.turn_reasons
    assert old_forms(reasons, {**CELL_FORMS, **TILE_FORMS}) == []
    assert any(re.search(r"\b[A-E][1-5]\b", reason) for reason in reasons)


def test_the_computer_players_reasons_use_the_board_notation(texts):
    assert old_forms(texts.bot_reasons, {**CELL_FORMS, **TILE_FORMS}) == []
    assert any(re.search(r" tile, then place [A-E][1-5] [A-E][1-5]", reason) for reason in texts.bot_reasons)


def test_the_lessons_texts_use_the_board_notation():
    """The lessons' texts as a learner reads them, their placeholders said, along each lesson's solution."""
    words = []
    for lesson in load_lessons():
        run = LessonRun(lesson, load_catalog())
        words.append(run.say(lesson.intro))
        for step in lesson.steps:
            words += [run.text(), run.say(step.hint), run.check(step.wrong[0]) if step.wrong else ""]
            run.play(step.solution)
        words.append(run.text())
    assert old_forms(words, {**CELL_FORMS, **TILE_FORMS}) == []
    assert old_forms(words, GRAMMAR_FORMS) == []
    assert any(re.search(r"\b[A-E][1-5]\b", text) for text in words)


def test_the_command_line_output_uses_the_board_notation(capsys, tmp_path):
    game = Game(CATALOG, seats(2), 4)
    game.apply(game.legal_actions()[0])
    save_record(game, tmp_path / "placing.yaml")
    outputs = []
    for argv in (["legal", str(tmp_path / "placing.yaml")], ["legal", str(EXAMPLES / "milo-fire.yaml")],
                 ["replay", str(EXAMPLES / "two-player-game-version-1.yaml")],
                 ["score", str(EXAMPLES / "seventy-five.yaml")],
                 ["simulate", "--players", "2", "--games", "2", "--seed", "9"]):
        assert main(argv) == 0
        outputs.extend(capsys.readouterr().out.splitlines())
    assert old_forms(outputs, {**CELL_FORMS, **TILE_FORMS}) == []
    assert any(re.fullmatch(r"  place [A-E][1-5] [A-E][1-5]", line) for line in outputs)


def test_the_turn_log_names_tiles_by_their_squares(texts):
    assert old_forms(texts.log, TILE_FORMS) == []


def test_the_games_reasons_for_an_illegal_draft_or_placement_use_the_board_notation(texts):
    assert old_forms(texts.placement_reasons, {**CELL_FORMS, **TILE_FORMS}) == []


def test_every_text_agrees_in_article_and_number(texts):
    """``an air egg``, ``a fire stone``, ``1 step``, ``3 steps``: never ``a air``, ``1 tiles`` or ``step(s)``."""
    everything = texts.log + texts.rule_reasons + texts.turn_reasons + texts.placement_reasons + texts.bot_reasons
    assert old_forms(everything, GRAMMAR_FORMS) == []
    assert any(re.search(r"\ban air\b", text) for text in everything), "the games wrote of air stones or eggs"
    assert any(re.search(r"moves 1 step$", line) for line in texts.log), "a 1-step walk was logged"
