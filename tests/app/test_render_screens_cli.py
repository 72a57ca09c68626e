"""dragonarium render --lesson, --puzzle and --review: the screen a person sees there, to a PNG and a layout
record; a lesson, step, puzzle or decision that is not there is refused, naming the option, and nothing is
written."""
import json
import shutil
from pathlib import Path

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.cli.commands import main
from dragonarium.play.review import judging

from tests.support.judges import fake_judge

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "examples" / "two-player-game.yaml"
FAST = ["--size", "640x480", "--quality", "fast"]


@pytest.fixture(autouse=True)
def window_put_back():
    yield
    OffscreenBase.get((1280, 720), multisamples=0)


def record_of(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["items"]


def test_a_lesson_step_is_drawn_with_its_texts_lines_and_marked_cells(tmp_path, capsys):
    out, layout = tmp_path / "lesson.png", tmp_path / "lesson.json"
    assert main(["render", "--lesson", "4", "--step", "2", "-o", str(out), "--layout-json", str(layout),
                 "--text-size", "150", *FAST]) == 0
    assert out.stat().st_size > 1000
    items = record_of(layout)
    assert any("(2/" in item["text"] for item in items if item["kind"] == "panel")  # the lesson at its step 2
    assert any(item["kind"] == "mark" for item in items)
    assert all(item["lines"] is not None and item["lines_shown"] is not None for item in items if item["text"]
               and item["kind"] != "mark")


def test_a_puzzle_is_drawn_as_it_opens(tmp_path, capsys):
    out, layout = tmp_path / "puzzle.png", tmp_path / "puzzle.json"
    assert main(["render", "--puzzle", "005", "-o", str(out), "--layout-json", str(layout), *FAST]) == 0
    assert out.stat().st_size > 1000
    assert any(item["text"] == "Back to the puzzles" for item in record_of(layout))


def test_a_review_decision_is_drawn_judged_and_nothing_is_written_beside_the_record(tmp_path, capsys,
                                                                                    monkeypatch):
    monkeypatch.setattr(judging, "judge", fake_judge)
    record = tmp_path / "game.yaml"
    shutil.copy(RECORD, record)
    out, layout = tmp_path / "review.png", tmp_path / "review.json"
    assert main(["render", "--review", str(record), "--decision", "10", "-o", str(out), "--layout-json",
                 str(layout), *FAST]) == 0
    items = record_of(layout)
    assert any(item["text"].startswith("Action 12 of 112") for item in items)  # the 10th decision judged
    assert any(item["kind"] == "mark" for item in items)  # the strong player's choice, drawn as a hint is
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game.yaml", "review.json", "review.png"]


@pytest.mark.parametrize("arguments, words", [
    (["--lesson", "99"], "--lesson is a number from 1 to"),
    (["--lesson", "1", "--step", "99"], "--step is a number from 1 to"),
    (["--lesson", "0"], "--lesson is a number from 1 to"),
    (["--puzzle", "nine"], "--puzzle names one of the"),
    (["--review", str(RECORD), "--decision", "9999"], "--decision is a number from 1 to 94, not 9999"),
    (["--step", "2", "--puzzle", "005"], "--step goes with --lesson"),
    (["--decision", "2", "--lesson", "1"], "--decision goes with --review"),
    (["--lesson", "1", "--puzzle", "005"], "render draws one thing"),
    ([], "render draws one thing"),
], ids=["lesson", "step", "lesson 0", "puzzle", "decision", "step alone", "decision alone", "two", "none"])
def test_a_screen_that_is_not_there_is_refused_by_name_and_nothing_is_written(tmp_path, capsys, arguments, words):
    out, layout = tmp_path / "x.png", tmp_path / "x.json"
    assert main(["render", *arguments, "-o", str(out), "--layout-json", str(layout)]) == 2
    assert words in capsys.readouterr().err
    assert not out.exists() and not layout.exists()
