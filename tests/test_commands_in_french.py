"""The command line speaks French with ``LANGUAGE=fr``: ``legal --why``, ``show``, ``score``, ``replay``,
``--help`` and a usage error say nothing in English but the action syntax, cells, tile ids, paths and names."""
import json
from pathlib import Path

import pytest

from dragonarium import i18n
from dragonarium.cli.commands import main
from dragonarium.rules import Place, Placement, Rule, check_placement, parse_position, refusal_text

from tests.support.french import ENGLISH, catalog_folder, english_left

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NAMES = ("Milo", "Coco", "Ann", "Bob", "Example")
PLACING = """format: dragonarium-position
version: 2
players:
  - name: Ann
    side: lostwing-cliffs
    pillars: 1
    fresh_pillars: 2
    cells:
      C4: [fire/fire:ff=f.]
      D4: [water, water]
      C2: [air]
    dragons: {B4: fire}
  - name: Bob
pending: place
tile: T08
"""
"""Ann holds a tile to place by a cliff, a dragon, an egg that is not ready and a stack two high, with one usable
pillar: most rules a placement can break are broken somewhere, and some placements need a pillar."""


@pytest.fixture
def french(tmp_path, monkeypatch):
    """``LANGUAGE=fr`` with the French catalog; English again afterwards."""
    monkeypatch.setenv("DRAGONARIUM_LOCALE", str(catalog_folder(tmp_path)))
    monkeypatch.setenv("LANGUAGE", "fr")
    yield
    i18n.use_language("en")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def files(tmp_path: Path) -> list[Path]:
    placing = tmp_path / "placing.yaml"
    placing.write_text(PLACING, encoding="utf-8")
    return sorted(EXAMPLES.glob("*.yaml")) + [placing]


def test_legal_why_of_every_example_speaks_french(french, capsys, tmp_path):
    for path in files(tmp_path):
        code, out, err = run(capsys, "legal", str(path), "--why")
        assert code == 0 and err == "", (path, err)
        assert english_left(out, NAMES) == [], (path, out)
    assert "milo-fire.yaml" in {path.name for path in files(tmp_path)}


def test_a_refused_placement_says_each_broken_rule_in_french(french, capsys, tmp_path):
    path = tmp_path / "placing.yaml"
    path.write_text(PLACING, encoding="utf-8")
    code, out, _ = run(capsys, "legal", str(path), "--why")
    state = parse_position(PLACING)
    refused = [verdict for verdict in (check_placement(state.boards[0], state.tile("T08"), Placement(action.cells))
                                       for action in placements(state)) if not verdict.legal]
    assert {Rule.CLIFF, Rule.DRAGON, Rule.UNREADY_EGG, Rule.PILLARS} <= {refusal.rule for verdict in refused
                                                                        for refusal in verdict.problems}
    lines = out.splitlines()  # the command has put its language, French, in use: refusal_text says it in French
    for refusal in (refusal for verdict in refused for refusal in verdict.problems):
        assert f"        {refusal_text(refusal)}" in lines, "each rule broken, in the refusal's words (in French)"
    for said in ("non place A5 B5 : Pas ici :", "oui place C3 C2 : Niveau 2, 1 pilier sous la case 1 (C3)"):
        assert said in out, said
    assert code == 0 and english_left(out, NAMES) == []


def placements(state):
    """Every placement of the held tile on the board, each ordered pair of touching cells."""
    cells = [(row, col) for row in range(5) for col in range(5)]
    return [Place((first, second)) for first in cells for second in cells
            if abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1]


@pytest.mark.parametrize("command", ["show", "score", "legal"])
def test_show_score_and_legal_speak_french(french, capsys, tmp_path, command):
    for path in files(tmp_path):
        code, out, err = run(capsys, command, str(path))
        assert code == 0 and err == "", (path, err)
        assert english_left(out, NAMES) == [], (path, out)


def test_replay_speaks_french(french, capsys):
    code, out, _ = run(capsys, "replay", str(EXAMPLES / "two-player-game.yaml"))
    assert code == 0 and "actions rejouées, manche 12, partie terminée" in out
    assert english_left(out, NAMES) == [], out


def test_show_says_the_board_in_french_words(french, capsys):
    _, out, _ = run(capsys, "show", str(EXAMPLES / "cliff-extra-dragon.yaml"))
    for said in ("Manche 1", "À décider : Ann :", "Site de planification : n°1 tuile air/air (T01)",
                 "Plateau : Ann (Falaises de l'Aile perdue, humain), à jouer", "falaise", "dragon feu",
                 "eau/eau:w (couverte)", "regarde le long de la ligne 5 et la colonne A"):
        assert said in out, said


@pytest.mark.parametrize("command", ["", "play", "validate-data", "lessons", "replay", "score", "legal", "show",
                                     "render", "simulate"])
def test_help_speaks_french(french, capsys, command):
    with pytest.raises(SystemExit) as caught:
        main([command, "--help"] if command else ["--help"])
    out = capsys.readouterr().out
    assert caught.value.code == 0 and out.startswith("utilisation : dragonarium")
    assert "options :" in out and "afficher cette aide et quitter" in out
    assert english_left(out, syntax=True) == [], out


@pytest.mark.parametrize("argv, said", [
    (["legal"], "ces arguments sont obligatoires : FICHIER"),
    (["frob"], "argument COMMANDE : choix invalide : 'frob'"),
    (["show", "--player", "x", "file.yaml"],
     "argument --player : un nombre entier s'écrit avec les chiffres 0 à 9 seulement (au plus 19), pas 'x'"),
    (["simulate", "--players", "7"], "choix invalide : 7 (possibles : 1, 2, 3, 4)"),
])
def test_a_usage_error_speaks_french(french, capsys, argv, said):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err.startswith("utilisation : dragonarium") and " : erreur : " in err
    assert said in err, err
    assert english_left(err, syntax=True) == [], err


def test_an_error_of_ours_speaks_french(french, capsys, tmp_path):
    code, out, err = run(capsys, "score", str(tmp_path / "missing.yaml"))
    assert code == 2 and out == "" and err.startswith("erreur : ") and "impossible de lire le fichier" in err
    code, _, err = run(capsys, "simulate", "--players", "2", "--side", "moon")
    assert code == 2 and "face de plateau inconnue 'moon'" in err


def test_json_keeps_its_keys_and_ids_and_says_its_words_in_french(french, capsys):
    _, out, _ = run(capsys, "legal", str(EXAMPLES / "milo-fire.yaml"), "--why", "--json")
    data = json.loads(out)
    assert data["decision"] == "element" and data["choices"] == ["element fire", "element water", "element air"]
    assert data["prompt"] == "choisir feu, eau ou air pour faire avancer l'Assistant"
    assert [option["note"] for option in data["options"]][0] == "l'Assistant avance de 4 étapes"


def test_the_check_finds_english(french, capsys):
    """The check is no formality: the same commands in English are caught at once."""
    i18n.use_language("en")
    code, out, _ = run(capsys, "--lang", "en", "legal", str(EXAMPLES / "milo-fire.yaml"), "--why")
    assert code == 0 and english_left(out, NAMES)
    assert {"the", "choose", "walks"} <= ENGLISH
