# The dialectical mode's rubric presets, seeded with the shipped defaults.

from django.db import migrations, models

import evaluation.dialectic.models


def seed_presets(apps, schema_editor):
    from evaluation.dialectic.rubric import DEFAULT_PRESETS

    RubricPreset = apps.get_model("evaluation", "RubricPreset")
    for position, preset in enumerate(DEFAULT_PRESETS):
        RubricPreset.objects.get_or_create(slug=preset["slug"], defaults={
            "name": preset["name"], "description": preset["description"], "criteria": preset["criteria"],
            "position": position})


class Migration(migrations.Migration):

    dependencies = [
        ("evaluation", "0001_initial"),
    ]

    operations = [
        migrations.CreateModel(
            name="RubricPreset",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slug", models.SlugField(max_length=60, unique=True)),
                ("name", models.CharField(max_length=120)),
                ("description", models.TextField(blank=True)),
                ("criteria", models.JSONField(
                    help_text="A list of {id, name, description, successPattern, failurePattern, target "
                              "(all|code|docs)}; unique ids, at most 20.",
                    validators=[evaluation.dialectic.models._validate_criteria])),
                ("is_active", models.BooleanField(default=True, help_text="Offered on the form and accepted by the API.")),
                ("position", models.PositiveSmallIntegerField(default=0, help_text="Order on the form (lowest first).")),
                ("updated_at", models.DateTimeField(auto_now=True)),
            ],
            options={"ordering": ["position", "name"]},
        ),
        migrations.RunPython(seed_presets, migrations.RunPython.noop),
    ]
