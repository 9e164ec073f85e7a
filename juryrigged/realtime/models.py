from django.db import models


class Stream(models.Model):
    """One ordered event stream (a court session, an evaluation, a game).

    `last_seq` is the sequence counter: publishers increment it under the row lock
    of an upsert, which serializes them per stream and keeps sequences gapless.
    """

    name = models.CharField(max_length=120, unique=True)
    kind = models.CharField(max_length=40, db_index=True, help_text="The name's first part, for metrics.")
    last_seq = models.PositiveBigIntegerField(default=0)

    def __str__(self):
        return f"{self.name} (seq {self.last_seq})"


class StreamEvent(models.Model):
    stream = models.CharField(max_length=120)
    seq = models.PositiveBigIntegerField()
    type = models.CharField(max_length=60)
    payload = models.JSONField(default=dict)
    at = models.DateTimeField(auto_now_add=True)
    edited_at = models.DateTimeField(null=True, blank=True,
                                     help_text="When the stored payload was last rewritten (a redaction).")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["stream", "seq"], name="realtime_event_stream_seq_unique")]
        ordering = ["stream", "seq"]

    def __str__(self):
        return f"{self.stream}#{self.seq} {self.type}"

    def as_message(self) -> dict:
        message = {"stream": self.stream, "seq": self.seq, "type": self.type, "payload": self.payload,
                   "at": self.at.isoformat()}
        if self.edited_at is not None:
            # Renderers that cache frames by (stream, seq) key on this too.
            message["editedAt"] = self.edited_at.isoformat()
        return message
