"""Translation section: classroom. Keys start with ``quiz.``, ``size.`` or ``handout.``.

The "predict, then reveal" quizzes (questions, buttons, answers, the running tally), the card
size setting for a projector, and the printed handouts (rule cards, score sheets, worked
examples).
"""

TABLE: dict[str, dict[str, str]] = {
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
        "sv": "Vilka kort får {player} spela nu? Välj alla (inget, om {player} inte kan "
        "spela något kort) och tryck på Kontrollera.",
        "nb": "Hvilke kort kan {player} spille nå? Velg alle (ingen, om {player} ikke kan "
        "spille noe kort) og trykk på Sjekk.",
        "sk": "Ktoré karty smie {player} teraz zahrať? Vyber všetky (žiadnu, ak {player} "
        "nemôže zahrať nijakú kartu) a stlač Skontrolovať.",
        "en": "Which cards may {player} play now? Pick all of them (none, if {player} can "
        "play no card) and press Check.",
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
        "sv": "En kolumn i det här protokollet kan inte stämma. Vilken giv är det?",
        "nb": "En kolonne i dette poengskjemaet kan ikke stemme. Hvilken giv er det?",
        "sk": "Jeden stĺpec tohto záznamu nemôže byť správny. Ktorá hra to je?",
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
        "nb": "Giv: {deal}",
        "sk": "Hra: {deal}",
        "en": "Deal: {deal}",
    },
    "quiz.deal_trump": {
        "sv": "Giv: {deal}, trumf {trump}",
        "nb": "Giv: {deal}, trumf {trump}",
        "sk": "Hra: {deal}, tromf {trump}",
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
        "sv": "{card} får spelas: {reason}",
        "nb": "{card} kan spilles: {reason}",
        "sk": "{card} sa smie zahrať: {reason}",
        "en": "{card} may be played: {reason}",
    },
    "quiz.card.no": {
        "sv": "{card} får inte spelas: {reason}",
        "nb": "{card} kan ikke spilles: {reason}",
        "sk": "{card} sa nesmie zahrať: {reason}",
        "en": "{card} may not be played: {reason}",
    },
    "quiz.trick.answer": {
        "sv": "{player} tar sticket, och det ger {points} poäng.",
        "nb": "{player} tar stikket, og det gir {points} poeng.",
        "sk": "Zdvih berie {player} a prinesie mu {points} bodov.",
        "en": "{player} takes the trick, and it gives {points} points.",
    },
    "quiz.trick.picked": {
        "sv": "Du svarade: {player}, {points} poäng.",
        "nb": "Du svarte: {player}, {points} poeng.",
        "sk": "Tvoja odpoveď: {player}, {points} bodov.",
        "en": "Your answer: {player}, {points} points.",
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
        "sv": "Dina svar: {right} rätt av {asked}",
        "nb": "Dine svar: {right} riktige av {asked}",
        "sk": "Tvoje odpovede: {right} správne z {asked}",
        "en": "Your answers: {right} right out of {asked}",
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
