"""Every kind of file the program reads, replaced by something that is not a small regular file (a FIFO, a link to
a device, a huge sparse file) or cut short: each loader refuses it at once with its own error naming the file, and
the shipped models, textures, sounds and message catalogs are refused the same way."""
import os

import pytest

from dragonarium.guarded_read import FileRefused, Refusal
from dragonarium.i18n import CatalogError, read_mo, read_po

from tests.support.hostile import make_hostile, within
from tests.support.loaders import LOADERS, ROOT, SAVE, must_refuse_cleanly

posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and device files are POSIX's")
HOSTILE = ["fifo", "link to /dev/zero", "link to /dev/urandom", "sparse 2 GB", "cut in half"]


@posix
@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("name", sorted(LOADERS))
def test_every_loader_refuses_a_hostile_file_at_once_naming_it(tmp_path, name, kind):
    good_path, loader = LOADERS[name]
    good = SAVE.encode() if good_path is None else good_path.read_bytes()
    path = tmp_path / "file.yaml"
    make_hostile(path, kind, good)
    outcome, value = within(lambda: must_refuse_cleanly(loader, path), path)
    assert outcome == "value", f"{value!r}"  # the project's own error, naming the file, or read as it is
    if kind != "cut in half":
        assert value is not None, "a file that is not a small regular file is never read"


@posix
@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("reader", [read_po, read_mo])
def test_a_hostile_message_catalog_is_refused(tmp_path, reader, kind):
    good = (ROOT / "locale" / "fr" / "LC_MESSAGES" / "dragonarium.po").read_bytes()  # cut, it is no .mo either
    path = tmp_path / "dragonarium.po"
    make_hostile(path, kind, good)
    outcome, value = within(lambda: reader(path), path)
    if kind != "cut in half":
        assert outcome == "error" and isinstance(value, CatalogError) and str(path) in str(value)
    else:
        assert outcome == "value" or isinstance(value, CatalogError), f"{value!r}"


@posix
@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "sparse 2 GB"])
def test_shipped_models_textures_and_sounds_are_read_only_when_they_are_small_regular_files(tmp_path, kind):
    from dragonarium.app.gfx.asset_files import load_model, load_texture, memory_copy

    for load, name in ((load_model, "dragon.egg"), (load_texture, "board.png"), (memory_copy, "stone.wav")):
        path = tmp_path / name
        make_hostile(path, kind)
        outcome, value = within(lambda: load(path), path)
        assert outcome == "error" and isinstance(value, FileRefused), f"{name}: {value!r}"
        assert value.refusal in (Refusal.NOT_REGULAR, Refusal.TOO_LARGE)


def test_a_built_apps_bam_model_is_read_from_memory(tmp_path):
    """A built app ships ``name.egg.bam`` in place of ``name.egg``: it is read through the guarded reader too."""
    from panda3d.core import Filename

    from dragonarium.app.gfx.asset_files import load_model

    source = load_model(ROOT / "models" / "dragon.egg")
    assert source.writeBamFile(Filename.fromOsSpecific(str(tmp_path / "dragon.egg.bam")))
    built = load_model(tmp_path / "dragon.egg")
    assert built.countNumDescendants() == source.countNumDescendants() > 0
    assert built.getTightBounds()[1] == source.getTightBounds()[1]
