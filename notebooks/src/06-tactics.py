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
# tip becomes a computer player that follows it, and thousands of deals say how often it wins.
# Every number below comes out the same on every run (the teacher's notes at the end say how).
#
# *An optional lesson of one period, for players who know Sjuan and Sjuern: the tips as the
# texts give them, one study of Sjuan, what standing over measures, "what would you play?" on
# positions the solver can judge, an exit ticket. After the closing box, an appendix for strong
# players: a whole deal played perfectly, the Femkamp and Sedma studies, three tips measured
# last, and the answers.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.cards import Card
from sjuan_notebooks.figures.tactics import pairwise_figure, study_figure, tip_values_figure
from sjuan_notebooks.i18n import t
from sjuan_notebooks.i18n.numbers import fmt_decimal, fmt_int, fmt_percent
from sjuan_notebooks.lesson import Check, Predict, Say, Table, TryIt, _
from sjuan_notebooks.tactics.data import STUDIES, load
from sjuan_notebooks.views.sevens import SevensView
from sjuan_notebooks.widgets import PlayTable, Stepper, Tally, WhatWouldYouPlay

tally = Tally(LANG)


def tip(name):
    """A tip's or a player's name in the lesson's language."""
    group = "player" if name in ("random", "search", "best_tip") else "tip"
    return t(f"tactics.{group}.{name}", LANG)


def card(code):
    """A move by its name in the lesson's language."""
    return SevensView().move_word(code, LANG) if code == "pass" else Card.parse(code).name(LANG)


def share(rate):
    """A rate and its 95% interval, written as the language writes percentages."""
    low, high = rate.interval
    return [fmt_percent(rate.rate, LANG), f"{fmt_percent(low, LANG)} – {fmt_percent(high, LANG)}"]


def seed_of(name):
    return STUDIES[name][1]["seed"]


def reading(one, three):
    """Where the interval of one tip's player against three of another lies, against the fair
    share: "above", "across" or "below"."""
    low, high = sjuan_values.against[(one, three)].interval
    return "above" if low > sjuan_values.fair else "below" if high < sjuan_values.fair else "across"


# %% [markdown]
# **After this lesson you can:**
#
# - read a measured tip: the share of deals it wins and its 95 % interval, against the fair
#   share;
# - say what standing over at a table of four was measured against, and why a tip's worth
#   depends on who you play against;
# - find, with all hands open, a move that throws away a forced win.
#
# **Warm-up** (lesson 5): two questions.

# %%
display(Predict(
    _("Sjuern with standing over: may you pass while holding a card you could play?"),
    [(_("yes, a few times a deal"), True), (_("no, never"), False)],
    True,
    [Say(_("Yes: that is standing over, a few times a deal as the table agreed. In Sjuan, never."))],
    tally=tally, lang=LANG,
))
Predict(
    _("In Femkamp's Grand, is a trick worth taking?"),
    [(_("yes"), True), (_("no"), False)],
    True,
    [Say(_("Yes: each trick gives −1 point, and the lowest total wins."))],
    tally=tally, lang=LANG,
)  # fmt: skip


# %% [markdown]
# ## The tips, as the texts give them
#
# Each tip has one name in this lesson, the name of the computer player that follows it (in
# italics).
#
# > *"Lägg märke till vilka av era egna kort ett drag frigör."* — **Sjuan**, the Swedish text.
# > Notice which of your own cards a move frees. The player: *prefer the move that frees your
# > own cards*.
# >
# > *"Kvitt deg med de kortene som ligger nærmest sjueren først."* — **Sjuern**, the Norwegian
# > text. With an ace or a king in a suit, get rid of the cards nearest the seven first. The
# > player: *with an ace or king in a suit, shed the cards nearest the seven first*.
# >
# > *"Ikke åpne en ny farge uten grunn."* — **Sjuern**. Do not open a new suit without reason.
# > The player: *do not open a new suit without need*.
# >
# > *"… en 7-er eller en 6-er kan holde en farge stengt for de andre."* — **Kabal** in
# > **Femkamp**, the Norwegian text. A seven or a six can keep a suit closed to the others. The
# > player: *hold back a six, seven or eight that keeps a suit closed*.
# >
# > *"Gir mer taktikk fordi du kan holde igjen kortet som åpner for motstanderne."* —
# > **Sjuern**, on standing over. More tactics, because you can hold back the card that opens
# > for the opponents. The player: *stand over to block when you may*.
#
# Each player picks at random among the moves its tip prefers (any legal move when the tip
# has no opinion). The baseline is a random player.

