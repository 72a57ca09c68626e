"""What the data holds, as ``validate-data`` and ``lessons`` say it: tiles, squares, board sides, solo ranks and
the lessons checked against them."""
from __future__ import annotations

from pathlib import Path

from dragonarium.i18n import _, ngettext
from dragonarium.rules import TERRAINS, BoardSpec, Catalog, a_stone, counted, one_line, type_word


def joined(items: list[str]) -> str:
    """``A; B; C`` (facts about one thing, in a line)."""
    text = ""
    for item in items:
        text = _("{items}; {item}").format(items=text, item=item) if text else item
    return text


def data_lines(catalog: Catalog) -> list[str]:
    """The tiles of each set, the squares of each type, the starting tiles, each board side and the solo ranks."""
    tiles = list(catalog.tiles.values())
    sets = ", ".join(_("{count} marked {set}").format(count=sum(1 for t in tiles if t.set == s), set=s)
                     for s in (2, 3, 4))
    squares = [sq for t in tiles for sq in t.squares]
    kinds = ", ".join(_("{count} {type}").format(count=sum(1 for sq in squares if sq.terrain is terrain),
                                                 type=type_word(terrain)) for terrain in TERRAINS)
    pillars = sum(1 for sq in squares if sq.is_pillar_square)
    lines = [_("tiles: {count} ({sets})").format(count=len(tiles), sets=sets),
             ngettext("squares: {kinds}, {count} pillar square", "squares: {kinds}, {count} pillar squares",
                      pillars).format(kinds=kinds, count=pillars),
             _("starting tiles: {ids}").format(ids=", ".join(t.id for t in catalog.starting_tiles))]
    lines += [side_line(board) for board in catalog.boards.values()]
    ranks = ", ".join(_("{minimum}+ {title}").format(minimum=rank.minimum, title=rank.shown_title)
                      for rank in catalog.solo.ranks)
    lines.append(_("solo ranks: {ranks}").format(ranks=ranks))
    return lines


def side_line(board: BoardSpec) -> str:
    """``board side library: 5 x 5, 16 steps``, then what the side has of its own."""
    steps = len(board.track)
    facts = [ngettext("board side {name}: {rows} x {cols}, {count} step",
                      "board side {name}: {rows} x {cols}, {count} steps", steps).format(
                          name=board.name, rows=board.rows, cols=board.cols, count=steps)]
    if board.gaps:
        facts.append(counted("gap", len(board.gaps)))
    if board.cliffs:
        facts.append(counted("cliff", len(board.cliffs)))
    if board.shrines:
        facts.append(counted("shrine", len(board.shrines)))
    if board.pillar_source.value == "supply":
        facts.append(_("pillars from the supply"))
    if board.trade:
        trade = board.trade
        facts.append(ngettext("trade {count} pillar for {stone}", "trade {count} pillars for {stone}",
                              trade.pillars).format(count=trade.pillars, stone=a_stone(trade.element)))
    rewards = sum(1 for step in board.track if step.reward)
    if rewards:
        facts.append(counted("reward step", rewards))
    return joined(facts)


def lessons_line(folder: Path, catalog: Catalog) -> str:
    """The lessons of ``folder`` checked against ``catalog`` (each played along its solutions), in a line."""
    from dragonarium.lessons import TOPICS, load_lessons

    if not folder.is_dir():
        return _("lessons: none (no folder {folder})").format(folder=one_line(str(folder)))
    lessons = load_lessons(folder, catalog)
    taught = {topic for lesson in lessons for topic in lesson.topics}
    missing = [topic for topic in TOPICS if topic not in taught]
    steps = sum(len(lesson.steps) for lesson in lessons)
    line = ngettext("lessons: {count}, {steps} step, played along their solutions",
                    "lessons: {count}, {steps} steps, played along their solutions", steps)
    facts = [line.format(count=len(lessons), steps=steps)]
    facts.append(_("topics without a lesson: {topics}").format(topics=", ".join(missing)) if missing
                 else _("every topic taught"))
    return joined(facts)
