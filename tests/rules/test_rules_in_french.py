"""The rules speak the language in use: the turn log, refusals, prompts, the game's words and file errors come out
in French with the French catalog, and in English again once English is chosen."""
import random

import pytest

from dragonarium import i18n
from dragonarium.bots.ladder import make_player
from dragonarium.rules import (Draft, Drafted, Element, Facts, Game, IllegalAction, Phase, Place, Placed, Refusal, Rule,
                               Seat, Terrain, UnknownWord, amount, article, listed, log_lines, options, parse_position,
                               stones, tile_name)
from dragonarium.rules.model.errors import DataError

from tests.support.french import catalog_folder, english_left
from tests.support.games import CATALOG

GAMES = [(2, "library", 3), (3, "church-ruins", 5), (2, "lostwing-cliffs", 8), (2, "marble-quarry", 13),
         (1, "eternal-shrines", 21), (4, "library", 2)]
NAMES = ("Ann", "Bob", "Cy", "Di")


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def played(players: int, side: str, seed: int) -> tuple[Game, list[str]]:
    """A whole game of random players, and the words of the options of one decision in five on the way (what each
    choice does, or each rule it breaks)."""
    game = Game(CATALOG, [Seat(NAMES[i], side) for i in range(players)], seed)
    chooser = [make_player("random", seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    said: list[str] = []
    while not game.over:
        if rng.random() < 0.2:
            found = options(game.state)
            said += [option.note for option in found] + [reason for option in found for reason in option.reasons]
        game.apply(chooser[game.state.current].choose(game.state))
    return game, said


@pytest.mark.parametrize("players, side, seed", GAMES)
def test_a_whole_game_logs_and_refuses_in_french(french, players, side, seed):
    game, said = played(players, side, seed)
    log = log_lines(game.state)
    assert said and english_left("\n".join(log + said), NAMES) == []
    assert len(log) == len(game.state.log) and any(isinstance(event, Drafted) for event in game.state.log)


def test_the_log_says_each_event_in_french(french):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    player, tile = game.state.current, game.state.site[0]
    game.apply(Draft(0))
    assert game.state.log[-1] == Drafted(player, 0, tile)
    place = game.legal_actions()[0]
    game.apply(place)
    placed = next(event for event in reversed(game.state.log) if isinstance(event, Placed))
    assert (placed.player, placed.tile, placed.cells) == (player, tile, place.cells)
    lines = log_lines(game.state)
    assert len(lines) == len(game.state.log) and english_left("\n".join(lines), NAMES) == []
    assert tile_name(game.state.tile(tile)).startswith("tuile ")


def test_a_refusal_names_the_rule_in_french(french):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    with pytest.raises(IllegalAction) as caught:
        game.apply(Place(((0, 0), (0, 1))))
    assert caught.value.refusals == (Refusal(Rule.OUT_OF_TURN, (), Facts(action=Place(((0, 0), (0, 1))),
                                                                         phase=Phase.DRAFT)),)
    assert english_left(str(caught.value)) == [], "its words: test_refusal_words.py"
    assert game.state.pending().prompt == "choisir une tuile sur le Site de planification"


def test_the_games_words_agree_in_french(french):
    assert [amount(n, "pillar") for n in (0, 1, 2)] == ["0 pilier", "1 pilier", "2 piliers"]
    with pytest.raises(UnknownWord):
        amount(3, "foot")  # a noun the game does not know has no French: it is refused, not said in English
    assert [article(f"{kind.value} dragon") for kind in Terrain] == \
        ["un dragon de feu", "un dragon d'eau", "un dragon d'air", "un dragon royal"]
    assert article("air stone") == "une pierre d'air" and article("gap") == "un trou"
    assert stones([Element.FIRE, Element.FIRE, Element.AIR]) == "deux pierres de feu et une pierre d'air"
    assert stones([None, None]) == "deux pierres du même élément"
    assert listed(["A1", "B2", "C3"]) == "A1, B2 et C3"


def test_a_file_mistake_is_explained_in_french_with_the_files_own_words(french):
    with pytest.raises(DataError) as caught:
        parse_position("format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n    cells: {F9: [fire]}\n")
    assert str(caught.value) == ("<position>: players[0].cells.F9: 'F9' : il n'y a pas de colonne F ; les colonnes "
                                 "vont de A à E depuis la gauche")
    with pytest.raises(DataError) as caught:
        parse_position("format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n    pillars: -1\n")
    assert str(caught.value) == "<position>: players[0].pillars: -1 est sous le minimum 0"


def test_english_comes_back():
    i18n.use_language("en")
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    game.apply(Draft(0))
    line = log_lines(game.state)[-1]
    assert isinstance(game.state.log[-1], Drafted) and " : " not in line and english_left(line, NAMES)
    assert amount(2, "pillar") == "2 pillars" and listed(["A1", "B2"]) == "A1 and B2"
