"""Small pictures of the four types drawn inline in text: the square of the terrain atlas that the board's squares
wear, so a button or a count shows its element as the board does. The word stays beside the picture: it is the
label read aloud and the cue for who cannot tell the colours apart."""
from __future__ import annotations

import re
from functools import partial
from typing import Optional

from panda3d.core import CardMaker, NodePath, TextGraphic, TextPropertiesManager

from dragonarium.app.gfx.asset_files import load_texture
from dragonarium.app.gfx.palette import atlas_uv
from dragonarium.guarded_read import FileRefused
from dragonarium.paths import textures_root
from dragonarium.rules import Terrain, type_word

GRAPHIC = "\5"
"""What opens and closes a graphic's name in a TextNode's text."""
NO_BREAK = "\u00a0"
"""Between a type's picture, its word and its count: a line breaks before or after them, never inside."""


def icon(terrain: Terrain) -> str:
    """The text that draws ``terrain``'s square inline (one em high, resting on the line), registered once."""
    name = f"terrain-{terrain.value}"
    manager = TextPropertiesManager.getGlobalPtr()
    if not manager.hasGraphic(name):
        maker = CardMaker(name)
        maker.setFrame(0.0, 0.85, -0.12, 0.73)
        u0, v0, u1, v1 = atlas_uv(terrain.value)
        maker.setUvRange((u0, v0), (u1, v1))
        picture = NodePath(maker.generate())
        try:
            picture.setTexture(load_texture(textures_root() / "terrain_atlas.png"))
        except FileRefused:
            pass  # the square is drawn plain: the words beside it still say the type
        manager.setGraphic(name, TextGraphic(picture, -0.05, 0.95, -0.12, 0.73))
    return f"{GRAPHIC}{name}{GRAPHIC}"


def with_icon(terrain: Optional[Terrain], words: str) -> str:
    """``words`` led by ``terrain``'s picture (the words alone without a type)."""
    return words if terrain is None else f"{icon(terrain)} {words}"


def plain_text(text: str) -> str:
    """``text`` without its pictures (what a test or a reader hears)."""
    parts = text.split(GRAPHIC)
    return "".join(parts[0::2]).strip()


def types_pictured(text: str) -> str:
    """``text`` with each type's picture before the first time its word is written (``Dragons left: fire 8...``);
    the picture, the word and a number after it are kept on one line (joined by no-break spaces)."""
    for terrain in Terrain:
        text = re.sub(rf"\b{re.escape(type_word(terrain))}\b( (?=\d))?", partial(_pictured, icon(terrain)), text,
                      count=1)
    return text


def _pictured(picture: str, found: re.Match) -> str:
    """A type's word ``found`` (and the space before a number after it) with its ``picture`` before it."""
    return f"{picture}{NO_BREAK}{found.group(0).rstrip()}{NO_BREAK if found.group(1) else ''}"
