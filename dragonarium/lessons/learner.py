"""The learner's seat name at the table: a message, translated where it is shown. Apart from the lesson engine, so
that the play screen's lines (``play/hud.py``) name the learner without loading the lessons."""
from dragonarium.i18n import N_

LEARNER = N_("You")
"""The learner's name at the table, in the language in use (whatever name the lesson's position gives its player)."""
