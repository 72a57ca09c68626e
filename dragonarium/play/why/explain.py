"""Why a move is refused: the rules it breaks, each in our own words, applied to the board in front of the player.

The rules decide why (``Refusal`` values: the rule, the cells, the facts); this module only words them.
``explain`` makes the panel of some refusals on a board; ``explain_verdict`` explains a refused placement (the red
ghost of the held tile), ``explain_action`` any refused action (a click that was turned down). Each gives an
``Explanation``: a heading, one ``Reason`` per rule broken (its title, the rule, sentences filled from the
refusal's facts and cells, and those cells), and a ``Picture`` of the board with those cells marked.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dragonarium.i18n import _, ngettext
from dragonarium.rules import (Action, Board, Cell, ExtraDragon, Facts, FreeStone, GameState, IllegalAction, Nest,
                               Place, Refusal, Rule, Stone, Terrain, Trade, Verdict, cell_name, cells_name, column_name,
                               line_name, refusals_text, row_name, tile_name)
from dragonarium.play.why import panel_words as words
from dragonarium.play.base.names import a_dragon, a_stone, egg_word, listed, pillars, square_word, stones, type_word
from dragonarium.play.why.picture import Ground, Mark, Picture, draw_board

GENERAL = frozenset({Rule.GAME_OVER, Rule.OUT_OF_TURN, Rule.NO_SLOT, Rule.TILE_SHAPE, Rule.EXTRA_TYPE,
                     Rule.TRADE_SIDE, Rule.NOTHING_TO_UNDO, Rule.NOTHING_TO_REDO, Rule.NOT_A_CHOICE})
"""Rules the panel applies to no square: it quotes the rules' own words for them."""
OTHERS = frozenset({Rule.GAME_OVER, Rule.OUT_OF_TURN, Rule.NOTHING_TO_UNDO, Rule.NOTHING_TO_REDO,
                    Rule.NOT_A_CHOICE, Rule.NO_SLOT, Rule.TILE_SHAPE})
"""Rules whose refusal the panel heads as a move refused, not by what the move would put where."""


@dataclass(frozen=True)
class Reason:
    """One rule a refused move breaks: its ``title`` and ``rule`` in our words, ``example`` sentences applying it to
    the board, and the ``cells`` that break it."""

    topic: Rule
    title: str
    rule: str
    example: tuple[str, ...]
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Explanation:
    """Everything the "Why?" panel shows of a refusal on the board of ``player``."""

    player: int
    heading: str
    refusals: tuple[Refusal, ...]
    """The rules' refusals, as values."""
    reasons: tuple[Reason, ...]
    picture: Picture

    @property
    def refusal(self) -> str:
        """The rules' own reason, as the refusal says it (in the language in use)."""
        return refusals_text(self.refusals)

    @property
    def topics(self) -> tuple[Rule, ...]:
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
    """Gathers the sentences and cells of each rule, in the order the rules first come up, and the facts its rule
    text is filled with."""

    def __init__(self) -> None:
        self.found: dict[Rule, tuple[list[str], list[Cell], Facts]] = {}

    def add(self, refusal: Refusal, sentence: str, cell: Optional[Cell] = None) -> None:
        """A sentence applying ``refusal``'s rule, and the ``cell`` that breaks it."""
        sentences, cells, _facts = self.found.setdefault(refusal.rule, ([], [], refusal.facts))
        if sentence not in sentences:
            sentences.append(sentence)
        if cell is not None and cell not in cells:
            cells.append(cell)

    def tell(self, sentence: str) -> None:
        """One more sentence, said of the rule that came up first."""
        sentences = next(iter(self.found.values()))[0]
        if sentence not in sentences:
            sentences.append(sentence)

    @property
    def cells(self) -> list[Cell]:
        return [cell for _, cells, _facts in self.found.values() for cell in cells]

    def reasons(self) -> tuple[Reason, ...]:
        return tuple(Reason(rule, _(words.TITLES[rule]), _(words.RULES[rule]).format(**_rule_facts(facts)),
                            tuple(sentences), tuple(cells)) for rule, (sentences, cells, facts) in self.found.items())


