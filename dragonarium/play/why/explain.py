"""Why a move is refused: the rules it breaks, each in our own words, applied to the board in front of the player.

``explain_verdict`` explains a refused placement (the red ghost of the held tile), ``explain_action`` any refused
action (a click that was turned down). Both give an ``Explanation``: a heading, one ``Reason`` per rule broken
(its title, the rule, sentences naming the cells and levels concerned, and those cells), and a ``Picture`` of the
board with those cells marked.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules import (Action, Board, Cell, Element, ExtraDragon, FreeStone, GameState, IllegalAction, Nest,
                               Phase, Place, Placement, Rule, SquareLayer, Stone, Trade, Verdict, cell_name, cells_name,
                               check_placement, column_name, line_name, row_name, tile_name)
from dragonarium.play.why import words as words
from dragonarium.play.names import a_dragon, a_stone, egg_word, listed, pillars, square_word, stones, type_word
from dragonarium.play.why.picture import Ground, Mark, Picture, draw_board
from dragonarium.play.why.words import Topic


@dataclass(frozen=True)
class Reason:
    """One rule a refused move breaks: its ``title`` and ``rule`` in our words, ``example`` sentences applying it to
    the board, and the ``cells`` that break it."""

    topic: Topic
    title: str
    rule: str
    example: tuple[str, ...]
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Explanation:
    """Everything the "Why?" panel shows of a refusal on the board of ``player``."""

    player: int
    heading: str
    refusal: str
    """The rules' own reason, as the refusal said it."""
    reasons: tuple[Reason, ...]
    picture: Picture

    @property
    def topics(self) -> tuple[Topic, ...]:
        return tuple(reason.topic for reason in self.reasons)

    @property
    def highlight(self) -> tuple[Cell, ...]:
        """The cells on the board that break a rule (to light up on the table)."""
        return tuple(square.cell for square in self.picture.squares
                     if square.mark is Mark.BREAKS and square.ground is not Ground.OFF)

    def lines(self) -> list[str]:
        """The whole explanation as text: heading, each reason, the picture and its legend."""
        lines = [self.heading]
        for reason in self.reasons:
            lines += ["", reason.title, reason.rule, *reason.example]
        return lines + ["", *self.picture.text(), *self.picture.legend()]


