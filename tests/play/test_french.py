"""The play texts in French (the French catalog): whole sentences in the game's French terms,
counts agreeing as French counts them (0 and 1 singular)."""
import pytest

from dragonarium import i18n

from dragonarium.play.table import help_text
from dragonarium.play.controller import PlayController
from dragonarium.play.table.describe import stack_lines
from dragonarium.play.hud import hud_lines, legal_count_text
from dragonarium.play.review.text import progress_text
from dragonarium.play.session import PlaySession
from dragonarium.play.table.summary import final_summary
from dragonarium.play.why.explain import explain_verdict
from dragonarium.rules import Game, Placement, Seat, check_placement, parse_cell, parse_position
from dragonarium.play.base.commands import Command
from dragonarium.play.base.picks import CellPick

from tests.app.french import french_folder
from tests.play.test_computer_turn import PLACE, computer
from tests.support.games import CATALOG
from tests.support.refused import position
from tests.play.test_words import table
from tests.play.test_why_session import TABLE as REFUSING



@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", french_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_the_hud_counts_zero_and_one_in_the_singular(french):
    assert hud_lines(Game(CATALOG, [Seat("You"), Seat("Ann")], 3).state)["status"][0] == "Manche 1 - à jouer : You"
    lines = hud_lines(table(("You", '"0,0": [fire]', '"4,4": [fire]'), ("Ann", "", "")))
    you = next(line for line in lines["players"] if "You :" in line)
    ann = next(line for line in lines["players"] if "Ann :" in line)
    assert "1 point," in you and you.endswith("1 dragon"), you
    assert "0 point," in ann and ann.endswith("0 dragon"), ann
    assert lines["supply"][1].startswith("Dragons restants : feu ")


def test_the_buttons_switches_and_prompt_speak_french(french):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    controller = PlayController(game)
    assert [button.label for button in controller.buttons()] == ["Annuler", "Rétablir"]
    labels = dict(PlaySession(game).switches())
    assert labels[Command.OVERLAY] == "Scores (O) : non" and labels[Command.HINT] == "Conseil (H)"
    assert labels[Command.BACK] == "Retour à l'accueil"
    game.apply(game.legal_actions()[0])
    assert legal_count_text(game.state.boards[0], game.state.tile(game.pending().tile)).endswith("paires de cases")


def test_the_help_page_is_all_french(french):
    (controls_title, controls), (rules_title, rules) = help_text.sections()
    assert (controls_title, rules_title) == ("Commandes", "Le jeu en bref")
    english = set(help_text.CONTROLS) | set(help_text.RULES)
    assert not english & set(controls.splitlines()) and not english & set(rules.splitlines())
    assert "Échap - fermer un panneau" in controls and "manche suivante" in rules


def test_a_tie_break_is_one_whole_sentence(french):
    summary = final_summary(table(("Ann", '"0,0": [air]', '"4,4": [fire]'), ("Bob", '"0,0": [water]', '"4,4": [air]')))
    assert summary.tie_break == "Égalité à 1 point et 1 dragon : Ann et Bob se partagent la victoire."
    assert summary.lines()[-1] == summary.tie_break
    alone = final_summary(table(("You", '"0,0": [fire]', '"4,4": [fire]'), ("Ann", "", "")))
    assert alone.tie_break == "" and alone.lines()[0].startswith("1. You (vainqueur) : 1 point - feu 1x1=1")


def test_the_why_panel_explains_in_french(french):
    state = position('E3: [fire]')
    verdict = check_placement(state.boards[0], state.tile("T01"), Placement(((2, 4), (2, 5))))
    why = explain_verdict(state, 0, verdict)
    reason = why.reasons[0]
    assert reason.title == "Toute la tuile sur votre plateau"
    assert reason.example == ("La case 1 est sur E3, au niveau 1.",
                              "La case 2 dépasserait la colonne E, au-delà du bord droit du plateau.")
    assert why.picture.legend()[-1] == "Les nombres sont les niveaux."


def test_an_unready_egg_counts_its_spaces_in_french(french):
    state = position('D4: [water/water:ww=w.]')
    verdict = check_placement(state.boards[0], state.tile("T01"), Placement((parse_cell("D4"), parse_cell("C4"))))
    assert explain_verdict(state, 0, verdict).reasons[0].example == (
        "La case 1 reposerait sur D4 (niveau 1) : l'œuf d'eau qui s'y trouve a 1 espace rempli sur 2 et attend "
        "encore une pierre d'eau.",)


def test_a_stack_is_described_in_french(french):
    state = table(("Ann", '"0,0": [fire]', ""))
    lines = stack_lines(state.boards[0], (0, 0))
    assert lines[0].endswith(", niveau 1") and lines[1].startswith("  niveau 1 : case de feu")


def test_the_review_progress_agrees_with_its_count(french):
    assert progress_text(1, 1, False) == "Tout est jugé (1 décision)."
    assert progress_text(3, 3, False) == "Les 3 décisions sont jugées."
    assert progress_text(2, 5, True) == "Jugement des décisions : 2 sur 5"


def test_english_is_back_after_french(french):
    i18n.use_language("en")
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    assert [button.label for button in PlayController(game).buttons()] == ["Undo", "Redo"]


def test_a_refusal_said_in_english_reads_in_french_once_the_language_is_switched(tmp_path):
    session = PlaySession(Game.from_state(parse_position(REFUSING)))
    try:
        session.click(CellPick(0, parse_cell("D4"), (0.0, 0.0, 0.0)))  # D4's egg still needs its stones
        english = session.controller.message
        assert english.startswith("Not allowed:") and session.controller.refused is not None
        i18n.use_language("fr", french_folder(tmp_path))
        try:
            assert session.controller.message.startswith("Refusé :"), session.controller.message
            assert session.controller.refused is not None
        finally:
            i18n.use_language("en")
        assert session.controller.message == english
    finally:
        session.close()


def test_a_computers_turn_is_said_in_french(french):
    session = PlaySession(Game.from_state(parse_position(computer(PLACE, "Bob"))))
    try:
        assert session.controller.prompt() == "Bob (ordinateur) pose la tuile feu/royal."
        assert hud_lines(session.game.state)["status"][1] == "Bob (ordinateur) pose la tuile feu/royal"
    finally:
        session.close()
