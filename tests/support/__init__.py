"""What many tests share: oracles that judge a game (invariants, records) and the depth of the fuzzing."""
