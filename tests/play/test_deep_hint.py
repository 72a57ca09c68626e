"""The deeper hint (Shift+H): at a draft the expert's choice over sampled orders of the supply, elsewhere the hint's."""
import functools
import random

from dragonarium.bots import deeper
from dragonarium.bots.expert import ExpertPlayer
from dragonarium.bots.outlook import advise
from dragonarium.i18n import _
from dragonarium.play.base.commands import PLAY_KEYS, Command
from dragonarium.play.session import PlaySession
from dragonarium.play.table.hint_text import PHRASES, hint_sentence
from dragonarium.rules.engine.game import Game, Phase, Seat

from tests.support.games import CATALOG

SAMPLES, CANDIDATES = 2, 3  # few enough to finish long before the budget: the search is the same every time


def played_to(round_: int, phase: Phase, seed: int = 8) -> Game:
    game = Game(CATALOG, [Seat("A"), Seat("B")], seed)
    rng = random.Random(seed)
    while game.state.round < round_ or game.state.pending().phase is not phase:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_at_a_draft_the_deeper_hint_is_the_experts_choice_over_its_orders_of_the_supply():
    state = played_to(10, Phase.DRAFT).state
    before = state.copy()
    advice = deeper.deep_advise(state, 3, budget=60, samples=SAMPLES, candidates=CANDIDATES)
    expert = ExpertPlayer(3, budget=60, samples=SAMPLES, candidates=CANDIDATES)
    assert advice.choice.action == expert.search(state.copy()).action
    assert advice.samples == SAMPLES == expert.last_samples
    assert advice.outlook.action == advice.choice.action and advice.outlook.phase is Phase.DRAFT
    assert state.same_table(before), "asking changes nothing"


def test_elsewhere_the_deeper_hint_is_the_hint():
    state = played_to(6, Phase.PLACE).state
    deep, plain = deeper.deep_advise(state, 5), advise(state, 5)
    assert (deep.choice.action, deep.samples) == (plain.choice.action, 0)


def test_shift_h_asks_for_the_deeper_hint_at_the_table(monkeypatch):
    assert PLAY_KEYS["shift-h"] is Command.DEEP_HINT and PLAY_KEYS["h"] is Command.HINT
    monkeypatch.setattr(deeper, "deep_advise", functools.partial(deeper.deep_advise, budget=60, samples=SAMPLES,
                                                                 candidates=CANDIDATES))
    game = played_to(10, Phase.DRAFT)
    session = PlaySession(game)
    try:
        session.press(Command.DEEP_HINT)
        session.hint_request.result()
        session.tick(0.0)
        expert = ExpertPlayer(session.moves, budget=60, samples=SAMPLES, candidates=CANDIDATES)
        assert session.hint.action == expert.search(game.state.copy()).action
        message = session.controller.message
        assert message == _(PHRASES["deep_message"]).format(hint=hint_sentence(session.hint_outlook), count=SAMPLES)
        assert message.count("Hint:") == 1 and message.startswith("Hint: "), "one Hint:, where a hint's line has it"
        session.press(Command.DEEP_HINT)
        assert session.hint is None, "asked again, the hint is put away"
    finally:
        session.close()
