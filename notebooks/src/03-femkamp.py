# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Femkamp and Sjukamp: tricks, seven deals, one score sheet
#
# > *"Femkamp er egentlig fem kortspill i ett, og det er ikke samme mål hele veien."*
# > Femkamp is really five card games in one, and the goal is not the same all the way.
#
# The text is Norwegian. Each deal has its own scoring; lowest total after all deals wins.
# Sjukamp adds Trumf and Finale and moves Kabal to third place.
#
# *Lesson arc: the trick rules on a position, one stepped deal of each of the seven kinds, the
# text's score sheet with its checks and its tie, Sjukamp's two extra deals, free practice,
# review. Before each answer is shown, a quiz asks you first; the tally under each quiz counts
# your answers in this lesson.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.femkamp.tricks import TrickRules, apply, card_status, explain, legal_moves, new_deal
from sjuan_notebooks.i18n import join_list, t
from sjuan_notebooks.lesson import Check, Position, Say, Sheet, Table, TryIt, _, follow_link, link_query
from sjuan_notebooks.widgets import (
    LegalCardsQuiz,
    PlayTable,
    ScoreSheetEditor,
    SheetQuiz,
    StepperChooser,
    Tally,
    TrickQuiz,
)

players = ["Kari", "Ola", "Siri", "Per"]
kinds = ["pass", "klover", "damer", "kabal", "grand", "trumf", "finale"]
tally = Tally(LANG)

# %% [markdown]
# ## The trick rules
#
# > *"Spilleren til venstre for giveren spiller ut det første kortet. Derfra må du følge farge
# > (bekjenne) hvis du har et kort i fargen som er spilt ut. Har du ikke den fargen, kan du
# > kaste hvilket som helst kort. Den som tar stikket, spiller så ut neste kort."*
# > The player left of the dealer leads. You must follow suit if you can; if not, play any
# > card. Whoever takes the trick leads the next.
# >
# > *"Ess er høyest og 2 er lavest"* Ace high, two low.
#
# With three players one red two is removed (17 cards each), with five both (10 each). The
# engine deals it so:

# %%
# NBVAL_CHECK_OUTPUT
sizes = []
for n in (3, 4, 5):
    dealt = new_deal(TrickRules.for_deal("pass"), [*players, "Anna"][:n], seed=1)
    sizes.append([n, *sorted({dealt.hand_count(i) for i in range(n)})])
Table([_("Players"), _("Cards each")], sizes)

# %% [markdown]
# One trick, card by card. Kari leads; every card Ola holds gets a reason, playable or not.

# %%
# NBVAL_CHECK_OUTPUT
deal = new_deal(TrickRules.for_deal("pass"), players, seed=4)
lead = legal_moves(deal)[0]
display(Say(_("{player} leads the {card} ({why})."), player=deal.player,
            card=lead.name(LANG), why=explain(deal, lead).text(LANG)))
deal = apply(deal, lead)
Table(
    [_("{player}'s card").format(player=deal.player), _("May be played"), _("Why")],
    [
        [card.name(LANG), "✓" if card_status(deal, card).legal else "✗",
         card_status(deal, card).text(LANG)]
        for card in deal.hand(deal.to_move)
    ],
)

# %%
Position(deal, lang=LANG)

# %% [markdown]
# Your turn: in each position below, pick every card the player to move may play, then press
# *Check*. The answer gives each card its reason.

# %%
LegalCardsQuiz("femkamp", lang=LANG, tally=tally)

# %% [markdown]
# ## The seven deals
#
# | deal | the text | points |
# |---|---|---|
# | Pass | *"Hvert stikk du tar, gir nemlig 1 poeng"* | 1 per trick |
# | Kløver (clubs) | *"det er kløverne i stikkene dine som gir poeng ... Tar du alle 13 kløverne, får du 0 poeng"* | 1 per club; all 13 score 0 |
# | Damer (queens) | *"Hver dame du har i stikkene dine, gir 4 poeng"* | 4 per queen |
# | Kabal | *"Hver pass gir 1 poeng ... 1 poeng for hvert kort de fortsatt har på hånden"* | Sevens rules: 1 per pass and per card left |
# | Grand | *"I Grand gir hvert stikk −1 poeng"* | −1 per trick |
# | Trumf (trumps) | *"Spar er trumf og slår alle andre farger når du ikke kan følge farge"* | −1 per trick, spades trump |
# | Finale | *"Kløver dame gir 8 poeng, de andre damene gir 4 poeng hver, og de andre kløverne gir 1 poeng hver"* | 32 in all |
#
# Before the points of whole deals: who takes each of these tricks, and what does it score in
# its deal?

# %%
TrickQuiz("femkamp", lang=LANG, tally=tally)

# %% [markdown]
# One complete deal of each kind is stored; the points of each, replayed by the engine:

