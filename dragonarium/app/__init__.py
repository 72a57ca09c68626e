"""The Panda3D table: scene, camera, picking, screens. Everything here asks ``dragonarium.rules``."""
