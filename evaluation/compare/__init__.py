"""Compare mode: a panel picks the better of two candidates (or ranks many), with position bias cancelled.

Pure rules (no Django): `verdicts` (both orders → a juror's verdict, the panel's winner per
dimension), `ratings` (Bradley–Terry with bootstrap intervals, win matrix, length-controlled
view), `judges` (agreement with people's preferences, position and length bias per juror),
`schedule` (which pairs a tournament judges next).
"""
