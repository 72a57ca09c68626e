"""The scoring labels' whole search, when the camera stops, is made off the frame's thread: the labels stay where the
quick search put them until it is done, then stand where a search made on the spot would put them."""
import threading
import time

from dragonarium.app.scene import label_search
from dragonarium.app.scene.overlay_view import hud_boxes, layer_extent, lens_projector

from tests.support.games import new_game, play_random


def _wait_for(overlay, base) -> bool:
    """Ask the overlay each few milliseconds, as frames do, until its search is done; True when it showed it."""
    for _ in range(2000):
        if not overlay.search.searching:
            return False
        if overlay.follow(base):
            return True
        time.sleep(0.005)
    raise AssertionError("the labels' search never ended")


def test_the_labels_whole_search_runs_off_the_frames_thread_and_lands_where_a_search_here_would(monkeypatch):
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.app.screens.game_screen import GameScreen
    from dragonarium.play.session import PlaySession

    from tests.app.contexts import context_of

    threads = []
    real = label_search.place_callouts

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(label_search, "place_callouts", spy)
    game = play_random(new_game(4, 7), 7)
    size = (1024, 768)
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(game))
    try:
        screen.key("escape")
        screen.key("o")
        base, overlay = screen.base, screen.score_overlay
        assert overlay.search is not None and not overlay.search.searching, "a first showing is placed at once"
        screen.controls.focus_top(animate=False)
        assert overlay.follow(base, moving=True)  # the camera moving: the quick search
        quick = list(overlay.placed)
        assert not overlay.follow(base, moving=False)  # it stops: nothing moves yet, the whole search begins
        assert overlay.search.searching and overlay.placed == quick
        assert _wait_for(overlay, base)
        assert threads and all(thread is not threading.main_thread() for thread in threads)
        found = list(overlay.placed)
        overlay.place_labels(lens_projector(base, overlay.layer, clip=False), layer_extent(base, overlay.layer),
                             hud_boxes(overlay.layer, overlay.labels_root) + overlay.keep_clear)
        assert found == overlay.placed and found != quick
        assert not overlay.follow(base), "once placed in full, a still camera moves nothing"
        # a change of the HUD while a search is under way places the labels in full at once and drops the search
        screen.controls.focus_player(0, animate=False)
        overlay.follow(base, moving=True)
        overlay.follow(base, moving=False)
        assert overlay.search.searching
        assert overlay.follow(base, force=True) and not overlay.search.searching
    finally:
        screen.cleanup()


def test_a_search_made_for_a_view_left_behind_is_dropped():
    search = label_search.LabelSearch()
    search.start(("view", 1), [], [], label_search.Box(0, 0, 10, 10), [], 0.0)
    assert search.found(("view", 2)) is None and not search.searching
