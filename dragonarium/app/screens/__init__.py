"""The table's screens: start, play, review and the lesson list, each with its own root node."""
