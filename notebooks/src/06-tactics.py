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
# # Tactics: what is each tip worth?
#
# The rule texts end with advice. Advice is a claim, and a claim can be measured: here every
# tip becomes a computer player that follows it, and thousands of seeded deals say how often
# it wins. Every number below comes from a fixed seed, so it comes out the same on every run.
#
# The simulations take a few seconds of numpy on a laptop and cannot run in a browser, so this
# lesson reads their stored results from the package. `python -m sjuan_notebooks.tactics.data`
# recomputes every one of them exactly (the arguments and seeds are printed with each), and
# the tests recompute a sample and compare.
#
# *Lesson arc: the tips as the texts give them, the measurement, where a tip is wrong, a
# guided look at one position of the Sjuan worked example with the solver, a whole deal played
# perfectly, free practice against stronger opponents, the same study for Femkamp and Sedma,
# review.*

# %%
import sys

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.sevens.engine import SevensRules, new_deal
from sjuan_notebooks.sevens.solver import Solver
from sjuan_notebooks.tactics.perfect import annotate, perfect_play
from sjuan_notebooks.tactics.data import STUDIES, load
from sjuan_notebooks.figures.tactics import pairwise_figure, study_figure, tip_values_figure
from sjuan_notebooks.widgets import PlayTable, Stepper, WhatWouldYouPlay

sys.setrecursionlimit(10_000)


def show_rate(label, rate):
    low, high = rate.interval
    print(f"{label:18} {rate.rate:.3f}  95% interval {low:.3f}-{high:.3f}")


# %% [markdown]
# ## The tips, as the texts give them
#
# > *"Lägg märke till vilka av era egna kort ett drag frigör."* (000, Sjuan) Notice which of
# > your own cards a move frees. — player **free_own_cards**
# >
# > *"Kvitt deg med de kortene som ligger nærmest sjueren først."* (001, Sjuern) With an ace or
# > a king in a suit, get rid of the cards nearest the seven first. — **shed_near_seven**
# >
# > *"Ikke åpne en ny farge uten grunn."* (001) Do not open a new suit without reason.
# > — **dont_open_suits**
# >
# > *"En 7-er eller en 6-er kan holde en farge stengt for de andre."* (002, Kabal) A seven or
# > a six can keep a suit closed to the others. — **hold_back_sevens**
# >
# > *"Gir mer taktikk fordi du kan holde igjen kortet som åpner for motstanderne."* (001,
# > standing over) More tactics, because you can hold back the card that opens for the
# > opponents. — **stand_over_block**
#
# Each player picks at random among the moves its tip prefers (any legal move when the tip
# has no opinion). The baseline is a random player.

# %% [markdown]
# ## The measurement: one tip against three random players (Sjuan, 4 players)
#
# One seat follows the tip, three play at random; the seats rotate so each sits everywhere
# equally. Without skill a seat wins a quarter of the deals.

# %%
# NBVAL_CHECK_OUTPUT
sjuan_values = load("sjuan_values")
print("tip_values", STUDIES["sjuan_values"][1])
for name, rate in sjuan_values.against_random.items():
    show_rate(name, rate)

# %%
tip_values_figure(sjuan_values)

# %% [markdown]
# Reading it: shedding the cards nearest the seven is worth by far the most; freeing your own
# cards helps a little; holding back a closing seven or six is barely worth anything, and *not
# opening a new suit*, on its own, is worth nothing measurable against random players: its
# interval holds 0.250.
#
# Against each other (the row's tip alone against three players of the column's tip):

# %%
# NBVAL_CHECK_OUTPUT
for (tip, field), rate in sjuan_values.against.items():
    if tip == "shed_near_seven" or field == "shed_near_seven":
        show_rate(f"{tip[:8]} v {field[:8]}", rate)

# %%
pairwise_figure(sjuan_values)

# %% [markdown]
# ## Where a tip is wrong: standing over in 4-player Sjuern
#
# With the Sjuern variant "lov til å stå over" (three stand-overs each), the stand-over tip
# holds back a card whenever it would only free the others' cards (otherwise it frees its own
# cards, like **free_own_cards**). With two players, what you hold back blocks your only
# opponent. With four, it blocks three players, but a stand-over also costs you a turn while
# they play on.

# %%
# NBVAL_CHECK_OUTPUT
sjuern_values = load("sjuern_values")
print("tip_values", STUDIES["sjuern_values"][1])
for name, rate in sjuern_values.against_random.items():
    show_rate(name, rate)
versus = load("sjuern_4p_block_v_free_own")
show_rate("4p v free_own", versus.rate(0))
duel = load("sjuern_2p_block_v_free_own")
show_rate("2p v free_own", duel.rate(0))
print("tournament", STUDIES["sjuern_2p_block_v_free_own"][1])

# %%
tip_values_figure(sjuern_values)

# %% [markdown]
# With four players the stand-over tip wins less often than every other tip against random
# players, and against three players who simply free their own cards it wins well below the
# fair quarter: at a table of four the tip is wrong. In a duel against the same player it
# neither gains nor loses: the interval holds one half.

