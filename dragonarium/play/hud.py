"""The table's words, as plain lines: the HUD, the message under the table, the log, hover and verdict texts."""
from __future__ import annotations

from typing import Mapping, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules import (Board, GameState, Phase, Terrain, TileSpec, Verdict, counted, refusal_text,
                               score, shown)
from dragonarium.lessons.learner import LEARNER
from dragonarium.play.table.computer_turn import computer_doing, ending_status
from dragonarium.play.table.describe import stack_lines
from dragonarium.play.table.legal_map import legal_map
from dragonarium.play.table.marks import HeldTile, TileGhost
from dragonarium.play.table.turn_log import Entry, entries_of, entry_line
from dragonarium.play.base.names import dragons, listed, pillars, points, sentence
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.play.key_play import key_prompt
from dragonarium.play.session import PlaySession
from dragonarium.play.why.panel_words import KEY_HINT


def board_title(name: str) -> str:
    """The heading of a player's board in the hover panel: ``Board of Ann``; for the learner of a lesson (or a
    player named as the learner is, ``You`` in English), ``Your board``.

    Not ``Ann's board``: a player may be named ``James``, and this form reads right for every other name."""
    if name == shown(LEARNER):
        return _("Your board")
    return _("Board of {player}").format(player=name)


def hud_lines(state: GameState, lesson: bool = False, live: bool = True,
              counting: Optional[Mapping[int, int]] = None, ending: Optional[int] = None,
              walking: bool = False) -> dict[str, list[str]]:
    """The HUD's panels: the round and decision, each player's standing, the supplies. A ``lesson`` that reaches
    the game's end ranks nobody; a game stepped through (not ``live``, the review) names a computer's decision
    instead of saying it is playing; ``counting`` holds the points shown for a seat whose score is counting up;
    ``ending`` is the seat whose turn has passed but still shows (its Assistant ``walking`` or not): the status and
    the marker are that seat's, never the next player's."""
    decision = state.pending()
    who = state.seats[state.current].name
    if state.over and lesson:
        status = [_("Round {round} - game over").format(round=state.round), _("Lesson: see its summary")]
    elif state.over:
        outcome = state.outcome()
        if state.solo:
            result = _("Rank: {rank}").format(rank=outcome.solo_rank)
        else:
            names = listed([state.seats[i].name for i in outcome.winners])
            result = ngettext("Winner: {players}", "Winners: {players}", len(outcome.winners)).format(players=names)
        status = [_("Round {round} - game over").format(round=state.round), result]
    elif ending is not None:
        status = ending_status(state, ending, walking)
    else:
        turn = (_("Round {round}").format(round=state.round) if state.solo
                else _("Round {round} - {player} to play").format(round=state.round, player=who))
        computer = state.seats[state.current].kind.is_computer and live and not lesson
        status = [turn, computer_doing(state) if computer else sentence(decision.prompt)]
    players = []
    for index, (seat, board) in enumerate(zip(state.seats, state.boards)):
        sheet = score(board)
        marker = ">" if index == (state.current if ending is None else ending) and not state.over else " "
        if board.fresh_pillars and not state.over:  # no next round once the game is over
            held = ngettext("{count} pillar (+{fresh} next round)", "{count} pillars (+{fresh} next round)",
                            board.pillars).format(count=board.pillars, fresh=board.fresh_pillars)
        else:
            held = pillars(board.pillars)
        players.append(marker + " " + _("{player}: {points}, {pillars}, {dragons}").format(
            player=seat.name, points=points((counting or {}).get(index, sheet.total)), pillars=held,
            dragons=dragons(sheet.dragons)))
    left = state.dragons
    supply = [_("Supply: {tiles}").format(tiles=counted("tile", len(state.supply))),
              _("Dragons left: fire {fire}, water {water}, air {air}, royal {royal}").format(
                  fire=left[Terrain.FIRE], water=left[Terrain.WATER], air=left[Terrain.AIR],
                  royal=left[Terrain.ROYAL])]
    return {"status": status, "players": players, "supply": supply}


