"""The play session: clicks become moves, each event says what it changed, computer seats and hints run aside."""
import random
import re

import pytest

from dragonarium.play.base.changes import Change
from dragonarium.play.base.picks import CellPick, SitePick
from dragonarium.play.session import COMPUTER_PAUSE, PlaySession
from dragonarium.play.table.hint_text import hint_message
from dragonarium.rules.model.actions import Draft, Place
from dragonarium.rules.engine.game import Game, Phase, Seat
from dragonarium.rules.engine.placement import Placement
from dragonarium.play.base.commands import Command
from dragonarium.play.table.marks import TileGhost, Tone

from tests.support.games import CATALOG

NOWHERE = (0.0, 0.0, 0.0)


def cell(player, at):
    return CellPick(player, at, NOWHERE)


def slot(number):
    return SitePick(number, NOWHERE)


def two_humans(seed=4):
    return Game(CATALOG, [Seat("A"), Seat("B")], seed)


def test_a_draft_click_changes_the_table_and_a_refused_click_only_the_panel():
    game = two_humans()
    session = PlaySession(game)
    try:
        assert session.click(cell(game.state.current, (0, 0))) is Change.PANEL
        assert "planning site" in session.controller.message and game.history == []
        assert session.click(slot(0)) is Change.ALL
        assert game.history == [Draft(0)] and game.pending().phase is Phase.PLACE
        assert session.click(slot(1)) is Change.PANEL, "the site is for drafting only"
        assert session.click(None) is Change.NONE
    finally:
        session.close()


def test_hovering_changes_the_pointer_layer_only_when_the_target_changes():
    game = two_humans()
    session = PlaySession(game)
    try:
        player = game.state.current
        assert session.hover(cell(player, (1, 1))) is Change.POINTER
        moved = CellPick(player, (1, 1), (0.3, 0.1, 0.0))
        assert session.hover(moved) is Change.NONE, "the same cell under a moved pointer"
        assert session.hover(cell(player, (1, 2))) is Change.POINTER
        assert session.hover(None) is Change.POINTER
        assert session.rotate(1) is Change.POINTER and session.controller.rotation == 1
    finally:
        session.close()


def test_switches_and_keys_change_the_panel_and_stray_keys_are_not_play_keys():
    session = PlaySession(two_humans())
    try:
        assert session.key("o") is Change.PANEL and session.overlay
        assert session.key("l") is Change.PANEL and session.legal_map
        assert session.key("f1") is Change.PANEL and session.help
        labels = dict(session.switches())
        assert labels[Command.OVERLAY] == "Scores (O): on" and labels[Command.LEGAL_MAP] == "Legal map (L): on"
        assert session.key("o") is Change.PANEL and not session.overlay
        assert session.key("arrow_left") is None and session.key("1") is None
        assert session.key("control-z") is Change.PANEL, "nothing to undo: the reason is shown"
        assert session.controller.message
    finally:
        session.close()


def test_undo_and_redo_change_the_table():
    game = two_humans()
    session = PlaySession(game)
    try:
        session.click(slot(2))
        assert session.key("control-z") is Change.ALL and game.history == []
        assert session.key("control-y") is Change.ALL and game.history == [Draft(2)]
    finally:
        session.close()


def test_the_computer_waits_for_its_pause_then_moves_and_hurry_skips_the_pauses_of_its_turn_only():
    game = Game(CATALOG, [Seat("Bot", kind="easy"), Seat("Bot 2", kind="easy")], 2)
    session = PlaySession(game)
    try:
        assert session.tick(0.01) is Change.NONE and session.thinking is not None
        session.thinking.result()
        assert session.tick(0.01) is Change.NONE and game.history == [], "the first move waits for the pause"
        assert session.tick(COMPUTER_PAUSE, busy=True) is Change.NONE, "nor while an animation plays: it waits"
        assert session.tick(COMPUTER_PAUSE) is Change.ALL and len(game.history) == 1, "the pause, once still"
        hurried = game.state.current
        assert session.key("space") is Change.NONE and session.hurry
        for _ in range(40):
            session.tick(0.0)
            if session.thinking is not None:
                session.thinking.result()
        assert len(game.history) >= 3 and game.state.current != hurried, "the hurried turn played to its end"
        assert game.state.turn == 1 and game.pending().phase is Phase.DRAFT, "and no further: the next seat waits"
        assert not session.hurry
    finally:
        session.close()


