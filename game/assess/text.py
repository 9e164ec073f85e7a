"""Text similarity and polarity for the offline assessor (pure, no Django).

Similarity is TF-IDF over character n-grams inside words (3-5 letters) of a text's content
words, compared by cosine and by coverage (how much of a fact a text says):
"compared" and "comparison", "hid" and "hidden" share grams, so a witness need not use the
case file's exact words, and words every text of the case shares weigh little. The
vocabulary and the weights are fitted on the case record itself (its facts, exhibits,
statements), so any case, in any wording, is read alike.

The TF-IDF is scikit-learn's `TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5),
sublinear_tf=True)`, computed here in plain Python on sparse rows: the player's statements and
questions are read in the web request, and scikit-learn with numpy and SciPy (~100 MB) must not
load in a web process (issue 28). tests/game/test_assess_text_matches_sklearn.py checks it gives
scikit-learn's figures, and the stop words its list, on every shipped case.

Polarity is negation scope in the manner of NegEx (Chapman et al. 2001), kept simple: a
clause with an odd number of negation cues (not, never, no, n't...) asserts the opposite
of the same clause without them. Contradiction is then: two clauses about the same thing
(similar content) with opposite polarity.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from dataclasses import dataclass, field

NEGATIONS = frozenset({"not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "cannot", "without",
                       "deny", "denied", "denies", "false", "untrue", "nowhere"})
# The words of a bare reply ("Yes.", "That's right.", "I admit it."): they say yes to the question
# and nothing of their own, so they are read as polarity, never as content.
AFFIRMATIONS = frozenset({"yes", "yeah", "yep", "correct", "right", "true", "exactly", "indeed", "admit", "admitted",
                          "did", "was", "were", "is", "sure", "certainly", "okay", "ok", "suppose", "guess"})
# Words that frame testimony rather than say anything of the case ("I told you what I remember",
# "I know what I saw"): what is remembered or known is the content, not the remembering.
FRAMING = frozenset({"remember", "remembered", "recall", "recalled", "know", "knew", "anymore"})
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A sentence ends at . ! ? ; — except after a title or an initial ("Dr. Rao", "K. Brenner").
_END = r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<!\bSt\.)(?<!\bNo\.)(?<!\b[A-Z]\.)(?<=[.;!?])\s+"
_SENTENCE = re.compile(_END)
_CLAUSE = re.compile(_END + r"|\s+(?:but|however|although|though)\s+|\s+—\s+")
KEEP_VECTORS = 2000  # vectors of texts beyond the fitted ones a space keeps before forgetting them


# scikit-learn's English stop words (sklearn.feature_extraction.text.ENGLISH_STOP_WORDS, from the Glasgow
# Information Retrieval Group's list; BSD licence), written out so the web process need not load scikit-learn.
_STOP_WORDS_TEXT = """
    a about above across after afterwards again against all almost alone along already also although always
    am among amongst amoungst amount an and another any anyhow anyone anything anyway anywhere are around as
    at back be became because become becomes becoming been before beforehand behind being below beside
    besides between beyond bill both bottom but by call can cannot cant co con could couldnt cry de describe
    detail do done down due during each eg eight either eleven else elsewhere empty enough etc even ever
    every everyone everything everywhere except few fifteen fifty fill find fire first five for former
    formerly forty found four from front full further get give go had has hasnt have he hence her here
    hereafter hereby herein hereupon hers herself him himself his how however hundred i ie if in inc indeed
    interest into is it its itself keep last latter latterly least less ltd made many may me meanwhile might
    mill mine more moreover most mostly move much must my myself name namely neither never nevertheless next
    nine no nobody none noone nor not nothing now nowhere of off often on once one only onto or other others
    otherwise our ours ourselves out over own part per perhaps please put rather re same see seem seemed
    seeming seems serious several she should show side since sincere six sixty so some somehow someone
    something sometime sometimes somewhere still such system take ten than that the their them themselves
    then thence there thereafter thereby therefore therein thereupon these they thick thin third this those
    though three through throughout thru thus to together too top toward towards twelve twenty two un under
    until up upon us very via was we well were what whatever when whence whenever where whereafter whereas
    whereby wherein whereupon wherever whether which while whither who whoever whole whom whose why will
    with within without would yet you your yours yourself yourselves
