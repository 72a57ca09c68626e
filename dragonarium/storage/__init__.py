"""Writing files in one step and caching parsed ones: no game rules here."""
