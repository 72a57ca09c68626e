"""Right-to-left words in the table's lines: each run of Arabic or Hebrew letters goes into Panda3D's ``rtl``
property (HarfBuzz then joins and turns it), numbers after a name stay in the line's order, a text without such
letters is left alone; a name cut short keeps its ellipsis where its reading ends. Drawn, a name in a line reads as
HarfBuzz reads it alone."""
from __future__ import annotations

import pytest
from panda3d.core import PNMImage, TextNode

from dragonarium.app.gfx.bidi import ELLIPSIS, RLM, cut, directed
from dragonarium.app.offscreen import OffscreenBase

RTL, LTR, POP = "\1rtl\1", "\1ltr\1", "\2"
ARABIC, HEBREW = "محمد علي", "שרה לוי"


@pytest.mark.parametrize("text", ["Ann: 12 points", "Zoë Ærøskøbing", "Ζωή: 3", "Дмитрий (easy, Library)", ""])
def test_a_text_without_right_to_left_letters_is_left_as_it_is(text):
    assert directed(text) == text


def test_a_name_in_a_sentence_is_one_run_and_what_follows_stays_in_the_lines_order():
    assert directed(f"Winner: {ARABIC}") == f"Winner: {RTL}{ARABIC}{POP}"
    assert directed(f"> {HEBREW}: 4 points, 3 pillars") == f"> {RTL}{HEBREW}{POP}: 4 points, 3 pillars"
    assert directed(f"{ARABIC} (human, Library): 26; Bob: 3") == f"{RTL}{ARABIC}{POP} (human, Library): 26; Bob: 3"


def test_a_list_of_names_is_one_run_and_a_number_between_its_words_keeps_its_digits_in_order():
    assert directed(f"Winners: {ARABIC}, {HEBREW}") == f"Winners: {RTL}{ARABIC}, {HEBREW}{POP}"
    assert directed("علي 12 محمد") == f"{RTL} محمد{POP}{LTR}12{POP}{RTL}علي {POP}"


def test_each_line_and_each_embedded_property_or_picture_bounds_the_runs():
    assert directed(f"{ARABIC}\n{HEBREW}") == f"{RTL}{ARABIC}{POP}\n{RTL}{HEBREW}{POP}"
    swatch = "\5seat-0\5"
    assert directed(f"{ARABIC} {swatch}") == f"{RTL}{ARABIC}{POP} {swatch}"
    assert directed(f"\1gold\1{ARABIC}\2 x") == f"\1gold\1{RTL}{ARABIC}{POP}\2 x"


def test_a_text_turned_already_comes_back_as_it_is():
    once = directed(f"Winner: {ARABIC}")
    assert directed(once) == once


def test_a_name_cut_short_ends_in_an_ellipsis_where_its_reading_ends():
    assert cut("Aleksandra Konstantinovna", 10) == f"Aleksandr{ELLIPSIS}"
    assert cut("Ann", 3) == "Ann" and cut("Ann", 40) == "Ann"
    assert cut("محمد بن راشد", 6) == f"محمد{ELLIPSIS}{RLM}"
    assert directed(cut("محمد بن راشد", 6) + " (human)") == f"{RTL}محمد{ELLIPSIS}{RLM}{POP} (human)"


def picture(text: str) -> PNMImage:
    offscreen = OffscreenBase.get((400, 100), multisamples=0)
    root = offscreen.fresh_overlay()
    node = TextNode("words")
    node.setText(text)
    path = root.attachNewNode(node)
    path.setScale(0.3)
    path.setPos(-0.6, 0, -0.1)
    offscreen.render_frames(2)
    shot = offscreen.screenshot()
    root.removeNode()
    return shot


@pytest.mark.parametrize("name", [ARABIC, HEBREW, "محمد بن راشد آل مكتوم"])
def test_a_name_turned_draws_as_harfbuzz_draws_it_alone(name):
    """HarfBuzz guesses a whole Arabic or Hebrew text right to left by itself: the run drawn with the ``rtl``
    property is the same picture."""
    alone, turned = picture(name), picture(directed(name))
    assert alone.getXSize() == turned.getXSize()
    differing = sum(alone.getXel(x, y) != turned.getXel(x, y) for x in range(alone.getXSize())
                    for y in range(alone.getYSize()))
    assert differing == 0
    ink = sum(alone.getGray(x, y) > 0.3 for x in range(alone.getXSize()) for y in range(alone.getYSize()))
    assert ink > 50, "the name is drawn"
