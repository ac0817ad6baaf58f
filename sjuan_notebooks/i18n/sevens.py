"""Translation section: the Sevens games (Sjuan, Sjuern, Kabal). Keys start with ``sevens.``
or ``reconstruct.``.

The Swedish "why" sentences are worded exactly as the worked example's table in the Sjuan
text, so a replay in Swedish reproduces that table word for word (its move column says
"Passar" for a pass, as the text does). The Norwegian text's own term for a voluntary pass is
"stå over"; a forced one is "pass". Slovak card names are declined: ``{ref:ins}`` after "nad",
``{card:acc}`` after a verb.
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- why a move is legal ---
    "sevens.why.start": {
        "sv": "{card} är startkortet och öppnar {suit}",
        "nb": "{card} er startkortet og åpner {suit}",
        "sk": "{card} je úvodná karta a otvára {suit}",
        "en": "the {card} is the start card and opens {suit}",
    },
    "sevens.why.new_seven": {
        "sv": "en ny sjua får alltid läggas, öppnar {suit}",
        "nb": "en ny sjuer kan alltid legges, åpner {suit}",
        "sk": "novú sedmičku možno vyložiť vždy, otvára {suit}",
        "en": "a new seven may always be played; opens {suit}",
    },
    "sevens.why.above": {
        "sv": "ligger direkt ovanför {ref} i samma färg",
        "nb": "ligger rett over {ref} i samme farge",
        "sk": "leží hneď nad {ref:ins} v tej istej farbe",
        "en": "directly above the {ref} in the same suit",
    },
    "sevens.why.below": {
        "sv": "ligger direkt under {ref} i samma färg",
        "nb": "ligger rett under {ref} i samme farge",
        "sk": "leží hneď pod {ref:ins} v tej istej farbe",
        "en": "directly below the {ref} in the same suit",
    },
    "sevens.why.extra.start": {
        "sv": "extratur: {card} är startkortet",
        "nb": "ekstratur: {card} er startkortet",
        "sk": "ťah navyše: {card} je úvodná karta",
        "en": "extra turn: the {card} is the start card",
    },
    "sevens.why.extra.new_seven": {
        "sv": "extratur: en ny sjua får alltid läggas, öppnar {suit}",
        "nb": "ekstratur: en ny sjuer kan alltid legges, åpner {suit}",
        "sk": "ťah navyše: novú sedmičku možno vyložiť vždy, otvára {suit}",
        "en": "extra turn: a new seven may always be played; opens {suit}",
    },
    "sevens.why.extra.above": {
        "sv": "extratur: ligger direkt ovanför {ref} i samma färg",
        "nb": "ekstratur: ligger rett over {ref} i samme farge",
        "sk": "ťah navyše: leží hneď nad {ref:ins} v tej istej farbe",
        "en": "extra turn: directly above the {ref} in the same suit",
    },
    "sevens.why.extra.below": {
        "sv": "extratur: ligger direkt under {ref} i samma färg",
        "nb": "ekstratur: ligger rett under {ref} i samme farge",
        "sk": "ťah navyše: leží hneď pod {ref:ins} v tej istej farbe",
        "en": "extra turn: directly below the {ref} in the same suit",
    },
    "sevens.why.pass_both": {
        "sv": "handen saknar {sevens} och saknar {cards}",
        "nb": "hånden mangler {sevens} og mangler {cards}",
        "sk": "v ruke chýba {sevens} a chýba {cards}",
        "en": "forced pass: the hand lacks the {sevens} and lacks the {cards}",
    },
    "sevens.why.pass_sevens": {
        "sv": "handen saknar {sevens}",
        "nb": "hånden mangler {sevens}",
        "sk": "v ruke chýba {sevens}",
        "en": "forced pass: the hand lacks the {sevens}",
    },
    "sevens.why.pass_rows": {
        "sv": "handen saknar {cards}",
        "nb": "hånden mangler {cards}",
        "sk": "v ruke chýba {cards}",
        "en": "forced pass: the hand lacks the {cards}",
    },
    "sevens.why.stand_over": {
        "sv": (
            "står över (frivilligt pass); {n} gång kvar",
            "står över (frivilligt pass); {n} gånger kvar",
        ),
        "nb": (
            "står over (frivillig); kan stå over {n} gang til",
            "står over (frivillig); kan stå over {n} ganger til",
        ),
        "sk": (
            "dobrovoľný pas; zostáva ešte {n} dobrovoľný pas",
            "dobrovoľný pas; zostávajú ešte {n} dobrovoľné pasy",
            "dobrovoľný pas; zostáva ešte {n} dobrovoľných pasov",
        ),
        "en": (
            "stands over (a voluntary pass); {n} left",
            "stands over (a voluntary pass); {n} left",
        ),
    },
    # --- a pass: in the replay's move column (the text's "Passar"), on a button, in a sentence ---
    "sevens.move.pass": {"sv": "Passar", "nb": "Pass", "sk": "Pas", "en": "Pass"},
    "sevens.move.stand_over": {
        "sv": "Står över",
        "nb": "Står over",
        "sk": "Dobrovoľný pas",
        "en": "Stands over",
    },
    "sevens.button.pass": {"sv": "Passa", "nb": "Pass", "sk": "Pasovať", "en": "Pass"},
    "sevens.button.stand_over": {
        "sv": "Stå över",
        "nb": "Stå over",
        "sk": "Dobrovoľný pas",
        "en": "Stand over",
    },
    "sevens.word.stand_over": {
        "sv": "stå över",
        "nb": "stå over",
        "sk": "dobrovoľný pas",
        "en": "stand over",
    },
    "sevens.you_passed": {
        "sv": "Du passade.",
        "nb": "Du passet.",
        "sk": "Pasovali ste.",
        "en": "You passed.",
    },
    "sevens.you_stood_over": {
        "sv": "Du stod över.",
        "nb": "Du sto over.",
        "sk": "Dobrovoľne ste pasovali.",
        "en": "You stood over.",
    },
    "sevens.passed": {
        "sv": "{player} passade.",
        "nb": "{player} passet.",
        "sk": "{player} pasoval.",
        "en": "{player} passed.",
    },
    "sevens.stood_over": {
        "sv": "{player} stod över.",
        "nb": "{player} sto over.",
        "sk": "{player} dobrovoľne pasoval.",
        "en": "{player} stood over.",
    },
    # --- rules a move can break ---
    "sevens.rule.not_held": {
        "sv": "{player} har inte {card} på handen.",
        "nb": "{player} har ikke {card} på hånden.",
        "sk": "{player} nemá v ruke {card:acc}.",
        "en": "{player} does not hold the {card}.",
    },
    "sevens.rule.start_card_first": {
        "sv": "Given öppnas med startkortet {card}: den som har det måste lägga det först.",
        "nb": "Given åpnes med startkortet {card}: den som har det, må legge det først.",
        "sk": "Rozdanie sa začína {card:ins}: jej držiteľ ju musí vyložiť ako prvú.",
        "en": "The deal opens with the start card, the {card}: its holder must play it first.",
    },
    "sevens.rule.not_adjacent": {
        "sv": "Kortet {card} kan inte läggas än: {need} måste ligga först.",
        "nb": "Kortet {card} kan ikke legges ennå: {need} må ligge først.",
        "sk": "Ešte sa nedá vyložiť {card}: najprv musí ležať {need}.",
        "en": "The {card} cannot be played yet: it needs the {need} first.",
    },
    "sevens.rule.row_ended": {
        "sv": "Kortet {card} kan inte läggas nu.",
        "nb": "Kortet {card} kan ikke legges nå.",
        "sk": "Teraz sa nedá vyložiť {card}.",
        "en": "The {card} cannot be played now.",
    },
    "sevens.rule.must_play": {
        "sv": "Den som kan lägga måste lägga: {cards} går att lägga.",
        "nb": "Du må legge når du kan: {cards} kan legges.",
        "sk": "Kto môže vyložiť, musí vyložiť: dá sa vyložiť {cards}.",
        "en": "You must play when you can: {cards} can be played.",
    },
    "sevens.rule.no_stand_over_left": {
        "sv": (
            "Du har redan stått över {n} gång i den här given, så många gånger som ni kommit överens om, och måste lägga: {cards} går att lägga.",
            "Du har redan stått över alla {n} gånger i den här given och måste lägga: {cards} går att lägga.",
        ),
        "nb": (
            "Du har allerede stått over {n} gang i denne given, så mange ganger som dere har avtalt, og må legge: {cards} kan legges.",
            "Du har allerede stått over alle {n} gangene i denne given og må legge: {cards} kan legges.",
        ),
        "sk": (
            "V tomto rozdaní ste už dobrovoľne pasovali {n}-krát, viac sa nedá, a musíte vyložiť: dá sa vyložiť {cards}.",
            "V tomto rozdaní ste už dobrovoľne pasovali {n}-krát, viac sa nedá, a musíte vyložiť: dá sa vyložiť {cards}.",
            "V tomto rozdaní ste už dobrovoľne pasovali {n}-krát, viac sa nedá, a musíte vyložiť: dá sa vyložiť {cards}.",
        ),
        "en": (
            "You have already stood over {n} time this deal, as often as agreed, so you must play: {cards} can be played.",
            "You have already stood over all {n} times this deal, so you must play: {cards} can be played.",
        ),
    },
    "sevens.rule.extra_turn_must_play": {
        "sv": "På en extratur måste ett kort läggas: {cards} går att lägga.",
        "nb": "På en ekstratur må et kort legges: {cards} kan legges.",
        "sk": "Pri ťahu navyše treba vyložiť kartu: dá sa vyložiť {cards}.",
        "en": "On an extra turn a card must be played: {cards} can be played.",
    },
    # --- the table, results, matches ---
    "sevens.row.closed": {
        "sv": "oöppnad",
        "nb": "ikke åpnet",
        "sk": "neotvorená",
        "en": "unopened",
    },
    "sevens.row.only_seven": {
        "sv": "bara sjuan",
        "nb": "bare sjueren",
        "sk": "len sedmička",
        "en": "the seven only",
    },
    "sevens.row.line": {
        "sv": "{suit}: {cards}",
        "nb": "{suit}: {cards}",
        "sk": "{suit}: {cards}",
        "en": "{suit}: {cards}",
    },
    "sevens.turn.header": {
        "sv": "Tur  Spelare  Kort eller pass  Varför draget är tillåtet",
        "nb": "Tur  Spiller  Kort eller pass  Hvorfor trekket er lovlig",
        "sk": "Ťah  Hráč  Karta alebo pas  Prečo je ťah povolený",
        "en": "Turn  Player  Card or pass  Why the move is allowed",
    },
    "sevens.result.winner": {
        "sv": "{player} blev av med alla kort och vinner given.",
        "nb": "{player} ble kvitt alle kortene og vinner.",
        "sk": "{player} sa zbavil všetkých kariet a vyhráva.",
        "en": "{player} is out of cards and wins the deal.",
    },
    "sevens.result.over": {
        "sv": "Given är slut: {player} blev av med alla kort och vinner.",
        "nb": "Given er slutt: {player} ble kvitt alle kortene og vinner.",
        "sk": "Rozdanie sa skončilo: {player} sa zbavil všetkých kariet a vyhráva.",
        "en": "The deal is over: {player} is out of cards and wins.",
    },
    "sevens.result.in_progress": {
        "sv": "Given pågår; det är {player:gen} tur.",
        "nb": "Given pågår; {player} står for tur.",
        "sk": "Rozdanie pokračuje; na ťahu je {player}.",
        "en": "The deal goes on; {player} is to move.",
    },
    "sevens.result.kabal_line": {
        "sv": "{player}: {left} + {passes} = {points}",
        "nb": "{player}: {left} + {passes} = {points}",
        "sk": "{player}: {left} + {passes} = {points}",
        "en": "{player}: {left} + {passes} = {points}",
    },
    "sevens.result.pot_line": {
        "sv": "{player}: {passes}, {chips} i potten",
        "nb": "{player}: {passes}, {chips} i potten",
        "sk": "{player}: {passes}, {chips} do banku",
        "en": "{player}: {passes}, {chips} into the pot",
    },
    "sevens.result.cards_left.sjuan": {
        "sv": "Grundversionen ger inga poäng. Kort kvar (1 poäng vardera med Poäng till 100): {cards}",
        "nb": "Grunnspillet gir ingen poeng. Kort igjen (1 poeng hver med poeng til 100): {cards}",
        "sk": "Základná hra nedáva body. Zostávajúce karty (po 1 bode pri hre do 100): {cards}",
        "en": "The basic game scores no points. Cards left (1 point each under points to 100): {cards}",
    },
    "sevens.result.cards_left.sjuern": {
        "sv": "En enskild runda ger inga poäng. Kort kvar (1 poäng vardera med poäng över flera rundor): {cards}",
        "nb": "Én enkelt runde gir ingen poeng. Kort igjen (1 poeng hver med poeng over flere runder): {cards}",
        "sk": "Jedno kolo nedáva body. Zostávajúce karty (po 1 bode pri bodoch za viac kôl): {cards}",
        "en": "A single round scores no points. Cards left (1 point each under points over rounds): {cards}",
    },
    "sevens.result.pot": {
        "sv": ("{player} tar potten: {n} marker.", "{player} tar potten: {n} marker."),
        "nb": ("{player} tar potten: {n} sjetong.", "{player} tar potten: {n} sjetonger."),
        "sk": (
            "{player} berie bank: {n} žetón.",
            "{player} berie bank: {n} žetóny.",
            "{player} berie bank: {n} žetónov.",
        ),
        "en": ("{player} takes the pot: {n} chip.", "{player} takes the pot: {n} chips."),
    },
    "sevens.match.totals": {
        "sv": "Ställning efter giv {deal}: {totals}",
        "nb": "Stilling etter giv {deal}: {totals}",
        "sk": "Stav po rozdaní {deal}: {totals}",
        "en": "Totals after deal {deal}: {totals}",
    },
    "sevens.match.won": {
        "sv": "Matchen är slut: {players} vinner med lägst summa.",
        "nb": "Kampen er slutt: {players} vinner med lavest sum.",
        "sk": "Zápas sa skončil: vyhráva {players} s najnižším súčtom.",
        "en": "The match is over: {players} wins with the lowest total.",
    },
    "sevens.match.lost": {
        "sv": "Matchen är slut: {players} har förlorat.",
        "nb": "Kampen er slutt: {players} har tapt.",
        "sk": "Zápas sa skončil: {players} prehral.",
        "en": "The match is over: {players} has lost.",
    },
    "error.reconstruction": {
        "sv": "Ingen giv stämmer med protokollet; det går sönder vid tur {turn}: {reason}.",
        "nb": "Ingen giv stemmer med protokollen; den brytes ved tur {turn}: {reason}.",
        "sk": "Záznamu nezodpovedá žiadne rozdanie; rozpadá sa pri ťahu {turn}: {reason}.",
        "en": "No deal fits the record; it breaks at turn {turn}: {reason}.",
    },
    "error.reconstruction_start": {
        "sv": "Ingen giv stämmer med protokollet, redan före första turen: {reason}.",
        "nb": "Ingen giv stemmer med protokollen, allerede før første tur: {reason}.",
        "sk": "Záznamu nezodpovedá žiadne rozdanie, už pred prvým ťahom: {reason}.",
        "en": "No deal fits the record, even before the first turn: {reason}.",
    },
    "reconstruct.why.held_but_passed": {
        "sv": "{player} sägs ha {card}, men passade i tur {pass_turn} när {card} gick att lägga",
        "nb": "{player} skal ha {card}, men passet i tur {pass_turn} da {card} kunne legges",
        "sk": "{player} má mať {card:acc}, no v ťahu {pass_turn} pasoval, hoci mohol vyložiť {card:acc}",
        "en": "{player} is said to hold the {card}, but passed at turn {pass_turn} when the {card} could be played",
    },
    "reconstruct.why.too_many": {
        "sv": (
            "{player} skulle behöva {n} känt kort men får bara {size} i given",
            "{player} skulle behöva {n} kända kort men får bara {size} i given",
        ),
        "nb": (
            "{player} måtte ha {n} kjent kort, men får bare {size} i given",
            "{player} måtte ha {n} kjente kort, men får bare {size} i given",
        ),
        "sk": (
            "{player} by potreboval {n} známu kartu, no dostane len {size}",
            "{player} by potreboval {n} známe karty, no dostane len {size}",
            "{player} by potreboval {n} známych kariet, no dostane len {size}",
        ),
        "en": (
            "{player} would need {n} known card but is dealt only {size}",
            "{player} would need {n} known cards but is dealt only {size}",
        ),
    },
    "reconstruct.why.nobody": {
        "sv": "ingen kan ha {cards}: var och en som kunde ha dem passade när de gick att lägga (tur {turns})",
        "nb": "ingen kan ha {cards}: alle som kunne ha dem, passet da de kunne legges (tur {turns})",
        "sk": "nikto nemôže mať {cards:acc}: každý, kto ich mohol mať, pasoval, keď sa dali vyložiť (ťahy {turns})",
        "en": "nobody can hold the {cards}: everyone who could have held them passed while they were playable (turns {turns})",
    },
    "reconstruct.why.no_room": {
        "sv": "de kort som återstår ryms inte i händerna: efter passen i tur {turns} får ingen som har plats ta dem",
        "nb": "kortene som er igjen, får ikke plass på hendene: etter passene i tur {turns} kan ingen med plass ha dem",
        "sk": "zvyšné karty sa nezmestia do rúk: po pasoch v ťahoch {turns} ich nemôže mať nikto, kto má miesto",
        "en": "the cards left over do not fit in the hands: after the passes at turns {turns}, nobody with room may hold them",
    },
    "reconstruct.why.out_early": {
        "sv": "{player} skulle bli av med alla kort innan protokollet slutar",
        "nb": "{player} ville bli tom for kort før protokollen slutter",
        "sk": "{player} by sa zbavil všetkých kariet pred koncom záznamu",
        "en": "{player} would be out of cards before the record ends",
    },
    "reconstruct.why.start": {
        "sv": "given måste öppnas med {card}",
        "nb": "given må åpnes med {card}",
        "sk": "rozdanie sa musí otvoriť {card:ins}",
        "en": "the deal must open with the {card}",
    },
    "reconstruct.why.pass_on_extra": {
        "sv": "{player} passar på en extratur, men en extratur kan inte passas",
        "nb": "{player} passer på en ekstratur, men en ekstratur kan ikke passes",
        "sk": "{player} pasuje v ťahu navyše, no ťah navyše sa pasovať nedá",
        "en": "{player} passes on an extra turn, which cannot be passed",
    },
    "reconstruct.why.not_playable": {
        "sv": "{player} lägger {card}, men {card} går inte att lägga på bordet just då",
        "nb": "{player} legger {card}, men {card} kan ikke legges på bordet akkurat da",
        "sk": "{player} vykladá {card:acc}, no v tej chvíli sa na stôl vyložiť nedá",
        "en": "{player} plays the {card}, but it cannot go on the table at that moment",
    },
    "reconstruct.why.held_by": {
        "sv": "{card} har {owner}, inte {player}",
        "nb": "{card} er hos {owner}, ikke hos {player}",
        "sk": "{card:acc} má {owner}, nie {player}",
        "en": "the {card} is held by {owner}, not by {player}",
    },
}
