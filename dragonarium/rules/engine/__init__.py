"""The rules that move a game on: boards, placement, scoring, the Assistant, hatching, the turn."""
