"""Playing at the table, as plain Python: the session, the controller, and what the screen shows as data.

Nothing here imports Panda3D: ``dragonarium.app`` draws what these modules say.
"""
