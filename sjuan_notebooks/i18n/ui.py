"""Translation section: ui. Keys start with ``ui.``.

Figure titles, axis labels, legend entries, button labels and tooltips, the reasons shown on
the legal-move map, and the verdicts of the play widget.
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- cards and hands ---
    "ui.card.back": {
        "sv": "kortets baksida",
        "nb": "kortets bakside",
        "sk": "rub karty",
        "en": "card back",
    },
    "ui.no_cards": {"sv": "inga kort", "nb": "ingen kort", "sk": "žiadne karty", "en": "no cards"},
    "ui.hand_of": {
        "sv": (
            "{player} ({n} kort)",
            "{player} ({n} kort)",
        ),
        "nb": (
            "{player} ({n} kort)",
            "{player} ({n} kort)",
        ),
        "sk": (
            "{player} ({n} karta)",
            "{player} ({n} karty)",
            "{player} ({n} kariet)",
        ),
        "en": (
            "{player} ({n} card)",
            "{player} ({n} cards)",
        ),
    },
    "ui.hidden_cards": {
        "sv": (
            "{n} dolt kort",
            "{n} dolda kort",
        ),
        "nb": (
            "{n} skjult kort",
            "{n} skjulte kort",
        ),
        "sk": (
            "{n} skrytá karta",
            "{n} skryté karty",
            "{n} skrytých kariet",
        ),
        "en": (
            "{n} hidden card",
            "{n} hidden cards",
        ),
    },
    "ui.passes": {
        "sv": (
            "{n} pass",
            "{n} pass",
        ),
        "nb": (
            "{n} pass",
            "{n} pass",
        ),
        "sk": (
            "{n} pas",
            "{n} pasy",
            "{n} pasov",
        ),
        "en": (
            "{n} pass",
            "{n} passes",
        ),
    },
    "ui.title.table": {
        "sv": (
            "{game}, efter {n} drag",
            "{game}, efter {n} drag",
        ),
        "nb": (
            "{game}, etter {n} trekk",
            "{game}, etter {n} trekk",
        ),
        "sk": (
            "{game}, po {n} ťahu",
            "{game}, po {n} ťahoch",
            "{game}, po {n} ťahoch",
        ),
        "en": (
            "{game}, after {n} move",
            "{game}, after {n} moves",
        ),
    },
    "ui.g.rank_short.1": {"sv": "E", "nb": "E", "sk": "E", "en": "A"},
    "ui.g.rank_short.11": {"sv": "U", "nb": "U", "sk": "D", "en": "U"},
    "ui.g.rank_short.12": {"sv": "Ö", "nb": "O", "sk": "H", "en": "O"},
    "ui.g.rank_short.13": {"sv": "K", "nb": "K", "sk": "K", "en": "K"},
    "ui.trick.empty": {
        "sv": "Inget kort i sticket än.",
        "nb": "Ingen kort i stikket ennå.",
        "sk": "V zdvihu ešte nie je žiadna karta.",
        "en": "No card in the trick yet.",
    },
    # --- categories of the legal-move map ---
    "ui.cat.legal": {
        "sv": "får läggas nu",
        "nb": "kan legges nå",
        "sk": "možno zahrať teraz",
        "en": "legal now",
    },
    "ui.cat.held": {
        "sv": "på handen, inte nu",
        "nb": "på hånden, ikke nå",
        "sk": "v ruke, teraz nie",
        "en": "in hand, not now",
    },
    "ui.cat.table": {"sv": "på bordet", "nb": "på bordet", "sk": "na stole", "en": "on the table"},
    "ui.cat.trick": {"sv": "i sticket", "nb": "i stikket", "sk": "v zdvihu", "en": "in the trick"},
    "ui.cat.other": {
        "sv": "hos en annan spelare",
        "nb": "hos en annen spiller",
        "sk": "u iného hráča",
        "en": "held by another",
    },
    "ui.cat.hidden": {
        "sv": "okänt (dolt)",
        "nb": "ukjent (skjult)",
        "sk": "neznáme (skryté)",
        "en": "unknown (hidden)",
    },
    "ui.cat.out": {
        "sv": "utanför spelet",
        "nb": "utenfor spillet",
        "sk": "mimo hry",
        "en": "out of play",
    },
    # --- reasons on the map ---
    "ui.why.on_table": {
        "sv": "ligger redan på bordet",
        "nb": "ligger allerede på bordet",
        "sk": "už leží na stole",
        "en": "already on the table",
    },
    "ui.why.cannot_now": {
        "sv": "kan inte läggas nu",
        "nb": "kan ikke legges nå",
        "sk": "teraz sa nedá zahrať",
        "en": "cannot be played now",
    },
    "ui.why.not_your_turn": {
        "sv": "(inte din tur)",
        "nb": "(ikke din tur)",
        "sk": "(nie si na ťahu)",
        "en": "(not your turn)",
    },
    "ui.why.held_by": {
        "sv": "{player} har kortet:",
        "nb": "{player} har kortet:",
        "sk": "kartu má {player}:",
        "en": "held by {player}:",
    },
    "ui.why.sevens.seven": {
        "sv": "en sjua får alltid läggas",
        "nb": "en sjuer kan alltid legges",
        "sk": "sedmičku možno vyložiť vždy",
        "en": "a seven may always be played",
    },
    "ui.why.sevens.start": {
        "sv": "{card} är startkortet och öppnar given",
        "nb": "{card} er startkortet og åpner given",
        "sk": "{card} je úvodná karta a otvára rozdanie",
        "en": "the {card} is the start card and opens the deal",
    },
    "ui.why.sevens.start_first": {
        "sv": "först måste startkortet {start} läggas",
        "nb": "først må startkortet {start} legges",
        "sk": "najprv treba vyložiť úvodnú kartu, {start:acc}",
        "en": "the start card, the {start}, must be played first",
    },
    "ui.why.sevens.above": {
        "sv": "passar direkt ovanför {ref}",
        "nb": "passer rett over {ref}",
        "sk": "pasuje hneď nad {ref:ins}",
        "en": "fits directly above the {ref}",
    },
    "ui.why.sevens.below": {
        "sv": "passar direkt under {ref}",
        "nb": "passer rett under {ref}",
        "sk": "pasuje hneď pod {ref:ins}",
        "en": "fits directly below the {ref}",
    },
    "ui.why.sevens.needs": {
        "sv": "behöver {need} först",
        "nb": "trenger {need} først",
        "sk": "najprv treba {need:acc}",
        "en": "needs the {need} first",
    },
    # --- figures ---
    "ui.fig.legal_map": {
        "sv": "Vilka kort får {player} lägga? (tur {turn})",
        "nb": "Hvilke kort kan {player} legge? (tur {turn})",
        "sk": "Ktoré karty môže zahrať {player}? (ťah {turn})",
        "en": "Which cards may {player} play? (turn {turn})",
    },
    "ui.fig.legal_map_over": {
        "sv": (
            "Slutställning (efter {n} drag)",
            "Slutställning (efter {n} drag)",
        ),
        "nb": (
            "Sluttstilling (etter {n} trekk)",
            "Sluttstilling (etter {n} trekk)",
        ),
        "sk": (
            "Konečné postavenie (po {n} ťahu)",
            "Konečné postavenie (po {n} ťahoch)",
            "Konečné postavenie (po {n} ťahoch)",
        ),
        "en": (
            "Final position (after {n} move)",
            "Final position (after {n} moves)",
        ),
    },
    "ui.fig.rank": {"sv": "Valör", "nb": "Verdi", "sk": "Hodnota", "en": "Rank"},
    "ui.fig.suit": {"sv": "Färg", "nb": "Farge", "sk": "Farba", "en": "Suit"},
    "ui.fig.timeline": {
        "sv": "Antal tillåtna drag per tur",
        "nb": "Antall lovlige trekk per tur",
        "sk": "Počet povolených ťahov v každom ťahu",
        "en": "Number of legal moves at each turn",
    },
    "ui.fig.turn": {"sv": "Tur", "nb": "Tur", "sk": "Ťah", "en": "Turn"},
    "ui.fig.player": {"sv": "Spelare", "nb": "Spiller", "sk": "Hráč", "en": "Player"},
    "ui.fig.kind.choice": {
        "sv": "val",
        "nb": "valg",
        "sk": "výber",
        "en": "a choice",
    },
    "ui.fig.kind.forced": {
        "sv": "tvunget drag",
        "nb": "tvunget trekk",
        "sk": "vynútený ťah",
        "en": "forced move",
    },
    "ui.fig.kind.pass": {"sv": "pass", "nb": "pass", "sk": "pas", "en": "pass"},
    "ui.fig.legal_count": {
        "sv": (
            "{player}, tur {turn}: {n} tillåtet drag; spelade {move}",
            "{player}, tur {turn}: {n} tillåtna drag; spelade {move}",
        ),
        "nb": (
            "{player}, tur {turn}: {n} lovlig trekk; spilte {move}",
            "{player}, tur {turn}: {n} lovlige trekk; spilte {move}",
        ),
        "sk": (
            "{player}, ťah {turn}: {n} povolený ťah; zahral {move:acc}",
            "{player}, ťah {turn}: {n} povolené ťahy; zahral {move:acc}",
            "{player}, ťah {turn}: {n} povolených ťahov; zahral {move:acc}",
        ),
        "en": (
            "{player}, turn {turn}: {n} legal move; played {move}",
            "{player}, turn {turn}: {n} legal moves; played {move}",
        ),
    },
    "ui.fig.hand_sizes": {
        "sv": "Kort på handen under given",
        "nb": "Kort på hånden gjennom given",
        "sk": "Karty v ruke počas hry",
        "en": "Cards in hand over the deal",
    },
    "ui.fig.cards": {
        "sv": "Kort på handen",
        "nb": "Kort på hånden",
        "sk": "Karty v ruke",
        "en": "Cards in hand",
    },
    "ui.fig.running": {
        "sv": "Löpande poäng (lägst vinner)",
        "nb": "Løpende poeng (lavest vinner)",
        "sk": "Priebežné body (vyhráva najnižší súčet)",
        "en": "Running scores (lowest wins)",
    },
    "ui.fig.deal": {
        "sv": "Giv",
        "nb": "Omgang",
        "sk": "Kolo",
        "en": "Deal",
    },
    "ui.fig.points": {"sv": "Poäng", "nb": "Poeng", "sk": "Body", "en": "Points"},
    "ui.fig.tie": {
        "sv": "delad lägsta summa: {players}",
        "nb": "delt laveste sum: {players}",
        "sk": "rovnaký najnižší súčet: {players}",
        "en": "tie for lowest: {players}",
    },
    "ui.fig.sedma_points": {
        "sv": "Poäng per sida under spelet",
        "nb": "Poeng per side gjennom spillet",
        "sk": "Body strán počas hry",
        "en": "Points per side over the game",
    },
    "ui.fig.trick": {"sv": "Stick", "nb": "Stikk", "sk": "Zdvih", "en": "Trick"},
    # --- widgets: buttons, selectors ---
    "ui.btn.first": {"sv": "Första", "nb": "Første", "sk": "Prvý", "en": "First"},
    "ui.btn.back": {"sv": "Bakåt", "nb": "Tilbake", "sk": "Späť", "en": "Back"},
    "ui.btn.next": {"sv": "Nästa", "nb": "Neste", "sk": "Ďalej", "en": "Next"},
    "ui.btn.last": {"sv": "Sista", "nb": "Siste", "sk": "Posledný", "en": "Last"},
    "ui.btn.hint": {
        "sv": "Tips",
        "nb": "Tips",
        "sk": "Nápoveda",
        "en": "Hint",
    },
    "ui.btn.why_not": {
        "sv": "Varför inte?",
        "nb": "Hvorfor ikke?",
        "sk": "Prečo nie?",
        "en": "Why not?",
    },
    "ui.btn.new_game": {"sv": "Ny giv", "nb": "Ny giv", "sk": "Nová hra", "en": "New deal"},
    "ui.btn.tip.first": {
        "sv": "Gå till början",
        "nb": "Gå til starten",
        "sk": "Na začiatok",
        "en": "Go to the start",
    },
    "ui.btn.tip.back": {
        "sv": "Ett drag bakåt",
        "nb": "Ett trekk tilbake",
        "sk": "O ťah späť",
        "en": "One move back",
    },
    "ui.btn.tip.next": {
        "sv": "Ett drag framåt",
        "nb": "Ett trekk fram",
        "sk": "O ťah ďalej",
        "en": "One move on",
    },
    "ui.btn.tip.last": {
        "sv": "Gå till slutet",
        "nb": "Gå til slutten",
        "sk": "Na koniec",
        "en": "Go to the end",
    },
    "ui.btn.tip.why_not": {
        "sv": "Klicka på ett kort för att se varför det inte får läggas",
        "nb": "Klikk på et kort for å se hvorfor det ikke kan legges",
        "sk": "Kliknite na kartu a uvidíte, prečo sa nedá zahrať",
        "en": "Click a card to see why it may not be played",
    },
    "ui.lang": {"sv": "Språk", "nb": "Språk", "sk": "Jazyk", "en": "Language"},
    "ui.perspective": {"sv": "Visa", "nb": "Vis", "sk": "Zobraziť", "en": "Show"},
    "ui.perspective.all": {
        "sv": "alla händer öppna",
        "nb": "alle hender åpne",
        "sk": "všetky karty odkryté",
        "en": "all hands open",
    },
    "ui.perspective.seat": {
        "sv": "som {player} ser det",
        "nb": "slik {player} ser det",
        "sk": "ako to vidí {player}",
        "en": "as {player} sees it",
    },
    "ui.turn_slider": {"sv": "Drag", "nb": "Trekk", "sk": "Ťah", "en": "Move"},
    # --- stepper texts ---
    "ui.step.start": {
        "sv": "Utgångsläge: {player} börjar.",
        "nb": "Utgangsstilling: {player} begynner.",
        "sk": "Východisková pozícia: začína {player}.",
        "en": "Starting position: {player} begins.",
    },
    "ui.step.start_over": {
        "sv": "Utgångsläge.",
        "nb": "Utgangsstilling.",
        "sk": "Východisková pozícia.",
        "en": "Starting position.",
    },
    "ui.step.move": {
        "sv": "Drag {turn} av {total}: {player} – {move}.",
        "nb": "Trekk {turn} av {total}: {player} – {move}.",
        "sk": "Ťah {turn} z {total}: {player} – {move}.",
        "en": "Move {turn} of {total}: {player} – {move}.",
    },
    "ui.step.why": {
        "sv": "Varför: {why}",
        "nb": "Hvorfor: {why}",
        "sk": "Prečo: {why}",
        "en": "Why: {why}",
    },
    "ui.step.at_end": {
        "sv": "Det finns inga fler drag: detta är sista draget.",
        "nb": "Det er ingen flere trekk: dette er siste trekk.",
        "sk": "Ďalšie ťahy nie sú: toto je posledný ťah.",
        "en": "There are no more moves: this is the last one.",
    },
    "ui.step.at_start": {
        "sv": "Du är redan i början: inget drag att gå tillbaka till.",
        "nb": "Du er allerede ved starten: ingen trekk å gå tilbake til.",
        "sk": "Ste už na začiatku: niet sa kam vrátiť.",
        "en": "Already at the start: there is no move before it.",
    },
    "ui.step.bad_turn": {
        "sv": "Draget {turn} finns inte; välj 0 till {total}.",
        "nb": "Trekk {turn} finnes ikke; velg 0 til {total}.",
        "sk": "Ťah {turn} neexistuje; vyberte 0 až {total}.",
        "en": "There is no move {turn}; choose 0 to {total}.",
    },
    "ui.step.options_refused": {
        "sv": "Med de reglerna går protokollet inte att spela upp: {reason}",
        "nb": "Med de reglene kan protokollen ikke spilles av: {reason}",
        "sk": "S týmito pravidlami sa záznam nedá prehrať: {reason}",
        "en": "Under those rules the record cannot be replayed: {reason}",
    },
    "ui.step.options_applied": {
        "sv": "Protokollet spelas nu upp med: {options}.",
        "nb": "Protokollen spilles nå av med: {options}.",
        "sk": "Záznam sa teraz prehráva s voľbami: {options}.",
        "en": "The record now replays with: {options}.",
    },
    # --- play widget ---
    "ui.play.your_turn": {
        "sv": "Din tur, {player}: välj ett kort.",
        "nb": "Din tur, {player}: velg et kort.",
        "sk": "Ste na ťahu, {player}: vyberte kartu.",
        "en": "Your turn, {player}: choose a card.",
    },
    "ui.play.computer_moved": {
        "sv": "{player} spelade {move}.",
        "nb": "{player} spilte {move}.",
        "sk": "{player} zahral {move:acc}.",
        "en": "{player} played {move}.",
    },
    "ui.play.you_moved": {
        "sv": "Du spelade {move}.",
        "nb": "Du spilte {move}.",
        "sk": "Zahrali ste {move:acc}.",
        "en": "You played {move}.",
    },
    "ui.play.not_your_turn": {
        "sv": "Det är inte din tur.",
        "nb": "Det er ikke din tur.",
        "sk": "Nie ste na ťahu.",
        "en": "It is not your turn.",
    },
    "ui.play.refused": {
        "sv": "{move:cap} går inte att spela: {reason}",
        "nb": "{move:cap} kan ikke spilles: {reason}",
        "sk": "{move:cap} sa nedá zahrať: {reason}",
        "en": "{move:cap} is not allowed: {reason}",
    },
    "ui.play.why_not_legal": {
        "sv": "{move:cap} får spelas nu: {reason}",
        "nb": "{move:cap} kan spilles nå: {reason}",
        "sk": "Teraz možno zahrať {move:acc}: {reason}",
        "en": "{move:cap} may be played now: {reason}",
    },
    "ui.play.hint": {
        "sv": "Tillåtna drag: {moves}.",
        "nb": "Lovlige trekk: {moves}.",
        "sk": "Povolené ťahy: {moves}.",
        "en": "Legal moves: {moves}.",
    },
    "ui.play.hint_line": {
        "sv": "{move:cap}: {why}",
        "nb": "{move:cap}: {why}",
        "sk": "{move:cap}: {why}",
        "en": "{move:cap}: {why}",
    },
    "ui.btn.next_game": {
        "sv": "Nästa spel",
        "nb": "Neste spill",
        "sk": "Ďalšia hra",
        "en": "Next game",
    },
    "ui.play.match": {
        "sv": (
            "Match till {n} vinstpoäng, {played}: {totals}.",
            "Match till {n} vinstpoäng, {played}: {totals}.",
        ),
        "nb": (
            "Kamp til {n} vinnerpoeng, {played}: {totals}.",
            "Kamp til {n} vinnerpoeng, {played}: {totals}.",
        ),
        "sk": (
            "Zápas do {n} výherného bodu, {played}; výherné body: {totals}.",
            "Zápas do {n} výherných bodov, {played}; výherné body: {totals}.",
            "Zápas do {n} výherných bodov, {played}; výherné body: {totals}.",
        ),
        "en": (
            "Match to {n} win point, {played}: {totals}.",
            "Match to {n} win points, {played}: {totals}.",
        ),
    },
    "ui.play.next_game": {
        "sv": "Matchen fortsätter: klicka på Nästa spel.",
        "nb": "Kampen fortsetter: klikk på Neste spill.",
        "sk": "Zápas pokračuje: kliknite na Ďalšia hra.",
        "en": "The match goes on: click Next game.",
    },
    "ui.play.match_over": {
        "sv": "Matchen är avgjord; Ny giv startar en ny match.",
        "nb": "Kampen er avgjort; Ny giv starter en ny kamp.",
        "sk": "Zápas je rozhodnutý; Nová hra začne nový zápas.",
        "en": "The match is decided; New deal starts a new match.",
    },
    "ui.play.finish_game_first": {
        "sv": "Spela klart det här spelet först.",
        "nb": "Spill ferdig dette spillet først.",
        "sk": "Najprv dohrajte túto hru.",
        "en": "Finish this game first.",
    },
    "ui.play.no_match": {
        "sv": "Det här spelet spelas inte som en match.",
        "nb": "Dette spillet spilles ikke som en kamp.",
        "sk": "Táto hra sa nehrá ako zápas.",
        "en": "This game is not played as a match here.",
    },
    "ui.play.over": {
        "sv": "{result}",
        "nb": "{result}",
        "sk": "{result}",
        "en": "{result}",
    },
    "ui.verdict.forced": {
        "sv": "Tillåtet och tvunget: det var det enda möjliga draget.",
        "nb": "Lovlig og tvunget: det var det eneste mulige trekket.",
        "sk": "Povolený a vynútený ťah: bol to jediný možný ťah.",
        "en": "Legal and forced: it was the only possible move.",
    },
    "ui.verdict.choice": {
        "sv": (
            "Tillåtet: ett val bland {n} möjligt drag.",
            "Tillåtet: ett val bland {n} möjliga drag.",
        ),
        "nb": (
            "Lovlig: et valg blant {n} mulig trekk.",
            "Lovlig: et valg blant {n} mulige trekk.",
        ),
        "sk": (
            "Povolený ťah: výber spomedzi {n} možného ťahu.",
            "Povolený ťah: výber spomedzi {n} možných ťahov.",
            "Povolený ťah: výber spomedzi {n} možných ťahov.",
        ),
        "en": (
            "Legal: a choice among {n} possible move.",
            "Legal: a choice among {n} possible moves.",
        ),
    },
    "ui.verdict.risky": {
        "sv": "Tillåtet men riskabelt: {tip}",
        "nb": "Lovlig, men risikabelt: {tip}",
        "sk": "Povolený ťah, ale riskantný: {tip}",
        "en": "Legal but risky: {tip}",
    },
    "ui.verdict.tip_agrees": {
        "sv": "Tillåtet, och tumregeln håller med: {tip}",
        "nb": "Lovlig, og tommelfingerregelen er enig: {tip}",
        "sk": "Povolený ťah a osvedčená rada súhlasí: {tip}",
        "en": "Legal, and the rule of thumb agrees: {tip}",
    },
    # --- rule chooser ---
    "ui.rules.title": {
        "sv": "Regler och husregler för {game}",
        "nb": "Regler og husregler for {game}",
        "sk": "Pravidlá a domáce pravidlá pre {game}",
        "en": "Rules and house rules for {game}",
    },
    "ui.rules.changed": {
        "sv": "Ändrat från standard: {options}",
        "nb": "Endret fra standard: {options}",
        "sk": "Zmenené oproti štandardu: {options}",
        "en": "Changed from the default: {options}",
    },
    "ui.rules.default": {
        "sv": "Standardregler.",
        "nb": "Standardregler.",
        "sk": "Štandardné pravidlá.",
        "en": "Default rules.",
    },
    "ui.rules.refused": {
        "sv": "Ogiltigt val: {reason}",
        "nb": "Ugyldig valg: {reason}",
        "sk": "Neplatná voľba: {reason}",
        "en": "Invalid choice: {reason}",
    },
    "ui.opt.start_card": {
        "sv": "Startkort",
        "nb": "Startkort",
        "sk": "Úvodná karta",
        "en": "Start card",
    },
    "ui.opt.pot": {
        "sv": "Marker i potten per pass",
        "nb": "Sjetonger i potten per pass",
        "sk": "Žetóny do banku za pas",
        "en": "Chips into the pot per pass",
    },
    "ui.opt.ace_high": {
        "sv": "Ess över kung",
        "nb": "Ess over konge",
        "sk": "Eso nad kráľom",
        "en": "Ace above king",
    },
    "ui.opt.extra_turn": {
        "sv": "Extratur efter kung/ess",
        "nb": "Ekstratur etter konge/ess",
        "sk": "Ťah navyše po kráľovi/ese",
        "en": "Extra turn after king/ace",
    },
    "ui.opt.stand_over": {
        "sv": "Får stå över (gånger)",
        "nb": "Kan stå over (ganger)",
        "sk": "Dobrovoľný pas (počet)",
        "en": "May stand over (times)",
    },
    "ui.opt.removed_two": {
        "sv": "Borttagen tvåa (3 spelare)",
        "nb": "Fjernet toer (3 spillere)",
        "sk": "Odstránená dvojka (3 hráči)",
        "en": "Removed two (3 players)",
    },
    "ui.opt.klover_all_zero": {
        "sv": "Alla 13 klöver ger 0",
        "nb": "Alle 13 kløverne gir 0",
        "sk": "Všetkých 13 krížov dáva 0",
        "en": "All 13 clubs score 0",
    },
    "ui.opt.trump_chooser": {
        "sv": "Trumf",
        "nb": "Trumf",
        "sk": "Tromf",
        "en": "Trumps",
    },
    "ui.opt.swap_4_5": {
        "sv": "Byt giv 4 och 5",
        "nb": "Bytt omgang 4 og 5",
        "sk": "Vymeniť kolá 4 a 5",
        "en": "Swap deals 4 and 5",
    },
    "ui.opt.target": {
        "sv": "Mål (vinstpoäng)",
        "nb": "Mål (vinnerpoeng)",
        "sk": "Cieľ (výherné body)",
        "en": "Target (win points)",
    },
    "ui.opt.removed_for_three": {
        "sv": "Borttagna kort (3 spelare)",
        "nb": "Fjernede kort (3 spillere)",
        "sk": "Odstránené karty (3 hráči)",
        "en": "Removed cards (3 players)",
    },
    "ui.opt.burnt": {
        "sv": "Bränt spel",
        "nb": "Brent spill",
        "sk": "Spálená hra",
        "en": "Burnt game",
    },
    "ui.opt.continue_when_winning": {
        "sv": "Får fortsätta även när man leder sticket",
        "nb": "Kan fortsette også når man leder stikket",
        "sk": "Otočiť kolo aj pri vedení zdvihu",
        "en": "May continue while winning the trick",
    },
    # --- score sheet ---
    "ui.sheet.deal": {
        "sv": "Giv",
        "nb": "Omgang",
        "sk": "Kolo",
        "en": "Deal",
    },
    "ui.sheet.total": {"sv": "Summa", "nb": "Sum", "sk": "Spolu", "en": "Total"},
    "ui.sheet.leaders": {
        "sv": "Lägst just nu: {players}",
        "nb": "Lavest nå: {players}",
        "sk": "Najnižší súčet teraz: {players}",
        "en": "Lowest now: {players}",
    },
    "ui.sheet.ok": {
        "sv": "Alla kolumner stämmer.",
        "nb": "Alle kolonner stemmer.",
        "sk": "Všetky stĺpce sedia.",
        "en": "Every column checks out.",
    },
    "ui.sheet.bad": {
        "sv": "Kontroller som inte stämmer: {n}.",
        "nb": "Kontroller som ikke stemmer: {n}.",
        "sk": "Počet kontrol, ktoré nesedia: {n}.",
        "en": "Checks that fail: {n}.",
    },
    # --- tricks ---
    "ui.to_move": {
        "sv": "Det är {player:gen} tur.",
        "nb": "{player} står for tur.",
        "sk": "Na ťahu je {player}.",
        "en": "{player} is to move.",
    },
    "ui.trick.taken": {
        "sv": "{player} tog sticket.",
        "nb": "{player} tok stikket.",
        "sk": "Zdvih vzal {player}.",
        "en": "{player} took the trick.",
    },
    "ui.trick.led": {
        "sv": "Utspelad färg: {suit}",
        "nb": "Utspilt farge: {suit}",
        "sk": "Vynesená farba: {suit}",
        "en": "Suit led: {suit}",
    },
    "ui.trick.seat_note": {
        "sv": "{tricks}, {points}",
        "nb": "{tricks}, {points}",
        "sk": "{tricks}, {points}",
        "en": "{tricks}, {points}",
    },
    "ui.trick.title": {
        "sv": "{deal}, stick {n}",
        "nb": "{deal}, stikk {n}",
        "sk": "{deal}, zdvih {n}",
        "en": "{deal}, trick {n}",
    },
    "ui.trick.title_trump": {
        "sv": "{deal} ({trump} är trumf), stick {n}",
        "nb": "{deal} ({trump} er trumf), stikk {n}",
        "sk": "{deal} (tromf: {trump}), zdvih {n}",
        "en": "{deal} ({trump} are trumps), trick {n}",
    },
    "ui.trick.over": {
        "sv": "Given är slut. Poäng: {points}.",
        "nb": "Given er slutt. Poeng: {points}.",
        "sk": "Hra skončila. Body: {points}.",
        "en": "The deal is over. Points: {points}.",
    },
    "ui.why.removed": {
        "sv": (
            "tas ut ur leken när {n} spelar",
            "tas ut ur leken när {n} spelar",
        ),
        "nb": (
            "tas ut av kortstokken når {n} spiller",
            "tas ut av kortstokken når {n} spiller",
        ),
        "sk": (
            "pri {n} hráčovi sa vyberá z balíčka",
            "pri {n} hráčoch sa vyberá z balíčka",
            "pri {n} hráčoch sa vyberá z balíčka",
        ),
        "en": (
            "taken out of the pack for {n} player",
            "taken out of the pack for {n} players",
        ),
    },
    "ui.why.in_trick": {
        "sv": "spelat av {player} i detta stick",
        "nb": "spilt av {player} i dette stikket",
        "sk": "zahral {player} v tomto zdvihu",
        "en": "played by {player} in this trick",
    },
    "ui.why.taken_by": {
        "sv": "redan spelat; {player} tog det",
        "nb": "allerede spilt; {player} tok det",
        "sk": "už zahrané; vzal ho {player}",
        "en": "already played; taken by {player}",
    },
    "ui.fig.legal_map_seat": {
        "sv": "{player:gen} kort ({mover} ska spela, tur {turn})",
        "nb": "Kortene til {player} ({mover} står for tur, tur {turn})",
        "sk": "Karty hráča {player} (na ťahu je {mover}, ťah {turn})",
        "en": "{player:gen} cards ({mover} is to move, turn {turn})",
    },
    # --- Sedma ---
    "ui.sedma.title": {
        "sv": "Sedma, stick {n} (talong: {stock})",
        "nb": "Sedma, stikk {n} (bunke: {stock})",
        "sk": "Sedma, zdvih {n} (talón: {stock})",
        "en": "Sedma, trick {n} (stock: {stock})",
    },
    "ui.sedma.holds": {
        "sv": "Utspelat kort: {led}; {player} håller sticket",
        "nb": "Utspilt kort: {led}; {player} har stikket",
        "sk": "Prvá karta: {led}; zdvih drží {player}",
        "en": "Led card: the {led}; {player} holds the trick",
    },
    "ui.sedma.took": {
        "sv": (
            "{player} tog sticket ({n} poäng)",
            "{player} tog sticket ({n} poäng)",
        ),
        "nb": (
            "{player} tok stikket ({n} poeng)",
            "{player} tok stikket ({n} poeng)",
        ),
        "sk": (
            "Zdvih vzal {player} ({n} bod)",
            "Zdvih vzal {player} ({n} body)",
            "Zdvih vzal {player} ({n} bodov)",
        ),
        "en": (
            "{player} took the trick ({n} point)",
            "{player} took the trick ({n} points)",
        ),
    },
    "ui.sedma.seat_note": {
        "sv": (
            "{n} poäng, sida {side}",
            "{n} poäng, sida {side}",
        ),
        "nb": (
            "{n} poeng, side {side}",
            "{n} poeng, side {side}",
        ),
        "sk": (
            "{n} bod, strana {side}",
            "{n} body, strana {side}",
            "{n} bodov, strana {side}",
        ),
        "en": (
            "{n} point, side {side}",
            "{n} points, side {side}",
        ),
    },
    "ui.sedma.deciding": {
        "sv": "{player} väljer: fortsätta (ta över igen) eller stoppa.",
        "nb": "{player} velger: fortsette (ta over igjen) eller stoppe.",
        "sk": "{player} sa rozhoduje: otočiť kolo, alebo ho neotočiť.",
        "en": "{player} decides: continue (take over again) or stop.",
    },
    "ui.sedma.over": {
        "sv": (
            "Spelet är slut: {side} vinner {n} vinstpoäng, {reason} ({a} {pa}, {b} {pb}).",
            "Spelet är slut: {side} vinner {n} vinstpoäng, {reason} ({a} {pa}, {b} {pb}).",
        ),
        "nb": (
            "Spillet er slutt: {side} vinner {n} vinnerpoeng, {reason} ({a} {pa}, {b} {pb}).",
            "Spillet er slutt: {side} vinner {n} vinnerpoeng, {reason} ({a} {pa}, {b} {pb}).",
        ),
        "sk": (
            "Hra skončila: {side} získava {n} výherný bod, {reason} ({a} {pa}, {b} {pb}).",
            "Hra skončila: {side} získava {n} výherné body, {reason} ({a} {pa}, {b} {pb}).",
            "Hra skončila: {side} získava {n} výherných bodov, {reason} ({a} {pa}, {b} {pb}).",
        ),
        "en": (
            "The game is over: {side} wins {n} win point, {reason} ({a} {pa}, {b} {pb}).",
            "The game is over: {side} wins {n} win points, {reason} ({a} {pa}, {b} {pb}).",
        ),
    },
    "ui.sedma.over_burnt_hand": {
        "sv": "Spelet är slut {after}: {player} visade {four} ({cards}) direkt från given. Ett bränt spel från handen slutar spelet genast: {side} får {win}.",
        "nb": "Spillet er slutt {after}: {player} viste {four} ({cards}) rett fra given. Et brent spill fra hånden avslutter spillet med en gang: {side} får {win}.",
        "sk": "Hra skončila {after}: {player} ukázal {four} ({cards}) hneď z rozdania. Spálená hra z ruky končí hru hneď: {side} získava {win}.",
        "en": "The game is over {after}: {player} showed {four} ({cards}) straight from the deal. A burnt game from the hand ends the game at once: {side} scores {win}.",
    },
    "ui.sedma.over_burnt_play": {
        "sv": "Spelet är slut {after}: {player} visade {four} ({cards}), samlade under spelet. Ett bränt spel slutar spelet genast: {side} får {win}; poängen i sticken räknas inte.",
        "nb": "Spillet er slutt {after}: {player} viste {four} ({cards}), samlet i spillet. Et brent spill avslutter spillet med en gang: {side} får {win}; poengene i stikkene teller ikke.",
        "sk": "Hra skončila {after}: {player} ukázal {four} ({cards}) pozbierané počas hry. Spálená hra končí hru hneď: {side} získava {win}; body zo zdvihov sa nepočítajú.",
        "en": "The game is over {after}: {player} showed {four} ({cards}), gathered during play. A burnt game ends the game at once: {side} scores {win}; the points in the tricks do not count.",
    },
    "ui.why.not_drawn": {
        "sv": "drogs aldrig: spelet tog slut",
        "nb": "ble aldri trukket: spillet tok slutt",
        "sk": "nikdy sa nedobrala: hra sa skončila",
        "en": "never drawn: the game ended",
    },
    "ui.why.in_stock": {
        "sv": "i talongen (dold)",
        "nb": "i bunken (skjult)",
        "sk": "v talóne (skryté)",
        "en": "in the stock (face down)",
    },
    "ui.fig.side": {
        "sv": "Sida {side}",
        "nb": "Side {side}",
        "sk": "Strana {side}",
        "en": "Side {side}",
    },
    # --- opponent strength (play table) ---
    "ui.strength": {
        "sv": "Motspelare",
        "nb": "Motspillere",
        "sk": "Súperi",
        "en": "Opponents",
    },
    "ui.strength.random": {
        "sv": "slumpmässiga",
        "nb": "tilfeldige",
        "sk": "náhodní",
        "en": "random",
    },
    "ui.strength.tips": {
        "sv": "tumregler",
        "nb": "tommelfingerregler",
        "sk": "osvedčené rady",
        "en": "rules of thumb",
    },
    "ui.strength.search": {
        "sv": "sökning",
        "nb": "søk",
        "sk": "prehľadávanie",
        "en": "search",
    },
    "ui.verdict.solver": {
        "sv": "Lösaren (alla händer öppna): {verdict}.",
        "nb": "Løseren (alle hender åpne): {verdict}.",
        "sk": "Riešič (všetky karty odkryté): {verdict}.",
        "en": "Solver (all hands open): {verdict}.",
    },
    # --- what would you play (search values per move) ---
    "ui.whatif.title": {
        "sv": "Vad skulle du spela? {player:gen} chans att gå ut först efter varje drag",
        "nb": "Hva ville du spilt? Sjansen for at {player} går ut først etter hvert trekk",
        "sk": "Čo by ste zahrali? Šanca, že {player} vyjde prvý, po každom ťahu",
        "en": "What would you play? {player:gen} chance of going out first after each move",
    },
    "ui.whatif.yaxis": {
        "sv": "chans att gå ut först",
        "nb": "sjanse for å gå ut først",
        "sk": "šanca vyjsť prvý",
        "en": "chance of going out first",
    },
    "ui.whatif.xaxis": {
        "sv": "drag",
        "nb": "trekk",
        "sk": "ťah",
        "en": "move",
    },
    "ui.whatif.unsolved": {
        "sv": "bara sökning (för många kort för lösaren)",
        "nb": "bare søk (for mange kort for løseren)",
        "sk": "len prehľadávanie (priveľa kariet pre riešič)",
        "en": "search only (too many cards for the solver)",
    },
    "ui.whatif.line": {
        "sv": "{move:cap}: {p} — {why}",
        "nb": "{move:cap}: {p} — {why}",
        "sk": "{move:cap}: {p} — {why}",
        "en": "{move:cap}: {p} — {why}",
    },
    "ui.whatif.solver_line": {
        "sv": "   lösaren: {verdict}",
        "nb": "   løseren: {verdict}",
        "sk": "   riešič: {verdict}",
        "en": "   solver: {verdict}",
    },
    "ui.whatif.best": {
        "sv": "Sökningens val: {move} ({p}). {worlds} × {rollouts} per drag.",
        "nb": "Søkets valg: {move} ({p}). {worlds} × {rollouts} per trekk.",
        "sk": "Voľba prehľadávania: {move} ({p}). {worlds} × {rollouts} na ťah.",
        "en": "The search picks {move} ({p}). {worlds} × {rollouts} per move.",
    },
    "ui.whatif.no_solver": {
        "sv": "För många kort kvar för lösaren ({n}); bara sökningens uppskattning.",
        "nb": "For mange kort igjen for løseren ({n}); bare søkets anslag.",
        "sk": "Na riešič zostáva priveľa kariet ({n}); len odhad prehľadávania.",
        "en": "Too many cards left for the solver ({n}); the search's estimate only.",
    },
    "ui.whatif.over": {
        "sv": "Given är slut: inget drag att välja.",
        "nb": "Given er slutt: ingen trekk å velge.",
        "sk": "Rozdanie sa skončilo: niet čo vybrať.",
        "en": "The deal is over: no move to choose.",
    },
    "ui.whatif.kind.keeps": {
        "sv": "behåller den säkra vinsten",
        "nb": "beholder den sikre seieren",
        "sk": "zachová istú výhru",
        "en": "keeps the forced win",
    },
    "ui.whatif.kind.throws_away": {
        "sv": "kastar bort den säkra vinsten",
        "nb": "kaster bort den sikre seieren",
        "sk": "zahodí istú výhru",
        "en": "throws the forced win away",
    },
    "ui.whatif.kind.gives": {
        "sv": "ger en annan en säker vinst",
        "nb": "gir en annen en sikker seier",
        "sk": "dá inému istú výhru",
        "en": "gives another player a forced win",
    },
    "ui.whatif.kind.open": {
        "sv": "ingen säker vinst ändras",
        "nb": "ingen sikker seier endres",
        "sk": "žiadna istá výhra sa nemení",
        "en": "no forced win changes",
    },
    "ui.count.after_tricks": {
        "sv": (
            "efter {n} stick",
            "efter {n} stick",
        ),
        "nb": (
            "etter {n} stikk",
            "etter {n} stikk",
        ),
        "sk": (
            "po {n} zdvihu",
            "po {n} zdvihoch",
            "po {n} zdvihoch",
        ),
        "en": (
            "after {n} trick",
            "after {n} tricks",
        ),
    },
    "ui.count.possible_deals": {
        "sv": (
            "{n} tänkbar giv",
            "{n} tänkbara givar",
        ),
        "nb": (
            "{n} mulig utdeling",
            "{n} mulige utdelinger",
        ),
        "sk": (
            "{n} možné rozdanie",
            "{n} možné rozdania",
            "{n} možných rozdaní",
        ),
        "en": (
            "{n} possible deal",
            "{n} possible deals",
        ),
    },
    "ui.count.playouts": {
        "sv": (
            "{n} slumpat slutspel",
            "{n} slumpade slutspel",
        ),
        "nb": (
            "{n} tilfeldig sluttspill",
            "{n} tilfeldige sluttspill",
        ),
        "sk": (
            "{n} náhodná dohra",
            "{n} náhodné dohry",
            "{n} náhodných dohier",
        ),
        "en": (
            "{n} random playout",
            "{n} random playouts",
        ),
    },
    "ui.choice.trump_chooser.fixed": {
        "sv": "Spader, alltid",
        "nb": "Spar, alltid",
        "sk": "Vždy piky",
        "en": "Always spades",
    },
    "ui.choice.trump_chooser.dealer": {
        "sv": "Givaren väljer trumf",
        "nb": "Giveren velger trumf",
        "sk": "Tromf volí rozdávajúci",
        "en": "The dealer chooses trumps",
    },
    "ui.choice.start_card.any": {
        "sv": "Valfri sjua",
        "nb": "Valgfri sjuer",
        "sk": "Ľubovoľná sedmička",
        "en": "Any seven",
    },
}