def _rule_facts(facts: Facts) -> dict[str, str]:
    """What a rule's text names: a cliff's capacity, a trade's cost and stone."""
    found = {"capacity": str(facts.capacity or "")}
    if facts.cost is not None and facts.element is not None:
        found.update(cost=pillars(facts.cost), stone=a_stone(facts.element))
    return found


# -- the panel of some refusals -------------------------------------------------------------------------------


def explain_verdict(state: GameState, player: int, verdict: Verdict) -> Optional[Explanation]:
    """Why the tile of ``verdict`` cannot go where it says on the board of ``player`` (None when it can)."""
    if verdict.legal:
        return None
    return explain(state.boards[player], player, verdict.problems)


def explain_action(state: GameState, action: Action) -> Optional[Explanation]:
    """Why the rules refuse ``action`` now (None when they accept it)."""
    refusals = refusals_of(state, action)
    if not refusals:
        return None
    return explain(state.boards[state.current], state.current, refusals)


def refusals_of(state: GameState, action: Action) -> tuple[Refusal, ...]:
    """The rules' refusals of ``action``, tried on a copy of ``state``; none when it is legal."""
    try:
        state.copy().apply(action)
    except IllegalAction as error:
        return error.refusals
    return ()


def explain(board: Board, player: int, refusals: Sequence[Refusal]) -> Explanation:
    """The "Why?" panel of ``refusals`` on ``board`` (the board of ``player``), made from the values alone: the
    board gives the picture and the level of a refused tile's square still on it."""
    refusals = tuple(refusals)
    notes = _Notes()
    tile_cells = _tile_cells(refusals[0].facts)
    for refusal in refusals:
        _note(notes, board, refusal, tile_cells)
    allowed = next((refusal.facts.allowed for refusal in refusals if refusal.facts.allowed), ())
    if allowed and not GENERAL.issuperset(notes.found):
        notes.tell(_(words.ALLOWED_ONE).format(cell=cell_name(allowed[0])) if len(allowed) == 1
                   else _(words.ALLOWED_MANY).format(count=len(allowed)))
    marks = {cell: Mark.LINE for refusal in refusals for cell in _line_cells(board, refusal.facts)}
    marks.update({cell: Mark.TILE for cell in tile_cells})
    marks.update({cell: Mark.ALLOWED for cell in allowed})
    marks.update({cell: Mark.BREAKS for cell in notes.cells})
    return Explanation(player, _heading(refusals[0]), refusals, notes.reasons(), draw_board(board, marks, tile_cells))


def _tile_cells(facts: Facts) -> tuple[Cell, ...]:
    """The cells of a refused tile (none when the refusal is not a tile's)."""
    return facts.action.cells if facts.tile is not None and isinstance(facts.action, Place) else ()


def _line_cells(board: Board, facts: Facts) -> list[Cell]:
    spec = board.spec
    return sorted({cell for line in facts.lines for cell in line.cells(spec.rows, spec.cols)})


def _heading(refusal: Refusal) -> str:
    facts = refusal.facts
    action = facts.action
    if refusal.rule in OTHERS or action is None:
        return _(words.OTHER_HEADING)
    if isinstance(action, Place) and facts.tile is not None:
        return _(words.PLACE_HEADING).format(tile=tile_name(facts.tile), cells=cells_name(action.cells))
    if isinstance(action, Nest):
        return _(words.NEST_HEADING).format(cell=cell_name(action.cell))
    if isinstance(action, ExtraDragon):
        return _(words.EXTRA_HEADING).format(cell=cell_name(action.cell))
    if isinstance(action, (Stone, FreeStone)) and facts.element is not None:
        return _(words.STONE_HEADING).format(stone=a_stone(facts.element), cell=cell_name(action.cell))
    if isinstance(action, Trade):
        return _(words.TRADE_HEADING).format(cell=cell_name(action.cell))
    return _(words.OTHER_HEADING)