def test_clicks_are_ignored_while_a_computer_plays():
    game = Game(CATALOG, [Seat("Bot", kind="easy"), Seat("Human")], 1)
    while game.state.current != 0:
        game = Game(CATALOG, [Seat("Bot", kind="easy"), Seat("Human")], game.seed + 1)
    session = PlaySession(game)
    try:
        assert session.computer_to_move
        assert session.click(slot(0)) is Change.PANEL and game.history == []
        assert "(computer) is playing" in session.controller.message
        assert session.play_computers() > 0 and not session.computer_to_move
    finally:
        session.close()


def test_a_solo_game_handed_to_the_strong_player_ends_with_a_rank():
    game = Game(CATALOG, [Seat("Solo", kind="strong")], 3)
    rng = random.Random(3)
    while game.state.round < 11:
        game.apply(rng.choice(game.legal_actions()))
    handed_over = len(game.history)
    session = PlaySession(game)
    try:
        assert session.play_computers() > 4 and len(game.history) > handed_over + 4
        assert game.over and game.outcome().solo_rank
    finally:
        session.close()


def test_a_hint_arrives_on_a_tick_and_is_dropped_when_the_game_moves_on():
    game = two_humans(5)
    session = PlaySession(game)
    try:
        session.click(slot(0))
        assert session.ask_hint(wait=True) is Change.PANEL
        hint = session.hint
        assert hint is not None and isinstance(hint.action, Place) and hint.action in game.legal_actions()
        assert session.hint_outlook is not None and session.hint_outlook.action == hint.action
        assert session.controller.message == hint_message(session.hint_outlook), "the hint's facts, in words"
        assert not re.search(r"\d\.\d|\(\d, \d\)", session.controller.message), "words, not raw figures"
        session.controller.rotation = Placement(hint.action.cells).rotation
        assert session.click(cell(game.state.current, hint.action.cells[0])) is Change.ALL
        assert game.history[-1] == hint.action
        assert session.hint is None and session.hint_outlook is None, "the hint was for the moment before the move"
    finally:
        session.close()


def hint_ghosts(session):
    return [(mark.tile.id, mark.cells) for mark in session.decision_marks()
            if isinstance(mark, TileGhost) and mark.tone is Tone.HINT]


@pytest.fixture
def drafted_as_hinted():
    """The hint at a draft was taken: its tile is drafted, to be placed."""
    game = two_humans(5)
    session = PlaySession(game)
    session.ask_hint(wait=True)
    hint = session.hint
    assert isinstance(hint.action, Draft) and hint.cells is not None
    tile = game.state.site[hint.action.slot]
    assert hint_ghosts(session) == [(tile, hint.cells)]
    assert session.click(slot(hint.action.slot)) is Change.ALL
    yield session, tile, hint.cells
    session.close()


def test_a_draft_hints_placement_ghost_stays_until_the_tile_is_placed(drafted_as_hinted):
    session, tile, cells = drafted_as_hinted
    game = session.game
    assert game.pending().phase is Phase.PLACE and session.hint is None, "the draft's hint is done with"
    assert hint_ghosts(session) == [(tile, cells)], "its plan still shows where the tile would go"
    session.controller.rotation = Placement(cells).rotation
    assert session.click(cell(game.state.current, cells[0])) is Change.ALL
    assert game.history[-1] == Place(cells) and hint_ghosts(session) == []


@pytest.mark.parametrize("how", ["escape", "h"])
def test_a_draft_hints_placement_ghost_goes_when_the_hint_is_put_away(drafted_as_hinted, how):
    session, tile, cells = drafted_as_hinted
    if how == "escape":
        assert session.escape() is Command.HINT
        session.press(session.escape())
    else:
        assert session.press(Command.HINT) is Change.PANEL
    assert hint_ghosts(session) == [] and not session.hint_pending and session.escape() is None


