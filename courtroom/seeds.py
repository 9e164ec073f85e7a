"""The prompt bank and default sentence options the app ships with (seeded by migration)."""

from django.apps import apps as django_apps

from courtroom.moderation import DEFAULT_RULES

CASE_PROMPTS = [
    ("criminal", "The Great Office Stapler Heist",
     "The red stapler vanished from the third floor on a Monday. The defendant, a mid-level accountant, "
     "was seen near the supply closet holding a suspiciously stapler-shaped lunchbox."),
    ("criminal", "The Midnight Karaoke Disturbance",
     "Neighbours allege the defendant performed a nine-minute power ballad at 2 a.m., three nights running, "
     "with a fog machine. The defence says it was a rehearsal for a charity gala."),
    ("criminal", "The Case of the Stolen Garden Gnome",
     "A prize-winning garden gnome named Sir Reginald disappeared the night before the county fair. "
     "Postcards from Sir Reginald have since arrived from three different countries."),
    ("criminal", "The Bake-Off Sabotage",
     "The defendant is accused of swapping the sugar for salt in a rival's entry at the village bake-off. "
     "Crumbs were found on the defendant's sleeve, but everyone at a bake-off has crumbs on their sleeve."),
    ("civil", "The Robot Vacuum Custody Dispute",
     "Two former roommates both claim the robot vacuum named Gerald. One paid for it; the other programmed "
     "it to play a song whenever it bumps into a wall, and claims that is what makes it Gerald."),
    ("civil", "The Overly Honest Restaurant Review",
     "A café owner sues a food critic whose review called the house lasagna 'a geological event'. "
     "The critic says it was a compliment about the layers."),
    ("civil", "The Parrot That Knew Too Much",
     "A seller claims the parrot she sold was 'quiet and well-mannered'. The buyer says it recites the "
     "seller's shopping list, loudly, at dawn, and wants a refund."),
]

SENTENCE_OPTIONS = [
    ("criminal", "Community service at the local cat shelter"),
    ("criminal", "A written apology, read aloud at the town fair"),
    ("criminal", "Six months of mandatory karaoke nights"),
    ("criminal", "A fine of 500 dollars and a stern look"),
    ("civil", "Pay damages of one thousand dollars"),
    ("civil", "Issue a public apology in rhyming verse"),
    ("civil", "Replace the item and buy everyone lunch"),
]


def seed(apps=None) -> None:
    """Insert the default prompt bank, sentence options and moderation rules if absent."""
    get = (lambda name: apps.get_model("courtroom", name)) if apps else _model
    CasePrompt, SentenceOption, ModerationRule = get("CasePrompt"), get("SentenceOption"), get("ModerationRule")
    for case_type, title, prompt in CASE_PROMPTS:
        CasePrompt.objects.get_or_create(title=title, defaults={"case_type": case_type, "prompt": prompt})
    counters: dict[str, int] = {}
    for case_type, text in SENTENCE_OPTIONS:
        counters[case_type] = counters.get(case_type, 0) + 1
        SentenceOption.objects.get_or_create(case_type=case_type, text=text, defaults={"order": counters[case_type]})
    # The rules are seeded by migration 0005 (their table's shape before it cannot hold
    # them); from the current models (load_demo on an empty table) they are seeded here.
    if apps is None and not ModerationRule.objects.exists():
        ModerationRule.objects.bulk_create(
            ModerationRule(code=code, pattern=pattern, unless=unless, description=description, source="default")
            for code, pattern, unless, description in DEFAULT_RULES
        )


def _model(name):
    return django_apps.get_model("courtroom", name)
