# Load the Celery app whenever Django starts so that @shared_task binds to it (without what Celery and kombu look
# for and never use here: juryrigged/core/optional.py).
from juryrigged.core.optional import NOT_AT_START, absent

with absent(*NOT_AT_START):
    from juryrigged.celery import app as celery_app

__all__ = ["celery_app"]
