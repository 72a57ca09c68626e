"""Inside ``app/`` the folders make a stack: the modules directly in ``app/`` (the window, the main loop, the host,
the application) stand on ``screens/``, which stands on ``scene/`` and ``ui/``, which stand on ``gfx/``; nothing in
a folder imports a module directly in ``app/`` (imports in functions and for type hints count)."""
from tests.test_layers import graph

APP = "dragonarium.app"
FOLDERS = ("screens", "scene", "ui", "gfx")


def top_level(module: str) -> bool:
    """A module directly in ``app/`` (not a folder's)."""
    parts = module.split(".")
    return module.startswith(APP + ".") and len(parts) == 3 and parts[2] not in FOLDERS


def test_no_folder_of_the_app_imports_a_module_directly_in_it():
    imports = graph()
    upward = [f"{module} imports {target}" for module in sorted(imports.modules)
              if any(module.startswith(f"{APP}.{folder}.") for folder in FOLDERS)
              for target in sorted(imports.find_modules_directly_imported_by(module)) if top_level(target)]
    assert upward == []
