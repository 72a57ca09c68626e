"""The interface's font: shipped in ``fonts/``, it has the letters of names in Latin with every European accent,
Greek, Cyrillic, Arabic and Hebrew; it is read through the guarded reader (a file missing, too large, a pipe, a
folder or not a font is refused with the file named) and the table falls back to Panda3D's own font without it;
once installed, every text draws with it, shaped by HarfBuzz."""
from __future__ import annotations

import os
import time

import pytest
from direct.gui import DirectGuiGlobals
from panda3d.core import ConfigVariableBool, TextNode

from dragonarium.app.gfx import font
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.ui import style
from dragonarium.paths import fonts_root
from dragonarium.rules import DataError

from tests.app.drawn_text import missing_letter_boxes

NAMES = {
    "Latin": "Zoë Ærøskøbing, Łukasz Żółć, Ștefan Țăranu, Şükrü Ğündoğdu, Őrs Ű, Jiří Dvořák, Åsa Æðelþryð, "
             "Iñigo Ibáñez, François Lœuvre, Jürgen Weiß, Ľudmila Ďurčová, Māris Ģirts Ķuzis, Ŀŀ Ĳsbrand, Gŵyn Ŷ",
    "Greek": "Ζωή Παπαδοπούλου, Ἀθηνᾶ, Ελευθερία Χατζηγεωργίου",
    "Cyrillic": "Дмитрий Соколов, Їжак Ґава, Ўладзімір, Љубица Џаја, Ёлка",
    "Arabic": "محمد بن راشد آل مكتوم، فاطمة الزهراء، پریا گلچین",
    "Hebrew": "שרה לוי, יוֹסֵף",
}


@pytest.fixture(scope="module")
def shipped():
    return font.load_font(fonts_root() / font.FONT_FILE)


@pytest.mark.parametrize("script", sorted(NAMES))
def test_the_shipped_font_has_a_letter_for_every_character_of_names_in_each_script(shipped, script):
    assert [c for c in NAMES[script] if not font.has_glyph(shipped, c)] == []


def test_the_check_tells_a_missing_letter_and_cjk_is_the_documented_gap(shipped):
    assert not font.has_glyph(shipped, "中") and not font.has_glyph(shipped, "한")


def test_the_shipped_font_and_its_licence_are_small_and_side_by_side():
    assert (fonts_root() / font.FONT_FILE).stat().st_size < font.MAX_FONT_BYTES
    assert "Bitstream Vera" in (fonts_root() / "LICENSE-DejaVu.txt").read_text()


def test_the_font_keeps_panda3ds_line_spacing_and_about_its_widths(shipped):
    line = "Choose a tile from the planning site; Ann (human, Marble Quarry): 61 points, 3 dragons"
    assert shipped.getLineHeight() == pytest.approx(font.LINE_HEIGHT)
    measure = TextNode("measure")
    measure.setFont(shipped)
    measure.setText(line)
    assert measure.getWidth() / len(line) == pytest.approx(0.45, abs=0.02)


def broken(path, reason):
    with pytest.raises(DataError) as raised:
        font.load_font(path, limit=4096)
    assert str(path) in str(raised.value) and reason in str(raised.value)


def test_a_font_file_missing_too_large_or_not_a_font_is_refused_with_the_file_named(tmp_path):
    broken(tmp_path / "none.ttf", "cannot read file")
    broken(tmp_path, "a folder")
    big = tmp_path / "big.ttf"
    big.write_bytes(b"\0" * 4097)
    broken(big, "larger than 4096 bytes")
    junk = tmp_path / "junk.ttf"
    junk.write_bytes(b"not a font at all")
    broken(junk, "not a font file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_named_as_the_font_is_refused_at_once(tmp_path):
    pipe = tmp_path / "font.ttf"
    os.mkfifo(pipe)
    broken(pipe, "not a regular file")


def test_without_its_font_the_table_draws_in_panda3ds_own_and_says_why(tmp_path, monkeypatch, capsys):
    (tmp_path / font.FONT_FILE).write_bytes(b"\0\1\0\0 broken")
    monkeypatch.setattr(font, "fonts_root", lambda: tmp_path)
    monkeypatch.setattr(font, "_font", None)
    monkeypatch.setattr(font, "_problem", "")
    fallback = font.ui_font()
    assert fallback is not None and fallback.isValid()
    assert str(tmp_path / font.FONT_FILE) in font.font_problem() and "not a font file" in font.font_problem()
    assert "Panda3D's own font" in capsys.readouterr().err


def test_once_installed_every_text_and_widget_draws_in_it_shaped_by_harfbuzz():
    OffscreenBase.get((320, 180), multisamples=0)
    installed = style.font()
    assert font.font_problem() == "" and installed.getPointSize() == pytest.approx(font.POINT_SIZE)  # not the default
    assert TextNode.getDefaultFont() == installed and DirectGuiGlobals.getDefaultFont() == installed
    assert ConfigVariableBool("text-use-harfbuzz").getValue()
    for script, names in sorted(NAMES.items()):
        text = TextNode(script)
        text.setText(directed(names))
        assert missing_letter_boxes(text) == 0, script


def test_loading_the_font_costs_a_few_milliseconds():
    start = time.perf_counter()
    font.load_font(fonts_root() / font.FONT_FILE)
    assert time.perf_counter() - start < 0.25, "some 4 ms on a slow machine (docs/TABLE.md)"

