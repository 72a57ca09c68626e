"""The interface's one look: every button, switch, entry, label and panel is made here, in the palette of the board
and its wooden table (walnut panels in a brass rim, wooden buttons, cream words, gold titles), in one font. A text
given here is drawn with its right-to-left words (an Arabic or Hebrew name) turned and shaped (``gfx.bidi``);
``set_text`` changes a widget's words the same way.

Each widget made here carries the tag ``STYLE_TAG`` naming its role, so that a test can tell a widget made
elsewhere. A button has four looks (ready, pressed, under the pointer, disabled) and a fifth drawn here, selected:
gold with dark words. The framed looks are the nine-cut textures ``ui_button`` and ``ui_panel`` of
``scripts/make_assets.py``.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence, TypeVar

from direct.gui.DirectGui import DGG, DirectButton, DirectEntry, DirectFrame, DirectLabel
from panda3d.core import (CardMaker, NodePath, SamplerState, TextFont, TextNode, Texture,
                          TransparencyAttrib)

from dragonarium.app.gfx.asset_files import load_texture
from dragonarium.guarded_read import FileRefused
from dragonarium.paths import textures_root
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.gfx.font import install

STYLE_TAG = "style"
Colour = tuple[float, float, float, float]
Widget = TypeVar("Widget", bound=NodePath)

INK: Colour = (0.97, 0.93, 0.82, 1)
"""Cream: the words on panels and buttons."""
DIM_INK: Colour = (0.66, 0.60, 0.52, 1)
DARK_INK: Colour = (0.16, 0.09, 0.04, 1)
"""The words on a gold (selected) button or on an entry's paper."""
GOLD: Colour = (1.0, 0.85, 0.3, 1)
"""Titles, as the game's name on the front door."""
NOTE: Colour = (1.0, 0.93, 0.7, 1)
WARNING: Colour = (1.0, 0.52, 0.38, 1)
WALNUT: Colour = (0.16, 0.105, 0.065, 1)
"""A panel's face (the table's darkest wood)."""
WOOD: Colour = (0.47, 0.31, 0.17, 1)
WOOD_LIT: Colour = (0.62, 0.42, 0.23, 1)
WOOD_PRESSED: Colour = (0.30, 0.19, 0.10, 1)
WOOD_DEAD: Colour = (0.30, 0.27, 0.24, 1)
GILT: Colour = (0.95, 0.77, 0.32, 1)
GILT_LIT: Colour = (1.0, 0.88, 0.50, 1)
GILT_PRESSED: Colour = (0.78, 0.60, 0.22, 1)
PAPER: Colour = (0.96, 0.92, 0.82, 1)
CLEAR: Colour = (0, 0, 0, 0)

BUTTON_LOOK = {False: ((WOOD, WOOD_PRESSED, WOOD_LIT, WOOD_DEAD), (INK, INK, (1, 1, 1, 1), DIM_INK)),
               True: ((GILT, GILT_PRESSED, GILT_LIT, WOOD_DEAD), (DARK_INK, DARK_INK, DARK_INK, DIM_INK))}
"""Frame and word colours of a button's four states (ready, pressed, under the pointer, disabled), by whether it
is selected."""
BORDER_UV = (5 / 32, 5 / 32)
"""The share of the textures' sides their borders take (``scripts/asset_ui.py``)."""
BUTTON_BORDER = (0.3, 0.3)
"""A button's rim, in its text's ems."""
PANEL_BORDER = 0.022
"""A panel's rim, in the 2D units of its parent."""
PAD = (0.7, 0.3)

_textures: dict[str, Texture] = {}


def texture(name: str) -> Texture:
    """The interface texture ``name`` (``ui_button``, ``ui_panel``), loaded once."""
    if name not in _textures:
        path = textures_root() / f"{name}.png"
        try:
            loaded = load_texture(path)
        except FileRefused as refused:
            raise FileNotFoundError(f"texture {path} cannot be read ({refused.refusal.value}): run python3 "
                                    "scripts/make_assets.py") from None
        loaded.setMinfilter(SamplerState.FT_linear)
        loaded.setMagfilter(SamplerState.FT_linear)
        loaded.setWrapU(SamplerState.WM_clamp)
        loaded.setWrapV(SamplerState.WM_clamp)
        _textures[name] = loaded
    return _textures[name]


def font() -> TextFont:
    """The one font of the interface (``gfx.font``: DejaVu Sans, or Panda3D's own when its file cannot be read),
    the one every TextNode draws with unless told otherwise."""
    return install()


def mark(widget: Widget, role: str) -> Widget:
    """Tag ``widget`` as made in this style, as a ``role`` (``button``, ``panel``...); returns it."""
    widget.setTag(STYLE_TAG, role)
    widget.setTransparency(TransparencyAttrib.MAlpha)  # the textures' rounded corners
    return widget


