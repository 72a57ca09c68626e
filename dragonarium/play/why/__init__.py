"""Why a move is refused: the rules it breaks in our own words, and a picture of the board."""
