"""The game's words and notation: cells, squares and actions read back from text, the names that take words, and
the vocabulary. It stands on the model alone."""
