"""The game's tables: cases (data, editable in the admin), juror personas, the player's
profile, saved games with their seeded generator, per-game juror state, the timeline,
and one trial and one judge state per game.

The game row holds the one stored phase, the turn and the currencies; the trial row
holds the engine's state (hand, witnesses, examination...) as JSON. `game.rows` converts
between these rows and the pure rules' dataclasses.
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from game import phases


def default_model_budget_tokens():
    return settings.GAME_BUDGET_TOKENS or None


def default_model_budget_usd():
    return Decimal(str(settings.GAME_BUDGET_USD)) if settings.GAME_BUDGET_USD else None


def _range(low: int, high: int):
    return [MinValueValidator(low), MaxValueValidator(high)]


class Case(models.Model):
    """A playable case. Everything that makes a case is data, not code."""

    class Kind(models.TextChoices):
        CRIMINAL = "criminal"
        CIVIL = "civil"

    class Side(models.TextChoices):
        DEFENSE = "defense"
        PROSECUTION = "prosecution"

    slug = models.SlugField(max_length=80, unique=True)
    title = models.CharField(max_length=160)
    charge = models.CharField(max_length=200)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.CRIMINAL)
    difficulty = models.PositiveSmallIntegerField(default=1, validators=_range(1, 5))
    tier = models.CharField(max_length=20, default="mid", help_text="tutorial, mid or hard (shown to players)")
    player_side = models.CharField(max_length=12, choices=Side.choices, default=Side.DEFENSE)
    budget = models.PositiveIntegerField(default=15000)
    synopsis = models.TextField()
    # Hidden from the player: what really happened.
    truth = models.TextField(blank=True)
    prosecution_theory = models.TextField(blank=True)
    defense_theory = models.TextField(blank=True)
    # The judge persona as data (every field of the judge spec); `game.rows` builds the
    # trial's JudgePersona from it.
    judge = models.JSONField(default=dict, blank=True)
    opposing_counsel = models.JSONField(default=dict, blank=True, help_text="{name, style, difficulty 1-5, bio}")
    mirror_counsel = models.JSONField(
        default=dict, blank=True,
        help_text="Optional: counsel for the case's own side, who opposes a player taking the other side "
                  "({name, style, difficulty 1-5, bio}); empty: one is derived")
    witnesses = models.JSONField(default=list, blank=True)
    evidence = models.JSONField(default=list, blank=True)
    # Cases without listed jurors draw a seeded pool from these archetype keys.
    pool_archetypes = models.JSONField(default=list, blank=True)
    pool_size = models.PositiveSmallIntegerField(default=16, validators=_range(14, 24))
    alternates = models.PositiveSmallIntegerField(default=2, validators=_range(2, 4))
    peremptory_strikes = models.PositiveSmallIntegerField(default=3, validators=_range(0, 10))
    sort_order = models.PositiveSmallIntegerField(default=100)
    is_published = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["sort_order", "difficulty", "title"]

    def __str__(self) -> str:
        return self.title


class JurorPersona(models.Model):
    """A prospective juror. Biases and triggers are hidden from the player.

    A case's listed pool has `case` set and `game` empty; a pool generated for one
    game (the case lists no jurors) has both set.
    """

    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="personas")
    game = models.ForeignKey("Game", on_delete=models.CASCADE, null=True, blank=True, related_name="generated_personas")
    key = models.SlugField(max_length=60)
    pool_order = models.PositiveSmallIntegerField(default=0)
    name = models.CharField(max_length=100)
    age = models.PositiveSmallIntegerField(validators=_range(18, 99))
    occupation = models.CharField(max_length=100)
    background = models.TextField(help_text="2-3 sentence bio (visible from Jury Reading 2)")
    # Personality, 0-100 (visible with a jury consultant).
    analytical_vs_emotional = models.PositiveSmallIntegerField(default=50, validators=_range(0, 100))
    trust_level = models.PositiveSmallIntegerField(default=50, validators=_range(0, 100))
    skepticism = models.PositiveSmallIntegerField(default=50, validators=_range(0, 100))
    leader_follower = models.PositiveSmallIntegerField(default=50, validators=_range(0, 100),
                                                       help_text="0 = strong leader, 100 = follower")
    attention_span = models.PositiveSmallIntegerField(default=50, validators=_range(0, 100))
    # Hidden biases.
    prosecution_bias = models.SmallIntegerField(default=0, validators=_range(-50, 50),
                                                help_text="-50 (defense) to +50 (prosecution)")
    topic_biases = models.JSONField(default=dict, blank=True, help_text='e.g. {"police": 20, "corporate": -15}')
    triggers = models.JSONField(default=list, blank=True)
    trigger_direction = models.JSONField(default=dict, blank=True, help_text='{"topic": "sympathetic"|"hostile"}')
    # Legal grounds a for-cause challenge can rest on (hidden; the judge knows them
    # from questioning), e.g. ["bias"] or ["conflict_of_interest"].
    cause_grounds = models.JSONField(default=list, blank=True)
    portrait_set = models.CharField(max_length=40, default="a")

    class Meta:
        ordering = ["case", "game", "pool_order"]
        constraints = [
            models.UniqueConstraint(fields=["case", "key"], condition=models.Q(game__isnull=True),
                                    name="game_persona_unique_key_per_case"),
            models.UniqueConstraint(fields=["game", "key"], condition=models.Q(game__isnull=False),
                                    name="game_persona_unique_key_per_game"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.occupation})"


class PlayerProfile(models.Model):
    """A player's skills (1-5) and record."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="game_profile")
    jury_reading = models.PositiveSmallIntegerField(default=2, validators=_range(1, 5))
    presentation = models.PositiveSmallIntegerField(default=1, validators=_range(1, 5))
    interrogation = models.PositiveSmallIntegerField(default=1, validators=_range(1, 5))
    legal_knowledge = models.PositiveSmallIntegerField(default=1, validators=_range(1, 5))
    investigation = models.PositiveSmallIntegerField(default=1, validators=_range(1, 5))
    experience = models.PositiveIntegerField(default=0)
    cases_played = models.PositiveIntegerField(default=0)
    cases_won = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"profile of {self.user}"


