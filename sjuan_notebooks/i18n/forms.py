"""Names that a sentence may need in another grammatical case.

Slovak declines a card's name by its role in the sentence ("B zahral červenú osmičku",
"berie zdvih červenou osmičkou"), so a template asks for the case it needs with a format
spec: ``{card:acc}``. A :class:`Named` is a ``str`` (its nominative, so it reads as a plain
name anywhere else) that carries its other forms; ``str.format`` hands it the spec. Languages
without cases give a :class:`Named` no forms, and every spec falls back to the name itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal, get_args

#: The cases a template may ask for: nominative, genitive, dative, accusative, locative,
#: instrumental (Slovak's six, in its grammar books' order; the vocative is never needed).
Case = Literal["nom", "gen", "dat", "acc", "loc", "ins"]
CASES: tuple[Case, ...] = get_args(Case)
#: The spec for a name that starts its sentence: ``{move:cap}`` ("Hjärter åtta går inte ...").
CAPITAL = "cap"
SPECS: tuple[str, ...] = (*CASES, CAPITAL)


class Named(str):
    """A name with its case forms: ``f"{name:acc}"`` or ``"{card:acc}".format(card=name)``
    gives the accusative; no spec (or a language without the form) gives the nominative, and
    ``{name:cap}`` the nominative with a capital first letter, for a name that starts a
    sentence."""

    forms: Mapping[Case, str]

    def __new__(cls, nominative: str, forms: Mapping[Case, str] | None = None) -> Named:
        self = super().__new__(cls, nominative)
        self.forms = dict(forms or {})
        return self

    def case(self, case: Case) -> str:
        return self.forms.get(case, str(self))

    def __format__(self, spec: str) -> str:
        for case in CASES:
            if spec == case:
                return self.case(case)
        if spec == CAPITAL:
            return _cap(str(self))
        return format(str(self), spec)

    def capitalized(self) -> Named:
        """The name at the start of a sentence (first letter upper case, in every case)."""
        return Named(_cap(str(self)), {k: _cap(v) for k, v in self.forms.items()})


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def join_named(items: Sequence[str], joiner: str, last: str) -> Named:
    """``items`` as one list ("a, b and c") in every case the items have."""

    def join(words: list[str]) -> str:
        if len(words) < 2:
            return "".join(words)
        return joiner.join(words[:-1]) + last + words[-1]

    nominative = join([str(x) for x in items])
    forms: dict[Case, str] = {}
    if items and all(isinstance(x, Named) and x.forms for x in items):
        for case in CASES:
            forms[case] = join([x.case(case) if isinstance(x, Named) else x for x in items])
    return Named(nominative, forms)


def player_name(name: str, lang: str) -> Named:
    """A player's name with its genitive, for "det är C:s tur" and "Kari's chance": Swedish
    writes a colon before the s after a letter or an abbreviation, and no s after s, x or z;
    English an apostrophe. Other languages phrase the owner without a genitive of the name."""
    name = str(name)
    if lang == "sv":
        if name[-1:].lower() in ("s", "x", "z"):
            gen = name
        elif len(name) == 1 or name.isupper() or name[-1:].isdigit():
            gen = name + ":s"
        else:
            gen = name + "s"
        return Named(name, {"gen": gen})
    if lang == "en":
        return Named(name, {"gen": name + ("'" if name.endswith("s") else "'s")})
    return Named(name)


__all__ = ["CAPITAL", "CASES", "SPECS", "Case", "Named", "join_named", "player_name"]
