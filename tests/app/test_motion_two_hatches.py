"""A placement that hatches two eggs at once, shown moving: each dragon rises from its egg and waits above it, and
each flies to its own nest when it is chosen; nothing the first does takes the second away."""
from __future__ import annotations

from dragonarium.play.motion import Kind, Motion, last_end
from dragonarium.rules import EggHatched, Nest, Phase, parse_action, parse_record, replay
from tests.app.test_motion import OPEN, close_screens, screen_for  # noqa: F401 (the fixture closes screens)

RECORD = """\
format: dragonarium-record
version: 2
seed: 1
players:
- name: Ann
  side: library
  kind: human
- name: Bob
  side: library
  kind: human
actions:
- draft 1
- place B4 A4
- element fire
- stone A4
- stone B3
- stone C4
- draft 1
- place E4 D4
- element fire
- draft 1
- place E4 E5
- element air
- stone C4
- stone D4
- draft 3
- place D4 C4
- nest C4
- element fire
- stone B4
- draft 3
- place D5 C5
- element water
- stone D3
- draft 3
- place D5 D4
- nest E3
- element air
- stone E4
- stone D5
- draft 1
- place E2 E1
- element air
- stone C4
- stone D3
- stone E2
- draft 3
- place D2 D1
- element water
- stone D1
- stone C5
- draft 5
- place B2 B3
- nest A3
- element water
- stone D2
- stone D4
- stone D5
- stone D5
- draft 5
- place E1 D1
- element air
- stone E1
- stone D1
- draft 2
- place D1 D2
- nest D2
- element air
- stone D1
- stone D4
- draft 1
- place D4 D3
- nest D4
- nest C1
- element fire
- stone B4
- stone C4
- stone D3
"""
"""A two-player game (seed 1) whose next placement, D2-D1 with the tile of slot 5, hatches two eggs of Ann's."""


def dragons_in_the_air(screen) -> int:
    return sum(1 for node in screen.motion.layer.findAllMatches("**/travelling-dragon") if not node.isHidden())


def test_two_eggs_hatched_by_one_placement_each_rise_wait_and_nest_in_turn():
    game = replay(parse_record(RECORD))
    screen = screen_for(game, Motion.FULL)
    for text in ("draft 5", "place D2 D1"):
        screen.apply(screen.session.play(parse_action(text)))
    hatched = [event for event in game.state.log if isinstance(event, EggHatched)][-2:]
    assert [event.player for event in hatched] == [game.state.current] * 2 and game.pending().phase is Phase.NEST
    hatches = [shot for shot in screen.motion.shots if shot.kind is Kind.HATCH]
    assert len(hatches) == 2
    screen.tick(last_end(screen.motion.shots) + 0.1)  # each rose and waits above its egg
    assert not screen.motion.moving and dragons_in_the_air(screen) == 2
    for waiting in (1, 0):
        nest = next(action for action in game.legal_actions() if isinstance(action, Nest))
        screen.apply(screen.session.play(nest))
        assert any(shot.kind is Kind.DRAGON for shot in screen.motion.shots)
        screen.tick(last_end(screen.motion.shots) + 0.1)
        assert dragons_in_the_air(screen) == waiting, "the other dragon still waits for its nest"
    assert screen.table.matches(game.state)
