"""The application: a window, its screens (start, play), and the game being played."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from direct.showbase.ShowBase import ShowBase

from dragonarium.startup_gc import release_collection
from dragonarium.i18n import _, current_language, use_language
from dragonarium.play.history.keeper import HistoryKeeper
from dragonarium.play.history.folder import history_home
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Preset, Quality
from dragonarium.rules import Catalog, DragonariumError, Game, Seat
from dragonarium.play.saves import autosave_path
from dragonarium.play.session import PlaySession
from dragonarium.play.settings import Settings, save_settings
from dragonarium.app.audio import TableSound
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.font import install as install_font
from dragonarium.app.gfx.render_scale import RenderScale
from dragonarium.app.scene.masks import set_pointer_pass
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.app.host import ScreenHost
from dragonarium.app.drawing_quality import apply_look, window_preset

if TYPE_CHECKING:
    from dragonarium.app.puzzle_flow import PuzzleFlow
    from dragonarium.lessons import Lesson
    from dragonarium.play.review_session import ReviewSession

SETTINGS_PAGE = "settings"
"""The front door's page a language or a text size is chosen on (``new_game_screen.Page.SETTINGS``)."""
DRAWN_SORT = 55
"""A task sorted after ShowBase's drawing task (igLoop, sort 50) runs once the frame is drawn."""


