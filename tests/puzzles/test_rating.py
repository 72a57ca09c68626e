"""The puzzle rating (Elo's, against each puzzle's difficulty) and the streak of puzzles solved at the first try:
up on a right answer, down on a wrong one, kept with the progress, a bad file set aside with a note."""
import json

import pytest

from dragonarium.puzzles.progress import (FILE_NAME, K, START, Progress, expected, load_progress, puzzle_rating,
                                          save_progress)


def test_a_first_try_right_raises_the_rating_and_a_wrong_answer_lowers_it():
    start = Progress()
    assert start.rating == START and start.streak == 0
    right = start.answered("001", 100, 1, 0.0)
    assert right.rating == round(START + K * (1 - expected(START, puzzle_rating(0.0)))) > START
    wrong = start.answered("001", 40, 2, 0.0)
    assert wrong.rating == round(START - K * expected(START, puzzle_rating(0.0))) < START
    second = start.answered("001", 100, 2, 8.0)  # right at the second try against an even puzzle: half, no change
    assert puzzle_rating(8.0) == START and second.rating == START and second.streak == 0


def test_a_harder_puzzle_is_worth_more():
    easy, hard = Progress().answered("a", 100, 1, 0.0), Progress().answered("b", 100, 1, 20.0)
    assert hard.rating - START > easy.rating - START > 0
    assert Progress().answered("a", 0, 2, 0.0).rating < Progress().answered("b", 0, 2, 20.0).rating


def test_the_streak_counts_first_tries_and_resets():
    progress = Progress()
    for puzzle in ("001", "002", "003"):
        progress = progress.answered(puzzle, 100, 1, 3.0)
    assert progress.streak == 3
    assert progress.answered("004", 100, 2, 3.0).streak == 0  # solved, but not at the first try
    assert progress.answered("004", 50, 2, 3.0).streak == 0


def test_an_answer_after_the_answer_was_shown_moves_neither():
    progress = Progress().answered("001", 100, 1, 3.0)
    again = progress.answered("002", 0, 0, 3.0)
    assert (again.rating, again.streak) == (progress.rating, progress.streak) and again.mark("002").best == 0


def test_the_rating_and_streak_are_kept_and_read_back(tmp_path):
    path = tmp_path / FILE_NAME
    progress = Progress().answered("001", 100, 1, 5.0).answered("002", 100, 1, 12.0)
    save_progress(progress, path)
    read = load_progress(path)
    assert read == progress and read.rating != START and read.streak == 2


def test_a_version_1_file_keeps_its_marks_with_the_starting_rating(tmp_path):
    path = tmp_path / FILE_NAME
    path.write_text(json.dumps({"format": "dragonarium-puzzle-progress", "version": 1,
                                "puzzles": {"001": {"solved": True, "best": 100}}}))
    read = load_progress(path)
    assert read.note == "" and read.mark("001").solved and (read.rating, read.streak) == (START, 0)


@pytest.mark.parametrize("rating, streak", [("high", 0), (True, 0), (-5, 0), (1300, -1), (1300, 2.5), (None, 1)])
def test_a_bad_rating_or_streak_is_set_aside_with_a_note(tmp_path, rating, streak):
    path = tmp_path / FILE_NAME
    content = json.dumps({"format": "dragonarium-puzzle-progress", "version": 2, "rating": rating, "streak": streak,
                          "puzzles": {"001": {"solved": True, "best": 100}}})
    path.write_text(content)
    read = load_progress(path)
    assert read.marks == {} and (read.rating, read.streak) == (START, 0) and str(path) in read.note
    assert path.read_text() == content  # reading it changed nothing
