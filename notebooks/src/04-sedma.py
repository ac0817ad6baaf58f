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
# # Sedma: sevens are wild
#
# > *"Sedma patrí medzi taktickejšie kartové hry. Hrá sa s balíčkom mariášových kariet, ktorých
# > je dokopy 32. Je určená pre 2-4 hráčov."* Sedma is one of the more tactical card games,
# > played with the 32-card mariáš pack, for 2 to 4 players.
#
# The pack is German-suited: červeň (hearts), zeleň (leaves), žaluď (acorns), guľa (bells);
# ranks 7, 8, 9, 10, dolník (Unter), horník (Ober), kráľ (king), eso (ace). Suits play no part
# in winning a trick; only ranks do.
#
# *Two parts, one period each. Part 1: the table, the trick, its points, continuing a trick.
# Part 2: three players and the red king, burnt games, win points, the match. Each part opens
# with its aims and a warm-up and ends with an exit ticket. A question asks you first, before
# its answer is shown; the tally counts your answers in this lesson.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.cards import SEDMA_PACK, Card
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import join_list, t
from sjuan_notebooks.lesson import Check, Position, Predict, Quote, Say, Table, TryIt, _, follow_link, link_query
from sjuan_notebooks.render.glossary import Glossary
from sjuan_notebooks.sedma.engine import SedmaRules, apply, card_points, game_result, legal_moves, new_game
from sjuan_notebooks.sedma.record import win_points_line
from sjuan_notebooks.views import view_of_state
from sjuan_notebooks.widgets import CardSize, LegalCardsQuiz, PlayTable, Stepper, Tally, TrickQuiz, with_arrow_keys
from sjuan_notebooks.widgets.quiz import seeded_positions, trick_questions, tricks_of


def names(cards):
    """Cards named the German-suited way, in the lesson's language."""
    return join_list([card.name(LANG, pack="sedma") for card in cards], LANG)


def game(name):
    """A stored Sedma game, replayed."""
    return replay(load_example(name))


tally = Tally(LANG)
CardSize(lang=LANG)

# %% [markdown]
# ## Part 1: the table, the trick, its points, continuing
#
# **After this part you can:**
#
# - set up a Sedma table: four cards each, a stock, partners opposite;
# - say who takes a trick: a card of the rank led, or a seven, takes it over, and the last one
#   wins; if nobody matches, the leader keeps it;
# - count a trick's points: aces and tens 10 each;
# - say when the leader may continue: only with a card of the rank led or a seven.
#
# **Warm-up** (lesson 3): two questions.