def button(parent: NodePath, text: str, command: Optional[Callable] = None, extra: Sequence = (),
           scale: float = 0.038, selected: bool = False, enabled: bool = True, role: str = "button",
           **options) -> DirectButton:
    """A wooden button: lighter under the pointer, darker while pressed, grey when disabled, gold when
    ``selected``; ``command(*extra)`` runs on a click."""
    widget = DirectButton(parent=parent, text=directed(text), command=command, extraArgs=list(extra), scale=scale,
                          relief=DGG.TEXTUREBORDER, frameTexture=texture("ui_button"), borderUvWidth=BORDER_UV,
                          borderWidth=BUTTON_BORDER, text_font=font(), pad=options.pop("pad", PAD),
                          pressEffect=0, rolloverSound=None, clickSound=None, **options)
    mark(widget, role)
    set_selected(widget, selected)
    set_enabled(widget, enabled)
    return widget


def set_text(widget: NodePath, text: str) -> None:
    """Show ``text`` on a button or a label made here, its right-to-left words turned and shaped."""
    widget["text"] = directed(text)


def set_selected(widget: DirectButton, selected: bool) -> None:
    """Draw ``widget`` gold with dark words (``selected``) or wooden."""
    frames, words = BUTTON_LOOK[selected]
    widget["frameColor"] = frames
    for state, colour in enumerate(words):
        widget.component(f"text{state}")["fg"] = colour
    widget.setPythonTag("selected", selected)


def is_selected(widget: DirectButton) -> bool:
    return bool(widget.getPythonTag("selected"))


def set_enabled(widget: DirectButton, enabled: bool) -> None:
    widget["state"] = DGG.NORMAL if enabled else DGG.DISABLED


def entry(parent: NodePath, scale: float = 0.045, **options) -> DirectEntry:
    """A field to type in: dark words on cream paper in a darker rim. Text longer than the field scrolls in it
    (``overflow``): no typed character is ever dropped."""
    widget = DirectEntry(parent=parent, scale=scale, relief=DGG.TEXTUREBORDER, frameTexture=texture("ui_button"),
                         borderUvWidth=BORDER_UV, borderWidth=(0.2, 0.2), frameColor=PAPER, text_fg=DARK_INK,
                         entryFont=font(), overflow=options.pop("overflow", 1), **options)
    return mark(widget, "entry")


def label(parent: NodePath, text: str, scale: float = 0.038, pos: tuple[float, float, float] = (0, 0, 0),
          colour: Colour = INK, align: int = TextNode.ACenter, **options) -> DirectLabel:
    """Words without a frame."""
    widget = DirectLabel(parent=parent, text=directed(text), scale=scale, pos=pos, text_fg=colour, text_align=align,
                         text_font=font(), frameColor=CLEAR, **options)
    return mark(widget, "label")


def title(parent: NodePath, text: str, scale: float, pos: tuple[float, float, float],
          align: int = TextNode.ACenter, **options) -> DirectLabel:
    """A gold title."""
    widget = label(parent, text, scale, pos, GOLD, align, **options)
    return mark(widget, "title")


def panel(parent: NodePath, frame: tuple[float, float, float, float], heading: str = "",
          heading_scale: float = 0.08, **options) -> DirectFrame:
    """A walnut panel in a brass rim filling ``frame`` (left, right, bottom, top), ``heading`` in gold at its
    top."""
    widget = DirectFrame(parent=parent, frameSize=frame, relief=DGG.TEXTUREBORDER, frameTexture=texture("ui_panel"),
                         borderUvWidth=BORDER_UV, borderWidth=(PANEL_BORDER, PANEL_BORDER),
                         frameColor=(1, 1, 1, 1), **options)
    mark(widget, "panel")
    if heading:
        left, right, bottom, top = frame
        title(widget, heading, heading_scale, ((left + right) / 2, 0, top - heading_scale * 1.25))
    return widget


def plain(widget: Widget, role: str) -> Widget:
    """Mark a widget that draws nothing of its own (an invisible click area) or is drawn by its owner in this
    style's colours."""
    return mark(widget, role)


def framed_card(parent: NodePath, name: str, frame: tuple[float, float, float, float],
                border: float = PANEL_BORDER) -> NodePath:
    """A panel's look as plain geometry (no widget): the nine pieces of ``ui_panel`` filling ``frame``, in one
    node."""
    left, right, bottom, top = frame
    border = max(0.0, min(border, (right - left) / 2, (top - bottom) / 2))
    xs, zs = (left, left + border, right - border, right), (bottom, bottom + border, top - border, top)
    us, vs = (0.0, BORDER_UV[0], 1 - BORDER_UV[0], 1.0), (0.0, BORDER_UV[1], 1 - BORDER_UV[1], 1.0)
    node = NodePath(name)
    for column in range(3):
        for row in range(3):
            maker = CardMaker(f"{name}-{column}{row}")
            maker.setFrame(xs[column], xs[column + 1], zs[row], zs[row + 1])
            maker.setUvRange((us[column], vs[row]), (us[column + 1], vs[row + 1]))
            node.attachNewNode(maker.generate())
    node.setTexture(texture("ui_panel"))
    node.flattenStrong()
    node.reparentTo(parent)
    return mark(node, "panel")


def text_card(text: TextNode) -> None:
    """Give a text panel (a TextNode on a card) the panels' look: walnut in a brass rim, cream words."""
    text.setTextColor(*INK)
    text.setFont(font())
    text.setCardColor(1, 1, 1, 1)
    text.setCardTexture(texture("ui_panel"))
    text.setCardBorder(0.25, BORDER_UV[0])
