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
# # Practice: play against the computer
#
# You hold one seat; the computer plays the others by simple rules that follow the texts'
# tips. Only legal cards can be clicked. Switch on **why not?** and click any card to hear why
# it is or is not playable now; **hint** lists your legal cards with their reasons. After each
# of your moves you get a verdict:
#
# - **forced**: you had exactly one legal move;
# - **a choice**: several moves were legal, and no tip objects to yours;
# - **a risky choice**: a tip from the rule texts would have played differently, and says so.
#
# Work in pairs: one plays, the other says aloud which cards are legal and what they would
# play, before each click. Each game also has a quiz: pick your answer, then press *Check*.
# Your right answers in this lesson are counted here and under every quiz; nothing is stored.
#
# *Lesson arc: per game what to watch, a table to play, a first move to try, a quiz; then a
# review.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.lesson import Check, Say, Table, TryIt, _, follow_link
from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable, Tally, TrickQuiz

tally = Tally(LANG)
tally

# %% [markdown]
# ## Sjuan
#
# > *"Lägg märke till vilka av era egna kort ett drag frigör."* Notice which of your own cards
# > a move frees.
#
# **What to watch**: a card goes next to its neighbour only (the next rank up or down from the
# seven); a player who can play must; before each card, ask which of your own cards it frees.

# %%
sjuan = PlayTable("sjuan", seat=0, seed=21, lang=LANG)
sjuan


# %%
def hint_then_play(table):
    """Ask for a hint, then play the first legal move, as the Try-it prompts suggest."""
    table.hint()
    legal = table.legal_codes()
    if legal:
        table.click_card(legal[0])


TryIt(
    _("Press Hint, say which card you would play, then play it and read the verdict under the table."),
    lambda: hint_then_play(sjuan),
    lang=LANG,
)

# %%
LegalCardsQuiz("sjuan", lang=LANG, tally=tally)

# %% [markdown]
# ## Sjuern, with standing over
#
# > *"Gir mer taktikk fordi du kan holde igjen kortet som åpner for motstanderne."* More tactics,
# > because you can hold back the card that opens for the opponents.
#
# **What to watch**: the seven of diamonds starts; here each player may stand over three times
# in a deal, even holding a card they could play. Keep a stand-over for the card that would
# open a row for the others; a pass with nothing to play is forced and uses none of the three.

# %%
sjuern = PlayTable("sjuern", seat=0, seed=8, n_players=3, options={"stand_over": 3}, lang=LANG)
sjuern

# %%
TryIt(
    _("At your first turn you could play a card, and yet standing over is offered. Press Hint: how many stand-overs are left after this one? Would you stand over here?"),
    lambda: sjuern.hint(),
    lang=LANG,
)

# %% [markdown]
# ## Femkamp: a Pass deal
#
# > *"I pass, kløver og damer gjelder det å bli kvitt de høye kortene tidlig, særlig når noen
# > andre allerede tar stikket."* In Pass, Clubs and Queens, get rid of high cards early,
# > especially when someone else is already taking the trick.
#
# **What to watch**: follow the suit led whenever you can; in Pass every trick you take costs
# a point, so a high card is best thrown while someone else's higher card wins the trick.

# %%
femkamp = PlayTable("femkamp", seat=1, seed=5, lang=LANG)
femkamp


# %%
def refuse_one(table):
    """Switch on "why not?", click a card that may not be played, switch it off again: the
    refusal and its reason stay on the table."""
    legal = set(table.legal_codes())
    illegal = [code for code in table.card_buttons() if code not in legal]
    if illegal:
        table.set_why_not(True)
        table.click_card(illegal[0])
        table.set_why_not(False)


TryIt(
    _("You sit second: the first card is already led. Switch on \"why not?\" and click a card you may not play: the table says which rule it breaks."),
    lambda: refuse_one(femkamp),
    lang=LANG,
)

# %%
LegalCardsQuiz("femkamp", lang=LANG, tally=tally)

# %% [markdown]
# ## Sedma for two
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu."* The first player has the advantage in
# > situations 2 and 3 (the trick taken over with the led rank or a seven): with a card of the
# > led rank or a seven, the leader may continue the round.
#
# **What to watch**: ranks never beat each other and suits never matter; a card of the led
# rank or a seven takes the trick over, and the last such card wins it; aces and tens are the
# points.

# %%
TrickQuiz("sedma", lang=LANG, tally=tally)

# %%
LegalCardsQuiz("sedma", lang=LANG, tally=tally)

# %%
sedma = PlayTable("sedma", seat=0, seed=3, n_players=2, lang=LANG)
sedma

# %%
TryIt(
    _("Lead a card and read the verdict: was it forced, a choice, or risky? Who took the trick?"),
    lambda: hint_then_play(sedma),
    lang=LANG,
)

# %% [markdown]
# ## What the tables promise
#
# The lesson checks its own claims on fresh tables of the same deals (the ones above stay as
# you left them).

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("sjuan", seat=0, seed=21, lang=LANG)
legal = set(fresh.legal_codes())
Check(
    legal and set(fresh.enabled_cards()) == legal,
    _("Sjuan: only the cards you may play can be clicked."),
    _("Sjuan: the cards that can be clicked are not the legal ones."),
)

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("sjuern", seat=0, seed=8, n_players=3, options={"stand_over": 3}, lang=LANG)
legal = fresh.legal_codes()
Check(
    "pass" in legal and len(legal) > 1,
    _("Sjuern: at your first turn you may stand over although you hold cards you could play."),
    _("Sjuern: standing over is not offered at your first turn."),
)

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("femkamp", seat=1, seed=5, lang=LANG)
before = fresh.state
refuse_one(fresh)
Check(
    fresh.state == before and bool(fresh.message()),
    _("Femkamp: a card you may not play is refused with its reason, and the deal stays as it was."),
    _("Femkamp: a card you may not play was not refused."),
)

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("sedma", seat=0, seed=3, n_players=2, lang=LANG)
hint_then_play(fresh)
Check(
    bool(fresh.verdict()) and len(fresh.moves_log) > 1,
    _("Sedma: after your card the computer answers, and the table gives its verdict on your move."),
    _("Sedma: the table gave no verdict after your card."),
)

# %% [markdown]
# ## Review
#
# - A *risky* verdict is not a mistake: the tips are advice, and lesson 6 measures how much
#   each one is worth.
# - Use *why not?* until you can say the reason before you click.
# - Play each game with the perspective of one seat: what can you know about the others?
