"""Layer 1: deterministic evidence extraction. No model, same input → same evidence, same ids.

Every item has the id `{source}_{class}_{index}` (source = the document's slug, index
counted from 1 per source and class, in document order). Classes:

- `heading`   Markdown headings (document structure)
- `claim`     assertive sentences in prose
- `definition` functions, classes, methods and types: Python's parsed with `ast`, every other language
              tree-sitter reads (JavaScript/TypeScript, Go, Rust, Java, C/C++, Ruby, PHP) with its grammar
- `import`    imports, includes, `use` and `require` statements (tree-sitter)
- `comment`   TODO/FIXME-style notes and doc comments (tree-sitter)
- `SECURITY_VIOLATION` unsafe code per language (eval/exec, shell commands, unsafe blocks, unbounded
              string copies, deserialization, SQL built from values…) and hard-coded secrets (redacted)
- `path`      references to file paths, cross-checked against the other documents
              (a path that is not among them is evidence with found=False)
- `syntax`    a code document that does not parse
- `swallowed_error` a Python `except` that only passes (the error vanishes), a bare `except:`, or an
              empty catch/rescue block in another language
- `licence`   a licence file (LICENSE, COPYING, NOTICE…): one item naming the licence. Its sentences are the
              licence's terms, not the project's claims, so no `claim` or `path` comes from it
- `change`    an entry of a change log (CHANGELOG, CHANGES, HISTORY, NEWS…): what a release did. The files it
              names are history (added, renamed, removed), not references, so no `path` comes from it
"""

from __future__ import annotations

import ast
import re
from dataclasses import asdict, dataclass

from evaluation.dialectic import code, roles
from evaluation.dialectic.grammars import grammar_for
from evaluation.dialectic.unsafe import SECRET_ASSIGNMENT, SECRET_VALUE, unsafe_lines
from evaluation.sources.snapshot import page_of

HEADING, CLAIM, DEFINITION, SECURITY, PATH, SYNTAX, SWALLOWED, IMPORT, COMMENT, LICENCE, CHANGE = (
    "heading", "claim", "definition", "SECURITY_VIOLATION", "path", "syntax", "swallowed_error", "import", "comment",
    "licence", "change")
NO_EVIDENCE = "NO_EVIDENCE"
CODE_EXTENSIONS = {".py", ".js", ".ts", ".go", ".rs", ".java", ".rb", ".sh", ".c", ".cpp", ".h", ".cs", ".php",
                   ".kt", ".swift", ".sql", ".yaml", ".yml", ".toml", ".json", ".ini", ".cfg"}
MAX_CLAIMS_PER_DOCUMENT = 60
MAX_CONTENT_CHARS = 300


@dataclass(frozen=True)
class Document:
    name: str
    text: str
    # First line of each page (a PDF's); evidence on a paged document cites its page.
    pages: tuple[int, ...] = ()

    def page_of(self, line: int) -> int | None:
        return page_of(self.pages, line)

    @property
    def extension(self) -> str:
        dot = self.name.rfind(".")
        return self.name[dot:].lower() if dot > 0 else ""

    @property
    def is_code(self) -> bool:
        return self.extension in CODE_EXTENSIONS or grammar_for(self.name) is not None

    @property
    def is_python(self) -> bool:
        return self.extension == ".py"

    @property
    def role(self) -> str:
        """What the file is to the project: "licence", "changelog", "code" or "docs" (`roles.py`)."""
        return roles.role_of(self.name, self.extension, is_code=self.is_code)


