"""The shipped B-side files match the layouts of COMPONENTS.md."""
import json

import pytest

from dragonarium.cli.commands import main
from dragonarium.rules.model.components import PillarSource, Reward, TradeSpec
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import CATALOG


def test_all_five_sides_ship():
    assert set(CATALOG.boards) == {"library", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"}


def test_church_ruins_layout():
    side = CATALOG.boards["church-ruins"]
    assert side.gaps == {(4, 3), (3, 3), (0, 4)}
    rewards = {i: step.reward for i, step in enumerate(side.track) if step.reward}
    assert rewards == {3: Reward.STONE, 6: Reward.STONE, 9: Reward.PILLAR, 15: Reward.STONE, 18: Reward.STONE,
                       21: Reward.PILLAR}


def test_lostwing_cliffs_layout():
    side = CATALOG.boards["lostwing-cliffs"]
    assert side.cliffs == {(0, 0), (2, 4), (4, 1)} and side.cliff_capacity == 2


def test_marble_quarry_layout():
    side = CATALOG.boards["marble-quarry"]
    assert side.pillar_source is PillarSource.SUPPLY and side.trade == TradeSpec(2, Element.FIRE)
    assert side.track == CATALOG.boards["library"].track


def test_eternal_shrines_layout():
    side = CATALOG.boards["eternal-shrines"]
    assert dict(side.shrines) == {(0, 2): Terrain.FIRE, (2, 4): Terrain.WATER, (4, 2): Terrain.AIR}
    shrine_steps = {i: step.at for i, step in enumerate(side.track) if step.shrine}
    assert shrine_steps == {3: (0, 2), 9: (2, 4), 15: (4, 2)}


@pytest.mark.parametrize("players, sides", [(2, "church-ruins"), (2, "lostwing-cliffs"), (2, "marble-quarry"),
                                            (2, "eternal-shrines"), (3, "library,marble-quarry,eternal-shrines")])
def test_simulate_on_sides(capsys, players, sides):
    assert main(["simulate", "--players", str(players), "--side", sides, "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    assert games[0]["rounds"] == 12 and len(games[0]["players"]) == players


def test_simulate_refuses_a_wrong_number_of_sides(capsys):
    assert main(["simulate", "--players", "3", "--side", "library,church-ruins"]) == 2
    assert "one side or 3 sides" in capsys.readouterr().err
