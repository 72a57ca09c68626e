"""The review drops no line: at its key moments, in English and French, at 1024x768 and 1920x1080, with text at
100 % and 150 %, the decision's words show every line, the summary every line or a sign and the rest a scroll away;
the graph shows with its axes and legend; the move list's title is in the language in use."""
from dataclasses import replace

import pytest

from dragonarium import i18n
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.ui.layout_json import collect, problems
from dragonarium.app.screens import review_screen
from dragonarium.app.screens.review_screen import LEAST_GRAPH, ReviewScreen
from dragonarium.play.base.changes import Change
from dragonarium.play.review import judging as review
from dragonarium.play.review_session import ReviewSession

from tests.app.contexts import context_of
from tests.app.french import french_folder
from tests.support.games import CATALOG
from tests.support.judges import judge_with_cells
from tests.support.records import random_record

SETTINGS = [(size, text) for size in ((1024, 768), (1920, 1080)) for text in (100, 150)]


@pytest.fixture
def screen(monkeypatch):
    monkeypatch.setattr(review, "judge", judge_with_cells)
    offscreen = OffscreenBase.get((1024, 768))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    session = ReviewSession(random_record(actions=40), CATALOG)
    shown = ReviewScreen(context_of(offscreen), session)
    session.analysis.run()
    shown.tick(0.0)
    yield shown
    shown.cleanup()
    i18n.use_language("en")


def shown_in(screen, size, text):
    """``screen`` in a window ``size`` with text at ``text`` per cent."""
    OffscreenBase.get(size)
    screen.context = replace(screen.context, text_size=text)
    screen.layout(*size)
    screen.apply(Change.ALL)


def every_line_reached(fit, scroll) -> bool:
    """All of a panel's lines show, or a sign does and, from its top, scrolling down one line at a time (each view
    one line on from the last) reaches its last line."""
    if fit().shown == fit().lines:
        return True
    while fit().above:
        assert scroll(1)
    while fit().below:
        before = fit().above
        assert scroll(-1) and fit().above == before + 1, "a line hidden below the sign is a scroll away"
    return fit().above + fit().shown == fit().lines


def test_every_line_of_the_key_moments_and_the_summary_is_shown_or_a_scroll_away(screen, tmp_path):
    session = screen.session
    moments = session.key_moments()[:2]
    assert len(moments) == 2 and all(session.analysis.result(i).loss > 0 for i in moments)
    for language in ("en", "fr"):
        i18n.use_language(language, french_folder(tmp_path) if language == "fr" else None)
        session._whys.clear()  # told again in the language now in use
        for size, text in SETTINGS:
            shown_in(screen, size, text)
            for index in moments:
                screen.go(index)
                lines = session.panel_text().split("\n")
                fit = screen.hud.fits["message"]
                assert fit.lines == len(lines) >= 4, (language, size, text)
                assert any(line.startswith(("Lost", "Perte")) for line in lines)
                assert problems(collect(screen.base.aspect2d, size), size) == [], (language, size, text)
                assert fit.above == 0 and fit.shown >= 2 and lines[1].startswith(("Lost", "Perte")), (
                    language, size, text, fit)  # the verdict comes second: shown before any scroll
                assert every_line_reached(lambda: screen.hud.fits["message"], screen.scroll_message)
                while screen.hud.fits["message"].above:
                    screen.scroll_message(1)
            assert every_line_reached(lambda: screen.summary_fit, screen.scroll_summary), (language, size, text)
            assert screen.graph.box.height >= LEAST_GRAPH - 1e-9
            for part in ("graph-axes", "graph-axis-high", "graph-axis-actions", "graph-legend-0", "graph-key-1"):
                assert not screen.graph.root.find(f"**/{part}").isEmpty(), (part, size, text)


def test_the_move_lists_title_is_in_the_language_in_use(screen, tmp_path):
    assert screen.moves.root.find("**/move-list-title").node().getText() == "Moves (points lost)"
    i18n.use_language("fr", french_folder(tmp_path))
    screen.layout(*screen.plan.size)
    assert screen.moves.root.find("**/move-list-title").node().getText() == "Coups (points perdus)"


def test_words_longer_than_the_room_scroll_with_page_down_and_page_up(screen, monkeypatch):
    monkeypatch.setattr(review_screen, "MESSAGE_SHARE", 0.0)  # no room over the boards: the strip's alone
    shown_in(screen, (1024, 768), 150)
    session = screen.session
    screen.go(session.key_moments()[0])
    fit = screen.hud.fits["message"]
    assert fit.below > 0 and fit.shown < fit.lines, "the strip holds only some of the words"
    assert screen.key("page_down") and screen.hud.fits["message"].above == 1
    assert screen.key("page_up") and screen.hud.fits["message"].above == 0
    assert every_line_reached(lambda: screen.hud.fits["message"], screen.scroll_message)


def test_the_board_is_framed_above_the_decisions_words_where_they_reach_into_its_part(screen):
    from dragonarium.app.ui.hud_panels import bounds
    from dragonarium.play.table.screen_layout import Box
    from tests.app.test_framing import board_corners, project

    shown_in(screen, (1024, 768), 150)
    screen.go(screen.session.key_moments()[0])
    while screen.controls.moving:
        screen.tick(0.05)
    plan, words = screen.plan, bounds(screen.hud.node("message"))
    assert words is not None and words[3] > plan.boards.bottom, "the long words reach up into the boards' part"
    words_top = plan.picture(Box(0.0, 0.0, words[3], words[3]))[2]
    place = screen.table.places[screen.session.state.current]
    spots = project(screen.controls.view, screen.controls.aspect(), board_corners(place))
    assert all(spot is not None and spot[1] > words_top for spot in spots)
    # a shorter verdict next leaves the board where it is: it does not grow and shrink from step to step
    reached = screen.words_top
    shorter = []
    for step in range(len(screen.session.actions)):
        screen.go(step)
        if bounds(screen.hud.node("message"))[3] < words[3] - 0.01:
            shorter.append(screen.words_top)
    assert shorter and set(shorter) == {reached}


def test_words_that_stay_in_the_strip_leave_the_boards_their_whole_part(screen, monkeypatch):
    monkeypatch.setattr(review_screen, "MESSAGE_SHARE", 0.0)  # the words keep to the strip and scroll
    shown_in(screen, (1024, 768), 150)
    screen.go(screen.session.key_moments()[0])
    assert screen.words_top is None and screen.board_window() == screen.plan.board_window()


def test_in_a_tall_narrow_window_the_words_keep_under_the_panels_and_show_the_verdict(screen):
    from dragonarium.app.ui.hud_panels import bounds

    shown_in(screen, (800, 1000), 150)
    screen.go(screen.session.key_moments()[0])
    plan, words = screen.plan, bounds(screen.hud.node("message"))
    assert plan.arrangement == "bands" and words is not None
    for name in review_screen.WORDS_KEEP_OFF:
        box = getattr(plan, name)
        if box.height > 0 and box.left < words[1] and box.right > words[0]:
            assert words[3] <= box.bottom or words[2] >= box.top, name
    fit = screen.hud.fits["message"]
    assert fit.shown >= 2 and fit.below > 0, "the decision and its verdict show, the rest a scroll away"


def test_in_a_wide_window_the_words_may_still_grow_over_the_boards_part():
    from dragonarium.play.table.screen_layout import View, lay_out

    plan = lay_out(1280, 800, 1.5, View.REVIEW, 2, 3)
    reach = review_screen._words_reach(plan)
    assert plan.arrangement == "columns"
    assert reach == plan.strip.top + review_screen.MESSAGE_SHARE * (plan.boards.top - plan.strip.top)