@dataclass(frozen=True)
class Evidence:
    id: str
    source: str
    cls: str
    document: str
    line_start: int
    line_end: int
    content: str
    found: bool = True
    confidence: float = 1.0
    page: int | None = None

    def as_dict(self) -> dict:
        data = asdict(self)
        data["class"] = data.pop("cls")
        data["location"] = {"document": self.document, "lines": [self.line_start, self.line_end]}
        if self.page is None:
            data.pop("page")
        else:
            data["location"]["page"] = self.page
        return data

    @property
    def where(self) -> str:
        """Where a reader finds it: "report.pdf p. 4", or "app.py lines 3–9"."""
        if self.page is not None:
            return f"{self.document} p. {self.page}"
        lines = f"line {self.line_start}" if self.line_start == self.line_end else \
            f"lines {self.line_start}–{self.line_end}"
        return f"{self.document} {lines}"

    @classmethod
    def from_dict(cls, data: dict) -> Evidence:
        return cls(id=data["id"], source=data["source"], cls=data["class"], document=data["document"],
                   line_start=data["line_start"], line_end=data["line_end"], content=data["content"],
                   found=data["found"], confidence=data["confidence"], page=data.get("page"))


def slugify(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return slug or "document"


def document_slugs(documents: list[Document]) -> list[str]:
    """One unique slug per document, in order (a repeated slug gets a numeric suffix)."""
    slugs: list[str] = []
    for document in documents:
        base, n, slug = slugify(document.name), 2, slugify(document.name)
        while slug in slugs:
            slug, n = f"{base}{n}", n + 1
        slugs.append(slug)
    return slugs


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_CONTENT_CHARS else text[: MAX_CONTENT_CHARS - 1] + "…"


# --- prose -----------------------------------------------------------------

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[A-Z`\"'(])")
_ASSERTIVE = re.compile(
    r"\b(is|are|was|were|will|must|shall|should|can|cannot|does|do|has|have|uses|use|ensures?|guarantees?|"
    r"supports?|provides?|handles?|prevents?|requires?|stores?|runs?|returns?|validates?|scales?|never|always)\b",
    re.IGNORECASE)


def _lines_by_fence(document: Document):
    """(line number, text, inside a fenced code block) of every line but the fences themselves."""
    in_fence = False
    for number, line in enumerate(document.text.splitlines(), start=1):
        if line.lstrip().startswith(("```", "~~~")):
            in_fence = not in_fence
            continue
        yield number, line, in_fence


def _prose_lines(document: Document):
    """(line number, text) of prose lines: fenced code blocks and tables are skipped."""
    return ((number, line) for number, line, fenced in _lines_by_fence(document) if not fenced)


def _headings(document: Document):
    for number, line in _prose_lines(document):
        match = _HEADING.match(line)
        if match:
            yield number, number, f"{match.group(1)} {match.group(2)}"


def _paragraphs(document: Document):
    """(first line, last line, text) of each prose paragraph, headings and tables excluded."""
    block: list[tuple[int, str]] = []
    for number, line in list(_prose_lines(document)) + [(0, "")]:
        stripped = line.strip()
        if not stripped or _HEADING.match(line) or stripped.startswith("|"):
            if block:
                yield block[0][0], block[-1][0], " ".join(text for _, text in block)
            block = []
            continue
        block.append((number, re.sub(r"^([-*+]|\d+[.)])\s+", "", stripped)))


def _claims(document: Document):
    count = 0
    for first, last, paragraph in _paragraphs(document):
        for sentence in _SENTENCE_END.split(paragraph):
            sentence = sentence.strip()
            if (len(sentence.split()) >= 5 and not sentence.endswith("?") and _ASSERTIVE.search(sentence)
                    and count < MAX_CLAIMS_PER_DOCUMENT):
                count += 1
                yield first, last, sentence


# --- code ------------------------------------------------------------------

_SECRET_NAME = re.compile(r"(password|passwd|secret|api_?key|token|private_?key|access_?key)", re.IGNORECASE)
_SECRET_VALUE = SECRET_VALUE
_UNSAFE_TEXT = [
    (re.compile(r"(?<![\w.])eval\s*\("), "eval() executes arbitrary code"),
    (re.compile(r"(?<![\w.])exec\s*\("), "exec() executes arbitrary code"),
    (re.compile(r"\bos\.system\s*\("), "os.system() runs a shell command"),
    (re.compile(r"\bsubprocess\.\w+\(.*shell\s*=\s*True"), "subprocess with shell=True allows shell injection"),
    (re.compile(r"""\b\w*(password|passwd|secret|api_?key|token)\w*\s*[:=]\s*["'][^"'\s]{4,}["']""", re.IGNORECASE),
     "hard-coded secret"),
    (_SECRET_VALUE, "hard-coded credential"),
]


def _call_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_call_name(node.value)}.{node.attr}"
    return ""


def _line_text(lines: list[str], start: int, end: int) -> str:
    return "\n".join(lines[start - 1: end])


class _PythonScanner(ast.NodeVisitor):
    def __init__(self, lines: list[str]):
        self.lines = lines
        self.definitions: list[tuple[int, int, str]] = []
        self.unsafe: list[tuple[int, int, str]] = []
        self.swallowed: list[tuple[int, int, str]] = []

    def _definition(self, node, kind: str):
        doc = ast.get_docstring(node) or ""
        summary = f" — {doc.splitlines()[0]}" if doc else ""
        signature = f"class {node.name}" if kind == "class" else f"{kind} {node.name}({ast.unparse(node.args)})"
        self.definitions.append((node.lineno, node.end_lineno or node.lineno, signature + summary))
        self.generic_visit(node)

    def visit_ClassDef(self, node):
        self._definition(node, "class")

    def visit_FunctionDef(self, node):
        self._definition(node, "def")

    def visit_AsyncFunctionDef(self, node):
        self._definition(node, "async def")

    def visit_ExceptHandler(self, node):
        caught = ast.unparse(node.type) if node.type is not None else ""
        silent = all(isinstance(stmt, (ast.Pass, ast.Continue)) or
                     (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)) for stmt in node.body)
        if silent:
            what = f"except {caught}" if caught else "bare except"
            self.swallowed.append((node.lineno, node.end_lineno or node.lineno,
                                   f"{what} whose body only passes: the error is silently swallowed"))
        elif not caught:
            self.swallowed.append((node.lineno, node.lineno, "bare except: catches everything, "
                                                             "including KeyboardInterrupt and SystemExit"))
        self.generic_visit(node)

    def visit_Call(self, node):
        name = _call_name(node.func)
        reason = None
        if name in ("eval", "exec", "builtins.eval", "builtins.exec"):
            reason = f"{name}() executes arbitrary code"
        elif name in ("os.system", "os.popen"):
            reason = f"{name}() runs a shell command"
        elif name.startswith("subprocess.") and any(
                k.arg == "shell" and isinstance(k.value, ast.Constant) and k.value.value is True
                for k in node.keywords):
            reason = f"{name}(..., shell=True) allows shell injection"
        if reason:
            self._unsafe(node, reason)
        self.generic_visit(node)

    def _secret(self, node, targets, value):
        if not (isinstance(value, ast.Constant) and isinstance(value.value, str) and len(value.value) >= 4):
            return
        names = [_call_name(t) for t in targets] + [t.value for t in targets if isinstance(t, ast.Constant)
                                                    and isinstance(t.value, str)]
        if any(_SECRET_NAME.search(n or "") for n in names) or _SECRET_VALUE.search(value.value):
            self._unsafe(node, "hard-coded secret")

    def visit_Assign(self, node):
        self._secret(node, node.targets, node.value)
        self.generic_visit(node)

    def visit_AnnAssign(self, node):
        if node.value is not None:
            self._secret(node, [node.target], node.value)
        self.generic_visit(node)

    def visit_keyword(self, node):
        if node.arg:
            self._secret(node, [ast.Name(id=node.arg)], node.value)
        self.generic_visit(node)

    def visit_Dict(self, node):
        for key, value in zip(node.keys, node.values, strict=False):
            if key is not None:
                self._secret(value, [key], value)
        self.generic_visit(node)

    def _unsafe(self, node, reason: str):
        start, end = node.lineno, node.end_lineno or node.lineno
        code = _line_text(self.lines, start, end).strip()
        if reason == "hard-coded secret":
            code = _redact(code)
        self.unsafe.append((start, end, f"{reason}: {code}"))


