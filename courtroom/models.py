"""Tables of the courtroom: sessions, their cast, turns, polls and votes, the prompt
bank, moderation rules and the log of what staff did."""

from decimal import Decimal

from django.conf import settings
from django.db import models

from courtroom.moderation import CATEGORIES, CATEGORY_LABELS
from courtroom.phases import PHASES


def default_budget_tokens():
    return settings.COURT_BUDGET_TOKENS or None


def default_budget_usd():
    return Decimal(str(settings.COURT_BUDGET_USD)) if settings.COURT_BUDGET_USD else None


class CourtSession(models.Model):
    """One live trial. `cursor` is its position in the script (courtroom.phases.build_script).

    Only the step function moves the cursor, under this row's lock and with a
    conditional update on the cursor it read, so a replayed step changes nothing.
    """

    class Status(models.TextChoices):
        PENDING = "pending"
        RUNNING = "running"
        COMPLETED = "completed"
        FAILED = "failed"

    class CaseType(models.TextChoices):
        CRIMINAL = "criminal"
        CIVIL = "civil"

    topic = models.CharField(max_length=300)
    case_type = models.CharField(max_length=10, choices=CaseType.choices, default=CaseType.CRIMINAL)
    case_prompt = models.TextField()
    participants = models.JSONField(default=list)
    sentence_options = models.JSONField(default=list)
    evidence_reveal = models.BooleanField(default=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    phase = models.CharField(max_length=20, choices=[(p, p) for p in PHASES], blank=True, db_index=True)
    failure_reason = models.TextField(blank=True)
    ended_by_staff = models.BooleanField(default=False)
    cursor = models.PositiveIntegerField(default=0)
    turn_count = models.PositiveIntegerField(default=0)
    step_attempts = models.PositiveSmallIntegerField(default=0)
    next_step_at = models.DateTimeField(null=True, blank=True, db_index=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    phase_started_at = models.DateTimeField(null=True, blank=True)
    phase_duration_ms = models.PositiveIntegerField(null=True, blank=True)
    final_ruling = models.JSONField(null=True, blank=True)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, default=0)
    # The session's budget (COURT_BUDGET_* when created; staff may change it in the admin): the
    # judge adjourns before a turn that could take the session past either cap. Empty: no cap.
    budget_tokens = models.PositiveIntegerField(null=True, blank=True, default=default_budget_tokens,
                                                help_text="Most tokens (prompt + completion) the session may use.")
    budget_usd = models.DecimalField(max_digits=8, decimal_places=2, null=True, blank=True,
                                     default=default_budget_usd, help_text="Most USD the session may cost.")
    adjourned_reason = models.CharField(max_length=300, blank=True,
                                        help_text="Why the judge adjourned early (the budget was spent).")
    blocked_vote_attempts = models.PositiveIntegerField(default=0)
    join_code = models.CharField(max_length=12, blank=True, help_text=(
        "Optional: when set, a vote must carry this code (shown on the stage screen to staff), "
        "so a host can keep the vote to the people in the room."))
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="court_sessions")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self):
        return f"#{self.pk} {self.topic[:60]}"

    @property
    def stream(self) -> str:
        return f"court.{self.pk}"

    @property
    def subject(self) -> str:
        return f"court.session:{self.pk}"

    @property
    def status_label(self) -> str:
        """The status as the audience reads it: a session staff stopped was not simply completed."""
        if self.status == self.Status.COMPLETED and self.ended_by_staff:
            return "ended by the court"
        return self.status

    @property
    def status_badge(self) -> str:
        if self.status == self.Status.COMPLETED and self.ended_by_staff:
            return "badge-warn"
        return {"running": "badge-info", "completed": "badge-ok", "failed": "badge-bad"}.get(self.status, "badge-muted")

    @property
    def is_over(self) -> bool:
        return self.status in (self.Status.COMPLETED, self.Status.FAILED)


class RoleAssignment(models.Model):
    ROLES = [(r, r) for r in ("judge", "bailiff", "prosecutor", "defense", "witness")]

    session = models.ForeignKey(CourtSession, on_delete=models.CASCADE, related_name="roles")
    agent_id = models.CharField(max_length=20)
    role = models.CharField(max_length=12, choices=ROLES)
    order = models.PositiveSmallIntegerField(default=0, help_text="Witness order.")

    class Meta:
        ordering = ["session", "order", "id"]
        constraints = [models.UniqueConstraint(fields=["session", "agent_id"], name="court_role_one_per_agent")]

    def __str__(self):
        return f"{self.agent_id} as {self.role}"


class Turn(models.Model):
    """One spoken line. Unique per (session, turn_number): a replayed step cannot add one twice."""

    class Moderation(models.TextChoices):
        CLEAN = "clean"
        FLAGGED = "flagged", "flagged by the filter (redacted)"
        RESTORED = "restored", "restored by staff"
        REDACTED = "redacted", "redacted by staff"

    session = models.ForeignKey(CourtSession, on_delete=models.CASCADE, related_name="turns")
    turn_number = models.PositiveIntegerField()
    speaker = models.CharField(max_length=20)
    role = models.CharField(max_length=12)
    phase = models.CharField(max_length=20)
    kind = models.CharField(max_length=12, blank=True)
    dialogue = models.TextField(help_text="What viewers see.")
    original_dialogue = models.TextField(blank=True, help_text="The unredacted line; staff only.")
    moderation = models.CharField(max_length=10, choices=Moderation.choices, default=Moderation.CLEAN,
                                  db_index=True)
    moderation_reasons = models.JSONField(default=list, blank=True, help_text="The categories that held the line.")
    moderation_layers = models.JSONField(default=list, blank=True,
                                         help_text="Each layer's decision: [{layer, flagged, categories, reason}].")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["session", "turn_number"]
        constraints = [models.UniqueConstraint(fields=["session", "turn_number"], name="court_turn_number_unique")]

    def __str__(self):
        return f"#{self.session_id}/{self.turn_number} {self.speaker}"

    @property
    def is_redacted(self) -> bool:
        """Viewers read a placeholder, not the line (held by the filter or redacted by staff)."""
        return self.moderation in (self.Moderation.FLAGGED, self.Moderation.REDACTED)


