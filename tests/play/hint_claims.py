"""Checks a hint's words against the table: every claim it makes, read back from the sentence, must hold.

``check_hint`` replays the hinted move on copies of the state (a draft with the placement in mind, the dragons
it hatches nesting; an element with its whole walk), then the rest of the turn as the strong player plays it, and
tests each claim of the sentence against those states: the domain sizes and heights stated, the points, the eggs
hatched and readied, the dragons, the pillars, the tile for next turn. Whatever is left of the sentence once the
claims are taken out must name no cell and hold no number: nothing is said that was not checked.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from dragonarium.bots.explain import Advice
from dragonarium.bots.players import StrongPlayer
from dragonarium.play.table.hint_text import hint_message
from dragonarium.rules import (ChooseElement, Draft, Element, GameState, Phase, Place, Placement, RewardPillar,
                               SquareLayer, Terrain, Walked, apply_placement, check_placement, domains, largest_domain,
                               largest_size, legal_placements, parse_cell, score, tile_name)

CELL = r"[A-E][1-5]"
CELLS = rf"{CELL}(?:(?:, | and ){CELL})*"
EGGS = rf"the \w+ egg on {CELL}|the eggs on {CELLS}|\d+ eggs"


@dataclass
class Table:
    """The states a hint speaks of: before the move, after it, and at the end of the turn."""

    before: GameState
    after: GameState
    end: GameState
    player: int
    advice: Advice
    text: str

    def board(self, which: str):
        return getattr(self, which).boards[self.player]


def cells_of(text: str) -> list:
    return [parse_cell(name) for name in re.findall(CELL, text)]


def replay(state: GameState, advice: Advice, advisor: StrongPlayer) -> Table:
    player = state.current
    action = advice.choice.action
    after = state.copy()
    after.apply(action)
    if isinstance(action, Draft) and advice.choice.cells is not None:
        after.apply(Place(advice.choice.cells))
    if isinstance(action, (Draft, Place, ChooseElement)):
        advisor.greedy.settle(after, player, deep=isinstance(action, ChooseElement))
    end = advisor.greedy.finish_turn(after.copy(), player) if isinstance(action, (Draft, Place)) else after
    return Table(state.copy(), after, end, player, advice, hint_message(advice.outlook))


# -- the claims --------------------------------------------------------------------------------------------------


def _take(t: Table, m: re.Match) -> None:
    assert tile_name(t.before.tile(t.before.site[int(m["slot"]) - 1])) == m["tile"]


def _tile_at(t: Table, m: re.Match) -> None:
    first, second = parse_cell(m["a"]), parse_cell(m["b"])
    board = t.board("after")
    tops = [board.top(first), board.top(second)]
    assert [(top.tile, top.part) for top in tops] == [(t.after.drafted, 0), (t.after.drafted, 1)], m[0]
    verdict = check_placement(t.board("before"), t.before.tile(t.after.drafted), Placement((first, second)))
    assert verdict.level == int(m["level"] or 1), m[0]
    assert verdict.pillars_needed == int(m["pillars"] or 0), m[0]


def _domain(t: Table, m: re.Match) -> None:
    terrain = Terrain(m["terrain"])
    now = largest_domain(t.board("after"), terrain)
    was = largest_domain(t.board("before"), terrain)
    if m["size"]:
        assert now.size == int(m["size"]), m[0]
    assert now.height == int(m["height"]), m[0]
    if m["points"] is not None:
        gain = score(t.board("after")).types[terrain].points - score(t.board("before")).types[terrain].points
        assert gain == int(m["points"]), m[0]
    verb = m["verb"]
    if verb == "starts":
        assert was is None or was.size == 0, m[0]
    elif verb in ("joins", "grows"):
        assert now.size > was.size, m[0]
        taken_in = [domain for domain in domains(t.board("before"), terrain) if domain.cells & now.cells]
        assert (len(taken_in) >= 2) == (verb == "joins"), m[0]
    elif verb == "raises":
        assert now.height > was.height, m[0]
    else:
        assert now.size < was.size, m[0]


def _in_all(t: Table, m: re.Match) -> None:
    assert score(t.board("after")).total - score(t.board("before")).total == int(m["points"]), m[0]


def _hatches(t: Table, m: re.Match) -> None:
    before, after = t.board("before"), t.board("after")
    for cell in cells_of(m["cells"]):
        depth = len(before.stack(cell)) - 1
        top = before.top(cell)
        assert top is not None and top.square.egg is not None and not top.hatched, m[0]
        if m["egg"]:
            assert top.square.egg.terrain is Terrain(m["egg"]), m[0]
        layer = after.stack(cell)[depth]
        assert isinstance(layer, SquareLayer) and layer.hatched, m[0]
    if m["nest"]:
        nest, kind = parse_cell(m["nest"]), Terrain(m["egg"])
        assert after.dragons_on(nest).count(kind) > before.dragons_on(nest).count(kind), m[0]


def _eggs_ready(t: Table, text: str, then: str, now: str) -> None:
    """The eggs ``text`` names are ready in state ``then`` and were not in state ``now``."""
    board, earlier = t.board(then), t.board(now)

    def ready(b, cell) -> bool:
        top = b.top(cell)
        return top is not None and top.square.egg is not None and not top.hatched and top.ready

    count = re.fullmatch(r"(\d+) eggs", text)
    if count:
        fresh = [cell for cell in board.cells() if ready(board, cell) and not ready(earlier, cell)]
        # a stone of choice (stated on its own) may have readied one more in the meantime
        assert 0 <= len(fresh) - int(count[1]) <= t.text.count("a stone of your choice readies"), text
        return
    for cell in cells_of(text):
        assert ready(board, cell) and not ready(earlier, cell), text
    single = re.fullmatch(rf"the (\w+) egg on ({CELL})", text)
    if single:
        assert board.top(parse_cell(single[2])).square.egg.terrain is Terrain(single[1]), text


def _walked(t: Table, element: str, state: GameState) -> None:
    assert any(isinstance(event, Walked) and event.element is Element(element)
               for event in state.log[len(t.before.log):])


def _your_walk(t: Table, m: re.Match) -> None:
    _walked(t, m["element"], t.end)
    if m["eggs"]:
        _eggs_ready(t, m["eggs"], "end", "after")
    else:
        _stones_added(t.board("after"), t.board("end"), cells_of(m["cells"]), m[0])


def _choice_ready(t: Table, m: re.Match) -> None:
    _eggs_ready(t, m["eggs"], "end", "before")


def _stones_added(earlier, later, cells, claim) -> None:
    for cell in cells:
        count = [sum(1 for s in b.top(cell).stones if s is not None) for b in (earlier, later)]
        assert count[1] > count[0], claim


def _element(t: Table, m: re.Match) -> None:
    assert t.advice.choice.action == ChooseElement(Element(m["element"]))
    if m["steps"] is not None:
        assert largest_size(t.board("before"), Terrain(m["element"])) == int(m["steps"]), m[0]
    if m["eggs"]:
        _eggs_ready(t, m["eggs"], "after", "before")
    if m["cells"]:
        _stones_added(t.board("before"), t.board("after"), cells_of(m["cells"]), m[0])


def _stone(t: Table, m: re.Match) -> None:
    action = t.advice.choice.action
    cell = parse_cell(m["cell"])
    assert action.cell == cell, m[0]
    if m["the"]:  # a step's stone: the decision's element
        assert t.before.pending().element is Element(m["element"]), m[0]
    else:
        assert action.element is Element(m["element"]), m[0]
    _stones_added(t.board("before"), t.board("after"), [cell], m[0])


def _stone_result(t: Table, m: re.Match) -> None:
    top = t.board("after").top(t.advice.choice.action.cell)
    assert top.square.egg.terrain is Terrain(m["egg"]), m[0]
    missing = sum(1 for stone in top.stones if stone is None)
    assert missing == int(m["more"] or 0), m[0]


def _trade(t: Table, m: re.Match) -> None:
    cell = parse_cell(m["cell"])
    assert t.board("before").pillars - t.board("after").pillars == int(m["pillars"]), m[0]
    assert t.board("after").top(cell).stones.count(Element(m["element"])) == \
        t.board("before").top(cell).stones.count(Element(m["element"])) + 1, m[0]


def _dragon(t: Table, m: re.Match) -> None:
    cell, terrain = parse_cell(m["cell"]), Terrain(m["dragon"])
    wanted = Phase.EXTRA_DRAGON if m["extra"] else Phase.NEST
    assert t.before.pending().phase is wanted, m[0]
    if not m["extra"]:
        assert t.before.pending().terrain is terrain, m[0]
    added = t.board("after").dragons_on(cell)[len(t.board("before").dragons_on(cell)):]
    assert added == (terrain,), m[0]


def _fills_cliff(t: Table, m: re.Match) -> None:
    assert t.after.pending().phase is Phase.EXTRA_DRAGON, m[0]


def _royal(t: Table, m: re.Match) -> None:
    gain = score(t.board("after")).royal_dragon_points - score(t.board("before")).royal_dragon_points
    assert gain == int(m["points"]), m[0]


def _pillar_square(t: Table, m: re.Match) -> None:
    gained = t.board("after").fresh_pillars - t.board("before").fresh_pillars
    assert gained == int(m["pillars"]), m[0]


def _reward_pillars(t: Table, m: re.Match) -> None:
    assert any(isinstance(event, RewardPillar) for event in t.after.log[len(t.before.log):]), m[0]
    before, after = t.board("before"), t.board("after")  # the turn, even the round, may have ended since
    assert after.pillars + after.fresh_pillars - before.pillars - before.fresh_pillars == int(m["pillars"]), m[0]


def _fits_nowhere(t: Table, m: re.Match) -> None:
    action = t.advice.choice.action
    assert not legal_placements(t.board("before"), t.before.tile(t.before.site[action.slot])), m[0]


def _next_turn(t: Table, m: re.Match) -> None:
    names = {tile_name(t.end.tile(tile_id)): tile_id for tile_id in t.end.site}
    assert m["tile"] in names, m[0]
    board = t.board("end").copy()
    apply_placement(board, t.end.tile(names[m["tile"]]), Placement((parse_cell(m["a"]), parse_cell(m["b"]))))
    if m["points"]:
        assert score(board).total - score(t.board("end")).total == int(m["points"]), m[0]
    for cell in cells_of(m["eggs"] or ""):
        top = t.board("end").top(cell)
        assert top is not None and top.square.egg is not None and top.ready and not top.hatched, m[0]
        assert board.top(cell) is not top, m[0]


def _only(t: Table, m: re.Match) -> None:
    assert len(t.before.pending().choices) == 1, m[0]


POINTS = r"(?P<points>[+-]\d+) points?"
Check = Callable[[Table, re.Match], None]
CLAIMS: list[tuple[re.Pattern, Check]] = [(re.compile(pattern), check) for pattern, check in (
    (r"Take the (?P<tile>.+? tile) \(slot (?P<slot>\d+)\)", _take),
    (rf"(?:place it|Place the tile) on (?P<a>{CELL})-(?P<b>{CELL})(?: at level (?P<level>\d+))?"
     rf"(?:, raised on (?P<pillars>\d+) pillars?)?", _tile_at),
    (rf"it (?P<verb>starts|joins|grows) your (?P<terrain>\w+) domain(?: to|:) (?P<size>\d+) squares? at height "
     rf"(?P<height>\d+)(?: \({POINTS} now\))?", _domain),
    (rf"your (?P<terrain>\w+) domain (?P<verb>becomes) (?P<size>\d+) squares? at height (?P<height>\d+)"
     rf"(?: \({POINTS} now\))?", _domain),
    (rf"it (?P<verb>raises) your (?P<terrain>\w+) domain to height (?P<height>\d+)(?P<size>)(?: \({POINTS} now\))?",
     _domain),
    (rf", {POINTS} in all", _in_all),
    (rf"it hatches the (?P<egg>\w+) egg on (?P<cells>{CELL})(?: \(its dragon nests on (?P<nest>{CELL})\))?", _hatches),
    (rf"it hatches the eggs on (?P<cells>{CELLS})(?P<egg>)(?P<nest>)", _hatches),
    (rf"your (?P<element>\w+) walk (?:readies (?P<eggs>{EGGS})|puts (?:a stone|stones) on (?P<cells>{CELLS}))",
     _your_walk),
    (rf"a stone of your choice readies (?P<eggs>{EGGS})", _choice_ready),
    (rf"Choose (?P<element>\w+)(?:: the Assistant walks (?P<steps>\d+) steps?(?: and (?:its stones ready "
     rf"(?P<eggs>{EGGS})|puts (?:a stone|stones) on (?P<cells>{CELLS})))?)?", _element),
    (rf"Put (?:(?P<the>the)|an?) (?P<element>\w+) stone on (?P<cell>{CELL})", _stone),
    (r"it readies the (?P<egg>\w+) egg there(?P<more>)", _stone_result),
    (r"the (?P<egg>\w+) egg there then needs (?P<more>\d+) more stones?", _stone_result),
    (rf"Trade (?P<pillars>\d+) pillars? for an? (?P<element>\w+) stone on (?P<cell>{CELL})", _trade),
    (rf"(?:Nest the|Put the (?P<extra>extra)) (?P<dragon>\w+) dragon on (?P<cell>{CELL})", _dragon),
    (r"it fills the cliff, which brings an extra dragon", _fills_cliff),
    (r"the royal dragons? scores? (?P<points>\d+) points?", _royal),
    (r"it covers a pillar square: \+(?P<pillars>\d+) pillars? from next round", _pillar_square),
    (r"a reward step gives \+(?P<pillars>\d+) pillars?", _reward_pillars),
    (r"it fits nowhere on your board", _fits_nowhere),
    (rf"Next turn, if it is still on the site, the (?P<tile>.+? tile) could go on (?P<a>{CELL})-(?P<b>{CELL})"
     rf"(?: for {POINTS})?(?: and hatch (?P<eggs>{EGGS}))?\.", _next_turn),
    (r"it is the only choice", _only),
)]


def check_hint(state: GameState, advice: Advice, advisor: StrongPlayer) -> list[str]:
    """The claims of the hint's sentence, each checked against the table (a false one fails an assertion)."""
    table = replay(state, advice, advisor)
    text = table.text
    checked = []
    rest = text
    for pattern, check in CLAIMS:
        for match in pattern.finditer(text):
            check(table, match)
            checked.append(match[0])
            rest = rest.replace(match[0], "")
    assert not re.search(rf"{CELL}|\d", rest), f"unchecked cells or numbers in {text!r}: {rest!r}"
    return checked
