"""In French (the table's own catalog), the screens read in French and lay out cleanly at 1280x720: nothing
over anything else, nothing outside the window, no words wider than their button."""
import random

import pytest
from panda3d.core import PGButton, Point3

from dragonarium import i18n
from dragonarium.app.ui.layout_json import collect, problems, tag
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.lessons import load_lessons
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Phase, save_record

from tests.app.driver import Driver
from tests.app.french import french_folder
from tests.support.games import CATALOG, new_game, play_random

SIZE = (1280, 720)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The table in French at 1280x720, with a last game to continue (so the start screen shows every button)."""
    folder = french_folder(tmp_path)
    monkeypatch.setenv("DRAGONARIUM_LOCALE", str(folder))
    i18n.use_language("fr", folder)
    autosave = tmp_path / "autosave.yaml"
    last = new_game(2, 3)
    last.apply(last.legal_actions()[0])
    save_record(last, autosave)
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    table = TableApp(offscreen.base, CATALOG, autosave=autosave, preset=PRESETS[Quality.FAST],
                     settings_file=tmp_path / "settings.yaml")
    yield table
    table.close()
    i18n.use_language("en")


def tag_widgets(root) -> None:
    """Tag a DirectGui screen's frame and widgets as layout elements (the start screen and dialogs tag none)."""
    if not root.hasTag("layout"):
        tag(root, "panel")
    for node in root.findAllMatches("**/+PGItem"):
        if not node.hasTag("layout"):
            tag(node, "widget")


def words_past_their_frame(root) -> list[str]:
    """The words reaching past the sides of their button, or of the screen's (or dialog's) own frame."""
    found = []
    outer_left, outer_right, _, _ = root.node().getFrame()
    for node in root.findAllMatches("**/+PGItem"):
        item = node.node()
        if not item.getNumStateDefs():
            continue
        state, mat = item.getStateDef(0), node.getMat(root)
        for text in state.findAllMatches("**/+TextNode"):
            bounds = text.getTightBounds(state)
            if bounds is None:
                continue
            low, high = bounds
            left, right, _, _ = item.getFrame()
            own = isinstance(item, PGButton) and (low.x < left - 0.05 or high.x > right + 0.05)
            sides = [mat.xformPoint(Point3(x, 0, 0)).x for x in (low.x, high.x)]
            if own or min(sides) < outer_left or max(sides) > outer_right:
                found.append(text.node().getText())
    return found


def laid_out(app, *extra_roots) -> list:
    """Draw a frame and return what the 2D layer shows, after checking it lays out cleanly."""
    for root in extra_roots:
        tag_widgets(root)
        assert words_past_their_frame(root) == []
    offscreen = OffscreenBase.get(SIZE)
    offscreen.render_frames(1)
    items = collect(offscreen.base.aspect2d, SIZE)
    assert items and problems(items, SIZE) == []
    return items


def words(items) -> str:
    return "\n".join(item.text for item in items)


def test_the_start_screen_and_the_lesson_menu(app):
    screen = app.screen
    screen.set_players(4)
    screen.next_kind(1)
    screen.next_kind(2)
    screen.next_kind(2)
    screen.next_kind(2)
    screen.seed_entry.set("douze")
    assert screen.start() is None
    shown = ""
    for page in ("home", "new", "load", "settings"):  # each page of the front door, over the table
        screen.show_page(page)
        shown += words(laid_out(app, screen.root))
    for text in ("Langue\u00a0: Français", "Joueurs\u00a0:", "Joué par", "Face du plateau", "ordinateur facile",
                 "ordinateur fort", "Graine (facultative)\u00a0:", "Commencer", "Reprendre la dernière partie", "Leçons",
                 "Chemin\u00a0:", "Quitter", "Réglages", "Nouvelle partie"):
        assert text in shown
    assert "'douze'" in shown, "the seed refused is named (the words are the rules' own)"
    app.lesson_menu()
    shown = words(laid_out(app, app.screen.root))
    assert "Leçons" in shown and "Retour" in shown


def refused_hover(screen, driver) -> None:
    """Point at the first square of the player's board where the held tile is refused."""
    player = screen.game.state.current
    for cell in sorted(screen.game.state.boards[player].cells(), reverse=True):
        screen.pointer(*driver.cell_pixel(player, cell))
        ghost = screen.controller.ghost()
        if ghost is not None and not ghost.verdict.legal:
            return
    raise AssertionError("no refused placement to point at")


def test_a_turn_with_a_refused_placement_its_why_panel_the_help_and_the_save_dialog(app):
    game, rng = new_game(3, 3), random.Random(1)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    while game.pending().phase is not Phase.PLACE:
        game.apply(game.legal_actions()[0])
    app.play(game)
    screen = app.screen
    refused_hover(screen, Driver(screen))
    shown = words(laid_out(app))
    for text in ("Manche ", "Journal des tours", "Réserve\u00a0: ", "Dragons restants\u00a0: ", "Conseil (H)",
                 "Coups forcés auto\u00a0: non", "Carte des placements (L)\u00a0: non", "Annuler", "Placez la "):
        assert text in shown, text
    assert screen.session.refusal() is not None  # the held tile's own words float on the table, not in the 2D layer
    screen.key("w")
    assert screen.session.why is not None
    shown = words(laid_out(app))
    assert "Pourquoi la " in shown and "W ou Échap ferme ce panneau" in shown
    assert "Les nombres sont les niveaux." in shown
    screen.key("escape")
    screen.key("f1")
    shown = words(laid_out(app))
    assert "Aide  (F1 ou Échap la ferme)" in shown and "Commandes" in shown and "Le jeu en bref" in shown
    assert "Ctrl+S - sauvegarder la partie" in shown
    screen.key("f1")
    screen.key("control-s")
    assert screen.save_dialog is not None
    assert words_past_their_frame(screen.save_dialog.frame) == []
    screen.saving.close()
    screen.toggle_frame_rate()
    assert "chaque tour de boucle dessine une image" in words(laid_out(app))


@pytest.mark.parametrize("players, seed", [(4, 6), (1, 2)])
def test_the_final_scores(app, players, seed):
    app.play(play_random(new_game(players, seed), seed))
    shown = words(laid_out(app))
    assert "Scores finaux  (Échap masque cette page)" in shown and "dragons royaux" in shown
    assert " points, " in shown and "dragon" in shown and "Manche 12 - partie terminée" in shown
    assert ("(vainqueur)" in shown and "Vainqueur" in shown) if players > 1 else "Solo\u00a0: " in shown


def test_a_finished_lesson_names_the_next_one(app):
    lessons = load_lessons()
    app.lessons = lessons
    app.play_lesson(lessons[0])
    driver = Driver(app.screen)
    for step in lessons[0].steps:
        driver.play(step.solution)
    while app.screen.lesson.finishing:  # the last step's walk
        driver.play(app.screen.game.state.pending().choices[0])
    app.screen.controls.focus_player(0, animate=False)
    shown = words(laid_out(app))
    assert f"Leçon suivante\u00a0: {lessons[1].display_title}" in shown
    assert "Rejouer la dernière étape" in shown and "Leçon terminée\u00a0: " in shown
