"""A git repository URL → a snapshot of its files at the default branch's head.

Cloned shallow (`git clone --depth 1`) with the git CLI into a temporary folder that is
removed afterwards, under a time limit: only the https protocol (and file:// where the
server allows it), no redirects, no prompts, no hooks, no LFS downloads, no submodules.
An https host is checked by the SSRF guard here and git connects only to the addresses the
check returned (curl's resolve list), so a DNS answer that changes afterwards is not used.
The work tree is then read like an archive: `.gitignore` honoured, symlinks not followed,
binaries, vendored and generated files skipped and listed.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from datetime import datetime, UTC
from collections.abc import Callable
from urllib.parse import urlsplit

from evaluation.sources import network

from evaluation.sources.collect import Collector
from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import Snapshot


def _git_env() -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env.update(GIT_TERMINAL_PROMPT="0", GIT_LFS_SKIP_SMUDGE="1", GIT_CONFIG_NOSYSTEM="1", GIT_ASKPASS="/bin/false",
               HOME=tempfile.gettempdir())
    return env


def clone_command(url: str, target: str, limits: Limits, *, resolve=network.resolve) -> list[str]:
    """The git command that clones `url` shallow into `target`, pinned to the addresses the SSRF guard checked."""
    addresses = check_repository_url(url, limits, resolve=resolve)
    pin = ["-c", f"http.curloptResolve={network.curl_resolve(url, addresses)}"] if addresses else []
    protocols = ["https"] + (["file"] if limits.allow_file_urls else [])
    allow = [arg for name in protocols for arg in ("-c", f"protocol.{name}.allow=always")]
    return ["git", "-c", "protocol.allow=never", *allow, "-c", "http.followRedirects=false",
            "-c", "core.hooksPath=/dev/null", "-c", "core.symlinks=true", *pin,
            "clone", "--depth", "1", "--single-branch", "--no-tags", "--quiet", "--", url, target]


def check_repository_url(url: str, limits: Limits, *, resolve=network.resolve) -> list[str]:
    """The addresses an https repository may be cloned from ([] for an allowed file:// URL), or SourceRefused."""
    parts = urlsplit(url)
    if parts.scheme == "file":
        if not limits.allow_file_urls:
            raise SourceRefused("file:// repositories are not allowed on this server.", status=403,
                                code="SOURCE_FORBIDDEN")
        return []
    if parts.scheme != "https":
        raise SourceRefused("A repository URL must be https:// (or file:// where the server allows it).",
                            status=400, code="UNSUPPORTED_SOURCE")
    return network.check_url(url, limits, resolve=resolve)


def clone_repository(url: str, limits: Limits, *, progress: Callable[[str], None] | None = None,
                     resolve=network.resolve) -> Snapshot:
    """The repository's files as a snapshot (kind "repository", with the commit), or SourceRefused."""
    progress = progress or (lambda text: None)
    with tempfile.TemporaryDirectory(prefix="jr-clone-") as folder:
        target = os.path.join(folder, "repo")
        command = clone_command(url, target, limits, resolve=resolve)
        progress("cloning…")
        try:
            result = subprocess.run(command, capture_output=True, timeout=limits.clone_timeout_s, env=_git_env(),
                                    stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise SourceRefused(f"Cloning {url} took longer than {limits.clone_timeout_s:g} s.", status=422,
                                code="SOURCE_TIMEOUT") from None
        if result.returncode != 0:
            detail = result.stderr.decode("utf-8", "replace").strip().splitlines()
            raise SourceRefused(f"{url} could not be cloned: {(detail or ['git failed'])[-1][:300]}", status=422,
                                code="SOURCE_UNREACHABLE")
        revision = subprocess.run(["git", "-C", target, "rev-parse", "HEAD"], capture_output=True, text=True,
                                  timeout=10, env=_git_env()).stdout.strip()
        snapshot = read_folder(target, kind="repository", origin=url, limits=limits, progress=progress)
    snapshot.revision = revision
    snapshot.fetched_at = datetime.now(UTC).isoformat(timespec="seconds")
    return snapshot


def read_folder(root: str, *, kind: str, origin: str, limits: Limits,
                progress: Callable[[str], None] | None = None) -> Snapshot:
    """A folder on disk as a snapshot: walked without following symlinks, `.git` left out."""
    collector = Collector(kind=kind, origin=origin, limits=limits, progress=progress)
    for folder, dirs, files in os.walk(root, followlinks=False):
        relative_folder = os.path.relpath(folder, root).replace(os.sep, "/")
        prefix = "" if relative_folder == "." else relative_folder + "/"
        for name in list(dirs):
            if os.path.islink(os.path.join(folder, name)):
                collector.skip(prefix + name, "symbolic link (not followed)")
                dirs.remove(name)
            elif name == ".git" and not prefix:
                dirs.remove(name)
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(folder, name)
            if os.path.islink(full):
                collector.skip(prefix + name, "symbolic link (not followed)")
                continue
            if not os.path.isfile(full):
                collector.skip(prefix + name, "not a regular file")
                continue

            def read(n: int, full=full) -> bytes:
                with open(full, "rb") as handle:
                    return handle.read(n)

            collector.offer(prefix + name, os.path.getsize(full), read)
    return collector.finish()
