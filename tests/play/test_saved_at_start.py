"""A game at the table is autosaved as it starts, before any action: Continue resumes it, not the game before."""
from dragonarium.play.saves import latest_autosave, load_game
from dragonarium.play.session import PlaySession
from dragonarium.rules import load_record, record_of

from tests.support.games import CATALOG, new_game


def test_continue_after_a_new_game_started_with_no_action_resumes_the_new_game(tmp_path):
    path = tmp_path / "autosave.yaml"
    older = new_game(2, 5)
    for _ in range(6):
        older.apply(older.legal_actions()[0])
    first = PlaySession(older, autosave=path)
    first.close()
    assert load_record(path) == record_of(older)
    fresh = new_game(3, 11)
    second = PlaySession(fresh, autosave=path)
    second.close()  # left before its first action
    continued = load_game(latest_autosave(path), CATALOG)
    assert record_of(continued) == record_of(fresh)
    assert (len(continued.state.seats), continued.seed, len(continued.history)) == (3, 11, 0)
