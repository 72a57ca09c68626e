"""Turning picks, buttons and keys into actions for the game, for whoever's turn it is.

The controller holds what the interface needs between clicks (the held tile's
rotation, the element picked for a stone of choice, the last explanation) and
asks the rules for everything else. A click or key that is not legal explains
itself and changes nothing. Every input method returns the ``Change`` it made.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import (Action, Cell, ChooseElement, Decision, Draft, ELEMENTS, Element, ExtraDragon, FreeStone,
                               Game, GameState, IllegalAction, Nest, Phase, Place, Placement, Stone, Terrain, Trade,
                               Verdict, check_placement, largest_size, tile_name)
from dragonarium.play.autosave import Autosaver
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Button, Command, DragonChoice, PieceChoice, Press, StoneChoice
from dragonarium.play.base.names import sentence
from dragonarium.play.base.picks import CellPick, Pick, SitePick
from dragonarium.play.table.nest_choice import nest_action, nest_kind, nest_prompt
from dragonarium.play.table.computer_turn import computer_doing

ELEMENT_STEPS = {
    Element.FIRE: lambda n: ngettext("Fire: {count} step", "Fire: {count} steps", n),
    Element.WATER: lambda n: ngettext("Water: {count} step", "Water: {count} steps", n),
    Element.AIR: lambda n: ngettext("Air: {count} step", "Air: {count} steps", n),
}
"""An element's button while the Assistant's element is chosen: how far it would walk."""
def solo_discard_words(state: GameState, element: Element, label: str) -> str:
    """An element button's ``label``, in a solo game with what the turn's solo discard will take if that element
    is chosen: a site tile (named, with its slot), else the top of the supply."""
    if not (state.solo and state.solo_discard):
        return label
    slot = state.solo_discard_slot(element)
    if slot is not None:
        return _("{button}; discards the {tile} (slot {slot})").format(
            button=label, tile=tile_name(state.tile(state.site[slot])), slot=slot + 1)
    if state.supply:
        return _("{button}; discards the top of the supply").format(button=label)
    return _("{button}; discards nothing").format(button=label)


STONE_BUTTONS = {Element.FIRE: N_("Fire stone"), Element.WATER: N_("Water stone"), Element.AIR: N_("Air stone")}
DRAGON_BUTTONS = {Terrain.FIRE: N_("Fire dragon"), Terrain.WATER: N_("Water dragon"), Terrain.AIR: N_("Air dragon"),
                  Terrain.ROYAL: N_("Royal dragon")}
STEP_PROMPTS = {Element.FIRE: N_("Step {step}: choose where the fire stone goes."),
                Element.WATER: N_("Step {step}: choose where the water stone goes."),
                Element.AIR: N_("Step {step}: choose where the air stone goes.")}


@dataclass(frozen=True)
class Ghost:
    """The held tile where it would go: the rules' verdict for it."""

    player: int
    verdict: Verdict


