"""Evidence from source code in any language tree-sitter reads (pure; same input, same output).

`scan(text, key)` parses the file once and returns, each as (first line, last line, text):
definitions (functions, classes, methods, types: their signature line), imports, the comments
worth showing (TODO/FIXME-style notes, and doc comments of at least four words), error handlers
whose body is empty (the error vanishes), a syntax error if the file does not parse, and which
lines are comments (so unsafe-code patterns are not matched inside them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from evaluation.dialectic.grammars import GRAMMARS, parser, query

MAX_COMMENTS = 30
MAX_SIGNATURE_CHARS = 200
_MARKER = re.compile(r"\b(TODO|FIXME|HACK|XXX|BUG|SECURITY|WARNING|DEPRECATED)\b")
_DOC_START = ("/**", "///", "//!", '"""', "##")
_NEEDS_BODY = {"struct_specifier", "enum_specifier", "class_specifier"}
_LABELS = {"function": "function", "method": "method", "class": "class", "struct": "struct", "enum": "enum",
           "trait": "trait", "impl": "impl", "interface": "interface", "type": "type", "module": "module",
           "namespace": "namespace", "constructor": "constructor"}

Item = tuple[int, int, str]


@dataclass
class CodeScan:
    language: str
    definitions: list[Item] = field(default_factory=list)
    imports: list[Item] = field(default_factory=list)
    comments: list[Item] = field(default_factory=list)
    swallowed: list[Item] = field(default_factory=list)
    syntax: list[Item] = field(default_factory=list)
    comment_lines: set[int] = field(default_factory=set)


_KEYWORDS = {"func", "fn", "def", "class", "struct", "type", "interface", "impl", "trait", "enum", "module",
             "namespace", "function"}


def _label(kind: str, signature: str) -> str:
    """The signature, with what it defines in front unless its own keyword says so (`def`, `fn`, `class`…)."""
    if _KEYWORDS & set(re.findall(r"[a-z]+", signature)):
        return signature
    return f"{next((label for word, label in _LABELS.items() if word in kind), 'definition')} {signature}"


def _signature(node, lines: list[str]) -> str:
    first = lines[node.start_point[0]].strip() if node.start_point[0] < len(lines) else ""
    first = first.rstrip("{").rstrip(":").strip() if not first.endswith(("{}", ");")) else first
    return first[:MAX_SIGNATURE_CHARS]


def _empty_handler(node) -> bool:
    body = node.child_by_field_name("body")
    if node.type == "rescue":
        return body is None or not [c for c in body.named_children if c.type != "comment"]
    return body is not None and not [c for c in body.named_children if c.type != "comment"]


def _first_error(root):
    """The first ERROR or missing node, depth first (the parser marks where reading failed)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "ERROR" or node.is_missing:
            return node
        if node.has_error:
            stack.extend(reversed(node.children))
    return root


def scan(text: str, key: str) -> CodeScan:
    import tree_sitter  # why here: loaded with the first grammar, by the worker only (see grammars.py)

    grammar = GRAMMARS[key]
    source = text.encode("utf-8", "surrogatepass")
    tree = parser(key).parse(source)
    lines = text.split("\n")
    result = CodeScan(language=grammar.name)
    captures = tree_sitter.QueryCursor(query(key)).captures(tree.root_node)
    definitions = sorted(captures.get("definition", []), key=lambda n: n.start_byte)
    definition_rows = {n.start_point[0] for n in definitions}
    for node in definitions:
        if node.type in _NEEDS_BODY and node.child_by_field_name("body") is None:
            continue
        result.definitions.append((node.start_point[0] + 1, node.end_point[0] + 1,
                                   _label(node.type, _signature(node, lines))))
    for node in sorted(captures.get("import", []), key=lambda n: n.start_byte):
        statement = source[node.start_byte:node.end_byte].decode("utf-8", "replace")
        result.imports.append((node.start_point[0] + 1, node.end_point[0] + 1, " ".join(statement.split())))
    _comments(sorted(captures.get("comment", []), key=lambda n: n.start_byte), source, definition_rows, result)
    for node in sorted(captures.get("handler", []), key=lambda n: n.start_byte):
        if _empty_handler(node):
            word = "rescue" if node.type == "rescue" else "catch"
            result.swallowed.append((node.start_point[0] + 1, node.end_point[0] + 1,
                                     f"{word} block with an empty body: the error is silently swallowed"))
    if tree.root_node.has_error:
        error = _first_error(tree.root_node)
        line = error.start_point[0] + 1
        result.syntax.append((line, line, f"{grammar.name} does not parse (line {line})"))
    return result


def _comments(nodes, source: bytes, definition_rows: set[int], result: CodeScan) -> None:
    """Adjacent comment lines become one block; a block is kept when it carries a marker or documents
    the definition right below it."""
    blocks: list[list] = []
    for node in nodes:
        for row in range(node.start_point[0], node.end_point[0] + 1):
            result.comment_lines.add(row + 1)
        if blocks and node.start_point[0] <= blocks[-1][-1].end_point[0] + 1:
            blocks[-1].append(node)
        else:
            blocks.append([node])
    for block in blocks:
        text = " ".join(source[n.start_byte:n.end_byte].decode("utf-8", "replace") for n in block)
        words = re.sub(r"[/*#!<>-]+", " ", text).split()
        documents = block[-1].end_point[0] + 1 in definition_rows and len(words) >= 4
        doc_style = text.lstrip().startswith(_DOC_START) and len(words) >= 4
        if (_MARKER.search(text) or documents or doc_style) and len(result.comments) < MAX_COMMENTS:
            result.comments.append((block[0].start_point[0] + 1, block[-1].end_point[0] + 1, " ".join(words)))
