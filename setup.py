"""The app to double-click: ``python3 setup.py build_apps`` (a folder per platform in ``build/``) or
``python3 setup.py bdist_apps`` (an archive per platform in ``dist/``), with Panda3D's own build commands.

The package itself is described in ``pyproject.toml``; this file only configures those commands.
"""
from setuptools import setup

PLATFORMS = [
    "manylinux2014_x86_64",
    "win_amd64",
    "macosx_10_13_x86_64",
]

setup(
    options={
        "build_apps": {
            "gui_apps": {"dragonarium": "dragonarium/__main__.py"},
            "platforms": PLATFORMS,
            "requirements_path": "requirements-app.txt",
            "include_patterns": [
                "data/**/*.yaml",
                "models/*.egg",  # turned into .bam files, which need no egg loader
                "textures/*.png",
                "examples/*.yaml",
                "locale/**/*.mo",
                "locale/**/*.po",
            ],
            # OpenGL in a window; headless OpenGL (EGL) for `dragonarium render` with no display on Linux.
            # No audio plugin: the table is silent (audio-library-name null).
            "plugins": ["pandagl", "p3headlessgl"],
            # never used by the table; hashlib falls back on Python's own SHA-256 without _hashlib (OpenSSL)
            "exclude_modules": {"*": ["tkinter", "_tkinter", "unittest", "_testcapi", "pydoc", "doctest", "numpy",
                                      "ssl", "_ssl", "_hashlib", "multiprocessing", "asyncio", "xml", "pyexpat"]},
            # wheels from PyPI only
            "use_optimized_wheels": False,
            "pypi_extra_indexes": [],
        },
    },
)
