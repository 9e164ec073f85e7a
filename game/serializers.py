"""Request validation for the game's API: one serializer per body a client sends, read
through `core.serializers.validated`. The answers are shaped by `game.selectors` (only
what the player may see); errors are the one shape (`core.serializers.errors`)."""

from rest_framework import serializers

from juryrigged.core.ids import DB_ID_MAX
from juryrigged.core.serializers import Text


class StartSerializer(serializers.Serializer):
    case = serializers.SlugField()
    side = serializers.ChoiceField(choices=("defense", "prosecution"), required=False,
                                   help_text="The side to take (default: the case's own side).")


class JurorSerializer(serializers.Serializer):
    juror = serializers.IntegerField(min_value=1, max_value=DB_ID_MAX)


class ChallengeSerializer(JurorSerializer):
    reason = Text(max_length=40)


class VoirDireQuestionSerializer(JurorSerializer):
    question = Text(max_length=40)


class ResearchSerializer(serializers.Serializer):
    level = serializers.IntegerField(min_value=1, max_value=3)


class InvestigateSerializer(serializers.Serializer):
    investigation = Text(max_length=80)


class StatementSerializer(serializers.Serializer):
    theme = Text(max_length=200)
    cards = serializers.ListField(child=Text(max_length=80), max_length=3, required=False, default=list)
    text = Text(max_length=600, required=False, allow_blank=True, default="")  # the player's own words


class QuestionSerializer(serializers.Serializer):
    questionId = Text(max_length=10, required=False, allow_blank=True, default="")
    text = Text(max_length=600, required=False, allow_blank=True, default="")

    def validate(self, data):
        if not data["questionId"] and not data["text"].strip():
            raise serializers.ValidationError("Choose a suggested question or write your own.")
        return data


class CardsSerializer(serializers.Serializer):
    cards = serializers.ListField(child=Text(max_length=80), min_length=1, max_length=3)


class ObjectSerializer(serializers.Serializer):
    card = Text(max_length=80)


# The trial's actions that take a body, and the service keyword of each request field.
TRIAL_BODIES = {"research": ResearchSerializer, "investigate": InvestigateSerializer,
                "statement": StatementSerializer, "question": QuestionSerializer, "cards": CardsSerializer,
                "object": ObjectSerializer}
KEYWORDS = {"questionId": "question_id"}