def test_a_draft_hints_plan_goes_with_an_undone_draft(drafted_as_hinted):
    session, tile, cells = drafted_as_hinted
    assert session.press(Command.UNDO) is Change.ALL
    assert session.game.pending().phase is Phase.DRAFT and hint_ghosts(session) == []


def test_a_draft_hints_plan_never_follows_another_tile():
    game = two_humans(5)
    session = PlaySession(game)
    try:
        session.ask_hint(wait=True)
        hinted = session.hint.action.slot
        other = next(index for index, there in enumerate(game.state.site) if there != game.state.site[hinted])
        session.click(slot(other))
        assert game.pending().phase is Phase.PLACE and hint_ghosts(session) == [] and session.escape() is None
    finally:
        session.close()


def test_a_hint_that_arrives_after_the_game_moved_on_is_not_shown():
    game = two_humans(5)
    session = PlaySession(game)
    try:
        session.ask_hint()
        request = session.hint_request
        session.click(slot(0))
        request.result()
        session.tick(0.01)
        assert session.hint is None and session.hint_request is None
    finally:
        session.close()


def test_a_closed_session_takes_no_more_work():
    session = PlaySession(two_humans())
    session.close()
    with pytest.raises(RuntimeError):
        session.ask_hint()


def test_a_slow_hint_says_it_is_thinking_and_can_be_stopped(monkeypatch):
    import threading

    from dragonarium.bots.players import StrongPlayer
    from dragonarium.play.hint_asking import THINKING, THINKING_AFTER

    release = threading.Event()
    real_ranked = StrongPlayer.ranked

    def slow_ranked(self, state):
        release.wait(10)
        return real_ranked(self, state)

    monkeypatch.setattr(StrongPlayer, "ranked", slow_ranked)
    game = two_humans(5)
    session = PlaySession(game)
    try:
        assert session.ask_hint() is Change.PANEL and session.hint_pending
        assert session.controller.message == "", "a quick hint would not flash a thinking message"
        assert session.tick(THINKING_AFTER / 2) is Change.NONE
        assert session.tick(THINKING_AFTER / 2) is Change.PANEL and session.controller.message == THINKING
        request = session.hint_request
        assert session.ask_hint() is Change.PANEL, "H again stops it"
        assert not session.hint_pending and session.controller.message == "Hint stopped."
        release.set()
        assert request.result(), "the answer still comes..."
        assert session.tick(0.01) is Change.NONE and session.hint is None, "...and is dropped"
    finally:
        release.set()
        session.close()


def test_the_session_starts_with_the_remembered_auto_place_and_reports_the_switch():
    heard = []
    session = PlaySession(two_humans(), auto_forced=True, on_auto=heard.append)
    try:
        assert session.controller.auto_forced
        assert (Command.AUTO, "Auto-place forced: on") in session.switches()
        session.press(Command.AUTO)
        session.press(Command.AUTO)
        assert heard == [False, True] and session.controller.auto_forced
        session.press(Command.OVERLAY)
        assert heard == [False, True], "only the Auto-place switch is reported"
    finally:
        session.close()


def test_on_a_computers_turn_its_decision_offers_the_person_no_button():
    from dragonarium.rules import ChooseElement, PlayerKind

    game = Game(CATALOG, [Seat("Ann"), Seat("Bot", "library", PlayerKind.EASY)], 6)
    rng = random.Random(6)
    while not (game.state.current == 1 and game.pending().phase is Phase.ELEMENT):
        game.apply(rng.choice(game.legal_actions()))
    session = PlaySession(game)
    try:
        assert session.computer_to_move
        presses = [(button.press, button.enabled) for button in session.buttons()]
        assert presses == [(Command.UNDO, False), (Command.REDO, False)]
        assert not any(isinstance(button.press, ChooseElement) for button in session.controller.buttons())
    finally:
        session.close()
