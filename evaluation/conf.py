"""Settings of the evaluation app, read from the environment (see the README table)."""

import os  # noqa: F401