class FlaggedTurn(Turn):
    """The moderation queue: the same rows, a separate admin."""

    class Meta:
        proxy = True
        verbose_name = "moderation queue item"
        verbose_name_plural = "moderation queue"


class Poll(models.Model):
    class Kind(models.TextChoices):
        VERDICT = "verdict"
        SENTENCE = "sentence"

    session = models.ForeignKey(CourtSession, on_delete=models.CASCADE, related_name="polls")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    choices = models.JSONField(default=list)
    opened_at = models.DateTimeField()
    closes_at = models.DateTimeField()
    closed_at = models.DateTimeField(null=True, blank=True)
    snapshot = models.JSONField(null=True, blank=True, help_text="The final tally, taken at close.")
    # When the last live tally was counted: the sweeper republishes a poll with votes newer than this.
    tallied_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["session", "kind"], name="court_poll_one_per_kind")]

    def __str__(self):
        return f"{self.kind} poll of #{self.session_id}"

    @property
    def is_open(self) -> bool:
        return self.closed_at is None


class Vote(models.Model):
    """One voter's current choice in one poll; a second vote replaces the first."""

    # No index of its own: the (poll, voter) constraint's index serves every read by poll, and a second one cost
    # each stored vote an index insert more (issue 28).
    poll = models.ForeignKey(Poll, on_delete=models.CASCADE, related_name="votes", db_index=False)
    voter = models.CharField(max_length=64)
    choice = models.CharField(max_length=120)
    # The choice this vote replaced when it last changed (None for a first vote). The statement that replaces
    # it returns it, so the tally moves the vote from that choice: read from the locked row, it is right even
    # when two batches change the same voter at once.
    previous_choice = models.CharField(max_length=120, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["poll", "voter"], name="court_vote_one_per_voter")]

    def __str__(self):
        return f"{self.voter[:8]}: {self.choice}"


class Tally(models.Model):
    """One choice's count in a poll's live tally, moved by the transaction that stores the votes
    (courtroom/services/vote_rows.py), so that it always equals the poll's stored votes of that choice
    and no one counts the votes to show it."""

    poll = models.ForeignKey(Poll, on_delete=models.CASCADE, related_name="tally")
    choice = models.CharField(max_length=120)
    votes = models.IntegerField(default=0)
    # When a batch last moved this count (its votes' stamp): the sweeper republishes a poll changed since its
    # last live tally (Poll.tallied_at).
    changed_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["poll", "choice"], name="court_tally_one_per_choice")]

    def __str__(self):
        return f"{self.choice}: {self.votes}"


class CasePrompt(models.Model):
    """The prompt bank: cases a session may be given when the user brings no topic."""

    case_type = models.CharField(max_length=10, choices=CourtSession.CaseType.choices)
    title = models.CharField(max_length=120)
    prompt = models.TextField()
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["case_type", "title"]
        constraints = [models.UniqueConstraint(fields=["title"], name="court_case_prompt_title_unique")]

    def __str__(self):
        return self.title


class SentenceOption(models.Model):
    """Default sentence options offered to the jury, per case type, in order."""

    case_type = models.CharField(max_length=10, choices=CourtSession.CaseType.choices)
    text = models.CharField(max_length=120)
    order = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["case_type", "order", "id"]
        constraints = [models.UniqueConstraint(fields=["case_type", "text"], name="court_sentence_option_unique")]

    def __str__(self):
        return self.text


class ModerationRule(models.Model):
    """A Layer 1 rule. Staff restore and redact decisions add inactive `suggested` rules
    (linked to the line that prompted them) for staff to edit and switch on."""

    class Source(models.TextChoices):
        DEFAULT = "default", "shipped default"
        STAFF = "staff", "written by staff"
        SUGGESTED = "suggested", "suggested by a staff decision"

    code = models.CharField(max_length=20, choices=[(c, CATEGORY_LABELS[c]) for c in CATEGORIES])
    pattern = models.CharField(max_length=2000, help_text="A case-insensitive regular expression, matched on "
                               "normalised text (lower case, leetspeak read, spaced letters joined).")
    unless = models.CharField(max_length=300, blank=True,
                              help_text="Optional: a regular expression that clears a hit in the same sentence.")
    description = models.CharField(max_length=200, blank=True)
    active = models.BooleanField(default=True)
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.STAFF, db_index=True)
    suggested_from = models.ForeignKey(Turn, null=True, blank=True, on_delete=models.SET_NULL,
                                       related_name="rule_suggestions")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["code", "id"]

    def __str__(self):
        return f"{self.code}: {self.description or self.pattern[:40]}"


class StaffAction(models.Model):
    """Who did what, when: every staff action on a session or turn."""

    session = models.ForeignKey(CourtSession, null=True, blank=True, on_delete=models.CASCADE,
                                related_name="staff_actions")
    turn = models.ForeignKey(Turn, null=True, blank=True, on_delete=models.SET_NULL, related_name="staff_actions")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    action = models.CharField(max_length=30)
    detail = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self):
        return f"{self.action} by {self.actor} at {self.at:%Y-%m-%d %H:%M}"
