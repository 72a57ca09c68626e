"""A click on a button or switch sends the very value play/ offered with it: a ``Command`` or a typed choice."""

from dragonarium.app.gfx.palette import luminance
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.ui.style import is_selected
from dragonarium.app.ui.widgets import ButtonRow, SwitchColumn
from dragonarium.play.base.commands import Command, StoneChoice
from dragonarium.play.controller import PlayController
from dragonarium.play.session import PlaySession
from dragonarium.rules import Element, Game, Seat, parse_position

from tests.app.driver import SIZE, open_screen
from tests.support.games import CATALOG
from tests.support.positions import FALLBACK


def click(button) -> None:
    """What a mouse click on a DirectButton calls."""
    button.commandFunc(None)


def test_each_button_of_the_row_sends_what_it_was_offered_with():
    base = OffscreenBase.get(SIZE)
    base.fresh_overlay()
    controller = PlayController(Game.from_state(parse_position(FALLBACK)))
    sent = []
    row = ButtonRow(base.base.aspect2d, sent.append)
    try:
        row.show(controller.buttons())
        for button in row.buttons:
            click(button)
        assert sent == [spec.press for spec in controller.buttons()]
        assert sent[0] == StoneChoice(Element.FIRE) and sent[-2:] == [Command.UNDO, Command.REDO]
    finally:
        row.destroy()


def test_the_chosen_stone_button_looks_chosen_on_the_play_screen():
    screen = open_screen(Game.from_state(parse_position(FALLBACK)))
    try:
        def looks() -> list[tuple]:
            return [(is_selected(button), tuple(button["frameColor"][0]), button.component("text0").fg)
                    for button in screen.buttons.buttons[:3]]
        before = looks()
        assert not any(look[0] for look in before), "nothing picked yet"
        click(screen.buttons.buttons[0])  # the fire stone
        assert screen.controller.choice == StoneChoice(Element.FIRE)
        after = looks()
        chosen, colour, words = after[0]
        assert chosen and not after[1][0] and not after[2][0]
        # gold with dark words: far lighter than the wooden buttons, so it stands apart in greys too
        assert luminance(colour[:3]) > luminance(before[0][1][:3]) + 0.3
        assert luminance(colour[:3]) > luminance(tuple(words)[:3]) + 0.5
        assert after[1][1] == before[1][1], "the others stay wooden"
    finally:
        screen.cleanup()


def test_each_switch_sends_its_command():
    base = OffscreenBase.get(SIZE)
    base.fresh_overlay()
    session = PlaySession(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
    sent = []
    column = SwitchColumn(base.base.aspect2d, sent.append)
    try:
        column.show(session.switches())
        for button in column.buttons:
            click(button)
        assert sent == [command for command, _ in session.switches()]
        assert all(isinstance(command, Command) for command in sent)
    finally:
        column.destroy()
        session.close()


def test_on_the_play_screen_a_click_on_the_legal_map_switch_draws_the_map():
    screen = open_screen(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
    try:
        screen.apply(screen.session.play(screen.game.legal_actions()[0]))  # drafted: a tile is held
        index = [command for command, _ in screen.session.switches()].index(Command.LEGAL_MAP)
        assert screen.root.find("**/legal-map").isEmpty()
        click(screen.switches.buttons[index])
        assert screen.session.legal_map and not screen.root.find("**/legal-map").isEmpty()
        click(screen.switches.buttons[index])
        assert not screen.session.legal_map and screen.root.find("**/legal-map").isEmpty()
    finally:
        screen.cleanup()
