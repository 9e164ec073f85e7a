"""What words say, read against the case: the offline assessor of testimony, questions and
speeches (`assessor`), the case record it reads against (`record`), the text similarity it
uses (`text`), and the structured model call that may stand in for it (`model`). Pure: no
Django, tested without a database."""