def _note(notes: _Notes, board: Board, refusal: Refusal, tile_cells: tuple[Cell, ...]) -> None:
    """The sentences that apply ``refusal`` to the board, with the cells that break it."""
    action = refusal.facts.action
    cell = refusal.cell
    if refusal.rule is Rule.TRADE_COST:
        notes.add(refusal, _(words.TRADE_SHORT).format(cost=pillars(refusal.facts.cost or 0),
                                                       have=pillars(refusal.facts.pillars_usable or 0)))
    elif refusal.rule in GENERAL or cell is None:
        notes.add(refusal, _(words.OTHER_SAID).format(reason=refusals_text((refusal,))))
    elif refusal.rule is Rule.OFF_BOARD:
        _off_board(notes, board, refusal, tile_cells)
    elif refusal.facts.square is not None:
        _tile_square(notes, refusal, cell)
    elif isinstance(action, (Nest, ExtraDragon)):
        _dragon_spot(notes, board, refusal, cell)
    elif refusal.rule is Rule.STONE_LINE:
        _step_lines(notes, refusal, cell)
    else:
        _stone_space(notes, refusal, cell)


# -- placing a tile -------------------------------------------------------------------------------------------


def _off_board(notes: _Notes, board: Board, refusal: Refusal, cells: tuple[Cell, ...]) -> None:
    for square, cell in enumerate(cells, 1):
        if board.on_grid(cell):
            notes.add(refusal, _(words.SQUARE_ON).format(square=square, cell=cell_name(cell),
                                                         level=board.level(cell)))
        else:
            notes.add(refusal, _past_edge(board, cell, square), cell)


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


def _tile_square(notes: _Notes, refusal: Refusal, cell: Cell) -> None:
    facts, rule = refusal.facts, refusal.rule
    square, name = facts.square, cell_name(cell)
    level = facts.levels[0] if facts.levels else 0
    if rule is Rule.GAP:
        notes.add(refusal, _(words.GAP_UNDER).format(square=square, cell=name), cell)
    elif rule is Rule.CLIFF:
        notes.add(refusal, _(words.CLIFF_UNDER).format(square=square, cell=name), cell)
    elif rule is Rule.DRAGON:
        template = words.DRAGON_UNDER_PILLARS if facts.under_pillars else words.DRAGON_UNDER
        notes.add(refusal, _(template).format(square=square, cell=name, level=level,
                                              dragon=_dragons(facts.dragons)), cell)
    elif rule is Rule.UNREADY_EGG and facts.egg is not None:
        template = words.EGG_UNDER_PILLARS if facts.under_pillars else words.EGG_UNDER
        filled = facts.filled or 0
        notes.add(refusal, _(template).format(
            square=square, cell=name, level=level, egg=egg_word(facts.egg), needs=stones(facts.missing),
            filled=ngettext("{count} of its {total} spaces filled", "{count} of its {total} spaces filled",
                            filled).format(count=filled, total=facts.spaces)), cell)
    elif rule is Rule.SHRINE_ASSISTANT and facts.shrine is not None:
        notes.add(refusal, _(words.SHRINE_UNDER).format(square=square, cell=name,
                                                        shrine=_(words.SHRINES[facts.shrine.value])), cell)
    elif rule is Rule.PILLARS and len(refusal.cells) == 2 and len(facts.levels) == 2:
        notes.add(refusal, _(words.PILLARS_NEEDED).format(
            high_cell=cell_name(refusal.cells[1]), high=facts.levels[1], low_cell=name, low=facts.levels[0],
            level=facts.tile_level, square=square, pillars=pillars(facts.pillars_needed or 0)), cell)
        have = pillars(facts.pillars_usable or 0)
        notes.add(refusal, _(words.PILLARS_HAVE_FRESH).format(have=have, fresh=facts.pillars_fresh)
                  if facts.pillars_fresh else _(words.PILLARS_HAVE).format(have=have))
    else:
        notes.add(refusal, _(words.OTHER_SAID).format(reason=refusals_text((refusal,))), cell)


