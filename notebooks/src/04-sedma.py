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
# *Lesson arc: the trick rule on the text's three examples, full games for 2, 3 and 4 players
# (continuation, the red king, burnt games, win points), the last trick's 10, a burn during
# play and a whole match to 10 win points, free practice, review. Before each answer is shown,
# a quiz asks you first; the tally under each quiz counts your answers in this lesson.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.cards import SEDMA_PACK
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import join_list, t
from sjuan_notebooks.lesson import Check, Position, Say, Table, TryIt, _, follow_link, link_query
from sjuan_notebooks.sedma.engine import SedmaRules, apply, card_points, game_result, legal_moves, new_game
from sjuan_notebooks.sedma.record import win_points_line
from sjuan_notebooks.views import view_of_state
from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable, Stepper, Tally, TrickQuiz


def names(cards):
    """Cards named the German-suited way, in the lesson's language."""
    return join_list([card.name(LANG, pack="sedma") for card in cards], LANG)


tally = Tally(LANG)

# %%
# NBVAL_CHECK_OUTPUT
display(Say(_("The pack has {n} cards: the suits {suits}, each from the seven to the ace."),
            n=len(SEDMA_PACK),
            suits=join_list([t(f"card.g.suit.{suit}", LANG) for suit in "HSCD"], LANG)))
Table([_("Rank"), _("Points")],
      [[t(f"card.g.rank.{card.rank}", LANG), card_points(card)] for card in SEDMA_PACK[:8]])

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
# Predict first. The first three questions are the text's own examples (four players, P1 to
# P4, in turn order): who takes each trick, and how many points does it give?

# %%
TrickQuiz("sedma", lang=LANG, tally=tally)

# %% [markdown]
# Now step through the third example: the seven takes the trick; the leader holds no eight and
# no seven to answer with, so the trick ends by itself (nobody is asked a question that has one
# answer).

# %%
example_stepper = Stepper(load_example("sedma-example-3"), lang=LANG)
example_stepper

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
#
# The same three tricks, replayed by the engine:

# %%
# NBVAL_CHECK_OUTPUT
rows = []
for k in (1, 2, 3):
    game = replay(load_example(f"sedma-example-{k}"))
    trick = game.final.tricks[0]
    rows.append([k, names([card for _seat, card in trick.plays]),
                 game.final.players[trick.winner], trick.points])
Table([_("Example"), _("Cards, in turn"), _("Takes the trick"), _("Points")], rows)

# %% [markdown]
# ## Continuing a trick
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu. Pokiaľ má na ruke kartu rovnakej hodnoty ako
# > prvá karta (alebo sedmu), môže otočiť kolo. Pokiaľ ju vyloží, získava zdvih."* When the
# > trick was taken over, the leader who holds a card of the led rank (or a seven) may turn
# > the round and take the trick back.
#
# Our reading (a choice, in `docs/rules/sedma.md`): a continuation starts a new round of the
# same trick; everyone answers once more; the leader may continue again after each round.
# Each full game below has at least one.

# %%
# NBVAL_CHECK_OUTPUT
rows = []
for n in (2, 3, 4):
    game = replay(load_example(f"sedma-game-{n}p"))
    final = game.final
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
# now? Pick every one, then press *Check*.

# %%
LegalCardsQuiz("sedma", lang=LANG, tally=tally)

# %% [markdown]
# ## Three players: the red king
#
# > *"Hráč, ktorý získa červeného kráľa ... hrá sám za seba, ostatní hráči hrajú spolu. Červený
# > kráľ má v tomto prípade hodnotu ako sedma."* Whoever gets the red king plays alone against
# > the other two, and the red king counts as a seven. Nobody knows the sides until it is played.

# %%
# NBVAL_CHECK_OUTPUT
three = replay(load_example("sedma-game-3p"))
move, turn = next((i, turn) for i, turn in enumerate(three.turns, 1) if turn.move == "HK")
Say(_("At move {move}, {player} plays the red king. {why}."), move=move, player=turn.player,
    why=turn.explanation.text(LANG))

# %% [markdown]
# The stepper shows the game as A sees it: the other hands are hidden, so A does not know who
# holds the red king.

