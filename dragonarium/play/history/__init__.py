"""The history of games: the games finished at the table, kept in the player's data folder (``store``), their
results (``entry``) checked against their records replayed (``replayed``), written off the frame's thread
(``keeper``), and each player's figures (``figures``)."""
