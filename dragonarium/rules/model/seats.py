"""The players at the table: who sits where, on which board side, played by whom."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dragonarium.i18n import _
from dragonarium.rules.model.errors import DragonariumError


class PlayerKind(str, Enum):
    """Who plays a seat: a person, or one of the computer players."""

    HUMAN = "human"
    RANDOM = "random"
    EASY = "easy"
    MEDIUM = "medium"
    STRONG = "strong"
    EXPERT = "expert"

    def __str__(self) -> str:
        return self.value

    @property
    def is_computer(self) -> bool:
        return self is not PlayerKind.HUMAN

    @classmethod
    def computers(cls) -> tuple["PlayerKind", ...]:
        """The kinds a computer plays, weakest first."""
        return tuple(kind for kind in cls if kind.is_computer)

    @classmethod
    def named(cls, name: str, kinds: tuple["PlayerKind", ...] = ()) -> "PlayerKind":
        """The kind called ``name``, among ``kinds`` (every kind when empty); an unknown name raises
        ``DragonariumError``."""
        kinds = kinds or tuple(cls)
        if name not in kinds:
            raise DragonariumError(_("unknown player kind {name}; one of {kinds}").format(name=repr(name),
                                                                                         kinds=", ".join(kinds)))
        return cls(name)


KIND_ALIASES: dict[str, PlayerKind] = {"greedy": PlayerKind.EASY}
"""Other names people use for a kind (the easy player is the greedy one); commands accept them."""


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name, a board side and who plays it."""

    name: str
    side: str = "library"
    kind: PlayerKind = PlayerKind.HUMAN

    def __post_init__(self) -> None:
        """A kind given by its name becomes the ``PlayerKind``; an unknown one raises ``DragonariumError``."""
        object.__setattr__(self, "kind", PlayerKind.named(self.kind))
