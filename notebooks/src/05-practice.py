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
# tips. These tables help less than the ones before: every card can be clicked and nothing is
# marked, so you find the legal cards yourself. A card you may not play is refused with its
# reason, and the table counts your tries. Switch on **why not?** and click any card to see
# why it is or is not playable now; **hint** lists your legal cards with their reasons. The
# Sedma table gives no help at all; each table's **Help** menu brings it back. After each of
# your moves you get a verdict:
#
# - **forced**: you had exactly one legal move;
# - **a choice**: several moves were legal, and no tip objects to yours;
# - **a tip would play otherwise**: a tip from the rule texts would prefer another move, and
#   says which. A tip is advice, not a rule: lesson 6 measures each one, and where a tip is
#   worth little at a table of four, the verdict says so.
#
# Each game also has a quiz on positions you have not seen before: pick your answer, then press
# *Check*. Your right answers in this lesson are counted here and under every quiz; nothing is
# stored.
#
# *Two parts, one period each. Part 1: the Sevens family, Sjuan and Sjuern, and a table for two
# at one device. Part 2: the trick games, Femkamp and Sedma. Each part opens with its aims and
# a warm-up and ends with an exit ticket, and each game opens with a question on its rule: a
# class that has had only lesson 1 can start at Sjuan and stop after it. At the end, for the
# teacher: the lesson's checks of its tables.*

# %%
LANG = "en"

import random

from IPython.display import display

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.lesson import Check, Position, Predict, Say, Table, TryIt, _, follow_link
from sjuan_notebooks.sevens.engine import PASS, SevensRules, apply, explain, legal_moves, new_deal
from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable, Tally, TrickQuiz
from sjuan_notebooks.widgets.quiz import seeded_positions, tricks_of

tally = Tally(LANG)
tally

# %% [markdown]
# ## Part 1: the Sevens family
#
# **After this part you can:**
#
# - play Sjuan and Sjuern by their rules, and say the reason for each card before you play it;
# - tell a stand-over (a pass you choose, holding a card you could play) from a forced pass.
#
# **Warm-up** (lesson 1): two questions on Sjuan. Answer before you read on.