# %%
three_stepper = Stepper(load_example("sedma-game-3p"), lang=LANG, perspective=0)
three_stepper

# %%
TryIt(_("Step forward one move at a time and watch the sides under the hands. At which move does A learn who plays alone?"),
      lambda: three_stepper.go(12), lang=LANG)

# %% [markdown]
# ## Burnt game and win points
#
# > *"Spálená hra – ak hráč dostane alebo počas hry pozbiera 4 karty rovnakej hodnoty a ukáže
# > ich hráčom."* A burnt game: a player dealt (or drawing) all four cards of a rank shows them.
# > *"Spálená hra z ruky – 4 výherné body"*: straight from the deal, 4 win points.
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
display(Check("show" in [str(m) for m in moves],
              _("Jana may lead any of her cards ({cards}), or show the four nines."),
              _("Jana may not show her nines."),
              cards=names([m for m in moves if hasattr(m, "rank")])))
shown = apply(burnt, "show")
result = game_result(shown)
Say(_("She shows them, and the game ends at once: {side} scores {n} win points ({reason})."),
    side=result.label(result.winner), n=result.win_points,
    reason=t(f"sedma.reason.{result.reason}", LANG))

# %%
Position(shown, lang=LANG)

# %% [markdown]
# ## The last trick, a burn during play, and the match
#
# > *"Ak hráč vyhrá posledný zdvih – 10 bodov."* Whoever wins the last trick scores 10 points.
#
# Aces and tens give 80 points; the last trick's 10 makes 90, so two sides can never tie. In the
# four-player game the last trick carries its 10 on top of its cards:

# %%
# NBVAL_CHECK_OUTPUT
four = replay(load_example("sedma-game-4p")).final
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
# > *"Spálená počas jedného zdvihu – 1 výherný bod"*: four of a rank gathered during play, and
# > shown, give 1 win point (4 when dealt straight into the hand, above).
#
# Showing ends the game at once: the points in the tricks so far do not count, and the end says
# which four cards were shown and why the game stopped.
#
# > *"Hráči si po každom kole pripíšu body, ktoré budú na konci hry premenené na výherné body.
# > Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)."* Each game's points become
# > win points; the match goes to the first to reach the agreed number, usually 10.
#
# A whole match for four, stored as one record: every game, the deal passing one seat
# clockwise, the win points added up until a side reaches 10.

# %%
# NBVAL_CHECK_OUTPUT
match = replay(load_example("sedma-match-4p"))
display(Table(
    [_("Game"), _("How it ended"), _("Win points so far")],
    [[k, view_of_state(game.final).status_text(game.final, LANG),
      win_points_line(match.matches[k], k, LANG)]
     for k, game in enumerate(match.games, 1)],
))
end = match.matches[-1]
Check(end.over,
      _("The match is over: {players} reach {n} win points first."),
      _("The match is not over."),
      players=join_list([end.players[seat] for seat in end.winners], LANG),
      n=max(end.win_points))

# %% [markdown]
# Step through the match: the line under each move says which game it is and the win points so
# far.

# %%
match_stepper = Stepper(load_example("sedma-match-4p"), lang=LANG)
match_stepper

# %%
TryIt(_("In game 4, B gathers all four sevens and shows them. Go there (move 118): what does it score, and what happens to the points already in the tricks?"),
      lambda: match_stepper.go(118), lang=LANG)

# %% [markdown]
# ## Free practice
#
# Play a match for two against the computer to 10 win points: lead, take over with a seven,
# decide whether to continue; when a game ends, **Next game** deals the next one (the deal
# passes on) until someone reaches the target.

# %%
PlayTable("sedma", seat=0, seed=3, n_players=2, lang=LANG)

# %% [markdown]
# ## Review
#
# - Keep a seven for a trick that holds a ten or an ace.
# - Before leading, count how many cards of that rank are already gone.
# - With three players, watch who could be holding the red king: the sides change everything.
#
# Your answers in this lesson:

# %%
tally

# %%
query = link_query()
followed = [
    follow_link(example_stepper, "sedma-example-3", query),
    follow_link(three_stepper, "sedma-game-3p", query),
    follow_link(match_stepper, "sedma-match-4p", query),
]
