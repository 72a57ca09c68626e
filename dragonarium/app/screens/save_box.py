"""The play screen's save dialog (Ctrl+S): a file name typed, the game's record saved there."""
from __future__ import annotations

from typing import Callable, Optional

from panda3d.core import NodePath

from dragonarium.play.saving import default_save_text
from dragonarium.play.session import PlaySession
from dragonarium.app.ui.widgets import SaveDialog


class SaveBox:
    """Opens the dialog in ``overlay`` and saves ``session``'s record to the name typed (``PlaySession.save_as``:
    the message says how it went); ``on_saved`` redraws what the saving changed."""

    def __init__(self, overlay: NodePath, session: PlaySession, on_saved: Callable[[], None]) -> None:
        self.overlay = overlay
        self.session = session
        self.on_saved = on_saved
        self.dialog: Optional[SaveDialog] = None
        """The dialog open (None when closed)."""

    def open_dialog(self) -> None:
        if self.dialog is None:
            self.dialog = SaveDialog(self.overlay, default_save_text(self.session.game), self.save_as)

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None

    def save_as(self, path_text: str) -> bool:
        """Save the record to the typed ``path_text``; a refusal or a failure is shown and the game is untouched."""
        saved = self.session.save_as(path_text)
        self.close()
        self.on_saved()
        return saved
