"""What a text draws, for the font and right-to-left tests: the texts under a node (a DirectGUI widget's words
too, which hang under its state nodes, outside the scene graph), the boxes drawn for letters the font lacks, and
right-to-left letters left outside a right-to-left run."""
from __future__ import annotations

import re

from panda3d.core import GeomLines, GeomLinestrips, NodePath, PGItem, TextNode

from dragonarium.app.gfx.bidi import LTR, POP, PUSH, RTL, RIGHT_TO_LEFT

RUN = re.compile(f"{PUSH}(?:{RTL}|{LTR}){PUSH}[^{POP}]*{POP}")


def texts_under(root: NodePath) -> list[TextNode]:
    """Every TextNode with words under ``root``, the words of its widgets included."""
    found = [path.node() for path in root.findAllMatches("**/+TextNode")]
    for item in [root, *root.findAllMatches("**/+PGItem")]:
        if isinstance(item.node(), PGItem):
            for state in range(item.node().getNumStateDefs()):
                found += [path.node() for path in item.node().getStateDef(state).findAllMatches("**/+TextNode")]
    return [node for node in found if node.getText()]


def missing_letter_boxes(text: TextNode) -> int:
    """How many boxes ``text`` draws for characters its font has no letter for: Panda3D draws each as a square
    of four lines (a letter is two textured triangles)."""
    return boxes_drawn(NodePath(text.generate()))


def boxes_drawn(drawn: NodePath) -> int:
    """How many boxes for missing letters the text geometry under ``drawn`` holds (made by ``TextNode.generate``)."""
    lines = 0
    for geom_node in drawn.findAllMatches("**/+GeomNode"):
        for index in range(geom_node.node().getNumGeoms()):
            geom = geom_node.node().getGeom(index)
            for number in range(geom.getNumPrimitives()):
                primitive = geom.getPrimitive(number)
                if isinstance(primitive, GeomLines):
                    lines += primitive.getNumPrimitives()
                elif isinstance(primitive, GeomLinestrips):
                    lines += 4 * primitive.getNumPrimitives()
    return -(-lines // 4)


def unturned(text: str) -> bool:
    """True when ``text`` has a right-to-left letter outside a run Panda3D lays out right to left."""
    return bool(RIGHT_TO_LEFT.search(RUN.sub("", text)))
