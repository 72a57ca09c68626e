"""The names the shipped data gives to board sides and solo ranks, marked for the message catalogs.

Data files are written in English, and the catalogs are made from the code, so
the names of the shipped data are listed here with ``N_``; ``shown`` (``dragonarium.i18n``, and the
``shown_title`` of a side or a rank) says one in the language in use. A name
the catalogs do not hold (data of one's own, given with ``--data``) is shown
as written. ``tests/rules/test_titles.py`` keeps this list and ``data/`` in
step.
"""
from __future__ import annotations

from dragonarium.i18n import N_

BOARD_TITLES = (N_("Library"), N_("Church Ruins"), N_("Eternal Shrines"), N_("Lostwing Cliffs"),
                N_("Marble Quarry"))
"""The title of each shipped board side (``title`` in ``data/boards/*.yaml``)."""
SOLO_RANKS = (N_("Emperor of the Dragonarium"), N_("Minister of Dragons"), N_("Trusted Assistant"),
              N_("Promising Apprentice"), N_("Egg Cracker"), N_("Back to the Books"))
"""The title of each shipped solo rank (``data/solo.yaml``), best first."""

__all__ = ["BOARD_TITLES", "SOLO_RANKS"]
