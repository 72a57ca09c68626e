"""The play screen's save dialog (Ctrl+S) and its M key: what ``GameScreen`` does with a typed file name and with
the sound, apart from the table it draws."""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import _
from dragonarium.play.base.changes import Change
from dragonarium.play.saving import default_save_text
from dragonarium.app.ui.widgets import SaveDialog


class SaveAndSound:
    """Mixed into ``GameScreen``, whose ``overlay``, ``game``, ``session``, ``sound``, ``on_mute`` and ``apply`` it
    uses; ``save_dialog`` is the open dialog (None when closed)."""

    save_dialog: Optional[SaveDialog] = None

    def toggle_mute(self) -> None:
        """M: silence the sounds, or let them play again (and say which)."""
        if self.sound is None:
            return
        muted = not self.sound.muted
        self.sound.set_muted(muted)
        self.on_mute(muted)
        self.session.controller.message = _("Sound off (M turns it on).") if muted else _("Sound on.")
        self.apply(Change.PANEL)

    def open_save(self) -> None:
        if self.save_dialog is None:
            self.save_dialog = SaveDialog(self.overlay, default_save_text(self.game), self.save_as)

    def close_save(self) -> None:
        if self.save_dialog is not None:
            self.save_dialog.close()
            self.save_dialog = None

    def save_as(self, path_text: str) -> bool:
        """Save the record to the typed ``path_text``; a refusal or a failure is shown and the game is untouched."""
        saved = self.session.save_as(path_text)
        self.close_save()
        self.apply(Change.PANEL)
        return saved
