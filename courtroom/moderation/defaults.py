"""The default rule set of Layer 1, seeded by a data migration; staff edit the rows afterwards.

Hate against a group and defamation of a named person are the structural layer's (structure/): no
list of groups or of names here (migration 0006 retires the old list-based rules).

Patterns are matched against normalised text (lower case, leetspeak read, letters joined,
runs squeezed: see normalize.py), so they are written in plain lower-case spelling.
"""

from __future__ import annotations

from courtroom.moderation.rules import Rule

_GROUPS = (r"(?:jews?|muslims?|christians|blacks|black people|whites|white people|immigrants|refugees|migrants|gays"
           r"|gay people|lesbians|trans people|women|mexicans|arabs|asians|africans|gypsies|roma|hindus|catholics"
           r"|foreigners)")
_ME = (r"(?:i|we)\s*(?:'\s*l+i?|wi?ll?|shall|am going to|'m going to|'?m gonna|am gonna|gonna"
       r"|'re going to|are going to|'re gonna|are gonna)")
# Not "bury" or "hunt down": in court they are figurative ("we will bury them in paperwork").
_HARM_VERB = r"(?:kill|murder|stab|shoot|strangle|behead|hurt|beat|burn|slaughter|choke|break)"
_VICTIM = r"(?:you|u|him|her|them|your|his|the \w+|every|all|each)"
_INSULT = (r"(?:bitch\w*|c[u*]nts?|whores?|sluts?|bastards?|morons?|idiots?|losers?|pigs?|worms?|trash|scum"
           r"|piece of (?:shit|trash|garbage)|waste of (?:space|air|oxygen)|dumb ?ass|assholes?|motherf[u*]?ck\w*"
           r"|twats?|pricks?|dickheads?)")

