"""A poll's kept counts in shards (issue 28): each event loop's vote store moves count rows of its own, so two web
processes storing votes at once no longer wait on the same rows until each other's commit is flushed. The counts
kept so far become shard 0, whose rows the thread driver and the closing recount keep moving. A vote's poll loses
its own index: the (poll, voter) constraint's index serves every read by poll."""

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Max, Min, Sum


def shards_merged(apps, schema_editor):
    """Backwards: each choice's shares summed into one of its rows (as shard 0), the others deleted, for the
    one-row-per-choice constraint. (Updated and deleted, not inserted: an insert's deferred foreign-key check
    would still be pending when the constraint changes.)"""
    Tally = apps.get_model("courtroom", "Tally")
    for row in Tally.objects.values("poll_id", "choice").annotate(n=Sum("votes"), newest=Max("changed_at"),
                                                                   keep=Min("id")).order_by():
        Tally.objects.filter(pk=row["keep"]).update(shard=0, votes=row["n"], changed_at=row["newest"])
        Tally.objects.filter(poll_id=row["poll_id"], choice=row["choice"]).exclude(pk=row["keep"]).delete()


class Migration(migrations.Migration):

    dependencies = [
        ("courtroom", "0007_kept_tallies"),
    ]

    operations = [
        migrations.AlterField(
            model_name="vote",
            name="poll",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE,
                                    related_name="votes", to="courtroom.poll"),
        ),
        migrations.RemoveConstraint(
            model_name="tally",
            name="court_tally_one_per_choice",
        ),
        migrations.AddField(
            model_name="tally",
            name="shard",
            field=models.IntegerField(default=0),
        ),
        migrations.AddConstraint(
            model_name="tally",
            constraint=models.UniqueConstraint(fields=("poll", "choice", "shard"),
                                               name="court_tally_one_per_choice_and_shard"),
        ),
        migrations.RunPython(migrations.RunPython.noop, shards_merged),
    ]
