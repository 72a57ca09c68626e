"""Input as values: buttons send a ``Command`` or a typed choice, keys are read into commands once, Esc closes the
top-most thing open, and a choice of a stone's element is never taken for a dragon's type."""
import pytest

from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import KEYS, PLAY_KEYS, REVIEW_KEYS, Command, DragonChoice, StoneChoice
from dragonarium.play.controller import PlayController
from dragonarium.play.base.picks import CellPick
from dragonarium.play.session import PlaySession
from dragonarium.rules import (ChooseElement, Element, ExtraDragon, FreeStone, Game, Phase, Seat, Terrain, parse_cell,
                               parse_position)

from tests.support.games import CATALOG
from tests.support.positions import EXTRA, FALLBACK
from tests.play.test_marks import TABLE


def controller_at(text: str) -> PlayController:
    return PlayController(Game.from_state(parse_position(text)))


def test_a_stone_of_choice_offers_each_element_and_takes_only_an_element():
    controller = controller_at(FALLBACK)
    assert [(b.press, b.enabled) for b in controller.buttons()][:3] == [
        (StoneChoice(Element.FIRE), True), (StoneChoice(Element.WATER), False), (StoneChoice(Element.AIR), False)]
    assert controller.targets() == [], "no element picked yet"
    assert controller.press(DragonChoice(Terrain.FIRE)) is Change.PANEL and controller.choice is None
    assert controller.press(StoneChoice(Element.WATER)) is Change.PANEL and controller.choice is None, "none to place"
    assert controller.press(StoneChoice(Element.FIRE)) is Change.PANEL
    assert controller.choice == StoneChoice(Element.FIRE) and len(controller.targets()) == 25
    assert controller.click(CellPick(0, parse_cell("C3"))) is Change.ALL
    assert controller.game.history == [FreeStone(Element.FIRE, parse_cell("C3"))] and controller.choice is None


def test_an_extra_dragon_offers_each_type_and_takes_only_a_type():
    controller = controller_at(EXTRA)
    assert [b.press for b in controller.buttons()][:2] == [DragonChoice(Terrain.FIRE), DragonChoice(Terrain.WATER)]
    assert controller.press(StoneChoice(Element.WATER)) is Change.PANEL and controller.choice is None
    assert controller.targets() == [], "two types on offer: none picked yet"
    controller.press(DragonChoice(Terrain.WATER))
    assert controller.choice == DragonChoice(Terrain.WATER) and parse_cell("D2") in controller.targets()
    controller.click(CellPick(0, parse_cell("D2")))
    assert controller.game.history == [ExtraDragon(Terrain.WATER, parse_cell("D2"))]


def test_the_stone_element_or_dragon_type_picked_is_the_chosen_button():
    controller = controller_at(FALLBACK)
    assert not any(button.chosen for button in controller.buttons())
    controller.press(StoneChoice(Element.FIRE))
    assert [b.press for b in controller.buttons() if b.chosen] == [StoneChoice(Element.FIRE)]
    controller = controller_at(EXTRA)
    assert not any(button.chosen for button in controller.buttons()), "two types on offer: none picked yet"
    controller.press(DragonChoice(Terrain.WATER))
    assert [b.press for b in controller.buttons() if b.chosen] == [DragonChoice(Terrain.WATER)]
    controller.press(DragonChoice(Terrain.FIRE))
    assert [b.press for b in controller.buttons() if b.chosen] == [DragonChoice(Terrain.FIRE)]


def test_the_assistants_element_is_a_button_that_plays_it():
    game = Game(CATALOG, [Seat("A")], 4)
    while game.pending().phase is not Phase.ELEMENT:
        game.apply(game.legal_actions()[0])
    controller = PlayController(game)
    presses = [b.press for b in controller.buttons()]
    assert presses[:3] == [ChooseElement(element) for element in Element]
    assert controller.press(StoneChoice(Element.AIR)) is Change.PANEL and game.pending().phase is Phase.ELEMENT
    assert controller.press(ChooseElement(Element.AIR)) is Change.ALL
    assert game.history[-1] == ChooseElement(Element.AIR)


