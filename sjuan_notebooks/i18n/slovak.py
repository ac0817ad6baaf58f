"""Slovak card names in the six cases: a suit adjective declined by the rank noun's gender, then
the rank noun ("červený horník", "červeného horníka", "červeným horníkom").

The rank nouns of both packs follow three paradigms: feminine in -a like *žena* (dvojka ...
desiatka, dáma, sedma, osmička), neuter in -o like *mesto* (eso), and masculine animate like
*chlap* (dolník, horník, kráľ; their accusative is the genitive: "zahral červeného kráľa", as
the Sedma text writes). The suit adjectives are hard adjectives like *pekný* (srdcový, pikový,
kárový, krížový; červený, zelený, žaluďový, guľový); the tables give their stems.
"""

from __future__ import annotations

from typing import Literal

from .forms import CASES, Case, Named

Gender = Literal["m", "f", "n"]

# Endings in the order of CASES: nom, gen, dat, acc, loc, ins.
_NOUN_ENDINGS: dict[Gender, tuple[str, ...]] = {
    "f": ("a", "y", "e", "u", "e", "ou"),  # žena
    "n": ("o", "a", "u", "o", "e", "om"),  # mesto
    "m": ("", "a", "ovi", "a", "ovi", "om"),  # chlap (animate)
}
_ADJECTIVE_ENDINGS: dict[Gender, tuple[str, ...]] = {
    "f": ("á", "ej", "ej", "ú", "ej", "ou"),
    "n": ("é", "ého", "ému", "é", "om", "ým"),
    "m": ("ý", "ého", "ému", "ého", "om", "ým"),  # animate: accusative = genitive
}


def gender(noun: str) -> Gender:
    """The gender of a rank noun, from its nominative ending."""
    if noun.endswith("a"):
        return "f"
    if noun.endswith("o"):
        return "n"
    return "m"


def noun_forms(noun: str) -> dict[Case, str]:
    g = gender(noun)
    stem = noun[:-1] if g in ("f", "n") else noun
    return {case: stem + end for case, end in zip(CASES, _NOUN_ENDINGS[g])}


def adjective_forms(stem: str, g: Gender) -> dict[Case, str]:
    return {case: stem + end for case, end in zip(CASES, _ADJECTIVE_ENDINGS[g])}


def card_name(adjective_stem: str, noun: str) -> Named:
    """The card "{adjective} {noun}" in every case: ``card_name("červen", "horník")``."""
    adjectives = adjective_forms(adjective_stem, gender(noun))
    nouns = noun_forms(noun)
    forms = {case: f"{adjectives[case]} {nouns[case]}" for case in CASES}
    return Named(forms["nom"], forms)


__all__ = ["Gender", "adjective_forms", "card_name", "gender", "noun_forms"]