class _Notes:
    """Gathers the sentences and cells of each topic, in the order the topics first come up."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.found: dict[Topic, tuple[list[str], list[Cell]]] = {}

    def add(self, topic: Topic, sentence: str, cell: Optional[Cell] = None) -> None:
        sentences, cells = self.found.setdefault(topic, ([], []))
        if sentence not in sentences:
            sentences.append(sentence)
        if cell is not None and cell not in cells:
            cells.append(cell)

    @property
    def cells(self) -> list[Cell]:
        return [cell for _, cells in self.found.values() for cell in cells]

    def reasons(self) -> tuple[Reason, ...]:
        spec = self.board.spec
        facts = {"capacity": str(spec.cliff_capacity)}
        if spec.trade is not None:
            facts.update(cost=pillars(spec.trade.pillars), stone=a_stone(spec.trade.element))
        return tuple(Reason(topic, _(words.TITLES[topic]), _(words.RULES[topic]).format(**facts), tuple(sentences),
                            tuple(cells)) for topic, (sentences, cells) in self.found.items())


# -- placing a tile -------------------------------------------------------------------------------------------


def explain_verdict(state: GameState, player: int, verdict: Verdict) -> Optional[Explanation]:
    """Why the tile of ``verdict`` cannot go where it says on the board of ``player`` (None when it can)."""
    if verdict.legal:
        return None
    board = state.boards[player]
    notes = _Notes(board)
    cells = verdict.placement.cells
    if any(problem.rule is Rule.OFF_BOARD for problem in verdict.problems):
        _off_board(notes, board, cells)
    for problem in verdict.problems:
        if problem.rule is not Rule.OFF_BOARD and problem.cell is not None and problem.square is not None:
            _placement_problem(notes, board, verdict, problem.rule, problem.square, problem.cell)
    marks = {cell: Mark.TILE for cell in cells}
    marks.update({cell: Mark.BREAKS for cell in notes.cells})
    heading = _(words.PLACE_HEADING).format(tile=tile_name(verdict.tile), cells=cells_name(cells))
    return Explanation(player, heading, verdict.reason, notes.reasons(), draw_board(board, marks, cells))


def _off_board(notes: _Notes, board: Board, cells: tuple[Cell, Cell]) -> None:
    for square, cell in enumerate(cells, 1):
        if board.on_grid(cell):
            notes.add(Topic.OFF_BOARD, _(words.SQUARE_ON).format(square=square, cell=cell_name(cell),
                                                              level=board.level(cell)))
        else:
            notes.add(Topic.OFF_BOARD, _past_edge(board, cell, square), cell)


def _past_edge(board: Board, cell: Cell, square: int) -> str:
    """Which row or column square ``square`` of a tile, on ``cell`` off the board, hangs past, and off which edge."""
    row, col = cell
    if col >= board.spec.cols or col < 0:
        last = board.spec.cols - 1 if col >= 0 else 0
        return _(words.SQUARE_OFF_COLUMN).format(square=square, column=column_name(last),
                                                 edge=_(words.EDGES["right" if col >= 0 else "left"]))
    last = 0 if row < 0 else board.spec.rows - 1
    return _(words.SQUARE_OFF_ROW).format(square=square, row=row_name(last),
                                          edge=_(words.EDGES["far" if row < 0 else "near"]))


def _placement_problem(notes: _Notes, board: Board, verdict: Verdict, rule: Rule, index: int, cell: Cell) -> None:
    square, name, level = index + 1, cell_name(cell), board.level(cell)
    by_pillars = verdict.pillars_needed > 0 and cell == verdict.pillar_cell
    if rule is Rule.GAP:
        notes.add(Topic.GAP, _(words.GAP_UNDER).format(square=square, cell=name), cell)
    elif rule is Rule.CLIFF:
        notes.add(Topic.CLIFF, _(words.CLIFF_UNDER).format(square=square, cell=name), cell)
    elif rule is Rule.DRAGON:
        template = words.DRAGON_UNDER_PILLARS if by_pillars else words.DRAGON_UNDER
        notes.add(Topic.DRAGON, _(template).format(square=square, cell=name, level=level,
                                                dragon=_dragons(board, cell)), cell)
    elif rule is Rule.UNREADY_EGG:
        layer = board.top(cell)
        assert layer is not None and layer.square.egg is not None
        template = words.EGG_UNDER_PILLARS if by_pillars else words.EGG_UNDER
        filled = sum(1 for stone in layer.stones if stone is not None)
        notes.add(Topic.UNREADY_EGG, _(template).format(
            square=square, cell=name, level=level, egg=_egg(layer), needs=stones(layer.needs()),
            filled=ngettext("{count} of its {total} spaces filled", "{count} of its {total} spaces filled",
                            filled).format(count=filled, total=len(layer.stones))), cell)
    elif rule is Rule.SHRINE_ASSISTANT:
        notes.add(Topic.SHRINE_ASSISTANT, _(words.SHRINE_UNDER).format(
            square=square, cell=name, shrine=_(words.SHRINES[board.spec.shrines[cell].value])), cell)
    elif rule is Rule.PILLARS:
        high = next(other for other in verdict.placement.cells if other != cell)
        notes.add(Topic.PILLARS, _(words.PILLARS_NEEDED).format(
            high_cell=cell_name(high), high=board.level(high), low_cell=name, low=level, level=verdict.level,
            square=square, pillars=pillars(verdict.pillars_needed)), cell)
        have = pillars(board.pillars)
        notes.add(Topic.PILLARS, _(words.PILLARS_HAVE_FRESH).format(have=have, fresh=board.fresh_pillars)
                  if board.fresh_pillars else _(words.PILLARS_HAVE).format(have=have))


# -- other actions --------------------------------------------------------------------------------------------


def explain_action(state: GameState, action: Action) -> Optional[Explanation]:
    """Why the rules refuse ``action`` now (None when they accept it)."""
    refusal = _refusal(state, action)
    if refusal is None:
        return None
    decision = state.pending()
    if isinstance(action, Place) and decision.phase is Phase.PLACE and decision.tile:
        try:
            placement = Placement(action.cells)
        except IllegalAction:
            placement = None
        if placement is not None:
            verdict = check_placement(state.boards[decision.player], state.tile(decision.tile), placement)
            explanation = explain_verdict(state, decision.player, verdict)
            return None if explanation is None else replace(explanation, refusal=refusal)
    player = state.current
    board = state.boards[player]
    notes = _Notes(board)
    allowed: list[Cell] = []
    lines: list[Cell] = []
    heading = _(words.OTHER_HEADING)
    if isinstance(action, Nest) and decision.expects(action):
        heading = _(words.NEST_HEADING).format(cell=cell_name(action.cell))
        allowed = [choice.cell for choice in decision.choices if isinstance(choice, Nest)]
        _dragon_spot(notes, board, action.cell, state.placed)
    elif isinstance(action, ExtraDragon) and decision.expects(action):
        heading = _(words.EXTRA_HEADING).format(cell=cell_name(action.cell))
        allowed = [c.cell for c in decision.choices if isinstance(c, ExtraDragon) and c.terrain is action.terrain]
        offered = any(isinstance(c, ExtraDragon) and c.terrain is action.terrain for c in decision.choices)
        if offered and action.cell in board.spec.cliffs:
            notes.add(Topic.EXTRA_OFF_CLIFF, _(words.EXTRA_ON_CLIFF).format(cell=cell_name(action.cell)), action.cell)
        elif offered:
            _dragon_spot(notes, board, action.cell, state.placed)
    elif isinstance(action, Stone) and decision.expects(action) and decision.element is not None:
        element = decision.element
        heading = _(words.STONE_HEADING).format(stone=_stone(element), cell=cell_name(action.cell))
        allowed = [choice.cell for choice in decision.choices if isinstance(choice, Stone)]
        lines = _step_lines(notes, board, decision.step or 0, action.cell)
        if action.cell in lines:
            _stone_space(notes, board, action.cell, element)
    elif isinstance(action, FreeStone) and decision.expects(action):
        heading = _(words.STONE_HEADING).format(stone=_stone(action.element), cell=cell_name(action.cell))
        allowed = [c.cell for c in decision.choices if isinstance(c, FreeStone) and c.element is action.element]
        _stone_space(notes, board, action.cell, action.element)
    elif isinstance(action, Trade) and board.spec.trade is not None:
        trade = board.spec.trade
        heading = _(words.TRADE_HEADING).format(cell=cell_name(action.cell))
        allowed = [a.cell for a in state.legal_actions() if isinstance(a, Trade)]
        if board.pillars < trade.pillars:
            notes.add(Topic.TRADE_COST, _(words.TRADE_SHORT).format(cost=pillars(trade.pillars),
                                                                    have=pillars(board.pillars)))
        else:
            _stone_space(notes, board, action.cell, trade.element)
    if not notes.found:
        notes.add(Topic.OTHER, _(words.OTHER_SAID).format(reason=refusal))
    elif allowed:
        first = next(iter(notes.found))
        notes.add(first, _(words.ALLOWED_ONE).format(cell=cell_name(allowed[0])) if len(allowed) == 1
                  else _(words.ALLOWED_MANY).format(count=len(allowed)))
    marks = {cell: Mark.LINE for cell in lines}
    marks.update({cell: Mark.ALLOWED for cell in allowed})
    marks.update({cell: Mark.BREAKS for cell in notes.cells})
    return Explanation(player, heading, refusal, notes.reasons(), draw_board(board, marks))


def _refusal(state: GameState, action: Action) -> Optional[str]:
    """The rules' reason for refusing ``action``, tried on a copy of ``state``; None when it is legal."""
    try:
        state.copy().apply(action)
    except IllegalAction as error:
        return error.reason
    return None


