"""Translation section: the trick deals of Femkamp and Sjukamp, matches and score sheets.
Keys start with ``tricks.``.

The Norwegian wording follows the rule text (002): "følge farge (bekjenne)", "stikk",
"Har du ikke den fargen, kan du kaste hvilket som helst kort".
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- deal names ---
    "tricks.deal.pass": {"sv": "Pass", "nb": "Pass", "sk": "Pas", "en": "Pass"},
    "tricks.deal.klover": {"sv": "Klöver", "nb": "Kløver", "sk": "Kríže", "en": "Clubs"},
    "tricks.deal.damer": {"sv": "Damer", "nb": "Damer", "sk": "Dámy", "en": "Queens"},
    "tricks.deal.kabal": {"sv": "Kabal", "nb": "Kabal", "sk": "Kabal", "en": "Kabal"},
    "tricks.deal.grand": {"sv": "Grand", "nb": "Grand", "sk": "Grand", "en": "Grand"},
    "tricks.deal.trumf": {"sv": "Trumf", "nb": "Trumf", "sk": "Tromf", "en": "Trumps"},
    "tricks.deal.finale": {"sv": "Final", "nb": "Finale", "sk": "Finále", "en": "Finale"},
    "tricks.deal.extra_grand": {
        "sv": "extra Grand {n}",
        "nb": "ekstra grand {n}",
        "sk": "Grand navyše {n}",
        "en": "extra Grand {n}",
    },
    # --- why a card may be played ---
    "tricks.why.lead": {
        "sv": "spelar ut: vilket kort som helst får spelas ut",
        "nb": "spiller ut: alle kort kan spilles ut",
        "sk": "vynáša: vynášať možno ľubovoľnú kartu",
        "en": "leads: any card may be led",
    },
    "tricks.why.follows": {
        "sv": "följer {suit}",
        "nb": "følger {suit}",
        "sk": "priznáva farbu ({suit})",
        "en": "follows {suit}",
    },
    "tricks.why.void": {
        "sv": "saknar {suit}: får spela vilket kort som helst",
        "nb": "har ikke {suit}: kan kaste hvilket som helst kort",
        "sk": "nemá {suit}: môže zahrať ľubovoľnú kartu",
        "en": "out of {suit}: may play any card",
    },
    "tricks.why.then": {"sv": "; ", "nb": "; ", "sk": "; ", "en": "; "},
    "tricks.why.highest.S": {
        "sv": "högsta spader tar sticket ({player}, {card})",
        "nb": "høyeste spar tar stikket ({player}, {card})",
        "sk": "najvyššia pika berie zdvih ({player}, {card})",
        "en": "highest spade takes the trick ({player}, {card})",
    },
    "tricks.why.highest.H": {
        "sv": "högsta hjärter tar sticket ({player}, {card})",
        "nb": "høyeste hjerter tar stikket ({player}, {card})",
        "sk": "najvyššie srdce berie zdvih ({player}, {card})",
        "en": "highest heart takes the trick ({player}, {card})",
    },
    "tricks.why.highest.D": {
        "sv": "högsta ruter tar sticket ({player}, {card})",
        "nb": "høyeste ruter tar stikket ({player}, {card})",
        "sk": "najvyššie káro berie zdvih ({player}, {card})",
        "en": "highest diamond takes the trick ({player}, {card})",
    },
    "tricks.why.highest.C": {
        "sv": "högsta klöver tar sticket ({player}, {card})",
        "nb": "høyeste kløver tar stikket ({player}, {card})",
        "sk": "najvyšší kríž berie zdvih ({player}, {card})",
        "en": "highest club takes the trick ({player}, {card})",
    },
    "tricks.why.highest_trump": {
        "sv": "högsta trumf tar sticket ({player}, {card})",
        "nb": "høyeste trumf tar stikket ({player}, {card})",
        "sk": "najvyšší tromf berie zdvih ({player}, {card})",
        "en": "highest trump takes the trick ({player}, {card})",
    },
    # --- why a card may not be played (legal-move map) ---
    "tricks.status.not_held": {
        "sv": "inte på handen",
        "nb": "ikke på hånden",
        "sk": "nie je v ruke",
        "en": "not in the hand",
    },
    "tricks.status.must_follow": {
        "sv": "måste följa {suit}",
        "nb": "må følge {suit}",
        "sk": "musí priznať farbu ({suit})",
        "en": "must follow {suit}",
    },
    # --- broken rules (IllegalMoveError keys) ---
    "tricks.rule.not_held": {
        "sv": "{player} har inte {card} på handen.",
        "nb": "{player} har ikke {card} på hånden.",
        "sk": "{player} nemá v ruke {card:acc}.",
        "en": "{player} does not hold the {card}.",
    },
    "tricks.rule.must_follow": {
        "sv": "{player} måste bekänna färg: {card} får inte spelas när {player} har {cards}.",
        "nb": "{player} må følge farge (bekjenne): {card} kan ikke spilles når {player} har {cards}.",
        "sk": "{player} musí priznať farbu: {card:acc} nemožno zahrať, kým má v ruke {cards:acc}.",
        "en": "{player} must follow suit: the {card} may not be played while holding the {cards}.",
    },
    # --- bad deals and records ---
    "tricks.error.same_name": {
        "sv": "Varje spelare måste ha ett eget namn.",
        "nb": "Hver spiller må ha sitt eget navn.",
        "sk": "Každý hráč musí mať vlastné meno.",
        "en": "Each player needs a name of their own.",
    },
    "tricks.error.trump_fixed": {
        "sv": 'Trumf är spader här (trump_chooser "fixed"); {suit} kan inte vara trumf.',
        "nb": 'Spar er trumf her (trump_chooser "fixed"); {suit} kan ikke være trumf.',
        "sk": 'Tromf sú tu piky (trump_chooser "fixed"); {suit} nemôže byť tromf.',
        "en": 'Spades are trumps here (trump_chooser "fixed"); {suit} cannot be trumps.',
    },
    "tricks.error.no_trump": {
        "sv": "{deal} spelas utan trumf.",
        "nb": "{deal} spilles uten trumf.",
        "sk": "{deal} sa hrá bez tromfu.",
        "en": "{deal} is played without trumps.",
    },
    "tricks.error.removed_card": {
        "sv": (
            "Kortet {card} tas ut ur leken när {n} spelar.",
            "Kortet {card} tas ut ur leken när {n} spelar.",
        ),
        "nb": (
            "Kortet {card} tas ut av kortstokken når {n} spiller.",
            "Kortet {card} tas ut av kortstokken når {n} spiller.",
        ),
        "sk": (
            "Pri {n} hráčovi sa z balíčka vyberá {card}.",
            "Pri {n} hráčoch sa z balíčka vyberá {card}.",
            "Pri {n} hráčoch sa z balíčka vyberá {card}.",
        ),
        "en": (
            "The {card} is taken out of the pack when {n} plays.",
            "The {card} is taken out of the pack when {n} play.",
        ),
    },
    "tricks.error.unequal_hands": {
        "sv": "Alla spelare ska ha lika många kort ({size} var).",
        "nb": "Alle spillerne skal ha like mange kort ({size} hver).",
        "sk": "Všetci hráči musia mať rovnako veľa kariet (po {size}).",
        "en": "All players must hold the same number of cards ({size} each).",
    },
    "tricks.error.deal_not_in_game": {
        "sv": '{game} har ingen giv "{deal}"; givarna är {known}.',
        "nb": '{game} har ingen omgang "{deal}"; omgangene er {known}.',
        "sk": '{game} nemá kolo "{deal}"; kolá sú {known}.',
        "en": '{game} has no deal "{deal}"; its deals are {known}.',
    },
    "tricks.error.deal_order": {
        "sv": "Giv {n} ska vara {want} i {game}, inte {got}.",
        "nb": "Omgang {n} skal være {want} i {game}, ikke {got}.",
        "sk": "Kolo {n} má byť v hre {game} {want}, nie {got}.",
        "en": "Deal {n} of {game} is {want}, not {got}.",
    },
    "tricks.error.dealer_order": {
        "sv": "Giv {n}: given går medsols, så {want} ger, inte {got}.",
        "nb": "Omgang {n}: giveren går med klokka, så {want} gir, ikke {got}.",
        "sk": "Kolo {n}: rozdávajúci sa strieda v smere hodinových ručičiek, rozdáva {want}, nie {got}.",
        "en": "Deal {n}: the deal passes clockwise, so {want} deals, not {got}.",
    },
    "tricks.error.in_deal": {
        "sv": "Giv {n} ({deal}): {message}",
        "nb": "Omgang {n} ({deal}): {message}",
        "sk": "Kolo {n} ({deal}): {message}",
        "en": "Deal {n} ({deal}): {message}",
    },
    "tricks.error.extra_deal": {
        "sv": "Giv {n}: efter de vanliga givarna spelas bara extra Grand, och bara vid delad seger.",
        "nb": "Omgang {n}: etter de vanlige omgangene spilles bare ekstra grand, og bare ved likhet.",
        "sk": "Kolo {n}: po riadnych kolách sa hrá len Grand navyše, a to len pri rovnosti.",
        "en": "Deal {n}: after the regular deals only an extra Grand is played, and only to settle a tie.",
    },
    "tricks.error.unfinished_deal": {
        "sv": "Giv {n} ({deal}) är inte färdigspelad, men fler givar följer.",
        "nb": "Omgang {n} ({deal}) er ikke ferdigspilt, men flere omganger følger.",
        "sk": "Kolo {n} ({deal}) nie je dohrané, no nasledujú ďalšie kolá.",
        "en": "Deal {n} ({deal}) is not finished, yet more deals follow.",
    },
    # --- replays ---
    "tricks.replay.deal": {
        "sv": "{deal}: {dealer} ger, {leader} spelar ut",
        "nb": "{deal}: {dealer} gir, {leader} spiller ut",
        "sk": "{deal}: rozdáva {dealer}, vynáša {leader}",
        "en": "{deal}: {dealer} deals, {leader} leads",
    },
    "tricks.replay.kabal": {
        "sv": "{deal}: {dealer} ger, den som har hjärter sju börjar",
        "nb": "{deal}: {dealer} gir, den som har hjerter sju, starter",
        "sk": "{deal}: rozdáva {dealer}, začína hráč so srdcovou sedmičkou",
        "en": "{deal}: {dealer} deals, the holder of the seven of hearts starts",
    },
    "tricks.replay.trump": {
        "sv": "Trumf: {suit}",
        "nb": "Trumf: {suit}",
        "sk": "Tromf: {suit}",
        "en": "Trumps: {suit}",
    },
    "tricks.replay.trick": {
        "sv": "Stick {n}: {player} tar sticket med {card}.",
        "nb": "Stikk {n}: {player} tar stikket med {card}.",
        "sk": "Zdvih {n}: {player} berie zdvih {card:ins}.",
        "en": "Trick {n}: {player} takes the trick with the {card}.",
    },
    "tricks.replay.points": {
        "sv": "Poäng i {deal}:",
        "nb": "Poeng i {deal}:",
        "sk": "Body v kole {deal}:",
        "en": "Points in {deal}:",
    },
    "tricks.replay.points_line": {
        "sv": "  {player}: {points} ({detail})",
        "nb": "  {player}: {points} ({detail})",
        "sk": "  {player}: {points} ({detail})",
        "en": "  {player}: {points} ({detail})",
    },
    "tricks.replay.detail_tricks": {
        "sv": (
            "{n} stick",
            "{n} stick",
        ),
        "nb": (
            "{n} stikk",
            "{n} stikk",
        ),
        "sk": (
            "{n} zdvih",
            "{n} zdvihy",
            "{n} zdvihov",
        ),
        "en": (
            "{n} trick",
            "{n} tricks",
        ),
    },
    "tricks.replay.detail_kabal": {
        "sv": "{passes}, {left}",
        "nb": "{passes}, {left}",
        "sk": "{passes}, {left}",
        "en": "{passes}, {left}",
    },
    "tricks.replay.in_progress": {
        "sv": "Given är inte slut; {player} ska spela.",
        "nb": "Omgangen er ikke ferdig; {player} skal spille.",
        "sk": "Kolo sa neskončilo; na ťahu je {player}.",
        "en": "The deal is not over; {player} is to play.",
    },
    "tricks.replay.running": {
        "sv": "Ställning efter {deal}: {totals}",
        "nb": "Stilling etter {deal}: {totals}",
        "sk": "Stav po kole {deal}: {totals}",
        "en": "Totals after {deal}: {totals}",
    },
    # --- results of a match or a score sheet ---
    "tricks.result.winner": {
        "sv": (
            "{player} vinner med lägst summa, {n} poäng.",
            "{player} vinner med lägst summa, {n} poäng.",
        ),
        "nb": (
            "{player} vinner med lavest sum, {n} poeng.",
            "{player} vinner med lavest sum, {n} poeng.",
        ),
        "sk": (
            "Vyhráva {player} s najnižším súčtom, {n} bod.",
            "Vyhráva {player} s najnižším súčtom, {n} body.",
            "Vyhráva {player} s najnižším súčtom, {n} bodov.",
        ),
        "en": (
            "{player} wins with the lowest total, {n} point.",
            "{player} wins with the lowest total, {n} points.",
        ),
    },
    "tricks.result.tie": {
        "sv": (
            "{players} har samma lägsta summa, {n} poäng: en extra Grand avgör.",
            "{players} har samma lägsta summa, {n} poäng: en extra Grand avgör.",
        ),
        "nb": (
            "{players} står likt med lavest sum, {n} poeng: en ekstra runde grand avgjør.",
            "{players} står likt med lavest sum, {n} poeng: en ekstra runde grand avgjør.",
        ),
        "sk": (
            "{players} majú rovnaký najnižší súčet, {n} bod: rozhodne Grand navyše.",
            "{players} majú rovnaký najnižší súčet, {n} body: rozhodne Grand navyše.",
            "{players} majú rovnaký najnižší súčet, {n} bodov: rozhodne Grand navyše.",
        ),
        "en": (
            "{players} tie on the lowest total, {n} point: an extra Grand settles it.",
            "{players} tie on the lowest total, {n} points: an extra Grand settles it.",
        ),
    },
    "tricks.result.tie_settled": {
        "sv": "{player} vinner den extra Grand bland {players} och därmed spelet.",
        "nb": "{player} vinner den ekstra grand-runden blant {players}, og dermed kampen.",
        "sk": "{player} vyhráva Grand navyše spomedzi hráčov {players}, a tým celú hru.",
        "en": "{player} wins the extra Grand among {players}, and so the match.",
    },
    "tricks.result.total": {"sv": "Summa", "nb": "Sum", "sk": "Súčet", "en": "Total"},
    # --- score sheets ---
    "tricks.sheet.title": {
        "sv": "Poänglista, {game}",
        "nb": "Poengark, {game}",
        "sk": "Zápis bodov, {game}",
        "en": "Score sheet, {game}",
    },
    "tricks.sheet.ok": {
        "sv": "Varje kolumn är möjlig.",
        "nb": "Hver kolonne er mulig.",
        "sk": "Každý stĺpec je možný.",
        "en": "Every column is possible.",
    },
    "tricks.sheet.ok_so_far": {
        "sv": "Varje kolumn som är ifylld är möjlig.",
        "nb": "Hver kolonne som er fylt ut, er mulig.",
        "sk": "Každý vyplnený stĺpec je možný.",
        "en": "Every column filled in so far is possible.",
    },
    "tricks.sheet.incomplete": {
        "sv": "Listan är inte klar: {game} saknar {deals}. Inget resultat förrän alla givar är med.",
        "nb": "Arket er ikke ferdig: {game} mangler {deals}. Ingen vinner før alle omgangene er med.",
        "sk": "Zápis nie je úplný: {game} chýba {deals}. Výsledok bude, až keď budú zapísané všetky kolá.",
        "en": "The sheet is not complete: {game} still lacks {deals}. No result until every deal is in.",
    },
    "tricks.sheet.out_of_order": {
        "sv": "Listan är inte klar: givarna står inte i ordningen för {game} ({deals}). Inget resultat.",
        "nb": "Arket er ikke ferdig: omgangene står ikke i rekkefølgen for {game} ({deals}). Ingen vinner.",
        "sk": "Zápis nie je úplný: kolá nie sú v poradí hry {game} ({deals}). Žiadny výsledok.",
        "en": "The sheet is not complete: its deals are not in {game}'s order ({deals}). No result.",
    },
    "tricks.sheet.klover_thirteen": {
        "sv": "{player} har 13, men den som tar alla 13 klöver får 0 (husregeln klover_all_zero)",
        "nb": "{player} har 13, men den som tar alle 13 kløverne, får 0 (husregelen klover_all_zero)",
        "sk": "{player} má 13, no kto zoberie všetkých 13 krížov, má 0 (domáce pravidlo klover_all_zero)",
        "en": "{player} has 13, but whoever takes all 13 clubs scores 0 (the house rule klover_all_zero)",
    },
    "tricks.sheet.problems": {
        "sv": "Kolumner som inte kan stämma:",
        "nb": "Kolonner som ikke kan stemme:",
        "sk": "Stĺpce, ktoré nemôžu sedieť:",
        "en": "Columns that cannot be right:",
    },
    "tricks.sheet.problem": {
        "sv": "  {deal}: {reason}",
        "nb": "  {deal}: {reason}",
        "sk": "  {deal}: {reason}",
        "en": "  {deal}: {reason}",
    },
    "tricks.sheet.sum": {
        "sv": "kolumnen summerar till {got}, men givens poäng summerar alltid till {want}",
        "nb": "kolonnen summerer til {got}, men poengene i omgangen blir alltid {want}",
        "sk": "stĺpec dáva súčet {got}, no body tohto kola dávajú vždy {want}",
        "en": "the column adds up to {got}, but this deal's points always add up to {want}",
    },
    "tricks.sheet.sum_klover": {
        "sv": "kolumnen summerar till {got}, men klöver ger 13 (eller 0 när en spelare tar alla 13)",
        "nb": "kolonnen summerer til {got}, men kløver gir 13 (eller 0 når én spiller tar alle 13)",
        "sk": "stĺpec dáva súčet {got}, no kríže dávajú 13 (alebo 0, keď jeden hráč zoberie všetkých 13)",
        "en": "the column adds up to {got}, but clubs give 13 (or 0 when one player takes all 13)",
    },
    "tricks.sheet.range": {
        "sv": "{player} har {value}, men i den här given kan en spelare få bara {lo} till {hi}",
        "nb": "{player} har {value}, men i denne omgangen kan en spiller bare få {lo} til {hi}",
        "sk": "{player} má {value}, no v tomto kole môže hráč získať len {lo} až {hi}",
        "en": "{player} has {value}, but in this deal a player can only get {lo} to {hi}",
    },
    "tricks.sheet.negative": {
        "sv": "{player} har {value}, men poängen här kan inte vara negativ",
        "nb": "{player} har {value}, men poengene her kan ikke være negative",
        "sk": "{player} má {value}, no body tu nemôžu byť záporné",
        "en": "{player} has {value}, but points here cannot be negative",
    },
    "tricks.sheet.step": {
        "sv": "{player} har {value}, som inte är en multipel av {step}",
        "nb": "{player} har {value}, som ikke er et multiplum av {step}",
        "sk": "{player} má {value}, čo nie je násobok {step}",
        "en": "{player} has {value}, which is not a multiple of {step}",
    },
    "tricks.sheet.finale_split": {
        "sv": "poängen kan inte delas upp i klöver dam 8, övriga damer 4 och övriga klöver 1",
        "nb": "poengene kan ikke deles opp i kløver dame 8, de andre damene 4 og de andre kløverne 1",
        "sk": "body sa nedajú rozdeliť na krížovú dámu 8, ostatné dámy po 4 a ostatné kríže po 1",
        "en": "the points cannot be split into clubs queen 8, other queens 4 and other clubs 1",
    },
    "tricks.sheet.kabal_zero": {
        "sv": "ingen har 0, men den som gick ut har 0 (kontrollen kabal_zero)",
        "nb": "ingen har 0, men den som gikk ut, har 0 (kontrollen kabal_zero)",
        "sk": "nikto nemá 0, no hráč, ktorý sa zbavil kariet, má 0 (kontrola kabal_zero)",
        "en": "nobody has 0, but the player who went out has 0 (the kabal_zero check)",
    },
    "tricks.sheet.klover_zero_off": {
        "sv": "alla har 0, men utan husregeln klover_all_zero ger klöver 13",
        "nb": "alle har 0, men uten husregelen klover_all_zero gir kløver 13",
        "sk": "všetci majú 0, no bez domáceho pravidla klover_all_zero dávajú kríže 13",
        "en": "everyone has 0, but without the house rule klover_all_zero clubs give 13",
    },
    "tricks.sheet.error.kind": {
        "sv": 'Det här är ingen poänglista ("kind": "scoresheet" saknas).',
        "nb": 'Dette er ikke et poengark ("kind": "scoresheet" mangler).',
        "sk": 'Toto nie je zápis bodov (chýba "kind": "scoresheet").',
        "en": 'This is not a score sheet ("kind": "scoresheet" is missing).',
    },
    "tricks.sheet.error.game": {
        "sv": 'En poänglista gäller femkamp eller sjukamp, inte "{game}".',
        "nb": 'Et poengark gjelder femkamp eller sjukamp, ikke "{game}".',
        "sk": 'Zápis bodov patrí k hre femkamp alebo sjukamp, nie "{game}".',
        "en": 'A score sheet is for femkamp or sjukamp, not "{game}".',
    },
    "tricks.sheet.error.players": {
        "sv": "Poänglistan behöver 3 till 5 spelare med olika namn.",
        "nb": "Poengarket trenger 3 til 5 spillere med ulike navn.",
        "sk": "Zápis bodov potrebuje 3 až 5 hráčov s rôznymi menami.",
        "en": "A score sheet needs 3 to 5 players with different names.",
    },
    "tricks.sheet.error.no_deals": {
        "sv": "Poänglistan har inga givar.",
        "nb": "Poengarket har ingen omganger.",
        "sk": "Zápis bodov nemá žiadne kolá.",
        "en": "The score sheet has no deals.",
    },
    "tricks.sheet.error.unknown_deal": {
        "sv": 'Kolumn {column}: "{value}" är ingen giv (kända: {known}).',
        "nb": 'Kolonne {column}: "{value}" er ingen omgang (kjente: {known}).',
        "sk": 'Stĺpec {column}: "{value}" nie je kolo (známe: {known}).',
        "en": 'Column {column}: "{value}" is not a deal (known: {known}).',
    },
    "tricks.sheet.error.missing": {
        "sv": "Rad {row}, kolumn {column}: rutan är tom.",
        "nb": "Rad {row}, kolonne {column}: ruten er tom.",
        "sk": "Riadok {row}, stĺpec {column}: políčko je prázdne.",
        "en": "Row {row}, column {column}: the cell is empty.",
    },
    "tricks.sheet.error.not_number": {
        "sv": 'Rad {row}, kolumn {column}: "{value}" är inget heltal.',
        "nb": 'Rad {row}, kolonne {column}: "{value}" er ikke et heltall.',
        "sk": 'Riadok {row}, stĺpec {column}: "{value}" nie je celé číslo.',
        "en": 'Row {row}, column {column}: "{value}" is not a whole number.',
    },
    "tricks.sheet.error.too_many": {
        "sv": "Rad {row}: {values} men bara {columns}.",
        "nb": "Rad {row}: {values}, men bare {columns}.",
        "sk": "Riadok {row}: {values}, no len {columns}.",
        "en": "Row {row}: {values} but only {columns}.",
    },
    "tricks.sheet.error.no_row": {
        "sv": "Rad {row} saknas i poänglistan.",
        "nb": "Rad {row} mangler i poengarket.",
        "sk": "V zápise chýba riadok {row}.",
        "en": "The row {row} is missing from the score sheet.",
    },
    "tricks.sheet.error.empty_text": {
        "sv": 'Texten innehåller ingen poänglista (en rad per spelare: "Kari 3 2 4 3 -5").',
        "nb": 'Teksten inneholder ikke noe poengark (én rad per spiller: "Kari 3 2 4 3 -5").',
        "sk": 'Text neobsahuje zápis bodov (riadok na hráča: "Kari 3 2 4 3 -5").',
        "en": 'The text holds no score sheet (one row per player: "Kari 3 2 4 3 -5").',
    },
    "tricks.sheet.error.deal_count": {
        "sv": (
            "{n} kolumn passar varken femkamp (5) eller sjukamp (7); ange givarna i en rubrikrad.",
            "{n} kolumner passar varken femkamp (5) eller sjukamp (7); ange givarna i en rubrikrad.",
        ),
        "nb": (
            "{n} kolonne passer verken femkamp (5) eller sjukamp (7); skriv omgangene i en overskriftsrad.",
            "{n} kolonner passer verken femkamp (5) eller sjukamp (7); skriv omgangene i en overskriftsrad.",
        ),
        "sk": (
            "{n} stĺpec nezodpovedá ani femkampu (5), ani sjukampu (7); uveďte kolá v hlavičke.",
            "{n} stĺpce nezodpovedajú ani femkampu (5), ani sjukampu (7); uveďte kolá v hlavičke.",
            "{n} stĺpcov nezodpovedá ani femkampu (5), ani sjukampu (7); uveďte kolá v hlavičke.",
        ),
        "en": (
            "{n} column fits neither femkamp (5) nor sjukamp (7); name the deals in a header row.",
            "{n} columns fit neither femkamp (5) nor sjukamp (7); name the deals in a header row.",
        ),
    },
    "tricks.sheet.column": {
        "sv": "{number} ({deal})",
        "nb": "{number} ({deal})",
        "sk": "{number} ({deal})",
        "en": "{number} ({deal})",
    },
}
