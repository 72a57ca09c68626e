#!/usr/bin/env python3
"""Generate the table's models and textures from code.

    python3 scripts/make_assets.py [--out DIR]

writes ``DIR/models/*.egg`` (Panda3D egg text, Z-up, one board cell = 1.0,
origin at the centre of the model's base, facing +Y) and
``DIR/textures/*.png`` (8-bit RGBA). DIR defaults to the repository root.

Everything is procedural: no downloaded asset, and the only randomness is a
fixed-seed numpy Generator, so running it again reproduces the files byte for
byte. Colours, symbols and the atlas layout come from
``dragonarium/app/palette.py``.

Model parts that the app tints with a colour scale are white; fixed details
(eyes, skin, wing membranes) carry their own colours.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scripts.asset_models import MODELS  # noqa: E402
from scripts.asset_textures import TEXTURES, write_png  # noqa: E402
from scripts.asset_ui import UI_TEXTURES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="output root (models/ and textures/ go under it)")
    args = parser.parse_args(argv)
    models, textures = args.out / "models", args.out / "textures"
    models.mkdir(parents=True, exist_ok=True)
    textures.mkdir(parents=True, exist_ok=True)
    for name, build in MODELS.items():
        mesh = build()
        mesh.place_on_ground()
        (models / f"{name}.egg").write_text(mesh.egg(), encoding="ascii", newline="\n")
        print(f"models/{name}.egg: {len(mesh.triangles)} triangles")
    for name, draw in {**TEXTURES, **UI_TEXTURES}.items():
        image = draw()
        write_png(textures / f"{name}.png", image)
        print(f"textures/{name}.png: {image.shape[1]} x {image.shape[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
