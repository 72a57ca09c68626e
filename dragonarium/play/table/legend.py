"""The legend of a lesson's highlights: what each style the table draws means, for the styles on screen.

The table draws a lesson's pieces in three styles that differ in shape as well
as colour (``app.scene.mark_meshes``): a ring with a tick for a piece to use, a ring
with a cross for a piece to keep off, a dashed ring for a piece shown for
information. The legend names the shape first, so that it reads without
telling the colours apart.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from dragonarium.i18n import N_, _
from dragonarium.rules import shown
from dragonarium.play.table.marks import LESSON_TONES, Tone

if TYPE_CHECKING:
    from dragonarium.lessons import Style

MEANING = {
    Tone.LESSON_USE: N_("ring with a tick (green): use it"),
    Tone.LESSON_AVOID: N_("ring with a cross (red): keep off it"),
    Tone.LESSON: N_("dashed ring (pink): look at it"),
}
"""What each lesson style's mark says (messages: translated where they are shown)."""


def style_tone(style: "Style") -> Tone:
    """The tone a lesson's highlight style is drawn in."""
    return {"use": Tone.LESSON_USE, "avoid": Tone.LESSON_AVOID}.get(style.value, Tone.LESSON)


def legend(tones: Iterable[Tone]) -> str:
    """The legend line for the lesson tones among ``tones`` (empty when none is)."""
    present = set(tones)
    parts = [shown(MEANING[tone]) for tone in LESSON_TONES if tone in present]
    return _("Marks: {meanings}.").format(meanings="; ".join(parts)) if parts else ""
