"""Translation section: sedma. Keys start with ``sedma.``.

The Slovak sentences follow the rule text's own words: "prvá karta" (the led card), "prebiť"
(to take over), "otočiť kolo" (the leader's continuation), "spálená hra" (the burnt game),
"výherné body" (win points). ``{rank}`` is a rank code in English ("9", "A") and the
German-suited rank word otherwise ("deviatka", "eso").
"""

TABLE: dict[str, dict[str, str]] = {
    # --- why a card may be played (replay explanations, the legal-move map) ---
    "sedma.why.lead": {
        "sv": "spelar ut {card}; bara ett kort av samma valör ({rank}) eller en sjua tar över sticket",
        "nb": "spiller ut {card}; bare et kort med samme verdi ({rank}) eller en sjuer tar over stikket",
        "sk": "vynáša: {card}; zdvih prebije len karta rovnakej hodnoty ({rank}) alebo sedma",
        "en": "leads {card}; only a card of rank {rank} or a seven takes the trick over",
    },
    "sedma.why.lead_seven": {
        "sv": "spelar ut {card}; bara en annan sjua tar över sticket",
        "nb": "spiller ut {card}; bare en annen sjuer tar over stikket",
        "sk": "vynáša: {card}; sedmu prebije len ďalšia sedma",
        "en": "leads {card}; only another seven takes the trick over",
    },
    "sedma.why.lead_3": {
        "sv": "spelar ut {card}; bara ett kort av samma valör ({rank}), en sjua eller den röda kungen tar över sticket",
        "nb": "spiller ut {card}; bare et kort med samme verdi ({rank}), en sjuer eller den røde kongen tar over stikket",
        "sk": "vynáša: {card}; zdvih prebije len karta rovnakej hodnoty ({rank}), sedma alebo červený kráľ",
        "en": "leads {card}; only a card of rank {rank}, a seven or the red king takes the trick over",
    },
    "sedma.why.lead_seven_3": {
        "sv": "spelar ut {card}; bara en annan sjua eller den röda kungen tar över sticket",
        "nb": "spiller ut {card}; bare en annen sjuer eller den røde kongen tar over stikket",
        "sk": "vynáša: {card}; sedmu prebije len ďalšia sedma alebo červený kráľ",
        "en": "leads {card}; only another seven or the red king takes the trick over",
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
        "en": "takes over: same rank as the led {rank}",
    },
    "sedma.why.seven": {
        "sv": "en sjua tar över varje stick",
        "nb": "en sjuer tar over ethvert stikk",
        "sk": "sedma prebije každý zdvih",
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
        "en": "does not match the led {rank}: the trick stays with {player}",
    },
    "sedma.why.continue_same_rank": {
        "sv": "utspelaren fortsätter sticket med samma valör ({rank}) och tar tillbaka det",
        "nb": "utspilleren fortsetter stikket med samme verdi ({rank}) og tar det tilbake",
        "sk": "prvý hráč otáča kolo kartou rovnakej hodnoty ({rank}) a berie zdvih späť",
        "en": "the leader continues with the led rank {rank} and takes the trick back",
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
        "sv": "{player} visar {cards}, fyra kort av valören {rank} direkt från given: bränt spel från handen, som slutar spelet genast; 4 vinstpoäng",
        "nb": "{player} viser {cards}, fire kort med verdien {rank} rett fra given: brent spill fra hånden, som avslutter spillet med en gang; 4 vinnerpoeng",
        "sk": "{player} ukazuje {cards}, štyri karty rovnakej hodnoty ({rank}) z rozdania: spálená hra z ruky, ktorá hru hneď končí; 4 výherné body",
        "en": "{player} shows {cards}, four cards of rank {rank} from the deal: a burnt game from the hand, which ends the game at once; 4 win points",
    },
    "sedma.why.show_play": {
        "sv": "{player} visar {cards}, fyra kort av valören {rank} samlade under spelet: bränt spel, som slutar spelet genast; 1 vinstpoäng",
        "nb": "{player} viser {cards}, fire kort med verdien {rank} samlet i spillet: brent spill, som avslutter spillet med en gang; 1 vinnerpoeng",
        "sk": "{player} ukazuje {cards}, štyri karty rovnakej hodnoty ({rank}) pozbierané počas hry: spálená hra, ktorá hru hneď končí; 1 výherný bod",
        "en": "{player} shows {cards}, four cards of rank {rank} gathered during play: a burnt game, which ends the game at once; 1 win point",
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
        "sv": "{player} har inte kortet {card}.",
        "nb": "{player} har ikke kortet {card}.",
        "sk": "{player} nemá kartu {card}.",
        "en": "{player} does not hold {card}.",
    },
    "sedma.rule.continue_match": {
        "sv": "Utspelaren får bara fortsätta sticket med ett kort av den utspelade valören ({rank}) eller en sjua; {card} passar inte.",
        "nb": "Utspilleren kan bare fortsette stikket med et kort av den utspilte verdien ({rank}) eller en sjuer; {card} passer ikke.",
        "sk": "Prvý hráč môže otočiť kolo len kartou rovnakej hodnoty ako prvá karta ({rank}) alebo sedmou; {card} nezodpovedá.",
        "en": "The leader may continue the trick only with a card of the led rank ({rank}) or a seven; {card} does not match.",
    },
    "sedma.rule.continue_match_3": {
        "sv": "Utspelaren får bara fortsätta sticket med ett kort av den utspelade valören ({rank}), en sjua eller den röda kungen; {card} passar inte.",
        "nb": "Utspilleren kan bare fortsette stikket med et kort av den utspilte verdien ({rank}), en sjuer eller den røde kongen; {card} passer ikke.",
        "sk": "Prvý hráč môže otočiť kolo len kartou rovnakej hodnoty ako prvá karta ({rank}), sedmou alebo červeným kráľom; {card} nezodpovedá.",
        "en": "The leader may continue the trick only with a card of the led rank ({rank}), a seven or the red king; {card} does not match.",
    },
    "sedma.rule.stop_not_decision": {
        "sv": '"stop" är bara utspelarens val när en runda av sticket är slut; nu måste {player} lägga ett kort i sticket.',
        "nb": '"stop" er bare utspillerens valg når en runde av stikket er ferdig; nå må {player} legge et kort i stikket.',
        "sk": '"stop" je len rozhodnutie prvého hráča na konci kola; teraz musí {player} vyložiť kartu do zdvihu.',
        "en": '"stop" is only the leader\'s choice at the end of a round of the trick; now {player} must play a card to the trick.',
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
        "sk": "Spálená hra potrebuje v ruke štyri karty rovnakej hodnoty; {player} má {cards}.",
        "en": "A burnt game needs four cards of one rank in hand; {player} holds {cards}.",
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
    "sedma.move.stop": {"sv": "stopp", "nb": "stopp", "sk": "stop", "en": "stop"},
    "sedma.move.show": {"sv": "visar", "nb": "viser", "sk": "ukazuje", "en": "show"},
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
        "sv": "Stick {n}: {player} tar {cards}; {points} poäng",
        "nb": "Stikk {n}: {player} tar {cards}; {points} poeng",
        "sk": "Zdvih {n}: {player} berie {cards}; {points} bodov",
        "en": "Trick {n}: {player} takes {cards}; {points} points",
    },
    "sedma.text.trick_last": {
        "sv": "Stick {n} (sista): {player} tar {cards}; {points} poäng, varav 10 för sista sticket",
        "nb": "Stikk {n} (siste): {player} tar {cards}; {points} poeng, derav 10 for siste stikk",
        "sk": "Zdvih {n} (posledný): {player} berie {cards}; {points} bodov, z toho 10 za posledný zdvih",
        "en": "Trick {n} (last): {player} takes {cards}; {points} points, 10 of them for the last trick",
    },
    "sedma.text.stock": {
        "sv": "Alla fyller på till 4 kort, först {player}; kvar i högen: {n}",
        "nb": "Alle trekker opp til 4 kort, først {player}; igjen i bunken: {n}",
        "sk": "Všetci si doplnia karty, prvý {player}; v balíčku zostáva: {n}",
        "en": "Everyone draws back up, {player} first; left in the stock: {n}",
    },
    "sedma.text.in_progress": {
        "sv": "Protokollet slutar här; {player} står på tur.",
        "nb": "Protokollen slutter her; {player} står for tur.",
        "sk": "Záznam sa tu končí; na ťahu je {player}.",
        "en": "The record stops here; {player} is to move.",
    },
    "sedma.text.side_line": {
        "sv": "{side}: {points} poäng, antal stick: {tricks}",
        "nb": "{side}: {points} poeng, antall stikk: {tricks}",
        "sk": "{side}: {points} bodov, počet zdvihov: {tricks}",
        "en": "{side}: {points} points, tricks won: {tricks}",
    },
    "sedma.text.winner": {
        "sv": "Vinnare: {side}, {win} vinstpoäng ({reason}).",
        "nb": "Vinner: {side}, {win} vinnerpoeng ({reason}).",
        "sk": "Víťaz: {side}, výherné body: {win} ({reason}).",
        "en": "Winner: {side}, {win} win points ({reason}).",
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
}
