"""The ``dragonarium`` command line: its commands, its number options, what it prints and writes."""
