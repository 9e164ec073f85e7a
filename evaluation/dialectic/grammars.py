"""Which tree-sitter grammar reads which file, and what its definitions, imports, comments and
error handlers are called in that grammar. Grammars are the per-language PyPI packages
(`tree-sitter-python`, `tree-sitter-go`, ...), each a compiled parser; a parser is built once per
process and language."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded by the first parser: only the worker reads code (issue 28: not the web process)
    import tree_sitter


@dataclass(frozen=True)
class Grammar:
    name: str             # the language's name as the evidence says it
    module: str           # the grammar package
    function: str         # its function returning the language
    definitions: tuple[str, ...]
    imports: tuple[str, ...]
    comments: tuple[str, ...]
    handlers: tuple[str, ...] = ()   # catch/rescue clauses, checked for empty bodies
    import_calls: tuple[str, ...] = ()  # calls that import (Ruby's require)


_C_DEFS = ("function_definition", "struct_specifier", "enum_specifier")
GRAMMARS = {
    "python": Grammar("Python", "tree_sitter_python", "language",
                      ("function_definition", "class_definition"),
                      ("import_statement", "import_from_statement", "future_import_statement"), ("comment",)),
    "javascript": Grammar("JavaScript", "tree_sitter_javascript", "language",
                          ("function_declaration", "generator_function_declaration", "class_declaration",
                           "method_definition"), ("import_statement",), ("comment",), ("catch_clause",)),
    "typescript": Grammar("TypeScript", "tree_sitter_typescript", "language_typescript",
                          ("function_declaration", "generator_function_declaration", "class_declaration",
                           "abstract_class_declaration", "method_definition", "interface_declaration",
                           "enum_declaration", "type_alias_declaration"),
                          ("import_statement",), ("comment",), ("catch_clause",)),
    "tsx": Grammar("TypeScript", "tree_sitter_typescript", "language_tsx",
                   ("function_declaration", "class_declaration", "method_definition", "interface_declaration",
                    "type_alias_declaration"), ("import_statement",), ("comment",), ("catch_clause",)),
    "go": Grammar("Go", "tree_sitter_go", "language", ("function_declaration", "method_declaration", "type_spec"),
                  ("import_spec",), ("comment",)),
    "rust": Grammar("Rust", "tree_sitter_rust", "language",
                    ("function_item", "struct_item", "enum_item", "trait_item", "impl_item"),
                    ("use_declaration", "extern_crate_declaration"), ("line_comment", "block_comment")),
    "java": Grammar("Java", "tree_sitter_java", "language",
                    ("class_declaration", "interface_declaration", "enum_declaration", "method_declaration",
                     "constructor_declaration"), ("import_declaration",), ("line_comment", "block_comment"),
                    ("catch_clause",)),
    "c": Grammar("C", "tree_sitter_c", "language", _C_DEFS, ("preproc_include",), ("comment",)),
    "cpp": Grammar("C++", "tree_sitter_cpp", "language",
                   _C_DEFS + ("class_specifier", "namespace_definition"), ("preproc_include",), ("comment",),
                   ("catch_clause",)),
    "ruby": Grammar("Ruby", "tree_sitter_ruby", "language", ("method", "singleton_method", "class", "module"),
                    (), ("comment",), ("rescue",), ("require", "require_relative", "load")),
    "php": Grammar("PHP", "tree_sitter_php", "language_php",
                   ("function_definition", "class_declaration", "method_declaration", "interface_declaration",
                    "trait_declaration", "enum_declaration"),
                   ("namespace_use_declaration", "require_expression", "require_once_expression",
                    "include_expression", "include_once_expression"), ("comment",), ("catch_clause",)),
}
EXTENSIONS = {
    ".py": "python", ".pyi": "python", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".jsx": "javascript", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
    ".go": "go", ".rs": "rust", ".java": "java", ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp",
    ".cxx": "cpp", ".hpp": "cpp", ".hh": "cpp", ".rb": "ruby", ".php": "php",
}


def grammar_for(name: str) -> str | None:
    """The grammar key of a file name (by extension), or None when no grammar reads it."""
    dot = name.rfind(".")
    return EXTENSIONS.get(name[dot:].lower()) if dot > 0 else None


@cache
def parser(key: str) -> tree_sitter.Parser:
    import tree_sitter  # why here: the worker's, on the first file of code (see the imports)

    grammar = GRAMMARS[key]
    language = tree_sitter.Language(getattr(importlib.import_module(grammar.module), grammar.function)())
    return tree_sitter.Parser(language)


@cache
def query(key: str) -> tree_sitter.Query:
    """One query capturing every node kind the evidence needs, by role (@definition, @import, ...)."""
    import tree_sitter  # why here: the worker's, on the first file of code (see the imports)

    grammar = GRAMMARS[key]
    parts = [f"({kind}) @definition" for kind in grammar.definitions]
    parts += [f"({kind}) @import" for kind in grammar.imports]
    parts += [f"({kind}) @comment" for kind in grammar.comments]
    parts += [f"({kind}) @handler" for kind in grammar.handlers]
    if grammar.import_calls:
        names = " ".join(f'"{name}"' for name in grammar.import_calls)
        parts.append(f"((call method: (identifier) @_name) @import (#any-of? @_name {names}))")
    return tree_sitter.Query(parser(key).language, "\n".join(parts))
