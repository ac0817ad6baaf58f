"""Translation section: classroom. Keys start with ``quiz.``, ``size.`` or ``handout.``.

The "predict, then reveal" quizzes (questions, buttons, answers, the running tally), the card
size setting for a projector, and the printed handouts (rule cards, score sheets, worked
examples).
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- quizzes: headings and questions ---
    "quiz.title.legal": {
        "sv": "Vilka kort får spelas?",
        "nb": "Hvilke kort kan spilles?",
        "sk": "Ktoré karty sa smú zahrať?",
        "en": "Which cards may be played?",
    },
    "quiz.title.trick": {
        "sv": "Vem tar sticket?",
        "nb": "Hvem tar stikket?",
        "sk": "Kto berie zdvih?",
        "en": "Who takes the trick?",
    },
    "quiz.title.sheet": {
        "sv": "Vilken kolumn är omöjlig?",
        "nb": "Hvilken kolonne er umulig?",
        "sk": "Ktorý stĺpec je nemožný?",
        "en": "Which column is impossible?",
    },
    "quiz.legal.question": {
        "sv": "Vilka kort får {player} spela nu? Välj alla (inget, om {player} inte kan spela något kort) och tryck på Kontrollera.",
        "nb": "Hvilke kort kan {player} spille nå? Velg alle (ingen, om {player} ikke kan spille noe kort) og trykk på Sjekk.",
        "sk": "Ktoré karty smie {player} teraz zahrať? Vyber všetky (žiadnu, ak {player} nemôže zahrať nijakú kartu) a stlač Skontrolovať.",
        "en": "Which cards may {player} play now? Pick all of them (none, if {player} can play no card) and press Check.",
    },
    "quiz.trick.question": {
        "sv": "Vem tar det här sticket, och hur många poäng ger det den som tar det? "
        "Välj en spelare, skriv poängen och tryck på Kontrollera.",
        "nb": "Hvem tar dette stikket, og hvor mange poeng gir det den som tar det? "
        "Velg en spiller, skriv poengene og trykk på Sjekk.",
        "sk": "Kto berie tento zdvih a koľko bodov mu prinesie? "
        "Vyber hráča, napíš body a stlač Skontrolovať.",
        "en": "Who takes this trick, and how many points does it give the player who takes "
        "it? Pick a player, enter the points and press Check.",
    },
    "quiz.sheet.question": {
        "sv": "En kolumn i den här poänglistan kan inte stämma. Vilken giv är det?",
        "nb": "En kolonne i dette poengarket kan ikke stemme. Hvilken omgang er det?",
        "sk": "Jeden stĺpec tohto zápisu bodov nemôže byť správny. Ktoré kolo to je?",
        "en": "One column of this score sheet cannot be right. Which deal is it?",
    },
    "quiz.progress": {
        "sv": "Fråga {n} av {total}",
        "nb": "Spørsmål {n} av {total}",
        "sk": "Otázka {n} z {total}",
        "en": "Question {n} of {total}",
    },
    "quiz.deal": {
        "sv": "Giv: {deal}",
        "nb": "Omgang: {deal}",
        "sk": "Kolo: {deal}",
        "en": "Deal: {deal}",
    },
    "quiz.deal_trump": {
        "sv": "Giv: {deal}, trumf {trump}",
        "nb": "Omgang: {deal}, trumf {trump}",
        "sk": "Kolo: {deal}, tromf {trump}",
        "en": "Deal: {deal}, trumps {trump}",
    },
    "quiz.trick.led_by": {
        "sv": "{player} spelade ut.",
        "nb": "{player} spilte ut.",
        "sk": "Vynášal {player}.",
        "en": "{player} led.",
    },
    "quiz.sedma": {"sv": "Sedma", "nb": "Sedma", "sk": "Sedma", "en": "Sedma"},
    "quiz.trick.points": {"sv": "Poäng", "nb": "Poeng", "sk": "Body", "en": "Points"},
    # --- quizzes: buttons ---
    "quiz.btn.check": {"sv": "Kontrollera", "nb": "Sjekk", "sk": "Skontrolovať", "en": "Check"},
    "quiz.btn.check.tip": {
        "sv": "Visa svaret på det du valt",
        "nb": "Vis svaret på det du valgte",
        "sk": "Ukáž odpoveď na tvoj výber",
        "en": "Show the answer to what you picked",
    },
    "quiz.btn.next": {
        "sv": "Nästa fråga",
        "nb": "Neste spørsmål",
        "sk": "Ďalšia otázka",
        "en": "Next question",
    },
    "quiz.btn.next.tip": {
        "sv": "Gå vidare till nästa fråga",
        "nb": "Gå videre til neste spørsmål",
        "sk": "Prejdi na ďalšiu otázku",
        "en": "Go on to the next question",
    },
    # --- quizzes: answers ---
    "quiz.right": {"sv": "Rätt!", "nb": "Riktig!", "sk": "Správne!", "en": "Right!"},
    "quiz.wrong": {
        "sv": "Inte riktigt.",
        "nb": "Ikke helt.",
        "sk": "Nie celkom.",
        "en": "Not quite.",
    },
    "quiz.legal.answer": {
        "sv": "{player} får spela: {cards}.",
        "nb": "{player} kan spille: {cards}.",
        "sk": "{player} smie zahrať: {cards}.",
        "en": "{player} may play: {cards}.",
    },
    "quiz.legal.answer_none": {
        "sv": "{player} får inte spela något kort.",
        "nb": "{player} kan ikke spille noe kort.",
        "sk": "{player} nesmie zahrať nijakú kartu.",
        "en": "{player} may play no card.",
    },
    "quiz.legal.picked": {
        "sv": "Du valde: {cards}.",
        "nb": "Du valgte: {cards}.",
        "sk": "Vybral si: {cards}.",
        "en": "You picked: {cards}.",
    },
    "quiz.legal.picked_none": {
        "sv": "Du valde inget kort.",
        "nb": "Du valgte ingen kort.",
        "sk": "Nevybral si žiadnu kartu.",
        "en": "You picked no card.",
    },
    "quiz.card.yes": {
        "sv": "{card:cap} får spelas: {reason}",
        "nb": "{card:cap} kan spilles: {reason}",
        "sk": "{card:cap} sa smie zahrať: {reason}",
        "en": "The {card} may be played: {reason}",
    },
    "quiz.card.no": {
        "sv": "{card:cap} får inte spelas: {reason}",
        "nb": "{card:cap} kan ikke spilles: {reason}",
        "sk": "{card:cap} sa nesmie zahrať: {reason}",
        "en": "The {card} may not be played: {reason}",
    },
    "quiz.trick.answer": {
        "sv": (
            "{player} tar sticket, och det ger {n} poäng.",
            "{player} tar sticket, och det ger {n} poäng.",
        ),
        "nb": (
            "{player} tar stikket, og det gir {n} poeng.",
            "{player} tar stikket, og det gir {n} poeng.",
        ),
        "sk": (
            "Zdvih berie {player} a prinesie mu {n} bod.",
            "Zdvih berie {player} a prinesie mu {n} body.",
            "Zdvih berie {player} a prinesie mu {n} bodov.",
        ),
        "en": (
            "{player} takes the trick, and it gives {n} point.",
            "{player} takes the trick, and it gives {n} points.",
        ),
    },
    "quiz.trick.picked": {
        "sv": (
            "Du svarade: {player}, {n} poäng.",
            "Du svarade: {player}, {n} poäng.",
        ),
        "nb": (
            "Du svarte: {player}, {n} poeng.",
            "Du svarte: {player}, {n} poeng.",
        ),
        "sk": (
            "Tvoja odpoveď: {player}, {n} bod.",
            "Tvoja odpoveď: {player}, {n} body.",
            "Tvoja odpoveď: {player}, {n} bodov.",
        ),
        "en": (
            "Your answer: {player}, {n} point.",
            "Your answer: {player}, {n} points.",
        ),
    },
    "quiz.sheet.answer": {
        "sv": "Kolumnen {deal} kan inte stämma: {reasons}",
        "nb": "Kolonnen {deal} kan ikke stemme: {reasons}",
        "sk": "Stĺpec {deal} nemôže byť správny: {reasons}",
        "en": "The {deal} column cannot be right: {reasons}",
    },
    "quiz.sheet.picked": {
        "sv": "Du valde: {deal}.",
        "nb": "Du valgte: {deal}.",
        "sk": "Vybral si: {deal}.",
        "en": "You picked: {deal}.",
    },
    "quiz.pick_first": {
        "sv": "Välj ett svar först.",
        "nb": "Velg et svar først.",
        "sk": "Najprv vyber odpoveď.",
        "en": "Pick an answer first.",
    },
    "quiz.already_checked": {
        "sv": "Den här frågan är redan kontrollerad; gå vidare till nästa.",
        "nb": "Dette spørsmålet er allerede sjekket; gå videre til neste.",
        "sk": "Táto otázka je už skontrolovaná; prejdi na ďalšiu.",
        "en": "This question has been checked; go on to the next one.",
    },
    "quiz.last": {
        "sv": "Det var sista frågan.",
        "nb": "Det var siste spørsmål.",
        "sk": "To bola posledná otázka.",
        "en": "That was the last question.",
    },
    "quiz.error.choice": {
        "sv": "”{choice}” är inte ett av svaren som går att välja här.",
        "nb": "«{choice}» er ikke ett av svarene som kan velges her.",
        "sk": "„{choice}“ nie je medzi odpoveďami, ktoré sa tu dajú vybrať.",
        "en": "“{choice}” is not one of the answers offered here.",
    },
    "quiz.error.points": {
        "sv": "Poängen ska vara ett heltal, inte ”{value}”.",
        "nb": "Poengene skal være et heltall, ikke «{value}».",
        "sk": "Body majú byť celé číslo, nie „{value}“.",
        "en": "The points must be a whole number, not “{value}”.",
    },
    "quiz.error.game": {
        "sv": "Det finns inga frågor för ”{game}” här; välj bland: {games}.",
        "nb": "Det finnes ingen spørsmål for «{game}» her; velg blant: {games}.",
        "sk": "Pre „{game}“ tu nie sú otázky; vyber z: {games}.",
        "en": "There are no questions for “{game}” here; choose one of: {games}.",
    },
    # --- the running tally ---
    "quiz.tally": {
        "sv": (
            "Dina svar: {n} rätt av {asked}",
            "Dina svar: {n} rätt av {asked}",
        ),
        "nb": (
            "Dine svar: {n} riktig av {asked}",
            "Dine svar: {n} riktige av {asked}",
        ),
        "sk": (
            "Tvoje odpovede: {n} správna z {asked}",
            "Tvoje odpovede: {n} správne z {asked}",
            "Tvoje odpovede: {n} správnych z {asked}",
        ),
        "en": (
            "Your answers: {n} right out of {asked}",
            "Your answers: {n} right out of {asked}",
        ),
    },
    "quiz.tally.none": {
        "sv": "Dina svar: inga än",
        "nb": "Dine svar: ingen ennå",
        "sk": "Tvoje odpovede: zatiaľ žiadne",
        "en": "Your answers: none yet",
    },
    # --- card size (projector) ---
    "size.label": {
        "sv": "Kortstorlek",
        "nb": "Kortstørrelse",
        "sk": "Veľkosť kariet",
        "en": "Card size",
    },
    "size.normal": {"sv": "Normal", "nb": "Normal", "sk": "Normálna", "en": "Normal"},
    "size.large": {
        "sv": "Stor (projektor)",
        "nb": "Stor (projektor)",
        "sk": "Veľká (projektor)",
        "en": "Large (projector)",
    },
    "size.keys": {
        "sv": "Piltangenterna stegar: vänster bakåt, höger framåt.",
        "nb": "Piltastene går steg for steg: venstre tilbake, høyre fremover.",
        "sk": "Šípky krokujú: vľavo späť, vpravo vpred.",
        "en": "The arrow keys step: left goes back, right goes forward.",
    },
}

# --- handouts (docs/handouts/, built by `make handouts`) ---
_H: dict[str, dict[str, str | tuple[str, ...]]] = {
    "handout.rules": {"sv": "Regler", "nb": "Regler", "sk": "Pravidlá", "en": "Rules"},
    "handout.start": {
        "sv": "Så börjar det",
        "nb": "Slik starter det",
        "sk": "Začiatok",
        "en": "The start",
    },
    "handout.diagram": {"sv": "Exempel", "nb": "Eksempel", "sk": "Príklad", "en": "Example"},
    "handout.footer": {
        "sv": "sjuan_notebooks · byggt ur paketets egna regler och bilder",
        "nb": "sjuan_notebooks · bygget fra pakkens egne regler og bilder",
        "sk": "sjuan_notebooks · zostavené z pravidiel a obrázkov balíka",
        "en": "sjuan_notebooks · built from the package's own rules and drawings",
    },
    # Sjuan
    "handout.sjuan.title": {
        "sv": "Sjuan",
        "nb": "Sjuan (svensk sjuer)",
        "sk": "Sjuan (švédska sedmička)",
        "en": "Sjuan (Swedish Sevens)",
    },
    "handout.sjuan.players": {
        "sv": "3–8 spelare, 52 kort utan jokrar. Alla kort delas ut ett i taget medsols; ojämna händer gör inget.",
        "nb": "3–8 spillere, 52 kort uten jokere. Alle kortene deles ut ett og ett med klokken; ujevne hender gjør ingenting.",
        "sk": "3–8 hráčov, 52 kariet bez žolíkov. Rozdajú sa všetky karty po jednej v smere hodinových ručičiek; nerovnaké počty nevadia.",
        "en": "3–8 players, 52 cards, no jokers. All cards are dealt one at a time clockwise; uneven hands are fine.",
    },
    "handout.sjuan.rule.1": {
        "sv": "På bordet växer fyra rader, en per färg, var och en startad av sin sjua.",
        "nb": "På bordet vokser fire rader, én per farge, hver startet av sin sjuer.",
        "sk": "Na stole rastú štyri rady, jeden pre každú farbu, každý začína jej sedmičkou.",
        "en": "Four rows grow on the table, one per suit, each started by its seven.",
    },
    "handout.sjuan.rule.2": {
        "sv": "Du får lägga en ospelad sjua, eller kortet närmast ovanför eller under en öppnad rad: uppåt 8 9 10 kn D K, nedåt 6 5 4 3 2 E. Ingen valör hoppas över.",
        "nb": "Du kan legge en uspilt sjuer, eller kortet rett over eller under en åpnet rad: oppover 8 9 10 kn D K, nedover 6 5 4 3 2 E. Ingen verdi hoppes over.",
        "sk": "Smieš zahrať nezahranú sedmičku alebo kartu tesne nad alebo pod otvoreným radom: nahor 8 9 10 J Q K, nadol 6 5 4 3 2 A. Žiadna hodnota sa nepreskakuje.",
        "en": "You may play an unplayed seven, or the card just above or just below an opened row: up 8 9 10 J Q K, down 6 5 4 3 2 A. No rank is skipped.",
    },
    "handout.sjuan.rule.3": {
        "sv": "Kan du lägga, måste du lägga. Kan du inte, står du över (pass).",
        "nb": "Kan du legge, må du legge. Kan du ikke, står du over (pass).",
        "sk": "Ak môžeš zahrať, musíš. Ak nemôžeš, pasuješ.",
        "en": "If you can play, you must. If you cannot, you pass.",
    },
    "handout.sjuan.rule.4": {
        "sv": "Den som först blir av med alla sina kort vinner given.",
        "nb": "Den som først blir kvitt alle kortene sine, vinner given.",
        "sk": "Kto sa prvý zbaví všetkých kariet, vyhráva.",
        "en": "The first player to empty the hand wins the deal.",
    },
    "handout.sjuan.start": {
        "sv": "Den som har hjärter sju lägger den som första drag; sedan går turen medsols.",
        "nb": "Den som har hjerter sju, legger den som første trekk; så går turen med klokken.",
        "sk": "Kto má srdcovú sedmičku, zahrá ju ako prvý ťah; potom sa pokračuje v smere hodinových ručičiek.",
        "en": "The holder of the seven of hearts plays it as the first move; play then goes clockwise.",
    },
    "handout.sjuan.diagram": {
        "sv": "Regeltextens exempel efter sju drag: D har ingen av klöver sju, hjärter tio, hjärter fem, spader åtta, spader fem, ruter sex och ruter åtta, och måste passa.",
        "nb": "Regeltekstens eksempel etter sju trekk: D har ingen av kløver sju, hjerter ti, hjerter fem, spar åtte, spar fem, ruter seks og ruter åtte, og må passe.",
        "sk": "Príklad z textu pravidiel po siedmich ťahoch: D nemá krížovú sedmičku, srdcovú desiatku, srdcovú päťku, pikovú osmičku, pikovú päťku, károvú šestku ani károvú osmičku, a musí pasovať.",
        "en": "The rule text's example after seven moves: D holds none of the seven of clubs, the ten and five of hearts, the eight and five of spades and the six and eight of diamonds, and must pass.",
    },
    # Sjuern
    "handout.sjuern.title": {
        "sv": "Sjuern (norsk sjua)",
        "nb": "Sjuern",
        "sk": "Sjuern (nórska sedmička)",
        "en": "Sjuern (Norwegian Sevens)",
    },
    "handout.sjuern.players": {
        "sv": "2–7 spelare (helst 3–6), 52 kort. Alla kort delas ut.",
        "nb": "2–7 spillere (best 3–6), 52 kort. Alle kortene deles ut.",
        "sk": "2–7 hráčov (najlepšie 3–6), 52 kariet. Rozdajú sa všetky karty.",
        "en": "2–7 players (best 3–6), 52 cards. All cards are dealt.",
    },
    "handout.sjuern.rule.1": {
        "sv": "Fyra rader, en per färg, var och en startad av sin sjua; uppåt till kung, nedåt till ess.",
        "nb": "Fire rader, én per farge, hver startet av sin sjuer; oppover til konge, nedover til ess.",
        "sk": "Štyri rady, jeden pre každú farbu, každý začína sedmičkou; nahor po kráľa, nadol po eso.",
        "en": "Four rows, one per suit, each started by its seven; up to the king, down to the ace.",
    },
    "handout.sjuern.rule.2": {
        "sv": "Lägg en sjua eller kortet närmast ovanför eller under en öppnad rad; ingen valör hoppas över.",
        "nb": "Legg en sjuer eller kortet rett over eller under en åpnet rad; ingen verdi hoppes over.",
        "sk": "Zahraj sedmičku alebo kartu tesne nad alebo pod otvoreným radom; žiadna hodnota sa nepreskakuje.",
        "en": "Play a seven, or the card just above or below an opened row; no rank is skipped.",
    },
    "handout.sjuern.rule.3": {
        "sv": "Kan du lägga, måste du (husregel: du får stå över några gånger, ofta tre). Annars passar du.",
        "nb": "Kan du legge, må du (husregel: du kan stå over noen ganger, ofte tre). Ellers passer du.",
        "sk": "Ak môžeš zahrať, musíš (domáce pravidlo: smieš niekoľkokrát dobrovoľne pasovať, často trikrát). Inak pasuješ.",
        "en": "If you can play, you must (house rule: you may stand over a few times, often three). Otherwise you pass.",
    },
    "handout.sjuern.rule.4": {
        "sv": "Först ut vinner; de andra kan räkna sina kvarvarande kort som minuspoäng.",
        "nb": "Først ut vinner; de andre kan telle kortene de har igjen som minuspoeng.",
        "sk": "Kto je prvý bez kariet, vyhráva; ostatní si môžu zrátať zvyšné karty ako trestné body.",
        "en": "First out wins; the others may count the cards they still hold as penalty points.",
    },
    "handout.sjuern.start": {
        "sv": "Den som har ruter sju lägger den först; sedan går turen medsols.",
        "nb": "Den som har ruter sju, legger den først; så går turen med klokken.",
        "sk": "Kto má károvú sedmičku, zahrá ju prvý; potom sa pokračuje v smere hodinových ručičiek.",
        "en": "The holder of the seven of diamonds plays it first; play then goes clockwise.",
    },
    "handout.sjuern.diagram": {
        "sv": "En giv för tre (fast blandning): bordet och händerna efter några drag.",
        "nb": "En giv for tre (fast stokking): bordet og hendene etter noen trekk.",
        "sk": "Rozdanie pre troch (pevné miešanie): stôl a karty v rukách po niekoľkých ťahoch.",
        "en": "A deal for three (a fixed shuffle): the table and the hands after a few moves.",
    },
    # Femkamp / Sjukamp
    "handout.femkamp.title": {
        "sv": "Femkamp och Sjukamp",
        "nb": "Femkamp og Sjukamp",
        "sk": "Femkamp a Sjukamp",
        "en": "Femkamp and Sjukamp",
    },
    "handout.femkamp.players": {
        "sv": "3–5 spelare, 52 kort, ess högst. Tre spelare tar bort en röd tvåa (17 kort var), fem spelare båda röda tvåorna (10 var).",
        "nb": "3–5 spillere, 52 kort, ess høyest. Tre spillere fjerner én rød toer (17 kort hver), fem spillere begge røde toerne (10 hver).",
        "sk": "3–5 hráčov, 52 kariet, eso najvyššie. Pri troch sa vyradí jedna červená dvojka (17 kariet každý), pri piatich obe červené dvojky (10 každý).",
        "en": "3–5 players, 52 cards, ace high. Three players remove one red two (17 cards each), five players both red twos (10 each).",
    },
    "handout.femkamp.rule.1": {
        "sv": "Bekänn färg om du kan, annars valfritt kort. Högsta kortet i utspelad färg tar sticket, om ingen trumf lagts; vinnaren spelar ut nästa.",
        "nb": "Følg farge om du kan, ellers hvilket som helst kort. Høyeste kort i utspilt farge tar stikket, om ingen trumf er lagt; vinneren spiller ut neste.",
        "sk": "Priznaj farbu, ak môžeš, inak ľubovoľnú kartu. Zdvih berie najvyššia karta vynesenej farby, ak nepadol tromf; víťaz vynáša ďalej.",
        "en": "Follow suit if you can, otherwise any card. The highest card of the suit led takes the trick unless a trump was played; the winner leads next.",
    },
    "handout.femkamp.rule.2": {
        "sv": "Femkamp: Pass (1 poäng per stick), Klöver (1 per klöver; alla 13 ger 0), Damer (4 per dam), Kabal (sjuan från hjärter sju: 1 per pass och 1 per kort kvar), Grand (−1 per stick).",
        "nb": "Femkamp: Pass (1 poeng per stikk), Kløver (1 per kløver; alle 13 gir 0), Damer (4 per dame), Kabal (sjuer fra hjerter sju: 1 per pass og 1 per kort igjen), Grand (−1 per stikk).",
        "sk": "Femkamp: Pas (1 bod za zdvih), Kríže (1 za kríž; všetkých 13 dá 0), Dámy (4 za dámu), Kabal (sedmička od srdcovej sedmy: 1 za pas a 1 za zvyšnú kartu), Grand (−1 za zdvih).",
        "en": "Femkamp: Pass (1 point per trick), Clubs (1 per club; all 13 score 0), Queens (4 per queen), Kabal (Sevens from the seven of hearts: 1 per pass and 1 per card left), Grand (−1 per trick).",
    },
    "handout.femkamp.rule.3": {
        "sv": "Sjukamp lägger till Trumf (−1 per stick, spader trumf) och Finale (klöver dam 8, andra damer 4, andra klöver 1); ordning: Pass, Klöver, Kabal, Damer, Grand, Trumf, Finale.",
        "nb": "Sjukamp legger til Trumf (−1 per stikk, spar trumf) og Finale (kløver dame 8, andre damer 4, andre kløver 1); rekkefølge: Pass, Kløver, Kabal, Damer, Grand, Trumf, Finale.",
        "sk": "Sjukamp pridáva Tromf (−1 za zdvih, piky sú tromf) a Finále (krížová dáma 8, ostatné dámy 4, ostatné kríže 1); poradie: Pas, Kríže, Kabal, Dámy, Grand, Tromf, Finále.",
        "en": "Sjukamp adds Trumps (−1 per trick, spades trump) and Finale (queen of clubs 8, other queens 4, other clubs 1); order: Pass, Clubs, Kabal, Queens, Grand, Trumps, Finale.",
    },
    "handout.femkamp.rule.4": {
        "sv": "Lägsta summan vinner. Lika lägst avgörs med en extra omgång grand.",
        "nb": "Laveste sum vinner. Likt lavest avgjøres med en ekstra runde grand.",
        "sk": "Vyhráva najnižší súčet. Rovnosť na najnižšom súčte rozhodne ďalšia hra grand.",
        "en": "The lowest total wins. A tie for the lowest is settled by an extra Grand.",
    },
    "handout.femkamp.start": {
        "sv": "Given går ett steg medsols för varje giv; spelaren till vänster om given spelar ut först.",
        "nb": "Kortgiveren flytter ett sete med klokken hver giv; spilleren til venstre for giveren spiller ut først.",
        "sk": "Rozdávajúci sa každú hru posúva o miesto v smere hodinových ručičiek; prvý vynáša hráč naľavo od neho.",
        "en": "The dealer moves one seat clockwise each deal; the player left of the dealer leads first.",
    },
    "handout.femkamp.diagram": {
        "sv": "Första sticket i en Pass-giv: spader spelas ut och alla bekänner.",
        "nb": "Første stikk i en Pass-giv: spar spilles ut og alle følger farge.",
        "sk": "Prvý zdvih hry Pas: vynesú sa piky a všetci priznávajú farbu.",
        "en": "The first trick of a Pass deal: spades are led and everyone follows suit.",
    },
    # Sedma
    "handout.sedma.title": {"sv": "Sedma", "nb": "Sedma", "sk": "Sedma", "en": "Sedma"},
    "handout.sedma.players": {
        "sv": "2–4 spelare, 32 tyska kort (7 8 9 10 under över kung ess). Fyra spelar parvis mittemot varandra; tre tar bort en åtta och en nia, och den som har röd kung (som också räknas som sjua) spelar ensam.",
        "nb": "2–4 spillere, 32 tyske kort (7 8 9 10 under over konge ess). Fire spiller parvis overfor hverandre; tre fjerner en åtter og en nier, og den som har rød konge (som også teller som sjuer) spiller alene.",
        "sk": "2–4 hráči, 32 mariášových kariet (7 8 9 10 dolník horník kráľ eso). Štyria hrajú vo dvojiciach oproti sebe; traja vyradia jednu osmičku a jednu deviatku a kto má červeného kráľa (platí aj ako sedma), hrá sám.",
        "en": "2–4 players, 32 German-suited cards (7 8 9 10 unter ober king ace). Four play in pairs sitting opposite; three remove an eight and a nine, and the holder of the red king (which also counts as a seven) plays alone.",
    },
    "handout.sedma.rule.1": {
        "sv": "Bara ess och tior ger poäng, 10 var; sista sticket ger 10: 90 totalt. Färg spelar ingen roll.",
        "nb": "Bare ess og tiere gir poeng, 10 hver; siste stikk gir 10: 90 i alt. Farge spiller ingen rolle.",
        "sk": "Body majú len esá a desiatky, po 10; posledný zdvih 10: spolu 90. Farby nehrajú úlohu.",
        "en": "Only aces and tens score, 10 each; the last trick scores 10: 90 in all. Suits play no part.",
    },
    "handout.sedma.rule.2": {
        "sv": "Utspelaren lägger valfritt kort, sedan en var i tur. Ett kort av samma valör som det utspelade, eller en sjua, tar över sticket; det sista sådana vinner. Matchade ingen, vinner utspelaren.",
        "nb": "Den som spiller ut, legger et valgfritt kort, så ett hver etter tur. Et kort av samme verdi som det utspilte, eller en sjuer, tar over stikket; det siste slike vinner. Matchet ingen, vinner den som spilte ut.",
        "sk": "Vynášajúci zahrá ľubovoľnú kartu, potom každý po jednej. Karta rovnakej hodnoty ako vynesená alebo sedma prevezme zdvih; vyhráva posledná taká. Ak nikto neprebil, vyhráva vynášajúci.",
        "en": "The leader plays any card, then each player one in turn. A card of the led rank, or a seven, takes the trick over; the last such card wins. If nobody matched, the leader wins.",
    },
    "handout.sedma.rule.3": {
        "sv": "Utspelaren får fortsätta med ett kort av samma valör eller en sjua för att ta tillbaka sticket; då lägger de andra ett kort var till.",
        "nb": "Den som spilte ut, kan fortsette med et kort av samme verdi eller en sjuer for å ta stikket tilbake; da legger de andre ett kort hver til.",
        "sk": "Vynášajúci smie otočiť kolo kartou rovnakej hodnoty alebo sedmou a vziať si zdvih späť; ostatní potom pridajú po jednej karte.",
        "en": "The leader may continue with a card of the led rank or a seven to take the trick back; the others then each play one more card.",
    },
    "handout.sedma.rule.4": {
        "sv": "Alla har fyra kort och drar upp till fyra efter varje stick, vinnaren först. Vinstpoäng: flest poäng 1, motståndarna utan poäng 2, motståndarna utan stick 3. Först till 10 vinner.",
        "nb": "Alle har fire kort og trekker opp til fire etter hvert stikk, vinneren først. Vinnerpoeng: flest poeng 1, motstanderne uten poeng 2, motstanderne uten stikk 3. Først til 10 vinner.",
        "sk": "Každý má štyri karty a po každom zdvihu si doberie do štyroch, víťaz prvý. Výherné body: viac bodov 1, súperi bez bodov 2, súperi bez zdvihu 3. Vyhráva, kto prvý dosiahne 10.",
        "en": "Everyone holds four cards and draws back up to four after each trick, the winner first. Win points: most points 1, opponents with no points 2, opponents with no trick 3. First to 10 wins.",
    },
    "handout.sedma.start": {
        "sv": "Fyra kort var, resten är talong. Spelaren till vänster om given spelar ut det första sticket; sedan spelar stickets vinnare ut.",
        "nb": "Fire kort hver, resten er talong. Spilleren til venstre for giveren spiller ut første stikk; deretter spiller vinneren av stikket ut.",
        "sk": "Každý dostane štyri karty, zvyšok je talón. Prvý zdvih vynáša hráč naľavo od rozdávajúceho; potom vynáša víťaz zdvihu.",
        "en": "Four cards each; the rest is the stock. The player left of the dealer leads the first trick; after that the trick's winner leads.",
    },
    "handout.sedma.diagram": {
        "sv": "Regeltextens tredje exempel: 8, ess, 7, 10 – sjuan tar sticket och 20 poäng.",
        "nb": "Regeltekstens tredje eksempel: 8, ess, 7, 10 – sjueren tar stikket og 20 poeng.",
        "sk": "Tretí príklad z textu pravidiel: 8, eso, 7, 10 – zdvih berie sedma a 20 bodov.",
        "en": "The rule text's third example: 8, ace, 7, 10 – the seven takes the trick and 20 points.",
    },
    # score sheets and worked examples
    "handout.sheet.title": {
        "sv": "{game}: poänglista",
        "nb": "{game}: poengark",
        "sk": "{game}: záznam bodov",
        "en": "{game}: score sheet",
    },
    "handout.sheet.names": {"sv": "Namn", "nb": "Navn", "sk": "Meno", "en": "Name"},
    "handout.sheet.check": {
        "sv": "Kolumnen summerar till (3 / 4 / 5 spelare)",
        "nb": "Kolonnen summerer til (3 / 4 / 5 spillere)",
        "sk": "Súčet stĺpca (3 / 4 / 5 hráči)",
        "en": "The column adds up to (3 / 4 / 5 players)",
    },
    "handout.sheet.kabal": {
        "sv": "aldrig negativt",
        "nb": "aldri negativt",
        "sk": "nikdy záporné",
        "en": "never negative",
    },
    "handout.sheet.note": {
        "sv": "Lägsta summan vinner; lika lägst: en extra grand. Kontrollera varje kolumn mot dess summa innan ni går vidare.",
        "nb": "Laveste sum vinner; likt lavest: en ekstra grand. Sjekk hver kolonne mot summen før dere går videre.",
        "sk": "Vyhráva najnižší súčet; pri rovnosti ďalšia hra grand. Každý stĺpec skontrolujte podľa jeho súčtu, kým pôjdete ďalej.",
        "en": "The lowest total wins; a tie for the lowest: an extra Grand. Check each column against its sum before going on.",
    },
    "handout.examples.title": {
        "sv": "Regeltexternas exempel",
        "nb": "Regeltekstenes eksempler",
        "sk": "Príklady z textov pravidiel",
        "en": "The rule texts' worked examples",
    },
}
TABLE.update(_H)
