"""The table's textures, painted with numpy and written as PNG (see make_assets.py)."""
from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

import numpy as np

from dragonarium.app.gfx import palette
from dragonarium.rules.model.values import Terrain

PNG_LEVEL = 9


def write_png(path: Path, image: np.ndarray) -> None:
    """Write an (h, w, 3 or 4) float image in [0, 1] as an 8-bit RGBA PNG."""
    if image.shape[2] == 3:
        image = np.concatenate([image, np.ones(image.shape[:2] + (1,))], axis=2)
    pixels = np.round(np.clip(image, 0.0, 1.0) * 255.0).astype(np.uint8)
    height, width = pixels.shape[:2]
    raw = np.concatenate([np.zeros((height, 1), np.uint8), pixels.reshape(height, width * 4)], axis=1)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw.tobytes(), PNG_LEVEL)) + chunk(b"IEND", b""))
    path.write_bytes(data)


def pixel_grid(height: int, width: int):
    """(x, y) of pixel centres, y down."""
    y, x = np.mgrid[0:height, 0:width].astype(float)
    return x + 0.5, y + 0.5


def value_noise(rng: np.random.Generator, height: int, width: int, cells_y: int, cells_x: int) -> np.ndarray:
    """Smooth value noise in [0, 1], periodic over the image (so it tiles)."""
    grid = rng.random((cells_y, cells_x))
    y = (np.arange(height) + 0.5) / height * cells_y
    x = (np.arange(width) + 0.5) / width * cells_x
    y0, x0 = np.floor(y).astype(int), np.floor(x).astype(int)
    fy, fx = y - y0, x - x0
    fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
    y0, x0 = y0 % cells_y, x0 % cells_x
    y1, x1 = (y0 + 1) % cells_y, (x0 + 1) % cells_x
    top = grid[y0][:, x0] * (1 - fx) + grid[y0][:, x1] * fx
    bottom = grid[y1][:, x0] * (1 - fx) + grid[y1][:, x1] * fx
    return top * (1 - fy[:, None]) + bottom * fy[:, None]


def fbm(rng: np.random.Generator, height: int, width: int, cells: int, octaves: int, stretch=(1, 1)) -> np.ndarray:
    """Fractal value noise in [-1, 1], periodic."""
    total, weight, amplitude = np.zeros((height, width)), 0.0, 1.0
    for octave in range(octaves):
        c = cells * 2 ** octave
        total += amplitude * value_noise(rng, height, width, c * stretch[0], c * stretch[1])
        weight += amplitude
        amplitude *= 0.5
    return (total / weight) * 2 - 1


def coverage(distance: np.ndarray, width: float = 0.0) -> np.ndarray:
    """Anti-aliased coverage of the region where ``distance < width`` (pixel units)."""
    return np.clip(0.5 - (distance - width), 0.0, 1.0)


def paint(image: np.ndarray, cover: np.ndarray, colour) -> None:
    colour = np.asarray(colour, float)[: image.shape[2]]
    image[...] = image * (1 - cover[..., None]) + colour * cover[..., None]


def shade(image: np.ndarray, cover: np.ndarray, factor: float) -> None:
    image[..., :3] *= 1 + (factor - 1) * cover[..., None]


def segment_distance(x, y, a, b) -> np.ndarray:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 < 1e-12:
        return np.hypot(x - a[0], y - a[1])
    t = np.clip(((x - a[0]) * dx + (y - a[1]) * dy) / length2, 0.0, 1.0)
    return np.hypot(x - a[0] - t * dx, y - a[1] - t * dy)


def polyline_distance(x, y, points) -> np.ndarray:
    distance = np.full(x.shape, np.inf)
    for a, b in zip(points, points[1:]):
        distance = np.minimum(distance, segment_distance(x, y, a, b))
    return distance


def polygon_distance(x, y, points) -> np.ndarray:
    """Signed distance to a closed polygon: negative inside (even-odd rule)."""
    points = [tuple(p) for p in points]
    distance = polyline_distance(x, y, points + [points[0]])
    inside = np.zeros(x.shape, bool)
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
        if ay == by:
            continue
        crosses = (ay > y) != (by > y)
        inside ^= crosses & (x < (bx - ax) * (y - ay) / (by - ay) + ax)
    return np.where(inside, -distance, distance)


def box_distance(x, y, x0, y0, x1, y1, radius=0.0) -> np.ndarray:
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
    qx, qy = np.abs(x - cx) - hx, np.abs(y - cy) - hy
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    return outside + np.minimum(np.maximum(qx, qy), 0) - radius


