"""The keyboard's focus as a value: reading order, Tab and Shift+Tab round the stops, the focus kept on its stop
while the stops change."""
from dragonarium.play.base.focus import FocusOrder, reading_order


def test_stops_are_read_in_rows_from_the_top_each_from_the_left():
    boxes = [("undo", (0.0, 0.2, -0.9, -0.8)), ("overlay", (-1.0, -0.6, 0.5, 0.6)), ("redo", (0.3, 0.5, -0.88, -0.78)),
             ("map", (-1.0, -0.6, 0.38, 0.48)), ("back", (-1.0, -0.6, 0.65, 0.75))]
    assert reading_order(boxes) == ("back", "overlay", "map", "undo", "redo")


def test_a_list_in_columns_is_read_down_each_column():
    lessons = [(n, (-1.0 + 1.0 * (n > 3), -0.1 + 1.0 * (n > 3), 0.5 - 0.2 * ((n - 1) % 3), 0.6 - 0.2 * ((n - 1) % 3)))
               for n in range(1, 7)]
    back = ("back", (-0.2, 0.2, -0.4, -0.3))
    title = ("today", (-0.5, 0.5, 0.7, 0.8))
    assert reading_order([back, *reversed(lessons), title]) == ("today", 1, 2, 3, 4, 5, 6, "back")


def test_tab_and_shift_tab_go_round_and_start_at_either_end():
    order = FocusOrder(("board", "a", "b"))
    assert order.step(1).focused == "board" and order.step(-1).focused == "b"
    assert order.on("b").step(1).focused == "board" and order.on("board").step(-1).focused == "b"
    assert order.on("a").step(1).focused == "b"
    assert FocusOrder().step(1).focused is None
    assert order.on("nowhere").focused is None, "a stop not there is not focused"


def test_the_focus_stays_on_its_stop_or_goes_to_the_one_in_its_place():
    order = FocusOrder(("board", "fire", "water", "undo"), "water")
    assert order.with_stops(("board", "trade", "water", "undo")).focused == "water"
    assert order.with_stops(("board", "nest", "undo")).focused == "undo", "the stop now in its place"
    assert order.with_stops(("board",)).focused == "board", "the last when the list got shorter"
    assert order.with_stops(()).focused is None
    assert FocusOrder(("a",)).with_stops(("b",)).focused is None, "no focus stays none"
    assert FocusOrder((), "gone").with_stops(("x", "y")).focused == "x", "a new screen: its first stop"
    assert order.with_stops(("x", "y", "z", "w")).focused == "x", "another page: its first stop"
