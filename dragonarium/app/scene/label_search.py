"""The scoring labels' whole search (``place_callouts``), made off the frame's thread: in a four-player view it
takes a few hundred milliseconds, which the table would otherwise stand still for on the frame where the camera
stops. The search is pure arithmetic on values, so a worker thread can make it while frames go on."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Optional, Sequence

from dragonarium.play.table.label_layout import Box, Callout, PlacedCallout, place_callouts

Found = tuple[list[Callout], list[int], list[Optional[PlacedCallout]]]
"""A search's callouts, the labels' numbers in their order, and where each was placed."""


_WORKER: Optional[ThreadPoolExecutor] = None
"""The one thread every screen's searches are made on (made at the first search)."""


def _worker() -> ThreadPoolExecutor:
    global _WORKER
    if _WORKER is None:
        _WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="score-labels")
    return _WORKER


class LabelSearch:
    """One whole search at a time, made by the labels' worker thread and asked for by the view it was made for
    (``key``: the camera, the window and what the overlay shows); a search for a view left behind is dropped."""

    def __init__(self) -> None:
        self._pending: Optional[tuple[tuple, "Future[list[Optional[PlacedCallout]]]", list[Callout], list[int]]] = None

    @property
    def searching(self) -> bool:
        return self._pending is not None

    def start(self, key: tuple, callouts: list[Callout], which: list[int], window: Box, keep_off: Sequence[Box],
              gap: float) -> None:
        """Begin the whole search for the view ``key`` (the one under way, if any, is dropped)."""
        self.drop()
        future = _worker().submit(place_callouts, callouts, window, list(keep_off), gap)
        self._pending = (key, future, callouts, which)

    def found(self, key: tuple) -> Optional[Found]:
        """The search's result once it is done, when it was made for ``key`` (a search for another view is
        dropped); None until then."""
        if self._pending is None:
            return None
        made_for, future, callouts, which = self._pending
        if made_for != key:
            self.drop()
            return None
        if not future.done():
            return None
        self._pending = None
        return callouts, which, future.result()

    def drop(self) -> None:
        if self._pending is not None:
            self._pending[1].cancel()  # one already begun runs on, and its result is not asked for
            self._pending = None
