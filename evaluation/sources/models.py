"""One source of a run: the upload's raw bytes until the worker reads them, then what was read."""

from __future__ import annotations

from django.db import models


class RunSource(models.Model):
    """A file, web page or repository given to a run, in request order (`position` = its index in `sources`).

    Created with the run, in the same transaction (a refused request stores none). An upload's
    `raw` bytes are kept only until the worker has read them: the same transaction that stores
    the run's snapshots writes `summary` (the snapshot without its texts: hash, included and
    skipped files, fetch time) and empties `raw`. The history reads `summary`, never the texts.
    """

    message = models.ForeignKey("evaluation.Message", on_delete=models.CASCADE, related_name="run_sources")
    position = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=20)  # file, url, repository
    name = models.CharField(max_length=2000)  # the file name or the URL
    raw = models.BinaryField(null=True, editable=False)
    raw_bytes = models.PositiveBigIntegerField(default=0)
    raw_sha256 = models.CharField(max_length=64, blank=True)
    summary = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["message", "position"], name="eval_run_source_position")]

    def __str__(self):
        return f"{self.kind} {self.name[:80]}"
