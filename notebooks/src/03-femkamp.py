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
# The text is Norwegian. Each deal has its own scoring; the lowest total after all the deals wins.
# Sjukamp adds Trumf and Finale and moves Kabal to third place.
#
# *Two parts, one period each. Part 1: tricks, following suit, and the deals Pass, Kløver,
# Damer and Grand. Part 2: Kabal, the score sheet and its checks, Sjukamp's Trumf and Finale.
# Each part opens with its aims and a warm-up and ends with an exit ticket. A question asks you
# first, before its answer is shown; the tally counts your answers in this lesson.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.femkamp.tricks import TrickRules, apply, card_status, explain, legal_moves, new_deal
from sjuan_notebooks.i18n import fill, join_list, t
from sjuan_notebooks.lesson import Check, Position, Predict, Quote, Say, Sheet, Table, TryIt, _, follow_link, link_query
from sjuan_notebooks.render.glossary import Glossary
from sjuan_notebooks.widgets import (
    CardSize,
    LegalCardsQuiz,
    PlayTable,
    ScoreSheetEditor,
    SheetQuiz,
    StepperChooser,
    Tally,
    TrickQuiz,
    with_arrow_keys,
)
from sjuan_notebooks.widgets.quiz import SheetQuestion, seeded_positions, sheet_questions, tricks_of

players = ["Kari", "Ola", "Siri", "Per"]
kinds = ["pass", "klover", "damer", "kabal", "grand", "trumf", "finale"]
tally = Tally(LANG)


def deal_of(kind):
    """The stored deal of one kind, replayed."""
    return replay(load_example(f"femkamp-{kind}"))


def points_table(some):
    """Each player's points in the stored deals of the kinds ``some``."""
    rows = []
    for kind in some:
        points = deal_of(kind).result_json()["points"]
        rows.append([t(f"tricks.deal.{kind}", LANG), *(points[p] for p in players), sum(points.values())])
    return Table([_("Deal"), *players, _("All players")], rows)


CardSize(lang=LANG)

# %% [markdown]
# ## Part 1: tricks and the avoiding deals
#
# **After this part you can:**
#
# - follow suit, and play any card when you have none of the suit led;
# - say who takes a trick: the highest card of the suit led;
# - count what a trick gives in Pass, Kløver (clubs), Damer (queens) and Grand.
#
# **Warm-up** (lesson 2): two questions. Answer, then read on.

# %%
display(Predict(
    _("Who starts a deal of Sjuern?"),
    [(_("whoever holds the seven of hearts"), "hearts"),
     (_("whoever holds the seven of diamonds"), "diamonds"),
     (_("the player left of the dealer"), "left")],
    "diamonds",
    [Say(_("In Sjuern the seven of diamonds starts; in Sjuan the seven of hearts."))],
    tally=tally, lang=LANG,
))
Predict(
    _("A player stands over while holding a card they could play. Is that a forced pass?"),
    [(_("yes"), True), (_("no"), False)],
    False,
    [Say(_("No: standing over is a choice, made while holding a card that could be played. A pass is forced when no card fits."))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# **Work in pairs**, two of you at one screen:
#
# - **Player**: clicks, picks and plays.
# - **Explainer**: before each click, says aloud which cards follow suit, who takes the trick,
#   and its points.
# - Before each *Check*, agree on one answer (hands up first, if your teacher asks).
# - Swap roles at every new heading, in both parts.

# %% [markdown]
# **Words of this lesson**, with a picture each (the same list is a printed handout):

# %%
Glossary("femkamp", lang=LANG)

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
# With three players one red two is removed (17 cards each), with five both (10 each):

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
            card=lead.name(LANG), why=explain(deal, lead).text(LANG, capital=False)))
