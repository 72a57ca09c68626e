"""Whole games played through the real play screen with clicks at projected points."""
import random

import pytest

from dragonarium.rules.model.actions import Place
from dragonarium.rules.engine.game import Game, Phase, Seat
from dragonarium.rules.files.record import record_of, replay
from dragonarium.play.base.commands import Command, DragonChoice
from dragonarium.play.why.explain import refusals_of
from dragonarium.rules import ChooseElement, Element, Rule, Terrain, refusals_text

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def play_whole_game(game: Game, seed: int) -> Game:
    screen = open_screen(game)
    driver = Driver(screen)
    rng = random.Random(seed)
    try:
        while not game.over:
            action = rng.choice(game.legal_actions())
            before = len(game.history)
            driver.play(action)
            assert len(game.history) == before + 1 and game.history[-1] == action, action
    finally:
        screen.cleanup()
    return game


@pytest.mark.parametrize("players, side, seed", [(2, "library", 11), (1, "library", 5), pytest.param(2, "marble-quarry", 3, marks=pytest.mark.slow),
                                                 (1, "lostwing-cliffs", 8)])
def test_a_whole_game_through_the_play_screen_equals_the_rules_replay(players, side, seed):
    game = Game(CATALOG, [Seat(f"P{i}", side) for i in range(players)], seed)
    play_whole_game(game, seed)
    assert game.over
    again = replay(record_of(game))
    assert again.state.same_table(game.state)


def test_illegal_clicks_empty_space_and_stray_keys_change_nothing():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        before = game.state.copy()
        screen.left_click(2, 2)  # empty space in a corner
        for key in ("r", "control-z", "control-y", "escape", "escape", "o", "h"):  # Esc opens the menu, Esc closes it
            screen.key(key)
        screen.press(ChooseElement(Element.FIRE))
        screen.press(DragonChoice(Terrain.ROYAL))
        other = 1 - game.state.current
        driver.click(driver.cell_pixel(other, (0, 0)))  # another player's board
        assert game.state.same_table(before) and game.history == []
        driver.play(game.legal_actions()[0])  # draft
        assert game.pending().phase is Phase.PLACE
        # the starting tile's arms hold unready eggs: placing over one is refused, with the reason shown
        arm = next(cell for cell in ((1, 2), (2, 1), (2, 3), (3, 2))
                   if Place(((2, 2), cell)) not in game.legal_actions())
        rotation = [(0, 1), (1, 0), (0, -1), (-1, 0)].index((arm[0] - 2, arm[1] - 2))
        while screen.controller.rotation != rotation:
            screen.key("r")
        state = game.state.copy()
        driver.click(driver.cell_pixel(game.state.current, (2, 2)))
        assert game.state.same_table(state)
        refused = screen.controller.refused
        assert refused == Place(((2, 2), arm))
        refusals = refusals_of(game.state, refused)
        assert Rule.UNREADY_EGG in [refusal.rule for refusal in refusals]
        assert refusals_text(refusals) in screen.controller.message and refusals_text(refusals) in \
            screen.message.getText()
    finally:
        screen.cleanup()


def test_the_ghost_follows_the_pointer_with_the_rules_verdict():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        driver.play(game.legal_actions()[0])
        player = game.state.current
        screen.pointer(*driver.cell_pixel(player, (4, 0)))
        ghost = screen.controller.ghost()
        assert ghost is not None and ghost.verdict.legal and ghost.verdict.level == 1
        assert not screen.root.find("**/ghost").isEmpty()
        screen.wheel(1)
        assert screen.controller.rotation == 1
        screen.right_click()
        assert screen.controller.rotation == 2
        screen.pointer(*driver.cell_pixel(player, (4, 0)))
        ghost = screen.controller.ghost()
        assert ghost.verdict.placement.cells == ((4, 0), (4, -1)) and not ghost.verdict.legal
        assert [(p.rule.value, p.cells, p.facts.square) for p in ghost.verdict.problems] == [
            ("off-board", ((4, -1),), 2)]
    finally:
        screen.cleanup()


def test_undo_and_redo_from_the_screen():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        start = game.state.copy()
        driver.play(game.legal_actions()[0])
        screen.key("control-z")
        assert game.state.same_table(start)
        screen.key("control-y")
        assert game.pending().phase is Phase.PLACE
        screen.press(Command.UNDO)
        assert game.state.same_table(start)
    finally:
        screen.cleanup()


def test_hovering_a_cell_shows_its_stack():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        player = game.state.current
        screen.pointer(*driver.cell_pixel(player, (2, 2)))
        text = screen.hover_panel.getText()
        assert "C3, level 1" in text and "royal square" in text
    finally:
        screen.cleanup()


def test_autosave_after_every_action(tmp_path):
    from dragonarium.rules.files.record import load_record

    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    save = tmp_path / "autosave.yaml"
    screen = open_screen(game, autosave=save)
    driver = Driver(screen)
    try:
        driver.play(game.legal_actions()[0])
        assert screen.session.autosaver.flush()
        assert load_record(save).actions == tuple(game.history)
        driver.play(game.legal_actions()[0])
        assert screen.session.autosaver.flush()
        assert load_record(save).actions == tuple(game.history)
    finally:
        screen.cleanup()


def test_the_legal_placement_map_marks_every_legal_pair_with_its_level_and_pillars():
    from dragonarium.rules.engine.placement import legal_placements
    from dragonarium.rules.files.record import parse_position

    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    game.state = parse_position("""
format: dragonarium-position
version: 1
players:
  - name: A
    start: S1
    pillars: 2
    cells:
      "0,0": [royal, royal]
  - {name: B, start: S2}
site: [T08]
pending: place
tile: T09
""")
    screen = open_screen(game)
    try:
        screen.key("l")
        node = screen.root.find("**/legal-map")
        assert not node.isEmpty()
        shown = sorted(n.node().getText() for n in node.findAllMatches("**/+TextNode"))
        best = {}
        for verdict in legal_placements(game.state.boards[0], game.state.tile("T09")):
            key = frozenset(verdict.placement.cells)
            option = (verdict.level, verdict.pillars_needed)
            best[key] = min(best.get(key, option), option)
        expected = sorted(str(level) + (f"+{pillars}p" if pillars else "") for level, pillars in best.values())
        assert shown == expected and "3+2p" in shown
        screen.key("l")
        assert screen.root.find("**/legal-map").isEmpty()
    finally:
        screen.cleanup()
