"""The shipped models, textures and sounds, read through the guarded reader and handed to Panda3D from memory.

Panda3D never opens these files itself: a file is read by ``guarded_read`` (a regular file of bounded size, or it
is refused without waiting), and Panda3D is given its bytes. Panda3D's own model cache is switched off
(``app/window.py``): a cache entry cut short by a full disk made its loader spin for ever. What the cache saved
(parsing the models, decoding the PNGs) is kept instead in the project's parse cache (``storage.parse_cache``),
whose entries are written in one step, checked by their CRC-32 and the very bytes they were made from, and read
through the guarded reader, so a damaged entry is made again and never believed.

A sound is copied into a folder of Panda3D's virtual file system that lives in memory (``MEMORY``), since its
audio managers open sounds by name.
"""
from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

from panda3d.core import (Filename, Loader, LoaderOptions, NodePath, PandaSystem, PNMImage, StringStream, Texture,
                          VirtualFileMountRamdisk, VirtualFileSystem)

from dragonarium.guarded_read import FileRefused, Refusal, read_file
from dragonarium.storage.parse_cache import cached_parse

MAX_MODEL_BYTES = 4 << 20
MAX_TEXTURE_BYTES = 8 << 20
MAX_SOUND_BYTES = 8 << 20
MEMORY = "/dragonarium-memory"
"""Where copies of files read for Panda3D's managers are kept, in memory."""

_KEY = f"panda3d {PandaSystem.getVersionString()}".encode()
"""Part of every cached model's and texture's key: a bam stream is read only by the Panda3D that wrote it."""

_textures: dict[Path, Texture] = {}


def load_model(path: Path) -> NodePath:
    """The model of the egg file ``path``, from the parse cache when that egg was read before. In a built app,
    where only ``name.egg.bam`` is shipped, that bam. ``FileRefused`` when neither can be read as a model."""
    built = path.with_name(path.name + ".bam")
    if not path.exists() and built.exists():  # a bam file is not a bam stream: Panda3D's loader reads it
        options = LoaderOptions(LoaderOptions.LF_no_cache)
        node = Loader.getGlobalPtr().loadSync(memory_copy(built, MAX_MODEL_BYTES), options)
        if node is None:
            raise FileRefused(built, Refusal.NOT_TEXT, MAX_MODEL_BYTES, "not a model")
        return NodePath(node)
    raw = read_file(path, MAX_MODEL_BYTES)
    return _decoded(cached_parse(_KEY + b" egg\0" + raw, lambda: _egg_to_bam(raw, path)), path)


def load_texture(path: Path) -> Texture:
    """The texture of the PNG file ``path`` (once a process: each later call gives the same texture), its pixels
    from the parse cache when that file was decoded before. ``FileRefused`` when it is not a PNG that reads."""
    if path not in _textures:
        raw = read_file(path, MAX_TEXTURE_BYTES)
        pixels = cached_parse(_KEY + b" png\0" + raw, lambda: _png_pixels(raw, path))
        _textures[path] = _texture(pixels, path)
    return _textures[path]


def memory_copy(path: Path, limit: int = MAX_SOUND_BYTES) -> Filename:
    """The name, in Panda3D's virtual file system, of a copy in memory of the regular file ``path`` (read through
    the guarded reader; ``FileRefused`` when it refuses the file)."""
    data = read_file(path, limit)
    system = VirtualFileSystem.getGlobalPtr()
    folder = Filename(MEMORY)
    if not system.isDirectory(folder):
        system.mount(VirtualFileMountRamdisk(), folder, 0)
    name = Filename(f"{MEMORY}/{zlib.crc32(str(path).encode()):08x}-{path.name}")
    if not system.writeFile(name, data, False):
        raise FileRefused(path, Refusal.CANNOT_OPEN, limit, "not copied into memory")
    return name


def _egg_to_bam(raw: bytes, path: Path) -> bytes:
    """The egg text ``raw`` read as a model, as a bam stream."""
    from panda3d.egg import EggData, loadEggData  # only when a model is not in the parse cache

    egg = EggData()
    egg.setEggFilename(Filename.fromOsSpecific(str(path)))
    if not egg.read(StringStream(raw)):
        raise FileRefused(path, Refusal.NOT_TEXT, MAX_MODEL_BYTES, "not an egg model")
    node = loadEggData(egg)
    if node is None:
        raise FileRefused(path, Refusal.NOT_TEXT, MAX_MODEL_BYTES, "not an egg model")
    return bytes(NodePath(node).encodeToBamStream())


def _decoded(bam: bytes, path: Path) -> NodePath:
    node = NodePath.decodeFromBamStream(bam)
    if node is None or node.isEmpty():
        raise FileRefused(path, Refusal.NOT_TEXT, MAX_MODEL_BYTES, "not a model")
    return node


def _png_pixels(raw: bytes, path: Path) -> tuple[Any, ...]:
    """The picture ``raw`` decoded: its size, format and the bytes of its image as a texture holds them."""
    image = PNMImage()
    if not image.read(StringStream(raw), path.name):
        raise FileRefused(path, Refusal.NOT_TEXT, MAX_TEXTURE_BYTES, "not a picture")
    texture = Texture(path.stem)
    texture.load(image)
    return (texture.getXSize(), texture.getYSize(), int(texture.getComponentType()), int(texture.getFormat()),
            bytes(texture.getRamImage()))


def _texture(pixels: tuple[Any, ...], path: Path) -> Texture:
    width, height, component_type, texture_format, image = pixels
    texture = Texture(path.stem)
    texture.setup2dTexture(width, height, component_type, texture_format)
    texture.setRamImage(image)
    texture.setFilename(Filename.fromOsSpecific(str(path)))
    return texture
