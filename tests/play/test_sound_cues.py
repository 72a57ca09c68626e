"""Which sound goes with what: the rules' events, refusals and turns of the held tile as cues, each change heard
once, a computer's search never."""
import random

import pytest

from dragonarium.play.base.commands import Command
from dragonarium.play.controller import PlayController
from dragonarium.play.base.picks import CellPick, SitePick
from dragonarium.play.session import PlaySession
from dragonarium.play.sound_cues import EVENT_CUES, MOST_CUES, Cue, CueWatch, cues_of
from dragonarium.rules import (EVENTS, Drafted, EggHatched, Element, Ending, FitsNowhere,
                               FreeStoneLost, FreeStonePlaced, Game, GameOver, Nested, Phase, PillarsGained, Place,
                               Placed, RoundEnded, Seat, StepStonePlaced, StoneLost, Terrain, Walked, parse_cell)

from tests.support.games import CATALOG, new_game

A1, A2, B2, C3 = (parse_cell(name) for name in ("A1", "A2", "B2", "C3"))


def test_every_kind_of_event_has_its_cue_decided():
    assert set(EVENT_CUES) == set(EVENTS)


@pytest.mark.parametrize("events, cues", [
    ([Drafted(0, 2, "T07")], (Cue.TILE_PICKED,)),
    ([Placed(0, "T07", (A1, A2), 2, 1, A1), PillarsGained(0, 2, (A2,)), EggHatched(0, B2, Terrain.FIRE)],
     (Cue.TILE_PLACED, Cue.HATCHED)),
    ([Nested(1, C3, Terrain.WATER)], (Cue.NESTED,)),
    ([FitsNowhere(0, "T07", 2)], (Cue.LOST,)),
    ([FreeStonePlaced(0, Element.AIR, C3)], (Cue.STONE,)),
    ([FreeStoneLost(0)], (Cue.LOST,)),
    ([RoundEnded(3, ("T01", "T02"), 1)], (Cue.ROUND_ENDED,)),
    ([], ()),
], ids=["draft", "placement-with-pillars-and-a-hatch", "nest", "fits-nowhere", "stone-of-choice", "stone-lost",
        "round", "nothing"])
def test_events_sound_as_their_cues(events, cues):
    assert cues_of(events) == cues


def test_a_walk_sounds_one_stone_and_one_loss_however_many_steps_it_takes():
    walk = [Walked(0, Element.FIRE, 4, 0, (1, 2, 3, 4)), StepStonePlaced(0, 1, Element.FIRE, A1),
            StoneLost(0, 2, Element.FIRE), StepStonePlaced(0, 3, Element.FIRE, A2), StoneLost(0, 4, Element.FIRE)]
    assert cues_of(walk) == (Cue.STONE, Cue.LOST)


def test_the_game_s_end_stands_for_the_round_s_and_a_change_sounds_a_few_cues_at_most():
    assert cues_of([RoundEnded(9, (), 0), GameOver(9, Ending.SUPPLY_OUT, 0)]) == (Cue.GAME_OVER,)
    busy = [Placed(0, "T07", (A1, A2), 1), EggHatched(0, B2, Terrain.AIR), Nested(0, B2, Terrain.AIR),
            FreeStonePlaced(0, Element.AIR, C3), FreeStoneLost(0), RoundEnded(2, ("T01",), 1)]
    assert cues_of(busy) == (Cue.TILE_PLACED, Cue.HATCHED, Cue.NESTED, Cue.STONE)[:MOST_CUES]


def watched(game: Game) -> tuple[PlayController, CueWatch]:
    controller = PlayController(game)
    return controller, CueWatch(game, controller)


def test_a_person_s_draft_turn_refusal_and_placement_are_heard_once_each():
    game = new_game(2, seed=4)
    controller, watch = watched(game)
    assert watch.cues() == (), "the table's first showing is silent"
    controller.click(SitePick(0))
    assert watch.cues() == (Cue.TILE_PICKED,) and watch.cues() == ()
    controller.rotate(1)
    assert watch.cues() == (Cue.TILE_TURNED,)
    controller.click(SitePick(1))  # the site is for drafting, not now
    assert watch.cues() == (Cue.REFUSED,)
    controller.click(CellPick(1, A1))  # another player's board
    assert watch.cues() == (Cue.REFUSED,)
    place = next(action for action in game.legal_actions() if isinstance(action, Place))
    controller.rotation = 0
    watch.cues()
    controller.play(place)
    assert watch.cues()[0] is Cue.TILE_PLACED
    assert game.pending().phase is not Phase.PLACE
    controller.rotate(1)
    assert watch.cues() == (), "no tile is held: nothing turns"


def test_a_placement_the_rules_refuse_is_heard_as_a_refusal():
    game = new_game(2, seed=4)
    controller, watch = watched(game)
    controller.click(SitePick(0))
    watch.cues()
    legal = {action.cells for action in game.legal_actions() if isinstance(action, Place)}
    refused = next(cell for cell in game.state.boards[0].cells()
                   if (cell, (cell[0], cell[1] + 1)) not in legal and cell[1] + 1 < 5)
    controller.click(CellPick(0, refused))
    assert game.pending().phase is Phase.PLACE and watch.cues() == (Cue.REFUSED,)


def test_an_undo_is_silent_and_a_redo_is_heard_as_the_move_again():
    game = new_game(2, seed=4)
    controller, watch = watched(game)
    controller.click(SitePick(0))
    watch.cues()
    controller.press(Command.UNDO)
    assert watch.cues() == ()
    controller.press(Command.REDO)
    assert watch.cues() == (Cue.TILE_PICKED,)


def test_a_computer_s_moves_are_heard_and_its_search_is_not():
    game = Game(CATALOG, [Seat("Ann"), Seat("Cam", kind="easy")], seed=8)
    session = PlaySession(game)
    watch = CueWatch(game, session.controller)
    while not session.computer_to_move:
        session.play(random.Random(len(game.history)).choice(game.legal_actions()))
    watch.cues()
    player = session.computers[game.state.current]
    player.choose(game.state.copy())  # the search tries moves on a copy
    assert watch.cues() == ()
    session.play_computers(limit=1)
    assert watch.cues() == (Cue.TILE_PICKED,)
    session.close()


def test_over_a_whole_game_each_placement_hatch_and_nest_is_heard_with_its_move_and_the_end_once():
    game = new_game(2, seed=12)
    controller, watch = watched(game)
    rng = random.Random(12)
    heard: list[tuple[tuple[Cue, ...], list]] = []
    while not game.over:
        before = len(game.state.log)
        controller.play(rng.choice(game.legal_actions()))
        heard.append((watch.cues(), game.state.log[before:]))
    for cue, kinds in ((Cue.TILE_PLACED, Placed), (Cue.HATCHED, EggHatched), (Cue.NESTED, Nested)):
        assert [cue in cues for cues, events in heard] == [any(isinstance(e, kinds) for e in events)
                                                           for cues, events in heard], cue
    assert any(Cue.HATCHED in cues for cues, events in heard), "the game hatched an egg"
    assert [index for index, (cues, events) in enumerate(heard) if Cue.GAME_OVER in cues] == [len(heard) - 1]