def test_a_choice_button_outside_its_decision_does_nothing_and_says_so():
    controller = controller_at(TABLE)
    for press in (ChooseElement(Element.FIRE), StoneChoice(Element.FIRE), DragonChoice(Terrain.ROYAL)):
        assert controller.press(press) is Change.PANEL and controller.message and controller.choice is None
    assert controller.game.history == []


@pytest.mark.parametrize("key, command", sorted(PLAY_KEYS.items()))
def test_each_play_key_does_what_its_command_does(key, command):
    by_key, by_press = (PlaySession(Game.from_state(parse_position(TABLE))) for _ in range(2))
    try:
        assert by_key.key(key) is by_press.press(command)
        for session in (by_key, by_press):
            session.hover(CellPick(0, parse_cell("D4")))  # a refusal shows: "Why?" has something to open
        assert by_key.key(key) is by_press.press(command)
        assert ((by_key.overlay, by_key.legal_map, by_key.help, by_key.why is None, by_key.hurry,
                 by_key.controller.rotation) == (by_press.overlay, by_press.legal_map, by_press.help,
                                                 by_press.why is None, by_press.hurry, by_press.controller.rotation))
    finally:
        by_key.close()
        by_press.close()


def test_keys_are_commands_read_once():
    assert all(isinstance(command, Command) for command in {**KEYS, **REVIEW_KEYS}.values())
    assert KEYS["escape"] is Command.CLOSE and KEYS["control-s"] is Command.SAVE and KEYS["r"] is Command.ROTATE
    assert REVIEW_KEYS["home"] is Command.FIRST and REVIEW_KEYS["arrow_right"] is Command.NEXT


def test_escape_closes_the_top_most_thing_open():
    session = PlaySession(Game.from_state(parse_position(TABLE)))
    try:
        assert session.escape() is None and session.escape(end_page=True) is Command.END_PAGE
        assert session.escape(saving=True) is Command.CANCEL_SAVE
        session.hover(CellPick(0, parse_cell("D4")))
        session.press(Command.WHY)
        assert session.escape(saving=True) is Command.WHY
        session.press(Command.HELP)
        assert session.escape(saving=True) is Command.HELP
        session.press(session.escape())
        assert not session.help and session.escape() is None
    finally:
        session.close()


def test_space_hurries_the_computers():
    session = PlaySession(Game(CATALOG, [Seat("Bot", kind="easy"), Seat("You")], 4))
    try:
        assert session.key("space") is Change.NONE and session.hurry
    finally:
        session.close()


def test_in_solo_each_element_button_names_the_site_tile_its_turn_will_discard():
    from dragonarium.play.controller import PlayController
    from dragonarium.rules import ChooseElement, Phase, SoloDiscardedFromSite, SoloDiscardedFromSupply, tile_name
    from tests.support.games import new_game
    for seed in range(1, 6):
        game = new_game(1, seed=seed)
        while game.pending().phase is not Phase.ELEMENT:
            game.apply(game.legal_actions()[0])
        buttons = {button.press: button.label for button in PlayController(game).buttons()
                   if isinstance(button.press, ChooseElement)}
        assert len(buttons) == 3
        for press, label in buttons.items():
            probe = game.state.copy()
            site = list(probe.site)
            probe.apply(press)
            while not any(isinstance(e, (SoloDiscardedFromSite, SoloDiscardedFromSupply)) for e in probe.log):
                probe.apply(probe.legal_actions()[0])
            discard = next(e for e in probe.log if isinstance(e, (SoloDiscardedFromSite, SoloDiscardedFromSupply)))
            if isinstance(discard, SoloDiscardedFromSite):
                assert site[discard.slot] == discard.tile
                assert f"{tile_name(probe.tile(discard.tile))} (slot {discard.slot + 1})" in label, label
            else:
                assert "top of the supply" in label, label


def test_with_two_players_the_element_buttons_say_only_the_steps():
    from dragonarium.play.controller import PlayController
    from dragonarium.rules import ChooseElement, Phase
    from tests.support.games import new_game
    game = new_game(2, seed=1)
    while game.pending().phase is not Phase.ELEMENT:
        game.apply(game.legal_actions()[0])
    labels = [b.label for b in PlayController(game).buttons() if isinstance(b.press, ChooseElement)]
    assert labels and not any("discards" in label for label in labels)