# %% [markdown]
# ## A guided look: the worked example, solved
#
# The solver sees every hand and asks, for every seat: can this player force going out first
# whatever the others do (all of them playing together against that player)? Here is the text's
# worked example, turn by turn.

# %%
# NBVAL_CHECK_OUTPUT
example = replay(load_example("sjuan-worked-example"))
notes = annotate(example)
for note in notes:
    print(note.text("en"))

# %% [markdown]
# Turn 3 is the moment: C could force going out first, and H8 threw it away. What would you
# have played? The chart shows the search player's estimate for C, from C's own view (C
# cannot see the other hands), and the solver's verdict with every hand open.

# %%
what = WhatWouldYouPlay(example, turn=3, seed=0)
what

# %%
# NBVAL_CHECK_OUTPUT
print({move: round(p, 3) for move, p in what.values().items()})
print("search picks:", what.best())
print({move: v.kind for move, v in what.verdicts().items()})

# %% [markdown]
# The search's favourite, C7, is also one of the two moves that keep the forced win; S8 is the
# other. Both H8 (played in the text) and D7 throw it away. The search does not see the hands,
# so its numbers are estimates: the solver's verdict is the exact answer for open hands.
#
# In Swedish, as a reader of the original text would see it:

# %%
# NBVAL_CHECK_OUTPUT
what.set_lang("sv")
print(what.shown_text())
what.set_lang("en")

# %% [markdown]
# ## A whole deal, played perfectly
#
# The question so far was paranoid: can one player win against *all* the others playing
# together? In most new deals nobody can (the first cell below counts 30 seeded deals). Real
# opponents do not team up: each plays for their own first place. That is **max^n** play, and it gives every deal one perfect line:
#
# - a player who can still reach going out first plays the first move that keeps it, in card
#   order (spades, hearts, diamonds, clubs; ace to king in each; a stand-over pass last);
# - a player who cannot plays the first legal card in that order. (This is our stated
#   tie-break: such a player's choice may decide which *other* player wins.)
#
# Here is a new deal for four, solved with every hand open.

# %%
# NBVAL_CHECK_OUTPUT
forced = sum(bool(Solver().winners(new_deal(SevensRules(), 4, seed=k))) for k in range(30))
print(f"new 4-player deals where one player can force a win: {forced} of 30")

deal = new_deal(SevensRules(), ["A", "B", "C", "D"], seed=2)
solver = Solver()
print("can force a win against everyone:", solver.winners(deal) or "nobody")
perfect, perfect_turns = perfect_play(deal, solver)
decisive = [turn for turn in perfect_turns if turn.decisive]
end = perfect.states[-1]
print("moves:", len(perfect_turns), "  goes out first:", end.players[end.winner])
print("moves whose choice decides the winner:", len(decisive))
for turn in decisive[:4]:
    print(turn.text("en"))

# %% [markdown]
# Step through the perfect line; the turns printed above are where a different card would
# have handed first place to someone else.

# %%
Stepper(perfect)

# %% [markdown]
# In a decisive turn, the mover either keeps their own win (D at turn 19: only H5 would have
# given it to A) or, unable to win, picks the winner among the others: A's H10 at turn 4
# makes D the winner, C7 would have made it B. The paranoid view misses this: no single
# player can beat the other three together, yet under perfect play D goes out first.

# %% [markdown]
# ## Free practice
#
# Move through the example with `what.set_turn(7)` and compare. Then play against the search
# player: choose **search** in the opponents menu (or **random** / **rules of thumb** to
# compare). Late in the deal the verdict after each of your moves tells you whether you kept or
# threw away a forced win.

# %%
PlayTable("sjuan", seat=0, seed=31, strength="search")

# %% [markdown]
# ## Femkamp deals: the trick tips
#
# > *"I pass, kløver og damer gjelder det å bli kvitt de høye kortene tidlig, særlig når noen
# > andre allerede tar stikket."* (002) In Pass, Clubs and Queens, get rid of the high cards
# > early, especially when someone else already takes the trick. — **shed_high_early**
# >
# > *"Prøv også å bli tom i en farge, altså renons."* Try to become void in a suit.
# > — **make_void**
# >
# > *"Tell hvor mange kort som er spilt i fargen."* Count the cards played in the suit.
# > — **count_suit**
#
# One player of each tip and one random player at a table of four, 400 games per deal (a
# "win" is the lowest score of the deal; shared lowest counts for each).

# %%
# NBVAL_CHECK_OUTPUT
tricks = ["shed_high_early", "make_void", "count_suit", "random"]
trick_studies = {}
print(f"{'deal':8}" + "".join(f"{name[:10]:>12}" for name in tricks) + "   (mean points)")
for deal in ("pass", "klover", "damer", "grand"):
    trick_studies[deal] = load(f"femkamp_{deal}")
    print(f"{deal:8}" + "".join(f"{p:12.3f}" for p in trick_studies[deal].mean_points))
print("study", STUDIES["femkamp_damer"][1])

# %%
study_figure(trick_studies["damer"], game_title="Femkamp, damer")

