"""Dragonarium: a 3D table for the tile-stacking board game, with a pure-Python rules engine."""

__version__ = "0.1.0"