deal = apply(deal, lead)
Table(
    [fill(_("{player}'s card"), LANG, {"player": deal.player}), _("May be played"), _("Why")],
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
# | Kløver (clubs) | *"det er kløverne i stikkene dine som gir poeng ... Tar du alle 13 kløverne, får du 0 poeng"* | 1 per club; taking all 13 scores 0 |
# | Damer (queens) | *"Hver dame du har i stikkene dine, gir 4 poeng"* | 4 per queen |
# | Kabal | (the text's words come with the question on it, in part 2) | Sevens rules; its points: a question in part 2 |
# | Grand | *"I Grand gir hvert stikk −1 poeng"* | −1 per trick |
# | Trumf (trumps) | *"Spar er trumf og slår alle andre farger når du ikke kan følge farge"* | −1 per trick, spades trump |
# | Finale | *"Kløver dame gir 8 poeng, de andre damene gir 4 poeng hver, og de andre kløverne gir 1 poeng hver"* | 32 in all |
#
# Part 1 plays Pass, Kløver, Damer and Grand; Kabal, Trumf and Finale come in part 2.
#
# **Half done.** In these two tricks the player who takes the trick is given, and their card is
# marked: how many points does the trick give in its deal? Read them from the table above.

# %%
TrickQuiz([tricks_of(deal_of("klover").states)[11], tricks_of(deal_of("damer").states)[12]],
          winner_given=True, lang=LANG, tally=tally)

# %% [markdown]
# Now the whole question. Before the points of whole deals: who takes each of these tricks, and
# what does it score in its deal?

# %%
TrickQuiz("femkamp", lang=LANG, tally=tally)

# %% [markdown]
# A whole deal of each kind, to step through: choose the deal in the menu, then use the buttons,
# the slider or the arrow keys (click the table once first). The map under the table shows which
# cards the player to move may play.

# %%
deals = StepperChooser(
    [(t(f"tricks.deal.{kind}", LANG), f"femkamp-{kind}") for kind in kinds],
    lang=LANG,
    description=_("Deal"),
)
with_arrow_keys(deals)

# %%
TryIt(_("In the Pass deal, step to move 4, the last card of the first trick. Who takes the trick, and who leads the next one?"),
      lambda: deals.show("femkamp-pass", 4), lang=LANG)

# %%
klover = deal_of("klover").result_json()["points"]
Predict(
    _("In the clubs deal (Kløver), one player took no club at all. Who?"),
    [(name, name) for name in players],
    [name for name in players if klover[name] == 0],
    [Say(_("{player} took no club: 0 points, the best result of the deal. The points of the deals of part 1:"),
         player=join_list([name for name in players if klover[name] == 0], LANG)),
     points_table(["pass", "klover", "damer", "grand"])],
    tally=tally, lang=LANG,
)  # fmt: skip

# %%
TryIt(_("Check it at the table: choose the clubs deal (Kløver) and go to its last move."),
      lambda: deals.show("femkamp-klover", 52), lang=LANG)

# %% [markdown]
# **Exit ticket, part 1**: new positions, and a Sjuan one among them. Which cards may the player
# to move play?

# %%
LegalCardsQuiz([deal_of("klover").states[5], seeded_positions("sjuan", 4, 103, 1)[0]], lang=LANG, tally=tally)

# %% [markdown]
# Who takes each of these tricks, and what does it give in its deal?

# %%
TrickQuiz([tricks_of(deal_of("pass").states)[3], tricks_of(deal_of("damer").states)[7]], lang=LANG, tally=tally)

# %% [markdown]
# Your answers so far:

# %%
tally

# %% [markdown]
# ## Part 2: Kabal, the score sheet, Sjukamp
#
# **After this part you can:**
#
# - count Kabal's points: 1 per pass and 1 per card left in the hand;
# - check a score sheet: each deal's row adds up to what the deal can give;
# - say who takes a trick in Trumf: the highest spade, if any spade was played (on another
#   suit only a player who cannot follow suit may play one); otherwise the highest card of the
#   suit led.
#
# **Warm-up** (part 1): two questions.

# %%
display(Predict(
    _("Hearts are led and you have no heart. What may you play?"),
    [(_("only a spade"), "spade"), (_("any card"), "any"), (_("nothing: you pass"), "pass")],
    "any",
    [Say(_("Any card: whoever cannot follow suit may play any card."))],
    tally=tally, lang=LANG,
))
Predict(
    _("In Damer, a trick holds two queens. How many points does it give its taker?"),
    [("2", 2), ("4", 4), ("8", 8)],
    8,
    [Say(_("8: each queen in your tricks gives 4 points."))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## Kabal
#
# Kabal is played by the rules of Sjuan (lesson 1), and counts its points in its own way: a
# question first, then the text's words. The stored Kabal deal is in part 1's menu.

# %%
kabal = deal_of("kabal").result_json()
Predict(
    _("When the Kabal deal ends, {player} has passed {passes} times and holds {cards} cards. How many points is that?").format(
        player="Kari", passes=kabal["passes"]["Kari"], cards=kabal["cards_left"]["Kari"]),
    [(str(n), n) for n in sorted({kabal["passes"]["Kari"], kabal["cards_left"]["Kari"],
                                  kabal["points"]["Kari"], kabal["points"]["Kari"] + 1})],
    kabal["points"]["Kari"],
    [Quote(_("*\"Hver pass gir 1 poeng ... 1 poeng for hvert kort de fortsatt har på hånden\"*: 1 point per pass and 1 per card still in the hand when someone has played out.")),
     Table([_("Player"), _("Passes"), _("Cards left"), _("Points")],
           [[p, kabal["passes"][p], kabal["cards_left"][p], kabal["points"][p]] for p in players])],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## The score sheet
#
# > *"Kari får 3 + 2 + 4 + 3 − 5, som blir 7 poeng. Ola får 4 + 5 + 8 + 1 − 2 og ender på 16.
# > Siri har 2 + 3 + 0 + 6 − 4, som også blir 7, mens Per får 4 + 3 + 4 + 0 − 2 og lander på 9.
# > Da står Kari og Siri likt med den laveste summen ... Mange avgjør en slik likhet med en
# > ekstra runde grand."*
# > Kari and Siri tie on the lowest total, 7; many settle such a tie with one extra Grand. (So
# > the text: many do, not all; our score sheet settles it so, and a table may agree otherwise.)
#
# The sheet has a row per deal and a column per player. Each deal's row can be checked against
# what the deal can give: Pass adds up to 13 tricks, Kløver to 13 clubs, Damer to 16 in steps of
# 4, Grand to −13, and Kabal is never negative. The text's own sheet:

# %%
sheet = ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))
Sheet(sheet, lang=LANG)

# %% [markdown]
# How the checks find a mistake: say Kari wrote down 4 tricks in Pass instead of 3.

# %%
# NBVAL_CHECK_OUTPUT
wrong = sheet.with_cell("Kari", "pass", 4).check()
Table(
    [_("Deal"), _("What is wrong")],
    [[problem.label(LANG), problem.reason(LANG)] for problem in wrong.problems],
)

# %% [markdown]
# Now find the mistake yourself: each sheet below has one impossible entry. In which deal's row
# is it? (Kari's Pass 4, above, was the first, done together; the quiz asks the next three.)

# %%
SheetQuiz(sheet_questions("femkamp")[1:], lang=LANG, tally=tally)

# %% [markdown]
# The editor: change a cell and the totals and the checks follow.

# %%
editor = ScoreSheetEditor(sheet, lang=LANG)
editor

# %%
TryIt(_("Siri's Grand was really −5, not −4. Type it into her Grand cell: which check fails, and who is alone on the lowest total now?"),
      lambda: editor.set_cell("Siri", "grand", -5), lang=LANG)

# %% [markdown]
# ## At the table: a Pass deal with real cards
#
# Tables of four players and a referee. Deal the whole pack (13 cards each) and play one Pass
# deal: follow suit when you can, and whoever takes a trick leads the next. The referee sees
# every hand, checks each card against the rule card and enters the deal card by card in
# [the table companion](07-companion.ipynb).
#
# After the deal, write each player's tricks in the Pass row of the blank score sheet and check
# the row: it must add up to 13. Then one table's sheet, as the companion kept it, goes on the
# projector: the class checks its own Pass rows against it, and that table says which card, if
# any, the companion flagged.

# %% [markdown]
# ## Sjukamp: Trumf and Finale
#
# > *"Spar er trumf og slår alle andre farger når du ikke kan følge farge"* Spades are trumps
# > and beat every other suit when you cannot follow suit.
#
# Sjukamp plays Pass, Kløver, Kabal, Damer, Grand, then Trumf and Finale. In Trumf a player
# who cannot follow suit may play a spade, and the highest spade in the trick takes it; in
# Finale every queen and every club costs points, the queen of clubs 8. Who takes these tricks, and what do they score?

# %%
TrickQuiz("sjukamp", lang=LANG, tally=tally)

# %% [markdown]
# A Sjukamp sheet has seven rows, one per deal, and the same kind of checks (Trumf, like Grand,
# adds up to −13; Finale to 32):

# %%
SheetQuiz("sjukamp", lang=LANG, tally=tally)

# %% [markdown]
# **Exit ticket, part 2**: a sheet with a new mistake, two tricks, and a Pass position.

# %%
base = ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))
SheetQuiz([SheetQuestion(base.with_cell("Per", "damer", base.cell("Per", "damer") + 1), list(base.deals).index("damer"))],
          lang=LANG, tally=tally)

# %%
TrickQuiz([tricks_of(deal_of("grand").states)[6], tricks_of(deal_of("finale").states)[4]], lang=LANG, tally=tally)

# %%
LegalCardsQuiz([deal_of("pass").states[21]], lang=LANG, tally=tally)

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
# - Check each deal's row of the sheet as soon as the deal is over: a wrong sum is found at
#   once, not at the end.
#
# ## Well done
#
# **Next:** [lesson 4, Sedma](04-sedma.ipynb) · [the start page](00-start.ipynb), all the lessons.
#
# Your answers in this lesson:

# %%
tally

# %% [markdown]
# ## For the teacher
#
# The lesson checks itself here, when it is built and tested: nothing for a learner to do.

# %%
# NBVAL_CHECK_OUTPUT
report = sheet.check()
Check(
    report.ok and report.tied == ("Kari", "Siri"),
    _("Every row checks out, and {players} tie on {n} points, the lowest total: one extra Grand settles it."),
    _("The sheet does not give the text's result."),
    players=join_list(list(report.tied), LANG),
    n=min(report.totals.values()),
)

# %%
query = link_query()
if query.get("example") in deals.examples:
    deals.choose(query["example"])
followed = follow_link(deals.stepper, deals.example, query)
