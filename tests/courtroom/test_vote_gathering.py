"""How long a process's batch gathers follows the arrivals (courtroom.voting.VoteBatcher.gathering): a lone
vote is cast once COURT_VOTE_BATCH_MS has passed with nothing more, a burst once it has all come, and a
steady stream keeps gathering up to COURT_VOTE_BATCH_MAX_MS, so that at a crowd's rate a batch's fixed cost
is spread over many votes (issue 28) without delaying a lone vote.

The windows here are five times the arrivals' spacing or more, so a busy machine's late timers
do not decide the outcome; what is asserted is how ballots were grouped, not how long anything took."""

import asyncio
import time

import pytest

from courtroom.services.votes import Ballot, VoteResult
from courtroom.voting import VoteBatcher


class Recorder:
    """A stand-in for the store: records each batch it is asked to cast and answers every ballot."""

    def __init__(self):
        self.batches: list[list[str]] = []

    async def cast_many(self, ballots):
        self.batches.append([b.voter for b in ballots])
        return [VoteResult(1, {"guilty": 1}, {}) for _ in ballots]


def ballot(n: int) -> Ballot:
    return Ballot(1, "verdict", "guilty", f"v{n}", f"voter:v{n}", "198.51.100.7")


async def noop_count(_counts):
    return None


async def stream(batcher: VoteBatcher, count: int, spacing_s: float) -> list:
    """`count` voters, one every `spacing_s`, each waiting for its answer (as phones do)."""
    tasks = []
    for n in range(count):
        tasks.append(asyncio.ensure_future(batcher.cast(ballot(n))))
        await asyncio.sleep(spacing_s)
    return await asyncio.gather(*tasks)


@pytest.fixture
def windows(settings):
    settings.COURT_VOTE_BATCH_MS = 100       # quiet: cast once nothing has come for 100 ms
    settings.COURT_VOTE_BATCH_MAX_MS = 600   # longest: while they keep coming


def test_a_lone_vote_is_cast_after_the_short_window_not_the_long_one(windows):
    recorder = Recorder()

    async def lone():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        started = time.monotonic()
        await batcher.cast(ballot(0))
        return time.monotonic() - started

    waited = asyncio.run(lone())
    assert recorder.batches == [["v0"]]
    # cast after the quiet window (100 ms), far from the longest one (600 ms)
    assert 0.095 <= waited < 0.45, waited


def test_a_steady_stream_gathers_into_one_batch_up_to_the_long_window(windows):
    recorder = Recorder()

    async def run():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        return await stream(batcher, 12, 0.02)  # one every 20 ms: always inside the 100 ms quiet window

    results = asyncio.run(run())
    assert len(results) == 12 and all(isinstance(r, VoteResult) for r in results)
    # 12 ballots over ~240 ms, within the 600 ms longest window: one batch (a fixed 100 ms window: two or more)
    assert recorder.batches == [[f"v{n}" for n in range(12)]], recorder.batches


def test_a_stream_longer_than_the_long_window_is_cut_into_batches_of_about_that_length(windows):
    recorder = Recorder()

    async def run():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        return await stream(batcher, 60, 0.02)  # ~1.2 s of arrivals, one every 20 ms

    asyncio.run(run())
    sizes = [len(b) for b in recorder.batches]
    assert sum(sizes) == 60 and [v for b in recorder.batches for v in b] == [f"v{n}" for n in range(60)]
    # cut at the longest window (600 ms ≈ 30 arrivals): a few batches, none of them all 60, none of them lone
    assert 2 <= len(sizes) <= 4, sizes
    assert max(sizes) < 60 and min(sizes[:-1]) >= 8, sizes


def test_two_bursts_apart_are_two_batches(windows):
    recorder = Recorder()

    async def run():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        first = [asyncio.ensure_future(batcher.cast(ballot(n))) for n in range(5)]
        await asyncio.sleep(0.4)  # far past the quiet window: the first burst is cast alone
        second = [asyncio.ensure_future(batcher.cast(ballot(n))) for n in range(5, 8)]
        return await asyncio.gather(*first, *second)

    asyncio.run(run())
    assert recorder.batches == [[f"v{n}" for n in range(5)], [f"v{n}" for n in range(5, 8)]]
