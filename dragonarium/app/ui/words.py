"""The names the table gives to the choices on its screens, marked for the catalog and translated where shown."""
from __future__ import annotations

from dragonarium.i18n import N_
from dragonarium.play.quality import Quality

KIND_NAMES: dict[str, str] = {"human": N_("human"), "easy": N_("easy"), "strong": N_("strong")}
"""Who plays a seat, by the kind's id (the seat keeps the id)."""
QUALITY_NAMES: dict[Quality, str] = {Quality.AUTO: N_("auto"), Quality.FAST: N_("fast"), Quality.FULL: N_("full")}
"""The drawing quality, by its choice."""