# %%
# NBVAL_CHECK_OUTPUT
rows = []
for kind in kinds:
    points = replay(load_example(f"femkamp-{kind}")).result_json()["points"]
    rows.append([t(f"tricks.deal.{kind}", LANG), *(points[p] for p in players), sum(points.values())])
Table([_("Deal"), *players, _("All players")], rows)

# %% [markdown]
# Step through any of them: choose the deal in the menu, then use the buttons or the slider.
# The map under the table shows which cards the player to move may play.

# %%
deals = StepperChooser(
    [(t(f"tricks.deal.{kind}", LANG), f"femkamp-{kind}") for kind in kinds],
    lang=LANG,
    description=_("Deal"),
)
deals

# %%
TryIt(_("In the Pass deal, step to move 4, the last card of the first trick. Who takes the trick, and who leads the next one?"),
      lambda: deals.show("femkamp-pass", 4), lang=LANG)

# %%
TryIt(_("Choose the clubs deal (Kløver) and go to its last move. Which player took no club at all, and how many points does that give?"),
      lambda: deals.show("femkamp-klover", 52), lang=LANG)

# %% [markdown]
# ## The score sheet
#
# > *"Kari får 3 + 2 + 4 + 3 − 5, som blir 7 poeng. Ola får 4 + 5 + 8 + 1 − 2 og ender på 16.
# > Siri har 2 + 3 + 0 + 6 − 4, som også blir 7, mens Per får 4 + 3 + 4 + 0 − 2 og lander på 9.
# > Da står Kari og Siri likt med den laveste summen ... Mange avgjør en slik likhet med en
# > ekstra runde grand."*
# > Kari and Siri tie on the lowest total, 7; many settle such a tie with one extra Grand.
#
# Each column can be checked against what its deal can produce: Pass sums to 13 tricks, Kløver
# to 13 clubs, Damer to 16 in steps of 4, Grand to −13, and Kabal is never negative. The text's
# own sheet:

# %%
sheet = ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))
Sheet(sheet, lang=LANG)

# %%
# NBVAL_CHECK_OUTPUT
report = sheet.check()
Check(
    report.ok and report.tied == ("Kari", "Siri"),
    _("Every column checks out, and {players} tie on {n} points, the lowest total: one extra Grand settles it."),
    _("The sheet does not give the text's result."),
    players=join_list(list(report.tied), LANG),
    n=min(report.totals.values()),
)

# %% [markdown]
# Now find the mistake yourself: each sheet below has one impossible column. Which one?

# %%
SheetQuiz("femkamp", lang=LANG, tally=tally)

# %% [markdown]
# How the checks find one: say Kari wrote down 4 tricks in Pass instead of 3.

# %%
# NBVAL_CHECK_OUTPUT
wrong = sheet.with_cell("Kari", "pass", 4).check()
Table(
    [_("Column"), _("What is wrong")],
    [[problem.label(LANG), problem.reason(LANG)] for problem in wrong.problems],
)

# %% [markdown]
# The editor: change a cell and the totals and the checks follow.

# %%
editor = ScoreSheetEditor(sheet, lang=LANG)
editor

# %%
TryIt(_("Siri's Grand was really −5, not −4. Type it into her Grand cell: which check fails, and who is alone on the lowest total now?"),
      lambda: editor.set_cell("Siri", "grand", -5), lang=LANG)

# %% [markdown]
# ## Sjukamp: Trumf and Finale
#
# > *"Spar er trumf og slår alle andre farger når du ikke kan følge farge"* Spades are trumps
# > and beat every other suit when you cannot follow suit.
#
# Sjukamp plays Pass, Kløver, Kabal, Damer, Grand, then Trumf and Finale. In Trumf a spade
# takes a trick when the player cannot follow suit; in Finale every queen and every club costs
# points, the queen of clubs 8. Who takes these tricks, and what do they score?

# %%
TrickQuiz("sjukamp", lang=LANG, tally=tally)

# %% [markdown]
# A Sjukamp sheet has seven columns and the same kind of checks (Trumf, like Grand, sums to
# −13; Finale to 32):

# %%
SheetQuiz("sjukamp", lang=LANG, tally=tally)

# %% [markdown]
# ## Free practice
#
# Play a Pass deal as player A (the table seats players A, B, C and D; you are A): only the
# cards you may play are clickable.

# %%
PlayTable("femkamp", seat=0, seed=5, lang=LANG)

# %% [markdown]
# ## Review
#
# - Follow suit whenever you can; only a void lets you throw a club or a queen.
# - In the avoiding deals shed high cards early, while someone else is taking the trick.
# - Check the sheet's columns after each deal: a wrong sum is found at once, not at the end.
#
# Your answers in this lesson:

# %%
tally

# %%
query = link_query()
if query.get("example") in deals.examples:
    deals.choose(query["example"])
followed = follow_link(deals.stepper, deals.example, query)
