"""The keyboard's focus, drawn: a thick ring round the widget with the focus, sky blue between two near-black edges.

The two tones part from every colour a widget or what lies round it takes (the wooden and gold buttons in each of
their looks, the walnut panels, the cream entries, the table's wood): against a dark one the sky blue stands out,
against a light one the black edges do, each at a contrast of at least 3:1 (``tests/app/test_focus_ring.py``). It
is told by its luminance, so it reads in greys too, and sky blue is no colour of the table's buttons or marks.
"""
from __future__ import annotations

from panda3d.core import CardMaker, NodePath, Vec3

from dragonarium.app.gfx import palette

Colour = tuple[float, float, float, float]

FOCUS: Colour = (*palette.FOCUS, 1.0)
"""The ring's sky blue."""
FOCUS_EDGE: Colour = (*palette.FOCUS_EDGE, 1.0)
"""The ring's near-black edges."""
BANDS = ((0.0, 1.5, FOCUS_EDGE), (1.5, 5.0, FOCUS), (5.0, 6.5, FOCUS_EDGE))
"""The ring's bands, from the widget's frame outwards: (from, to, colour), in pixels of a window 720 pixels high
(the ring grows with the window)."""
REFERENCE_HEIGHT = 720
RING = "focus-ring"


def _band(node: NodePath, frame: tuple[float, float, float, float], inner: tuple[float, float],
          outer: tuple[float, float], colour: Colour) -> None:
    """Four cards round ``frame`` from ``inner`` to ``outer`` (x and z offsets, in the node's units)."""
    left, right, bottom, top = frame
    for piece in ((left - outer[0], right + outer[0], top + inner[1], top + outer[1]),
                  (left - outer[0], right + outer[0], bottom - outer[1], bottom - inner[1]),
                  (left - outer[0], left - inner[0], bottom - inner[1], top + inner[1]),
                  (right + inner[0], right + outer[0], bottom - inner[1], top + inner[1])):
        maker = CardMaker(RING)
        maker.setFrame(*piece)
        maker.setColor(*colour)
        node.attachNewNode(maker.generate())


def ring_round(widget: NodePath, render2d: NodePath) -> NodePath:
    """Draw the focus ring round ``widget``'s frame (a child of it, so it moves and goes with it); returns it."""
    frame = widget.node().getFrame()
    pixel = 2.0 / REFERENCE_HEIGHT  # render2d spans 2 units of the window's height
    across = widget.getRelativeVector(render2d, Vec3(pixel, 0, 0)).length()
    up = widget.getRelativeVector(render2d, Vec3(0, 0, pixel)).length()
    ring = widget.attachNewNode(RING)
    for inner, outer, colour in BANDS:
        _band(ring, frame, (inner * across, inner * up), (outer * across, outer * up), colour)
    ring.setBin("gui-popup", 60)
    ring.setDepthTest(False)
    ring.setDepthWrite(False)
    ring.setLightOff()
    ring.setTextureOff(1)
    ring.setColorScaleOff(1)
    return ring
