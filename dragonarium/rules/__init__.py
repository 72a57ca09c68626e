"""The rules of Dragonarium: pure Python, the single judge of legality and score.

Nothing here imports Panda3D; the 3D table and every other front end ask this
package what is legal and what scores.
"""
from .board import Board, CellView, Coverage, PillarLayer, SquareLayer
from .catalog import load_catalog
from .components import BoardSpec, Catalog, EggSpec, SquareSpec, StartingTileSpec, TileSpec
from .errors import DataError, DragonariumError, IllegalAction
from .placement import Placement, Problem, Rule, Verdict, apply_placement, check_placement, legal_placements
from .scoring import Domain, ScoreSheet, TypeScore, domains, largest_domain, largest_size, score
from .values import ELEMENTS, TERRAINS, Cell, Element, Terrain

__all__ = [
    "Board", "CellView", "Coverage", "PillarLayer", "SquareLayer", "load_catalog", "BoardSpec", "Catalog",
    "EggSpec", "SquareSpec", "StartingTileSpec", "TileSpec", "DataError", "DragonariumError", "IllegalAction",
    "Placement", "Problem", "Rule", "Verdict", "apply_placement", "check_placement", "legal_placements", "Domain",
    "ScoreSheet", "TypeScore", "domains", "largest_domain", "largest_size", "score", "ELEMENTS", "TERRAINS", "Cell",
    "Element", "Terrain",
]
