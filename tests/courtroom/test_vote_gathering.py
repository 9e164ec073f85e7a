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


class SlowRecorder(Recorder):
    """A store whose cast takes `seconds`, counting the batches cast at once."""

    def __init__(self, seconds: float):
        super().__init__()
        self.seconds, self.in_flight, self.most_in_flight = seconds, 0, 0

    async def cast_many(self, ballots):
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            answers = await super().cast_many(ballots)
            await asyncio.sleep(self.seconds)
            return answers
        finally:
            self.in_flight -= 1


def test_ballots_arriving_while_a_batch_is_cast_wait_for_it_and_join_the_next(windows):
    recorder = SlowRecorder(0.5)  # a batch takes 500 ms to commit

    async def run():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        first = [asyncio.ensure_future(batcher.cast(ballot(n))) for n in range(3)]  # cast at ~100 ms
        await asyncio.sleep(0.2)  # the first batch is being cast (until ~600 ms)
        second = [asyncio.ensure_future(batcher.cast(ballot(n))) for n in range(3, 6)]  # gathered by ~300 ms
        await asyncio.sleep(0.25)  # the second batch has gathered and waits for the first to commit
        late = [asyncio.ensure_future(batcher.cast(ballot(6)))]
        return await asyncio.wait_for(asyncio.gather(*first, *second, *late), 5)

    results = asyncio.run(run())
    # then every voter is answered, one batch is cast at a time, and a ballot that came while the
    # next batch waited for the casting lock rode along with it (batches grow instead of queueing)
    assert len(results) == 7 and all(isinstance(r, VoteResult) for r in results)
    assert recorder.most_in_flight == 1
    assert recorder.batches == [["v0", "v1", "v2"], ["v3", "v4", "v5", "v6"]]


def test_a_voter_who_goes_away_while_the_batch_gathers_leaves_the_others_answered(windows):
    recorder = Recorder()

    async def run():
        batcher = VoteBatcher(recorder.cast_many, count_blocked=noop_count)
        voters = [asyncio.ensure_future(batcher.cast(ballot(n))) for n in range(3)]
        await asyncio.sleep(0.02)
        voters[1].cancel()  # the phone closed its connection while the batch gathered
        answered = await asyncio.wait_for(asyncio.gather(*voters, return_exceptions=True), 5)
        again = await asyncio.wait_for(batcher.cast(ballot(3)), 5)  # the batcher still serves the next voter
        return answered, again

    answered, again = asyncio.run(run())
    assert isinstance(answered[0], VoteResult) and isinstance(answered[2], VoteResult)
    assert isinstance(answered[1], asyncio.CancelledError)
    # the ballot itself was still cast with its batch (a vote is not taken back by a dropped connection)
    assert recorder.batches == [["v0", "v1", "v2"], ["v3"]] and isinstance(again, VoteResult)
