"""What the play screen shows, as plain values and lines: HUD, overlay, hover, help, hints, the end."""
