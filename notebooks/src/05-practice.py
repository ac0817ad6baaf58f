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
# *Lesson arc: one guided move per game (driven from Python below, so you can see what the
# widget shows), then free play in each game, then a review.*

# %%
from sjuan_notebooks.widgets import PlayTable

# %% [markdown]
# ## Sjuan
#
# > *"Lägg märke till vilka av era egna kort ett drag frigör."* Notice which of your own cards
# > a move frees.

# %%
sjuan = PlayTable("sjuan", seat=0, seed=21)
sjuan

# %% [markdown]
# A guided move: ask for a hint, then play the first legal card and read the verdict.

# %%
# NBVAL_CHECK_OUTPUT
print(sjuan.hint())
first = sjuan.legal_codes()[0]
sjuan.click_card(first)
print("you played", first, "->", sjuan.verdict())

# %% [markdown]
# ## Sjuern, with standing over
#
# > *"Gir mer taktikk fordi du kan holde igjen kortet som åpner for motstanderne."* More tactics,
# > because you can hold back the card that opens for the opponents.

# %%
PlayTable("sjuern", seat=0, seed=8, n_players=3, options={"stand_over": 3}, lang="nb")

# %% [markdown]
# ## Femkamp: a Pass deal
#
# > *"I pass, kløver og damer gjelder det å bli kvitt de høye kortene tidlig, særlig når noen
# > andre allerede tar stikket."* In Pass, Clubs and Queens, get rid of high cards early,
# > especially when someone else is already taking the trick.

# %%
femkamp = PlayTable("femkamp", seat=1, seed=5)
femkamp

# %% [markdown]
# You sit second: the first trick is led before you. A guided move: a card you may not play is refused, with the reason.

# %%
# NBVAL_CHECK_OUTPUT
legal = set(femkamp.legal_codes())
illegal = next(code for code in femkamp.card_buttons() if code not in legal)
femkamp.set_why_not(True)
femkamp.click_card(illegal)
print(femkamp.message())
femkamp.set_why_not(False)

# %% [markdown]
# ## Sedma for two
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu."* The leader has the advantage when the trick
# > was taken over: with a card of the led rank or a seven, the leader may continue.

# %%
sedma = PlayTable("sedma", seat=0, seed=3, n_players=2, lang="sk")
sedma

# %%
# NBVAL_CHECK_OUTPUT
sedma.click_card(sedma.legal_codes()[0])
print(sedma.verdict())

# %% [markdown]
# ## Review
#
# - A *risky* verdict is not a mistake: the tips are advice, and lesson 6 measures how much
#   each one is worth.
# - Use *why not?* until you can say the reason before you click.
# - Play each game with the perspective of one seat: what can you know about the others?