class Game(models.Model):
    """One saved play of a case. Phases only move forward.

    All randomness comes from `rng_state` (a `random.Random(seed)` whose state is
    stored after every use), so a game replays identically from its seed and actions.
    """

    class Phase(models.TextChoices):
        """`game.phases` as model choices (the same values and labels, in order)."""

        PRE_TRIAL = phases.PRE_TRIAL, phases.LABELS[phases.PRE_TRIAL]
        VOIR_DIRE = phases.VOIR_DIRE, phases.LABELS[phases.VOIR_DIRE]
        OPENING = phases.OPENING, phases.LABELS[phases.OPENING]
        PROSECUTION_CASE = phases.PROSECUTION_CASE, phases.LABELS[phases.PROSECUTION_CASE]
        DEFENSE_CASE = phases.DEFENSE_CASE, phases.LABELS[phases.DEFENSE_CASE]
        CLOSING = phases.CLOSING, phases.LABELS[phases.CLOSING]
        JURY_INSTRUCTIONS = phases.JURY_INSTRUCTIONS, phases.LABELS[phases.JURY_INSTRUCTIONS]
        DELIBERATION = phases.DELIBERATION, phases.LABELS[phases.DELIBERATION]
        VERDICT = phases.VERDICT, phases.LABELS[phases.VERDICT]

    class Status(models.TextChoices):
        ACTIVE = "active"
        FINISHED = "finished"
        FAILED = "failed"

    class Outcome(models.TextChoices):
        NONE = ""
        GUILTY = "guilty"
        NOT_GUILTY = "not_guilty"
        LIABLE = "liable"  # a civil case's verdicts (`game.case_kinds`)
        NOT_LIABLE = "not_liable"
        HUNG = "hung"
        MISTRIAL = "mistrial"
        CONTEMPT = "contempt"

    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="games")
    case = models.ForeignKey(Case, on_delete=models.PROTECT, related_name="games")
    seed = models.BigIntegerField()
    rng_state = models.JSONField(default=list, blank=True)
    phase = models.CharField(max_length=20, choices=Phase.choices, default=Phase.PRE_TRIAL)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    outcome = models.CharField(max_length=12, choices=Outcome.choices, default=Outcome.NONE, blank=True)
    outcome_reason = models.CharField(max_length=300, blank=True)
    player_side = models.CharField(max_length=12, choices=Case.Side.choices, default=Case.Side.DEFENSE)
    turn = models.PositiveIntegerField(default=0)
    # Currencies of the design brief.
    budget = models.IntegerField(default=0)
    credibility = models.IntegerField(default=50)
    preparation = models.IntegerField(default=20)
    consultant_hired = models.BooleanField(default=False)
    # Voir dire.
    peremptory_player = models.PositiveSmallIntegerField(default=3)
    peremptory_opponent = models.PositiveSmallIntegerField(default=3)
    # Deliberation.
    jury_instructions = models.JSONField(default=dict, blank=True)
    deliberation_round = models.PositiveSmallIntegerField(default=0)
    foreperson = models.ForeignKey("JurorState", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    verdict = models.JSONField(default=dict, blank=True)
    experience_earned = models.IntegerField(default=0)
    # The game's model budget (GAME_BUDGET_* when it starts; staff may change it in the admin), read from
    # this row before each model call: past it the scripted lines stand in. Empty: no cap.
    model_budget_tokens = models.PositiveBigIntegerField(
        null=True, blank=True, default=default_model_budget_tokens,
        help_text="Most tokens (prompt + completion) the game's model calls may use.")
    model_budget_usd = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True,
                                           default=default_model_budget_usd,
                                           help_text="Most USD the game's model calls may cost.")
    # Background work (deliberation rounds): when the next step is due; the sweeper
    # resumes any active game whose step is overdue.
    next_step_at = models.DateTimeField(null=True, blank=True, db_index=True)
    step_attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["player", "status"])]

    def __str__(self) -> str:
        return f"game {self.pk}: {self.case} ({self.phase})"

    @property
    def stream(self) -> str:
        return f"game.{self.pk}"