def _dragon_spot(notes: _Notes, board: Board, cell: Cell, placed: Iterable[Cell]) -> None:
    """Why a dragon may not nest on ``cell``."""
    name = cell_name(cell)
    if not board.on_grid(cell):
        notes.add(Topic.NEST_PLACE, _(words.NEST_OFF))
    elif cell in board.spec.gaps:
        notes.add(Topic.GAP, _(words.NEST_GAP).format(cell=name), cell)
    elif cell in board.spec.cliffs:
        notes.add(Topic.ONE_DRAGON, _(words.NEST_CLIFF_FULL).format(cell=name, dragons=_dragons(board, cell)), cell)
    elif board.dragons_on(cell):
        notes.add(Topic.ONE_DRAGON, _(words.NEST_TAKEN).format(cell=name, dragons=_dragons(board, cell)), cell)
    else:
        notes.add(Topic.NEST_PLACE, _(words.NEST_NOT_HERE).format(cell=name, level=board.level(cell),
                                                               placed=cells_name(placed)), cell)


def _step_lines(notes: _Notes, board: Board, step: int, cell: Cell) -> list[Cell]:
    """The cells the Assistant looks along from ``step``; notes when ``cell`` is not among them."""
    track_lines = board.spec.track[step].lines
    cells = sorted({line_cell for line in track_lines for line_cell in line.cells(board.spec.rows, board.spec.cols)})
    if cell not in cells:
        names = [line_name(line) for line in track_lines]
        if len(names) == 1:
            sentence = _(words.STONE_NOT_IN_LINE).format(step=step, line=names[0], cell=cell_name(cell))
        else:
            sentence = _(words.STONE_NOT_IN_LINES).format(step=step, first=names[0], second=listed(names[1:]),
                                                          cell=cell_name(cell))
        notes.add(Topic.STONE_LINE, sentence, cell)
    return cells


