"""A catalog's ``Plural-Forms`` header (``nplurals=2; plural=(n > 1);``), read without evaluating any code.

The expression is gettext's little C language over ``n``: numbers, ``n``,
parentheses, ``! * / % + - < <= > >= == != && || ?:`` with C's precedence and
its truncating division. It is parsed here into a tree and run by walking it:
nothing of the header is ever handed to Python to evaluate. A header is refused
(``PluralFormsError``) unless its expression gives a form from 0 to
``nplurals - 1`` for every count tried (``CHECKED_COUNTS``) without dividing by
zero; a count beyond those that still goes wrong gives no form (``None``), and
the caller shows the English text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

MAX_FORMS = 10
"""Most plural forms a language may have (gettext's languages have at most 6)."""
MAX_LENGTH = 400
"""Most characters in a plural expression (the longest real ones have some 150)."""
MAX_DEPTH = 40
"""Most nested operators and parentheses in a plural expression."""
CHECKED_COUNTS = (*range(0, 1001), *(10 ** power for power in range(4, 19)), 2 ** 31 - 1, 2 ** 32, 2 ** 63 - 1)
"""The counts a plural expression is tried on before its catalog is used."""

ENGLISH_FORMS = "nplurals=2; plural=(n != 1);"
"""The rule of a catalog that says none (the English one)."""

_HEADER = re.compile(r"^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$", re.DOTALL)
_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()]))")
_BINARY = (("||",), ("&&",), ("==", "!="), ("<", "<=", ">", ">="), ("+", "-"), ("*", "/", "%"))
"""The binary operators from the loosest to the tightest."""

Count = Callable[[int], Optional[int]]
"""A compiled expression: its value for a count, or None where it divides by zero."""


class PluralFormsError(ValueError):
    """A ``Plural-Forms`` header that is not a plural rule; the message says what is wrong."""


@dataclass(frozen=True)
class PluralRule:
    """How many forms a language has, and which one a count takes."""

    forms: int
    expression: str
    evaluate: Count

    def index(self, n: int) -> Optional[int]:
        """The form for the count ``n`` (0 for the first), or None when the expression gives no valid one."""
        value = self.evaluate(n)
        return value if value is not None and 0 <= value < self.forms else None


def parse_plural_forms(header: str) -> PluralRule:
    """The rule of a ``Plural-Forms`` header's value; English's when the header is empty. ``PluralFormsError``
    says what is wrong with a bad one, including a count in ``CHECKED_COUNTS`` that gives no valid form."""
    header = header.strip() or ENGLISH_FORMS
    match = _HEADER.match(header)
    if not match:
        raise PluralFormsError("expected 'nplurals=N; plural=EXPRESSION;'")
    forms, expression = int(match.group(1)), match.group(2)
    if not 1 <= forms <= MAX_FORMS:
        raise PluralFormsError(f"nplurals is 1 to {MAX_FORMS}, not {forms}")
    rule = PluralRule(forms, expression, compile_expression(expression))
    for n in CHECKED_COUNTS:
        value = rule.evaluate(n)
        if value is None:
            raise PluralFormsError(f"the expression divides by zero for n = {n}")
        if not 0 <= value < forms:
            raise PluralFormsError(f"the expression gives form {value} for n = {n}; there are {forms} (0 to "
                                   f"{forms - 1})")
    return rule


def compile_expression(text: str) -> Count:
    """The plural expression ``text`` as a function of the count; ``PluralFormsError`` when it is not one."""
    if len(text) > MAX_LENGTH:
        raise PluralFormsError(f"the expression is longer than {MAX_LENGTH} characters")
    parser = _Parser(_tokens(text))
    evaluate = parser.ternary(0)
    if parser.position != len(parser.tokens):
        raise PluralFormsError(f"unexpected {parser.tokens[parser.position]!r} in the expression")
    return evaluate


def _tokens(text: str) -> list[str]:
    tokens, position = [], 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match:
            if text[position:].strip() == "":
                break
            raise PluralFormsError(f"unexpected {text[position:].strip()[:10]!r} in the expression")
        tokens.append(match.group(match.lastindex or 0))
        position = match.end()
    return tokens


class _Parser:
    """A recursive-descent parser from tokens to nested closures, its depth bounded."""

    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.position = 0

    def peek(self) -> str:
        return self.tokens[self.position] if self.position < len(self.tokens) else ""

    def take(self, expected: str) -> None:
        if self.peek() != expected:
            raise PluralFormsError(f"expected {expected!r} in the expression, found {self.peek() or 'its end'!r}")
        self.position += 1

    def ternary(self, depth: int) -> Count:
        if depth > MAX_DEPTH:
            raise PluralFormsError(f"the expression nests deeper than {MAX_DEPTH}")
        condition = self.binary(0, depth + 1)
        if self.peek() != "?":
            return condition
        self.position += 1
        yes = self.ternary(depth + 1)
        self.take(":")
        no = self.ternary(depth + 1)
        return lambda n: _choose(condition(n), yes, no, n)

    def binary(self, level: int, depth: int) -> Count:
        if level == len(_BINARY):
            return self.unary(depth)
        left = self.binary(level + 1, depth)
        while self.peek() in _BINARY[level]:
            operator = self.tokens[self.position]
            self.position += 1
            left = _combine(operator, left, self.binary(level + 1, depth))
        return left

    def unary(self, depth: int) -> Count:
        if depth > MAX_DEPTH:
            raise PluralFormsError(f"the expression nests deeper than {MAX_DEPTH}")
        token = self.peek()
        self.position += 1
        if token == "!":
            inner = self.unary(depth + 1)
            return lambda n: _apply(inner(n), lambda value: int(not value))
        if token == "(":
            inner = self.ternary(depth + 1)
            self.take(")")
            return inner
        if token == "n":
            return lambda n: n
        if token.isdigit():
            value = int(token)
            return lambda n: value
        raise PluralFormsError(f"expected a number, n or '(' in the expression, found {token or 'its end'!r}")


def _choose(condition: Optional[int], yes: Count, no: Count, n: int) -> Optional[int]:
    if condition is None:
        return None
    return yes(n) if condition else no(n)


def _apply(value: Optional[int], function: Callable[[int], Optional[int]]) -> Optional[int]:
    return None if value is None else function(value)


def _combine(operator: str, left: Count, right: Count) -> Count:
    """The closure of ``left operator right``; ``&&`` and ``||`` evaluate their right side only when C does."""
    if operator == "&&":
        return lambda n: _apply(left(n), lambda a: 0 if not a else _apply(right(n), lambda b: int(bool(b))))
    if operator == "||":
        return lambda n: _apply(left(n), lambda a: 1 if a else _apply(right(n), lambda b: int(bool(b))))
    operation = _OPERATIONS[operator]

    def combined(n: int) -> Optional[int]:
        a, b = left(n), right(n)
        return None if a is None or b is None else operation(a, b)
    return combined


def _divide(a: int, b: int) -> Optional[int]:
    """C's division: it truncates toward zero."""
    if b == 0:
        return None
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b >= 0) else -quotient


def _remainder(a: int, b: int) -> Optional[int]:
    """C's remainder: it takes the sign of ``a``."""
    quotient = _divide(a, b)
    return None if quotient is None else a - b * quotient


_OPERATIONS: dict[str, Callable[[int, int], Optional[int]]] = {
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), "<": lambda a, b: int(a < b),
    "<=": lambda a, b: int(a <= b), ">": lambda a, b: int(a > b), ">=": lambda a, b: int(a >= b),
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": _divide, "%": _remainder,
}
