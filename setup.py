"""The app to double-click: ``python3 setup.py build_apps`` (a folder per platform in ``build/``) or
``python3 setup.py bdist_apps`` (an archive per platform in ``dist/``), with Panda3D's own build commands;
``python3 scripts/build_app.py`` builds the Linux one and checks it.

The package itself is described in ``pyproject.toml``; this file only configures those commands.
"""
from setuptools import setup

PLATFORMS = [
    "manylinux2014_x86_64",
    "win_amd64",
    "macosx_10_13_x86_64",  # Intel Macs, and Apple silicon through Rosetta; the oldest the pinned wheels allow
]

INCLUDE_PATTERNS = [
    "data/**/*.yaml",  # components, board sides, lessons
    "models/*.egg",  # written as name.egg.bam, which the loader reads for name.egg
    "textures/*.png",
    "sounds/*.wav",  # made by scripts/make_sounds.py
    "fonts/*.ttf",  # the interface's font (DejaVu Sans) ...
    "fonts/LICENSE*",  # ... and its licence, beside it
    "examples/*.yaml",  # the positions the no-display message offers to render
    "examples/*.edits",  # an edit list for `dragonarium setup`
    "locale/**/*.mo",  # message catalogs
    "locale/**/*.po",
]

setup(
    options={
        "build_apps": {
            # one executable: the table by default, every command with arguments (on Windows and macOS it has no
            # console; what it prints goes to a log file, see dragonarium/__main__.py)
            "gui_apps": {"dragonarium": "dragonarium/__main__.py"},
            "platforms": PLATFORMS,
            "requirements_path": "requirements-app.txt",
            "include_patterns": INCLUDE_PATTERNS,
            # converted in this process, so the build needs no egg2bam on the PATH and the app no egg loader
            "bam_model_extensions": ["egg"],
            # OpenGL in a window; headless OpenGL (EGL) for `dragonarium render` with no display on Linux; OpenAL
            # for the table's sounds (with no sound device the table is silent: dragonarium/app/audio.py).
            "plugins": ["pandagl", "p3headlessgl", "p3openal_audio"],
            # never used by the table; hashlib falls back on Python's own SHA-256 without _hashlib (OpenSSL)
            "exclude_modules": {"*": ["tkinter", "_tkinter", "unittest", "_testcapi", "pydoc", "doctest", "numpy",
                                      "ssl", "_ssl", "_hashlib", "multiprocessing", "asyncio", "xml", "pyexpat"]},
            # wheels from PyPI only
            "use_optimized_wheels": False,
            "pypi_extra_indexes": [],
        },
    },
)
