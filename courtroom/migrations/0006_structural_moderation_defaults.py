"""Retire the list-based default rules and narrow two others (issue 26).

The structural layer (courtroom/moderation/structure.py) now finds hate against any group and defamation of
any named person, so the default rules that listed 23 groups and 60 names are made inactive (kept, with a
note, for staff to read or re-activate). The default threat rule no longer counts "bury" and "hunt down"
("we will bury them in paperwork"), and the graphic-violence rule no longer holds a body part lost by itself
("the gnome was found decapitated"). Only rows still holding the shipped pattern are touched: a rule staff
rewrote is left as they wrote it. The patterns are written out here so this migration does not change when
the defaults do.
"""

from django.db import migrations

RETIRED = (  # (code, a fragment only the shipped list-based pattern has)
    ("hate", "|gypsies|roma|hindus|catholics"),
    ("defamation", "taylor swift|elon musk"),
)
THREAT = (
    "\\b(?:i|we)\\s*(?:'\\s*l+i?|wi?ll?|shall|am going to|'m going to|'?m gonna|am gonna|gonna|'re going"
    " to|are going to|'re gonna|are gonna)\\s+(?:\\w+\\s+){0,2}?(?:kill|murder|stab|shoot|strangle|behea"
    'd|hurt|beat|burn|slaughter|choke|break)\\s+(?:you|u|him|her|them|your|his|the \\w+|every|all|each)'
    '\\b'
)
VIOLENCE = (
    '\\b(?:disembowel\\w* (?:him|her|them|you)|behead\\w*|eviscerat\\w*|skin(?:ned)? (?:him|her|them|you)'
    ' alive|drawn and quartered|burn(?:ed|t)? alive|gouge[sd]? (?:out )?(?:his|her|their|your) eyes|r'
    'ip (?:his|her|their|your) guts out)'
)
NARROWED = {  # code: (a fragment only the old shipped pattern has, the new pattern)
    "threat": ("|choke|bury|hunt down|break)", THREAT),
    "violence": ("decapitat\\w*|behead\\w*|dismember\\w*", VIOLENCE),
}
NOTE = "retired: the structural layer reads this for any group or name"


def forwards(apps, schema_editor):
    ModerationRule = apps.get_model("courtroom", "ModerationRule")
    for code, fragment in RETIRED:
        for rule in ModerationRule.objects.filter(code=code, source="default", pattern__contains=fragment):
            rule.active = False
            rule.description = f"{NOTE} ({rule.description})"[:200]
            rule.save(update_fields=["active", "description"])
    for code, (fragment, pattern) in NARROWED.items():
        ModerationRule.objects.filter(code=code, source="default", pattern__contains=fragment).update(pattern=pattern)


class Migration(migrations.Migration):

    dependencies = [
        ("courtroom", "0005_layered_moderation"),
    ]

    operations = [
        migrations.RunPython(forwards, migrations.RunPython.noop),
    ]