def _stone_space(notes: _Notes, board: Board, cell: Cell, element: Element) -> None:
    """Why ``cell`` has no space for a stone of ``element``."""
    name = cell_name(cell)
    top = board.top(cell) if board.on_grid(cell) else None
    if cell in board.spec.gaps:
        notes.add(Topic.GAP, _(words.STONE_GAP).format(cell=name), cell)
    elif cell in board.spec.cliffs:
        notes.add(Topic.CLIFF, _(words.STONE_CLIFF).format(cell=name), cell)
    elif not board.on_grid(cell):
        return
    elif top is None:
        notes.add(Topic.STONE_SPACE, _(words.STONE_BARE).format(cell=name), cell)
    elif top.square.egg is None:
        notes.add(Topic.STONE_SPACE, _(words.STONE_NO_EGG).format(square=square_word(top.terrain), cell=name), cell)
    elif top.ready:
        notes.add(Topic.STONE_SPACE, _(words.STONE_FULL).format(egg=_egg(top), cell=name), cell)
    else:
        egg = top.square.egg
        held = next((have for want, have in zip(egg.spaces, top.stones) if want is None and have is not None), None)
        open_any = any(want is None and have is None for want, have in zip(egg.spaces, top.stones))
        if held is not None and open_any and held is not element:
            sentence = _(words.STONE_MATCH).format(egg=_egg(top), cell=name, held=a_stone(held),
                                                   element=type_word(held))
        else:
            sentence = _(words.STONE_WRONG).format(egg=_egg(top), cell=name, wants=stones(top.needs()),
                                                   stone=a_stone(element))
        notes.add(Topic.STONE_SPACE, sentence, cell)


# -- words ----------------------------------------------------------------------------------------------------


def _stone(element: Element) -> str:
    """``a fire stone``, ``an air stone``."""
    return a_stone(element)


def _egg(layer: SquareLayer) -> str:
    """``water egg``."""
    assert layer.square.egg is not None
    return egg_word(layer.square.egg.terrain)


def _dragons(board: Board, cell: Cell) -> str:
    """The dragons on ``cell``: ``a fire dragon``, ``a fire dragon and an air dragon``."""
    return listed([a_dragon(terrain) for terrain in board.dragons_on(cell)])
