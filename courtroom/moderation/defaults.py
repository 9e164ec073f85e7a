"""The default rule set of Layer 1, seeded by a data migration; staff edit the rows afterwards.

Patterns are matched against normalised text (lower case, leetspeak read, letters joined,
runs squeezed: see normalize.py), so they are written in plain lower-case spelling.
"""

from __future__ import annotations

from courtroom.moderation.rules import Rule

_GROUPS = (r"(?:jews?|muslims?|christians|blacks|black people|whites|white people|immigrants|refugees|migrants|gays"
           r"|gay people|lesbians|trans people|women|mexicans|arabs|asians|africans|gypsies|roma|hindus|catholics"
           r"|foreigners)")
_DEHUMANIZING = (r"(?:vermin|animals|subhuman|a disease|diseased|parasites|rats|cockroaches|terrorists|too stupid"
                 r"|inferior|evil|filth|scum|exterminated|purged|wiped out|eradicated|gassed|cleansed|killed"
                 r"|in cages|disappear\w*|die)")
_PEOPLE = (r"(?:taylor swift|elon musk|joe biden|donald trump|barack obama|michelle obama|kim kardashian|tom hanks"
           r"|bill gates|beyonce|mark zuckerberg|oprah winfrey|oprah|jeff bezos|kanye west|justin bieber"
           r"|pope francis|king charles|prince harry|meghan markle|rishi sunak|keir starmer|boris johnson"
           r"|emmanuel macron|angela merkel|lebron james|cristiano ronaldo|lionel messi|leonardo dicaprio|brad pitt"
           r"|angelina jolie|rihanna|lady gaga|ed sheeran|adele|harry styles|selena gomez|dwayne johnson"
           r"|kamala harris|hillary clinton|bernie sanders|nancy pelosi|j\.? ?k\.? rowling|greta thunberg"
           r"|warren buffett|tim cook|sam altman|jennifer aniston|will smith|chris rock|snoop dogg|drake|eminem"
           r"|madonna|shakira|keanu reeves|morgan freeman|dolly parton)")
_ACCUSATION = (r"(?:(?:is|was|are|were)\s+(?:a |an )?(?:secret |known |convicted |serial |total |literal )?"
               r"(?:pedophile|paedophile|rapist|criminal|murderer|killer|fraudster|drug dealer|child molester"
               r"|molester|terrorist|abuser|thief|nazi|sex offender|trafficker)"
               r"|murdered|killed|raped|molest\w*|abuses|abused|poisoned|traffics|trafficked|sells drugs|stole"
               r"|embezzled)")
_ME = (r"(?:i|we)\s*(?:'\s*l+i?|wi?ll?|shall|am going to|'m going to|'?m gonna|am gonna|gonna"
       r"|'re going to|are going to|'re gonna|are gonna)")
_HARM_VERB = r"(?:kill|murder|stab|shoot|strangle|behead|hurt|beat|burn|slaughter|choke|bury|hunt down|break)"
_VICTIM = r"(?:you|u|him|her|them|your|his|the \w+|every|all|each)"
_INSULT = (r"(?:bitch\w*|c[u*]nts?|whores?|sluts?|bastards?|morons?|idiots?|losers?|pigs?|worms?|trash|scum"
           r"|piece of (?:shit|trash|garbage)|waste of (?:space|air|oxygen)|dumb ?ass|assholes?|motherf[u*]?ck\w*"
           r"|twats?|pricks?|dickheads?)")

DEFAULT_RULES: tuple[tuple[str, str, str, str], ...] = (
    # (code, pattern, unless, description)
    ("hate", r"\b(?:n[i!]gg(?:er|a|az|uh)s?|f[a@]gg?(?:ot|y)s?|kikes?|spics?|chinks?|trann(?:y|ies)|wetbacks?"
             r"|ragheads?)\b", "", "slurs"),
    ("hate", r"\bretard(?:s|ed)?\b", "", "ableist slur"),
    ("hate", rf"\b{_GROUPS}\b[^.!?]{{0,40}}\b(?:are|is|should|must|need to|belong)\b[^.!?]{{0,30}}\b{_DEHUMANIZING}",
     "", "a group dehumanised or marked for removal"),
    ("hate", rf"\b(?:better|good riddance)\b[^.!?]{{0,40}}\b{_GROUPS}\b[^.!?]{{0,20}}\b(?:disappeared|were gone"
             r"|died|were dead|did ?n[o']t exist)", "", "wishing a group gone"),
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
    ("violence", r"\b(?:disembowel\w*|decapitat\w*|behead\w*|dismember\w*|eviscerat\w*|skin(?:ned)? (?:him|her|them"
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
    ("defamation", rf"\b{_PEOPLE}\b[^.!?]{{0,30}}\b{_ACCUSATION}\b", "", "crimes pinned on a real person"),
)


def default_rules() -> list[Rule]:
    return [Rule(code, pattern, unless, description) for code, pattern, unless, description in DEFAULT_RULES]
