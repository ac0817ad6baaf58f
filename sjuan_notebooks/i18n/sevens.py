"""Translation section: the Sevens games (Sjuan, Sjuern, Kabal). Keys start with ``sevens.``.

The Swedish "why" sentences are worded exactly as the worked example's table in the Sjuan
text, so a replay in Swedish reproduces that table word for word.
"""

TABLE: dict[str, dict[str, str]] = {
    # --- why a move is legal ---
    "sevens.why.start": {
        "sv": "{card} är startkortet och öppnar {suit}",
        "nb": "{card} er startkortet og åpner {suit}",
        "sk": "{card} je úvodná karta a otvára farbu {suit}",
        "en": "{card} is the start card and opens {suit}",
    },
    "sevens.why.new_seven": {
        "sv": "en ny sjua får alltid läggas, öppnar {suit}",
        "nb": "en ny sjuer kan alltid legges, åpner {suit}",
        "sk": "novú sedmičku možno vyložiť vždy, otvára farbu {suit}",
        "en": "a new seven may always be played; opens {suit}",
    },
    "sevens.why.above": {
        "sv": "ligger direkt ovanför {ref} i samma färg",
        "nb": "ligger rett over {ref} i samme farge",
        "sk": "leží hneď nad kartou {ref} v tej istej farbe",
        "en": "directly above {ref} in the same suit",
    },
    "sevens.why.below": {
        "sv": "ligger direkt under {ref} i samma färg",
        "nb": "ligger rett under {ref} i samme farge",
        "sk": "leží hneď pod kartou {ref} v tej istej farbe",
        "en": "directly below {ref} in the same suit",
    },
    "sevens.why.extra.start": {
        "sv": "extratur: {card} är startkortet",
        "nb": "ekstratur: {card} er startkortet",
        "sk": "ťah navyše: {card} je úvodná karta",
        "en": "extra turn: {card} is the start card",
    },
    "sevens.why.extra.new_seven": {
        "sv": "extratur: en ny sjua får alltid läggas, öppnar {suit}",
        "nb": "ekstratur: en ny sjuer kan alltid legges, åpner {suit}",
        "sk": "ťah navyše: novú sedmičku možno vyložiť vždy, otvára farbu {suit}",
        "en": "extra turn: a new seven may always be played; opens {suit}",
    },
    "sevens.why.extra.above": {
        "sv": "extratur: ligger direkt ovanför {ref} i samma färg",
        "nb": "ekstratur: ligger rett over {ref} i samme farge",
        "sk": "ťah navyše: leží hneď nad kartou {ref} v tej istej farbe",
        "en": "extra turn: directly above {ref} in the same suit",
    },
    "sevens.why.extra.below": {
        "sv": "extratur: ligger direkt under {ref} i samma färg",
        "nb": "ekstratur: ligger rett under {ref} i samme farge",
        "sk": "ťah navyše: leží hneď pod kartou {ref} v tej istej farbe",
        "en": "extra turn: directly below {ref} in the same suit",
    },
    "sevens.why.pass_both": {
        "sv": "handen saknar {sevens} och saknar {cards}",
        "nb": "hånden mangler {sevens} og mangler {cards}",
        "sk": "v ruke chýba {sevens} a chýba {cards}",
        "en": "forced pass: lacks {sevens}, {cards}",
    },
    "sevens.why.pass_sevens": {
        "sv": "handen saknar {sevens}",
        "nb": "hånden mangler {sevens}",
        "sk": "v ruke chýba {sevens}",
        "en": "forced pass: lacks {sevens}",
    },
    "sevens.why.pass_rows": {
        "sv": "handen saknar {cards}",
        "nb": "hånden mangler {cards}",
        "sk": "v ruke chýba {cards}",
        "en": "forced pass: lacks {cards}",
    },
    "sevens.why.stand_over": {
        "sv": "står över frivilligt; {left} kvar att stå över",
        "nb": "står over frivillig; {left} ganger igjen å stå over",
        "sk": "dobrovoľne stojí; ešte {left}-krát môže stáť",
        "en": "stands over (a voluntary pass); {left} left",
    },
    "sevens.move.pass": {"sv": "Passar", "nb": "Pass", "sk": "Pas", "en": "pass"},
    # --- rules a move can break ---
    "sevens.rule.not_held": {
        "sv": "{player} har inte {card} på handen.",
        "nb": "{player} har ikke {card} på hånden.",
        "sk": "{player} nemá v ruke {card}.",
        "en": "{player} does not hold {card}.",
    },
    "sevens.rule.start_card_first": {
        "sv": "Given öppnas med startkortet {card}: den som har det måste lägga det först.",
        "nb": "Given åpnes med startkortet {card}: den som har det, må legge det først.",
        "sk": "Hra sa začína úvodnou kartou {card}: jej držiteľ ju musí vyložiť ako prvú.",
        "en": "The deal opens with the start card {card}: its holder must play it first.",
    },
    "sevens.rule.not_adjacent": {
        "sv": "{card} kan inte läggas än: {need} måste ligga först.",
        "nb": "{card} kan ikke legges ennå: {need} må ligge først.",
        "sk": "{card} sa ešte nedá vyložiť: najprv musí ležať {need}.",
        "en": "{card} cannot be played yet: it needs {need} first.",
    },
    "sevens.rule.row_ended": {
        "sv": "{card} kan inte läggas nu.",
        "nb": "{card} kan ikke legges nå.",
        "sk": "{card} sa teraz nedá vyložiť.",
        "en": "{card} cannot be played now.",
    },
    "sevens.rule.must_play": {
        "sv": "Den som kan lägga måste lägga: {cards} går att lägga.",
        "nb": "Du må legge når du kan: {cards} kan legges.",
        "sk": "Kto môže vyložiť, musí vyložiť: dá sa vyložiť {cards}.",
        "en": "You must play when you can: {cards} can be played.",
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
        "sk": "Ťah  Hráč  Karta alebo pas  Prečo je ťah dovolený",
        "en": "Turn  Player  Card or pass  Why the move is allowed",
    },
    "sevens.result.winner": {
        "sv": "{player} blev av med alla kort och vinner given.",
        "nb": "{player} ble kvitt alle kortene og vinner.",
        "sk": "{player} sa zbavil všetkých kariet a vyhráva.",
        "en": "{player} is out of cards and wins the deal.",
    },
    "sevens.result.in_progress": {
        "sv": "Given pågår; {player} står på tur.",
        "nb": "Given pågår; {player} står for tur.",
        "sk": "Hra pokračuje; na ťahu je {player}.",
        "en": "The deal goes on; {player} is to move.",
    },
    "sevens.result.kabal_line": {
        "sv": "{player}: {left} kort kvar + {passes} pass = {points} poäng",
        "nb": "{player}: {left} kort igjen + {passes} pass = {points} poeng",
        "sk": "{player}: {left} zostávajúcich kariet + {passes} pasov = {points} bodov",
        "en": "{player}: {left} cards left + {passes} passes = {points} points",
    },
    "sevens.result.pot_line": {
        "sv": "{player}: {passes} pass, {chips} marker i potten",
        "nb": "{player}: {passes} pass, {chips} sjetonger i potten",
        "sk": "{player}: {passes} pasov, {chips} žetónov do banku",
        "en": "{player}: {passes} passes, {chips} chips into the pot",
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
        "sv": "{player} tar potten: {pot} marker.",
        "nb": "{player} tar potten: {pot} sjetonger.",
        "sk": "{player} berie bank: {pot} žetónov.",
        "en": "{player} takes the pot: {pot} chips.",
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
}
