"""The table starts with the garbage collector held, and releases it once its first frame is drawn."""
import gc

import pytest

from dragonarium.__main__ import opens_table
from dragonarium.startup_gc import hold_collection, release_collection


@pytest.mark.parametrize("argv, table", [([], True), (["play"], True), (["play", "game.yaml", "--quality", "fast"], True),
                                         (["--data", "d", "play"], True), (["simulate", "--games", "3"], False),
                                         (["render", "g.yaml", "-o", "x.png"], False), (["--help"], False),
                                         (["validate-data"], False)])
def test_only_the_table_holds_the_collector(argv, table):
    assert opens_table(argv) is table


def test_release_freezes_what_start_up_made_and_collects_again():
    assert gc.isenabled()
    frozen = gc.get_freeze_count()
    try:
        hold_collection()
        assert not gc.isenabled()
        made = [[index] for index in range(1000)]
        release_collection()
        assert gc.isenabled() and gc.get_freeze_count() >= frozen + len(made)
        release_collection()  # a second release changes nothing
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