def _redact(code: str) -> str:
    """Never echo a secret back into prompts or pages: keep its first two characters."""
    code = re.sub(r"""(["'])([^"']{2})[^"']*\1""", r"\1\2…\1", code)
    return _SECRET_VALUE.sub(lambda m: m.group(0)[:2] + "…", code)


_SECRET_LINE = SECRET_ASSIGNMENT


def redact_secrets(text: str) -> str:
    """The text with every hard-coded secret redacted as the evidence shows it (line count unchanged).

    Whatever shows a document (the evidence dialog, a prompt) shows this, never the raw text.
    """
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if _SECRET_LINE.search(line) or _SECRET_VALUE.search(line):
            lines[index] = _redact(line)
    return "\n".join(lines)


def _scan_text_for_unsafe(document: Document):
    for number, line in enumerate(document.text.splitlines(), start=1):
        for pattern, reason in _UNSAFE_TEXT:
            if pattern.search(line):
                code = line.strip()
                if "secret" in reason or "credential" in reason:
                    code = _redact(code)
                yield number, number, f"{reason}: {code}"
                break


# --- path references ------------------------------------------------------

_PATH = re.compile(
    r"(?<![\w/.:-])((?:\.{1,2}/)?(?:[\w.-]+/)*[\w-]+\.(?:py|md|txt|js|ts|json|ya?ml|toml|cfg|ini|sh|sql|html|css|rs|go|"
    r"java|rb|c|h|cpp))(?![\w/])")


