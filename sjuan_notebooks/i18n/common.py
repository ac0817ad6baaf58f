"""Translation section: cards, packs, counts, generic errors. Keys start with ``card.``,
``count.``, ``error.``, ``list.``, ``opt.`` or ``common.``.

Card names: French pack (52) in sv/nb/en use the usual words; Slovak uses the French-suited
names (srdcia, piky, káry, kríže). The German-suited Sedma pack uses its own names in every
language (Slovak červeň, zeleň, žaluď, guľa; dolník, horník), see ``card.g.*``. A card's name
is written as it stands mid-sentence (lower case); Slovak puts the suit adjective first and
declines it with the rank noun (``sjuan_notebooks.i18n.slovak``), so a Slovak template asks
for the case its sentence needs: ``{card:acc}`` after a verb, ``{card:ins}`` after "nad".

A count-dependent message is a tuple of the language's plural forms (see ``i18n.__init__``);
the ``count.*`` messages name one counted thing each, for sentences that show two counts.
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    "list.and": {"sv": " och ", "nb": " og ", "sk": " a ", "en": " and "},
    "common.none": {"sv": "inga", "nb": "ingen", "sk": "žiadne", "en": "none"},
    "common.pass": {"sv": "pass", "nb": "pass", "sk": "pas", "en": "pass"},
    "common.player": {"sv": "Spelare", "nb": "Spiller", "sk": "Hráč", "en": "Player"},
    "common.seat": {"sv": "plats {n}", "nb": "plass {n}", "sk": "miesto {n}", "en": "seat {n}"},
    "common.turn": {"sv": "Tur", "nb": "Tur", "sk": "Ťah", "en": "Turn"},
    "common.winner": {"sv": "Vinnare", "nb": "Vinner", "sk": "Víťaz", "en": "Winner"},
    # --- French pack: card names are "{suit} {rank}" in sv/nb, "{rank} of {suit}" in en ---
    "card.name": {
        "sv": "{suit} {rank}",
        "nb": "{suit} {rank}",
        "sk": "{suit_adj} {rank}",
        "en": "{rank} of {suit}",
    },
    "card.suit.S": {"sv": "spader", "nb": "spar", "sk": "piky", "en": "spades"},
    "card.suit.H": {"sv": "hjärter", "nb": "hjerter", "sk": "srdcia", "en": "hearts"},
    "card.suit.D": {"sv": "ruter", "nb": "ruter", "sk": "káry", "en": "diamonds"},
    "card.suit.C": {"sv": "klöver", "nb": "kløver", "sk": "kríže", "en": "clubs"},
    # The suit as an adjective. Slovak: a stem, whose ending follows the rank noun's gender
    # (m -ý, f -á, n -é). sv, nb, en name cards without it; their entry is the suit's
    # attributive word, since a catalog message is never empty.
    "card.suit_adj.S": {"sv": "spader", "nb": "spar", "sk": "pikov", "en": "spade"},
    "card.suit_adj.H": {"sv": "hjärter", "nb": "hjerter", "sk": "srdcov", "en": "heart"},
    "card.suit_adj.D": {"sv": "ruter", "nb": "ruter", "sk": "károv", "en": "diamond"},
    "card.suit_adj.C": {"sv": "klöver", "nb": "kløver", "sk": "krížov", "en": "club"},
    "card.rank.1": {"sv": "ess", "nb": "ess", "sk": "eso", "en": "ace"},
    "card.rank.2": {"sv": "två", "nb": "to", "sk": "dvojka", "en": "two"},
    "card.rank.3": {"sv": "tre", "nb": "tre", "sk": "trojka", "en": "three"},
    "card.rank.4": {"sv": "fyra", "nb": "fire", "sk": "štvorka", "en": "four"},
    "card.rank.5": {"sv": "fem", "nb": "fem", "sk": "päťka", "en": "five"},
    "card.rank.6": {"sv": "sex", "nb": "seks", "sk": "šestka", "en": "six"},
    "card.rank.7": {"sv": "sju", "nb": "sju", "sk": "sedmička", "en": "seven"},
    "card.rank.8": {"sv": "åtta", "nb": "åtte", "sk": "osmička", "en": "eight"},
    "card.rank.9": {"sv": "nio", "nb": "ni", "sk": "deviatka", "en": "nine"},
    "card.rank.10": {"sv": "tio", "nb": "ti", "sk": "desiatka", "en": "ten"},
    "card.rank.11": {"sv": "knekt", "nb": "knekt", "sk": "dolník", "en": "jack"},
    "card.rank.12": {"sv": "dam", "nb": "dame", "sk": "dáma", "en": "queen"},
    "card.rank.13": {"sv": "kung", "nb": "konge", "sk": "kráľ", "en": "king"},
    # --- German-suited Sedma pack: "löv över", Slovak "zelený horník" ---
    "card.g.name": {
        "sv": "{suit} {rank}",
        "nb": "{suit} {rank}",
        "sk": "{suit_adj} {rank}",
        "en": "{rank} of {suit}",
    },
    "card.g.suit.H": {"sv": "hjärter", "nb": "hjerter", "sk": "červeň", "en": "hearts"},
    "card.g.suit.S": {"sv": "löv", "nb": "løv", "sk": "zeleň", "en": "leaves"},
    "card.g.suit.C": {"sv": "ekollon", "nb": "eikenøtter", "sk": "žaluď", "en": "acorns"},
    "card.g.suit.D": {"sv": "bjällror", "nb": "bjeller", "sk": "guľa", "en": "bells"},
    "card.g.rank.1": {"sv": "ess", "nb": "ess", "sk": "eso", "en": "ace"},
    "card.g.rank.7": {"sv": "sju", "nb": "sju", "sk": "sedma", "en": "seven"},
    "card.g.rank.8": {"sv": "åtta", "nb": "åtte", "sk": "osmička", "en": "eight"},
    "card.g.rank.9": {"sv": "nio", "nb": "ni", "sk": "deviatka", "en": "nine"},
    "card.g.rank.10": {"sv": "tio", "nb": "ti", "sk": "desiatka", "en": "ten"},
    "card.g.rank.11": {"sv": "under", "nb": "under", "sk": "dolník", "en": "unter"},
    "card.g.rank.12": {"sv": "över", "nb": "over", "sk": "horník", "en": "ober"},
    "card.g.rank.13": {"sv": "kung", "nb": "konge", "sk": "kráľ", "en": "king"},
    # Slovak adjective stems of the German suits (červený, zelený, žaluďový, guľový)
    "card.g.suit_adj.H": {"sv": "hjärter", "nb": "hjerter", "sk": "červen", "en": "heart"},
    "card.g.suit_adj.S": {"sv": "löv", "nb": "løv", "sk": "zelen", "en": "leaf"},
    "card.g.suit_adj.C": {"sv": "ekollon", "nb": "eikenøtt", "sk": "žaluďov", "en": "acorn"},
    "card.g.suit_adj.D": {"sv": "bjällra", "nb": "bjelle", "sk": "guľov", "en": "bell"},
    # --- short names: buttons and lists of hands ("♥7", "♠Kn"; Sedma "Č7", "ZH") ---
    "card.rank_short.1": {"sv": "E", "nb": "E", "sk": "A", "en": "A"},
    "card.rank_short.11": {"sv": "Kn", "nb": "Kn", "sk": "J", "en": "J"},
    "card.rank_short.12": {"sv": "D", "nb": "D", "sk": "Q", "en": "Q"},
    "card.rank_short.13": {"sv": "K", "nb": "K", "sk": "K", "en": "K"},
    "card.g.suit_short.H": {"sv": "Hj", "nb": "Hj", "sk": "Č", "en": "H"},
    "card.g.suit_short.S": {"sv": "L", "nb": "L", "sk": "Z", "en": "L"},
    "card.g.suit_short.C": {"sv": "Ek", "nb": "Ei", "sk": "Ž", "en": "Ac"},
    "card.g.suit_short.D": {"sv": "B", "nb": "B", "sk": "G", "en": "B"},
    # --- counts: one message per counted thing, its form chosen by n ---
    "count.cards": {
        "sv": ("{n} kort", "{n} kort"),
        "nb": ("{n} kort", "{n} kort"),
        "sk": ("{n} karta", "{n} karty", "{n} kariet"),
        "en": ("{n} card", "{n} cards"),
    },
    "count.cards_left": {
        "sv": ("{n} kort kvar", "{n} kort kvar"),
        "nb": ("{n} kort igjen", "{n} kort igjen"),
        "sk": ("{n} zostávajúca karta", "{n} zostávajúce karty", "{n} zostávajúcich kariet"),
        "en": ("{n} card left", "{n} cards left"),
    },
    "count.passes": {
        "sv": ("{n} pass", "{n} pass"),
        "nb": ("{n} pass", "{n} pass"),
        "sk": ("{n} pas", "{n} pasy", "{n} pasov"),
        "en": ("{n} pass", "{n} passes"),
    },
    "count.points": {
        "sv": ("{n} poäng", "{n} poäng"),
        "nb": ("{n} poeng", "{n} poeng"),
        "sk": ("{n} bod", "{n} body", "{n} bodov"),
        "en": ("{n} point", "{n} points"),
    },
    "count.win_points": {
        "sv": ("{n} vinstpoäng", "{n} vinstpoäng"),
        "nb": ("{n} vinnerpoeng", "{n} vinnerpoeng"),
        "sk": ("{n} výherný bod", "{n} výherné body", "{n} výherných bodov"),
        "en": ("{n} win point", "{n} win points"),
    },
    "count.tricks": {
        "sv": ("{n} stick", "{n} stick"),
        "nb": ("{n} stikk", "{n} stikk"),
        "sk": ("{n} zdvih", "{n} zdvihy", "{n} zdvihov"),
        "en": ("{n} trick", "{n} tricks"),
    },
    "count.chips": {
        "sv": ("{n} marker", "{n} marker"),
        "nb": ("{n} sjetong", "{n} sjetonger"),
        "sk": ("{n} žetón", "{n} žetóny", "{n} žetónov"),
        "en": ("{n} chip", "{n} chips"),
    },
    "count.players": {
        "sv": ("{n} spelare", "{n} spelare"),
        "nb": ("{n} spiller", "{n} spillere"),
        "sk": ("{n} hráč", "{n} hráči", "{n} hráčov"),
        "en": ("{n} player", "{n} players"),
    },
    "count.hands": {
        "sv": ("{n} hand", "{n} händer"),
        "nb": ("{n} hånd", "{n} hender"),
        "sk": ("{n} ruka", "{n} ruky", "{n} rúk"),
        "en": ("{n} hand", "{n} hands"),
    },
    "count.games_played": {
        "sv": ("{n} spel spelat", "{n} spel spelade"),
        "nb": ("{n} spill spilt", "{n} spill spilt"),
        "sk": ("{n} odohraná hra", "{n} odohrané hry", "{n} odohraných hier"),
        "en": ("{n} game played", "{n} games played"),
    },
    "count.deals": {
        "sv": ("{n} giv", "{n} givar"),
        "nb": ("{n} omgang", "{n} omganger"),
        "sk": ("{n} kolo", "{n} kolá", "{n} kôl"),
        "en": ("{n} deal", "{n} deals"),
    },
    "count.values": {
        "sv": ("{n} värde", "{n} värden"),
        "nb": ("{n} verdi", "{n} verdier"),
        "sk": ("{n} hodnota", "{n} hodnoty", "{n} hodnôt"),
        "en": ("{n} value", "{n} values"),
    },
    # --- errors ---
    "error.generic": {
        "sv": "Något gick fel.",
        "nb": "Noe gikk galt.",
        "sk": "Niečo sa pokazilo.",
        "en": "Something went wrong.",
    },
    "error.bad_card": {
        "sv": 'Ogiltig kortkod "{code}": en kod är en färgbokstav S, H, D eller C och en valör A, 2-10, J, Q eller K, till exempel H7, S10 eller DQ.',
        "nb": 'Ugyldig kortkode "{code}": en kode er en fargebokstav S, H, D eller C og en verdi A, 2-10, J, Q eller K, for eksempel H7, S10 eller DQ.',
        "sk": 'Neplatný kód karty "{code}": kód je písmeno farby S, H, D alebo C a hodnota A, 2-10, J, Q alebo K, napríklad H7, S10 alebo DQ.',
        "en": 'Bad card code "{code}": a code is a suit letter S, H, D or C and a rank A, 2-10, J, Q or K, such as H7, S10 or DQ.',
    },
    "error.not_in_pack": {
        "sv": "Kortet {card} finns inte i den här leken ({pack}).",
        "nb": "Kortet {card} finnes ikke i denne kortstokken ({pack}).",
        "sk": "V tomto balíčku ({pack}) nie je {card}.",
        "en": "The {card} is not in this pack ({pack}).",
    },
    "error.player_count": {
        "sv": (
            "{game} spelas av {lo} till {n} spelare, inte {got}.",
            "{game} spelas av {lo} till {n} spelare, inte {got}.",
        ),
        "nb": (
            "{game} spilles av {lo} til {n} spiller, ikke {got}.",
            "{game} spilles av {lo} til {n} spillere, ikke {got}.",
        ),
        "sk": (
            "{game} hrá {lo} až {n} hráč, nie {got}.",
            "{game} hrajú {lo} až {n} hráči, nie {got}.",
            "{game} hrá {lo} až {n} hráčov, nie {got}.",
        ),
        "en": (
            "{game} is played by {lo} to {n} player, not {got}.",
            "{game} is played by {lo} to {n} players, not {got}.",
        ),
    },
    "error.unknown_option": {
        "sv": 'Okänt alternativ "{name}" för {game}; kända alternativ: {known}.',
        "nb": 'Ukjent valg "{name}" for {game}; kjente valg: {known}.',
        "sk": 'Neznáma voľba "{name}" pre {game}; známe voľby: {known}.',
        "en": 'Unknown option "{name}" for {game}; known options: {known}.',
    },
    "error.bad_option_value": {
        "sv": 'Alternativet "{name}" kan inte vara {value}; tillåtet: {allowed}.',
        "nb": 'Valget "{name}" kan ikke være {value}; tillatt: {allowed}.',
        "sk": 'Voľba "{name}" nemôže byť {value}; povolené: {allowed}.',
        "en": 'The option "{name}" cannot be {value}; allowed: {allowed}.',
    },
    "error.option_type": {
        "sv": 'Alternativet "{name}" måste vara {kind}, inte {value}.',
        "nb": 'Valget "{name}" må være {kind}, ikke {value}.',
        "sk": 'Voľba "{name}" musí byť {kind}, nie {value}.',
        "en": 'The option "{name}" must be {kind}, not {value}.',
    },
    "opt.allowed.at_least": {
        "sv": "ett heltal från {n} och uppåt",
        "nb": "et heltall fra {n} og oppover",
        "sk": "celé číslo od {n} vyššie",
        "en": "a whole number from {n} up",
    },
    "opt.allowed.switch": {
        "sv": (
            "true ({n} gång), false, eller ett heltal från {low} och uppåt",
            "true ({n} gånger), false, eller ett heltal från {low} och uppåt",
        ),
        "nb": (
            "true ({n} gang), false, eller et heltall fra {low} og oppover",
            "true ({n} ganger), false, eller et heltall fra {low} og oppover",
        ),
        "sk": (
            "true ({n}-krát), false alebo celé číslo od {low} vyššie",
            "true ({n}-krát), false alebo celé číslo od {low} vyššie",
            "true ({n}-krát), false alebo celé číslo od {low} vyššie",
        ),
        "en": (
            "true ({n} time), false, or a whole number from {low} up",
            "true ({n} times), false, or a whole number from {low} up",
        ),
    },
    "opt.allowed.removed_pair": {
        "sv": "en åtta och en nia, i valfria färger, t.ex. S8,S9",
        "nb": "en åtter og en nier, i valgfrie farger, f.eks. S8,S9",
        "sk": "jedna osmička a jedna deviatka ľubovoľnej farby, napr. S8,S9",
        "en": "one eight and one nine, of any suits, e.g. S8,S9",
    },
    "error.bad_lang": {
        "sv": 'Okänt språk "{lang}"; välj bland {langs}.',
        "nb": 'Ukjent språk "{lang}"; velg blant {langs}.',
        "sk": 'Neznámy jazyk "{lang}"; vyberte z {langs}.',
        "en": 'Unknown language "{lang}"; choose one of {langs}.',
    },
    "error.unknown_game": {
        "sv": 'Okänt spel "{game}"; kända spel: {known}.',
        "nb": 'Ukjent spill "{game}"; kjente spill: {known}.',
        "sk": 'Neznáma hra "{game}"; známe hry: {known}.',
        "en": 'Unknown game "{game}"; known games: {known}.',
    },
    "error.perfect_needs_sevens": {
        "sv": "Perfekt spel räknas bara för sjuan, sjuern och kabal, inte för {game}.",
        "nb": "Perfekt spill regnes bare ut for sjuan, sjuern og kabal, ikke for {game}.",
        "sk": "Dokonalá hra sa počíta len pre sjuan, sjuern a kabal, nie pre {game}.",
        "en": "Perfect play is worked out only for sjuan, sjuern and kabal, not for {game}.",
    },
    "error.search_budget": {
        "sv": (
            "Perfekt spel kräver mer än {n} ställning; kör med --no-budget för att söka vidare.",
            "Perfekt spel kräver mer än {n} ställningar; kör med --no-budget för att söka vidare.",
        ),
        "nb": (
            "Perfekt spill krever mer enn {n} stilling; kjør med --no-budget for å søke videre.",
            "Perfekt spill krever mer enn {n} stillinger; kjør med --no-budget for å søke videre.",
        ),
        "sk": (
            "Dokonalá hra potrebuje viac než {n} pozíciu; spustite s --no-budget a hľadajte ďalej.",
            "Dokonalá hra potrebuje viac než {n} pozície; spustite s --no-budget a hľadajte ďalej.",
            "Dokonalá hra potrebuje viac než {n} pozícií; spustite s --no-budget a hľadajte ďalej.",
        ),
        "en": (
            "Perfect play needs more than {n} position; run with --no-budget to search on.",
            "Perfect play needs more than {n} positions; run with --no-budget to search on.",
        ),
    },
    "error.record": {
        "sv": "Protokollet kan inte läsas: {reason}",
        "nb": "Protokollen kan ikke leses: {reason}",
        "sk": "Záznam sa nedá prečítať: {reason}",
        "en": "The record cannot be read: {reason}",
    },
    "error.bad_json": {
        "sv": "Filen {path} är inte giltig JSON (rad {line}, kolumn {col}): {msg}.",
        "nb": "Filen {path} er ikke gyldig JSON (linje {line}, kolonne {col}): {msg}.",
        "sk": "Súbor {path} nie je platný JSON (riadok {line}, stĺpec {col}): {msg}.",
        "en": "The file {path} is not valid JSON (line {line}, column {col}): {msg}.",
    },
    "error.no_file": {
        "sv": "Filen {path} finns inte eller kan inte läsas.",
        "nb": "Filen {path} finnes ikke eller kan ikke leses.",
        "sk": "Súbor {path} neexistuje alebo sa nedá čítať.",
        "en": "The file {path} does not exist or cannot be read.",
    },
    "error.at_turn": {
        "sv": "Tur {turn}: {message}",
        "nb": "Tur {turn}: {message}",
        "sk": "Ťah {turn}: {message}",
        "en": "Turn {turn}: {message}",
    },
    "error.record_field": {
        "sv": 'fältet "{field}" {problem}.',
        "nb": 'feltet "{field}" {problem}.',
        "sk": 'pole "{field}" {problem}.',
        "en": 'the field "{field}" {problem}.',
    },
    "error.card_twice": {
        "sv": "Kortet {card} delas ut två gånger.",
        "nb": "Kortet {card} er delt ut to ganger.",
        "sk": "V rozdaní je dvakrát {card}.",
        "en": "The {card} is dealt twice.",
    },
    "error.cards_missing": {
        "sv": ("Given saknar {n} kort: {cards}.", "Given saknar {n} kort: {cards}."),
        "nb": ("Given mangler {n} kort: {cards}.", "Given mangler {n} kort: {cards}."),
        "sk": (
            "V rozdaní chýba {n} karta: {cards}.",
            "V rozdaní chýbajú {n} karty: {cards}.",
            "V rozdaní chýba {n} kariet: {cards}.",
        ),
        "en": ("The deal misses {n} card: {cards}.", "The deal misses {n} cards: {cards}."),
    },
    "error.unknown_player": {
        "sv": 'Okänd spelare "{name}"; spelarna är {players}.',
        "nb": 'Ukjent spiller "{name}"; spillerne er {players}.',
        "sk": 'Neznámy hráč "{name}"; hráči sú {players}.',
        "en": 'Unknown player "{name}"; the players are {players}.',
    },
    "error.game_over": {
        "sv": "Given är redan slut; inga fler drag.",
        "nb": "Given er allerede slutt; ingen flere trekk.",
        "sk": "Hra sa už skončila; žiadne ďalšie ťahy.",
        "en": "The deal is already over; no more moves.",
    },
    "error.bad_move_code": {
        "sv": 'Ogiltigt drag "{code}": ett drag är en kortkod (som H7) eller "pass".',
        "nb": 'Ugyldig trekk "{code}": et trekk er en kortkode (som H7) eller "pass".',
        "sk": 'Neplatný ťah "{code}": ťah je kód karty (napr. H7) alebo "pass".',
        "en": 'Bad move "{code}": a move is a card code (such as H7) or "pass".',
    },
}
