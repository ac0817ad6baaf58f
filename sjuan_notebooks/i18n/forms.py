"""Names that a sentence may need in another grammatical case.

Slovak declines a card's name by its role in the sentence ("B zahral červenú osmičku",
"berie zdvih červenou osmičkou"), so a template asks for the case it needs with a format
spec: ``{card:acc}``. A :class:`Named` is a ``str`` (its nominative, so it reads as a plain
name anywhere else) that carries its other forms; ``str.format`` hands it the spec. Languages
without cases give a :class:`Named` no forms, and every spec falls back to the name itself.

Slovak also makes a past tense, "sám" or a noun agree with the player it speaks of ("Siri
pasovala", "Ola pasoval", "A a C pasovali"), so a template may choose its words by the player,
as ICU MessageFormat's ``select`` does: ``{player:f=pasovala|m=pasoval|pl=pasovali|other=pasuje}``.
The choices are the player's :data:`Agreement`: a woman, a man, two or more players, or a name
whose gender nobody gave (``other``, which every choice must have: a wording that needs no
agreement). A player's gender comes from the record (its optional ``genders`` field) as a
:class:`Person`; a seat letter or number ("A", "P1") reads as "hráč A", so it agrees as ``m``.
Languages that need no agreement simply never write a choice.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Literal, get_args

#: The cases a template may ask for: nominative, genitive, dative, accusative, locative,
#: instrumental (Slovak's six, in its grammar books' order; the vocative is never needed).
Case = Literal["nom", "gen", "dat", "acc", "loc", "ins"]
CASES: tuple[Case, ...] = get_args(Case)
#: The spec for a name that starts its sentence: ``{move:cap}`` ("Hjärter åtta går inte ...").
CAPITAL = "cap"
SPECS: tuple[str, ...] = (*CASES, CAPITAL)

#: A player's gender, as a record may give it: feminine or masculine.
Gender = Literal["f", "m"]
GENDERS: tuple[Gender, ...] = get_args(Gender)
#: What a word agrees with: a woman, a man, a pair or more players, or a name of unknown gender.
Agreement = Literal["f", "m", "pl", "other"]
AGREEMENTS: tuple[Agreement, ...] = get_args(Agreement)
#: One choice of a select spec: ``f=...``, up to the next ``|`` that starts a choice.
_CHOICE = re.compile(r"(?:^|\|)(f|m|pl|other)=")
#: A seat's letter or number, which reads as "hráč A" and so agrees as a man's name.
_SEAT_LABEL = re.compile(r"[A-Z]\d*|P\d+|\d+")


class Person(str):
    """A player's name as the engines carry it, with what a sentence about the player agrees
    with: the gender the record gives, ``pl`` for a pair or more, or None (not known)."""

    agreement: Agreement | None

    def __new__(cls, name: str, agreement: Agreement | None = None) -> Person:
        if agreement is not None and agreement not in AGREEMENTS:
            raise ValueError(f"unknown agreement {agreement!r}")
        self = super().__new__(cls, name)
        self.agreement = agreement
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return (Person, (str(self), self.agreement))


def group(names: Sequence[str], text: str) -> Person:
    """``text`` (a list or a label such as "B+D") naming ``names``: a pair or more agrees in
    the plural, one name as that name does."""
    if len(names) == 1:
        return Person(text, agreement_of(names[0]))
    return Person(text, "pl")


def agreement_of(name: str) -> Agreement:
    """What a sentence about ``name`` agrees with (see the module's docstring)."""
    given = getattr(name, "agreement", None)
    if given is not None:
        return given
    if _SEAT_LABEL.fullmatch(str(name)):
        return "m"
    return "other"


def select(spec: str, agreement: Agreement) -> str | None:
    """The words a select spec (``f=...|m=...|pl=...|other=...``) chooses for ``agreement``,
    ``other``'s if it has none of its own; None if ``spec`` is not a select."""
    parts = _CHOICE.split(spec)
    if len(parts) < 3 or parts[0]:
        return None
    choices = dict(zip(parts[1::2], parts[2::2]))
    if agreement in choices:
        return choices[agreement]
    if "other" in choices:
        return choices["other"]
    raise ValueError(f"a select needs an 'other' choice: {spec!r}")


class Named(str):
    """A name with its case forms: ``f"{name:acc}"`` or ``"{card:acc}".format(card=name)``
    gives the accusative; no spec (or a language without the form) gives the nominative, and
    ``{name:cap}`` the nominative with a capital first letter, for a name that starts a
    sentence."""

    forms: Mapping[Case, str]
    agreement: Agreement

    def __new__(
        cls,
        nominative: str,
        forms: Mapping[Case, str] | None = None,
        agreement: Agreement = "other",
    ) -> Named:
        self = super().__new__(cls, nominative)
        self.forms = dict(forms or {})
        self.agreement = agreement
        return self

    def case(self, case: Case) -> str:
        return self.forms.get(case, str(self))

    def __format__(self, spec: str) -> str:
        for case in CASES:
            if spec == case:
                return self.case(case)
        if spec == CAPITAL:
            return _cap(str(self))
        chosen = select(spec, self.agreement)
        if chosen is not None:
            return chosen
        return format(str(self), spec)

    def capitalized(self) -> Named:
        """The name at the start of a sentence (first letter upper case, in every case)."""
        forms = {k: _cap(v) for k, v in self.forms.items()}
        return Named(_cap(str(self)), forms, self.agreement)


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
    return Named(nominative, forms, "pl" if len(items) > 1 else "other")


def player_name(name: str, lang: str) -> Named:
    """A player's name with its genitive, for "det är C:s tur" and "Kari's chance": Swedish
    writes a colon before the s after a letter or an abbreviation, and no s after s, x or z;
    English an apostrophe. Other languages phrase the owner without a genitive of the name.
    The name keeps what a sentence about the player agrees with (:func:`agreement_of`)."""
    agreement = agreement_of(name)
    name = str(name)
    if lang == "sv":
        if name[-1:].lower() in ("s", "x", "z"):
            gen = name
        elif len(name) == 1 or name.isupper() or name[-1:].isdigit():
            gen = name + ":s"
        else:
            gen = name + "s"
        return Named(name, {"gen": gen}, agreement)
    if lang == "en":
        return Named(name, {"gen": name + ("'" if name.endswith("s") else "'s")}, agreement)
    return Named(name, None, agreement)


__all__ = [
    "AGREEMENTS",
    "CAPITAL",
    "CASES",
    "GENDERS",
    "SPECS",
    "Agreement",
    "Case",
    "Gender",
    "Named",
    "Person",
    "agreement_of",
    "group",
    "join_named",
    "player_name",
    "select",
]