"""
ENGLISH_STOP_WORDS = frozenset(_STOP_WORDS_TEXT.split())


@functools.cache
def stop_words() -> frozenset[str]:
    """scikit-learn's English stop words, less the negation cues (polarity is read from those)."""
    return ENGLISH_STOP_WORDS - NEGATIONS


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def content(text: str) -> str:
    """The words that carry a text's meaning: no stop words, no negation cues (polarity is
    read separately), contractions' "n't" removed with the negation it marks."""
    kept, stop = [], stop_words()
    for word in words(text):
        word = word[:-3] if word.endswith("n't") else word.split("'")[0]
        if (word and word not in stop and word not in NEGATIONS and word not in AFFIRMATIONS
                and word not in FRAMING and len(word) > 1):
            kept.append(word)
    return " ".join(kept)


def negated(text: str) -> bool:
    """Whether a clause is negated: an odd number of negation cues ("n't" counts). A reply word
    opening a clause with more to say ("No, I never took them") answers the question; the
    clause's own words carry its polarity."""
    found = words(text)
    if len(found) > 1 and found[0] in ("no", "yes", "yeah", "nope"):
        found = found[1:]
    cues = sum(1 for w in found if w in NEGATIONS or w.endswith("n't"))
    return cues % 2 == 1


# Titles sentencex (1.0.32, its English rules) takes for a sentence's end before a name ("She saw
# Ms. | Adebayo eat"), where it knows Dr., Mr., Mrs., St., No., Prof. and the rest.
_UNKNOWN_TITLE = re.compile(r"\b(?:Ms|Mx)\.$")


def said_sentences(text: str) -> list[str]:
    """A text's sentences as said aloud, cut by a maintained segmenter (sentencex, the English
    rules: titles, initials and other abbreviations do not end a sentence, so "Says he never saw
    Dr. Marsh" is not cut at "Dr."), a cut after a title it does not know mended."""
    from sentencex import segment  # lazy: a case's first page loads it (its compiled core is ~1.2 MB at idle)

    said: list[str] = []
    for piece in segment("en", text or ""):
        if said and _UNKNOWN_TITLE.search(said[-1].rstrip()):
            said[-1] += piece
        else:
            said.append(piece)
    return [s.strip() for s in said if s.strip()]


def first_sentence(text: str) -> str:
    """The first sentence of a text as said aloud (`said_sentences`)."""
    return next(iter(said_sentences(text)), "")


def sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE.split(text or "") if p.strip()]


def clauses(text: str) -> list[str]:
    """A text cut at sentence ends, semicolons and contrasting conjunctions (a "but" often
    turns a clause around: "I was there, but I saw nothing")."""
    parts = [p.strip(" ,") for p in _CLAUSE.split(text or "") if p and p.strip(" ,")]
    return [p for p in parts if words(p)]


def bare_reply(clause: str) -> bool | None:
    """A clause that only says yes or no ("Yes.", "That's right.", "No, never."): True for yes,
    False for no, None for a clause that says something of its own or that only says what the
    witness knows or remembers ("I don't know anymore")."""
    if content(clause):
        return None
    found = words(clause)
    if not found:
        return None
    if found[0] not in ("yes", "yeah", "yep", "no", "nope") and any(w in FRAMING for w in found):
        return None  # "I don't know", "I don't remember": neither yes nor no
    if any(w in NEGATIONS or w.endswith("n't") for w in found):
        return False
    return True if any(w.split("'")[0] in AFFIRMATIONS for w in found) else None


