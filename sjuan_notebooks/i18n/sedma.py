"""Translation section: sedma. Keys start with ``sedma.``.

The Slovak sentences follow the rule text's own words: "prvá karta" (the led card), "prebiť"
(to take over), "otočiť kolo" (the leader's continuation; not continuing is "neotočiť kolo"),
"spálená hra" (the burnt game), "výherné body" (win points), "osmička" (the eight). Cards are
named in the German-suited pack's words in every language ("zelený horník", "löv över");
``{rank}`` is the rank's word ("horník", "över"), and Slovak asks for the case a sentence needs
(``{card:acc}`` after "vynáša"). ``{four}`` names a burnt four ("štyri sedmy").
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- why a card may be played (replay explanations, the legal-move map) ---
    "sedma.why.lead": {
        "sv": "spelar ut {card}; bara ett kort av samma valör ({rank}) eller en sjua tar över sticket",
        "nb": "spiller ut {card}; bare et kort med samme verdi ({rank}) eller en sjuer tar over stikket",
        "sk": "vynáša {card:acc}; zdvih prebije len karta rovnakej hodnoty ({rank}) alebo sedma",
        "en": "leads the {card}; only a card of the same rank ({rank}) or a seven takes the trick over",
    },
    "sedma.why.lead_seven": {
        "sv": "spelar ut {card}; bara en annan sjua tar över sticket",
        "nb": "spiller ut {card}; bare en annen sjuer tar over stikket",
        "sk": "vynáša {card:acc}; sedmu prebije len ďalšia sedma",
        "en": "leads the {card}; only another seven takes the trick over",
    },
    "sedma.why.lead_3": {
        "sv": "spelar ut {card}; bara ett kort av samma valör ({rank}), en sjua eller den röda kungen tar över sticket",
        "nb": "spiller ut {card}; bare et kort med samme verdi ({rank}), en sjuer eller den røde kongen tar over stikket",
        "sk": "vynáša {card:acc}; zdvih prebije len karta rovnakej hodnoty ({rank}), sedma alebo červený kráľ",
        "en": "leads the {card}; only a card of the same rank ({rank}), a seven or the red king takes the trick over",
    },
    "sedma.why.lead_seven_3": {
        "sv": "spelar ut {card}; bara en annan sjua eller den röda kungen tar över sticket",
        "nb": "spiller ut {card}; bare en annen sjuer eller den røde kongen tar over stikket",
        "sk": "vynáša {card:acc}; sedmu prebije len ďalšia sedma alebo červený kráľ",
        "en": "leads the {card}; only another seven or the red king takes the trick over",
    },
    "sedma.why.lead_red_king": {
        "sv": "spelar ut den röda kungen, som gäller som sjua; {player} spelar ensam mot de andra",
        "nb": "spiller ut den røde kongen, som gjelder som sjuer; {player} spiller alene mot de andre",
        "sk": "vynáša červeného kráľa, ktorý platí ako sedma; {player} hrá sám proti ostatným",
        "en": "leads the red king, which counts as a seven; {player} plays alone against the others",
    },
    "sedma.why.same_rank": {
        "sv": "tar över: samma valör som det utspelade kortet ({rank})",
        "nb": "tar over: samme verdi som det utspilte kortet ({rank})",
        "sk": "prebíja: rovnaká hodnota ako prvá karta ({rank})",
        "en": "takes over: the same rank as the led card ({rank})",
    },
    "sedma.why.seven": {
        "sv": "en sjua tar över varje stick",
        "nb": "en sjuer tar over ethvert stikk",
        "sk": "sedma prebije každú kartu",
        "en": "a seven takes over any trick",
    },
    "sedma.why.red_king": {
        "sv": "den röda kungen gäller som sjua och tar över; {player} spelar ensam mot de andra",
        "nb": "den røde kongen gjelder som sjuer og tar over; {player} spiller alene mot de andre",
        "sk": "červený kráľ platí ako sedma a prebíja; {player} hrá sám proti ostatným",
        "en": "the red king counts as a seven and takes over; {player} plays alone against the others",
    },
    "sedma.why.no_match": {
        "sv": "matchar inte det utspelade kortet ({rank}): sticket stannar hos {player}",
        "nb": "har ikke samme verdi som det utspilte kortet ({rank}): stikket blir hos {player}",
        "sk": "nemá hodnotu prvej karty ({rank}): zdvih zostáva hráčovi {player}",
        "en": "does not match the led card ({rank}): the trick stays with {player}",
    },
    "sedma.why.continue_same_rank": {
        "sv": "utspelaren fortsätter sticket med samma valör ({rank}) och tar tillbaka det",
        "nb": "utspilleren fortsetter stikket med samme verdi ({rank}) og tar det tilbake",
        "sk": "prvý hráč otáča kolo kartou rovnakej hodnoty ({rank}) a berie zdvih späť",
        "en": "the leader continues with the led rank ({rank}) and takes the trick back",
    },
    "sedma.why.continue_seven": {
        "sv": "utspelaren fortsätter sticket med en sjua och tar tillbaka det",
        "nb": "utspilleren fortsetter stikket med en sjuer og tar det tilbake",
        "sk": "prvý hráč otáča kolo sedmou a berie zdvih späť",
        "en": "the leader continues with a seven and takes the trick back",
    },
    "sedma.why.continue_red_king": {
        "sv": "utspelaren fortsätter med den röda kungen (gäller som sjua) och tar tillbaka sticket; {player} spelar ensam",
        "nb": "utspilleren fortsetter med den røde kongen (gjelder som sjuer) og tar stikket tilbake; {player} spiller alene",
        "sk": "prvý hráč otáča kolo červeným kráľom (platí ako sedma) a berie zdvih späť; {player} hrá sám",
        "en": "the leader continues with the red king (a seven) and takes the trick back; {player} plays alone",
    },
    "sedma.why.continue_no_match": {
        "sv": "utspelaren får bara fortsätta med valören {rank} eller en sjua",
        "nb": "utspilleren kan bare fortsette med verdien {rank} eller en sjuer",
        "sk": "kolo možno otočiť len kartou rovnakej hodnoty ({rank}) alebo sedmou",
        "en": "the leader may continue only with a card of rank {rank} or a seven",
    },
    "sedma.why.continue_no_match_3": {
        "sv": "utspelaren får bara fortsätta med valören {rank}, en sjua eller den röda kungen",
        "nb": "utspilleren kan bare fortsette med verdien {rank}, en sjuer eller den røde kongen",
        "sk": "kolo možno otočiť len kartou rovnakej hodnoty ({rank}), sedmou alebo červeným kráľom",
        "en": "the leader may continue only with a card of rank {rank}, a seven or the red king",
    },
    "sedma.why.stop": {
        "sv": "utspelaren fortsätter inte: sticket går till {player}",
        "nb": "utspilleren fortsetter ikke: stikket går til {player}",
        "sk": "prvý hráč kolo neotáča: zdvih berie {player}",
        "en": "the leader stops: the trick goes to {player}",
    },
    "sedma.why.stop_forced": {
        "sv": "utspelaren har inget kort av valören {rank} och ingen sjua: sticket går till {player}",
        "nb": "utspilleren har ikke noe kort med verdien {rank} og ingen sjuer: stikket går til {player}",
        "sk": "prvý hráč nemá kartu rovnakej hodnoty ({rank}) ani sedmu: zdvih berie {player}",
        "en": "the leader holds no {rank} and no seven, so stops: the trick goes to {player}",
    },
    "sedma.why.stop_forced_3": {
        "sv": "utspelaren har inget kort av valören {rank}, ingen sjua och inte den röda kungen: sticket går till {player}",
        "nb": "utspilleren har ikke noe kort med verdien {rank}, ingen sjuer og ikke den røde kongen: stikket går til {player}",
        "sk": "prvý hráč nemá kartu rovnakej hodnoty ({rank}), sedmu ani červeného kráľa: zdvih berie {player}",
        "en": "the leader holds no {rank}, no seven and not the red king, so stops: the trick goes to {player}",
    },
    "sedma.why.show_hand": {
        "sv": "{player} visar {four} ({cards}) direkt från given: bränt spel från handen, som slutar spelet genast; 4 vinstpoäng",
        "nb": "{player} viser {four} ({cards}) rett fra given: brent spill fra hånden, som avslutter spillet med en gang; 4 vinnerpoeng",
        "sk": "{player} ukazuje {four} ({cards}) hneď z rozdania: spálená hra z ruky, ktorá hru hneď končí; 4 výherné body",
        "en": "{player} shows {four} ({cards}) straight from the deal: a burnt game from the hand, which ends the game at once; 4 win points",
    },
    "sedma.why.show_play": {
        "sv": "{player} visar {four} ({cards}), samlade under spelet: bränt spel, som slutar spelet genast; 1 vinstpoäng",
        "nb": "{player} viser {four} ({cards}), samlet i spillet: brent spill, som avslutter spillet med en gang; 1 vinnerpoeng",
        "sk": "{player} ukazuje {four} ({cards}) pozbierané počas hry: spálená hra, ktorá hru hneď končí; 1 výherný bod",
        "en": "{player} shows {four} ({cards}), gathered during play: a burnt game, which ends the game at once; 1 win point",
    },
    "sedma.why.game_over": {
        "sv": "spelet är slut",
        "nb": "spillet er over",
        "sk": "hra sa skončila",
        "en": "the game is over",
    },
    "sedma.why.not_held": {
        "sv": "{player} har inte det kortet",
        "nb": "{player} har ikke det kortet",
        "sk": "{player} túto kartu nemá",
        "en": "{player} does not hold this card",
    },
    # --- broken rules (one sentence each) ---
    "sedma.rule.not_held": {
        "sv": "{player} har inte {card}.",
        "nb": "{player} har ikke {card}.",
        "sk": "{player} nemá {card:acc}.",
        "en": "{player} does not hold the {card}.",
    },
    "sedma.rule.continue_match": {
        "sv": "Utspelaren får bara fortsätta sticket med ett kort av den utspelade valören ({rank}) eller en sjua; {card} passar inte.",
        "nb": "Utspilleren kan bare fortsette stikket med et kort av den utspilte verdien ({rank}) eller en sjuer; {card} passer ikke.",
        "sk": "Prvý hráč môže otočiť kolo len kartou rovnakej hodnoty ako prvá karta ({rank}) alebo sedmou; {card} to nespĺňa.",
        "en": "The leader may continue the trick only with a card of the led rank ({rank}) or a seven; the {card} does not match.",
    },
    "sedma.rule.continue_match_3": {
        "sv": "Utspelaren får bara fortsätta sticket med ett kort av den utspelade valören ({rank}), en sjua eller den röda kungen; {card} passar inte.",
        "nb": "Utspilleren kan bare fortsette stikket med et kort av den utspilte verdien ({rank}), en sjuer eller den røde kongen; {card} passer ikke.",
        "sk": "Prvý hráč môže otočiť kolo len kartou rovnakej hodnoty ako prvá karta ({rank}), sedmou alebo červeným kráľom; {card} to nespĺňa.",
        "en": "The leader may continue the trick only with a card of the led rank ({rank}), a seven or the red king; the {card} does not match.",
    },
    "sedma.rule.stop_not_decision": {
        "sv": "Att inte fortsätta sticket är bara utspelarens val när en runda av sticket är slut; nu måste {player} lägga ett kort i sticket.",
        "nb": "Å ikke fortsette stikket er bare utspillerens valg når en runde av stikket er ferdig; nå må {player} legge et kort i stikket.",
        "sk": "Neotočiť kolo sa môže rozhodnúť len prvý hráč na konci kola; teraz musí {player} vyložiť kartu do zdvihu.",
        "en": "Stopping is only the leader's choice at the end of a round of the trick; now {player} must play a card to the trick.",
    },
    "sedma.rule.burnt_off": {
        "sv": "Bränt spel spelas inte här (alternativet burnt är av).",
        "nb": "Brent spill spilles ikke her (valget burnt er av).",
        "sk": "Spálená hra sa tu nehrá (voľba burnt je vypnutá).",
        "en": "Burnt games are not played here (the option burnt is off).",
    },
    "sedma.rule.show_not_four": {
        "sv": "Ett bränt spel kräver fyra kort av samma valör på handen; {player} har {cards}.",
        "nb": "Et brent spill krever fire kort med samme verdi på hånden; {player} har {cards}.",
        "sk": "Spálená hra potrebuje v ruke štyri karty rovnakej hodnoty; {player} má {cards:acc}.",
        "en": "A burnt game needs four cards of one rank in hand; {player} holds the {cards}.",
    },
    "sedma.rule.match_over": {
        "sv": "Matchen är slut; inga fler spel.",
        "nb": "Kampen er over; ingen flere spill.",
        "sk": "Zápas sa skončil; ďalšia hra už nebude.",
        "en": "The match is over; no more games.",
    },
    "sedma.error.bad_move": {
        "sv": 'Ogiltigt drag "{code}": ett drag är en kortkod i sedmaleken (som H7 eller SJ), "stop" eller "show".',
        "nb": 'Ugyldig trekk "{code}": et trekk er en kortkode i sedmastokken (som H7 eller SJ), "stop" eller "show".',
        "sk": 'Neplatný ťah "{code}": ťah je kód karty z balíčka na sedmu (napr. H7 alebo SJ), "stop" alebo "show".',
        "en": 'Bad move "{code}": a move is a card code of the Sedma pack (such as H7 or SJ), "stop" or "show".',
    },
    "sedma.error.hand_size": {
        "sv": "Varje spelare får 4 kort; {player} har {n}.",
        "nb": "Hver spiller får 4 kort; {player} har {n}.",
        "sk": "Každý hráč dostane 4 karty; {player} má {n}.",
        "en": "Each player is dealt 4 cards; {player} has {n}.",
    },
    # --- replay text ---
    "sedma.move.stop": {
        "sv": "Stopp",
        "nb": "Stopp",
        "sk": "Neotočiť kolo",
        "en": "Stop",
    },
    "sedma.move.show": {
        "sv": "Visar",
        "nb": "Viser",
        "sk": "Ukazuje",
        "en": "Shows",
    },
    "sedma.text.header": {
        "sv": "Tur  Spelare  Drag  Varför",
        "nb": "Tur  Spiller  Trekk  Hvorfor",
        "sk": "Ťah  Hráč  Karta  Prečo",
        "en": "Turn  Player  Move  Why",
    },
    "sedma.text.sides": {
        "sv": "Lag: {a} mot {b}",
        "nb": "Lag: {a} mot {b}",
        "sk": "Strany: {a} proti {b}",
        "en": "Sides: {a} against {b}",
    },
    "sedma.text.sides_hidden": {
        "sv": "Lag: dolda tills den röda kungen spelas",
        "nb": "Lag: skjult til den røde kongen spilles",
        "sk": "Strany: skryté, kým nepadne červený kráľ",
        "en": "Sides: hidden until the red king is played",
    },
    "sedma.text.trick": {
        "sv": (
            "Stick {number}: {player} tar {cards}; {n} poäng",
            "Stick {number}: {player} tar {cards}; {n} poäng",
        ),
        "nb": (
            "Stikk {number}: {player} tar {cards}; {n} poeng",
            "Stikk {number}: {player} tar {cards}; {n} poeng",
        ),
        "sk": (
            "Zdvih {number}: {player} berie {cards:acc}; {n} bod",
            "Zdvih {number}: {player} berie {cards:acc}; {n} body",
            "Zdvih {number}: {player} berie {cards:acc}; {n} bodov",
        ),
        "en": (
            "Trick {number}: {player} takes the {cards}; {n} point",
            "Trick {number}: {player} takes the {cards}; {n} points",
        ),
    },
    "sedma.text.trick_last": {
        "sv": (
            "Stick {number} (sista): {player} tar {cards}; {n} poäng, varav 10 för sista sticket",
            "Stick {number} (sista): {player} tar {cards}; {n} poäng, varav 10 för sista sticket",
        ),
        "nb": (
            "Stikk {number} (siste): {player} tar {cards}; {n} poeng, derav 10 for siste stikk",
            "Stikk {number} (siste): {player} tar {cards}; {n} poeng, derav 10 for siste stikk",
        ),
        "sk": (
            "Zdvih {number} (posledný): {player} berie {cards:acc}; {n} bod, z toho 10 za posledný zdvih",
            "Zdvih {number} (posledný): {player} berie {cards:acc}; {n} body, z toho 10 za posledný zdvih",
            "Zdvih {number} (posledný): {player} berie {cards:acc}; {n} bodov, z toho 10 za posledný zdvih",
        ),
        "en": (
            "Trick {number} (last): {player} takes the {cards}; {n} point, 10 of them for the last trick",
            "Trick {number} (last): {player} takes the {cards}; {n} points, 10 of them for the last trick",
        ),
    },
    "sedma.text.stock": {
        "sv": "Alla fyller på till 4 kort, först {player}; kvar i högen: {n}",
        "nb": "Alle trekker opp til 4 kort, først {player}; igjen i bunken: {n}",
        "sk": "Všetci si doplnia karty, prvý {player}; v balíčku zostáva: {n}",
        "en": "Everyone draws back up, {player} first; left in the stock: {n}",
    },
    "sedma.text.in_progress": {
        "sv": "Protokollet slutar här; det är {player:gen} tur.",
        "nb": "Protokollen slutter her; {player} står for tur.",
        "sk": "Záznam sa tu končí; na ťahu je {player}.",
        "en": "The record stops here; {player} is to move.",
    },
    "sedma.text.side_line": {
        "sv": (
            "{side}: {n} poäng, antal stick: {tricks}",
            "{side}: {n} poäng, antal stick: {tricks}",
        ),
        "nb": (
            "{side}: {n} poeng, antall stikk: {tricks}",
            "{side}: {n} poeng, antall stikk: {tricks}",
        ),
        "sk": (
            "{side}: {n} bod, počet zdvihov: {tricks}",
            "{side}: {n} body, počet zdvihov: {tricks}",
            "{side}: {n} bodov, počet zdvihov: {tricks}",
        ),
        "en": (
            "{side}: {n} point, tricks won: {tricks}",
            "{side}: {n} points, tricks won: {tricks}",
        ),
    },
    "sedma.text.winner": {
        "sv": (
            "Vinnare: {side}, {n} vinstpoäng ({reason}).",
            "Vinnare: {side}, {n} vinstpoäng ({reason}).",
        ),
        "nb": (
            "Vinner: {side}, {n} vinnerpoeng ({reason}).",
            "Vinner: {side}, {n} vinnerpoeng ({reason}).",
        ),
        "sk": (
            "Víťaz: {side}, {n} výherný bod ({reason}).",
            "Víťaz: {side}, {n} výherné body ({reason}).",
            "Víťaz: {side}, {n} výherných bodov ({reason}).",
        ),
        "en": (
            "Winner: {side}, {n} win point ({reason}).",
            "Winner: {side}, {n} win points ({reason}).",
        ),
    },
    "sedma.reason.points": {
        "sv": "flest poäng",
        "nb": "flest poeng",
        "sk": "najvyšší počet bodov",
        "en": "most points",
    },
    "sedma.reason.no_points": {
        "sv": "motståndarna har inga poäng",
        "nb": "motstanderne har ingen poeng",
        "sk": "súperi nemajú žiadne body",
        "en": "the opponents have no points",
    },
    "sedma.reason.no_tricks": {
        "sv": "motståndarna tog inget stick",
        "nb": "motstanderne tok ikke noe stikk",
        "sk": "súperi nevyhrali žiadny zdvih",
        "en": "the opponents took no trick",
    },
    "sedma.reason.burnt_hand": {
        "sv": "bränt spel från handen",
        "nb": "brent spill fra hånden",
        "sk": "spálená hra z ruky",
        "en": "burnt game from the hand",
    },
    "sedma.reason.burnt_play": {
        "sv": "bränt spel under spelet",
        "nb": "brent spill underveis",
        "sk": "spálená počas hry",
        "en": "burnt game during play",
    },
    # --- a match to the target ---
    "sedma.match.title": {
        "sv": (
            "Sedma: en match till {n} vinstpoäng",
            "Sedma: en match till {n} vinstpoäng",
        ),
        "nb": (
            "Sedma: en kamp til {n} vinnerpoeng",
            "Sedma: en kamp til {n} vinnerpoeng",
        ),
        "sk": (
            "Sedma: zápas do {n} výherného bodu",
            "Sedma: zápas do {n} výherných bodov",
            "Sedma: zápas do {n} výherných bodov",
        ),
        "en": (
            "Sedma: a match to {n} win point",
            "Sedma: a match to {n} win points",
        ),
    },
    "sedma.match.game": {
        "sv": "Spel {n} ({dealer} ger)",
        "nb": "Spill {n} ({dealer} gir)",
        "sk": "Hra {n} (rozdáva {dealer})",
        "en": "Game {n} ({dealer} deals)",
    },
    "sedma.match.context": {
        "sv": (
            "Spel {number} av {games} i matchen; vinstpoäng efter {n} spel: {totals} (först till {target}).",
            "Spel {number} av {games} i matchen; vinstpoäng efter {n} spel: {totals} (först till {target}).",
        ),
        "nb": (
            "Spill {number} av {games} i kampen; vinnerpoeng etter {n} spill: {totals} (først til {target}).",
            "Spill {number} av {games} i kampen; vinnerpoeng etter {n} spill: {totals} (først til {target}).",
        ),
        "sk": (
            "Hra {number} z {games} v zápase; výherné body po {n} hre: {totals} (kto prvý dosiahne {target}).",
            "Hra {number} z {games} v zápase; výherné body po {n} hrách: {totals} (kto prvý dosiahne {target}).",
            "Hra {number} z {games} v zápase; výherné body po {n} hrách: {totals} (kto prvý dosiahne {target}).",
        ),
        "en": (
            "Game {number} of {games} in the match; win points after {n} game: {totals} (first to {target}).",
            "Game {number} of {games} in the match; win points after {n} games: {totals} (first to {target}).",
        ),
    },
    "sedma.match.after": {
        "sv": "Vinstpoäng efter spel {n}: {totals} (först till {target} vinner).",
        "nb": "Vinnerpoeng etter spill {n}: {totals} (først til {target} vinner).",
        "sk": "Výherné body po hre {n}: {totals} (vyhráva, kto prvý dosiahne {target}).",
        "en": "Win points after game {n}: {totals} (first to {target} wins).",
    },
    "sedma.match.won": {
        "sv": (
            "Matchen är slut: {players} når {n} vinstpoäng och vinner.",
            "Matchen är slut: {players} når {n} vinstpoäng och vinner.",
        ),
        "nb": (
            "Kampen er slutt: {players} når {n} vinnerpoeng og vinner.",
            "Kampen er slutt: {players} når {n} vinnerpoeng og vinner.",
        ),
        "sk": (
            "Zápas skončil: {players} dosahuje {n} výherný bod a vyhráva.",
            "Zápas skončil: {players} dosahuje {n} výherné body a vyhráva.",
            "Zápas skončil: {players} dosahuje {n} výherných bodov a vyhráva.",
        ),
        "en": (
            "The match is over: {players} reach {n} win point and win.",
            "The match is over: {players} reach {n} win points and win.",
        ),
    },
    "sedma.match.goes_on": {
        "sv": (
            "Matchen fortsätter: ingen har nått {n} vinstpoäng än.",
            "Matchen fortsätter: ingen har nått {n} vinstpoäng än.",
        ),
        "nb": (
            "Kampen fortsetter: ingen har nådd {n} vinnerpoeng ennå.",
            "Kampen fortsetter: ingen har nådd {n} vinnerpoeng ennå.",
        ),
        "sk": (
            "Zápas pokračuje: nikto ešte nedosiahol {n} výherný bod.",
            "Zápas pokračuje: nikto ešte nedosiahol {n} výherné body.",
            "Zápas pokračuje: nikto ešte nedosiahol {n} výherných bodov.",
        ),
        "en": (
            "The match goes on: nobody has reached {n} win point yet.",
            "The match goes on: nobody has reached {n} win points yet.",
        ),
    },
    "sedma.error.in_game": {
        "sv": "Spel {n}: {message}",
        "nb": "Spill {n}: {message}",
        "sk": "Hra {n}: {message}",
        "en": "Game {n}: {message}",
    },
    "sedma.error.match_over": {
        "sv": (
            "Spel {number}: matchen var redan avgjord ({n} vinstpoäng nådd), så inget spel följer.",
            "Spel {number}: matchen var redan avgjord ({n} vinstpoäng nådda), så inget spel följer.",
        ),
        "nb": (
            "Spill {number}: kampen var allerede avgjort ({n} vinnerpoeng nådd), så ingen spill følger.",
            "Spill {number}: kampen var allerede avgjort ({n} vinnerpoeng nådd), så ingen spill følger.",
        ),
        "sk": (
            "Hra {number}: zápas sa už skončil (dosiahnutý {n} výherný bod), ďalšia hra nenasleduje.",
            "Hra {number}: zápas sa už skončil (dosiahnuté {n} výherné body), ďalšia hra nenasleduje.",
            "Hra {number}: zápas sa už skončil (dosiahnutých {n} výherných bodov), ďalšia hra nenasleduje.",
        ),
        "en": (
            "Game {number}: the match was already won ({n} win point reached), so no game follows.",
            "Game {number}: the match was already won ({n} win points reached), so no game follows.",
        ),
    },
    "sedma.error.dealer_order": {
        "sv": "Spel {n}: given går medsols, så {want} ger, inte {got}.",
        "nb": "Spill {n}: giveren går med klokka, så {want} gir, ikke {got}.",
        "sk": "Hra {n}: rozdávajúci sa strieda v smere hodinových ručičiek, rozdáva {want}, nie {got}.",
        "en": "Game {n}: the deal passes clockwise, so {want} deals, not {got}.",
    },
    "sedma.error.unfinished_game": {
        "sv": "Spel {n} är inte färdigspelat, men fler spel följer.",
        "nb": "Spill {n} er ikke ferdigspilt, men flere spill følger.",
        "sk": "Hra {n} nie je dohraná, no nasledujú ďalšie hry.",
        "en": "Game {n} is not finished, yet more games follow.",
    },
    "sedma.button.stop": {
        "sv": "Stoppa",
        "nb": "Stopp",
        "sk": "Neotočiť kolo",
        "en": "Stop",
    },
    "sedma.button.show": {
        "sv": "Visa fyra lika",
        "nb": "Vis fire like",
        "sk": "Ukázať štyri rovnaké",
        "en": "Show four of a kind",
    },
    "sedma.word.stop": {
        "sv": "stopp",
        "nb": "stopp",
        "sk": "neotočiť kolo",
        "en": "stop",
    },
    "sedma.word.show": {
        "sv": "visa fyra lika",
        "nb": "vise fire like",
        "sk": "ukázať štyri rovnaké karty",
        "en": "show four of a kind",
    },
    "sedma.you_stopped": {
        "sv": "Du fortsatte inte sticket.",
        "nb": "Du fortsatte ikke stikket.",
        "sk": "Kolo ste neotočili.",
        "en": "You did not continue the trick.",
    },
    "sedma.stopped": {
        "sv": "{player} fortsatte inte sticket.",
        "nb": "{player} fortsatte ikke stikket.",
        "sk": "{player} kolo neotočil.",
        "en": "{player} did not continue the trick.",
    },
    "sedma.you_showed": {
        "sv": "Du visade {four} – bränt spel, som slutar spelet genast: {win}.",
        "nb": "Du viste {four} – brent spill, som avslutter spillet med en gang: {win}.",
        "sk": "Ukázali ste {four} – spálená hra, ktorá hru hneď končí: {win}.",
        "en": "You showed {four} – a burnt game, which ends the game at once: {win}.",
    },
    "sedma.showed": {
        "sv": "{player} visade {four} – bränt spel, som slutar spelet genast: {win}.",
        "nb": "{player} viste {four} – brent spill, som avslutter spillet med en gang: {win}.",
        "sk": "{player} ukázal {four} – spálená hra, ktorá hru hneď končí: {win}.",
        "en": "{player} showed {four} – a burnt game, which ends the game at once: {win}.",
    },
    "sedma.four.7": {
        "sv": "fyra sjuor",
        "nb": "fire sjuere",
        "sk": "štyri sedmy",
        "en": "four sevens",
    },
    "sedma.four.8": {
        "sv": "fyra åttor",
        "nb": "fire åttere",
        "sk": "štyri osmičky",
        "en": "four eights",
    },
    "sedma.four.9": {
        "sv": "fyra nior",
        "nb": "fire niere",
        "sk": "štyri deviatky",
        "en": "four nines",
    },
    "sedma.four.10": {
        "sv": "fyra tior",
        "nb": "fire tiere",
        "sk": "štyri desiatky",
        "en": "four tens",
    },
    "sedma.four.11": {
        "sv": "fyra under",
        "nb": "fire under",
        "sk": "štyroch dolníkov",
        "en": "four unters",
    },
    "sedma.four.12": {
        "sv": "fyra över",
        "nb": "fire over",
        "sk": "štyroch horníkov",
        "en": "four obers",
    },
    "sedma.four.13": {
        "sv": "fyra kungar",
        "nb": "fire konger",
        "sk": "štyroch kráľov",
        "en": "four kings",
    },
    "sedma.four.1": {
        "sv": "fyra ess",
        "nb": "fire ess",
        "sk": "štyri esá",
        "en": "four aces",
    },
}
