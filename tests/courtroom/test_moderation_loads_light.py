"""The offline moderation layers load without numpy, scipy or scikit-learn (issue 28: the web process must not
import them at start), and their reading aids are loaded at process start, not in a request."""

import os
import subprocess
import sys

CHECK = """
import sys
from courtroom.moderation import contacts, language
from courtroom.moderation.structure import screen_structure
contacts.warm(); language.warm()
screen_structure("I will find you, juror nine: call +44 7911 123456")
print(sorted(m for m in ("numpy", "scipy", "sklearn") if m in sys.modules))
"""


def test_the_offline_layers_import_no_numpy_scipy_or_sklearn():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.stdout.strip() == "[]"


def test_the_app_loads_them_at_start():
    from courtroom.moderation import contacts, language

    # CourtroomConfig.ready warmed both (the tests start without a model screen: the mock provider):
    # the cached loaders already hold what they load.
    assert contacts._phonenumbers.cache_info().currsize == 1
    assert language._detector.cache_info().currsize == 1


def test_a_process_with_a_model_screen_never_loads_the_language_detector(settings):
    from courtroom.moderation import language
    from courtroom.services.moderation import warm

    # given a process whose Layer 3 is the model screen (the detector is read only without one)
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    language._detector.cache_clear()
    try:
        # when it starts
        warm()
        # then the detector was not loaded
        assert language._detector.cache_info().currsize == 0
    finally:
        language.warm()
