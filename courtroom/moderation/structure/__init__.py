"""Layer 2: the structure of a harm, in English, Spanish, French, German and Portuguese. Pure.

A harm is recognised by how the roles of a sentence combine (lexicon.py names the roles),
not by a list of bad lines, targets or names:

- threat: a harm the speaker intends, aimed at the one addressed ("I'll break your neck",
  "te voy a matar"), or doom promised to them ("you'll be leaving in a body bag");
- violence: a bodily harm the speaker wants done to a person, or dwelling on gore;
- self-harm: urging someone to harm themselves (a reflexive harm, addressed or wished);
- sexual (minors): a sexual term near a word for a child or an age under 18;
- hate: a group of people spoken of as a whole (a generic plural subject, "every X", "X people")
  with a dehumanising or eliminationist predicate — any group, third person or not;
- harassment: an insult aimed at a person (addressed, or a person spoken of), or abuse;
- defamation: a criminal or sexual accusation stated as fact (no hedge such as "alleged",
  "claims", "is charged with") about a named person (found by form: capitalised words, or a
  title and a capitalised word);
- doxxing (category threat): a phone number (libphonenumber), an e-mail or a street address
  tied to a person, or a juror tied to a real name.

Sentences are read in the spellings normalize.variants gives (leetspeak, spacing, look-alikes),
and the same guards as the rules apply: a harm inside a reported quotation ("the note said
'I will hurt you'") is evidence; legal framing clears the sexual rule unless the speaker wishes it.

The package, by concern (this module splits a text into sentences and runs the checks):
- view.py: one spelling of one sentence — its tokens, where each word class occurs, its clauses; `Finding`;
- objects.py: whom a harm is aimed at (a person, the one named after it, whoever is inside a place harmed) or the
  thing it is aimed at (then it is no harm);
- threats.py: threats and violence — who means or wants the harm (intent, wish, oath, a present used as the
  future, an ultimatum), doom promised, harm through the addressee's family, death wished;
- abuse.py: self-harm urged, sexual content, hate against a group, harassment;
- defamation.py: names found by form, and an accusation stated as fact about one;
- doxxing.py: contact details tied to a person.
"""

from __future__ import annotations

import re

from courtroom.moderation.decision import LayerDecision, ordered
from courtroom.moderation.normalize import base, cased, variants
from courtroom.moderation.rules import unquoted
from courtroom.moderation.structure.abuse import harassment, hate, self_harm, sexual_explicit, sexual_minor
from courtroom.moderation.structure.defamation import TITLE_WORD, defamation_found, mononyms_in, names_in
from courtroom.moderation.structure.doxxing import doxxing_found
from courtroom.moderation.structure.threats import threat_or_violence
from courtroom.moderation.structure.view import Finding, View

__all__ = ["Finding", "findings", "screen_structure"]

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+|\s+[—–]\s+")
# An apostrophe that opens or closes a word is a quotation mark ("…: 'I will kill you.'"), not part of the word: left
# in, it would glue itself to "'i" and no word class would read it. Elisions ("l'avocat", "don't") keep theirs.
_QUOTE_MARK = re.compile(r"(?<![\w])'|'(?![\w])")
# A vocative names who is addressed, set off by commas; it is not the object of a harm ("…, Your Honour").
_VOCATIVE = re.compile(r"(?:^|,)\s*(?:(?:your|his|her) (?:honou?r|worship|lordship|ladyship)|votre honneur"
                       r"|euer ehren|su senoria|meritissim[oa]|vossa excelencia)\s*(?=,|[.!?]*\s*$)")


# Self-harm first: "kill yourself" is a harm aimed at the one addressed by their own hand, not a threat.
_CHECKS = (self_harm, threat_or_violence, sexual_minor, sexual_explicit, hate, harassment)


def findings(text: str) -> list[Finding]:
    """Every structural harm found in `text`, at most one per category."""
    found: dict[str, Finding] = {}
    for sentence in (s for s in _SENTENCE.split(text or "") if s.strip()):
        spellings = variants(sentence)
        plain = spellings[0]
        # Names are found as written (case kept), once for every check that needs them.
        cased_text = cased(sentence)
        names = names_in(cased_text)
        name_words = frozenset(w for n in names for w in base(n).split() if not TITLE_WORD.match(w))
        guarded = [View(_QUOTE_MARK.sub(" ", _VOCATIVE.sub(",", unquoted(s))), name_words) for s in spellings]
        for check in _CHECKS:
            if check is threat_or_violence and "self_harm" in found:
                continue
            # The first spelling that shows the structure names it; a threat read in another spelling
            # ("ich bringe d1ch um": "dich" only once leetspeak is read) outranks violence.
            readings = (f for f in map(check, guarded) if f)
            finding = next(readings, None)
            if finding and finding.category == "violence":
                finding = next((f for f in readings if f.category == "threat"), finding)
            if finding:
                found.setdefault(finding.category, finding)
        for finding in (defamation_found(sentence, names, mononyms_in(cased_text), spellings),
                        doxxing_found(cased_text, plain, names)):
            if finding:
                found.setdefault(finding.category, finding)
    # Harassment is the general case of abuse: a line that is a threat, hate or urging self-harm is named so.
    if len(found) > 1:
        found.pop("harassment", None)
    return list(found.values())


def screen_structure(text: str) -> LayerDecision:
    """Layer 2's decision: the structures found, each with its reason in words staff can read."""
    found = findings(text)
    if not found:
        return LayerDecision("structure", False, (), "no harmful structure found")
    reason = "; ".join(f"{f.category}: {f.why}" for f in found)
    return LayerDecision("structure", True, ordered(f.category for f in found), reason[:500])
