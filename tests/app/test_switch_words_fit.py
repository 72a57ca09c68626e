"""A switch's words stay inside its frame: a label wider than the column (French, a large text size) is drawn
smaller, a short one as it is."""
from panda3d.core import TextNode

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.ui import style
from dragonarium.app.ui.widgets import SwitchColumn
from dragonarium.play.base.commands import Command


def drawn_width(button) -> float:
    measure = TextNode("measure")
    measure.setFont(style.font())
    return measure.calcWidth(button["text"]) * button.component("text0").getScale()[0]


def test_a_long_label_is_drawn_smaller_to_fit_its_switch_and_a_short_one_is_not():
    offscreen = OffscreenBase.get()
    root = offscreen.fresh_overlay()
    column = SwitchColumn(root, lambda command: None)
    column.show([(Command.LEGAL_MAP, "Carte des placements (L)\u00a0: non, et bien plus encore"),
                 (Command.OVERLAY, "Scores (O)")])
    column.layout(-1.7, 0.5, 0.5)
    long, short = column.buttons
    left, right, _bottom, _top = long["frameSize"]
    assert drawn_width(long) <= right - left - 0.8 + 1e-6 and long.getPythonTag("words_scale") < 1
    assert short.getPythonTag("words_scale") == 1.0 and short.component("text0").getScale()[0] == 1.0
    column.layout(-1.7, 3.0, 0.5)  # a wider column: the words are drawn whole again
    assert long.getPythonTag("words_scale") == 1.0
    column.destroy()
