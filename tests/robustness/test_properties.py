"""Properties over random reachable positions (Hypothesis)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.play.table.overlay import board_marks
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.engine.game import Game, Phase, Seat
from dragonarium.rules.engine.placement import Placement, apply_placement, check_placement
from dragonarium.rules.files.record import parse_record, record_of, record_to_yaml, replay
from dragonarium.rules.engine.scoring import score
from dragonarium.rules.model.values import TERRAINS

from tests.support.games import CATALOG
from tests.support.fuzz import examples
from tests.support.records import written_and_replayed

SIDES = ["library", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"]
SETTINGS = settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw):
    """A game some random legal actions in, on random sides and player counts."""
    players = draw(st.integers(1, 4))
    sides = [draw(st.sampled_from(SIDES)) for _ in range(players)]
    seed = draw(st.integers(0, 10_000))
    steps = draw(st.integers(0, 220))
    game = Game(CATALOG, [Seat(f"P{i}", side) for i, side in enumerate(sides)], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@SETTINGS
@given(games(), st.sampled_from(sorted(CATALOG.tiles)))
def test_legal_placements_apply_and_illegal_ones_change_nothing(game, tile_id):
    board = game.state.board
    tile = CATALOG.tiles[tile_id]
    for r in range(board.spec.rows):
        for c in range(board.spec.cols):
            for rotation in range(4):
                placement = Placement.at((r, c), rotation)
                verdict = check_placement(board, tile, placement)
                probe = board.copy()
                if verdict.legal:
                    apply_placement(probe, tile, placement)
                    assert probe.level(placement.cells[0]) == verdict.level
                else:
                    try:
                        apply_placement(probe, tile, placement)
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError(f"{placement} was illegal but applied")
                    assert probe == board


@SETTINGS
@given(games(), st.integers(0, 1000))
def test_undo_restores_the_exact_prior_state(game, pick):
    if game.over:
        return
    before = game.state.copy()
    turn = (game.state.round, game.state.turn)
    actions = game.legal_actions()
    game.apply(actions[pick % len(actions)])
    if (game.state.round, game.state.turn) != turn or game.over:
        return  # the action ended the turn: undo reaches back only within a turn
    game.undo()
    assert game.state.same_table(before)
    assert game.state.boards == before.boards


@SETTINGS
@given(games())
def test_records_round_trip_exactly(game):
    record = record_of(game)
    assert parse_record(record_to_yaml(record)) == record
    assert replay(record).state.same_table(game.state)


def independent_scores(board):
    """Largest domain per type by union-find, written apart from the rules' flood fill."""
    rows, cols = board.spec.rows, board.spec.cols
    result = {}
    for terrain in TERRAINS:
        parent = {}

        def find(cell):
            while parent[cell] != cell:
                parent[cell] = parent[parent[cell]]
                cell = parent[cell]
            return cell

        cells = [cell for cell in board.cells() if terrain in board.view(cell).terrains]
        for cell in cells:
            parent[cell] = cell
        for (r, c) in cells:
            for other in ((r + 1, c), (r, c + 1)):
                if other in parent:
                    parent[find(other)] = find((r, c))
        groups = {}
        for cell in cells:
            groups.setdefault(find(cell), []).append(cell)
        best = (0, 0)
        for group in groups.values():
            height = max(board.level(cell) for cell in group)
            best = max(best, (len(group), len(group) * height))
        result[terrain] = best
    return result


@SETTINGS
@given(games())
def test_the_score_from_scratch_equals_the_rules_and_the_overlay(game):
    for board in game.state.boards:
        expected = independent_scores(board)
        sheet = score(board)
        assert {t: (s.size, s.points) for t, s in sheet.types.items()} == expected
        marks, _ = board_marks(board)
        shown = {mark.terrain: (mark.size, mark.points) for mark in marks}
        assert shown == {t: v for t, v in expected.items() if v[0]}


@SETTINGS
@given(games())
def test_every_pending_decision_has_a_choice_or_the_game_is_over(game):
    decision = game.pending()
    assert game.over == (decision.phase is Phase.OVER)
    if not game.over:
        assert decision.choices


MAX_SEED = (1 << 63) - 1


@settings(max_examples=examples(15), deadline=None)
@given(st.integers(0, MAX_SEED), st.integers(1, 4))
def test_every_seed_a_game_starts_with_is_read_back(seed, players):
    game = Game(CATALOG, [Seat(f"P{i}") for i in range(players)], seed)
    game.apply(game.legal_actions()[0])
    assert written_and_replayed(game).state.same_table(game.state)


@settings(max_examples=examples(15), deadline=None)
@given(st.one_of(st.integers(max_value=-1), st.integers(min_value=MAX_SEED + 1)))
def test_a_seed_no_record_could_hold_never_starts_a_game(seed):
    try:
        Game(CATALOG, [Seat("P")], seed)
    except DragonariumError as error:
        assert "a seed is a whole number from 0 to" in str(error)
    else:
        raise AssertionError(f"seed {seed} started a game")
