"""A type's picture leads its word in the panels, and a narrow panel never breaks a line between the picture, the
word and its count."""
from panda3d.core import TextNode

from dragonarium.app.ui.icons import GRAPHIC, plain_text, types_pictured

SUPPLY = "Dragons left: fire 8, water 11, air 11, royal 12"


def test_each_type_is_pictured_once_and_the_words_read_the_same():
    pictured = types_pictured(SUPPLY)
    assert pictured.count(GRAPHIC) == 2 * 4, "one picture for each type"
    assert plain_text(pictured).replace("\u00a0", " ").split() == SUPPLY.split()


def test_a_narrow_panel_breaks_lines_only_between_the_types():
    text = TextNode("supply")
    text.setText(types_pictured(SUPPLY))
    for width in (6, 9, 12, 16):
        text.setWordwrap(width)
        for line in plain_text(text.getWordwrappedText()).replace("\u00a0", " ").splitlines():
            words = line.replace(",", "").split()
            assert not words or words[-1].isdigit() or words[-1] == "left:", (width, line)
