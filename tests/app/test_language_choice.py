"""The language chosen on the start screen: spoken at once, the start screen shown again in it, remembered; at
launch the remembered language is spoken unless ``--lang`` asks for another for the run."""
import pytest

from dragonarium import i18n
from dragonarium.app.launch import launch
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings, save_settings

from tests.app.contexts import context_of
from tests.app.french import french_folder
from tests.support.games import CATALOG


@pytest.fixture
def french(tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGONARIUM_LOCALE", str(french_folder(tmp_path)))
    i18n.use_language("en")
    yield
    i18n.use_language("en")


def open_app(tmp_path, settings_file) -> TableApp:
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings_file=settings_file)


def texts(screen: NewGameScreen) -> list[str]:
    """Every label's and button's words on the start screen (they hang under each widget's first state)."""
    found = []
    for node in screen.root.findAllMatches("**/+PGItem"):
        if node.node().getNumStateDefs():
            found += [text.node().getText() for text in node.node().getStateDef(0).findAllMatches("**/+TextNode")]
    return found


def test_the_language_button_speaks_the_next_language_at_once_and_remembers_it(tmp_path, french):
    settings_file = tmp_path / "settings.yaml"
    app = open_app(tmp_path, settings_file)
    try:
        first = app.screen
        assert first.language_button["text"] == "Language: English"
        first.language_button["command"]()
        assert i18n.current_language() == "fr"
        assert load_settings(settings_file)[0].language == "fr"
        screen = app.screen
        assert isinstance(screen, NewGameScreen) and screen is not first, "the start screen is shown again"
        assert screen.language_button["text"] == "Langue\u00a0: Français"
        assert "Commencer" in texts(screen) and "Face du plateau" in texts(screen)
        assert screen.side_buttons[0]["text"] == "Bibliothèque", "the sides are named in the language chosen"
        screen.next_side(0)
        assert screen.side_buttons[0]["text"] not in [board.title for board in CATALOG.boards.values()]
        assert screen.quality_button["text"] == "Qualité\u00a0: rapide"
        assert [seat.name for seat in screen.seats()] == ["Joueur 1", "Joueur 2"]
        assert [seat.kind for seat in screen.seats()] == ["human", "human"], "the seats keep the kinds' ids"
        screen.next_language()
        assert i18n.current_language() == "en" and load_settings(settings_file)[0].language == "en"
        assert app.screen.language_button["text"] == "Language: English" and "Start" in texts(app.screen)
    finally:
        app.close()


def test_a_language_that_cannot_be_remembered_is_still_spoken_and_the_failure_is_told(tmp_path, french):
    blocked = tmp_path / "settings.yaml"
    blocked.mkdir()  # a folder where the settings file should be: writing it fails
    app = open_app(tmp_path, blocked)
    try:
        app.screen.next_language()
        assert i18n.current_language() == "fr"
        assert app.screen.error["text"].startswith("Le choix de la langue n'a pas pu être mémorisé\u00a0: ")
    finally:
        app.close()


def test_the_start_screen_names_the_sides_and_the_players_in_the_language_in_use(tmp_path, french):
    i18n.use_language("fr")
    offscreen = OffscreenBase.get((800, 450))
    screen = NewGameScreen(context_of(offscreen), CATALOG, lambda game: None)
    try:
        assert screen.side_buttons[0]["text"] == "Bibliothèque" == CATALOG.boards["library"].shown_title
        screen.next_side(0)
        assert screen.side_buttons[0]["text"] == CATALOG.boards[screen.seat_sides[0]].shown_title
        assert screen.kind_buttons[0]["text"] == "humain"
        screen.next_kind(0)
        assert screen.kind_buttons[0]["text"] == "ordinateur facile" and screen.seats()[0].kind == "easy"
    finally:
        screen.cleanup()


def test_the_start_screen_shows_no_language_button_without_a_way_to_apply_it():
    offscreen = OffscreenBase.get((800, 450))
    screen = NewGameScreen(context_of(offscreen), CATALOG, lambda game: None)
    try:
        assert screen.language_button is None
    finally:
        screen.cleanup()


@pytest.mark.parametrize("asked, remembered, spoken", [(None, "fr", "fr"), ("en", "fr", "en"), ("fr", "en", "fr"),
                                                        (None, "en", "en")])
def test_launch_speaks_the_remembered_language_unless_the_run_asks_for_another(tmp_path, monkeypatch, capsys, french,
                                                                               asked, remembered, spoken):
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    save_settings(Settings(language=remembered))
    i18n.use_language("fr" if spoken == "en" else "en")  # whatever was spoken before does not count
    assert launch(CATALOG, language=asked) == 1
    assert i18n.current_language() == spoken
    said = capsys.readouterr().err
    assert ("Aucun écran trouvé" in said) == (spoken == "fr") and "dragonarium render" in said
