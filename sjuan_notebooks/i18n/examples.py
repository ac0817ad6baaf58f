"""Translation section: the titles of the stored example records. Keys are ``example.<name>``.

A record's title is the record's own text (a user's record keeps its title as written); the
stored examples' titles are written in English in their files, and a replay in another language
shows the title from here instead (:func:`sjuan_notebooks.core.records.record_title`). The
Slovak Sedma titles quote the rule text's own sentences ("zdvih vyhráva prvý hráč").
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    "example.femkamp-pass": {
        "sv": "Femkamp: en exempelgiv i Pass",
        "nb": "Femkamp: en eksempelomgang i Pass",
        "sk": "Femkamp: ukážkové kolo Pas",
        "en": "Femkamp: an illustrative Pass deal (Pass)",
    },
    "example.femkamp-klover": {
        "sv": "Femkamp: en exempelgiv i Klöver",
        "nb": "Femkamp: en eksempelomgang i Kløver",
        "sk": "Femkamp: ukážkové kolo Kríže",
        "en": "Femkamp: an illustrative Kløver deal (Clubs)",
    },
    "example.femkamp-damer": {
        "sv": "Femkamp: en exempelgiv i Damer",
        "nb": "Femkamp: en eksempelomgang i Damer",
        "sk": "Femkamp: ukážkové kolo Dámy",
        "en": "Femkamp: an illustrative Damer deal (Queens)",
    },
    "example.femkamp-kabal": {
        "sv": "Femkamp: en exempelgiv i Kabal",
        "nb": "Femkamp: en eksempelomgang i Kabal",
        "sk": "Femkamp: ukážkové kolo Kabal",
        "en": "Femkamp: an illustrative Kabal deal (Kabal)",
    },
    "example.femkamp-grand": {
        "sv": "Femkamp: en exempelgiv i Grand",
        "nb": "Femkamp: en eksempelomgang i Grand",
        "sk": "Femkamp: ukážkové kolo Grand",
        "en": "Femkamp: an illustrative Grand deal (Grand)",
    },
    "example.femkamp-trumf": {
        "sv": "Sjukamp: en exempelgiv i Trumf",
        "nb": "Sjukamp: en eksempelomgang i Trumf",
        "sk": "Sjukamp: ukážkové kolo Tromf",
        "en": "Sjukamp: an illustrative Trumf deal (Trumps)",
    },
    "example.femkamp-finale": {
        "sv": "Sjukamp: en exempelgiv i Final",
        "nb": "Sjukamp: en eksempelomgang i Finale",
        "sk": "Sjukamp: ukážkové kolo Finále",
        "en": "Sjukamp: an illustrative Finale deal (Finale)",
    },
    "example.femkamp-match": {
        "sv": "Femkamp: en hel match, avgjord med en extra Grand",
        "nb": "Femkamp: en hel kamp, avgjort med en ekstra runde grand",
        "sk": "Femkamp: celý zápas, rozhodnutý kolom Grand navyše",
        "en": "Femkamp: a whole match, settled by an extra Grand",
    },
    "example.femkamp-scoresheet-example": {
        "sv": "Femkamp: regeltextens poänglista (Kari, Ola, Siri, Per)",
        "nb": "Femkamp: regeltekstens poengark (Kari, Ola, Siri, Per)",
        "sk": "Femkamp: zápis bodov z textu pravidiel (Kari, Ola, Siri, Per)",
        "en": "Femkamp: the rule text's score sheet (Kari, Ola, Siri, Per)",
    },
    "example.sedma-example-1": {
        "sv": "Sedma: regeltextens första exempel på ett stick (8, 9, kung, 9: utspelaren behåller sticket)",
        "nb": "Sedma: regeltekstens første eksempel på et stikk (8, 9, konge, 9: utspilleren beholder stikket)",
        "sk": "Sedma: prvý príklad zdvihu z textu pravidiel (8, 9, kráľ, 9: zdvih vyhráva prvý hráč)",
        "en": "Sedma: the rule text's first trick example (8, 9, K, 9: the leader keeps the trick)",
    },
    "example.sedma-example-2": {
        "sv": "Sedma: regeltextens andra exempel på ett stick (9, 10, 9, 9: den sista nian vinner)",
        "nb": "Sedma: regeltekstens andre eksempel på et stikk (9, 10, 9, 9: den siste nieren vinner)",
        "sk": "Sedma: druhý príklad zdvihu z textu pravidiel (9, 10, 9, 9: zdvih vyhráva štvrtý hráč)",
        "en": "Sedma: the rule text's second trick example (9, 10, 9, 9: the last nine wins)",
    },
    "example.sedma-example-3": {
        "sv": "Sedma: regeltextens tredje exempel på ett stick (8, ess, 7, 10: sjuan vinner)",
        "nb": "Sedma: regeltekstens tredje eksempel på et stikk (8, ess, 7, 10: sjueren vinner)",
        "sk": "Sedma: tretí príklad zdvihu z textu pravidiel (8, eso, 7, 10: zdvih vyhráva tretí hráč)",
        "en": "Sedma: the rule text's third trick example (8, A, 7, 10: the seven wins)",
    },
    "example.sedma-game-2p": {
        "sv": "Sedma: ett helt exempelspel för 2 spelare",
        "nb": "Sedma: et helt eksempelspill for 2 spillere",
        "sk": "Sedma: celá ukážková hra pre 2 hráčov",
        "en": "Sedma: a complete illustrative game for 2 players",
    },
    "example.sedma-game-3p": {
        "sv": "Sedma: ett helt exempelspel för 3 spelare",
        "nb": "Sedma: et helt eksempelspill for 3 spillere",
        "sk": "Sedma: celá ukážková hra pre 3 hráčov",
        "en": "Sedma: a complete illustrative game for 3 players",
    },
    "example.sedma-game-4p": {
        "sv": "Sedma: ett helt exempelspel för 4 spelare",
        "nb": "Sedma: et helt eksempelspill for 4 spillere",
        "sk": "Sedma: celá ukážková hra pre 4 hráčov",
        "en": "Sedma: a complete illustrative game for 4 players",
    },
    "example.sedma-match-4p": {
        "sv": "Sedma: en hel match till 10 vinstpoäng för 4 spelare",
        "nb": "Sedma: en hel kamp til 10 vinnerpoeng for 4 spillere",
        "sk": "Sedma: celý zápas do 10 výherných bodov pre 4 hráčov",
        "en": "Sedma: a whole match to 10 win points for 4 players",
    },
    "example.sjuan-worked-example": {
        "sv": "Sjuan: regeltextens exempel (Exempel på en spelrunda)",
        "nb": "Sjuan: regeltekstens eksempel (Exempel på en spelrunda)",
        "sk": "Sjuan: príklad z textu pravidiel (Exempel på en spelrunda)",
        "en": "Sjuan: the rule text's worked example (Exempel på en spelrunda)",
    },
}