def compact_lines(state: GameState, counting: Optional[Mapping[int, int]] = None,
                  ending: Optional[int] = None) -> dict[str, list[str]]:
    """The players and supply panels in shorter words, for a panel with too little room for ``hud_lines``:
    ``> Ann: 12 pts, 3 pil., 2 dr.`` and the supply's counts on one line (the marker on ``ending`` while its turn's
    end still shows, as ``hud_lines`` has it)."""
    players = []
    for index, (seat, board) in enumerate(zip(state.seats, state.boards)):
        sheet = score(board)
        marker = ">" if index == (state.current if ending is None else ending) and not state.over else " "
        players.append(marker + " " + _("{player}: {points} pts, {pillars} pil., {dragons} dr.").format(
            player=seat.name, points=(counting or {}).get(index, sheet.total), pillars=board.pillars,
            dragons=sheet.dragons))
    left = state.dragons
    supply = [_("{tiles} tiles; dragons: fire {fire}, water {water}, air {air}, royal {royal}").format(
        tiles=len(state.supply), fire=left[Terrain.FIRE], water=left[Terrain.WATER], air=left[Terrain.AIR],
        royal=left[Terrain.ROYAL])]
    return {"players": players, "supply": supply}


def message_text(session: PlaySession, ending: Optional[int] = None, walking: bool = False,
                 keys: bool = False) -> str:
    """The banner under the table: what to do now (nothing once a lesson is complete; while the turn of ``ending``
    still shows, what moves: ``hud_lines``; with ``keys`` in use, said for them), then the last explanation and any
    save problem."""
    controller = session.controller
    lesson = session.lesson
    lines = [] if lesson is not None and lesson.finished else [key_prompt(session) if keys else controller.prompt()]
    if ending is not None and lines and not session.game.state.over:
        lines = [_("{prompt}.").format(prompt=ending_status(session.game.state, ending, walking)[1])]
    if controller.message:
        lines.append(controller.message)
    if controller.save_error:
        lines.append(controller.save_error)
    decision = controller.decision
    state = session.game.state
    if session.legal_map and decision.phase is Phase.PLACE and not state.over and decision.tile:
        lines.append(legal_count_text(state.boards[decision.player], state.tile(decision.tile)))
    return "\n".join(lines)


def legal_count_text(board: Board, tile: TileSpec) -> str:
    """How many placements the legal map shows: ``12 legal placements for this tile, on 8 pairs of cells``."""
    shown = legal_map(board, tile)
    if not shown.placements:
        return _("No legal placement for this tile")
    pairs = len(shown.pairs)
    return ngettext("{count} legal placement for this tile, on {pairs}",
                    "{count} legal placements for this tile, on {pairs}", shown.placements).format(
        count=shown.placements, pairs=ngettext("{count} pair of cells", "{count} pairs of cells", pairs).format(
            count=pairs))


def log_text(state: GameState, entries: Optional[list[Entry]] = None) -> str:
    """The turn log under its title, in the language in use: a line a turn, oldest first, from ``entries``
    (``TurnLog``: with the points each turn gained) or else from the state's own log (without them)."""
    told = entries_of(state.log) if entries is None else entries
    return "\n".join([_("Turn log")] + [entry_line(entry, state) for entry in told])


def hover_text(state: GameState, pick: Optional[Pick]) -> str:
    """What the hover panel says of the cell under the pointer (nothing off the boards)."""
    if not isinstance(pick, CellPick):
        return ""
    name = state.seats[pick.player].name
    return board_title(name) + "\n" + "\n".join(stack_lines(state.boards[pick.player], pick.cell))


def off_board_text(state: GameState, player: int, pick: Optional[Pick]) -> str:
    """Why the held tile of ``player`` cannot go where the pointer is: off every board, or on another's."""
    if isinstance(pick, CellPick) and pick.player != player:
        return _("That is the board of {player}: place the tile on yours").format(
            player=state.seats[pick.player].name)
    return _("Move the tile over your board")


def verdict_text(verdict: Verdict) -> str:
    """The held tile's verdict in words: its level and pillars, or every rule it breaks."""
    if not verdict.legal:
        return "\n".join([_("Not here:")] + [refusal_text(problem) for problem in verdict.problems])
    return verdict.summary


def ghost_text(ghost: TileGhost) -> str:
    """The label by the held tile's ghost: its verdict, and for a refusal the key that asks why (a placement a lesson
    refused: that its panel says why)."""
    if ghost.judged:
        return _("Not this step's move: the lesson says why.")
    return verdict_text(ghost.verdict) + ("" if ghost.legal else "\n" + _(KEY_HINT))


def held_text(state: GameState, held: HeldTile) -> str:
    """The label by the held tile floating off its board: why it cannot go there."""
    return off_board_text(state, held.player, held.pointer)