DEFAULT_RULES: tuple[tuple[str, str, str, str], ...] = (
    # (code, pattern, unless, description)
    ("hate", r"\b(?:n[i!]gg(?:er|a|az|uh)s?|f[a@]gg?(?:ot|y)s?|kikes?|spics?|chinks?|trann(?:y|ies)|wetbacks?"
             r"|ragheads?)\b", "", "slurs"),
    ("hate", r"\bretard(?:s|ed)?\b", "", "ableist slur"),
    ("hate", rf"\b(?:wipe|wiping|exterminat\w*|eradicat\w*|purg\w*|cleanse|cleansing|round up|get rid of"
             rf"|annihilat\w*)\b[^.!?]{{0,40}}\b(?:those people|these people|them all|every last one|all of them"
             rf"|this country|our country|the earth|off the face|{_GROUPS})",
     r"\b(?:history|tribunal|condemn\w*|genocide trial)\b", "calls to exterminate a group"),
    ("hate", r"\b(?:heil hitler|sieg heil|white power|1488|master race|untermensch|gas the \w+|subhuman)\b",
     r"\b(?:history|tribunal|condemn\w*)\b", "hate slogans and dehumanisation"),
    ("harassment", rf"\b(?:you|you'?re|ur|u r|you are|your)\b[^.!?]{{0,40}}\b{_INSULT}(?![a-z])", "",
     "insults aimed at someone"),
    ("harassment", r"\b(?:stupid|dumb|fat|ugly|worthless|pathetic|useless)\s+(?:bitch|cunt|whore|slut|bastard|moron"
                   r"|idiot)\b", "", "insulting names"),
    ("harassment", r"\b(?:is|are)\s+(?:a|an|such a)?\s*(?:\w+\s+){0,2}(?:moron|whore|slut|bitch|cunt|bastard)\b",
     "", "insults about someone"),
    ("harassment", r"\bf+u+c+k+\s*(?:you|u|off|your)\b|\bshut (?:your|ur) (?:fucking |fuckin |damn )?(?:mouth|face"
                   r"|trap)\b|\beat shit\b|\bstfu\b|\b(?:nobody|no one|everyone|everybody) (?:loves|likes|hates)"
                   r" you\b", "", "abuse"),
    ("self_harm", r"\b(?:kill(?:ed)?|hang|shoot|drown|off|unalive)\s*(?:your|ur|u|yo|ya)\s*sel(?:f|ves)\b|\bkys\b",
     "", "telling someone to kill themselves"),
    ("self_harm", r"\bend (?:your|ur) (?:own )?life\b|\b(?:jump|throw yourself) off (?:a|the) (?:bridge|building"
                  r"|roof|cliff)\b|\bslit (?:your|ur) wrists?\b|\bdrink (?:bleach|poison)\b|\boverdose\b[^.!?]{0,20}"
                  r"\b(?:your|ur)\b|\bcut (?:yourself|urself)\b|\b(?:go|just|please) (?:and )?die\b"
                  r"|\bdie in a (?:hole|fire|ditch)\b", "", "self-harm encouragement"),
    ("sexual", r"\b(?:porn\w*|blow ?jobs?|hand ?jobs?|dildos?|cum(?:shot|ming)?|orgasm\w*|masturbat\w*|genitals?"
               r"|penis|vaginas?|puss(?:y|ies)|cocks?|dick ?pics?|tits|titties|boobs|nudes?|naked|horny"
               r"|jerk(?:ed|ing)? off)\b", r"\bcum laude\b|\bnaked (?:truth|eye)\b", "explicit sexual terms"),
    ("sexual", r"\b(?:had|have|having) sex\b|\bsex(?:ual)? (?:acts?|positions?)\b|\bfuck (?:her|him|the \w+|me)\b"
               r"|\bspread (?:your|her) legs\b|\blick (?:her|him|you)\b|\bsuck (?:my|his) \w+\b"
               r"|\bsend (?:me )?(?:nudes|pics)\b", "", "sexual acts"),
    ("sexual", r"\b(?:rape[ds]?|raping|molest\w*|sexually assault\w*)\s+(?:her|him|them|you|me|kids|children)\b",
     "", "sexual violence"),
    # A body part lost by itself is reported fact ("the gnome was found decapitated"); the structural layer
    # holds it when someone wants it done.
    ("violence", r"\b(?:disembowel\w* (?:him|her|them|you)|behead\w*|eviscerat\w*|skin(?:ned)? (?:him|her|them"
                 r"|you) alive|drawn and quartered|burn(?:ed|t)? alive|gouge[sd]? (?:out )?(?:his|her|their|your)"
                 r" eyes|rip (?:his|her|their|your) guts out)", "", "graphic violence"),
    ("violence", r"\b(?:slit|cut)\s+(?:his|her|their|your)\s+throat\b|\bblood\s+(?:everywhere|spurting|gushing"
                 r"|pouring)\b|\bbrains?\s+(?:splattered|blown out|all over)\b|\bskull (?:cracks?|cracked|split)"
                 r" open\b|\bbreaks? every bone\b|\bbullet (?:in|through) (?:\S+ ){1,2}?(?:head|brain|skull)\b",
     "", "gore"),
    ("violence", r"\b(?:tortured?|beaten|beat|burned|stabbed|flayed|mutilated) (?:\w+ ){0,2}?(?:to death|slowly"
                 r"|until (?:he|she|they) (?:dies|die|bleeds?|screams?))\b", "", "torture and beating to death"),
    ("threat", rf"\b{_ME}\s+(?:\w+\s+){{0,2}}?{_HARM_VERB}\s+{_VICTIM}\b", "", "threats to harm"),
    ("threat", rf"\b(?:he|she|they)\s+(?:wants?|is going|are going|plans?|intends?) to (?:rape|kill|murder|stab"
               rf"|shoot) {_VICTIM}\b|\b(?:find|hunt) (?:you|u) (?:and|&)\b", "", "threats against someone"),
    ("threat", r"\bi know where (?:you|u|she|he|they) (?:live|lives|sleep|work)\b|\b(?:your|her|his|their)"
               r" (?:home )?address is\b|\b(?:your|her|his|their) (?:phone )?number is\b|\blives at \d+",
     "", "doxxing"),
    ("threat", r"\bwatch (?:your|ur) back\b|\bsleep with one eye open\b|\b(?:you'?re|you are|ur) (?:dead meat|dead)"
               r"\b|\byou will die\b|\byour days are numbered\b|\bput a bullet\b", "", "intimidation"),
)


def default_rules() -> list[Rule]:
    return [Rule(code, pattern, unless, description) for code, pattern, unless, description in DEFAULT_RULES]