# %%
display(Predict(
    _("Sjukamp's Trumf: hearts are led, you have no heart and play a spade. Does it beat the jack of hearts?"),
    [(_("yes"), True), (_("no"), False)],
    True,
    [Say(_("Yes: spades are trumps and beat every other suit when you cannot follow suit."))],
    tally=tally, lang=LANG,
))
Predict(
    _("A Pass row for four players adds up to 14. Is that possible?"),
    [(_("yes"), True), (_("no"), False)],
    False,
    [Say(_("No: a Pass deal for four has 13 tricks, so its row adds up to 13."))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# **Work in pairs**, two of you at one screen:
#
# - **Player**: clicks, picks and plays.
# - **Explainer**: before each click, says aloud which card takes the trick, and whether the
#   leader may continue or stop.
# - Before each *Check*, agree on one answer (hands up first, if your teacher asks).
# - Swap roles at every new heading, in both parts.

# %% [markdown]
# ## The pack and the table
#
# The words of Sedma, each with a picture. Under each card are its short name, as on the
# buttons of the play tables, and its name:

# %%
Glossary("sedma", lang=LANG)

# %%
# NBVAL_CHECK_OUTPUT
display(Say(_("The pack has {n} cards: the suits {suits}, each from the seven to the ace."),
            n=len(SEDMA_PACK),
            suits=join_list([t(f"card.g.suit.{suit}", LANG) for suit in "HSCD"], LANG)))
Table([_("Rank"), _("Points")],
      [[t(f"card.g.rank.{card.rank}", LANG), card_points(card)] for card in SEDMA_PACK[:8]])

# %% [markdown]
# **The pack you know.** Sedma's German suits beside the French suits of an ordinary pack. With
# no German-suited pack, take the sevens to the aces of an ordinary pack (32 cards) and read
# each card as the table says:

# %%
# NBVAL_CHECK_OUTPUT
Table(
    [_("Sedma's pack (German suits)"), _("an ordinary pack (French suits)")],
    [[t(f"card.g.suit.{suit}", LANG), f"{t(f'card.suit.{suit}', LANG)} {Card.parse(suit + '7').symbol[0]}"] for suit in "HSCD"]
    + [[t(f"card.g.rank.{rank}", LANG), t(f"card.rank.{rank}", LANG)] for rank in (11, 12)],
)

# %% [markdown]
# The table, as the rule text sets it out:
#
# > *"Každý hráč dostane 4 karty. Ostatné karty sa položia do stredu rubom na vrch."* Everyone
# > is dealt four cards; the others go face down in the middle, the stock.
# >
# > *"Po každom kole si hráči doplnia karty z balíčka tak, aby mali na ruke vždy 4 karty."*
# > After each trick the players draw from the stock back up to four cards (the winner of the
# > trick first), until the stock is used up.
# >
# > *"Tí, čo sedia oproti sebe, hrajú spolu. Nemôžu si však radiť, ani nič naznačovať."* With
# > four players, those sitting opposite play together, in fixed pairs; they may not advise each
# > other or signal anything.
# >
# > *"Z balíčka sa vytiahnu dve nebodované karty (osmička a deviatka)."* With three players, two
# > cards that score nothing, an eight and a nine, are taken out of the pack (here the eight and
# > the nine of leaves): 30 cards. Two players play one against the other.

# %% [markdown]
# ## The trick
#
# > *"Prvý hráč vyhodí kartu ľubovoľnej hodnoty. Úlohou súperov je získať zdvih tak, že
# > vyložia kartu rovnakej hodnoty, akú má prvá karta v danom kole."* The first player plays any
# > card; the others try to win the trick with a card of the same rank as the first.
# >
# > *"Protihráč vyloží na stôl sedmu, ktorá prebije ostatné karty."* A seven beats the others.
# > *"Kto ako posledný vyloží kartu rovnakej hodnoty získava zdvih."* Whoever plays the last
# > card of that rank (or a seven) takes the trick.
# >
# > *"Esá a desiatky majú hodnotu 10."* Aces and tens are worth 10 points each.
#
# Predict first. The three questions are the text's own examples (four players, P1 to P4, in
# turn order): who takes each trick, and how many points does it give?

# %%
TrickQuiz(trick_questions("sedma")[:3], lang=LANG, tally=tally)

# %% [markdown]
# Now step through the third example (the buttons, or the arrow keys once you have clicked the
# table): the seven takes the trick; the leader holds no eight and no seven to answer with, so
# the trick ends by itself.

# %%
example_stepper = Stepper(load_example("sedma-example-3"), lang=LANG)
with_arrow_keys(example_stepper)

# %%
TryIt(_("Step to move 3, where P3 plays a seven. Who holds the trick now? Then step to move 4: why does P4's ten not take it?"),
      lambda: example_stepper.go(3), lang=LANG)

# %% [markdown]
# The text's answers:
#
# > *"Hráči postupne vyložia karty: 8, 9, kráľ, 9 – zdvih vyhráva prvý hráč, pretože nikto iný
# > nevyložil kartu rovnakej hodnoty ako prvá karta."* 8, 9, king, 9: the first player wins,
# > because nobody else played a card of the rank of the first card. No ace or ten: no points.
# >
# > *"Hráči vyložia: 9, 10, 9, 9 – zdvih vyhráva štvrtý hráč, pretože ako posledný vyložil kartu
# > rovnakej hodnoty, ako má prvá karta."* 9, 10, 9, 9: the fourth player wins, the last to play
# > the first card's rank; the ten gives 10 points.
# >
# > *"Hráči vyložia: 8, eso, 7, 10 – zdvih vyhráva tretí hráč, pretože vyložil 7, ktorá na seba
# > berie hodnotu akejkoľvek karty."* 8, ace, 7, 10: the third player wins with the seven, which
# > takes on the rank of any card; the ace and the ten give 20 points.

# %% [markdown]
# **Half done.** Two tricks of a game for two: the player who takes each trick is given, and
# their card is marked. How many points does the trick give?

# %%
TrickQuiz([tricks_of(game("sedma-game-2p").states)[4], tricks_of(game("sedma-game-2p").states)[11]],
          winner_given=True, lang=LANG, tally=tally)

# %% [markdown]
# ## Continuing a trick
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu. Pokiaľ má na ruke kartu rovnakej hodnoty ako
# > prvá karta (alebo sedmu), môže otočiť kolo. Pokiaľ ju vyloží, získava zdvih."* When the
# > trick was taken over, the leader who holds a card of the led rank (or a seven) may continue
# > the trick ("turn the round") and so take it back.
#
# Our reading (a choice, in `docs/rules/sedma.md`): a continuation starts a new round of the
# same trick; everyone answers once more; the leader may continue again after each round.
# Each full game below has at least one.

# %%
# NBVAL_CHECK_OUTPUT
rows = []
for n in (2, 3, 4):
    final = game(f"sedma-game-{n}p").final
    continued = [trick for trick in final.tricks if len(trick.plays) > n]
    result = game_result(final)
    rows.append([
        n, len(final.tricks), len(continued), result.label(result.winner),
        f"{result.points[result.winner]}–{result.points[1 - result.winner]}",
        result.win_points, t(f"sedma.reason.{result.reason}", LANG),
    ])
Table([_("Players"), _("Tricks"), _("Continued"), _("Winner"), _("Points"), _("Win points"),
       _("Why")], rows)

# %% [markdown]
# Your turn: the leader has to decide whether to continue. Which cards may the leader play
# now, and may the leader stop instead? Pick every card, and *Stop* if it is allowed, then press
# *Check*.

# %%
LegalCardsQuiz("sedma", lang=LANG, tally=tally)

# %% [markdown]
# A whole trick, continued: who takes it in the end, and for how many points? Answer by our
# reading above: after each continuation everyone answers once more. (Read literally, the text
# gives the trick to the leader as soon as the leader continues.)

# %%
TrickQuiz(trick_questions("sedma")[3:4], lang=LANG, tally=tally)

# %% [markdown]
# **Exit ticket, part 1**: new tricks, a leader deciding whether to continue, and a Femkamp
# trick: the same question, other rules. Last, the table for four.

# %%
TrickQuiz([tricks_of(game("sedma-game-4p").states)[0], tricks_of(game("sedma-game-2p").states)[10],
           tricks_of(game("femkamp-klover").states)[3]], lang=LANG, tally=tally)

# %%
LegalCardsQuiz([game("sedma-game-4p").states[20]], lang=LANG, tally=tally)

# %%
four_start = game("sedma-game-4p").initial
Predict(
    _("Four players sit down to Sedma. Who plays together, and what does each hold?"),
    [(_("the players sitting opposite; four cards each, drawn back up to four after each trick"), "opposite"),
     (_("the players sitting side by side; four cards each"), "beside"),
     (_("the players sitting opposite; the whole pack dealt out, eight cards each"), "all")],
    "opposite" if all(len(hand) == 4 for hand in four_start.hands) else "all",
    [Say(_("Partners sit opposite, and each player holds {n} cards; the other {stock} wait face down in the stock, and after each trick everyone draws back up to four."),
         n=len(four_start.hands[0]), stock=len(four_start.stock))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# Your answers so far:

# %%
tally

# %% [markdown]
# ## Part 2: three players, burnt games, win points
#
# **After this part you can:**
#
# - set up Sedma for three: an eight and a nine out, and whoever holds the red king (the king of
#   hearts) plays alone against the other two, that king counting as a seven;
# - say what a burnt game gives: 4 win points when the four cards were dealt, 1 when gathered
#   during play;
# - turn a game's points into win points: 1 for the most points, 2 if the opponents have none,
#   3 if they took no trick.
#
# **Warm-up** (part 1): two questions.

# %%
display(Predict(
    _("Four players, P1 to P4, play 9, 9, 7, 10. Who holds the trick after the last card?"),
    [("P1", "P1"), ("P2", "P2"), ("P3", "P3"), ("P4", "P4")],
    "P3",
    [Say(_("P3, with the seven; the ten gives the trick 10 points, and P1 may still continue with a nine or a seven."))],
    tally=tally, lang=LANG,
))
Predict(
    _("A nine was led and the trick was taken over. May the leader continue with an ace?"),
    [(_("yes"), True), (_("no"), False)],
    False,
    [Say(_("No: only with a nine or a seven."))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## Three players: the red king
#
# > *"Hráč, ktorý získa červeného kráľa ... hrá sám za seba, ostatní hráči hrajú spolu. Červený
# > kráľ má v tomto prípade hodnotu ako sedma."* Whoever gets the red king plays alone against
# > the other two, and the red king counts as a seven.

# %% [markdown]
# The stepper shows a game for three as A sees it: the other hands are hidden, so A does not
# know who holds the red king.

# %%
three_stepper = Stepper(load_example("sedma-game-3p"), lang=LANG, perspective=0)
with_arrow_keys(three_stepper)

# %%
three = game("sedma-game-3p")
move, turn = next((i, turn) for i, turn in enumerate(three.turns, 1) if turn.move == "HK")
Predict(
    _("Before you step: A sees only A's own hand. When does A learn who plays alone?"),
    [(_("at the deal, from A's own cards"), "deal"), (_("when the red king is played"), "king"),
     (_("when the points are counted at the end"), "end")],
    "king",
    [Say(_("When the red king is played: until then, only its holder knows the sides.")),
     Say(_("At move {move}, {player} plays the red king. {why}."), move=move, player=turn.player,
         why=turn.explanation.text(LANG))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %%
TryIt(_("Show it: go to that move and read the sides under the hands."),
      lambda: three_stepper.go(move), lang=LANG)

# %% [markdown]
# Who takes this trick of the same game, and for how many points?

# %%
TrickQuiz(trick_questions("sedma")[4:5], lang=LANG, tally=tally)

# %% [markdown]
# ## Burnt game and win points
#
# > *"Spálená hra – ak hráč dostane alebo počas hry pozbiera 4 karty rovnakej hodnoty a ukáže
# > ich hráčom."* A burnt game: a player dealt (or drawing) all four cards of a rank shows them.
# >
# > Win points: 1 for most points, 2 if the opponents have no points, 3 if they took no trick.
#
# Jana is dealt all four nines:

# %%
# NBVAL_CHECK_OUTPUT
hands = [["H9", "S9", "C9", "D9"], ["H7", "S8", "CA", "D10"]]
rest = [card.code for card in SEDMA_PACK if card.code not in sum(hands, [])]
burnt = new_game(SedmaRules(), ["Jana", "Peter"], hands=hands, stock=rest)
moves = legal_moves(burnt)
display(Position(burnt, lang=LANG))
Say(_("Jana may lead any of her cards ({cards}), or show the four nines."),
    cards=names([m for m in moves if hasattr(m, "rank")]))

# %%
shown = apply(burnt, "show")
result = game_result(shown)
Predict(
    _("Jana shows her four nines before the first trick. How many win points does it give?"),
    [("1", 1), ("2", 2), ("3", 3), ("4", 4)],
    result.win_points,
    [Quote(_("*\"Spálená hra z ruky – 4 výherné body\"*: straight from the deal, 4 win points.")),
     Say(_("She shows them, and the game ends at once: {side} scores {n} win points ({reason})."),
         side=result.label(result.winner), n=result.win_points,
         reason=t(f"sedma.reason.{result.reason}", LANG))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## The last trick, a burn during play, and the match
#
# > *"Ak hráč vyhrá posledný zdvih – 10 bodov."* Whoever wins the last trick scores 10 points.
#
# Aces and tens give 80 points; the last trick's 10 makes 90, so two sides can never tie. In the
# four-player game the last trick carries its 10 on top of its cards:

# %%
# NBVAL_CHECK_OUTPUT
four = game("sedma-game-4p").final
last = four.tricks[-1]
in_cards = sum(card_points(card) for _seat, card in last.plays)
display(Table([_("Player"), _("Card"), _("Points")],
              [[four.players[seat], card.name(LANG, pack="sedma"), card_points(card)]
               for seat, card in last.plays]))
display(Say(_("{player} takes the last trick: its cards give {cards} points, and the trick scores {points}, {bonus} of them for being the last."),
            player=four.players[last.winner], cards=in_cards, points=last.points,
            bonus=last.points - in_cards))
Check(sum(four.seat_points()) == 90,
      _("All the points of the game add up to {n}."), _("The points do not add up to {n}."),
      n=90)

# %% [markdown]
# > *"Hráči si po každom kole pripíšu body, ktoré budú na konci hry premenené na výherné body.
# > Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)."* Each game's points become
# > win points; the match goes to the first to reach the agreed number, usually 10.
#
# A whole match for four: every game, the deal passing one seat clockwise, the win points added
# up until a side reaches 10. Step through it: the line under each move says which game it is
# and the win points so far.

# %%
match_stepper = Stepper(load_example("sedma-match-4p"), lang=LANG)
with_arrow_keys(match_stepper)

# %%
match = game("sedma-match-4p")
end = match.matches[-1]
Predict(
    _("In game 4, B gathers all four sevens during play and shows them (move 118). What does it score?"),
    [(_("1 win point"), 1), (_("4 win points"), 4), (_("the points in B's tricks so far"), 0)],
    1,
    [Quote(_("*\"Spálená počas jedného zdvihu – 1 výherný bod\"*: four of a rank gathered during play, and shown, give 1 win point (4 when dealt straight into the hand).")),
     Say(_("1 win point, for a burn during play. The text says nothing of the points already in the tricks; by our reading they do not count, and the game ends at once. The whole match:")),
     Table(
         [_("Game"), _("How it ended"), _("Win points so far")],
         [[k, view_of_state(one.final).status_text(one.final, LANG),
           win_points_line(match.matches[k], k, LANG)]
          for k, one in enumerate(match.games, 1)],
     ),
     Say(_("The match is over: {players} reach {n} win points first."),
         players=join_list([end.players[seat] for seat in end.winners], LANG), n=max(end.win_points))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %%
TryIt(_("Check it at the table: go to move 118."), lambda: match_stepper.go(118), lang=LANG)

# %% [markdown]
# Win points without a table: count them.

# %%
Predict(
    _("A game ends 90 to 0, and the losers took one trick (without an ace or a ten). How many win points?"),
    [("1", 1), ("2", 2), ("3", 3)],
    2,
    [Say(_("2: the opponents have no points, but they took a trick. Had they taken none, 3."))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# **Exit ticket, part 2**: the tricks of a game for three, and a Sjuern position: which game's
# rules?

# %%
TrickQuiz([tricks_of(three.states)[8], tricks_of(three.states)[7]], lang=LANG, tally=tally)

# %%
LegalCardsQuiz([seeded_positions("sjuern", 4, 104, 2)[1]], lang=LANG, tally=tally)

# %%
two = game_result(game("sedma-game-2p").final)
Predict(
    _("The stored game for two ends {a} to {b}. How many win points does {side} get?").format(
        a=max(two.points), b=min(two.points), side=two.label(two.winner)),
    [("1", 1), ("2", 2), ("3", 3)],
    two.win_points,
    [Say(_("{n}: {reason}."), n=two.win_points, reason=t(f"sedma.reason.{two.reason}", LANG))],
    tally=tally, lang=LANG,
)  # fmt: skip

# %% [markdown]
# ## Free practice
#
# Play one game for two against the computer: lead, take over with a seven, decide whether to
# continue. (A match to 10 win points is for the real cards, or for lesson 5.)

# %%
PlayTable("sedma", seat=0, seed=3, n_players=2, options={"target": 1}, lang=LANG)

# %% [markdown]
# ## Review
#
# - Keep a seven for a trick that holds a ten or an ace.
# - Before leading, count how many cards of that rank are already gone.
# - With three players, watch who could be holding the red king: the sides change everything.
#
# ## Well done
#
# **Next:** [lesson 5, Practice](05-practice.ipynb) · [the start page](00-start.ipynb), all the lessons.
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
rows = []
for k in (1, 2, 3):
    example = game(f"sedma-example-{k}").final
    trick = example.tricks[0]
    rows.append([k, names([card for _seat, card in trick.plays]), example.players[trick.winner], trick.points])
display(Table([_("Example"), _("Cards, in turn"), _("Takes the trick"), _("Points")], rows))
Check("show" in [str(m) for m in moves],
      _("Jana may lead any of her cards ({cards}), or show the four nines."),
      _("Jana may not show her nines."),
      cards=names([m for m in moves if hasattr(m, "rank")]))

# %%
query = link_query()
followed = [
    follow_link(example_stepper, "sedma-example-3", query),
    follow_link(three_stepper, "sedma-game-3p", query),
    follow_link(match_stepper, "sedma-match-4p", query),
]
