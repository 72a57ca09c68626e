"""A puzzle gives one more try before the answer is shown, and once graded draws the learner's own move beside the
best, for every kind: a draft's slot and cells, a nest's or a stone's cell, an element's stone spots (the
Assistant framed when its walk puts no stone)."""
from dragonarium.play.table.marks import AssistantFrame, CellFrames, SiteFrame, TileGhost, Tone
from dragonarium.puzzles.files import read_puzzle
from dragonarium.puzzles.model import Answer
from dragonarium.puzzles.puzzle_session import PuzzleSession
from dragonarium.puzzles.run import PRACTICE, PuzzleRun
from dragonarium.rules import ChooseElement, Element, Nest, Stone, read_cell

from tests.puzzles.support import CASES


def opened(name):
    heard = []
    run = PuzzleRun(read_puzzle(CASES / name), on_graded=lambda puzzle, grade, tries: heard.append(tries))
    return run, PuzzleSession(run.game, lesson=run), heard


def answer(run, move):
    assert run.play(move.action) is None
    if move.cells is not None:
        from dragonarium.rules import Place

        assert run.play(Place(move.cells)) is None


def in_tone(marks, tone):
    return [mark for mark in marks if getattr(mark, "tone", None) is tone]


def test_a_first_answer_short_of_the_best_is_tried_once_more_without_the_answer():
    run, session, heard = opened("001.yaml")
    wrong = Answer(Nest(read_cell("E3", 2)))
    answer(run, wrong)
    assert run.grade is None and run.retrying and heard == [] and not run.finished
    assert "try once more" in run.text() and "D2" not in run.text()  # the best move is not given away
    assert not in_tone(session.decision_marks(), Tone.HINT)
    answer(run, wrong)
    assert run.finished and heard == [2] and "D2" in run.text()
    run.restart_step()  # once shown, more answers are practice
    answer(run, run.puzzle.answer)
    assert heard == [2, PRACTICE]


def test_the_best_move_at_the_first_try_is_graded_at_once():
    run, _, heard = opened("001.yaml")
    answer(run, run.puzzle.answer)
    assert run.grade.found and heard == [1] and run.figures[1] is None


def graded_marks(name, move):
    run, session, _ = opened(name)
    answer(run, move)
    if not run.finished:
        answer(run, move)
    marks = session.decision_marks()
    return run, in_tone(marks, Tone.PLAYED), in_tone(marks, Tone.HINT)


def test_a_draft_draws_your_tile_and_cells_beside_the_best():
    puzzle = read_puzzle(CASES / "049.yaml")
    _, played, best = graded_marks("049.yaml", puzzle.easy)
    assert SiteFrame(puzzle.easy.action.slot, Tone.PLAYED) in played
    assert [mark.cells for mark in played if isinstance(mark, TileGhost)] == [puzzle.easy.cells]
    assert SiteFrame(puzzle.answer.action.slot, Tone.HINT) in best
    assert [mark.cells for mark in best if isinstance(mark, TileGhost)] == [puzzle.answer.cells]


def test_a_nest_draws_your_cell_beside_the_best():
    run, played, best = graded_marks("001.yaml", Answer(Nest(read_cell("E3", 2))))
    player = run.game.state.current
    assert played == [CellFrames(player, (read_cell("E3", 2),), Tone.PLAYED)]
    assert best == [CellFrames(player, (read_cell("D2", 2),), Tone.HINT)]


def test_a_stone_draws_your_cell_beside_the_best():
    puzzle = read_puzzle(CASES / "006.yaml")
    other = next(choice for choice in puzzle.state.pending().choices
                 if isinstance(choice, Stone) and choice != puzzle.answer.action)
    _, played, best = graded_marks("006.yaml", Answer(other))
    assert [mark.cells for mark in played] == [(other.cell,)]
    assert [mark.cells for mark in best] == [(puzzle.answer.action.cell,)]


def test_an_element_draws_where_each_walk_puts_its_stones():
    run, played, best = graded_marks("022.yaml", Answer(ChooseElement(Element.FIRE)))
    player = run.game.state.current
    assert played == [AssistantFrame(player, Tone.PLAYED)]  # the fire walk puts no stone
    assert best == [CellFrames(player, (read_cell("B1", 2),), Tone.HINT)]  # the air walk readies the egg on B1


def test_h_in_a_puzzle_says_why_it_gives_no_hint():
    from dragonarium.play.base.changes import Change

    run, session, _ = opened("001.yaml")
    assert session.ask_hint() is Change.PANEL and session.hint is None
    assert session.controller.message.startswith("A puzzle gives no hint")
