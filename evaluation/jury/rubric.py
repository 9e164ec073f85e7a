"""The jury's rubric as the kernel reader takes it: five dimensions on 1–10, three verdicts in words. Pure."""

from __future__ import annotations

from juryrigged.llm import reading

DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
VERDICTS = ("APPROVE", "REVISE", "REJECT")

# Other names a juror may give a dimension (a rubric's own words for the same thing), then the same names in
# Spanish, French, German, Portuguese and Italian (a juror asked in, or drifting into, another language).
# Accents are optional: the reader folds them.
SYNONYMS = {
    "accuracy": ("factual accuracy", "correctness", "factuality",
                 "precisión", "exactitud", "corrección", "veracidad", "exactitude", "précision", "justesse",
                 "véracité", "genauigkeit", "korrektheit", "richtigkeit", "faktentreue", "sachliche richtigkeit",
                 "precisão", "exatidão", "correção", "acurácia", "accuratezza", "precisione", "correttezza",
                 "esattezza"),
    "completeness": ("coverage", "thoroughness", "comprehensiveness",
                     "completitud", "exhaustividad", "integridad", "complétude", "exhaustivité", "intégralité",
                     "vollständigkeit", "gründlichkeit", "completude", "abrangência", "integralidade",
                     "completezza", "esaustività"),
    "clarity": ("readability", "clearness",
                "claridad", "clarté", "lisibilité", "klarheit", "verständlichkeit", "lesbarkeit", "clareza",
                "chiarezza", "leggibilità"),
    "relevance": ("pertinence",
                  "relevancia", "pertinencia", "relevanz", "relevância", "pertinência", "rilevanza", "pertinenza"),
    "actionability": ("usefulness", "practicality", "practical usefulness",
                      "aplicabilidad", "accionabilidad", "utilidad", "utilidad práctica", "applicabilité",
                      "actionnabilité", "utilité", "utilité pratique", "umsetzbarkeit", "anwendbarkeit",
                      "nützlichkeit", "praxistauglichkeit", "aplicabilidade", "acionabilidade", "utilidade",
                      "utilidade prática", "applicabilità", "attuabilità", "utilità", "utilità pratica"),
}

# How reviewers say each verdict: an editor's, a code reviewer's, a referee's words; then the same in
# Spanish, French, German, Portuguese and Italian. `conditional`: what a verdict given on a condition
# ("approve with minor changes", "reject unless the figures are sourced") means here — the content
# needs improvement before use.
VOCABULARY = reading.Vocabulary({
    "APPROVE": ("approved", "approves", "accept", "accepted", "lgtm", "looks good to me", "ship it",
                "aprobar", "aprobado", "aprobada", "apruebo", "approuver", "approuvé", "approuvée", "accepter",
                "accepté", "genehmigen", "genehmigt", "annehmen", "angenommen", "akzeptiert", "aprovar",
                "aprovado", "aprovada", "aprovo", "approvare", "approvato", "approvata", "accettare", "accettato"),
    "REVISE": ("revised", "revises", "needs revision", "needs revisions", "needs work", "request changes",
               "requesting changes", "changes requested", "revise and resubmit", "major revision", "major revisions",
               "minor revision", "minor revisions", "major revisions needed", "minor revisions needed",
               "revisar", "revisión", "necesita revisión", "requiere revisión", "réviser", "à réviser", "révision",
               "à revoir", "überarbeiten", "überarbeitung", "überarbeitung nötig", "revidieren", "revisão",
               "precisa de revisão", "rivedere", "da rivedere", "revisione", "da revisionare"),
    "REJECT": ("rejected", "rejects", "decline", "declined",
               "rechazar", "rechazado", "rechazada", "rechazo", "rejeter", "rejeté", "rejetée", "refuser", "refusé",
               "ablehnen", "abgelehnt", "zurückweisen", "zurückgewiesen", "rejeitar", "rejeitado", "rejeitada",
               "respingere", "respinto", "respinta", "rifiutare", "rifiutato"),
}, conditional="REVISE")

JUROR = reading.Rubric(scores={d: SYNONYMS[d] for d in DIMENSIONS}, low=1, high=10, verdicts=VOCABULARY,
                       who="The juror")
FOREMAN = reading.Rubric(scores={}, verdicts=VOCABULARY, who="The foreman")
