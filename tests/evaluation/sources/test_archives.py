"""Archives of a folder: what is kept, what is skipped and listed, and what refuses the whole archive."""

import dataclasses
import io
import zipfile

import pytest

from evaluation.sources.errors import SourceRefused
from evaluation.sources.uploads import read_upload
from tests.evaluation.sources.fixtures import LIMITS, PROJECT, make_tar_gz, make_zip


def skipped(snapshot):
    return {s.path: s.reason for s in snapshot.skipped}


@pytest.mark.parametrize("name, build", [("project.zip", make_zip), ("project.tar.gz", make_tar_gz)])
def test_an_archive_keeps_source_and_lists_what_it_skips(name, build):
    # when
    snapshot = read_upload(name, build(PROJECT), LIMITS)
    # then
    assert [f.path for f in snapshot.files] == ["README.md", "src/app.py", "src/util.js"]
    assert skipped(snapshot) == {
        "secret.txt": "ignored by .gitignore", "logs/today.log": "ignored by .gitignore",
        "node_modules/left-pad/index.js": "vendored or build output", "dist/bundle.min.js": "vendored or build output",
        "package-lock.json": "generated", "assets/logo.png": "binary", "data.bin.txt": "binary",
        "gen/models_pb2.py": "generated", "src/schema.py": "generated"}
    summary = snapshot.summary()
    assert {entry["language"] for entry in summary["languages"]} == {"Markdown", "Python", "JavaScript"}
    assert summary["files"] == 3 and summary["kind"] == "archive"


def test_a_single_top_folder_is_stripped_from_paths():
    snapshot = read_upload("p.zip", make_zip({"a.py": b"x = 1\n", "docs/b.md": b"# B\n"}, root="project-main/"), LIMITS)
    assert [f.path for f in snapshot.files] == ["a.py", "docs/b.md"]


@pytest.mark.parametrize("name, build", [("p.zip", make_zip), ("p.tar.gz", make_tar_gz)])
def test_symlinks_are_listed_and_never_followed(name, build):
    snapshot = read_upload(name, build({"a.py": b"x = 1\n"}, symlinks={"passwd": "/etc/passwd"}), LIMITS)
    assert [f.path for f in snapshot.files] == ["a.py"]
    assert "not followed" in skipped(snapshot)["passwd"]
    assert all("root:" not in f.text for f in snapshot.files)


@pytest.mark.parametrize("member", ["../evil.py", "a/../../evil.py", "/etc/cron.d/evil"])
@pytest.mark.parametrize("name, build", [("p.zip", make_zip), ("p.tar.gz", make_tar_gz)])
def test_path_traversal_refuses_the_whole_archive(member, name, build):
    with pytest.raises(SourceRefused) as refused:
        read_upload(name, build({"ok.py": b"x = 1\n", member: b"print(1)\n"}), LIMITS)
    assert refused.value.status == 422 and refused.value.code == "UNSAFE_ARCHIVE"


def test_a_zip_bomb_is_refused_before_it_is_unpacked():
    # given: 50 MB of zeros packs into ~50 KB
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("zeros.txt", b"0" * (50 * 1024 * 1024))
    # when / then
    with pytest.raises(SourceRefused) as refused:
        read_upload("bomb.zip", buffer.getvalue(), LIMITS)
    assert refused.value.status == 422 and "archive bomb" in refused.value.message


def test_an_archive_unpacking_past_the_repository_cap_is_refused_with_413():
    limits = dataclasses.replace(LIMITS, max_repo_bytes=1000)
    with pytest.raises(SourceRefused) as refused:
        read_upload("p.tar.gz", make_tar_gz({"a.md": b"a" * 600, "b.md": b"b" * 600}), limits)
    assert refused.value.status == 413


def test_a_file_over_the_file_cap_is_skipped_and_listed():
    limits = dataclasses.replace(LIMITS, max_file_bytes=1000)
    snapshot = read_upload("p.zip", make_zip({"big.md": b"x" * 5000, "small.md": b"# ok\n"}), limits)
    assert [f.path for f in snapshot.files] == ["small.md"]
    assert skipped(snapshot) == {"big.md": "larger than 1,000 bytes"}


def test_files_past_the_count_cap_are_listed_as_skipped():
    limits = dataclasses.replace(LIMITS, max_files=2)
    snapshot = read_upload("p.zip", make_zip({f"f{i}.md": b"# x\n" for i in range(4)}), limits)
    assert [f.path for f in snapshot.files] == ["f0.md", "f1.md"]
    assert skipped(snapshot) == {"f2.md": "over the limit of 2 files", "f3.md": "over the limit of 2 files"}


def test_an_archive_with_nothing_readable_is_refused():
    with pytest.raises(SourceRefused) as refused:
        read_upload("p.zip", make_zip({"logo.png": b"\x89PNG"}), LIMITS)
    assert refused.value.status == 422 and "no file that can be read" in refused.value.message


def test_a_corrupt_archive_is_refused():
    with pytest.raises(SourceRefused) as refused:
        read_upload("p.zip", b"PK\x03\x04 broken", LIMITS)
    assert refused.value.status == 422


def test_html_inside_an_archive_is_kept_as_source_code():
    template = b"<html><body>{% block content %}{{ title }}{% endblock %}</body></html>\n"
    snapshot = read_upload("site.zip", make_zip({"templates/base.html": template, "app.py": b"x = 1\n"}), LIMITS)
    assert next(f for f in snapshot.files if f.path == "templates/base.html").text == template.decode()