# %% [markdown]
# Shedding high cards early is the best tip in every avoiding deal; in Grand, where tricks are
# worth having, counting the suit is. The "search" opponents of the trick deals follow the best
# tip of each deal:

# %%
# NBVAL_CHECK_OUTPUT
for deal in ("damer", "grand"):
    best = load(f"femkamp_{deal}_best_tip")
    print(deal, "best_tip mean points", round(best.mean_points[0], 3),
          "random", round(sum(best.mean_points[1:]) / 3, 3))  # fmt: skip

# %% [markdown]
# ## Sedma: keep your sevens
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu."* (003) The leader has the advantage: with a
# > card of the led rank or a seven, the leader may continue the trick. The tips tested: keep
# > the sevens for tricks with tens and aces (**keep_sevens**), continue a trick only for points
# > (**continue_for_points**). Four players in fixed pairs; 400 games each.

# %%
# NBVAL_CHECK_OUTPUT
sedma_studies = {}
for tip in ("keep_sevens", "continue_for_points"):
    sedma_studies[tip] = load(f"sedma_{tip}")
    show_rate(tip[:18], sedma_studies[tip].rate(0))
both = load("sedma_keep_v_continue")
show_rate("keep v continue", both.rate(0))
print("study", STUDIES["sedma_keep_v_continue"][1])

# %%
study_figure(sedma_studies["keep_sevens"], game_title="Sedma")

# %% [markdown]
# ## Three tips measured last
#
# Three tips of the texts had not been measured. Each gets its own player or count here
# (`tactics.studies.measured_tip_rate`, `.rounds_edge`, `.red_king_rate`).
#
# **Sjuan:** *"Kontrollera vilka kort som måste öppnas innan era egna höga eller låga kort går
# att lägga."* (000) Check which cards must be opened before your own high or low cards can be
# played. As a player (**check_blockers**): play toward one of your own far cards (J Q K or
# A 2 3) along the row with the fewest cards in between that you do not hold, the cards the
# others would have to open for you. One seat against three random players, 4,000 deals on the
# scalar engine (fair share 0.250); *shed the cards nearest the seven* beside it for scale.

# %%
# NBVAL_CHECK_OUTPUT
for tip in ("check_blockers", "shed_near_seven"):
    show_rate(tip, load(f"measured_{tip}"))
print("measured_tip_rate", STUDIES["measured_check_blockers"][1])

# %% [markdown]
# **Sjuern:** *"Med mange spillere blir hånden liten, og flaksen betyr mer. Spill heller flere
# korte runder med poeng enn én enkelt runde."* (001) With many players luck matters more; play
# several short rounds with points rather than one. Measured as a skilled player's edge over
# luck: one **shed_near_seven** seat against random players, its share of first places (going
# out first; in a match of five rounds, the lowest total of cards left) times the number of
# players, so 1.0 is luck alone. Also its share of lost matches (the highest total, the text's
# loser), times the players: below 1.0 is better than luck. 20,000 deals per line.

# %%
# NBVAL_CHECK_OUTPUT
for n in (3, 4, 5, 6, 7):
    one, five = load(f"rounds_edge_{n}p_1"), load(f"rounds_edge_{n}p_5")
    print(f"{n} players: first place {one.best:.2f} in one round, {five.best:.2f} over five; "
          f"lost {one.lost:.2f} in one round, {five.lost:.2f} over five")  # fmt: skip

# %% [markdown]
# Both halves of the tip hold: the edge falls as the table grows (luck matters more), and
# five rounds with points give the better player a larger edge than one round, most at small
# tables; at seven players the gain is small.
#
# **Sedma for three:** *"Hráč, ktorý získa červeného kráľa (najlepšie je zatajovať ho čo
# najdlhšie) hrá sám za seba."* (003) Best keep the red king hidden as long as possible. Two
# players that differ only there: **hide_red_king** plays it only when no other card is legal,
# **show_red_king** plays it at the first chance; both otherwise keep their sevens. How often
# the red king's lone holder wins, 4,000 games each (burnt games left out).

# %%
# NBVAL_CHECK_OUTPUT
for policy in ("hide_red_king", "show_red_king"):
    show_rate(policy, load(policy))
print("red_king_rate", STUDIES["hide_red_king"][1])

# %% [markdown]
# ## Review
#
# - A tip is a claim about many deals; measure it with enough deals that the interval is
#   narrow (20,000 deals: about ±0.006).
# - *Shed the cards nearest the seven* is the Sevens tip worth most; *do not open a new suit*
#   is worth little alone.
# - *Stand over to block* costs you at a table of four and gains nothing in a duel.
# - The solver shows single moves that throw away a forced win, such as H8 at turn 3 of the
#   worked example; the search player estimates the same from one seat's view.
# - Played perfectly (max^n), a deal nobody can force still has one winner, and a player who
#   cannot win may decide who does.
# - In Femkamp shed high cards in the avoiding deals and count in Grand; in Sedma keep your
#   sevens. `docs/tactics.md` lists every number with the code to reproduce it.
