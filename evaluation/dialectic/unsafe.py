"""Unsafe code and hard-coded secrets, per language (pure regular expressions over code lines).

Each pattern names why the line is unsafe. Lines inside comments are skipped (the caller
passes them). A line holding a secret is shown redacted, as everywhere else.
"""

from __future__ import annotations

import re

_P = re.compile

SECRET_ASSIGNMENT = _P(
    r"""\b\w*(password|passwd|secret|api_?key|token|private_?key|access_?key)\w*["']?\s*(:=|=>|[:=])\s*["'][^"'\s]{4,}["']""",
    re.IGNORECASE)
SECRET_VALUE = _P(r"(AKIA[0-9A-Z]{16}|sk-[A-Za-z0-9]{16,}|ghp_[A-Za-z0-9]{20,}|-----BEGIN [A-Z ]*PRIVATE KEY)")

_JS = [
    (_P(r"(?<![\w.])eval\s*\("), "eval() executes arbitrary code"),
    (_P(r"\bnew\s+Function\s*\("), "new Function() executes arbitrary code"),
    (_P(r"\b(child_process\.)?(exec|execSync)\s*\(\s*[`'\"].*(\$\{|\+)"), "a shell command built from values"),
    (_P(r"\.innerHTML\s*=(?!=)"), "innerHTML assignment allows script injection"),
    (_P(r"\bdocument\.write\s*\("), "document.write() allows script injection"),
    (_P(r"\bdangerouslySetInnerHTML\b"), "dangerouslySetInnerHTML allows script injection"),
]
PATTERNS: dict[str, list[tuple[re.Pattern, str]]] = {
    "python": [
        (_P(r"(?<![\w.])eval\s*\("), "eval() executes arbitrary code"),
        (_P(r"(?<![\w.])exec\s*\("), "exec() executes arbitrary code"),
        (_P(r"\bos\.(system|popen)\s*\("), "a shell command"),
        (_P(r"\bsubprocess\.\w+\(.*shell\s*=\s*True"), "subprocess with shell=True allows shell injection"),
        (_P(r"\bpickle\.loads?\s*\("), "pickle.load() of untrusted data executes code"),
        (_P(r"\byaml\.load\s*\((?!.*Loader\s*=\s*yaml\.SafeLoader)"), "yaml.load() without SafeLoader"),
    ],
    "javascript": _JS, "typescript": _JS, "tsx": _JS,
    "go": [
        (_P(r"\bexec\.Command\s*\(\s*\"(sh|bash|cmd)\"\s*,\s*\"(-c|/c)\""), "a shell command (sh -c)"),
        (_P(r"\bInsecureSkipVerify\s*:\s*true"), "TLS certificate checks turned off"),
        (_P(r"\bunsafe\.Pointer\b"), "unsafe.Pointer bypasses memory safety"),
        (_P(r"\btemplate\.HTML\s*\("), "template.HTML() skips escaping"),
        (_P(r"\.(Query|Exec)\s*\(\s*(fmt\.Sprintf|\".*\"\s*\+)"), "SQL built from values (injection)"),
    ],
    "rust": [
        (_P(r"\bunsafe\s*(\{|fn\b|impl\b)"), "unsafe block bypasses memory safety"),
        (_P(r"Command::new\s*\(\s*\"(sh|bash)\"\s*\)"), "a shell command"),
        (_P(r"\.danger_accept_invalid_certs\s*\(\s*true"), "TLS certificate checks turned off"),
    ],
    "java": [
        (_P(r"Runtime\.getRuntime\(\)\.exec\s*\("), "Runtime.exec() runs a command"),
        (_P(r"\bnew\s+ObjectInputStream\s*\("), "Java deserialization of untrusted data"),
        (_P(r"\.(executeQuery|executeUpdate|execute)\s*\(\s*\".*\"\s*\+"), "SQL built from values (injection)"),
        (_P(r"\bnew\s+ProcessBuilder\s*\(\s*\"(sh|bash|cmd)\""), "a shell command"),
    ],
    "c": [
        (_P(r"(?<![\w.])gets\s*\("), "gets() overflows its buffer"),
        (_P(r"(?<![\w.])(strcpy|strcat|sprintf|vsprintf)\s*\("), "unbounded string copy (buffer overflow)"),
        (_P(r"(?<![\w.])(system|popen)\s*\("), "a shell command"),
    ],
    "ruby": [
        (_P(r"(?<![\w.])(eval|instance_eval|class_eval)\s*[\s(]"), "eval executes arbitrary code"),
        (_P(r"(?<![\w.])(system|exec|spawn)\s*\(?\s*[\"'].*#\{"), "a shell command built from values"),
        (_P(r"`[^`]*#\{[^`]*`"), "a shell command built from values (backticks)"),
        (_P(r"\bMarshal\.load\b"), "Marshal.load of untrusted data executes code"),
        (_P(r"\bYAML\.load\s*\("), "YAML.load of untrusted data (use safe_load)"),
    ],
    "php": [
        (_P(r"(?<![\w>:$])eval\s*\("), "eval() executes arbitrary code"),
        (_P(r"(?<![\w>:$])(exec|shell_exec|system|passthru|popen|proc_open)\s*\("), "a shell command"),
        (_P(r"(?<![\w>:$])unserialize\s*\("), "unserialize() of untrusted data"),
        (_P(r"\$_(GET|POST|REQUEST|COOKIE)\[.*\].*(query|exec)\s*\(|(query|exec)\s*\(.*\$_(GET|POST|REQUEST)"),
         "request data straight into a query (injection)"),
    ],
}
PATTERNS["cpp"] = PATTERNS["c"]
GENERIC = PATTERNS["python"][:4]


def unsafe_lines(text: str, key: str | None, *, skip: set[int] = frozenset()):
    """(line, reason, is_secret) of each unsafe line: one finding per line, the first pattern that matches."""
    patterns = PATTERNS.get(key, GENERIC) if key else GENERIC
    for number, line in enumerate(text.split("\n"), start=1):
        if number in skip:
            continue
        if SECRET_ASSIGNMENT.search(line):
            yield number, "hard-coded secret", True
            continue
        if SECRET_VALUE.search(line):
            yield number, "hard-coded credential", True
            continue
        for pattern, reason in patterns:
            if pattern.search(line):
                yield number, reason, False
                break
