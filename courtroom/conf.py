"""Settings of the courtroom app, read from the environment (see the README table)."""

import os  # noqa: F401
