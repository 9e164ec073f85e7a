"""Fixed documents and helpers shared by the dialectic tests."""

from evaluation.dialectic.evidence import Document
from evaluation.dialectic.rubric import Criterion
from evaluation.dialectic.schemas import JudicialOpinion

DESIGN_MD = """# Payment service

## Architecture
The service uses Redis for caching. It will scale to 10k requests per second.
See `src/worker.py` and `config/settings.yaml` for details.
Is this really a question?

```python
eval(user_input)
```
"""

WORKER_PY = '''import os
import subprocess

API_KEY = "sk-abcdefghijklmnopqrstu"


class Worker:
    """Runs jobs."""

    def run(self, cmd):
        os.system(cmd)
        subprocess.run(cmd, shell=True)
        return eval(cmd)


def helper(x: int) -> int:
    return x + 1
'''

DOCUMENTS = [Document("design.md", DESIGN_MD), Document("src/worker.py", WORKER_PY)]


def criterion(id="security", name="Security", description="No unsafe code or secrets.", target="all",
              success="No eval.", failure="eval or secrets."):
    return Criterion(id=id, name=name, description=description, successPattern=success,
                     failurePattern=failure, target=target)


def opinion(judge, score, cited=(), charges=None, argument="Because.", remediation=None, criterion_id="security"):
    return JudicialOpinion(judge=judge, criterionId=criterion_id, score=score, argument=argument,
                           citedEvidence=list(cited), charges=charges, remediation=remediation)
