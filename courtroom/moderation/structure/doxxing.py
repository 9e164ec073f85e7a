"""Doxxing (category threat): contact details (libphonenumber's numbers, e-mails, street addresses) tied to a
person, not an institution's; a juror or witness tied to a real name. Pure."""

from __future__ import annotations

import re

from courtroom.moderation import contacts
from courtroom.moderation import lexicon as lx
from courtroom.moderation.structure.view import CLASSES, Finding, whole


# Personal ties of a number or e-mail (an institution's number has none): the contact said to be someone's (a
# possessive right before the word for it: "her number", "seine Handynummer"; "dele"), where someone lives, or a kind
# of contact only a person has (mobile, home, private). A possessive elsewhere ("…to rearrange your jury date") is not.
_CONTACT_NOUN = (r"(?:(?:personal|private|home|own|real|new)\s+)?(?:numbers?|phone|mobile|cell|e-?mail|address|numero"
                 r"|telefono|movil|correo|direccion|portable|telephone|adresse|mail|nummer|\w*nummer|telefon\w*"
                 r"|handy\w*|anschrift|celular|telemovel|endereco)")
_PERSONAL_TIE = re.compile(rf"\b(?:(?:his|her|their|your|ur|sa|son|ses|ton|ta|tes|seine?r?|ihre?r?|dein\w*|su|sus|tu"
                           rf"|seu|sua|teu|tua)\s+{_CONTACT_NOUN}|dele|dela|lives?|vive|habite|wohnt|mora"
                           rf"|mobile|cell|portable|movil|handy\w*|celular|telemovel|personal|private|home)\b")
_INSTITUTION = whole(lx.INSTITUTION)


def doxxing_found(cased_text: str, plain: str, names: list[str]) -> Finding | None:
    tied = bool(CLASSES["person"].search(plain)) or bool(names) or bool(
        re.search(r"\b(?:call|text|ring|email|e-mail|write to|llam\w*|escrib\w*|appel\w*|ecri\w*|ruf\w*|schreib\w*"
                  r"|lig\w*|mand\w*)\b", plain))
    # An institution's own line or mailbox ("the clerk's office line", "le standard du tribunal") is no one's.
    institutional = bool(_INSTITUTION.search(plain)) and not _PERSONAL_TIE.search(plain)
    # Only contact details a private person can have: not a toll-free or shared-cost number, not an organisation's
    # own mailbox (contacts.py reads both by form).
    for kind, found in (("a phone number", contacts.phone_numbers(cased_text, personal=True)), ("an e-mail address",
                        contacts.emails(plain, personal=True)), ("a street address", contacts.addresses(plain))):
        if found and kind != "a street address" and institutional:
            continue
        if found and (tied or kind == "a street address"):
            return Finding("threat", f"{kind} tied to a person (doxxing: “{found[0]}”)")
    who = contacts.identity(cased_text)
    if who:
        return Finding("threat", f"a juror or witness tied to a real name (doxxing: “{who[0]}”)")
    return None
