"""Repositories: a shallow clone over file:// read like an archive; refused URLs and time limits."""

import dataclasses
import os

import pytest

from evaluation.sources.errors import SourceRefused
from evaluation.sources.repositories import clone_repository, read_folder
from evaluation.sources.repositories import check_repository_url, clone_command
from tests.evaluation.sources.fixtures import LIMITS, PROJECT, git_repository


def test_a_repository_is_cloned_with_its_commit_and_gitignore_honoured(tmp_path):
    # given
    url = git_repository(str(tmp_path), PROJECT)
    steps = []
    # when
    snapshot = clone_repository(url, LIMITS, progress=steps.append)
    # then
    assert [f.path for f in snapshot.files] == ["README.md", "src/app.py", "src/util.js"]
    skipped = {s.path: s.reason for s in snapshot.skipped}
    assert skipped["secret.txt"] == "ignored by .gitignore"
    assert skipped["node_modules/left-pad/index.js"] == "vendored or build output"
    assert len(snapshot.revision) == 40 and snapshot.fetched_at
    assert steps == ["cloning…", "reading 7 files…"]  # the candidates; .gitignore and content checks come after


def test_a_missing_repository_is_refused_with_gits_reason(tmp_path):
    with pytest.raises(SourceRefused) as refused:
        clone_repository(f"file://{tmp_path}/nothing.git", LIMITS)
    assert refused.value.status == 422 and "could not be cloned" in refused.value.message


def test_a_clone_is_over_after_its_time_limit(tmp_path):
    url = git_repository(str(tmp_path), PROJECT)
    with pytest.raises(SourceRefused) as refused:
        clone_repository(url, dataclasses.replace(LIMITS, clone_timeout_s=0.001))
    assert refused.value.code == "SOURCE_TIMEOUT"


def test_file_urls_are_refused_unless_the_server_allows_them():
    with pytest.raises(SourceRefused) as refused:
        check_repository_url("file:///srv/repo.git", dataclasses.replace(LIMITS, allow_file_urls=False))
    assert refused.value.status == 403


@pytest.mark.parametrize("url", ["http://example.com/r.git", "ssh://git@example.com/r.git", "git://example.com/r"])
def test_only_https_repositories_are_cloned(url):
    with pytest.raises(SourceRefused) as refused:
        check_repository_url(url, LIMITS, resolve=lambda h, p: ["93.184.216.34"])
    assert refused.value.status == 400


def test_a_repository_on_a_private_address_is_refused():
    with pytest.raises(SourceRefused) as refused:
        check_repository_url("https://git.internal/r.git", LIMITS, resolve=lambda h, p: ["10.1.2.3"])
    assert refused.value.status == 403


def test_a_folder_walk_lists_symlinks_without_following_them(tmp_path):
    # given
    (tmp_path / "a.py").write_text("x = 1\n")
    os.symlink("/etc", tmp_path / "etc")
    os.symlink("/etc/passwd", tmp_path / "passwd")
    # when
    snapshot = read_folder(str(tmp_path), kind="repository", origin="t", limits=LIMITS)
    # then
    assert [f.path for f in snapshot.files] == ["a.py"]
    assert {s.path for s in snapshot.skipped} == {"etc", "passwd"}


def test_a_clone_connects_only_to_the_addresses_the_guard_checked():
    # given a resolver that would answer a private address to any later lookup
    answers = iter([["93.184.216.34", "2606:2800:220:1::1"], ["10.1.2.3"]])
    # when
    command = clone_command("https://git.example.com/o/r.git", "/tmp/x", LIMITS, resolve=lambda h, p: next(answers))
    # then git gets curl's resolve list with the checked addresses (it never asks DNS itself)
    pin = command[command.index("clone") - 1]
    assert pin == "http.curloptResolve=git.example.com:443:93.184.216.34,[2606:2800:220:1::1]"
    assert command[-2:] == ["https://git.example.com/o/r.git", "/tmp/x"]


def test_a_file_url_clone_has_no_resolve_list():
    command = clone_command("file:///srv/r.git", "/tmp/x", dataclasses.replace(LIMITS, allow_file_urls=True))
    assert not any(arg.startswith("http.curloptResolve") for arg in command)