class TableApp:
    """The Dragonarium table on a ShowBase (a window, or offscreen for tests).

    ``game`` opens straight on the table, ``review`` on a game under review; otherwise the start screen shows.
    ``preset`` is how the table is drawn, decided for the window by ``drawing_quality.window_preset`` (and again
    there when the quality is chosen on the start screen); each screen is handed it in its ``ScreenContext``.
    ``notice`` is a problem to tell the player on the start screen (a settings
    file that could not be read). ``on_demand`` draws frames only when needed
    (a window); without it every loop step draws (offscreen tests). ``lessons``
    and ``puzzles`` are the lessons and puzzles folders of the data in use (the shipped ones, or
    ``$DRAGONARIUM_DATA``'s, by default); ``history`` is where finished games
    are kept (``history/`` in the player's data folder by default) while the settings say to keep them;
    ``own_puzzles`` where the biggest mistakes of each game kept become the player's own puzzles."""

    def __init__(self, base: ShowBase, catalog: Catalog, game: Optional[Game] = None,
                 autosave: Optional[Path] = None, preset: Preset = PRESETS[Quality.FULL],
                 settings: Optional[Settings] = None, settings_file: Optional[Path] = None, notice: str = "",
                 on_demand: bool = False, lessons: Optional[Path] = None,
                 review: Optional["ReviewSession"] = None, history: Optional[Path] = None,
                 puzzles: Optional[Path] = None, own_puzzles: Optional[Path] = None,
                 lesson_progress: Optional[Path] = None) -> None:
        self.base = base
        self.catalog = catalog
        self.lessons_dir = lessons
        self.lessons: list["Lesson"] = []
        """The lessons last listed, in order (the next lesson follows from it)."""
        self.lesson_progress = lesson_progress
        """Where the lessons done and left half-way are kept (None: ``lessons.yaml`` in the player's data folder)."""
        self.assets = Assets()
        install_font()  # before any text is drawn
        self.autosave = autosave if autosave is not None else autosave_path()
        # with no settings given (tests, renders) the table shows each change at once
        self.settings = settings or Settings(quality=preset.quality, motion=Motion.OFF)
        self.settings_file = settings_file
        self.puzzles_dir = puzzles
        """The puzzles folder (None: the shipped ones, or ``$DRAGONARIUM_DATA``'s)."""
        self.puzzles: Optional["PuzzleFlow"] = None
        self.own_puzzles = own_puzzles
        """Where a kept game's biggest mistakes are written as puzzles, and listed from (None: none made nor
        listed, as in tests and renders; the table opened by the command has ``puzzles/`` in the player's data
        folder)."""
        self.last_seats: tuple[Seat, ...] = ()
        """The seats of the game last begun at the front door (its New game page starts from them)."""
        self.keeper = HistoryKeeper(history if history is not None else history_home(), on_kept=self.keep_puzzles)
        self.notice = notice
        self.preset = preset
        self._on_demand = on_demand
        self.scale = RenderScale(base, on_kept=lambda kept: set_pointer_pass(base, kept))
        """The 3D scene drawn at fewer pixels than a large window has (``Preset.scene_pixels``)."""
        base.setBackgroundColor(0.12, 0.11, 0.10, 1)  # before the preset: a scene buffer takes the window's clears
        self._apply_preset()
        self.host = ScreenHost(base, on_demand, on_resize=lambda width, height: self.scale.fit())
        if self.host.frames is not None:
            self.host.frames.scene_buffer = lambda: self.scale.kept
        self.sound = TableSound(base, self.settings.volume, self.settings.muted)
        # after ShowBase's drawing task (sort 50): start-up ends with the first frame drawn
        base.taskMgr.add(self._started, "started", sort=DRAWN_SORT)
        if review is not None:
            self.review(review)
        elif game is not None:
            self.play(game)
        else:
            self.start_screen()

    def relayout(self) -> None:
        """Lay the screen shown out again for the window's size now (panels, text and the boards' framing), as a
        resize does."""
        window = self.base.win
        if window is not None:
            self.host.resized(max(window.getXSize(), 1), max(window.getYSize(), 1))

    def _started(self, task):
        release_collection()
        return task.done

    def _apply_preset(self) -> None:
        apply_look(self.base, self.assets, self.preset)
        # a scene is kept only where frames are drawn on demand (a table drawn at every step would draw it anyway)
        self.scale.set_pixels(self.preset.scene_pixels, self.preset.crisp_scaling,
                              self.preset.keep_scene and self._on_demand)

    def set_quality(self, quality: Quality) -> None:
        """Choose and remember the drawing quality; the next table is drawn with it."""
        self.settings = self.settings.with_quality(quality)
        self._remember(_("The quality could not be remembered: {error}"))
        self.scale.release()  # its buffer belongs to the window, which may be reopened
        self.preset = window_preset(self.base, quality)
        self._apply_preset()

    def set_auto_forced(self, on: bool) -> None:
        """Remember whether forced moves play by themselves (the switch on the table)."""
        self.settings = self.settings.with_auto_forced(on)
        self._remember(_("The Auto-place switch could not be remembered: {error}"))

    def set_muted(self, muted: bool) -> None:
        """Mute the sounds or let them play, and remember it (the M key on the table, the Settings page)."""
        self.sound.set_muted(muted)
        self.settings = self.settings.with_muted(muted)
        self._remember(_("Muting the sound could not be remembered: {error}"))

    def set_volume(self, volume: int) -> None:
        """Play the sounds at ``volume`` (0 to 100) from now on, and remember it (the Settings page)."""
        self.sound.volume = volume
        self.settings = self.settings.with_volume(volume)
        self._remember(_("The volume could not be remembered: {error}"))

    def set_motion(self, motion: Motion) -> None:
        """Choose and remember how much the table moves to show each change; the next table shows it so."""
        self.settings = self.settings.with_motion(motion)
        self._remember(_("The motion could not be remembered: {error}"))

    def set_keep_history(self, on: bool) -> None:
        """Remember whether finished games are kept in the history (the switch on the History screen)."""
        self.settings = self.settings.with_keep_history(on)
        self._remember(_("The history switch could not be remembered: {error}"))

    def set_language(self, language: str) -> None:
        """Speak ``language`` (a code of ``i18n.LANGUAGES``) at once, remember it, and show the start screen again
        in it."""
        use_language(language)
        self.settings = self.settings.with_language(language)
        self._remember(_("The language could not be remembered: {error}"))
        self.start_screen(SETTINGS_PAGE)

    def set_text_size(self, percent: int) -> None:
        """Choose and remember the size of the text, and show the start screen again in it."""
        self.settings = self.settings.with_text_size(percent)
        self._remember(_("The text size could not be remembered: {error}"))
        self.start_screen(SETTINGS_PAGE)

    def _remember(self, failure: str) -> None:
        """Save the settings; ``failure`` (with an ``{error}`` placeholder) becomes the notice when that fails."""
        try:
            save_settings(self.settings, self.settings_file)
            self.notice = ""
        except OSError as error:
            self.notice = failure.format(error=error)

    def context(self) -> ScreenContext:
        """What the next screen is made with: the window's means, and the settings as they are now."""
        settings = self.settings
        return ScreenContext(self.base, self.assets, self.preset, self.host.frames, settings.text_size, self.sound,
                             settings.motion, current_language())

    def start_screen(self, page: str = "home") -> None:
        """The front door, on its ``page`` (``new_game_screen.Page``), the table drawn behind it."""
        # not loaded when the table opens on a game
        from dragonarium.app.screens.new_game_screen import NewGameScreen
        from dragonarium.app.screens.settings_panel import Choices

        self.host.show(None)  # the last screen's table leaves before the front door's is built
        settings = self.settings
        choices = Choices(settings.quality, settings.volume, settings.muted, on_quality=self.set_quality,
                          on_language=self.set_language, on_text_size=self.set_text_size, on_motion=self.set_motion,
                          on_volume=self.set_volume, on_muted=self.set_muted)
        self.host.show(NewGameScreen(self.context(), self.catalog, self._start_from_front, self.autosave,
                                     extra_buttons=((_("Lessons"), self.lesson_menu), (_("Puzzles"), self.puzzle_menu),
                                                    (_("History"), self.history),
                                                    (_("Analysis board"), self.analysis_board)),
                                     choices=choices, notice=self.notice, on_exit=self.quit, backdrop=True, page=page,
                                     seats=self.last_seats))

    def quit(self) -> None:
        """End the application (the start screen's Quit)."""
        self.base.userExit()

    def _start_from_front(self, game: Game) -> None:
        """A game begun, continued or loaded at the front door: its seats fill its New game page next time."""
        self.last_seats = game.seats
        self.play(game)

    def play(self, game: Game) -> None:
        """Play ``game``; once it is over it is kept in the history, unless the settings say not to."""
        session = PlaySession(game, autosave=self.autosave, auto_forced=self.settings.auto_forced,
                              on_auto=self.set_auto_forced)
        session.history = self.keeper if self.settings.keep_history else None
        self.host.show(GameScreen(self.context(), session, self.start_screen, on_mute=self.set_muted,
                                  volume=self.settings.volume, on_volume=self.set_volume,
                                  on_review=lambda: self.review_game(game)))

    def review_game(self, game: Game) -> None:
        """Review ``game`` as it stands (the final page's Review button); Back returns to the start screen."""
        from dragonarium.play.review_session import ReviewSession
        from dragonarium.rules import record_of

        self.review(ReviewSession(record_of(game), self.catalog))

    def review(self, session: "ReviewSession", back: Optional[Callable[[], None]] = None) -> None:
        """Step through a game with the strong player's eyes (Back returns to ``back``, else the start screen)."""
        from dragonarium.app.screens.review_screen import ReviewScreen  # not loaded unless a game is reviewed

        self.host.show(ReviewScreen(self.context(), session, back or self.start_screen,
                                    on_try_again=lambda puzzle: self.try_again(puzzle, session, back)))

    def try_again(self, puzzle, session: "ReviewSession", back: Optional[Callable[[], None]] = None) -> None:
        """A mistake of the review played again as a puzzle; Back returns to the review at the same decision."""
        from dataclasses import replace

        from dragonarium.app.screens.try_again_screen import TryAgainScreen

        context = replace(self.context(), sound=None, motion=Motion.OFF)  # as the puzzles are played
        self.host.show(TryAgainScreen(context, puzzle, lambda: self.review(session, back)))

    def keep_puzzles(self, record, result) -> None:
        """A game newly kept in the history: its biggest mistakes become the player's own puzzles (on the
        keeper's thread; ``puzzles.own``)."""
        from dragonarium.puzzles.own import write_own_puzzles

        if self.own_puzzles is not None:
            write_own_puzzles(self.own_puzzles, record, result.key, self.catalog,
                              when=result.finished.strftime("%Y-%m-%d %H:%M"))

    def history(self) -> None:
        """The games kept, each player's figures and the solo chart; a game opens in the review."""
        from dragonarium.app.screens.history_screen import HistoryScreen  # not loaded unless asked for

        self.keeper.flush()  # the game just finished is listed
        self.host.show(HistoryScreen(self.context(), self.catalog, self.keeper.folder, self.review_kept,
                                     self.start_screen, keep=self.settings.keep_history,
                                     on_keep=self.set_keep_history, notice=self.keeper.error))

    def review_kept(self, record: Path) -> str:
        """Open the kept record at ``record`` in the review (Back returns to the history); the problem in words
        when it cannot be opened ("" when it opens)."""
        from dragonarium.play.review.cache import cache_path
        from dragonarium.play.review_session import ReviewSession, open_record

        try:
            session = ReviewSession(open_record(record, self.catalog), self.catalog, cache_path(record), str(record))
        except DragonariumError as error:
            return _("This game cannot be reviewed: {error}").format(error=error)
        self.review(session, back=self.history)
        return ""

    def puzzle_menu(self) -> None:
        """The list of puzzles (``app.puzzle_flow``)."""
        if self.puzzles is None:
            from dragonarium.app.puzzle_flow import PuzzleFlow  # not loaded unless asked for

            self.puzzles = PuzzleFlow(self, self.puzzles_dir)
        self.puzzles.menu()

    def analysis_board(self) -> None:
        """The analysis board: where a table to set up starts from, then its editor (``app.analysis_flow``)."""
        from dragonarium.app.analysis_flow import AnalysisFlow  # not loaded unless asked for

        AnalysisFlow(self).sources()

    def lesson_menu(self) -> None:
        """The list of lessons; a lesson file with a mistake is named on the start screen instead."""
        from dragonarium.lessons import load_lessons  # read when asked for, not at start-up
        from dragonarium.app.screens.lesson_menu import LessonMenu
        from dragonarium.play.lesson_progress import load_progress

        try:
            self.lessons = load_lessons(self.lessons_dir, self.catalog)
        except DragonariumError as error:
            self.notice = _("The lessons could not be read: {error}").format(error=error)
            self.start_screen()
            return
        self.host.show(LessonMenu(self.context(), self.lessons, self.play_lesson, self.start_screen,
                                  load_progress(self.lesson_progress)))

    def play_lesson(self, lesson: "Lesson") -> None:
        """Play ``lesson``: where it was left when it was left half-way (Start again plays it from its start)."""
        from dragonarium.lessons import LessonRun  # read when asked for, not at start-up
        from dragonarium.play.lesson_progress import RESUMED, load_progress, replay

        run = LessonRun(lesson, self.catalog)
        progress = load_progress(self.lesson_progress)
        resumed = replay(run, progress.mark(lesson.id).moves)
        session = PlaySession(run.game, lesson=run)
        assert session.lesson_table is not None
        session.lesson_table.progress, session.lesson_table.progress_file = progress, self.lesson_progress
        if resumed:
            session.controller.message = _(RESUMED).format(step=run.index + 1)
        following = self.next_lesson(lesson)
        self.host.show(GameScreen(self.context(), session, self.start_screen,
                                  on_next=(lambda: self.play_lesson(following)) if following else self.lesson_menu,
                                  next_title=following.display_title if following else "", on_mute=self.set_muted,
                                  volume=self.settings.volume, on_volume=self.set_volume))

    def next_lesson(self, lesson: "Lesson") -> Optional["Lesson"]:
        """The lesson after ``lesson`` in the list (None after the last)."""
        ids = [item.id for item in self.lessons]
        if lesson.id not in ids or ids.index(lesson.id) + 1 >= len(ids):
            return None
        return self.lessons[ids.index(lesson.id) + 1]

    @property
    def screen(self):
        return self.host.screen

    def close(self) -> None:
        """Leave the screen on show (its autosave is finished first), and remember the window's size and place."""
        if self.host.screen is not None:
            self.host.screen.cleanup()
            self.host.screen = None
        self.scale.release()  # the camera draws into the window again: another table may take it
        place = self.host.window.place
        if place is not None and place != self.settings.window:
            self.settings = self.settings.with_window(place)
            self._remember(_("The window's size could not be remembered: {error}"))
