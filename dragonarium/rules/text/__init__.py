"""The game's words and notation: cells, squares and actions as people write them, and the vocabulary."""