class JurorState(models.Model):
    """A persona's place and mind in one game: pool, seat or alternate, opinion, memories."""

    class Status(models.TextChoices):
        POOL = "pool"          # waiting in the venire
        SEATED = "seated"      # in the jury box (seat 1-12)
        ALTERNATE = "alternate"
        STRUCK = "struck"      # removed in voir dire
        REMOVED = "removed"    # removed during trial or deliberation

    class Expression(models.TextChoices):
        NEUTRAL = "neutral"
        SKEPTICAL = "skeptical"
        SYMPATHETIC = "sympathetic"
        ANGRY = "angry"
        CONFUSED = "confused"
        BORED = "bored"
        SHOCKED = "shocked"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="jurors")
    persona = models.ForeignKey(JurorPersona, on_delete=models.CASCADE, related_name="states")
    pool_order = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.POOL)
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    alternate_order = models.PositiveSmallIntegerField(null=True, blank=True)
    struck_by = models.CharField(max_length=12, blank=True, help_text="player, opponent or the judge (cause)")
    strike_kind = models.CharField(max_length=12, blank=True, help_text="peremptory or cause")
    removal_reason = models.CharField(max_length=300, blank=True)
    opinion = models.FloatField(default=0.0, help_text="-100 guilty .. +100 not guilty")
    confidence = models.FloatField(default=20.0)
    engagement = models.FloatField(default=80.0)
    expression = models.CharField(max_length=12, choices=Expression.choices, default=Expression.NEUTRAL)
    memories = models.JSONField(default=list, blank=True)
    opinion_history = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["game", "pool_order"]
        constraints = [
            models.UniqueConstraint(fields=["game", "persona"], name="game_juror_once_per_game"),
            models.UniqueConstraint(fields=["game", "seat"], condition=models.Q(seat__isnull=False),
                                    name="game_juror_one_per_seat"),
        ]

    def __str__(self) -> str:
        return f"{self.persona.name} in game {self.game_id} ({self.status})"

    @property
    def is_alternate(self) -> bool:
        return self.status == self.Status.ALTERNATE

    @property
    def is_removed(self) -> bool:
        return self.status in (self.Status.REMOVED, self.Status.STRUCK)


class GameEvent(models.Model):
    """The game's timeline: every court event, strike, ruling, jury event and vote.

    The same facts are published on the game's stream for live pages; this table is
    what the post-case summary and a replay read.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="events")
    turn = models.PositiveIntegerField(default=0)
    phase = models.CharField(max_length=20)
    kind = models.CharField(max_length=40)
    summary = models.CharField(max_length=500, blank=True)
    payload = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "id"]
        indexes = [models.Index(fields=["game", "kind"])]

    def __str__(self) -> str:
        return f"{self.kind} (game {self.game_id}, turn {self.turn})"


class Trial(models.Model):
    """The trial of one game: the engine's `TrialState` (hand, deck, witnesses, examination,
    opponent, ruling cache...) as JSON, and a version for the model-backed steps. The
    phase is not in it: the game row's `phase` is the one stored phase.

    `version` grows with every change. A task that went to the model for version N
    applies its answer only if the trial is still at N and still awaits that step, so
    a late or duplicate task does nothing.
    """

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True, related_name="trial")
    state = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    pending_kind = models.CharField(max_length=30, blank=True, help_text="the model-backed step awaited, if any")
    pending_since = models.DateTimeField(null=True, blank=True, db_index=True)
    step_attempts = models.PositiveSmallIntegerField(default=0)
    last_deltas = models.JSONField(default=dict, blank=True, help_text="the jurors' shifts from the last answer")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"trial of game {self.game_id} (v{self.version})"


class JudgeState(models.Model):
    """The judge spec's JudgeState for one game."""

    class Expression(models.TextChoices):
        NEUTRAL = "neutral"
        ATTENTIVE = "attentive"
        DISAPPROVING = "disapproving"
        ANGRY = "angry"

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True, related_name="judge_state")
    persona_id = models.CharField(max_length=80)
    patience_remaining = models.FloatField(default=100, validators=[MinValueValidator(0), MaxValueValidator(100)])
    disposition_to_player = models.FloatField(default=0, validators=[MinValueValidator(-50), MaxValueValidator(50)])
    disposition_to_opponent = models.FloatField(default=0, validators=[MinValueValidator(-50), MaxValueValidator(50)])
    warnings_issued = models.PositiveSmallIntegerField(default=0)
    sanctions_issued = models.PositiveSmallIntegerField(default=0)
    notable_rulings = models.JSONField(default=list, blank=True)
    expression = models.CharField(max_length=12, choices=Expression.choices, default=Expression.NEUTRAL)
    contempt = models.BooleanField(default=False)
    research_level = models.PositiveSmallIntegerField(default=0, validators=[MaxValueValidator(3)])

    class Meta:
        constraints = [
            models.CheckConstraint(condition=models.Q(patience_remaining__gte=0, patience_remaining__lte=100),
                                   name="game_judge_patience_0_100"),
        ]

    def __str__(self) -> str:
        return f"judge in game {self.game_id}: patience {self.patience_remaining:.0f}"
