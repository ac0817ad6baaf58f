"""The termbase (sjuan_notebooks/i18n/termbase/<lang>.toml): no forbidden variant of a term in
a catalog, a lesson's stored output, a handout's text or the CLI's output, in any language.
A finding names its source and the approved term (docs/translating.md). The outputs' check is in
test_outputs.py, beside the other checks of what a class sees: one worker reads the handouts
and runs the CLI once for both (seconds per language)."""

from __future__ import annotations

import pytest
from language import (
    LANGS,
    TermbaseError,
    Text,
    catalog_texts,
    load_termbase,
    parse_termbase,
    term_findings,
)


@pytest.mark.parametrize("lang", LANGS)
def test_termbase_follows_its_schema(lang):
    base = load_termbase(lang)
    assert base.lang == lang and base.terms
    assert all(t.approved for t in base.terms)


@pytest.mark.parametrize("lang", LANGS)
def test_no_forbidden_term_in_the_catalogs(lang):
    found = term_findings(load_termbase(lang), catalog_texts(lang))
    assert not found, f"{len(found)} forbidden terms:\n" + "\n".join(found)


def test_a_forbidden_term_is_found_with_its_inflections_and_only_as_a_word():
    base = load_termbase("sv")
    bad = [
        Text("catalog:x.po:tricks.why.follows", "Ola följer spader."),
        Text("catalog:x.po:k", "Han måste följa {suit} här."),
    ]
    found = term_findings(base, bad)
    assert len(found) == 2 and all("bekänna" in f for f in found)
    # "följa" alone, or a word that merely contains the pattern, is no variant
    assert (
        term_findings(base, [Text("catalog:x.po:k", "Följ pilen; efterföljer spaderraden.")]) == []
    )


def test_a_quotation_of_a_rule_text_and_an_allowed_place_are_not_findings():
    base = load_termbase("sv")
    quoted = Text("catalog:03-femkamp.po:cell 3", '> *"Kløver: hver kløver gir poeng"* Klöver.')
    menu = Text("catalog:sjuan_notebooks.po:ui.strength", "Motspelare")
    prose = Text("catalog:sjuan_notebooks.po:tactics.x", "Dina motspelare passar.")
    assert term_findings(base, [quoted, menu]) == []
    assert len(term_findings(base, [prose])) == 1


def test_a_scoped_term_is_forbidden_only_where_it_is_scoped():
    base = load_termbase("nb")
    sedma = Text("catalog:sjuan_notebooks.po:sedma.text.sides", "Den andre siden vinner.")
    elsewhere = Text("catalog:sjuan_notebooks.po:ui.page", "Side 2 av 3")
    assert len(term_findings(base, [sedma])) == 1
    assert term_findings(base, [elsewhere]) == []


def test_a_termbase_that_breaks_its_schema_is_refused():
    with pytest.raises(TermbaseError, match="approved"):
        parse_termbase({"lang": "sv", "term": [{"concept": "x", "forbidden": []}]})
    with pytest.raises(TermbaseError, match="x"):
        parse_termbase(
            {"lang": "sv", "term": [{"concept": "x", "approved": "y", "forbidden": ["("]}]}
        )


# The terms the reviews of 2026-12-05 settled, each with a variant they found in the texts:
# `make lang-check` (which runs this module) must refuse every one of them where it applies.
# A source "sedma.*" stands for the Sedma-scoped terms.
SETTLED_VARIANTS = [
    ("sv", "exit ticket", "Svara på de avslutande frågorna."),
    ("sv", "the stock", "Dra ett kort ur talongen."),
    ("sv", "position (the cards", "Positionen efter draget är vunnen."),
    ("sv", "the wild sevens", "Jokrarna tar sticket."),
    ("sv", "to complete a row", "Den som fyller en stege får spela igen."),
    ("sv", "to refuse", "Programmet vägrar draget."),
    ("sv", "a pass (Sevens)", "Passningen räknas."),
    ("sv", "to get a Sedma game ready", "Läraren dukar bordet."),
    ("nb", "exit ticket", "Svar på de avsluttende spørsmålene."),
    ("nb", "the tally", "Telleren teller førstesvarene."),
    ("nb", "position (the cards", "Posisjonen etter trekket er vunnet."),
    ("nb", "continue a trick", "Du kan fortsatt fortsette stikket."),
    ("nb", "stand over", "Prøv stå over-tipset."),
    ("nb", "the wild sevens", "Sjuerne er jokere."),
    ("nb", "a random playout", "Et tilfeldig sluttspill avgjør."),
    ("nb", "the tip", "Fortsett stikket når det vinner poeng."),
    ("nb", "the review", "Leksjonen slutter med en repetisjon."),
    ("sk", "going out", "Siri vyjde prvá."),
    ("sk", "exit ticket", "Odpovedzte na záverečné otázky."),
    ("sk", "the hint", "Stlačte nápovedu."),
    ("sk", "the stock", "Potiahnite kartu z talónu."),
    ("sk", "continue a trick", "Môžete pokračovať esom."),
    ("sk", "the wild sevens", "Sedmy sú žolíky."),
    ("sk", "a table of four", "Pri stole štyroch sa hrá v dvojiciach."),
    ("sk", "a card that fits a row", "Karta do radu nepasuje."),
    ("sk", "a spade (singular)", "Najvyššia pika berie."),
]


