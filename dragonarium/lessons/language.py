"""Lesson texts in the language in use: said translated, and checked in translation as the English ones are.

A lesson's texts are written in English in its file and translated in the
message catalogs like any other text (``loading.translatable_texts`` lists
them). A translation keeps the English text's placeholders (in any order) and,
like the English, states no number or place of its own (``texts``). A text is
said with the vocabulary's ``shown``.
"""
from __future__ import annotations

from dragonarium.i18n import SOURCE_LANGUAGE, _, current_language
from dragonarium.rules import Catalog, shown
from dragonarium.lessons.placeholders import TextError
from dragonarium.lessons.texts import PLACEHOLDER, check_template

__all__ = ["check_translation"]


def _placeholders(text: str) -> set[str]:
    return {match.group(0) for match in PLACEHOLDER.finditer(text)}


def check_translation(template: str, catalog: Catalog) -> None:
    """Refuse the translation of ``template`` (when the language in use has one) that drops or adds a placeholder
    or could lie; a ``TextError`` says which language and what is wrong."""
    language = current_language()
    text = shown(template)
    if language == SOURCE_LANGUAGE or text == template:
        return
    wanted, found = _placeholders(template), _placeholders(text)
    try:
        if found != wanted:
            raise TextError(_("has the placeholders {found}; the English text has {wanted}").format(
                found=", ".join(sorted(found)) or "-", wanted=", ".join(sorted(wanted)) or "-"))
        check_template(text, catalog, language)
    except TextError as error:
        raise TextError(_("its translation ({language}): {problem}").format(language=language, problem=error)) \
            from None
