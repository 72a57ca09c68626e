"""The game's values: types, cells and their names, components and a square's short form, actions and their
lines, seats, tasks, decisions, refusals, events, errors. Nothing here imports another folder of the rules."""
