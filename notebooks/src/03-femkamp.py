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
# text's score sheet with its checks, its chart and its tie, free practice, review.*

# %%
from IPython.display import display

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.femkamp.tricks import TrickRules, apply, card_status, explain, legal_moves, new_deal

players = ["Kari", "Ola", "Siri", "Per"]

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
# With three players one red two is removed (17 cards each), with five both (10 each).

# %%
# NBVAL_CHECK_OUTPUT
for n in (3, 4, 5):
    deal = new_deal(TrickRules.for_deal("pass"), [*players, "Anna"][:n], seed=1)
    print(n, "players:", [deal.hand_count(i) for i in range(n)], "cards each")

# %% [markdown]
# One trick, card by card. Every card the player to move holds gets a reason: playable or not.

# %%
# NBVAL_CHECK_OUTPUT
deal = new_deal(TrickRules.for_deal("pass"), players, seed=4)
lead = legal_moves(deal)[0]
print(deal.player, "leads", lead.code, "-", explain(deal, lead).text("en"))
deal = apply(deal, lead)
print(deal.player, "holds:")
for card in deal.hand(deal.to_move):
    print(f"  {card.code:<4} {card_status(deal, card).text('en')}")
display(deal)

# %% [markdown]
# ## The seven deals
#
# | deal | the text | points |
# |---|---|---|
# | Pass | *"Hvert stikk du tar, gir nemlig 1 poeng"* | 1 per trick |
# | Kløver | *"det er kløverne i stikkene dine som gir poeng ... Tar du alle 13 kløverne, får du 0 poeng"* | 1 per club; all 13 score 0 |
# | Damer | *"Hver dame du har i stikkene dine, gir 4 poeng"* | 4 per queen |
# | Kabal | *"Hver pass gir 1 poeng ... 1 poeng for hvert kort de fortsatt har på hånden"* | Sevens rules: 1 per pass and per card left |
# | Grand | *"I Grand gir hvert stikk −1 poeng"* | -1 per trick |
# | Trumf | *"Spar er trumf og slår alle andre farger når du ikke kan følge farge"* | -1 per trick, spades trump |
# | Finale | *"Kløver dame gir 8 poeng, de andre damene gir 4 poeng hver, og de andre kløverne gir 1 poeng hver"* | 32 in all |
#
# One complete deal of each kind is stored; the points of each, replayed by the engine:

# %%
# NBVAL_CHECK_OUTPUT
kinds = ["pass", "klover", "damer", "kabal", "grand", "trumf", "finale"]
for kind in kinds:
    record = load_example(f"femkamp-{kind}")
    result = replay(record).result_json()
    points = result["points"]
    print(f"{kind:<7} {points}  (sum {sum(points.values())})")

# %% [markdown]
# Step through any of them: choose the deal in the cell below (the *Pass* deal is loaded) and
# use the buttons; the map shows who must follow which suit.

# %%
from sjuan_notebooks.widgets import Stepper

deal_stepper = Stepper(load_example("femkamp-pass"), lang="nb")
deal_stepper

# %% [markdown]
# A guided step: the fourth card of the first trick, where the trick is decided.

# %%
# NBVAL_CHECK_OUTPUT
deal_stepper.go(4)
print(deal_stepper.shown_text())

# %% [markdown]
# ## The score sheet
#
# > *"Kari får 3 + 2 + 4 + 3 − 5, som blir 7 poeng. Ola får 4 + 5 + 8 + 1 − 2 og ender på 16.
# > Siri har 2 + 3 + 0 + 6 − 4, som også blir 7, mens Per får 4 + 3 + 4 + 0 − 2 og lander på 9.
# > Da står Kari og Siri likt med den laveste summen ... Mange avgjør en slik likhet med en
# > ekstra runde grand."*
#
# The sheet is checked column by column against what each deal can produce: Pass sums to 13
# tricks, Kløver to 13 clubs, Damer to 16 in steps of 4, Grand to -13, Kabal is never negative.

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

sheet = ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))
print(sheet.check().to_text("en"))

# %% [markdown]
# A mistake in the sheet is found and named: say Kari wrote down 4 tricks in Pass instead of 3.

# %%
# NBVAL_CHECK_OUTPUT
wrong = sheet.with_cell("Kari", "pass", 4)
report = wrong.check()
print("ok:", report.ok)
for problem in report.problems:
    print(problem.label("en"), "-", problem.reason("en"))

# %% [markdown]
# The editor: change a cell and the totals, the checks and the chart follow.

# %%
from sjuan_notebooks.widgets import ScoreSheetEditor

editor = ScoreSheetEditor(sheet, lang="nb")
editor

# %%
# NBVAL_CHECK_OUTPUT
editor.set_cell("Siri", "grand", -5)
print(editor.totals_text())

# %% [markdown]
# ## Free practice
#
# Play a Pass deal as player A (the table seats players A, B, C and D; you are A): only the
# cards you may play are clickable.

# %%
from sjuan_notebooks.widgets import PlayTable

PlayTable("femkamp", seat=0, seed=5)

# %% [markdown]
# ## Review
#
# - Follow suit whenever you can; only a void lets you throw a club or a queen.
# - In the avoiding deals shed high cards early, while someone else is taking the trick.
# - Check the sheet's columns after each deal: a wrong sum is found at once, not at the end.