@pytest.mark.parametrize(("lang", "concept", "sentence"), SETTLED_VARIANTS)
def test_lang_check_refuses_a_settled_terms_variant(lang, concept, sentence):
    base = load_termbase(lang)
    terms = [t for t in base.terms if t.concept.startswith(concept)]
    assert len(terms) == 1, f"{lang}: no single termbase entry for {concept!r}"
    found = term_findings(base, [Text("catalog:sjuan_notebooks.po:sedma.x", sentence)])
    assert len(found) == 1 and terms[0].approved in found[0], found


@pytest.mark.parametrize(
    "lang,source,text",
    [
        ("sv", "catalog:03-femkamp.po:cell 21", "**Avslutande frågor, del 1**: nya stick."),
        ("sv", "catalog:sjuan_notebooks.po:ui.sedma.title", "Sedma, stick 2 (talong: 12)"),
        ("sv", "catalog:04-sedma.po:cell 44", "en position i Sjuern"),
        ("sv", "catalog:04-sedma.po:cell 1", "# Sedma: sjuorna är jokrar"),
        ("nb", "catalog:04-sedma.po:cell 1", "# Sedma: sjuerne er jokere"),
        ("nb", "catalog:03-femkamp.po:cell 21", "**Avsluttende spørsmål, del 1**"),
        ("nb", "catalog:sjuan_notebooks.po:ui.count.playouts", "1000 tilfeldige sluttspill"),
        ("sk", "catalog:sjuan_notebooks.po:ui.btn.hint", "Nápoveda"),
        ("sk", "catalog:04-sedma.po:cell 21", "**Záverečné otázky, 1. časť**"),
        (
            "sk",
            "catalog:sjuan_notebooks.po:tactics.perfect.same",
            "Nech je ťah akýkoľvek, B vyjde prvý.",
        ),
        ("sk", "catalog:04-sedma.po:cell 1", "# Sedma: sedmy sú žolíky"),
        # the words the second readers asked for (issue 49): the old wording comes back refused
        ("nb", "catalog:07-companion.po:cell 3", "Et delt spill åpnes her, i stegviseren."),
        ("nb", "catalog:sjuan_notebooks.po:edge.whatif.no_record", "Denne widgeten ble bygget."),
        ("sv", "catalog:01-sjuan.po:cell 25", "Se drag 8 i stegvisaren ovan."),
        ("sk", "catalog:06-tactics.po:cell 16", "zmeraný zisk"),
    ],
)
def test_the_terms_the_2026_12_05_reviews_settled_refuse_their_variants(lang, source, text):
    assert len(term_findings(load_termbase(lang), [Text(source, text)])) == 1


def test_a_settled_term_is_not_refused_in_its_approved_form_or_another_sense():
    sv, sk = load_termbase("sv"), load_termbase("sk")
    assert (
        term_findings(sv, [Text("catalog:04-sedma.po:cell 1", "# Sedma: sjuorna tar över allt")])
        == []
    )
    assert (
        term_findings(
            sv, [Text("catalog:sjuan_notebooks.po:handout.sjuan.players", "52 kort utan jokrar")]
        )
        == []
    )
    # cards that have "come out" (been played) are another sense of the verb
    assert (
        term_findings(sk, [Text("catalog:x.po:k", "počítajte karty, ktoré už vyšli vo farbe")])
        == []
    )
    # a tip that was measured keeps "zmerať"; only a measured gain or loss is "nameraný"
    measured_tips = Text("catalog:06-tactics.po:cell 30", "Tri rady zmerané nakoniec")
    assert term_findings(sk, [measured_tips]) == []
