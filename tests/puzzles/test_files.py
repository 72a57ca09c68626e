"""Puzzle files: a file written from a position reads back and checks; each mistake names the file and field."""
import pytest

from dragonarium.puzzles.files import load_puzzle, load_puzzles, puzzle_mapping, read_puzzle
from dragonarium.puzzles.grading import evaluator
from dragonarium.puzzles.model import Answer, Kind
from dragonarium.rules import DataError, Stone, dump_yaml, read_cell

from tests.puzzles.support import stone_state


def write(folder, mapping, name="001.yaml"):
    path = folder / name
    path.write_text(dump_yaml(mapping), encoding="utf-8")
    return path


def stone_mapping():
    state = stone_state()
    best, easy = Answer(Stone(read_cell("B3", 2))), Answer(Stone(read_cell("B4", 2)))
    judge = evaluator()
    return puzzle_mapping(state, best, judge.value(state, best), easy, judge.value(state, easy), 1, "a test")


def test_a_puzzle_file_reads_back_and_checks(tmp_path):
    puzzle = load_puzzle(write(tmp_path, stone_mapping()))
    assert puzzle.kind is Kind.STONE and puzzle.side == "library" and puzzle.round == 1
    assert str(puzzle.answer) == "stone B3" and puzzle.shortfall == pytest.approx(puzzle.value - puzzle.easy_value)
    assert [p.id for p in load_puzzles(tmp_path, check=True)] == ["001"]


def test_the_next_moves_points_read_back_best_first(tmp_path):
    mapping = stone_mapping()
    mapping["runners_up"] = [mapping["answer"]["value"] - 1.5, -3.25]
    puzzle = read_puzzle(write(tmp_path, mapping))
    assert puzzle.runners_up == (mapping["answer"]["value"] - 1.5, -3.25)
    assert read_puzzle(write(tmp_path, stone_mapping())).runners_up == ()


def broken(tmp_path, change):
    mapping = stone_mapping()
    change(mapping)
    return write(tmp_path, mapping)


@pytest.mark.parametrize("change, field", [
    (lambda m: m["answer"].update(move="stone C1"), "answer.move"),
    (lambda m: m["answer"].update(move="fly away"), "answer.move"),
    (lambda m: m["answer"].update(cells=["B3", "B4"]), "answer.cells"),
    (lambda m: m["easy"].update(value="many"), "easy.value"),
    (lambda m: m.update(format="dragonarium-lesson"), "format"),
    (lambda m: m.update(version=7), "version"),
    (lambda m: m["position"].update(pending="place"), "position"),
    (lambda m: m["position"]["players"][0].update(assistant=99), "position.players[0].assistant"),
    (lambda m: m.update(extra=1), "extra"),
    (lambda m: m.update(runners_up="many"), "runners_up"),
    (lambda m: m.update(runners_up=[-1.0, "x"]), "runners_up[1]"),
    (lambda m: m.update(runners_up=[99.0]), "runners_up[0]"),
    (lambda m: m.update(runners_up=[-2.0, -1.0]), "runners_up[1]"),
])
def test_a_malformed_puzzle_names_the_file_and_the_field(tmp_path, change, field):
    path = broken(tmp_path, change)
    with pytest.raises(DataError) as caught:
        load_puzzle(path)
    assert caught.value.source == str(path) and caught.value.where.startswith(field)


def test_a_stated_value_the_grading_does_not_reproduce_is_refused(tmp_path):
    path = broken(tmp_path, lambda m: m["answer"].update(value=m["answer"]["value"] + 1))
    read_puzzle(path)  # it reads: the fields are well formed
    with pytest.raises(DataError) as caught:
        load_puzzle(path)
    assert caught.value.where == "answer.value"


@pytest.mark.slow  # each load judges every draft of the opening; the shipped drafts are checked every time
def test_a_draft_answer_says_where_its_tile_goes_legally(tmp_path):
    from dragonarium.rules import Draft, Game, Seat, load_catalog

    state = Game(load_catalog(), (Seat("You", "library"), Seat("Ann", "library", "easy")), 4).state
    judge = evaluator()
    (best, value), *_rest = judge.values(state)
    mapping = puzzle_mapping(state, best, value, best, value, 1, "")
    assert isinstance(load_puzzle(write(tmp_path, mapping)).answer.action, Draft)
    mapping["answer"]["cells"] = ["A1", "C3"]
    with pytest.raises(DataError) as caught:
        load_puzzle(write(tmp_path, mapping))
    assert caught.value.where == "answer.cells"
    del mapping["answer"]["cells"]
    with pytest.raises(DataError) as caught:
        load_puzzle(write(tmp_path, mapping))
    assert caught.value.where == "answer.cells"
