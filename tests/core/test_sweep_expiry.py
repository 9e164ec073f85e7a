"""Beat's sweeps expire before the next is due, so none pile up while no worker runs."""

from django.conf import settings

from juryrigged.celery import app


def test_every_sweep_beat_sends_expires_before_the_next_one_is_due():
    app.loader.import_default_modules()
    app.finalize()
    period = settings.SWEEP_INTERVAL_S
    sweeps = {name: entry for name, entry in app.conf.beat_schedule.items() if name in settings.JURYRIGGED_SWEEPERS}
    assert set(sweeps) == set(settings.JURYRIGGED_SWEEPERS)
    for entry in sweeps.values():
        assert entry["schedule"].total_seconds() == period
        assert 0 < entry["options"]["expires"] < period
