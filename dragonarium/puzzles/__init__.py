"""Puzzles: positions from real games where one move is clearly best, graded by a computer player's estimate."""
