"""Numbers shown to a reader, written the reader's way (Babel's CLDR data): Swedish writes
"55,1 %", English "55.1%". Every percentage or decimal in a widget, a figure or a message goes
through here, so no display code writes ``f"{x:.1%}"``. A negative number takes the true minus
sign (U+2212), as the rule texts and the catalogs write "−1 per trick", in tables as in text;
the space before "%" and in digit groups is CLDR's no-break space, so "95 %" never splits.

Only the display layers import this module; the rules core never needs Babel.
"""

from __future__ import annotations

import decimal
import re
from functools import cache
from typing import Any

from babel import Locale
from babel.numbers import NumberPattern, parse_pattern

MINUS = "\u2212"


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


@cache
def _pattern(lang: str, kind: str, digits: int) -> tuple[NumberPattern, Locale]:
    locale = _locale(lang)
    formats = locale.percent_formats if kind == "percent" else locale.decimal_formats
    pattern = parse_pattern(formats[None].pattern)
    pattern.frac_prec = (digits, digits)
    return pattern, locale


def fmt_percent(x: float, lang: str, digits: int = 1) -> str:
    """``x`` (a share, 0.551) as a percentage in ``lang``: "55,1 %" (sv), "55.1%" (en)."""
    pattern, locale = _pattern(lang, "percent", digits)
    return pattern.apply(x, locale).replace("-", MINUS)


def fmt_decimal(x: float, lang: str, digits: int = 2) -> str:
    """``x`` with ``digits`` decimals in ``lang``: "2,50" (sv), "2.50" (en); digit groups too."""
    pattern, locale = _pattern(lang, "decimal", digits)
    # Babel rounds in the current decimal context (28 digits): a longer whole number (a score
    # typed into a sheet, a seed) would raise InvalidOperation instead of being written
    with decimal.localcontext() as context:
        context.prec = max(context.prec, len(str(int(abs(x)))) + digits + 2)
        return pattern.apply(x, locale).replace("-", MINUS)


def fmt_int(n: int, lang: str) -> str:
    """A whole number with the language's digit groups: "200 000" (sv), "200,000" (en)."""
    return fmt_decimal(n, lang, 0)


_SPLIT_SIGN = re.compile(r"(\d) (%|‰|‱)")


def keep_together(text: str) -> str:
    """``text`` with a number and its per-cent sign joined by a no-break space ("95 %" stays
    on one line when a title or a sentence wraps); other spaces are left as they are."""
    return _SPLIT_SIGN.sub("\\1\u00a0\\2", text)


def plotly_separators(lang: str) -> str:
    """Plotly's ``layout.separators`` for ``lang`` (decimal mark, then group mark), so the
    numbers a figure writes itself (axis ticks, hover values) follow the language too."""
    symbols: Any = _locale(lang).number_symbols
    latn = symbols.get("latn", symbols) if hasattr(symbols, "get") else symbols
    return str(latn["decimal"]) + str(latn["group"])


__all__ = ["MINUS", "fmt_decimal", "fmt_int", "fmt_percent", "keep_together", "plotly_separators"]
