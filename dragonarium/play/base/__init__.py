"""What every part of the play layer stands on: what the pointer is on (picks), the buttons and keys (commands),
what an event made stale (changes), the play layer's words (names) and reading a small JSON file (small_json).

Nothing here imports another part of ``dragonarium.play``.
"""
