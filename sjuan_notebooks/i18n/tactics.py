"""Translation section: tactics (computer players, tips, tournaments). Keys start with ``tactics.``."""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
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
        "sk": "prehľadávajúci hráč",
        "en": "search player",
    },
    "tactics.tip.hold_back_sevens": {
        "sv": "håll inne en sexa, sjua eller åtta som håller en färg stängd",
        "nb": "hold igjen en sekser, sjuer eller åtter som holder en farge stengt",
        "sk": "podrž šestku, sedmičku alebo osmičku, ktorá drží farbu zatvorenú",
        "en": "hold back a six, seven or eight that keeps a suit closed",
    },
    "tactics.tip.dont_open_suits": {
        "sv": "öppna inte en ny färg utan anledning",
        "nb": "ikke åpne en ny farge uten grunn",
        "sk": "neotváraj novú farbu bez potreby",
        "en": "do not open a new suit without need",
    },
    "tactics.tip.shed_near_seven": {
        "sv": "har du ess eller kung i en färg, bygg först raden fram mot det",
        "nb": "sitter du med ess eller konge i en farge, bygg først rekken fram mot det",
        "sk": "ak máš v farbe eso alebo kráľa, najprv stavaj rad smerom k nemu",
        "en": "with an ace or king in a suit, build that row toward it first",
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
        "sk": "ak smieš, dobrovoľne pasuj, aby si blokoval ostatných",
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
    # --- each tip's full definition: what its player does, quoted in verdicts ---
    "tactics.tipdef.hold_back_sevens": {
        "sv": "håll inne en sexa, sjua eller åtta som håller en färg stängd för de andra, om den inte frigör ett eget kort",
        "nb": "hold igjen en sekser, sjuer eller åtter som holder en farge stengt for de andre, om den ikke frigjør et eget kort",
        "sk": "podrž šestku, sedmičku alebo osmičku, ktorá drží farbu zatvorenú pre ostatných, ak neuvoľní tvoju vlastnú kartu",
        "en": "hold back a six, seven or eight that keeps a suit closed to the others, unless it frees a card of yours",
    },
    "tactics.tipdef.dont_open_suits": {
        "sv": "öppna inte en ny färg utan anledning",
        "nb": "ikke åpne en ny farge uten grunn",
        "sk": "neotváraj novú farbu bez potreby",
        "en": "do not open a new suit without need",
    },
    "tactics.tipdef.shed_near_seven": {
        "sv": "har du ess eller kung i en färg, lägg först korten mellan sjuan och det kortet, så att raden når fram till det",
        "nb": "sitter du med ess eller konge i en farge, legg først kortene mellom sjueren og det kortet, så rekken når fram til det",
        "sk": "ak máš v farbe eso alebo kráľa, vykladaj najprv karty medzi sedmičkou a touto kartou, aby k nej rad dorástol",
        "en": "with an ace or king in a suit, play the cards between the seven and that card first, so that the row reaches it",
    },
    "tactics.tipdef.free_own_cards": {
        "sv": "välj draget som frigör dina egna kort",
        "nb": "velg trekket som frigjør dine egne kort",
        "sk": "vyber ťah, ktorý uvoľní tvoje vlastné karty",
        "en": "prefer the move that frees your own cards",
    },
    "tactics.tipdef.stand_over_block": {
        "sv": "stå över när varje kort du kan lägga bara frigör de andras kort; annars frigör dina egna",
        "nb": "stå over når hvert kort du kan legge bare frigjør de andres kort; ellers frigjør dine egne",
        "sk": "dobrovoľne pasuj, keď každá karta, ktorú môžeš vyložiť, uvoľní len karty ostatných; inak uvoľni svoje",
        "en": "stand over when every card you could play frees only the others' cards; otherwise free your own",
    },
    "tactics.tipdef.shed_high_early": {
        "sv": "bli av med höga kort tidigt medan någon annan tar sticket: lägg ditt högsta kort som inte tar det",
        "nb": "bli kvitt de høye kortene tidlig mens en annen tar stikket: legg ditt høyeste kort som ikke tar det",
        "sk": "zbav sa vysokých kariet včas, kým zdvih berie niekto iný: zahraj najvyššiu kartu, ktorá ho nevezme",
        "en": "shed high cards early while someone else takes the trick: play your highest card that does not take it",
    },
    "tactics.tipdef.make_void": {
        "sv": "försök bli renons i en färg: när du får välja färg, spela från din kortaste",
        "nb": "prøv å bli renons i en farge: når du kan velge farge, spill fra den korteste",
        "sk": "snaž sa zbaviť celej farby: keď si môžeš vybrať farbu, hraj z najkratšej",
        "en": "try to make yourself void in a suit: when free to choose a suit, play from your shortest",
    },
    "tactics.tipdef.count_suit": {
        "sv": "räkna korten som spelats i färgen: i grand och trumf lägg det högsta kortet som är kvar i en färg; i de andra givarna spela ut lågt i färgen med flest kort kvar hos de andra",
        "nb": "tell hvor mange kort som er spilt i fargen: i grand og trumf legg det høyeste kortet som er igjen i en farge; i de andre omgangene spill ut lavt i fargen med flest kort igjen hos de andre",
        "sk": "počítaj karty, ktoré vyšli vo farbe: v grande a tromfoch zahraj najvyššiu zostávajúcu kartu farby; v ostatných kolách vynes nízku kartu farby, ktorej majú ostatní najviac",
        "en": "count the cards played in the suit: in grand and trumf play the highest card left in a suit; in the other deals lead low in the suit with most cards still out",
    },
    "tactics.tipdef.keep_sevens": {
        "sv": "spara sjuorna för stick med tior och ess: lägg en sjua bara för att ta över ett stick med poäng som motståndarna har",
        "nb": "spar sjuerne til stikk med tiere og ess: legg en sjuer bare for å ta over et stikk med poeng som motstanderne har",
        "sk": "šetri sedmy na zdvihy s desiatkami a esami: zahraj sedmu len na prebitie zdvihu s bodmi, ktorý drží súper",
        "en": "keep sevens for tricks with tens and aces: play one only to take over a trick with points the other side holds",
    },
    "tactics.tipdef.continue_for_points": {
        "sv": "fortsätt sticket när det har poäng som motståndarna håller; annars stoppa",
        "nb": "fortsett stikket når det har poeng som motstanderne holder; ellers stopp",
        "sk": "otoč kolo, keď má zdvih body a drží ho súper; inak zastav",
        "en": "continue a trick when it holds points the other side holds; otherwise stop",
    },
    # --- what a widget says about a move ---
    "tactics.verdict.agrees": {
        "sv": "tipset ”{tip}”",
        "nb": "tipset «{tip}»",
        "sk": "rada „{tip}“",
        "en": "the tip '{tip}'",
    },
    "tactics.verdict.risky": {
        "sv": "tipset ”{tip}” föreslår {move}",
        "nb": "tipset «{tip}» foreslår {move}",
        "sk": "rada „{tip}“ navrhuje: {move}",
        "en": "the tip '{tip}' suggests {move}",
    },
    "tactics.verdict.agrees_why": {
        "sv": "tipset ”{tip}”: {why}",
        "nb": "tipset «{tip}»: {why}",
        "sk": "rada „{tip}“: {why}",
        "en": "the tip '{tip}': {why}",
    },
    "tactics.verdict.risky_why": {
        "sv": "{why} (tipset ”{tip}” föreslår {move})",
        "nb": "{why} (tipset «{tip}» foreslår {move})",
        "sk": "{why} (rada „{tip}“ navrhuje: {move})",
        "en": "{why} (the tip '{tip}' suggests {move})",
    },
    # --- a verdict's reason, in terms of the position ---
    "tactics.why.gate_opens": {
        "sv": "{move} öppnar {suit} för de andra ({freed} blir möjliga), och du har inget av de kort det frigör; {kept} håller färgen stängd",
        "nb": "{move} åpner {suit} for de andre ({freed} kan legges), og du har ingen av kortene det frigjør; {kept} holder fargen stengt",
        "sk": "{move} otvára {suit} ostatným (potom sa dá vyložiť {freed}) a nemáš žiadnu z kariet, ktoré uvoľní; {kept} drží farbu zatvorenú",
        "en": "{move} opens {suit} for the others (the {freed} can follow), and you hold none of the cards it frees; {kept} keeps it closed",
    },
    "tactics.why.frees_own": {
        "sv": "{move} frigör {own}, som du själv har",
        "nb": "{move} frigjør {own}, som du selv har",
        "sk": "{move} uvoľní z tvojich kariet {own:acc}",
        "en": "{move} frees your own {own}",
    },
    "tactics.why.not_a_gate": {
        "sv": "{move} håller ingen färg stängd, så den kan läggas utan att öppna något för de andra",
        "nb": "{move} holder ingen farge stengt, så det kan legges uten å åpne noe for de andre",
        "sk": "{move} nedrží zatvorenú žiadnu farbu, takže sa dá vyložiť a ostatným nič neotvorí",
        "en": "{move} keeps no suit closed, so it can go without opening anything for the others",
    },
    "tactics.why.opens_suit": {
        "sv": "{move} öppnar {suit} och ger de andra nya ställen att lägga, fast {kept} öppnar ingen ny färg",
        "nb": "{move} åpner {suit} og gir de andre nye steder å legge, mens {kept} ikke åpner noen ny farge",
        "sk": "{move} otvára {suit} a dáva ostatným nové miesta na vykladanie, kým {kept} novú farbu neotvára",
        "en": "{move} opens {suit} and gives the others new places to play, while {kept} opens no new suit",
    },
    "tactics.why.no_new_suit": {
        "sv": "{move} öppnar ingen ny färg",
        "nb": "{move} åpner ingen ny farge",
        "sk": "{move} neotvára novú farbu",
        "en": "{move} opens no new suit",
    },
    "tactics.why.toward_end": {
        "sv": "du har {end}, så raden i {suit} måste nå fram till det: {kept} för den närmare, {move} gör det inte",
        "nb": "du har {end}, så rekken i {suit} må nå fram til det: {kept} fører den nærmere, {move} gjør det ikke",
        "sk": "máš {end:acc}, takže rad vo farbe {suit} musí dorásť až k tejto karte: {kept} ho posunie bližšie, {move} nie",
        "en": "you hold the {end}, so the {suit} row has to reach it: {kept} moves it closer, {move} does not",
    },
    "tactics.why.toward_end_agrees": {
        "sv": "du har {end}, och {move} för raden i {suit} närmare det",
        "nb": "du har {end}, og {move} fører rekken i {suit} nærmere det",
        "sk": "máš {end:acc} a {move} posunie rad vo farbe {suit} bližšie k tejto karte",
        "en": "you hold the {end}, and {move} moves the {suit} row closer to it",
    },
    "tactics.why.frees_own_not": {
        "sv": "{kept} frigör {own}, som du själv har; {move} frigör inget av dina kort",
        "nb": "{kept} frigjør {own}, som du selv har; {move} frigjør ingen av kortene dine",
        "sk": "{kept} uvoľní z tvojich kariet {own:acc}; {move} neuvoľní žiadnu z tvojich kariet",
        "en": "{kept} frees your own {own}; {move} frees none of your cards",
    },
    "tactics.why.block": {
        "sv": "varje kort du kan lägga ({cards}) frigör bara kort som de andra har: att stå över blockerar dem",
        "nb": "hvert kort du kan legge ({cards}) frigjør bare kort de andre har: å stå over blokkerer dem",
        "sk": "každá karta, ktorú môžeš vyložiť ({cards}), uvoľní len karty ostatných: dobrovoľný pas ich blokuje",
        "en": "every card you could play ({cards}) frees only cards the others hold: standing over blocks them",
    },
    "tactics.why.takes_trick": {
        "sv": "{move} tar sticket, medan {kept} låter {holder} behålla det",
        "nb": "{move} tar stikket, mens {kept} lar {holder} beholde det",
        "sk": "{move} berie zdvih, kým pri {kept:loc} by ho podržal {holder}",
        "en": "{move} takes the trick, while {kept} would leave it with {holder}",
    },
    "tactics.why.shed_higher": {
        "sv": "{holder} tar sticket ändå: {kept} är ditt högsta kort som inte tar det, och nu blir du av med det",
        "nb": "{holder} tar stikket uansett: {kept} er ditt høyeste kort som ikke tar det, og nå blir du kvitt det",
        "sk": "zdvih aj tak berie {holder}: {kept} je tvoja najvyššia karta, ktorá ho nevezme, a teraz sa jej zbavíš",
        "en": "{holder} takes the trick anyway: {kept} is your highest card that does not take it, and now it is gone",
    },
    "tactics.why.shed_high_agrees": {
        "sv": "{holder} tar sticket ändå, och {move} är ditt högsta kort som inte tar det",
        "nb": "{holder} tar stikket uansett, og {move} er ditt høyeste kort som ikke tar det",
        "sk": "zdvih aj tak berie {holder} a {move} je tvoja najvyššia karta, ktorá ho nevezme",
        "en": "{holder} takes the trick anyway, and {move} is your highest card that does not take it",
    },
    "tactics.why.shortest_suit": {
        "sv": (
            "{kept} kommer från din kortaste färg ({suit}, {n} kort) och för dig närmare renons; {move} gör det inte",
            "{kept} kommer från din kortaste färg ({suit}, {n} kort) och för dig närmare renons; {move} gör det inte",
        ),
        "nb": (
            "{kept} kommer fra din korteste farge ({suit}, {n} kort) og fører deg nærmere renons; {move} gjør det ikke",
            "{kept} kommer fra din korteste farge ({suit}, {n} kort) og fører deg nærmere renons; {move} gjør det ikke",
        ),
        "sk": (
            "{kept} je z tvojej najkratšej farby ({suit}, {n} karta) a priblíži ťa k jej vyčerpaniu; {move} nie",
            "{kept} je z tvojej najkratšej farby ({suit}, {n} karty) a priblíži ťa k jej vyčerpaniu; {move} nie",
            "{kept} je z tvojej najkratšej farby ({suit}, {n} kariet) a priblíži ťa k jej vyčerpaniu; {move} nie",
        ),
        "en": (
            "{kept} comes from your shortest suit ({suit}, {n} card), bringing you nearer a void; {move} does not",
            "{kept} comes from your shortest suit ({suit}, {n} cards), bringing you nearer a void; {move} does not",
        ),
    },
    "tactics.why.shortest_suit_agrees": {
        "sv": (
            "{move} kommer från din kortaste färg ({suit}, {n} kort)",
            "{move} kommer från din kortaste färg ({suit}, {n} kort)",
        ),
        "nb": (
            "{move} kommer fra din korteste farge ({suit}, {n} kort)",
            "{move} kommer fra din korteste farge ({suit}, {n} kort)",
        ),
        "sk": (
            "{move} je z tvojej najkratšej farby ({suit}, {n} karta)",
            "{move} je z tvojej najkratšej farby ({suit}, {n} karty)",
            "{move} je z tvojej najkratšej farby ({suit}, {n} kariet)",
        ),
        "en": (
            "{move} comes from your shortest suit ({suit}, {n} card)",
            "{move} comes from your shortest suit ({suit}, {n} cards)",
        ),
    },
    "tactics.why.most_out": {
        "sv": "{suit} har flest kort kvar hos de andra ({n}): dess lägsta, {kept}, ger bort sticket; {move} gör det inte",
        "nb": "{suit} har flest kort igjen hos de andre ({n}): det laveste, {kept}, gir bort stikket; {move} gjør det ikke",
        "sk": "vo farbe {suit} majú ostatní najviac kariet ({n}): jej najnižšia, {kept}, zdvih odovzdá; {move} nie",
        "en": "{suit} has the most cards still out in other hands ({n}): its lowest, {kept}, gives the trick away; {move} does not",
    },
    "tactics.why.most_out_agrees": {
        "sv": "{suit} har flest kort kvar hos de andra ({n}), och {move} är dess lägsta",
        "nb": "{suit} har flest kort igjen hos de andre ({n}), og {move} er det laveste",
        "sk": "vo farbe {suit} majú ostatní najviac kariet ({n}) a {move} je jej najnižšia",
        "en": "{suit} has the most cards still out in other hands ({n}), and {move} is its lowest",
    },
    "tactics.why.master": {
        "sv": "alla högre {suit} är spelade eller dina: {kept} tar sticket; {move} är inte det högsta som är kvar i sin färg",
        "nb": "alle høyere {suit} er spilt eller dine: {kept} tar stikket; {move} er ikke det høyeste som er igjen i sin farge",
        "sk": "všetky vyššie karty farby {suit} vyšli alebo sú tvoje: {kept} berie zdvih; {move} nie je najvyššia zostávajúca karta svojej farby",
        "en": "every higher {suit} card has been played or is yours: {kept} takes the trick; {move} is not the highest left in its suit",
    },
    "tactics.why.master_agrees": {
        "sv": "alla högre {suit} är spelade eller dina, så {move} tar sticket",
        "nb": "alle høyere {suit} er spilt eller dine, så {move} tar stikket",
        "sk": "všetky vyššie karty farby {suit} vyšli alebo sú tvoje, takže {move} berie zdvih",
        "en": "every higher {suit} card has been played or is yours, so {move} takes the trick",
    },
    "tactics.why.seven_takes": {
        "sv": (
            "sticket har {n} poäng och {holder} på andra sidan håller det: {kept} tar över det",
            "sticket har {n} poäng och {holder} på andra sidan håller det: {kept} tar över det",
        ),
        "nb": (
            "stikket har {n} poeng og {holder} på den andre siden holder det: {kept} tar det over",
            "stikket har {n} poeng og {holder} på den andre siden holder det: {kept} tar det over",
        ),
        "sk": (
            "zdvih má {n} bod a drží ho {holder} z druhej strany: {kept} ho prebije",
            "zdvih má {n} body a drží ho {holder} z druhej strany: {kept} ho prebije",
            "zdvih má {n} bodov a drží ho {holder} z druhej strany: {kept} ho prebije",
        ),
        "en": (
            "the trick holds {n} point and {holder} of the other side holds it: {kept} takes it over",
            "the trick holds {n} points and {holder} of the other side holds it: {kept} takes it over",
        ),
    },
    "tactics.why.seven_takes_ok": {
        "sv": (
            "sticket har {n} poäng och {holder} på andra sidan höll det: {kept} tar över det",
            "sticket har {n} poäng och {holder} på andra sidan höll det: {kept} tar över det",
        ),
        "nb": (
            "stikket har {n} poeng og {holder} på den andre siden holdt det: {kept} tar det over",
            "stikket har {n} poeng og {holder} på den andre siden holdt det: {kept} tar det over",
        ),
        "sk": (
            "zdvih má {n} bod a držal ho {holder} z druhej strany: {kept} ho prebije",
            "zdvih má {n} body a držal ho {holder} z druhej strany: {kept} ho prebije",
            "zdvih má {n} bodov a držal ho {holder} z druhej strany: {kept} ho prebije",
        ),
        "en": (
            "the trick holds {n} point and {holder} of the other side held it: {kept} takes it over",
            "the trick holds {n} points and {holder} of the other side held it: {kept} takes it over",
        ),
    },
    "tactics.why.seven_kept": {
        "sv": "{move} sparar dina sjuor till ett stick med poäng",
        "nb": "{move} sparer sjuerne dine til et stikk med poeng",
        "sk": "{move} šetrí tvoje sedmy na zdvih s bodmi",
        "en": "{move} keeps your sevens for a trick with points",
    },
    "tactics.why.seven_led": {
        "sv": "du spelar ut: {move} gör slut på en sjua som senare kunde ta ett stick med poäng; {kept} sparar den",
        "nb": "du spiller ut: {move} bruker opp en sjuer som senere kunne tatt et stikk med poeng; {kept} sparer den",
        "sk": "vynášaš: {move} minie sedmu, ktorá by neskôr mohla vziať zdvih s bodmi; {kept} ju ušetrí",
        "en": "you lead: {move} spends a seven that could later take a trick with points; {kept} keeps it",
    },
    "tactics.why.seven_no_points": {
        "sv": "sticket har inga poäng: {move} gör slut på en sjua för ingenting; {kept} sparar den",
        "nb": "stikket har ingen poeng: {move} bruker opp en sjuer for ingenting; {kept} sparer den",
        "sk": "zdvih nemá body: {move} minie sedmu nadarmo; {kept} ju ušetrí",
        "en": "the trick holds no points: {move} spends a seven for nothing; {kept} keeps it",
    },
    "tactics.why.seven_own_side": {
        "sv": "din sida ({holder}) håller redan sticket: {move} gör slut på en sjua; {kept} sparar den",
        "nb": "din side ({holder}) holder allerede stikket: {move} bruker opp en sjuer; {kept} sparer den",
        "sk": "tvoja strana ({holder}) už zdvih drží: {move} minie sedmu; {kept} ju ušetrí",
        "en": "your side ({holder}) already holds the trick: {move} spends a seven; {kept} keeps it",
    },
    "tactics.why.continue": {
        "sv": (
            "sticket har {n} poäng och {holder} på andra sidan håller det: fortsätt med {kept}",
            "sticket har {n} poäng och {holder} på andra sidan håller det: fortsätt med {kept}",
        ),
        "nb": (
            "stikket har {n} poeng og {holder} på den andre siden holder det: fortsett med {kept}",
            "stikket har {n} poeng og {holder} på den andre siden holder det: fortsett med {kept}",
        ),
        "sk": (
            "zdvih má {n} bod a drží ho {holder} z druhej strany: otoč kolo {kept:ins}",
            "zdvih má {n} body a drží ho {holder} z druhej strany: otoč kolo {kept:ins}",
            "zdvih má {n} bodov a drží ho {holder} z druhej strany: otoč kolo {kept:ins}",
        ),
        "en": (
            "the trick holds {n} point and {holder} of the other side holds it: continue with {kept}",
            "the trick holds {n} points and {holder} of the other side holds it: continue with {kept}",
        ),
    },
    "tactics.why.continue_ok": {
        "sv": (
            "sticket har {n} poäng och {holder} på andra sidan höll det, så att fortsätta med {kept} lönar sig",
            "sticket har {n} poäng och {holder} på andra sidan höll det, så att fortsätta med {kept} lönar sig",
        ),
        "nb": (
            "stikket har {n} poeng og {holder} på den andre siden holdt det, så det lønner seg å fortsette med {kept}",
            "stikket har {n} poeng og {holder} på den andre siden holdt det, så det lønner seg å fortsette med {kept}",
        ),
        "sk": (
            "zdvih má {n} bod a držal ho {holder} z druhej strany, otočiť kolo {kept:ins} sa oplatí",
            "zdvih má {n} body a držal ho {holder} z druhej strany, otočiť kolo {kept:ins} sa oplatí",
            "zdvih má {n} bodov a držal ho {holder} z druhej strany, otočiť kolo {kept:ins} sa oplatí",
        ),
        "en": (
            "the trick holds {n} point and {holder} of the other side held it, so continuing with {kept} pays",
            "the trick holds {n} points and {holder} of the other side held it, so continuing with {kept} pays",
        ),
    },
    "tactics.why.stop_own_side": {
        "sv": "{holder} på din sida håller sticket: stoppa och spara dina kort",
        "nb": "{holder} på din side holder stikket: stopp og spar kortene dine",
        "sk": "zdvih drží {holder} z tvojej strany: zastav a ušetri si karty",
        "en": "{holder} of your side holds the trick: stop and keep your cards",
    },
    "tactics.why.stop_own_side_not": {
        "sv": "{holder} på din sida håller sticket: {move} tar det bara från din egen sida; stoppa och spara kortet",
        "nb": "{holder} på din side holder stikket: {move} tar det bare fra din egen side; stopp og spar kortet",
        "sk": "zdvih drží {holder} z tvojej strany: {move} ho len vezme tvojej strane; zastav a ušetri kartu",
        "en": "{holder} of your side holds the trick: {move} only takes it from your own side; stop and keep the card",
    },
    "tactics.why.stop_no_points_not": {
        "sv": "sticket har inga poäng: att fortsätta med {move} kostar ett kort och vinner inget",
        "nb": "stikket har ingen poeng: å fortsette med {move} koster et kort og vinner ingenting",
        "sk": "zdvih nemá body: otočenie kola {move:ins} stojí kartu a nič neprinesie",
        "en": "the trick holds no points: continuing with {move} costs a card and wins nothing",
    },
    "tactics.why.stop_no_points": {
        "sv": "sticket har inga poäng: att fortsätta kostar ett kort och vinner inget",
        "nb": "stikket har ingen poeng: å fortsette koster et kort og vinner ingenting",
        "sk": "zdvih nemá body: otočenie kola stojí kartu a nič neprinesie",
        "en": "the trick holds no points: continuing costs a card and wins nothing",
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
        "sk": "Ťah {index}: {player} hrá {move:acc}.",
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
        "sv": (
            "Ett tips mot {n} slumpspelare ({deals}, 95 % intervall)",
            "Ett tips mot {n} slumpspelare ({deals}, 95 % intervall)",
        ),
        "nb": (
            "Ett tips mot {n} tilfeldig spiller ({deals}, 95 % intervall)",
            "Ett tips mot {n} tilfeldige spillere ({deals}, 95 % intervall)",
        ),
        "sk": (
            "Jedna rada proti {n} náhodnému hráčovi ({deals}, 95 % interval)",
            "Jedna rada proti {n} náhodným hráčom ({deals}, 95 % interval)",
            "Jedna rada proti {n} náhodným hráčom ({deals}, 95 % interval)",
        ),
        "en": (
            "One tip against {n} random player ({deals}, 95% interval)",
            "One tip against {n} random players ({deals}, 95% interval)",
        ),
    },
    "tactics.fig.pairwise": {
        "sv": (
            "Tipset i raden mot {n} spelare som följer tipset i kolumnen",
            "Tipset i raden mot {n} spelare som följer tipset i kolumnen",
        ),
        "nb": (
            "Tipset i raden mot {n} spiller som følger tipset i kolonnen",
            "Tipset i raden mot {n} spillere som følger tipset i kolonnen",
        ),
        "sk": (
            "Rada v riadku proti {n} hráčovi, ktorý sa riadi radou v stĺpci",
            "Rada v riadku proti {n} hráčom, ktorí sa riadia radou v stĺpci",
            "Rada v riadku proti {n} hráčom, ktorí sa riadia radou v stĺpci",
        ),
        "en": (
            "The row's tip against {n} player following the column's tip",
            "The row's tip against {n} players following the column's tip",
        ),
    },
    # --- the solver's verdict on one move (all hands open) ---
    "tactics.solver.keeps": {
        "sv": "behåller din säkra vinst",
        "nb": "beholder den sikre seieren din",
        "sk": "zachová vašu istú výhru",
        "en": "keeps your forced win",
    },
    "tactics.solver.throws_away": {
        "sv": "kastar bort din säkra vinst — {move} hade behållit den",
        "nb": "kaster bort den sikre seieren din — {move} ville ha beholdt den",
        "sk": "zahodí vašu istú výhru — keby ste zahrali {move:acc}, zachovali by ste ju",
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
        "sv": (
            "{game}: {n} spel, platserna roterade (95 % intervall)",
            "{game}: {n} spel, platserna roterade (95 % intervall)",
        ),
        "nb": (
            "{game}: {n} spill, plassene rotert (95 % intervall)",
            "{game}: {n} spill, plassene rotert (95 % intervall)",
        ),
        "sk": (
            "{game}: {n} hra, miesta sa striedajú (95 % interval)",
            "{game}: {n} hry, miesta sa striedajú (95 % interval)",
            "{game}: {n} hier, miesta sa striedajú (95 % interval)",
        ),
        "en": (
            "{game}: {n} game, seats rotated (95% interval)",
            "{game}: {n} games, seats rotated (95% interval)",
        ),
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
    "tactics.note.turn_pass": {
        "sv": "Drag {index}: {player} passar.",
        "nb": "Trekk {index}: {player} passer.",
        "sk": "Ťah {index}: {player} pasuje.",
        "en": "Turn {index}: {player} passes.",
    },
    "tactics.count.deals_per_tip": {
        "sv": (
            "{n} giv per tips",
            "{n} givar per tips",
        ),
        "nb": (
            "{n} runde per tips",
            "{n} runder per tips",
        ),
        "sk": (
            "{n} rozdanie na radu",
            "{n} rozdania na radu",
            "{n} rozdaní na radu",
        ),
        "en": (
            "{n} deal per tip",
            "{n} deals per tip",
        ),
    },
}
