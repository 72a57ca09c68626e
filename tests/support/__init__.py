"""What many tests share, one module a kind: the oracles that judge a game (``invariants``: what holds of every
table; ``records``: a record replays to the same table) and a file's loading (``loaders``: refused cleanly or
read) and texts (``text_forms``, ``french``: nothing left in English); the games, boards, positions and records
tests are built from (``games``, ``boards``, ``positions``, ``records``), the review's stand-in judges
(``judges``), and the depth of the fuzzing with what it draws (``fuzz``)."""
