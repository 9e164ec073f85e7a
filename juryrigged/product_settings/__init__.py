"""Each product's settings, read from the environment with their defaults, one module per app.

`juryrigged/settings.py` reads them all at its end. They live in the kernel, not in the apps,
so that the project's settings — the one place that names the apps, as INSTALLED_APPS does —
import no app module: the kernel imports no app (tests/core/test_import_graph.py). Every
setting is documented in docs/settings.md (tests/core/test_settings_documented.py).
"""
