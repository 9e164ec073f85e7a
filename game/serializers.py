"""Request validation for the game's API: one serializer per body a client sends.

The answers are shaped by `game.selectors` (only what the player may see); the
schema names them `GameAnswer` (an object) rather than guessing.
"""

from rest_framework import serializers

from juryrigged.core.serializers import ErrorSerializer  # noqa: F401  (the one error shape)


class StartSerializer(serializers.Serializer):
    case = serializers.SlugField()


class JurorSerializer(serializers.Serializer):
    juror = serializers.IntegerField(min_value=1)


class ChallengeSerializer(JurorSerializer):
    reason = serializers.CharField(max_length=40)


class ResearchSerializer(serializers.Serializer):
    level = serializers.IntegerField(min_value=1, max_value=3)


class InvestigateSerializer(serializers.Serializer):
    investigation = serializers.CharField(max_length=80)


class StatementSerializer(serializers.Serializer):
    theme = serializers.CharField(max_length=200)
    cards = serializers.ListField(child=serializers.CharField(max_length=80), max_length=3, required=False, default=list)


class QuestionSerializer(serializers.Serializer):
    questionId = serializers.CharField(max_length=10, required=False, allow_blank=True, default="")
    text = serializers.CharField(max_length=600, required=False, allow_blank=True, default="")

    def validate(self, data):
        if not data["questionId"] and not data["text"].strip():
            raise serializers.ValidationError("Choose a suggested question or write your own.")
        return data


class CardsSerializer(serializers.Serializer):
    cards = serializers.ListField(child=serializers.CharField(max_length=80), min_length=1, max_length=3)


class ObjectSerializer(serializers.Serializer):
    card = serializers.CharField(max_length=80)


# The trial's actions that take a body, and the service keyword of each request field.
TRIAL_BODIES = {"research": ResearchSerializer, "investigate": InvestigateSerializer,
                "statement": StatementSerializer, "question": QuestionSerializer, "cards": CardsSerializer,
                "object": ObjectSerializer}
KEYWORDS = {"questionId": "question_id"}
