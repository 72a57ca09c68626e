"""Build the app to double-click with Panda3D's build_apps (see setup.py), then check the Linux one.

    python3 scripts/build_app.py                 # the Linux app, in build/manylinux2014_x86_64/, checked
    python3 scripts/build_app.py --archive       # the same, and its archive in dist/
    python3 scripts/build_app.py --all           # every platform setup.py names (Linux, Windows, macOS)

The check runs the built executable the way a player's machine would, with no Python around it: every shipped
file is there, it renders an example to a PNG with no display, and with no display and no command it says how
to render instead of opening a window. It ends with the sizes of the folder and of the archive.
"""
from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LINUX = "manylinux2014_x86_64"
EXAMPLE = "seventy-five.yaml"
RENDER_SIZE = (640, 360)


def configured_platforms() -> list[str]:
    """The ``PLATFORMS`` list of setup.py, read without running it."""
    for node in ast.parse((ROOT / "setup.py").read_text()).body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", "") == "PLATFORMS" for target in node.targets):
            return list(ast.literal_eval(node.value))
    raise SystemExit("setup.py has no PLATFORMS list")


def build(platforms: list[str], build_base: Path, archive: bool, dist_dir: Path) -> None:
    command = [sys.executable, "setup.py", "bdist_apps" if archive else "build_apps", "--build-base", str(build_base)]
    if archive:
        command += ["--dist-dir", str(dist_dir)]
    for platform in platforms:
        command += ["-p", platform]
    print("$", " ".join(command[1:]), flush=True)
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def missing_files(app: Path) -> list[str]:
    """The shipped files the built folder ``app`` lacks (models as the .egg.bam the build makes of them)."""
    wanted = [Path("dragonarium")]
    wanted += [Path("models") / f"{egg.name}.bam" for egg in sorted((ROOT / "models").glob("*.egg"))]
    for folder, pattern in (("textures", "*.png"), ("sounds", "*.wav"), ("fonts", "*"), ("data", "**/*.yaml"),
                            ("examples", "*.yaml"), ("locale", "**/*.mo")):
        wanted += [path.relative_to(ROOT) for path in sorted((ROOT / folder).glob(pattern))]
    return [str(path) for path in wanted if not (app / path).is_file()]


def headless_env(scratch: Path) -> dict[str, str]:
    """No display, and the player's folders in ``scratch``."""
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(DRAGONARIUM_HOME=str(scratch / "home"), DRAGONARIUM_CACHE=str(scratch / "cache"))
    return env


def check_render(app: Path, scratch: Path) -> str:
    """Problems with the built executable's render of an example ("" when none)."""
    from panda3d.core import Filename, PNMImage

    picture = scratch / "example.png"
    result = subprocess.run([str(app / "dragonarium"), "render", str(app / "examples" / EXAMPLE), "-o", str(picture),
                             "--size", "x".join(map(str, RENDER_SIZE))],
                            cwd=scratch, env=headless_env(scratch), capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not picture.is_file():
        return f"render exited {result.returncode}: {result.stderr.strip()}"
    image = PNMImage()
    if not image.read(Filename.fromOsSpecific(str(picture))):
        return f"{picture} is not a picture"
    if (image.getXSize(), image.getYSize()) != RENDER_SIZE:
        return f"{picture} is {image.getXSize()}x{image.getYSize()}, not {RENDER_SIZE[0]}x{RENDER_SIZE[1]}"
    colours = {tuple(round(c, 2) for c in image.getXel(x, y))
               for x in range(0, RENDER_SIZE[0], 16) for y in range(0, RENDER_SIZE[1], 16)}
    if len(colours) < 20:
        return f"{picture} is nearly blank ({len(colours)} colours)"
    print(f"rendered {EXAMPLE} to {picture} ({len(colours)} colours on a 16-pixel grid)")
    return ""


def check_no_display(app: Path, scratch: Path) -> str:
    """Problems with the built executable started with no display ("" when none)."""
    from dragonarium.app.window import NO_DISPLAY_MESSAGE

    result = subprocess.run([str(app / "dragonarium")], cwd=scratch, env=headless_env(scratch), capture_output=True,
                            text=True, timeout=120)
    if result.returncode != 1 or NO_DISPLAY_MESSAGE not in result.stderr:
        return f"with no display it exited {result.returncode} and said: {result.stderr.strip()!r}"
    print("with no display it says how to render instead")
    return ""


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="build every platform setup.py names")
    parser.add_argument("--archive", action="store_true", help="also make the archive (bdist_apps) in --dist-dir")
    parser.add_argument("--build-base", type=Path, default=ROOT / "build", help="where the apps go (default build/)")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist", help="where archives go (default dist/)")
    parser.add_argument("--no-check", action="store_true", help="build only")
    args = parser.parse_args(argv)
    build_base, dist_dir = args.build_base.resolve(), args.dist_dir.resolve()
    platforms = configured_platforms() if args.all else [LINUX]
    build(platforms, build_base, args.archive, dist_dir)
    app = build_base / LINUX
    for platform in platforms:
        print(f"{platform}: {build_base / platform}, {megabytes(folder_size(build_base / platform))}")
        for archive in sorted(dist_dir.glob(f"*_{platform}.*")) if args.archive else []:
            print(f"  archive {archive}, {megabytes(archive.stat().st_size)}")
    if args.no_check or LINUX not in platforms:
        return 0
    problems = [f"missing {name}" for name in missing_files(app)]
    if not problems:
        with tempfile.TemporaryDirectory(prefix="dragonarium-app-check-") as scratch:
            problems = [problem for check in (check_render, check_no_display)
                        if (problem := check(app, Path(scratch)))]
    for problem in problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
