"""The flat information layer: round, whose turn, each player's score and pillars, the supplies."""
from __future__ import annotations

from panda3d.core import NodePath, TextNode

from ..rules.game import GameState
from ..rules.scoring import score
from ..rules.values import TERRAINS


PANEL_SCALE = 0.045


def hud_lines(state: GameState) -> dict[str, list[str]]:
    """The HUD's text, as plain lines (also what tests read)."""
    decision = state.pending()
    who = state.seats[state.current].name
    if state.over:
        outcome = state.outcome()
        names = " and ".join(state.seats[i].name for i in outcome.winners)
        result = f"Rank: {outcome.solo_rank}" if state.solo else f"Winner{'s' if len(outcome.winners) > 1 else ''}: {names}"
        status = [f"Round {state.round} - game over", result]
    else:
        status = [f"Round {state.round}" + ("" if state.solo else f" - {who}'s turn"), decision.prompt.capitalize()]
    players = []
    for index, (seat, board) in enumerate(zip(state.seats, state.boards)):
        sheet = score(board)
        marker = ">" if index == state.current and not state.over else " "
        fresh = f" (+{board.fresh_pillars} next round)" if board.fresh_pillars else ""
        players.append(f"{marker} {seat.name}: {sheet.total} pts, {_count(board.pillars, 'pillar')}{fresh}, "
                       f"{_count(sheet.dragons, 'dragon')}")
    dragons = ", ".join(f"{state.dragons[t]} {t.value}" for t in TERRAINS)
    supply = [f"Supply: {len(state.supply)} tiles", f"Dragons left: {dragons}"]
    return {"status": status, "players": players, "supply": supply}


def text_panel(parent: NodePath, name: str, pos: tuple[float, float], align: int, scale: float) -> TextNode:
    """A text on a dark card in the 2D layer."""
    text = TextNode(name)
    text.setAlign(align)
    text.setTextColor(0.97, 0.95, 0.88, 1)
    text.setShadow(0.05, 0.05)
    text.setShadowColor(0, 0, 0, 0.9)
    text.setCardColor(0.08, 0.07, 0.06, 0.6)
    text.setCardAsMargin(0.4, 0.4, 0.25, 0.25)
    text.setCardDecal(True)
    node = parent.attachNewNode(text)
    node.setPos(pos[0], 0, pos[1])
    node.setScale(scale)
    return text


class Hud:
    """Text panels in the 2D layer, refreshed from the state."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("hud")
        self.panels: dict[str, TextNode] = {}
        for name, pos, align in (("status", (-1.72, 0.92), TextNode.ALeft),
                                 ("players", (1.72, 0.92), TextNode.ARight),
                                 ("supply", (-1.72, -0.84), TextNode.ALeft)):
            self.panels[name] = text_panel(self.root, f"hud-{name}", pos, align, PANEL_SCALE)


    def show(self, state: GameState) -> None:
        for name, lines in hud_lines(state).items():
            self.panels[name].setText("\n".join(lines))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")
