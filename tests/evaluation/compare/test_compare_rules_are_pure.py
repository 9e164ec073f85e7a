"""The compare rules import no Django: they are tested, benchmarked and reasoned about on their own."""

import subprocess
import sys


def test_the_compare_rules_import_no_django():
    code = ("import sys\n"
            "import evaluation.compare.verdicts, evaluation.compare.ratings\n"
            "import evaluation.compare.judges, evaluation.compare.schedule\n"
            "print(sorted(m for m in sys.modules if m == 'django' or m.startswith('django.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
