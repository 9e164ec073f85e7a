from django.db import migrations


def seed(apps, schema_editor):
    from courtroom.seeds import seed as seed_defaults

    seed_defaults(apps)


class Migration(migrations.Migration):
    dependencies = [("courtroom", "0001_initial")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
