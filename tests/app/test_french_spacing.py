"""French keeps its punctuation's spaces: drawn, the space before ? ! ; : and inside guillemets is a no-break space,
so a panel never wraps a mark alone onto a line of its own."""
from panda3d.core import TextNode

from dragonarium.i18n import _, load_translations, use_language
from dragonarium.i18n.typography import typeset
from dragonarium.app.gfx.bidi import directed


def test_the_spaces_before_french_marks_do_not_break():
    assert typeset("fr", "Pourquoi ? Voici : « oui » ; non !") == (
        "Pourquoi\u00a0? Voici\u00a0: «\u00a0oui\u00a0»\u00a0; non\u00a0!")
    assert typeset("en", "Why ? a : b") == "Why ? a : b", "English keeps its text as written"


def test_every_french_text_drawn_keeps_its_marks_with_the_words_before_them():
    catalog = load_translations("fr")
    texts = [*catalog.singular.values(), *(form for forms in catalog.plural.values() for form in forms)]
    use_language("fr")
    try:
        drawn = [directed(text) for text in texts]
    finally:
        use_language("en")
    assert sum(" :" in text or " ?" in text for text in texts) > 100, "the catalog writes ordinary spaces"
    assert [text for text in drawn if any(f" {mark}" in text for mark in "?!;:»")] == []
    assert directed("Why ? a : b") == "Why ? a : b", "in English a text is drawn as written"


def test_a_wrapped_french_question_keeps_its_mark_on_its_line():
    use_language("fr")
    try:
        question = directed(_("Which element moves your Assistant?"))
        assert question.endswith("\u00a0?")
        node = TextNode("measure")
        for width in range(6, 30):
            node.setWordwrap(width)
            node.setText(question)
            assert all(line.strip() not in ("?", "\u00a0?") for line in node.getWordwrappedText().split("\n"))
    finally:
        use_language("en")
