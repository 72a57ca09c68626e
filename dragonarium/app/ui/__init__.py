"""The 2D interface: HUD panels, buttons, the Why? panel, the end panel, review widgets, layout records."""
