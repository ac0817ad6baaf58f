"""Translation section: tactics (computer players, tips, tournaments). Keys start with ``tactics.``."""

TABLE: dict[str, dict[str, str]] = {
    # --- players and the tips they follow ---
    "tactics.player.random": {
        "sv": "slumpspelare",
        "nb": "tilfeldig spiller",
        "sk": "náhodný hráč",
        "en": "random player",
    },
    "tactics.player.search": {
        "sv": "sökande spelare",
        "nb": "søkende spiller",
        "sk": "hľadajúci hráč",
        "en": "search player",
    },
    "tactics.tip.hold_back_sevens": {
        "sv": "håll inne en sjua eller sexa som håller en färg stängd",
        "nb": "hold igjen en sjuer eller sekser som holder en farge stengt",
        "sk": "podrž sedmičku alebo šestku, ktorá drží farbu zatvorenú",
        "en": "hold back a seven or six that keeps a suit closed",
    },
    "tactics.tip.dont_open_suits": {
        "sv": "öppna inte en ny färg utan anledning",
        "nb": "ikke åpne en ny farge uten grunn",
        "sk": "neotváraj novú farbu bez potreby",
        "en": "do not open a new suit without need",
    },
    "tactics.tip.shed_near_seven": {
        "sv": "har du ess eller kung i en färg, bli av med korten närmast sjuan först",
        "nb": "sitter du med ess eller konge i en farge, kvitt deg med kortene nærmest sjueren først",
        "sk": "ak máš v farbe eso alebo kráľa, zbav sa najprv kariet najbližšie k sedmičke",
        "en": "with an ace or king in a suit, shed the cards nearest the seven first",
    },
    "tactics.tip.free_own_cards": {
        "sv": "välj draget som frigör dina egna kort",
        "nb": "velg trekket som frigjør dine egne kort",
        "sk": "vyber ťah, ktorý uvoľní tvoje vlastné karty",
        "en": "prefer the move that frees your own cards",
    },
    "tactics.tip.stand_over_block": {
        "sv": "stå över för att blockera när du får",
        "nb": "stå over for å blokkere når du får lov",
        "sk": "ak smieš, vynechaj ťah, aby si blokoval ostatných",
        "en": "stand over to block when you may",
    },
    "tactics.tip.shed_high_early": {
        "sv": "bli av med höga kort tidigt",
        "nb": "bli kvitt de høye kortene tidlig",
        "sk": "zbav sa vysokých kariet včas",
        "en": "shed high cards early",
    },
    "tactics.tip.make_void": {
        "sv": "försök bli renons i en färg",
        "nb": "prøv å bli renons i en farge",
        "sk": "snaž sa zbaviť celej jednej farby",
        "en": "try to make yourself void in a suit",
    },
    "tactics.tip.count_suit": {
        "sv": "räkna korten som spelats i färgen",
        "nb": "tell hvor mange kort som er spilt i fargen",
        "sk": "počítaj karty, ktoré už vyšli vo farbe",
        "en": "count the cards played in the suit",
    },
    "tactics.tip.keep_sevens": {
        "sv": "spara sjuorna för att ta stick med tior och ess",
        "nb": "spar sjuerne til å ta stikk med tiere og ess",
        "sk": "šetri sedmy, aby si nimi bral zdvihy s desiatkami a esami",
        "en": "keep sevens to take tricks with tens and aces",
    },
    "tactics.tip.continue_for_points": {
        "sv": "fortsätt sticket när det vinner poäng",
        "nb": "fortsett stikket når det vinner poeng",
        "sk": "otoč kolo, keď to prinesie body",
        "en": "continue a trick when it wins points",
    },
    # --- what a widget says about a move ---
    "tactics.verdict.agrees": {
        "sv": "tipset ”{tip}”",
        "nb": "tipset «{tip}»",
        "sk": "rada „{tip}“",
        "en": "the tip '{tip}'",
    },
    "tactics.verdict.risky": {
        "sv": "tipset ”{tip}” skulle spela {move}",
        "nb": "tipset «{tip}» ville spilt {move}",
        "sk": "rada „{tip}“ by zahrala {move}",
        "en": "the tip '{tip}' would play {move}",
    },
    "tactics.verdict.no_tip": {
        "sv": "inget tips säger något om det här draget",
        "nb": "ingen tips sier noe om dette trekket",
        "sk": "k tomuto ťahu nemá žiadna rada čo povedať",
        "en": "no tip has an opinion on this move",
    },
    # --- the solver's notes on a recorded deal ---
    "tactics.note.turn": {
        "sv": "Drag {index}: {player} spelar {move}.",
        "nb": "Trekk {index}: {player} spiller {move}.",
        "sk": "Ťah {index}: {player} hrá {move}.",
        "en": "Turn {index}: {player} plays {move}.",
    },
    "tactics.note.pass": {"sv": "pass", "nb": "pass", "sk": "pas", "en": "pass"},
    "tactics.note.forced": {
        "sv": "Draget var tvunget.",
        "nb": "Trekket var tvunget.",
        "sk": "Ťah bol vynútený.",
        "en": "The move was forced.",
    },
    "tactics.note.threw_away": {
        "sv": "{players} kunde tvinga fram att gå ut först före draget, men inte efter.",
        "nb": "{players} kunne tvinge fram å gå ut først før trekket, men ikke etter.",
        "sk": "{players} si pred ťahom mohol vynútiť, že vyjde prvý, po ňom už nie.",
        "en": "{players} could force going out first before the move, but not after it.",
    },
    "tactics.note.kept": {
        "sv": "{players} kan fortfarande tvinga fram att gå ut först.",
        "nb": "{players} kan fortsatt tvinge fram å gå ut først.",
        "sk": "{players} si stále môže vynútiť, že vyjde prvý.",
        "en": "{players} can still force going out first.",
    },
    "tactics.note.gained": {
        "sv": "Efter draget kan {players} tvinga fram att gå ut först.",
        "nb": "Etter trekket kan {players} tvinge fram å gå ut først.",
        "sk": "Po ťahu si {players} môže vynútiť, že vyjde prvý.",
        "en": "After the move {players} can force going out first.",
    },
    "tactics.note.no_forced_win": {
        "sv": "Ingen kan tvinga fram att gå ut först mot alla andra.",
        "nb": "Ingen kan tvinge fram å gå ut først mot alle de andre.",
        "sk": "Nikto si nemôže vynútiť, že vyjde prvý proti všetkým ostatným.",
        "en": "Nobody can force going out first against all the others.",
    },
    # --- a whole deal played perfectly (max^n) ---
    "tactics.perfect.choices": {
        "sv": "Med perfekt spel därefter: {choices}.",
        "nb": "Med perfekt spill etterpå: {choices}.",
        "sk": "Pri dokonalej hre potom: {choices}.",
        "en": "With perfect play after it: {choices}.",
    },
    "tactics.perfect.choice": {
        "sv": "{move} → {player} går ut först",
        "nb": "{move} → {player} går ut først",
        "sk": "{move} → {player} vyjde prvý",
        "en": "{move} → {player} goes out first",
    },
    "tactics.perfect.winner": {
        "sv": "Med perfekt spel går {player} ut först.",
        "nb": "Med perfekt spill går {player} ut først.",
        "sk": "Pri dokonalej hre vyjde {player} prvý.",
        "en": "With perfect play {player} goes out first.",
    },
    "tactics.perfect.same": {
        "sv": "Vilket drag det än blir går {player} ut först.",
        "nb": "Uansett trekk går {player} ut først.",
        "sk": "Nech je ťah akýkoľvek, {player} vyjde prvý.",
        "en": "Whatever the move, {player} goes out first.",
    },
    # --- figures ---
    "tactics.fig.win_rate": {
        "sv": "andel vunna givar",
        "nb": "andel vunne runder",
        "sk": "podiel vyhratých rozdaní",
        "en": "share of deals won",
    },
    "tactics.fig.fair_share": {
        "sv": "rättvis andel (1/{n})",
        "nb": "rettferdig andel (1/{n})",
        "sk": "spravodlivý podiel (1/{n})",
        "en": "fair share (1/{n})",
    },
    "tactics.fig.vs_random": {
        "sv": "Ett tips mot {k} slumpspelare ({deals} givar per tips, 95 % intervall)",
        "nb": "Ett tips mot {k} tilfeldige spillere ({deals} runder per tips, 95 % intervall)",
        "sk": "Jedna rada proti {k} náhodným hráčom ({deals} rozdaní na radu, 95 % interval)",
        "en": "One tip against {k} random players ({deals} deals per tip, 95% interval)",
    },
    "tactics.fig.pairwise": {
        "sv": "Tipset i raden mot {k} spelare som följer tipset i kolumnen",
        "nb": "Tipset i raden mot {k} spillere som følger tipset i kolonnen",
        "sk": "Rada v riadku proti {k} hráčom, ktorí sa riadia radou v stĺpci",
        "en": "The row's tip against {k} players following the column's tip",
    },
    # --- the solver's verdict on one move (all hands open) ---
    "tactics.solver.keeps": {
        "sv": "behåller din tvingade vinst",
        "nb": "beholder den tvungne seieren din",
        "sk": "zachová vašu vynútenú výhru",
        "en": "keeps your forced win",
    },
    "tactics.solver.throws_away": {
        "sv": "kastar bort din tvingade vinst — {move} hade behållit den",
        "nb": "kaster bort den tvungne seieren din — {move} ville ha beholdt den",
        "sk": "zahodí vašu vynútenú výhru — s ťahom {move} by ste ju zachovali",
        "en": "throws away your forced win — {move} would have kept it",
    },
    "tactics.solver.gives": {
        "sv": "låter {players} tvinga fram att gå ut först",
        "nb": "lar {players} tvinge fram å gå ut først",
        "sk": "dovolí, aby si {players} vynútil, že vyjde prvý",
        "en": "lets {players} force going out first",
    },
    "tactics.solver.open": {
        "sv": "ingen kan tvinga fram vinsten, varken före eller efter",
        "nb": "ingen kan tvinge fram seieren, verken før eller etter",
        "sk": "výhru si nevynúti nikto, ani pred ťahom, ani po ňom",
        "en": "no forced win is made or lost",
    },
    "tactics.player.best_tip": {
        "sv": "bästa tipset för given",
        "nb": "beste tips for runden",
        "sk": "najlepšia rada pre rozdanie",
        "en": "the best tip for the deal",
    },
    "tactics.fig.study": {
        "sv": "{game}: {games} spel, platserna roterade (95 % intervall)",
        "nb": "{game}: {games} spill, plassene rotert (95 % intervall)",
        "sk": "{game}: {games} hier, miesta sa striedajú (95 % interval)",
        "en": "{game}: {games} games, seats rotated (95% interval)",
    },
    "tactics.fig.mean_points": {
        "sv": "poäng i snitt (lägre är bättre)",
        "nb": "poeng i snitt (lavere er bedre)",
        "sk": "priemer bodov (menej je lepšie)",
        "en": "mean points (lower is better)",
    },
    "tactics.fig.games_won": {
        "sv": "andel vunna spel",
        "nb": "andel vunne spill",
        "sk": "podiel vyhratých hier",
        "en": "share of games won",
    },
}