def catmull_rom(points, samples: int = 8, closed: bool = True):
    points = [np.asarray(p, float) for p in points]
    count = len(points)
    result = []
    segments = count if closed else count - 1
    for i in range(segments):
        p0, p1 = points[(i - 1) % count], points[i % count]
        p2, p3 = points[(i + 1) % count], points[(i + 2) % count]
        if not closed:
            p0, p3 = points[max(i - 1, 0)], points[min(i + 2, count - 1)]
        for s in range(samples):
            t = s / samples
            result.append(0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                                 + (-p0 + 3 * p1 - 3 * p2 + p3) * t ** 3))
    if not closed:
        result.append(points[-1])
    return result


def mix(a, b, t: float):
    return tuple(float(x) * (1 - t) + float(y) * t for x, y in zip(a, b))


def scaled(colour, factor: float):
    return tuple(float(c) * factor for c in colour)


def luminance(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


SLOT = 256
BORDER = 6
SYMBOL_CENTRE = (68.0, 68.0)   # the upper-left quadrant, clear of an egg in the middle
SYMBOL_HALF = 52.0


def _to_slot(points, centre=SYMBOL_CENTRE, half=SYMBOL_HALF):
    """Map (u, v) in [-1, 1] (v up) to slot pixels."""
    return [(centre[0] + u * half, centre[1] - v * half) for u, v in points]


def symbol_flame(x, y):
    outer = [(0.0, -1.0), (0.5, -0.92), (0.8, -0.6), (0.84, -0.2), (0.72, 0.14), (0.66, 0.62), (0.42, 0.3),
             (0.28, 0.52), (0.08, 1.0), (-0.2, 0.56), (-0.34, 0.36), (-0.56, 0.74), (-0.72, 0.22),
             (-0.84, -0.18), (-0.8, -0.6), (-0.5, -0.92)]
    inner = [(0.0, -0.84), (0.32, -0.74), (0.46, -0.44), (0.4, -0.1), (0.22, 0.1), (0.1, 0.42),
             (-0.12, 0.08), (-0.36, -0.16), (-0.44, -0.5), (-0.3, -0.76)]
    d_outer = polygon_distance(x, y, _to_slot(catmull_rom(outer, 8)))
    d_inner = polygon_distance(x, y, _to_slot(catmull_rom(inner, 8)))
    return [d_outer, d_inner]


def symbol_waves(x, y):
    cx, cy = SYMBOL_CENTRE
    lines = []
    for k in (-1, 0, 1):
        points = [(cx + u * SYMBOL_HALF, cy + k * 34 - 9 * math.sin(u * math.pi * 1.5 + 0.4))
                  for u in np.linspace(-0.95, 0.95, 48)]
        lines.append(polyline_distance(x, y, points) - 6.5)
    return [np.minimum(np.minimum(lines[0], lines[1]), lines[2])]


def symbol_swirl(x, y):
    """A spiral gust: an open spiral whose outer end runs off to the right as a wind line."""
    cx, cy = SYMBOL_CENTRE[0] - 8, SYMBOL_CENTRE[1] - 10
    turns = 1.75
    points = []
    for t in np.linspace(0.0, 1.0, 90):
        theta = t * turns * 2 * math.pi
        r = 4 + 36 * t
        points.append((cx + r * math.cos(theta), cy - r * math.sin(theta)))
    # the spiral ends at the bottom heading right: carry on as a straight gust
    end = points[-1]
    points.append((SYMBOL_CENTRE[0] + SYMBOL_HALF, end[1]))
    gust = [(SYMBOL_CENTRE[0] - 30, end[1] + 19), (SYMBOL_CENTRE[0] + SYMBOL_HALF - 14, end[1] + 19)]
    return [np.minimum(polyline_distance(x, y, points), polyline_distance(x, y, gust)) - 6.0]


def symbol_crown(x, y):
    outline = [(-0.86, -0.72), (0.86, -0.72), (0.94, 0.42), (0.5, -0.02), (0.0, 0.62), (-0.5, -0.02),
               (-0.94, 0.42)]
    d = polygon_distance(x, y, _to_slot(outline))
    for u, v in ((-0.94, 0.48), (0.0, 0.7), (0.94, 0.48)):
        (px, py), = _to_slot([(u, v)])
        d = np.minimum(d, np.hypot(x - px, y - py) - 9.5)
    # the band: jewels punched out of it
    holes = np.full(x.shape, np.inf)
    for u in (-0.5, 0.0, 0.5):
        (px, py), = _to_slot([(u, -0.5)])
        holes = np.minimum(holes, np.hypot(x - px, y - py) - 6.5)
    return [d, holes]


SYMBOLS = {"flame": symbol_flame, "waves": symbol_waves, "swirl": symbol_swirl, "crown": symbol_crown}


def territory_slot(terrain: Terrain, rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.TERRAIN_COLOUR[terrain])
    x, y = pixel_grid(SLOT, SLOT)
    grain = 0.05 * fbm(rng, SLOT, SLOT, 4, 4) + 0.025 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * np.clip(1 + grain, 0.92, 1.08)[..., None]
    layers = SYMBOLS[palette.TERRAIN_SYMBOL[terrain]](x, y)
    light = luminance(base) < 0.6
    if light:
        fills = [mix(base, (1, 1, 1), 0.5), mix(base, (1, 1, 1), 0.8)]
        outline = scaled(base, 0.55)
    else:
        fills = [scaled(base, 0.5), base]
        outline = scaled(base, 0.72)
    paint(image, coverage(layers[0], 1.6), outline)
    paint(image, coverage(layers[0]), fills[0])
    if len(layers) > 1:
        paint(image, coverage(np.maximum(layers[1], layers[0])), fills[1])
    _border(image, x, y)
    return image


def _border(image: np.ndarray, x, y, factor: float = 0.62) -> None:
    edge = np.minimum(np.minimum(x, SLOT - x), np.minimum(y, SLOT - y))
    shade(image, np.clip(BORDER + 0.5 - edge, 0, 1), factor)
    shade(image, np.clip(1.0 - np.abs(edge - BORDER - 1.0), 0, 1), 1.12)


def pillar_slot(count: int, rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.PILLAR_SQUARE)
    x, y = pixel_grid(SLOT, SLOT)
    stone = 0.05 * fbm(rng, SLOT, SLOT, 3, 4) + 0.02 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * np.clip(1 + stone, 0.9, 1.1)[..., None]
    token = np.array(palette.PILLAR_TOKEN)
    top, bottom = 34.0, 222.0
    height = bottom - top
    centres, width = ((128.0,), 58.0) if count == 1 else ((80.0, 176.0), 44.0)
    for cx in centres:
        parts = [(1.7, bottom - 0.1 * height, bottom), (1.4, bottom - 0.16 * height, bottom - 0.1 * height),
                 (1.0, top + 0.16 * height, bottom - 0.16 * height), (1.4, top + 0.1 * height, top + 0.16 * height),
                 (1.7, top, top + 0.1 * height)]
        d = np.full(x.shape, np.inf)
        for w, y0, y1 in parts:
            d = np.minimum(d, box_distance(x, y, cx - w * width / 2, y0, cx + w * width / 2, y1, 2.0))
        # drop shadow, outline, body with cylindrical shading, flutes
        shadow = box_distance(x, y, cx - 0.85 * width + 6, top + 6, cx + 0.85 * width + 6, bottom + 4, 6.0)
        shade(image, coverage(shadow, 2.0) * 0.6, 0.7)
        paint(image, coverage(d, 2.2), (0.25, 0.24, 0.22))
        across = np.clip((x - cx) / (0.85 * width), -1, 1)
        body = token * (0.96 - 0.2 * across ** 2 + 0.08 * (-across))[..., None]
        cover = coverage(d)[..., None]
        image[...] = image * (1 - cover) + body * cover
        for k in (-1.5, -0.5, 0.5, 1.5):
            flute = segment_distance(x, y, (cx + k * width * 0.22, top + 0.2 * height),
                                     (cx + k * width * 0.22, bottom - 0.2 * height))
            shade(image, coverage(flute, 1.2) * (d < 0), 0.78)
        for yy in (bottom - 0.1 * height, top + 0.1 * height):
            line = segment_distance(x, y, (cx - 0.85 * width, yy), (cx + 0.85 * width, yy))
            shade(image, coverage(line, 0.8) * (d < -1), 0.75)
    _border(image, x, y)
    return image


def _voronoi(rng: np.random.Generator, x, y, count: int):
    """Distances to the nearest and second nearest of ``count`` seeds (periodic), and the nearest's index."""
    seeds = rng.random((count, 2)) * SLOT
    best = np.full(x.shape, np.inf)
    second = np.full(x.shape, np.inf)
    index = np.zeros(x.shape, int)
    for k, (sx, sy) in enumerate(seeds):
        dx = np.abs(x - sx)
        dy = np.abs(y - sy)
        d = np.hypot(np.minimum(dx, SLOT - dx), np.minimum(dy, SLOT - dy))
        closer = d < best
        second = np.where(closer, best, np.minimum(second, d))
        index = np.where(closer, k, index)
        best = np.where(closer, d, best)
    return best, second, index


def cliff_slot(rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.CLIFF)
    x, y = pixel_grid(SLOT, SLOT)
    noise = 0.07 * fbm(rng, SLOT, SLOT, 4, 4) + 0.03 * (rng.random((SLOT, SLOT)) * 2 - 1)
    best, second, index = _voronoi(rng, x, y, 18)
    facet = (rng.random(18) * 0.16 - 0.08)[index]
    image = base * (1 + noise + facet)[..., None]
    shade(image, np.clip(1.6 - (second - best) / 2, 0, 1), 0.8)
    for _ in range(6):
        px, py = rng.random(2) * SLOT
        angle = rng.random() * 2 * math.pi
        points = [(px, py)]
        for _ in range(int(rng.integers(6, 13))):
            angle += rng.normal(0, 0.6)
            px, py = px + 11 * math.cos(angle), py + 11 * math.sin(angle)
            points.append((px, py))
        d = polyline_distance(x, y, points)
        shade(image, coverage(d - 1.0, 1.0), 1.15)
        shade(image, coverage(d, 1.0), 0.45)
    _border(image, x, y, 0.7)
    return image


def gap_slot(rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.GAP)
    x, y = pixel_grid(SLOT, SLOT)
    best, second, index = _voronoi(rng, x, y, 46)
    rock = (0.75 + 0.7 * rng.random(46))[index]
    ridge = np.clip((second - best) / 10.0, 0, 1)
    grit = 0.08 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * (rock * (0.55 + 0.45 * ridge) * (1 + grit))[..., None]
    shade(image, np.clip(1.5 - (second - best), 0, 1), 0.4)
    return image


def terrain_atlas() -> np.ndarray:
    atlas = np.zeros((SLOT * palette.ATLAS_ROWS, SLOT * palette.ATLAS_COLUMNS, 4))
    atlas[..., 3] = 1.0
    for index, slot in enumerate(palette.ATLAS_SLOTS):
        rng = np.random.default_rng(1000 + index)
        if slot in {t.value for t in Terrain}:
            image = territory_slot(Terrain(slot), rng)
        elif slot.startswith("pillar"):
            image = pillar_slot(int(slot[len("pillar"):]), rng)
        elif slot == "cliff":
            image = cliff_slot(rng)
        elif slot == "gap":
            image = gap_slot(rng)
        else:
            raise ValueError(f"no drawing for atlas slot {slot!r}")
        row, column = index // palette.ATLAS_COLUMNS, index % palette.ATLAS_COLUMNS
        atlas[row * SLOT:(row + 1) * SLOT, column * SLOT:(column + 1) * SLOT, :3] = np.clip(image, 0, 1)
    return atlas


def table_texture() -> np.ndarray:
    """Wood planks running along x, tileable both ways."""
    size = 512
    rng = np.random.default_rng(2000)
    x, y = pixel_grid(size, size)
    base = np.array(palette.TABLE)
    planks, plank = 4, size // 4
    image = np.zeros((size, size, 3))
    warp = fbm(rng, size, size, 2, 3, stretch=(2, 1))
    fibre = fbm(rng, size, size, 4, 3, stretch=(8, 1))
    for k in range(planks):
        rows = slice(k * plank, (k + 1) * plank)
        phase = rng.random()
        rings = 5 + int(rng.integers(0, 4))
        v = (y[rows] - k * plank) / plank
        grain = np.sin(2 * math.pi * (rings * v + 0.9 * warp[rows] + phase)) * 0.5 + 0.5
        grain = grain ** 3
        tone = 0.94 + 0.12 * rng.random()
        value = tone * (1.0 + 0.22 * grain - 0.1 + 0.08 * fibre[rows])
        image[rows] = base * value[..., None]
        joint = rng.random() * size
        d = np.minimum(np.abs(x[rows] - joint), size - np.abs(x[rows] - joint))
        shade(image[rows], coverage(d, 0.6), 0.55)
    seam = np.min(np.stack([np.abs(y - k * plank) for k in range(planks + 1)]), axis=0)
    shade(image, coverage(seam, 0.8), 0.5)
    return image


def board_texture() -> np.ndarray:
    """Parchment with a faint 5 x 5 grid at multiples of 512 / 5 px."""
    size = 512
    rng = np.random.default_rng(3000)
    x, y = pixel_grid(size, size)
    base = np.array(palette.BOARD)
    blotch = fbm(rng, size, size, 3, 5)
    fibre = fbm(rng, size, size, 16, 2, stretch=(1, 3))
    speck = rng.random((size, size))
    value = 1 + 0.06 * blotch + 0.025 * fibre - 0.12 * (speck > 0.997)
    image = base * value[..., None]
    cell = size / 5
    lines = np.minimum(np.abs(x / cell - np.round(x / cell)), np.abs(y / cell - np.round(y / cell))) * cell
    shade(image, coverage(lines, 0.9), 0.8)
    return image


TEXTURES = {"terrain_atlas": terrain_atlas, "table": table_texture, "board": board_texture}