# %% [markdown]
# ## The measurement: one tip against three random players (Sjuan, 4 players)
#
# One seat follows the tip, three play at random; the seats rotate so each sits everywhere
# equally. Without skill a seat wins a quarter of the deals.
#
# **Before you look:** which tip do you expect to be worth most? Pick one; the measurement
# appears after your pick.

# %%
sjuan_values = load("sjuan_values")
deals = sjuan_values.against_random["shed_near_seven"].games
best = max(sjuan_values.against_random, key=lambda name: sjuan_values.against_random[name].rate)
Predict(
    _("Which tip wins most often against three random players?"),
    [(tip(name), name) for name in sjuan_values.against_random],
    best,
    [
        Say(
            _("{deals} deals per tip; the fair share is {fair}."),
            deals=fmt_int(deals, LANG),
            fair=fmt_percent(sjuan_values.fair, LANG),
        ),
        Table(
            [_("tip"), _("deals won"), _("95% interval")],
            [[tip(name), *share(rate)] for name, rate in sjuan_values.against_random.items()],
        ),
        tip_values_figure(sjuan_values, LANG),
        Say(
            _("Reading it: with an ace or king in a suit, shedding the cards nearest the seven first is worth by far the most; freeing your own cards helps a little; holding back a closing six, seven or eight is barely worth anything, and not opening a new suit, on its own, is worth nothing measurable against random players: its interval holds a quarter.")
        ),
        Say(_("Against each other (one player of the first tip against three players of the second):")),
        Table(
            [_("one player with the tip"), _("three players with the tip"), _("deals won"),
             _("95% interval")],
            [
                [tip(one), tip(three), *share(rate)]
                for (one, three), rate in sjuan_values.against.items()
                if "shed_near_seven" in (one, three)
            ],
        ),
        pairwise_figure(sjuan_values, LANG),
    ],
    tally=tally,
    lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## Standing over: what was measured, and against whom
#
# With the Sjuern variant "lov til å stå over" (three stand-overs each), the player *stand over
# to block when you may* holds back a card whenever it would only free the others' cards
# (otherwise it frees its own cards, like *prefer the move that frees your own cards*). With two
# players, what you hold back blocks your only opponent. With four, it blocks three players, but
# a stand-over also costs you a turn while they play on. The text does not claim that blocking
# wins: it says that standing over gives more tactics. Three measurements:

# %%
# NBVAL_CHECK_OUTPUT
sjuern_values = load("sjuern_values")
display(
    Table(
        [_("tip"), _("deals won"), _("95% interval")],
        [[tip(name), *share(rate)] for name, rate in sjuern_values.against_random.items()],
        caption=_("Sjuern with standing over, 4 players: one tip against three random players"),
    )
)
versus = load("sjuern_4p_block_v_free_own").rate(0)
duel = load("sjuern_2p_block_v_free_own").rate(0)
display(
    Table(
        [_("the stand-over tip against"), _("deals won"), _("95% interval")],
        [
            [_("three players who free their own cards"), *share(versus)],
            [_("one player who frees their own cards"), *share(duel)],
        ],
    )
)
display(
    Say(
        _("{deals} deals each."),
        deals=fmt_int(duel.games, LANG),
    )
)
display(
    Check(
        versus.interval[1] < 0.25,
        _("Against three players who free their own cards, the stand-over player wins less than its fair quarter."),
        _("Against three players who free their own cards, the stand-over player is not below its fair quarter."),
    )
)
Check(
    duel.interval[0] < 0.5 < duel.interval[1],
    _("In a duel it neither gains nor loses: its interval holds one half."),
    _("In a duel its interval does not hold one half."),
)

# %%
tip_values_figure(sjuern_values, LANG)

# %%
stand = sjuern_values.against_random["stand_over_block"]
Predict(
    _("Against whom does the stand-over player win less often than its fair share?"),
    [
        (_("three random players"), "random"),
        (_("three players who free their own cards"), "free_own"),
        (_("one player who frees their own cards, in a duel"), "duel"),
    ],
    "free_own",
    [Say(_("Against three random players it wins {random} of the deals, above the fair quarter: it beats luck, though less than every other tip. Against three players who free their own cards it wins {versus}, below the fair quarter. In a duel its interval holds one half. So a tip's worth depends on who you play against: at a table of four, against players who free their own cards, holding back a card costs more than it blocks."),
         random=share(stand)[0], versus=share(versus)[0])],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## What would you play?
#
# The solver sees every hand and asks, for every seat: can this player force going out first
# whatever the others do (all of them playing together against that player)? The search
# player sees only its own hand: it imagines 32 possible deals of the hidden cards and plays
# each move out 16 times at random.
#
# It starts at turn 3 of the Sjuan text's worked example: C has four moves. **Choose one.**
# Only then does the widget show the solver's verdict on your move and the search's estimate
# for every move. *Next position* goes on to turn 7 and to four positions from other deals,
# where the player to move can force going out first, but not with every move.

# %%
what = WhatWouldYouPlay(load("whatif_positions"), ask_first=True, tally=tally, lang=LANG)
what

# %% [markdown]
# The search does not see the hands, so its numbers are estimates: the solver's verdict is the
# exact answer for open hands. The answers, with the worked example solved turn by turn, are
# at the end of the lesson.

# %% [markdown]
# ## Exit ticket
#
# Two measurements from the same Sjuan study, whose intervals are not shown above (the heatmap
# gives only their rates): one player with a tip against three players with another tip.

# %%
def reading_question(question, one, three):
    """Does one player with the tip ``one`` against three with ``three`` gain, measurably?"""
    rate, interval = share(sjuan_values.against[(one, three)])
    low, high = interval.split(" – ")
    return Predict(
        question.format(rate=rate, low=low, high=high, fair=fmt_percent(sjuan_values.fair, LANG)),
        [(_("a measured gain"), "above"), (_("no measurable difference"), "across"), (_("a measured loss"), "below")],
        reading(one, three),
        [Say(_("An interval wholly above the fair share is a measured gain; one that holds the fair share shows no measurable difference."))],
        tally=tally, lang=LANG,
    )  # fmt: skip


display(reading_question(_("One player who does not open a new suit, against three who hold back a closing seven or six, wins {rate} of the deals ({low} – {high}); the fair share is {fair}. What does it show?"),
                         "dont_open_suits", "hold_back_sevens"))
reading_question(_("One player who frees their own cards, against three who do not open a new suit, wins {rate} of the deals ({low} – {high}); the fair share is {fair}. What does it show?"),
                 "free_own_cards", "dont_open_suits")  # fmt: skip

# %% [markdown]
# ## Review
#
# - A tip is a claim about many deals; measure it with enough deals that the interval is
#   narrow (20,000 deals: about ±0.6 percentage points).
# - In the Sjuan study, *with an ace or king in a suit, shed the cards nearest the seven first*
#   is worth most of the four tips; *do not open a new suit without need* is worth nothing
#   measurable alone. (The Sjuan text's *check which cards must be opened*, measured in the
#   appendix, does better still.)
# - *Stand over to block when you may* beats random players at a table of four, but loses
#   against players who free their own cards, and gains nothing in a duel.
# - The solver shows single moves that throw away a forced win, such as the eight of hearts at
#   turn 3 of the worked example (in the deal we reconstructed); the search player estimates
#   the same from one seat's view.
#
# ## Well done
#
# **Next:** [the start page](00-start.ipynb), all the lessons; or back to [lesson 5, Practice](05-practice.ipynb) to play the tips yourself.
#
# Your answers in this lesson:

# %%
tally

# %% [markdown]
# ## Appendix, for strong players
#
# The rest of the page goes beyond the period: a whole deal played perfectly, the same study
# for Femkamp and Sedma, three tips measured last, and the answers to "What would you play?".
# Questions here count in the tally above as well.

# %% [markdown]
# ## A whole deal, played perfectly
#
# The question so far was paranoid: can one player win against *all* the others playing
# together? In most new deals nobody can. Real opponents do not team up: each plays for their
# own first place. That is **max^n** play, and it gives every deal one perfect line:
#
# - a player who can still reach going out first plays the first move that keeps it, in card
#   order (spades, hearts, diamonds, clubs; ace to king in each; a stand-over pass last);
# - a player who cannot plays the first legal card in that order. (This is our stated
#   tie-break: such a player's choice may decide which *other* player wins.)
#
# Here is a new deal for four, solved with every hand open.

# %%
# NBVAL_CHECK_OUTPUT
forced = load("forced_wins_4p")
display(
    Say(
        _("New four-player deals where one player can force going out first: {n} of {deals}."),
        n=len(forced.seeds),
        deals=forced.deals,
    )
)
perfect = load("perfect_deal_4p")
line = perfect.replay()
end = line.states[-1]
decisive = [turn for turn in perfect.turns if turn.decisive]
display(
    Say(
        _("Played perfectly, {winner} goes out first after {moves} moves; the choice decides the winner at {decisive} of them. The first four:"),
        winner=end.players[end.winner],
        moves=len(perfect.turns),
        decisive=len(decisive),
    )
)  # fmt: skip
decisive_table = Table(
    [_("turn"), _("player"), _("played"), _("who goes out first after each choice")],
    [
        [turn.index, turn.player, card(turn.move),
         "; ".join(f"{card(move)} → {who}" for move, who in turn.outcomes.items())]
        for turn in decisive[:4]
    ],
)  # fmt: skip

# %% [markdown]
# Step through the perfect line: at some of its turns a different card would have handed first
# place to someone else (the table of the first four comes with the answer below).

# %%
stepper = Stepper(line, lang=LANG)
stepper

# %%
fourth = next(turn for turn in perfect.turns if turn.index == 4)
Predict(
    _("At move 4, A can no longer win, yet A's card decides who does. Which card makes D the winner?"),
    [(card(move), move) for move in fourth.outcomes],
    [move for move, who in fourth.outcomes.items() if who == "D"],
    [Say(_("In a decisive turn, the mover either keeps their own win (D at turn 19: only the five of hearts would have given it to A) or, unable to win, picks the winner among the others: A's ten of hearts at turn 4 makes D the winner, the seven of clubs would have made it B. The paranoid view misses this: no single player can beat the other three together, yet under perfect play D goes out first.")),
     decisive_table],
    tally=tally, lang=LANG,
)  # fmt: skip

# %%
TryIt(_("Check it on the table: go to move 4."), lambda: stepper.go(4), lang=LANG)

# %% [markdown]
# ## Free practice
#
# Go back to "What would you play?" and use its position menu to compare turns 3 and 7 of
# the worked example. Then play against the search player: the table below plays it already;
# choose **random** or **rules of thumb** in the opponents menu to compare. Late in the deal
# the verdict after each of your moves tells you whether you kept or threw away a forced win.

# %%
PlayTable("sjuan", seat=0, seed=31, strength="search", help="hint", lang=LANG)

# %% [markdown]
# ## Femkamp deals: the trick tips
#
# > *"I pass, kløver og damer gjelder det å bli kvitt de høye kortene tidlig, særlig når noen
# > andre allerede tar stikket."* — **Femkamp**, the Norwegian text. In Pass, Clubs and
# > Queens, get rid of the high cards early, especially when someone else is already taking the
# > trick. The player: *shed high cards early*.
# >
# > *"Prøv også å bli tom i en farge, altså renons."* — **Femkamp**. Try to become void in a
# > suit. The player: *try to make yourself void in a suit*.
# >
# > *"Tell hvor mange kort som er spilt i fargen."* — **Femkamp**. Count the cards played in
# > the suit. The player: *count the cards played in the suit*.
#
# One player of each tip and one random player at a table of four, 400 games per deal (a
# "win" is the lowest score of the deal; shared lowest counts for each).

# %%
# NBVAL_CHECK_OUTPUT
tricks = STUDIES["femkamp_damer"][1]["entries"]
trick_studies = {deal: load(f"femkamp_{deal}") for deal in ("pass", "klover", "damer", "grand")}
display(
    Table(
        [_("deal"), *[tip(name) for name in tricks]],
        [
            [t(f"tricks.deal.{deal}", LANG), *[fmt_decimal(p, LANG) for p in study.mean_points]]
            for deal, study in trick_studies.items()
        ],
        caption=_("Mean points per deal (lower is better)"),
    )
)
Say(
    _("{games} games per deal."),
    games=fmt_int(trick_studies["damer"].games, LANG),
)

# %%
study_figure(trick_studies["damer"], LANG, t("tricks.deal.damer", LANG))

# %% [markdown]
# Shedding high cards early is the best tip in every avoiding deal; in Grand, where tricks are
# worth having, counting the suit is. The "search" opponents of the trick deals follow the best
# tip of each deal:

# %%
# NBVAL_CHECK_OUTPUT
rows = []
for deal in ("damer", "grand"):
    best = load(f"femkamp_{deal}_best_tip").mean_points
    rows.append([t(f"tricks.deal.{deal}", LANG), fmt_decimal(best[0], LANG),
                 fmt_decimal(sum(best[1:]) / 3, LANG)])  # fmt: skip
Table([_("deal"), tip("best_tip"), tip("random")], rows, caption=_("Mean points per deal"))

# %% [markdown]
# ## Sedma: keep your sevens
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu."* — **Sedma**, the Slovak text. The leader has
# > the advantage: with a card of the led rank or a seven, the leader may continue the trick.
#
# The tips tested: *keep sevens to take tricks with tens and aces*, and *continue a trick when
# it wins points*. Four players in fixed pairs; 400 games each.

# %%
# NBVAL_CHECK_OUTPUT
sedma_studies = {name: load(f"sedma_{name}") for name in ("keep_sevens", "continue_for_points")}
both = load("sedma_keep_v_continue")
display(
    Table(
        [_("pair"), _("against"), _("games won"), _("95% interval")],
        [
            *[[tip(name), tip("random"), *share(study.rate(0))]
              for name, study in sedma_studies.items()],
            [tip("keep_sevens"), tip("continue_for_points"), *share(both.rate(0))],
        ],
    )
)  # fmt: skip
Say(_("{games} games each."), games=fmt_int(both.games, LANG))

# %%
study_figure(sedma_studies["keep_sevens"], LANG, "Sedma")

# %% [markdown]
# ## Three tips measured last
#
# **Sjuan:** *"Kontrollera vilka kort som måste öppnas innan era egna höga eller låga kort går
# att lägga."* — **Sjuan**. Check which cards must be opened before your own high or low cards
# can be played. As a player: play toward one of your own far cards (J Q K or A 2 3) along the
# row with the fewest cards in between that you do not hold, the cards the others would have
# to open for you. One seat against three random players, 4,000 deals (fair share: a quarter);
# *with an ace or king in a suit, shed the cards nearest the seven first* beside it for scale.

# %%
# NBVAL_CHECK_OUTPUT
Table(
    [_("player"), _("deals won"), _("95% interval")],
    [
        [_("check which cards must be opened"), *share(load("measured_check_blockers"))],
        [tip("shed_near_seven"), *share(load("measured_shed_near_seven"))],
    ],
)

# %% [markdown]
# **Sjuern:** *"Med mange spillere blir hånden liten, og flaksen betyr mer. Spill heller flere
# korte runder med poeng enn én enkelt runde."* — **Sjuern**. With many players luck matters
# more; play several short rounds with points rather than one. Measured as a skilled player's
# edge over luck: one player of the tip *with an ace or king in a suit, shed the cards nearest
# the seven first*, against random players; its share of first places (going out first; in a
# match of five deals, the lowest total of
# cards left) times the number of players, so 1.0 is luck alone. Also its share of lost
# matches (the highest total, the text's loser), times the players: below 1.0 is better than
# luck. 20,000 deals per line.

# %%
# NBVAL_CHECK_OUTPUT
edges = {n: (load(f"rounds_edge_{n}p_1"), load(f"rounds_edge_{n}p_5")) for n in (3, 4, 5, 6, 7)}
Table(
    [_("players"), _("first places, one deal"), _("first places, five deals"),
     _("lost, one deal"), _("lost, five deals")],
    [[n, fmt_decimal(one.best, LANG), fmt_decimal(five.best, LANG), fmt_decimal(one.lost, LANG),
      fmt_decimal(five.lost, LANG)] for n, (one, five) in edges.items()],
)  # fmt: skip

# %% [markdown]
# Both halves of the tip hold: the edge falls as the table grows (luck matters more), and
# five deals with points give the better player a larger edge than one deal, most at small
# tables; at seven players the gain is small.
#
# **Sedma for three:** *"Hráč, ktorý získa červeného kráľa (najlepšie je zatajovať ho čo
# najdlhšie) hrá sám za seba."* — **Sedma**. The player who gets the red king (best keep it
# hidden as long as possible) plays alone. Two players that differ only there: one plays the
# red king only when no other card is legal, the other at the first chance; both otherwise
# keep their sevens. How often the red king's lone holder wins, 4,000 games each (burnt games
# left out).

# %%
# NBVAL_CHECK_OUTPUT
Table(
    [_("the red king's holder"), _("games won"), _("95% interval")],
    [
        [_("hides it as long as possible"), *share(load("hide_red_king"))],
        [_("plays it at the first chance"), *share(load("show_red_king"))],
    ],
)

# %% [markdown]
# ## The answers: the worked example, solved in one deal consistent with the text
#
# Read this after you have answered "What would you play?". The solver, turn by turn (all
# hands open; "can force a win" means: against all the others playing together):

# %%
# NBVAL_CHECK_OUTPUT
notes = load("worked_example_notes")
Table(
    [_("turn"), _("player"), _("played"), _("moves"), _("can force a win before"),
     _("after")],
    [
        [note.index, note.player, card(note.move), len(note.legal),
         ", ".join(note.winners_before) or "–", ", ".join(note.winners_after) or "–"]
        for note in notes
    ],
)  # fmt: skip

# %% [markdown]
# Turn 3 is the moment: C could force going out first, and the eight of hearts threw it away.
# That holds in the deal we reconstructed, one deal consistent with the text (the text gives
# only the eight cards played; lesson 1's teacher's section shows how the hidden cards were
# found). The search's estimate for each of C's moves, and the solver's verdict:

# %%
# NBVAL_CHECK_OUTPUT
asked = load("whatif_positions")
turn3 = asked.evaluations[0]
Table(
    [_("move"), _("the search's estimate"), _("the solver's verdict")],
    [
        [card(move), fmt_percent(value, LANG), turn3.verdicts[move].text(LANG, card)]
        for move, value in turn3.values.items()
    ],
)

# %% [markdown]
# The search's favourite, the seven of clubs, is also one of the two moves that keep the
# forced win; the eight of spades is the other. Both the eight of hearts (played in the text)
# and the seven of diamonds throw it away. At turn 7 nobody can force a win any more: the
# search's estimates are all that is left to compare.

# %% [markdown]
# ## For the teacher
#
# The simulations and the solver take minutes, so this lesson reads their results, stored with
# the package together with each study's arguments and seeds. The command
# `python -m sjuan_notebooks.tactics.data` recomputes every one of them exactly, and the tests
# recompute a sample and compare.
#
# Each study deals its games from a fixed seed, so every number comes out the same on every
# run:

# %%
# NBVAL_CHECK_OUTPUT
Table([_("study"), _("seed")], [[f"`{name}`", seed_of(name)] for name in sorted(STUDIES) if "seed" in STUDIES[name][1]])
