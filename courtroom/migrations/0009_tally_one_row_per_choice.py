"""A poll's kept counts back in one row per choice (issue 28): the shares per vote store of 0008 are dropped (an
answer read other stores' shares from its snapshot and could show a replaced vote's choice at -1; no CPU gain was
measured). Any shares a database holds are summed into one row per choice first. Vote.poll keeps 0008's change."""

from importlib import import_module

from django.db import migrations, models

# 0008's backwards step: each choice's shares summed into one of its rows.
shards_merged = import_module("courtroom.migrations.0008_tally_shards").shards_merged


class Migration(migrations.Migration):

    dependencies = [
        ("courtroom", "0008_tally_shards"),
    ]

    operations = [
        migrations.RunPython(shards_merged, migrations.RunPython.noop),
        migrations.RemoveConstraint(
            model_name="tally",
            name="court_tally_one_per_choice_and_shard",
        ),
        migrations.RemoveField(
            model_name="tally",
            name="shard",
        ),
        migrations.AddConstraint(
            model_name="tally",
            constraint=models.UniqueConstraint(fields=("poll", "choice"), name="court_tally_one_per_choice"),
        ),
    ]
