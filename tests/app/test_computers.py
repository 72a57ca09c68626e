"""Computer players on the table, and hints for the human to move."""
from dragonarium.play.table.summary import final_summary
import random

import pytest

from dragonarium.app.scene.ghosts import OUTSIDE
from dragonarium.app.scene.layout import cell_centre, site_positions
from dragonarium.play.table.hint_text import hint_message
from dragonarium.rules.model.actions import Draft, Place
from dragonarium.rules.engine.game import Game, Phase, Seat
from dragonarium.rules.files.record import record_of, replay

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def test_a_human_against_the_easy_computer_to_the_end():
    game = Game(CATALOG, [Seat("Human"), Seat("Bot", kind="easy")], 6)
    screen = open_screen(game)
    driver = Driver(screen)
    rng = random.Random(6)
    try:
        while not game.over:
            if screen.computer_to_move:
                # clicks are ignored while the computer plays
                before = len(game.history)
                driver.click((400, 225))
                assert len(game.history) == before
                screen.play_computers()
            else:
                driver.play(rng.choice(game.legal_actions()))
        assert replay(record_of(game)).state.same_table(game.state)
        assert screen.pages.end_panel is not None
    finally:
        screen.cleanup()


@pytest.mark.parametrize("from_round", [11, pytest.param(1, marks=pytest.mark.slow)])
def test_a_solo_game_handed_to_the_strong_player(from_round):
    # random moves up to from_round, then the screen lets the strong player finish the game
    game = Game(CATALOG, [Seat("Solo", kind="strong")], 3)
    rng = random.Random(3)
    while game.state.round < from_round:
        game.apply(rng.choice(game.legal_actions()))
    handed_over = len(game.history)
    screen = open_screen(game)
    try:
        for player in screen.session.computers.values():
            player.budget = 0.02
        screen.play_computers()
        assert game.over and game.outcome().solo_rank
        assert len(game.history) > handed_over + 4, "the strong player made the last moves"
        assert "Solo:" in "\n".join(line for line in final_summary(screen.game.state).lines())
    finally:
        screen.cleanup()


def test_a_hint_shows_the_strong_choice_as_a_ghost_with_a_reason():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 5)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        driver.play(game.legal_actions()[0])
        assert game.pending().phase is Phase.PLACE
        screen.ask_hint(wait=True)
        assert screen.hint is not None and screen.hint.action in game.legal_actions()
        assert not screen.root.find("**/hint").isEmpty()
        outlook = screen.session.hint_outlook
        assert outlook.action == screen.hint.action and isinstance(outlook.action, Place)
        assert outlook.next_turn is not None, "the hint looks ahead to next turn"
        assert screen.message.getText().splitlines().count(hint_message(outlook)) == 1, "the hint's facts, in words"
        driver.play(game.legal_actions()[0])
        assert screen.hint is None and screen.root.find("**/hint").isEmpty()
    finally:
        screen.cleanup()


def test_a_draft_hint_frames_the_tile_on_the_site_and_shows_where_it_would_go():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 5)
    screen = open_screen(game)
    try:
        assert game.pending().phase is Phase.DRAFT
        screen.ask_hint(wait=True)
        hint = screen.hint
        assert isinstance(hint.action, Draft) and hint.action in game.legal_actions()
        marks = list(screen.root.findAllMatches("**/hint"))
        frames = [m for m in marks if not m.find("**/site-frame").isEmpty()]
        ghosts = [m for m in marks if not m.find("**/ghost-slabs").isEmpty()]
        assert len(frames) == 1 and len(ghosts) == 1
        low, high = frames[0].getTightBounds(frames[0])
        x, y = site_positions(len(game.state.site))[hint.action.slot]
        assert abs((low.x + high.x) / 2 - x) < 1e-3 and abs((low.y + high.y) / 2 - y) < 1e-3
        low, high = ghosts[0].getTightBounds(ghosts[0])
        centres = [cell_centre(cell) for cell in hint.cells]
        assert all(low.x < cx < high.x and low.y < cy < high.y for cx, cy in centres)
        reach = 2 + 2 * OUTSIDE + 0.01  # two squares and the outline round them, nothing else
        assert high.x - low.x < reach and high.y - low.y < reach
        outlook = screen.session.hint_outlook
        assert (outlook.action, outlook.cells) == (hint.action, hint.cells)
        assert hint_message(outlook) in screen.message.getText().splitlines(), "the hint's facts, in words"
        # the plan is one the rules accept
        game.apply(hint.action)
        assert Place(hint.cells) in game.legal_actions()
    finally:
        screen.cleanup()
