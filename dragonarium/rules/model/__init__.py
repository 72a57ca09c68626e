"""The game's values: types, cells, components, actions, seats, tasks, decisions, outcomes, errors."""
