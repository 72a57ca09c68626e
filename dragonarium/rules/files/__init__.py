"""Reading and writing the game's files: YAML, the component catalog, records and positions, limits."""