def _referenced_paths(document: Document):
    seen: set[str] = set()
    for number, line in enumerate(document.text.splitlines(), start=1):
        if "://" in line:
            line = re.sub(r"\w+://\S+", " ", line)
        if line.lstrip().startswith("#include") and "<" in line:
            continue  # a system header, not a file of the project
        for match in _PATH.finditer(line):
            path = match.group(1)
            if path not in seen:
                seen.add(path)
                yield number, path


def _normal(path: str) -> str:
    path = path.replace("\\", "/")
    while path.startswith(("./", "../")):
        path = path.split("/", 1)[1]
    return path.lower()


class _Names:
    """The documents' names by their last path part: a reference can only match a name ending like it."""

    def __init__(self, names: list[str]):
        self.by_base: dict[str, list[tuple[str, str]]] = {}
        for name in names:
            normal = _normal(name)
            self.by_base.setdefault(normal.rsplit("/", 1)[-1], []).append((name, normal))

    def exists(self, path: str, *, besides: str) -> bool:
        wanted = _normal(path)
        for name, have in self.by_base.get(wanted.rsplit("/", 1)[-1], ()):
            if name != besides and (have == wanted or have.endswith("/" + wanted) or wanted.endswith("/" + have)):
                return True
        return False


# --- the extractor -----------------------------------------------------------

def extract(documents: list[Document]) -> list[Evidence]:
    """All evidence from the documents, in document order, with stable ids."""
    slugs = document_slugs(documents)
    names = _Names([d.name for d in documents])
    items: list[Evidence] = []
    for document, slug in zip(documents, slugs, strict=False):
        _extract_document(document, names, _adder(items, document, slug))
    return items


def _adder(items: list[Evidence], document: Document, slug: str):
    """The ``add`` callback for one document: appends to ``items`` with ids numbered per class."""
    counters: dict[str, int] = {}

    def add(cls: str, start: int, end: int, content: str, found: bool = True, confidence: float = 1.0):
        counters[cls] = counters.get(cls, 0) + 1
        items.append(Evidence(f"{slug}_{cls}_{counters[cls]}", slug, cls, document.name, start, end,
                              _clip(content), found, confidence, document.page_of(start)))

    return add


