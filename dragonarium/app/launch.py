"""``dragonarium`` / ``dragonarium play``: open the table in a window, or explain how to go headless."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from dragonarium.i18n import N_, _, choose_language, use_language
from dragonarium.play.quality import Quality
from dragonarium.rules import Catalog
from dragonarium.play.settings import load_settings
from dragonarium.paths import own_puzzles_home
from dragonarium.app.drawing_quality import opening_samples, window_preset
from dragonarium.app.window import NO_DISPLAY_MESSAGE, configure, has_display, open_on_screen


REVIEW_WITHOUT_DISPLAY = N_("For the review of a game without a window: dragonarium review GAME.yaml --json")


def launch(catalog: Catalog, record: Optional[Path] = None, quality: Optional[Quality] = None,
           lessons: Optional[Path] = None, review: Optional[Path] = None, language: Optional[str] = None,
           puzzles: Optional[Path] = None) -> int:
    """Open the window and run until it closes; with no display, say how to render instead.

    ``quality`` overrides the remembered choice for this run (``auto`` by default); ``lessons`` and ``puzzles``
    are the folders of lessons and puzzles for the data in use (the shipped ones, or ``$DRAGONARIUM_DATA``'s, by
    default); ``review`` opens on that record's review instead of a game; ``language`` is the one asked for this
    run (``--lang``), else the table speaks the one chosen on the start screen, else the system's."""
    settings, problem = load_settings()
    use_language(choose_language(language, settings.language))
    if not has_display():
        print(_(NO_DISPLAY_MESSAGE) + ("\n" + _(REVIEW_WITHOUT_DISPLAY) if review is not None else ""), file=sys.stderr)
        return 1
    game = None
    session = None
    if review is not None:
        from dragonarium.play.review.cache import cache_path
        from dragonarium.play.review_session import ReviewSession, open_record

        # a bad file is refused here, before any window opens
        session = ReviewSession(open_record(review, catalog), catalog, cache_path(review), str(review))
    elif record is not None:
        from dragonarium.play.saves import load_game

        game = load_game(record, catalog)  # a bad file is refused here, before any window opens
    choice = quality or settings.quality
    # only an explicit "full" asks for multisampling up front; "auto" decides once it knows the renderer
    configure(offscreen=False, multisamples=opening_samples(choice))
    from dragonarium.app.audio import TableBase
    from dragonarium.app.table_app import TableApp

    try:
        base = TableBase(windowType="none")  # the window opens once the desktop's size is known
        opened = open_on_screen(base, settings.window)
    except Exception as error:  # Panda3D raises a bare Exception when no window can open
        print(f"{_(NO_DISPLAY_MESSAGE)}\n({error})", file=sys.stderr)
        return 1
    if not opened:
        print(_(NO_DISPLAY_MESSAGE), file=sys.stderr)
        return 1
    app = TableApp(base, catalog, game=game, preset=window_preset(base, choice), settings=settings, notice=problem,
                   on_demand=True, lessons=lessons, puzzles=puzzles, review=session, own_puzzles=own_puzzles_home())
    base.finalExitCallbacks.append(app.close)  # the last autosave is written before the process ends
    base.run()
    return 0