_WHITE_SPACES = re.compile(r"\s\s+")


def char_wb_ngrams(text: str, low: int = 3, high: int = 5) -> list[str]:
    """The character n-grams inside words, each word padded with a space at both ends (scikit-learn's
    `char_wb` analyzer: a word shorter than `low` gives itself once)."""
    grams = []
    for word in _WHITE_SPACES.sub(" ", text.lower()).split():
        word = f" {word} "
        for n in range(low, high + 1):
            offset = 0
            grams.append(word[:n])
            while offset + n < len(word):
                offset += 1
                grams.append(word[offset:offset + n])
            if offset == 0:  # a short word counts once
                break
    return grams


@dataclass
class Space:
    """A TF-IDF space fitted on one case's record; `similarity` compares any texts in it.
    Each text's vector is kept (a case's facts, and what the trial said, are read again and
    again; the weighting is the cost). A vector is a dict of n-gram to weight (only the fitted
    n-grams; L2-normalised)."""

    texts: list[str]
    idf: dict[str, float] = field(init=False, repr=False)
    known: dict = field(init=False, repr=False)

    def __post_init__(self):
        counts = [Counter(char_wb_ngrams(content(t) or "_")) for t in self.texts]
        df = Counter(gram for count in counts for gram in count)
        n = len(counts)
        # smooth idf, as scikit-learn's default: ln((1 + n) / (1 + df)) + 1
        self.idf = {gram: math.log((1 + n) / (1 + d)) + 1 for gram, d in df.items()}
        self.known = {text: self._weigh(count) for text, count in zip(self.texts, counts, strict=True)}

    def _weigh(self, count: Counter) -> dict[str, float]:
        idf = self.idf
        # sublinear tf (1 + ln tf) times idf, then L2-normalised; n-grams the case never used weigh nothing
        row = {gram: (1 + math.log(tf)) * idf[gram] for gram, tf in sorted(count.items()) if gram in idf}
        norm = math.sqrt(sum(w * w for w in row.values()))
        return {gram: w / norm for gram, w in row.items()} if norm else {}

    def vectors(self, texts: list[str]) -> list[dict[str, float]]:
        known = self.known
        if len(known) > KEEP_VECTORS:
            # Forget what was said before the texts wanted now are looked up: forgotten after,
            # a text found known (earlier testimony) was gone when its vector was read.
            known = {t: known[t] for t in self.texts}
        for text in dict.fromkeys(t for t in texts if t not in known):
            known[text] = self._weigh(Counter(char_wb_ngrams(content(text) or "_")))
        # Read from this call's own dict: a space is shared by every game of the case in the process.
        self.known = known
        return [known[t] for t in texts]

    def similarities(self, texts: list[str], others: list[str]) -> list[list[float]]:
        """How far each of `texts` (rows) says what each of `others` (columns) says, 0..1: the
        geometric mean of their cosine and of the other's coverage (the share of its weighted
        n-grams the text contains). Coverage is the entailment side: a slogan that shares one
        word with a fact says little of it, however short it is, while cosine alone would
        count that one word as much of the slogan."""
        if not texts or not others:
            return [[0.0] * len(others) for _ in texts]
        left, right = self.vectors(texts), self.vectors(others)
        masses = [sum(r.values()) for r in right]
        out = []
        for a in left:
            row = []
            for b, mass in zip(right, masses, strict=True):
                shared = [g for g in b if g in a] if len(b) <= len(a) else [g for g in a if g in b]
                cosine = sum(a[g] * b[g] for g in shared)
                coverage = sum(b[g] for g in shared) / mass if mass > 0 else 0.0
                row.append(math.sqrt(min(max(cosine, 0.0), 1.0) * min(max(coverage, 0.0), 1.0)))
            out.append(row)
        return out

    def similarity(self, a: str, b: str) -> float:
        if not content(a) or not content(b):
            return 0.0
        return float(self.similarities([a], [b])[0][0])
