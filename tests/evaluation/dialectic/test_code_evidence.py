"""Evidence from code in every language tree-sitter reads: definitions, imports, comments, unsafe code,
swallowed errors, syntax errors — with deterministic `{source}_{class}_{index}` ids."""

import pytest

from evaluation.dialectic.evidence import Document, extract

SAMPLES = {
    "app.js": ('import fs from "fs";\n// TODO: validate the path first\nexport function read(p) {\n'
               '  try { return eval(p); } catch (e) {}\n}\nclass Store { save(x) { this.x = x; } }\n',
               ["read", "Store", "save"], 'import fs from "fs";', "eval() executes arbitrary code", True),
    "svc.ts": ('import { Db } from "./db";\ninterface User { id: number }\n'
               '/** Loads one user by its id from the db. */\n'
               'export function load(id: number): User {\n  document.write(String(id));\n  return { id };\n}\n',
               ["User", "load"], 'import { Db } from "./db";', "document.write() allows script injection", False),
    "main.go": ('package main\n\nimport "os/exec"\n\n// FIXME: never pass user input to a shell\n'
                'func Run(arg string) error {\n  return exec.Command("sh", "-c", arg).Run()\n}\n\n'
                'type Server struct{ Port int }\n',
                ["Run", "Server"], '"os/exec"', "a shell command (sh -c)", False),
    "lib.rs": ('use std::ptr;\n\n/// Copies the buffer without checks.\npub fn copy(p: *const u8) -> u8 {\n'
               '    unsafe { *p }\n}\n\nstruct Point { x: i32 }\n',
               ["copy", "Point"], "use std::ptr;", "unsafe block bypasses memory safety", False),
    "Main.java": ('import java.io.*;\n\npublic class Main {\n  // TODO: close the stream\n'
                  '  void load(InputStream in) {\n    try { new ObjectInputStream(in).readObject(); }\n'
                  '    catch (Exception e) { }\n  }\n}\n',
                  ["Main", "load"], "import java.io.*;", "Java deserialization of untrusted data", True),
    "copy.c": ('#include "util.h"\n\n/* XXX: fixed-size buffer */\nint copy(char *src) {\n  char b[8];\n'
               '  strcpy(b, src);\n  return 0;\n}\n',
               ["copy"], '#include "util.h"', "unbounded string copy (buffer overflow)", False),
    "shape.cpp": ('#include <vector>\n// HACK: the area is not computed yet\nnamespace geo {\nclass Shape {\n'
                  ' public:\n  int area() { return 0; }\n};\n}\n'
                  'void f() { try { g(); } catch (...) { } system("rm -rf /tmp/x"); }\n',
                  ["geo", "Shape", "area", "f"], "#include <vector>", "a shell command", True),
    "job.rb": ('require "yaml"\n\n# Loads the job description from its YAML text.\nclass Job\n  def load(text)\n'
               '    YAML.load(text)\n  rescue\n  end\nend\n',
               ["Job", "load"], 'require "yaml"', "YAML.load of untrusted data (use safe_load)", True),
    "page.php": ('<?php\nrequire_once "db.php";\n// TODO: escape the output\nfunction show($id) {\n'
                 '  try { return unserialize($id); } catch (Exception $e) { }\n}\nclass Page {}\n',
                 ["show", "Page"], 'require_once "db.php"', "unserialize() of untrusted data", True),
}


def by_class(items, cls):
    return [e for e in items if e.cls == cls]


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_each_language_gives_definitions_imports_comments_and_unsafe_code(name):
    # given
    text, names, first_import, unsafe_reason, swallows = SAMPLES[name]
    # when
    items = extract([Document(name, text)])
    # then
    definitions = [e.content for e in by_class(items, "definition")]
    assert len(definitions) == len(names)
    assert all(wanted in found for wanted, found in zip(names, definitions, strict=False))
    assert by_class(items, "import")[0].content == first_import
    assert by_class(items, "comment"), "the TODO/FIXME/doc comment is evidence"
    security = by_class(items, "SECURITY_VIOLATION")
    assert security and security[0].content.startswith(unsafe_reason)
    assert bool(by_class(items, "swallowed_error")) is swallows
    assert not by_class(items, "syntax")
    slug = items[0].source
    assert [e.id for e in by_class(items, "definition")] == [f"{slug}_definition_{i}" for i in
                                                               range(1, len(names) + 1)]


def test_unsafe_code_inside_a_comment_is_not_evidence():
    items = extract([Document("a.js", "// never call eval(x) here\n/* system(cmd) */\nconst y = 1;\n")])
    assert not by_class(items, "SECURITY_VIOLATION")


def test_a_secret_in_any_language_is_found_and_redacted():
    # given
    files = [Document("conf.go", 'package c\n\nconst apiKey = "abcd1234efgh"\n'),
             Document("conf.rb", 'TOKEN = "ghp_abcdefghijklmnopqrstuvwxyz"\n'),
             Document("conf.php", '<?php\n$config = ["password" => "hunter2hunter2"];\n')]
    # when
    security = by_class(extract(files), "SECURITY_VIOLATION")
    # then
    assert [e.document for e in security] == ["conf.go", "conf.rb", "conf.php"]
    text = " ".join(e.content for e in security)
    assert "abcd1234efgh" not in text and "ghp_abcdefghijklmnopqrstuvwxyz" not in text and "hunter2hunter2" not in text


def test_a_file_that_does_not_parse_is_evidence():
    items = extract([Document("broken.go", "package main\n\nfunc main( {\n")])
    assert by_class(items, "syntax")[0].content.startswith("Go does not parse")


def test_ids_are_the_same_for_the_same_input_and_do_not_shift_when_a_file_is_added_after():
    # given
    documents = [Document(name, SAMPLES[name][0]) for name in sorted(SAMPLES)]
    # when
    first = extract(documents)
    again = extract(list(documents))
    more = extract(documents + [Document("extra.go", "package x\n\nfunc A() {}\n")])
    # then
    assert first == again
    assert [e.id for e in more][: len(first)] == [e.id for e in first]
