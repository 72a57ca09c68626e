"""The names the table gives to the choices of its own screens, marked for the catalog and translated where shown.

Who plays a seat is the game's word (``kind_word`` of the vocabulary, ``dragonarium.rules``).
"""
from __future__ import annotations

from dragonarium.i18n import N_
from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality

QUALITY_NAMES: dict[Quality, str] = {Quality.AUTO: N_("auto"), Quality.FAST: N_("fast"), Quality.FULL: N_("full")}
"""The drawing quality, by its choice."""

MOTION_NAMES: dict[Motion, str] = {Motion.FULL: N_("full"), Motion.REDUCED: N_("reduced"), Motion.OFF: N_("off")}
"""How much the table moves to show each change, by its choice."""