def _extract_document(document: Document, names: _Names, add) -> None:
    role = document.role
    if role == "licence":
        lines = document.text.count("\n") + 1
        add(LICENCE, 1, max(lines, 1), f"The project's licence: {roles.licence_name(document.text)} "
                                       f"({document.name}; its terms, not claims about the project).")
        return
    if role == "changelog":
        for start, end, text in _headings(document):
            add(HEADING, start, end, text)
        for start, end, text in roles.change_entries(document.text):
            add(CHANGE, start, end, text)
        return
    lines = document.text.splitlines()
    key = grammar_for(document.name)
    if key is not None:
        scanned = code.scan(document.text, key)
        for start, end, text in scanned.imports:
            add(IMPORT, start, end, text)
        for start, end, text in scanned.comments:
            add(COMMENT, start, end, text, confidence=0.8)
    if key is not None and not document.is_python:
        _extract_code(document, scanned, add)
    elif document.is_python:
        try:
            tree = ast.parse(document.text, filename=document.name)
        except SyntaxError as exc:
            add(SYNTAX, exc.lineno or 1, exc.lineno or 1, f"Python does not parse: {exc.msg} (line {exc.lineno})")
            for start, end, text in _scan_text_for_unsafe(document):
                add(SECURITY, start, end, text, confidence=0.8)
        else:
            scanner = _PythonScanner(lines)
            scanner.visit(tree)
            for start, end, text in sorted(scanner.definitions):
                add(DEFINITION, start, end, text)
            for start, end, text in sorted(set(scanner.unsafe)):
                add(SECURITY, start, end, text)
            for start, end, text in sorted(scanner.swallowed):
                add(SWALLOWED, start, end, text)
    elif document.is_code:
        for start, end, text in _scan_text_for_unsafe(document):
            add(SECURITY, start, end, text, confidence=0.8)
    else:
        for start, end, text in _headings(document):
            add(HEADING, start, end, text)
        for start, end, text in _claims(document):
            add(CLAIM, start, end, text, confidence=0.6)
        for start, end, text in _fenced_unsafe(document):
            add(SECURITY, start, end, text, confidence=0.8)
    for number, path in _referenced_paths(document):
        if _normal(path) == _normal(document.name):
            continue
        if names.exists(path, besides=document.name):
            add(PATH, number, number, f"References {path}, which is among the documents.")
        else:
            add(PATH, number, number, f"References {path}, which is not among the submitted documents.",
                found=False)


def _extract_code(document: Document, scanned: code.CodeScan, add) -> None:
    """A file a tree-sitter grammar reads: definitions, unsafe lines (comments skipped), swallowed errors."""
    lines = document.text.split("\n")
    for start, end, text in scanned.definitions:
        add(DEFINITION, start, end, text)
    for number, reason, secret in unsafe_lines(document.text, grammar_for(document.name),
                                               skip=scanned.comment_lines):
        line = lines[number - 1].strip()
        add(SECURITY, number, number, f"{reason}: {_redact(line) if secret else line}", confidence=0.9)
    for start, end, text in scanned.swallowed:
        add(SWALLOWED, start, end, text)
    for start, end, text in scanned.syntax:
        add(SYNTAX, start, end, text)


def _fenced_unsafe(document: Document):
    """Unsafe calls inside fenced code blocks of a prose document."""
    for number, line in ((number, line) for number, line, fenced in _lines_by_fence(document) if fenced):
        for pattern, reason in _UNSAFE_TEXT:
            if pattern.search(line):
                code = _redact(line.strip()) if ("secret" in reason or "credential" in reason) else line.strip()
                yield number, number, f"{reason}: {code}"
                break
