"""Tallies kept with the votes (issue 28): a count per poll and choice, moved by the transaction that stores
the votes, instead of counting a poll's votes for every live tally, answer and sweep. Polls that already hold
votes get their counts once here, from their votes.
"""

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Count, Max


def count_stored_votes(apps, schema_editor):
    Tally, Vote = apps.get_model("courtroom", "Tally"), apps.get_model("courtroom", "Vote")
    counted = Vote.objects.values("poll_id", "choice").annotate(n=Count("id"), newest=Max("updated_at"))
    Tally.objects.bulk_create([Tally(poll_id=row["poll_id"], choice=row["choice"], votes=row["n"],
                                     changed_at=row["newest"]) for row in counted.order_by()], batch_size=1000)


class Migration(migrations.Migration):

    dependencies = [
        ("courtroom", "0006_structural_moderation_defaults"),
    ]

    operations = [
        migrations.AddField(
            model_name="vote",
            name="previous_choice",
            field=models.CharField(blank=True, max_length=120, null=True),
        ),
        migrations.CreateModel(
            name="Tally",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("choice", models.CharField(max_length=120)),
                ("votes", models.IntegerField(default=0)),
                ("changed_at", models.DateTimeField()),
                ("poll", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="tally",
                                           to="courtroom.poll")),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("poll", "choice"), name="court_tally_one_per_choice")],
            },
        ),
        migrations.RunPython(count_stored_votes, migrations.RunPython.noop),
    ]
