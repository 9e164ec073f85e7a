"""A batch's votes stored and its polls' tallies moved with them, in one transaction (issue 28).

A poll's live tally is kept as one count per choice (courtroom.models.Tally) instead of counted from the
votes: a count read costs a row per choice however many votes the poll holds, where the counts it replaced
grew with the vote table (PostgreSQL's CPU per 1,000 votes 0.13 -> 0.31 s within one benchmark run).

Guarantees, for both drivers (services.votes in a thread, services.votes_async on the event loop):
- The counts move in the transaction that stores the votes, so at every moment they are the stored votes
  counted: a tally read never counts a vote that is not stored (a batch that fails or whose connection is cut,
  by a killed process or a restarted server, moves nothing) and never misses one that is. Nothing is kept
  elsewhere to drift from the votes, so nothing needs reconciling but the broadcast of a tally, which the
  votes sweeper republishes for each open poll changed since its last one (services.tallies: a row per poll).
- A vote replaced moves its count: the upsert returns the choice it replaced (Vote.previous_choice, set from
  the row it locked, so each of two batches changing one voter at once moves what it replaced), and the tally
  takes one from that choice and gives one to the new one.
- One count row per choice, moved by every writer: a batch's upsert of a count row waits for any other batch
  holding that row and then moves the committed count, so the tally an answer returns is never behind a vote the
  same batch replaced. (A share of the counts per vote store was tried in stop 38 — migration 0008, undone by
  0009: a statement read the other stores' shares from its snapshot, taken before a concurrent commit its own
  vote upsert then waited for, so an answer could show a replaced vote's choice at -1; and no CPU gain was
  measured.) Rows are written in (poll, voter) and counts moved in (poll, choice) order, so two batches lock
  them in the same order: they wait for each other, never deadlock.
- A poll's final tally is counted from its votes once, when it closes (`tally_recount`), and the kept counts
  set to it should they differ (they cannot, but for a row written by hand).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from django.db import connection
from django.db.models import Count

from courtroom.models import CourtSession, Poll, Tally, Vote

logger = logging.getLogger(__name__)
ROWS_PER_STATEMENT = 1000  # SQLite takes at most 32,766 parameters a statement: five a vote
VOTE, TALLY, POLL, SESSION = (Vote._meta.db_table, Tally._meta.db_table, Poll._meta.db_table,
                              CourtSession._meta.db_table)


def tally_moves(changes: Iterable[tuple[int, str, str | None]]) -> list[tuple[int, str, int]]:
    """(poll, choice, votes to add), in (poll, choice) order and none of 0, for the (poll, choice, the choice it
    replaced or None) of each vote a batch stored."""
    moves: dict[tuple[int, str], int] = {}
    for poll_id, choice, previous in changes:
        moves[(poll_id, choice)] = moves.get((poll_id, choice), 0) + 1
        if previous is not None:
            moves[(poll_id, previous)] = moves.get((poll_id, previous), 0) - 1
    return [(poll_id, choice, n) for (poll_id, choice), n in sorted(moves.items()) if n]


def votes_store(rows: dict[tuple[int, str], str], now) -> None:
    """Store the {(poll, voter): choice} votes, each replacing its voter's earlier one, and move their polls'
    counts: call in the transaction that holds the polls' share locks (two statements, on SQLite or PostgreSQL)."""
    keys, changes = sorted(rows), []
    stamp = connection.ops.adapt_datetimefield_value(now)
    with connection.cursor() as cursor:
        for start in range(0, len(keys), ROWS_PER_STATEMENT):
            chunk = keys[start:start + ROWS_PER_STATEMENT]
            cursor.execute(
                f"INSERT INTO {VOTE} (poll_id, voter, choice, created_at, updated_at) VALUES "
                + ", ".join(["(%s, %s, %s, %s, %s)"] * len(chunk))
                + f" ON CONFLICT (poll_id, voter) DO UPDATE SET choice = excluded.choice,"
                  f" updated_at = excluded.updated_at, previous_choice = {VOTE}.choice"
                  f" RETURNING poll_id, choice, previous_choice",
                [value for key in chunk for value in (*key, rows[key], stamp, stamp)])
            changes += cursor.fetchall()
        moves = tally_moves(changes)
        if moves:
            cursor.execute(
                f"INSERT INTO {TALLY} (poll_id, choice, votes, changed_at) VALUES "
                + ", ".join(["(%s, %s, %s, %s)"] * len(moves))
                + f" ON CONFLICT (poll_id, choice) DO UPDATE SET votes = {TALLY}.votes + excluded.votes,"
                  f" changed_at = excluded.changed_at",
                [value for move in moves for value in (*move, stamp)])