# %%
Predict(
    _("Sjuan: who plays the first card of a deal?"),
    [(_("the dealer"), "dealer"), (_("whoever holds the seven of hearts"), "H7"), (_("whoever holds the ace of spades"), "SA")],
    "H7",
    [Say(_("Whoever holds the seven of hearts plays it and starts the deal."))],
    tally=tally,
    lang=LANG,
)
Predict(
    _("Sjuan: hearts lie on the table from the five to the eight. Which cards may go on hearts next?"),
    [(_("the four and the nine of hearts"), "4-9"), (_("any heart"), "any"), (_("only the nine of hearts"), "9")],
    "4-9",
    [Say(_("The card just below the row or just above it: the four or the nine of hearts. A card never skips a rank."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# **Work in pairs**, two of you at one screen:
#
# - **Player**: clicks, picks and plays.
# - **Explainer**: before each click, says aloud which cards may be played, why, and what they
#   would play.
# - Before each *Check*, agree on one answer (hands up first, if your teacher asks).
# - Swap roles at each new game, in both parts.

# %% [markdown]
# ## Sjuan
#
# > *"Lägg märke till vilka av era egna kort ett drag frigör."* Notice which of your own cards
# > a move frees.
#
# **What to watch**: a card goes only next to its neighbour, one rank above the top or one rank
# below the bottom of its suit's row, or is a new seven; a player who can play must; before
# each card, ask which of your own cards it frees.

# %%
sjuan = PlayTable("sjuan", seat=0, seed=21, help="hint", lang=LANG)
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
sjuan_quiz = LegalCardsQuiz(
    [
        seeded_positions("sjuan", 4, 131, 12)[11],
        seeded_positions("sjuan", 6, 132, 8)[7],
        seeded_positions("sjuan", 5, 133, 10)[9],
    ],
    lang=LANG,
    tally=tally,
)
sjuan_quiz

# %% [markdown]
# ## Sjuern, with standing over
#
# One question on lesson 2 first: Sjuern is Sjuan with three changes.

# %%
Predict(
    _("Sjuern: which card starts the deal?"),
    [(_("the seven of hearts"), "H7"), (_("the seven of diamonds"), "D7"), (_("any seven"), "any")],
    "D7",
    [Say(_("The seven of diamonds: whoever holds it plays it first. The other two changes: a player may stand over, and the ace is above the king."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# > *"Gir mer taktikk fordi du kan holde igjen kortet som åpner for motstanderne."* More tactics,
# > because you can hold back the card that opens for the opponents.
#
# **What to watch**: here each player may stand over three times in a deal, even holding a card
# they could play. Keep a stand-over for the card that would open a row for the others; a pass
# with nothing to play is forced and uses none of the three.

# %%
sjuern = PlayTable("sjuern", seat=0, seed=8, n_players=3, options={"stand_over": 3}, help="hint", lang=LANG)
sjuern

# %%
first = PlayTable("sjuern", seat=0, seed=8, n_players=3, options={"stand_over": 3}, lang=LANG).state
Predict(
    _("At your first turn you could play a card, and yet standing over is offered. If you stand over now, how many of your three stand-overs are left?"),
    [("3", 3), ("2", 2), ("0", 0)],
    apply(first, PASS).stand_over_left[first.to_move],
    [Say(_("Two: {why}. Press Hint at the table to see it listed beside your cards."), why=explain(first, PASS).text(LANG))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# Another table of three, Kari, Ola and Siri, with two stand-overs each. Siri has stood over
# twice already, and it is her turn again. Look at her cards and at the table.

# %%
def siri_after_two(seed):
    """The first position of a deal where Siri has used both stand-overs and cannot play
    (Siri stands over whenever she may; the others play a random card when they can)."""
    state = new_deal(SevensRules.for_game("sjuern", stand_over=2), ["Kari", "Ola", "Siri"], seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = legal_moves(state)
        cards = [m for m in legal if m is not PASS]
        siri = state.player == "Siri"
        if siri and legal == [PASS] and state.stand_over_left[state.to_move] == 0:
            return state
        move = PASS if siri and PASS in legal and cards else (cards[rng.randrange(len(cards))] if cards else PASS)
        state = apply(state, move)
    raise ValueError("no such position in this deal")


siri = siri_after_two(43)
display(Position(siri, lang=LANG, seat=siri.to_move))
Predict(
    _("Siri's two stand-overs are used up. May she pass here?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "yes" if legal_moves(siri) == [PASS] else "no",
    [Say(_("Yes, she must: she holds no card she could play ({why}). The limit counts only passes made while holding a card you could play."), why=explain(siri, PASS).text(LANG))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Play together at one device
#
# Two of you play Sjuan against each other here, at one device: A and B are people, and the
# computer plays C and D. In a group of three, one of you sits out this deal and watches the
# table, not the hands, then takes a seat for the next one (*New deal*).
#
# Before each of you plays, the table covers the hands and says whom to pass the device to;
# only that person presses *Show my hand*. Nobody looks at another player's hand: the others
# look away until the cards are covered again. Each of you sees the verdict on your own move
# only at your next turn, so nobody else reads it. The **Help** menu works as at the tables
# above: at **hint** nothing is marked until you press *Hint*.

# %%
together = PlayTable("sjuan", humans=[0, 1], seed=7, help="hint", lang=LANG)
together

# %% [markdown]
# **Exit ticket, part 1**: new positions of Sjuan and Sjuern. First say which game it is and
# what its rule asks, then answer.

# %%
exit_sevens = LegalCardsQuiz(
    [
        seeded_positions("sjuan", 5, 141, 14)[13],
        seeded_positions("sjuern", 4, 146, 12)[11],
    ],
    lang=LANG,
    tally=tally,
)
exit_sevens

# %%
reason_state = seeded_positions("sjuan", 4, 153, 10)[9]
reason_card = next(m for m in legal_moves(reason_state) if m is not PASS)
display(Position(reason_state, lang=LANG, seat=reason_state.to_move))
Predict(
    _("Say the reason before you play: why may {player} play the {card}?").format(player=reason_state.player, card=reason_card.name(LANG)),
    [
        (_("it fits the row of its suit, one rank from the end, or it is a seven"), "row"),
        (_("it follows the suit of the last card played"), "suit"),
        (_("it is higher than the last card played"), "higher"),
    ],
    "row",
    [Say(_("The rule of the Sevens family: {why}."), why=explain(reason_state, reason_card).text(LANG))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# *End of part 1.* Your answers so far are in the tally at the top of the page.
#
# ## Part 2: the trick games
#
# **After this part you can:**
#
# - play Femkamp's Pass deal and Sedma by their rules, and say the reason for each card before
#   you play it;
# - tell the games' rules apart: where a card must fit a row (Sjuan, Sjuern), where you must
#   follow suit (Femkamp), and where no suit or rank has to be followed when you answer a trick,
#   though a leader who continues it may play only the led rank or a seven (Sedma).
#
# **Warm-up** (lessons 3 and 4): two questions. Answer before you read on.

# %%
Predict(
    _("Femkamp: hearts were led, and you hold hearts. May you play a club?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "no",
    [Say(_("No: whoever can follow suit must. Only a player with no heart may play any card."))],
    tally=tally,
    lang=LANG,
)
Predict(
    _("Sedma: which cards give points in the tricks they are taken in?"),
    [(_("the sevens"), "sevens"), (_("the aces and the tens"), "aces"), (_("the kings and the nines"), "kings")],
    "aces",
    [Say(_("Aces and tens, 10 points each; the last trick gives 10 more."))],
    tally=tally,
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
femkamp = PlayTable("femkamp", seat=1, seed=5, help="hint", lang=LANG)
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
    _("You sit second: the first card has already been led. Switch on \"why not?\" and click a card you may not play: the table says which rule it breaks."),
    lambda: refuse_one(femkamp),
    lang=LANG,
)

# %%
femkamp_quiz = LegalCardsQuiz(
    [
        seeded_positions("femkamp", 4, 124, 6)[5],
        seeded_positions("femkamp", 3, 125, 6)[5],
        seeded_positions("femkamp", 4, 124, 12)[11],
    ],
    lang=LANG,
    tally=tally,
)
femkamp_quiz

# %% [markdown]
# ## Sedma for two
#
# One question on lesson 4 first.

# %%
Predict(
    _("Sedma: a nine was led, another player took the trick over, and it is the leader's turn again. May the leader continue with an ace?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "no",
    [Say(_("No: the leader continues only with a card of the rank led (a nine) or a seven. The leader may also stop and let the trick go."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# > *"Prvý hráč má v situáciách 2 a 3 výhodu."* The first player has the advantage in
# > situations 2 and 3 (the trick taken over with the led rank or a seven): with a card of the
# > led rank or a seven, the leader may continue the round.
#
# **What to watch**: ranks never beat each other and suits never matter; a card of the led
# rank or a seven takes the trick over, and the last such card wins it; aces and tens are the
# points. The leader who may continue may also stop. Whether everyone answers once more after
# the leader continues is a table's agreement (our reading, lesson 4); these tables play it so.

# %%
def random_game(game, n_players, seed):
    """Every state of one game of ``game`` played by random legal moves."""
    api = api_for(game)
    rng = random.Random(seed)
    state = api.new_game(None, n_players, seed)
    states = [state]
    while not api.is_over(state):
        moves = list(api.legal_moves(state))
        state = api.apply(state, moves[rng.randrange(len(moves))])
        states.append(state)
    return states


sedma_tricks = tricks_of(random_game("sedma", 4, 121))
sedma_trick_quiz = TrickQuiz([sedma_tricks[0], sedma_tricks[2], sedma_tricks[3]], lang=LANG, tally=tally)
sedma_trick_quiz

# %%
sedma_quiz = LegalCardsQuiz(
    [
        seeded_positions("sedma", 4, 124, 1)[0],
        seeded_positions("sedma", 2, 125, 2)[1],
        seeded_positions("sedma", 3, 126, 1)[0],
    ],
    lang=LANG,
    tally=tally,
)
sedma_quiz

# %%
sedma = PlayTable("sedma", seat=0, seed=3, n_players=2, help="none", lang=LANG)
sedma

# %%
TryIt(
    _("Lead a card, then read the verdict under the table and who took the trick."),
    lambda: hint_then_play(sedma),
    lang=LANG,
)

# %% [markdown]
# **Exit ticket, part 2**: new positions, and the game changes from one to the next: Sjuern, a
# trick deal of Sjukamp, Sedma. First say which game it is and what its rule asks, then answer.
# Your answers are counted with the others.

# %%
exit_cards = LegalCardsQuiz(
    [
        seeded_positions("sjuern", 4, 111, 14)[13],
        seeded_positions("sjukamp", 4, 126, 10)[9],
        seeded_positions("sedma", 4, 124, 2)[1],
    ],
    lang=LANG,
    tally=tally,
)
exit_cards

# %%
exit_tricks = TrickQuiz(
    [
        tricks_of(replay(load_example("femkamp-damer")).states)[9],
        tricks_of(replay(load_example("sedma-game-4p")).states)[4],
    ],
    lang=LANG,
    tally=tally,
)
exit_tricks

# %% [markdown]
# ## Review
#
# Two questions on the whole practice:

# %%
Predict(
    _("After your card the table says that a tip would play otherwise. What does that mean?"),
    [(_("the card broke a rule"), "broken"), (_("the card was legal; a tip, which is advice, prefers another"), "advice")],
    "advice",
    [Say(_("The table refuses a card that breaks a rule. A tip is advice, and lesson 6 measures how much each one is worth."))],
    tally=tally,
    lang=LANG,
)

# %%
Predict(
    _("In which of the games may you answer a trick with any card of your hand, whatever was led?"),
    [("Sjuan", "sjuan"), ("Femkamp", "femkamp"), ("Sedma", "sedma")],
    "sedma",
    [Say(_("Sedma: whoever answers a trick need follow no suit or rank. Only a leader who continues a trick is bound: the led rank or a seven. In Sjuan a card must fit a row; in Femkamp you must follow suit when you can."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Well done
#
# Use *why not?* until you can say the reason before you click, and play each game from one
# seat: what can you know about the others?
#
# **Next:** [lesson 6, Tactics](06-tactics.ipynb), an optional lesson for players who want to
# know which tips hold up · [the start page](00-start.ipynb), all the lessons.
#
# Your answers in this lesson:

# %%
tally

# %% [markdown]
# ## For the teacher: what the tables promise
#
# The lesson checks its own claims on fresh tables of the same deals (the ones above stay as
# the class left them); a class can skip this part.

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("sjuan", seat=0, seed=21, help="hint", lang=LANG)
before = fresh.state
hand = set(fresh.card_buttons())
every_card = set(fresh.enabled_cards()) == hand
illegal = sorted(hand - set(fresh.legal_codes()))
fresh.click_card(illegal[0])
Check(
    every_card and fresh.state == before and bool(fresh.message()),
    _("Sjuan: every card can be clicked, and a card you may not play is refused with its reason."),
    _("Sjuan: a card could not be clicked, or a card you may not play was not refused."),
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

# %%
# NBVAL_CHECK_OUTPUT
fresh = PlayTable("sjuan", humans=[0, 1], seed=7, help="hint", lang=LANG)
opened_covered = fresh.covered and not fresh.card_buttons()
fresh.show_hand()
own_hand = set(fresh.card_buttons()) == {card.code for card in fresh.view.hand(fresh.state, fresh.seat)}
fresh.click_card(fresh.legal_codes()[0])
Check(
    opened_covered and own_hand and fresh.covered and not fresh.card_buttons(),
    _("Play together: the hands are covered before each person's turn, \"Show my hand\" shows only that person's cards, and after their move the cover is back for the next person."),
    _("Play together: a hand was shown without \"Show my hand\", or someone else's cards were shown."),
)
