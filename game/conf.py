"""Settings of the game app, read from the environment (see the README table)."""

import os  # noqa: F401