def tally_recount(poll: Poll, now) -> dict[str, int]:
    """The poll's votes counted per choice (every choice present): its final tally. The kept counts are set to
    it where they differ (stamped `now`), with an error logged, for they never should."""
    counted = dict(Vote.objects.filter(poll=poll).values_list("choice").annotate(n=Count("id")).order_by())
    kept = dict(Tally.objects.filter(poll=poll).values_list("choice", "votes"))
    wrong = {choice: n for choice, n in counted.items() if kept.get(choice, 0) != n}
    wrong.update({choice: 0 for choice, n in kept.items() if n and choice not in counted})
    if wrong:
        logger.error("poll %s: kept tally %s differs from its votes %s; set to its votes", poll.pk, kept, counted)
        for choice, n in wrong.items():
            Tally.objects.update_or_create(poll=poll, choice=choice, defaults={"votes": n, "changed_at": now})
    return {choice: counted.get(choice, 0) for choice in poll.choices}


# The same on the event loop (PostgreSQL): one statement stores the batch, moves the counts and returns the
# sessions' tallies after it, so an answer's tally counts its own vote without a second query.
# What a poll's votes are judged by (open or not, its choices, its session's join code), as one value: a batch
# decided on a poll read with one fingerprint is decided the same on the poll with the same fingerprint.
FINGERPRINT = "md5(row(p.choices, p.closes_at, p.closed_at, s.join_code)::text)"
_STORED = (
    f"stored AS (INSERT INTO {VOTE} (poll_id, voter, choice, created_at, updated_at) "
    f"SELECT poll_id, voter, choice, %(now)s, %(now)s "
    f"FROM unnest(%(polls)s::bigint[], %(voters)s::text[], %(choices)s::text[]) AS batch(poll_id, voter, choice) "
    "{guard}"
    f"ON CONFLICT (poll_id, voter) DO UPDATE SET choice = EXCLUDED.choice, updated_at = EXCLUDED.updated_at, "
    f"previous_choice = {VOTE}.choice RETURNING poll_id, choice, previous_choice), ")
_MOVED = (
    f"moved AS (INSERT INTO {TALLY} (poll_id, choice, votes, changed_at) "
    f"SELECT poll_id, choice, sum(n), %(now)s FROM (SELECT poll_id, choice, 1 FROM stored "
    f"UNION ALL SELECT poll_id, previous_choice, -1 FROM stored WHERE previous_choice IS NOT NULL) "
    f"AS moves(poll_id, choice, n) GROUP BY poll_id, choice HAVING sum(n) <> 0 ORDER BY poll_id, choice "
    f"ON CONFLICT (poll_id, choice) DO UPDATE SET votes = {TALLY}.votes + EXCLUDED.votes, "
    f"changed_at = EXCLUDED.changed_at RETURNING poll_id, choice, votes), ")
# The sessions' counts after the batch: the rows it moved as they are now, the others as the statement began.
_TALLIES = (
    f"counted AS (SELECT poll_id, choice, votes FROM moved UNION ALL "
    f"SELECT t.poll_id, t.choice, t.votes FROM {TALLY} t JOIN {POLL} tp ON tp.id = t.poll_id "
    f"WHERE tp.session_id = ANY(%(sessions)s) "
    f"AND NOT EXISTS (SELECT FROM moved m WHERE m.poll_id = t.poll_id AND m.choice = t.choice)) ")
SESSION_TALLIES = (
    f"SELECT cp.session_id, cp.kind, cp.choices, c.choice, c.votes FROM {POLL} cp "
    f"LEFT JOIN counted c ON c.poll_id = cp.id WHERE cp.session_id = ANY(%(sessions)s)")
# The batch as the second statement of a transaction that has share-locked its polls.
STORE = f"WITH {_STORED.format(guard='')}{_MOVED}{_TALLIES}{SESSION_TALLIES}"
# The batch in one statement (its own transaction, one round trip), when the store read every poll it votes in
# before: the polls are share-locked as above and the votes stored only if every poll still has the fingerprint
# it was read with, for then the rows decided from that reading are the rows the locked polls take. Else nothing
# is stored, and the batch is decided again on the polls as they are now. Each row begins with whether it was.
STORE_IF_UNCHANGED = (
    f"WITH locked AS MATERIALIZED (SELECT p.id, {FINGERPRINT} AS seen "
    f"FROM {POLL} p JOIN {SESSION} s ON s.id = p.session_id WHERE p.id = ANY(%(ids)s) FOR SHARE OF p), "
    f"unchanged AS (SELECT count(*) = %(n)s AS yes FROM locked "
    f"JOIN unnest(%(ids)s::bigint[], %(seen)s::text[]) AS known(id, seen) "
    f"ON known.id = locked.id AND known.seen = locked.seen), "
    f"{_STORED.format(guard='WHERE (SELECT yes FROM unchanged) ')}{_MOVED}{_TALLIES}"
    f"SELECT u.yes, t.* FROM unchanged u LEFT JOIN ({SESSION_TALLIES}) t ON true")


def store_params(rows: dict[tuple[int, str], str], sessions: Iterable[int], now) -> dict:
    """The parameters of STORE (and, with ids, n and seen, of STORE_IF_UNCHANGED) for the {(poll, voter):
    choice} votes, answering with the tallies of `sessions`."""
    keys = sorted(rows)
    return {"now": now, "polls": [poll_id for poll_id, _ in keys], "voters": [voter for _, voter in keys],
            "choices": [rows[key] for key in keys], "sessions": sorted(set(sessions))}
