"""Translation section: the tactics lesson's widget and figures (asking "what would you play?"
before showing the answer, choosing a position, the projector labels of the study figures).
Keys start with ``whatif.`` and ``tactics.figure.``.
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- "what would you play?", asked first ---
    "whatif.ask.question": {
        "sv": "Vad skulle du spela som {player}? Välj ett drag: sökningens och lösarens bedömning visas efteråt.",
        "nb": "Hva ville du spilt som {player}? Velg et trekk: søkets og løserens vurdering vises etterpå.",
        "sk": "Čo by ste zahrali za hráča {player}? Vyberte ťah: pohľad prehľadávania a riešiča sa ukáže potom.",
        "en": "What would you play as {player}? Choose a move: the search's and the solver's view appear after.",
    },
    "whatif.position": {"sv": "Ställning", "nb": "Stilling", "sk": "Pozícia", "en": "Position"},
    "whatif.position.example": {
        "sv": "Spelexemplet, drag {turn}: {player} ska spela",
        "nb": "Spilleeksempelet, trekk {turn}: {player} skal spille",
        "sk": "Príklad hry, ťah {turn}: na ťahu je {player}",
        "en": "The worked example, turn {turn}: {player} to play",
    },
    "whatif.position.seeded": {
        "sv": "Giv nr {seed}, drag {turn}: {player} ska spela",
        "nb": "Giv nr. {seed}, trekk {turn}: {player} skal spille",
        "sk": "Rozdanie č. {seed}, ťah {turn}: na ťahu je {player}",
        "en": "Deal {seed}, turn {turn}: {player} to play",
    },
    "whatif.position.state": {
        "sv": "Drag {turn}: {player} ska spela",
        "nb": "Trekk {turn}: {player} skal spille",
        "sk": "Ťah {turn}: na ťahu je {player}",
        "en": "Turn {turn}: {player} to play",
    },
    "whatif.next": {
        "sv": "Nästa ställning",
        "nb": "Neste stilling",
        "sk": "Ďalšia pozícia",
        "en": "Next position",
    },
    "whatif.next.tip": {
        "sv": "En ny ställning, ännu obesvarad",
        "nb": "En ny stilling, ennå ubesvart",
        "sk": "Nová pozícia, ešte bez odpovede",
        "en": "A new position, not yet answered",
    },
    "whatif.last": {
        "sv": "Det var den sista ställningen.",
        "nb": "Det var den siste stillingen.",
        "sk": "To bola posledná pozícia.",
        "en": "That was the last position.",
    },
    "whatif.you_chose": {
        "sv": "Du valde {move}: {verdict}.",
        "nb": "Du valgte {move}: {verdict}.",
        "sk": "Vybrali ste {move:acc}: {verdict}.",
        "en": "You chose {move}: {verdict}.",
    },
    "whatif.you_chose.unsolved": {
        "sv": "Du valde {move}. För många kort kvar för lösaren: bara sökningens uppskattning.",
        "nb": "Du valgte {move}. For mange kort igjen for løseren: bare søkets anslag.",
        "sk": "Vybrali ste {move:acc}. Na riešič zostáva priveľa kariet: len odhad prehľadávania.",
        "en": "You chose {move}. Too many cards left for the solver: the search's estimate only.",
    },
    "whatif.no_forced": {
        "sv": "Här kan ingen tvinga fram att gå ut först, hur de andra än spelar: inget drag är rätt eller fel, jämför sökningens uppskattningar.",
        "nb": "Her kan ingen tvinge fram å gå ut først, uansett hvordan de andre spiller: ingen trekk er riktig eller galt, sammenlign søkets anslag.",
        "sk": "Tu si nikto nevynúti, že vyjde prvý, nech ostatní hrajú akokoľvek: žiadny ťah nie je správny ani nesprávny, porovnajte odhady prehľadávania.",
        "en": "Nobody can force going out first here, whatever the others do: no move is right or wrong, compare the search's estimates.",
    },
    "whatif.search_view": {
        "sv": "Sökningen, som bara ser de egna korten: {p} för {move}; den skulle spela {best} ({q}).",
        "nb": "Søket, som bare ser sine egne kort: {p} for {move}; det ville spilt {best} ({q}).",
        "sk": "Prehľadávanie, ktoré vidí len vlastné karty: {p} pre {move:acc}; samo by zahralo {best:acc} ({q}).",
        "en": "The search, which sees only its own cards: {p} for {move}; it would play {best} ({q}).",
    },
    "whatif.your_move": {"sv": "ditt drag", "nb": "ditt trekk", "sk": "váš ťah", "en": "your move"},
    "whatif.error.not_legal": {
        "sv": "{move} är inget av dragen här; välj ett av dem: {moves}.",
        "nb": "{move} er ikke et av trekkene her; velg ett av dem: {moves}.",
        "sk": "{move} tu nie je možný ťah; vyberte jeden z nich: {moves}.",
        "en": "{move} is not one of the moves here; choose one of them: {moves}.",
    },
    "whatif.error.chosen": {
        "sv": "Du har redan valt här; gå vidare till nästa ställning.",
        "nb": "Du har allerede valgt her; gå videre til neste stilling.",
        "sk": "Tu ste už vybrali; pokračujte ďalšou pozíciou.",
        "en": "You have already chosen here; go on to the next position.",
    },
    "whatif.error.position": {
        "sv": "Ställning {index} finns inte; välj 1 till {total}.",
        "nb": "Stilling {index} finnes ikke; velg 1 til {total}.",
        "sk": "Pozícia {index} neexistuje; vyberte 1 až {total}.",
        "en": "There is no position {index}; choose 1 to {total}.",
    },
    # --- the study figures, labelled for a projector ---
    "tactics.figure.row_tip": {
        "sv": "en spelare med tipset",
        "nb": "én spiller med tipset",
        "sk": "jeden hráč s radou",
        "en": "one player with the tip",
    },
    "tactics.figure.column_tip": {
        "sv": "de andra spelarna, alla med tipset",
        "nb": "de andre spillerne, alle med tipset",
        "sk": "ostatní hráči, všetci s radou",
        "en": "the other players, all with the tip",
    },
    "tactics.figure.points": {
        "sv": "{p} poäng i snitt",
        "nb": "{p} poeng i snitt",
        "sk": "priemerne {p} bodu",
        "en": "{p} points on average",
    },
}
