"""Every file the package reads goes through the guarded reader (``dragonarium/guarded_read.py``): this lists the
package's reads and fails on one that goes around it (a ``Path.read_bytes``, an ``open`` for reading, a Panda3D
loader given a name on disk, a parser given a file, a copy)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"
READER = PACKAGE / "guarded_read.py"

PATH_READS = {"read_bytes", "read_text", "open"}
"""Methods that read a file when called on a path (``Path.read_bytes``, ``Path.open``, ``wave.open``...)."""
PANDA_LOADS = {"loadSync", "loadModel", "loadTexture", "loadSfx", "loadMusic", "loadFont", "loadCubeMap",
               "load3DTexture", "load2DTextureArray", "loadShader", "loadAsync", "readBamFile", "readFile",
               "readEgg"}
"""Panda3D's ways of opening a file by name: allowed only on a copy in memory (``memory_copy``)."""
FILE_PARSERS = {("json", "load"), ("marshal", "load"), ("pickle", "load"), ("yaml", "load"), ("yaml", "safe_load"),
                ("yaml", "full_load"), ("yaml", "unsafe_load"), ("gettext", "translation"), ("gettext", "find"),
                ("shutil", "copy"), ("shutil", "copy2"), ("shutil", "copyfile"), ("shutil", "copyfileobj"),
                ("io", "open"), ("codecs", "open"), ("configparser", "read")}
PANDA_CLASSES = {"DynamicTextFont", "TextFont", "PNMImage", "BamFile", "EggData"}
"""Panda3D classes whose constructor (or ``read``) can open a file by name."""
YAML_TEXT = PACKAGE / "rules" / "files" / "yaml_text.py"
"""The one module that hands text (already read) to PyYAML's safe loader."""
WRITE_MODES = set("wax")


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _mode(call: ast.Call, position: int) -> str:
    """The mode string given to an ``open`` call ("" when it is not written out)."""
    if len(call.args) > position and isinstance(call.args[position], ast.Constant):
        return str(call.args[position].value)
    for keyword in call.keywords:
        if keyword.arg == "mode" and isinstance(keyword.value, ast.Constant):
            return str(keyword.value.value)
    return ""


def _writes(call: ast.Call, position: int) -> bool:
    return bool(WRITE_MODES & set(_mode(call, position)))


def _os_open_writes(call: ast.Call) -> bool:
    """An ``os.open`` whose flags create or write a file (a lock, a file written in one step)."""
    flags = call.args[1] if len(call.args) > 1 else None
    names = {node.attr for node in ast.walk(flags) if isinstance(node, ast.Attribute)} if flags else set()
    named = {node.id for node in ast.walk(flags) if isinstance(node, ast.Name)} if flags else set()
    return bool(names & {"O_CREAT", "O_WRONLY", "O_EXCL"}) or "_FLAGS" in named


def _from_memory(call: ast.Call) -> bool:
    return bool(call.args) and isinstance(call.args[0], ast.Call) and _name(call.args[0]) == "memory_copy"


def reads_around_the_reader(source: str, where: Path) -> list[str]:
    """Each call in ``source`` that reads a file without the guarded reader, as "file:line: call"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func, name = node.func, _name(node.func)
        owner = _name(func.value) if isinstance(func, ast.Attribute) else ""
        bad = False
        if isinstance(func, ast.Name) and name == "open":
            bad = not _writes(node, 1)
        elif isinstance(func, ast.Attribute) and owner == "os" and name == "open":
            bad = where != READER and not _os_open_writes(node)
        elif isinstance(func, ast.Attribute) and (owner, name) in FILE_PARSERS:
            bad = not (where == YAML_TEXT and name == "safe_load")
        elif isinstance(func, ast.Attribute) and name in PATH_READS:
            bad = not (name == "open" and _writes(node, 0))
        elif name in PANDA_LOADS:
            bad = not _from_memory(node)
        elif isinstance(func, ast.Name) and name in PANDA_CLASSES and node.args:
            bad = not _from_memory(node)
        elif isinstance(func, ast.Attribute) and name == "read" and node.args and _name(node.args[0]) in {
                "Filename", "fromOsSpecific"}:
            bad = True
        if bad:
            found.append(f"{where.relative_to(PACKAGE.parent)}:{node.lineno}: {ast.unparse(node)[:80]}")
    return found


def test_every_file_the_package_reads_goes_through_the_guarded_reader():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += reads_around_the_reader(path.read_text(encoding="utf-8"), path)
    assert found == []


@pytest.mark.parametrize("read", [
    "Path(name).read_bytes()", "path.read_text(encoding='utf-8')", "open(name)", "open(name, 'rb')",
    "path.open()", "os.open(name, os.O_RDONLY)", "json.load(stream)", "marshal.load(stream)",
    "yaml.safe_load(stream)", "base.loader.loadSfx(Filename.fromOsSpecific(str(path)))",
    "loader.loadSync(Filename.fromOsSpecific(name))", "TexturePool.loadTexture(name)", "DynamicTextFont(name)",
    "image.read(Filename.fromOsSpecific(name))", "shutil.copyfile(a, b)", "gettext.translation('x', folder)",
])
def test_a_read_around_the_reader_is_found(read):
    assert len(reads_around_the_reader(read, PACKAGE / "example.py")) == 1


@pytest.mark.parametrize("call", [
    "open(name, 'w', encoding='utf-8')", "path.open('wb')", "os.open(lock, os.O_RDWR | os.O_CREAT)",
    "base.loader.loadSfx(memory_copy(path))", "DynamicTextFont(memory_copy(path))", "read_file(path, 10)",
    "json.loads(text)", "image.read(StringStream(raw), 'x.png')",
])
def test_a_write_or_a_read_of_bytes_already_read_is_not_a_bypass(call):
    assert reads_around_the_reader(call, PACKAGE / "example.py") == []