class PlayController:
    """The interface's side of a turn: from pointer and keys to the game's actions."""

    def __init__(self, game: Game, autosave: Optional[Autosaver] = None,
                 judge: Optional[Callable[[Action], Optional[str]]] = None,
                 after: Callable[[Action], None] = lambda action: None) -> None:
        """``judge`` may refuse a legal move with a reason (lessons); ``after`` hears each applied move."""
        self.game = game
        self.judge = judge
        self.after = after
        self.autosave = autosave
        self.rotation = 0
        self.hovered: Optional[Pick] = None
        self.choice: Optional[PieceChoice] = None
        """The element of a stone of choice, or the type of an extra dragon or of the hatched dragon to nest next,
        picked with a button."""
        self.trading = False
        self.auto_forced = False
        self._said: Callable[[], str] = str
        """Says the message under the table when it is shown, in the language in use then."""
        self._refused: Optional[tuple[Action, Callable[[], str]]] = None
        """The last action the rules refused, with what says so."""
        self._refusal: Optional[tuple[Optional[Action], Callable[[], str]]] = None
        """The last refusal of any kind (the action refused, if any), with what says so: it goes once the pointer
        shows another choice that is allowed (``_moment_passed``)."""
        self.refusals = 0
        """How many clicks, buttons and keys were refused so far (each is heard: ``play.sound_cues``)."""
        self.judged: Optional[tuple[Action, str]] = None
        """With ``judged_aside``, the last move the ``judge`` refused, with its words: a lesson shows them in its own
        panel, not under the table; it goes with the next move made."""
        self.judged_aside = False
        """The judge's refusals are kept in ``judged`` rather than said under the table (a lesson's)."""

    # -- what the view shows ----------------------------------------------------------
    @property
    def message(self) -> str:
        """The message under the table, worded now (a refusal said in English reads in French after a switch)."""
        return self._said()

    @message.setter
    def message(self, text: str) -> None:
        self._said = (lambda: text) if text else str

    @property
    def decision(self) -> Decision:
        return self.game.pending()

    def ghost(self) -> Optional[Ghost]:
        """The drafted tile under the pointer, with its verdict, while the person to move is to place it (never a
        computer player's tile)."""
        decision = self.decision
        pick = self.hovered
        if decision.phase is not Phase.PLACE or not isinstance(pick, CellPick) or pick.player != decision.player:
            return None
        if self.computer_turn:
            return None
        state = self.game.state
        placement = Placement.at(pick.cell, self.rotation)
        verdict = check_placement(state.boards[decision.player], state.tile(decision.tile or ""), placement)
        return Ghost(decision.player, verdict)

    def targets(self) -> list[Cell]:
        """Cells of the current board a click can choose now (highlighted); none while a computer player moves."""
        decision = self.decision
        if self.computer_turn:
            return []
        if self.trading:
            return [a.cell for a in self.game.legal_actions() if isinstance(a, Trade)]
        cells: list[Cell] = []
        for choice in decision.choices:
            if isinstance(choice, Nest) and choice.terrain is not nest_kind(decision, self.choice):
                continue  # another hatched dragon's nest: its button offers it
            if isinstance(choice, (Nest, Stone)):
                cells.append(choice.cell)
            elif isinstance(choice, FreeStone) and self.choice == StoneChoice(choice.element):
                cells.append(choice.cell)
            elif isinstance(choice, ExtraDragon) and choice.terrain is self._extra_kind():
                cells.append(choice.cell)
        return cells

    def _extra_kind(self) -> Optional[Terrain]:
        """The extra dragon's type: the one picked, or the only one offered."""
        kinds = self._extra_kinds()
        if isinstance(self.choice, DragonChoice) and self.choice.terrain in kinds:
            return self.choice.terrain
        return kinds[0] if len(kinds) == 1 else None

    def _extra_kinds(self) -> list[Terrain]:
        """The types of extra dragon on offer, by name."""
        return sorted({c.terrain for c in self.decision.choices if isinstance(c, ExtraDragon)}, key=lambda t: t.value)

    def buttons(self) -> list[Button]:
        """Buttons for the pending decision, (Marble Quarry) trade, then undo and redo; on a computer's turn only
        undo and redo, unavailable (its decision is its own, as its clicks are)."""
        if self.computer_turn:
            return [Button(Command.UNDO, _("Undo"), False), Button(Command.REDO, _("Redo"), False)]
        decision = self.decision
        state = self.game.state
        result: list[Button] = []
        if decision.phase is Phase.ELEMENT:
            board = state.boards[decision.player]
            for element in ELEMENTS:
                steps = largest_size(board, element.terrain)
                label = ELEMENT_STEPS[element](steps).format(count=steps)
                result.append(Button(ChooseElement(element), solo_discard_words(state, element, label)))
        elif decision.phase in (Phase.FALLBACK_STONE, Phase.REWARD_STONE):
            available = {c.element for c in decision.choices if isinstance(c, FreeStone)}
            for element in ELEMENTS:
                result.append(Button(StoneChoice(element), _(STONE_BUTTONS[element]), element in available,
                                     self.choice == StoneChoice(element)))
        elif decision.phase is Phase.EXTRA_DRAGON:
            picked = self._extra_kind()
            result.extend(Button(DragonChoice(kind), _(DRAGON_BUTTONS[kind]), chosen=kind is picked)
                          for kind in self._extra_kinds())
        elif decision.phase is Phase.NEST and decision.nest_types:
            picked = nest_kind(decision, self.choice)
            result.extend(Button(DragonChoice(kind), _(DRAGON_BUTTONS[kind]), chosen=kind is picked)
                          for kind in decision.nest_types)
        if any(isinstance(a, Trade) for a in self.game.legal_actions()):
            result.append(Button(Command.TRADE, _("Cancel trade") if self.trading
                                 else _("Trade 2 pillars for a fire stone")))
        result.append(Button(Command.UNDO, _("Undo"), self.game.can_undo))
        result.append(Button(Command.REDO, _("Redo"), self.game.can_redo))
        return result

    def prompt(self) -> str:
        """What to do now; while a computer player moves, what it is doing."""
        decision = self.decision
        if self.game.over:
            return _("The game is over.")
        if self.computer_turn:
            return _("{prompt}.").format(prompt=computer_doing(self.game.state))
        if self.trading:
            return _("Trade: click an empty fire space for the fire stone.")
        if decision.phase is Phase.PLACE:
            tile = tile_name(self.game.state.tile(decision.tile or ""))
            return _("Place the {tile}: move over your board; rotate with the wheel, R or a right click; "
                     "click to place.").format(tile=tile)
        prompt = sentence(decision.prompt)
        if decision.phase in (Phase.FALLBACK_STONE, Phase.REWARD_STONE) and not isinstance(self.choice, StoneChoice):
            return _("{prompt}: first pick its element.").format(prompt=prompt)
        if decision.phase is Phase.EXTRA_DRAGON and self._extra_kind() is None:
            return _("{prompt}: first pick its type.").format(prompt=prompt)
        if decision.phase is Phase.NEST and decision.nest_types:
            return nest_prompt(decision, self.choice)
        if decision.phase is Phase.STONE and decision.element is not None:
            return _(STEP_PROMPTS[decision.element]).format(step=decision.step)
        return _("{prompt}.").format(prompt=prompt)

    @property
    def refused(self) -> Optional[Action]:
        """The action the rules refused last, while the message saying so is still shown."""
        if self._refused is None or self._refused[1] is not self._said:
            return None
        return self._refused[0]

    # -- input -------------------------------------------------------------------------
    def hover(self, pick: Optional[Pick]) -> Change:
        """The pointer is over ``pick`` now (None: nothing); a pick of the same cell or tile changes nothing."""
        before, self.hovered = self.hovered, pick
        return Change.NONE if before == pick else Change.POINTER | self._moment_passed()

    def rotate(self, delta: int = 1) -> Change:
        """Turn the held tile a quarter turn per ``delta``."""
        self.rotation = (self.rotation + delta) % 4
        return Change.POINTER | self._moment_passed()

    def _moment_passed(self) -> Change:
        """A refusal's message (and with it the "Why?" button) goes once the pointer shows a choice the rules allow
        other than the one refused: a legal ghost elsewhere or turned, a cell a click may choose, a site tile to
        draft. Off the board, or over a refused ghost, it stays (the way to the "Why?" button crosses the board)."""
        if self._refusal is None or self._refusal[1] is not self._said or not self._allowed_under_pointer():
            return Change.NONE
        refused, pick = self._refusal[0], self.hovered
        if isinstance(refused, Place) and isinstance(pick, CellPick) \
                and refused.cells == Placement.at(pick.cell, self.rotation).cells:
            return Change.NONE  # the very placement refused (a lesson refuses some legal ones)
        if isinstance(pick, CellPick) and getattr(refused, "cell", None) == pick.cell:
            return Change.NONE
        self.message = ""
        return Change.PANEL

    def _allowed_under_pointer(self) -> bool:
        """The pointer shows a choice a click may make now."""
        if self.computer_turn or self.game.over:
            return False
        decision, pick = self.decision, self.hovered
        if isinstance(pick, SitePick):
            return decision.phase is Phase.DRAFT
        if not isinstance(pick, CellPick) or pick.player != decision.player:
            return False
        if decision.phase is Phase.PLACE and not self.trading:
            ghost = self.ghost()
            return ghost is not None and ghost.verdict.legal
        return pick.cell in self.targets()

    @property
    def computer_turn(self) -> bool:
        """True while a computer player is to move: human input is then ignored."""
        seat = self.game.seats[self.game.state.current]
        return not self.game.over and seat.kind.is_computer and self.judge is None

    def play(self, action: Action) -> Change:
        """Play ``action`` through the same path as a click (a computer player's move, a scripted learner's)."""
        return self._apply(action)

    def click(self, pick: Optional[Pick]) -> Change:
        """A left click on ``pick`` (None: empty space)."""
        self.hovered = pick
        if self.game.over or pick is None:
            return Change.NONE
        if self.computer_turn:
            return self._say(self._computer_playing())
        decision = self.decision
        if isinstance(pick, SitePick):
            if decision.phase is Phase.DRAFT:
                return self._apply(Draft(pick.slot))
            return self._say(_("The planning site is for drafting, at the start of a turn."))
        if pick.player != decision.player:
            return self._say(_("That is another player's board."))
        cell = pick.cell
        if self.trading:
            return self._apply(Trade(cell))
        if decision.phase is Phase.PLACE:
            return self._apply(Place(Placement.at(cell, self.rotation).cells))
        if decision.phase is Phase.NEST:
            return self._apply(nest_action(decision, self.choice, cell))
        if decision.phase is Phase.STONE:
            return self._apply(Stone(cell))
        if decision.phase in (Phase.FALLBACK_STONE, Phase.REWARD_STONE):
            if not isinstance(self.choice, StoneChoice):
                return self._say(_("First pick the stone's element with a button."))
            return self._apply(FreeStone(self.choice.element, cell))
        if decision.phase is Phase.EXTRA_DRAGON:
            kind = self._extra_kind()
            if kind is None:
                return self._say(_("First pick the extra dragon's type with a button."))
            return self._apply(ExtraDragon(kind, cell))
        if decision.phase is Phase.DRAFT:
            return self._say(_("First choose a tile from the planning site."))
        if decision.phase is Phase.ELEMENT:
            return self._say(_("Choose fire, water or air with the buttons."))
        return Change.NONE

    def press(self, press: Press) -> Change:
        """A button (see ``buttons``), ``ROTATE``, or ``AUTO`` (play forced moves by themselves)."""
        if press is Command.AUTO:
            self.auto_forced = not self.auto_forced
            return self._play_forced() if self.auto_forced else Change.PANEL
        if self.computer_turn:
            return self._say(self._computer_playing())
        if press is Command.ROTATE:
            return self.rotate(1)
        if press is Command.UNDO:
            return self.undo()
        if press is Command.REDO:
            return self.redo()
        if press is Command.TRADE:
            self.trading = not self.trading and any(isinstance(a, Trade) for a in self.game.legal_actions())
            return Change.PANEL
        if isinstance(press, ChooseElement) and self.decision.phase is Phase.ELEMENT:
            return self._apply(press)
        if isinstance(press, (StoneChoice, DragonChoice)) and press in self._offered():
            self.choice = press
            return Change.PANEL
        return self._say(_("That button does nothing now."))

    def _offered(self) -> list[Press]:
        """What the enabled buttons send."""
        return [button.press for button in self.buttons() if button.enabled]

    def undo(self) -> Change:
        return self._step_history(self.game.undo, N_("Undo is off in a lesson or a puzzle."), N_("Undone: {move}."))

    def redo(self) -> Change:
        return self._step_history(self.game.redo, N_("Redo is off in a lesson or a puzzle."), N_("Redone: {move}."))

    def _step_history(self, step: Callable[[], Action], off: str, done: str) -> Change:
        """``off`` and ``done`` are marked messages: what a lesson says, and what the step did."""
        if self.judge is not None:
            return self._say(_(off))
        try:
            action = step()
        except IllegalAction as error:
            return self._say(_("{reason}.").format(reason=sentence(error.reason)))
        self._after(_(done).format(move=action))
        return Change.ALL

    def _computer_playing(self) -> str:
        return _("{player} (computer) is playing.").format(player=self.game.seats[self.game.state.current].name)

    # -- applying ------------------------------------------------------------------------
    def _say(self, message: str, action: Optional[Action] = None) -> Change:
        """A refusal (of ``action``, if any), in the words ``message``."""
        self.refusals += 1
        self.message = message
        self._refusal = (action, self._said)
        return Change.PANEL

    def _apply(self, action: Action) -> Change:
        if self.judge is not None:
            problem = self.judge(action)
            if problem is not None and self.judged_aside:
                self.refusals += 1
                self.judged, self.message = (action, problem), ""
                return Change.PANEL
            if problem is not None:
                return self._say(problem, action)
        try:
            self.game.apply(action)
        except IllegalAction as error:
            refused = error  # kept past the except block, which unbinds ``error``
            self._said = lambda: _("Not allowed: {reason}.").format(reason=refused.reason)
            self._refused = self._refusal = (action, self._said)
            self.refusals += 1
            return Change.PANEL
        self.after(action)
        self._after("")
        if self.auto_forced:
            self._play_forced()
        return Change.ALL

    def _play_forced(self) -> Change:
        if self.judge is not None:
            return Change.PANEL  # a lesson asks for every move itself
        if self.game.play_forced():
            self._save()
            return Change.ALL
        return Change.PANEL

    def _after(self, message: str) -> None:
        self.message = message
        self.judged = None
        self.choice = None
        self.trading = False
        if self.decision.phase is not Phase.PLACE:
            self.rotation = 0
        self._save()

    def _save(self) -> None:
        if self.autosave is not None:
            self.autosave.save(self.game)

    @property
    def save_error(self) -> str:
        """The last autosave failure in words ("" when the last write succeeded), else where the game is saved
        when another table holds the usual autosave."""
        return (self.autosave.error or self.autosave.notice) if self.autosave is not None else ""