# -- dragons and stones ---------------------------------------------------------------------------------------


def _dragon_spot(notes: _Notes, board: Board, refusal: Refusal, cell: Cell) -> None:
    """Why a dragon may not nest on ``cell``."""
    facts, rule, name = refusal.facts, refusal.rule, cell_name(cell)
    if rule is Rule.EXTRA_OFF_CLIFF:
        notes.add(refusal, _(words.EXTRA_ON_CLIFF).format(cell=name), cell)
    elif rule is Rule.GAP:
        notes.add(refusal, _(words.NEST_GAP).format(cell=name), cell)
    elif rule is Rule.ONE_DRAGON:
        template = words.NEST_CLIFF_FULL if facts.cliff else words.NEST_TAKEN
        notes.add(refusal, _(template).format(cell=name, dragons=_dragons(facts.dragons)), cell)
    elif not board.on_grid(cell) or not facts.levels:
        notes.add(refusal, _(words.NEST_OFF))
    else:
        notes.add(refusal, _(words.NEST_NOT_HERE).format(cell=name, level=facts.levels[0],
                                                         placed=cells_name(facts.placed)), cell)


def _step_lines(notes: _Notes, refusal: Refusal, cell: Cell) -> None:
    """The row or column the Assistant looks along from its step, which ``cell`` is not in."""
    names = [line_name(line) for line in refusal.facts.lines]
    step = refusal.facts.step
    if len(names) == 1:
        sentence = _(words.STONE_NOT_IN_LINE).format(step=step, line=names[0], cell=cell_name(cell))
    else:
        sentence = _(words.STONE_NOT_IN_LINES).format(step=step, first=names[0], second=listed(names[1:]),
                                                      cell=cell_name(cell))
    notes.add(refusal, sentence, cell)


def _stone_space(notes: _Notes, refusal: Refusal, cell: Cell) -> None:
    """Why ``cell`` has no space for the stone."""
    facts, rule, name = refusal.facts, refusal.rule, cell_name(cell)
    if rule is Rule.GAP:
        notes.add(refusal, _(words.STONE_GAP).format(cell=name), cell)
    elif rule is Rule.CLIFF:
        notes.add(refusal, _(words.STONE_CLIFF).format(cell=name), cell)
    elif facts.bare:
        notes.add(refusal, _(words.STONE_BARE).format(cell=name), cell)
    elif facts.top is not None and facts.egg is None:
        notes.add(refusal, _(words.STONE_NO_EGG).format(square=square_word(facts.top.terrain), cell=name), cell)
    elif facts.egg is not None and facts.filled == facts.spaces:
        notes.add(refusal, _(words.STONE_FULL).format(egg=egg_word(facts.egg), cell=name), cell)
    elif facts.egg is not None and facts.held is not None:
        notes.add(refusal, _(words.STONE_MATCH).format(egg=egg_word(facts.egg), cell=name, held=a_stone(facts.held),
                                                       element=type_word(facts.held)), cell)
    elif facts.egg is not None and facts.element is not None:
        notes.add(refusal, _(words.STONE_WRONG).format(egg=egg_word(facts.egg), cell=name,
                                                       wants=stones(facts.missing), stone=a_stone(facts.element)),
                  cell)


def _dragons(dragons: Sequence[Terrain]) -> str:
    """The dragons on a cell: ``a fire dragon``, ``a fire dragon and an air dragon``."""
    return listed([a_dragon(terrain) for terrain in dragons])
