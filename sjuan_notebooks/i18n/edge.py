"""Translation section: the checked edge (files, JSON shape, the record schema, names, seats,
widget inputs). Keys start with ``edge.``.

Field errors are built in two parts: ``edge.field`` ("the field X ...") around one
``edge.problem.*`` clause; JSON type names (``edge.type.*``) are filled in at render time, so a
message is in one language from start to end.
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    # --- a field of a record or score sheet ---
    "edge.field": {
        "sv": 'Protokollet kan inte läsas: fältet "{field}" {problem}.',
        "nb": 'Protokollen kan ikke leses: feltet "{field}" {problem}.',
        "sk": 'Záznam sa nedá prečítať: pole "{field}" {problem}.',
        "en": 'The record cannot be read: the field "{field}" {problem}.',
    },
    "edge.sheet_field": {
        "sv": 'Poänglistan kan inte läsas: fältet "{field}" {problem}.',
        "nb": 'Poengarket kan ikke leses: feltet "{field}" {problem}.',
        "sk": 'Zápis bodov sa nedá prečítať: pole "{field}" {problem}.',
        "en": 'The score sheet cannot be read: the field "{field}" {problem}.',
    },
    "edge.type.integer": {
        "sv": "ett heltal",
        "nb": "et heltall",
        "sk": "celé číslo",
        "en": "a whole number",
    },
    "edge.type.number": {"sv": "ett tal", "nb": "et tall", "sk": "číslo", "en": "a number"},
    "edge.type.string": {"sv": "en text", "nb": "en tekst", "sk": "text", "en": "a text"},
    "edge.type.array": {"sv": "en lista", "nb": "en liste", "sk": "zoznam", "en": "a list"},
    "edge.type.object": {"sv": "ett objekt", "nb": "et objekt", "sk": "objekt", "en": "an object"},
    "edge.type.boolean": {
        "sv": "true eller false",
        "nb": "true eller false",
        "sk": "true alebo false",
        "en": "true or false",
    },
    "edge.type.null": {"sv": "null", "nb": "null", "sk": "null", "en": "null"},
    "edge.type.or": {"sv": " eller ", "nb": " eller ", "sk": " alebo ", "en": " or "},
    "edge.problem.type": {
        "sv": "måste vara {expected}, inte {got}",
        "nb": "må være {expected}, ikke {got}",
        "sk": "musí byť {expected}, nie {got}",
        "en": "must be {expected}, not {got}",
    },
    "edge.problem.required": {"sv": "saknas", "nb": "mangler", "sk": "chýba", "en": "is missing"},
    "edge.problem.not_a_field": {
        "sv": "är inget fält här (kända fält: {known})",
        "nb": "er ikke et felt her (kjente felt: {known})",
        "sk": "tu nie je pole (známe polia: {known})",
        "en": "is not a field here (known fields: {known})",
    },
    "edge.problem.enum": {
        "sv": "kan inte vara {value}; tillåtet: {allowed}",
        "nb": "kan ikke være {value}; tillatt: {allowed}",
        "sk": "nemôže byť {value}; povolené: {allowed}",
        "en": "cannot be {value}; allowed: {allowed}",
    },
    "edge.problem.few_items": {
        "sv": (
            "behöver minst {n} post",
            "behöver minst {n} poster",
        ),
        "nb": (
            "trenger minst {n} oppføring",
            "trenger minst {n} oppføringer",
        ),
        "sk": (
            "potrebuje aspoň {n} položku",
            "potrebuje aspoň {n} položky",
            "potrebuje aspoň {n} položiek",
        ),
        "en": (
            "needs at least {n} entry",
            "needs at least {n} entries",
        ),
    },
    "edge.problem.empty_list": {
        "sv": "är en tom lista",
        "nb": "er en tom liste",
        "sk": "je prázdny zoznam",
        "en": "is an empty list",
    },
    "edge.problem.many_items": {
        "sv": (
            "har fler än {n} post",
            "har fler än {n} poster",
        ),
        "nb": (
            "har flere enn {n} oppføring",
            "har flere enn {n} oppføringer",
        ),
        "sk": (
            "má viac než {n} položku",
            "má viac než {n} položky",
            "má viac než {n} položiek",
        ),
        "en": (
            "has more than {n} entry",
            "has more than {n} entries",
        ),
    },
    "edge.problem.long_text": {
        "sv": (
            "är längre än {n} tecken",
            "är längre än {n} tecken",
        ),
        "nb": (
            "er lengre enn {n} tegn",
            "er lengre enn {n} tegn",
        ),
        "sk": (
            "je dlhšie než {n} znak",
            "je dlhšie než {n} znaky",
            "je dlhšie než {n} znakov",
        ),
        "en": (
            "is longer than {n} character",
            "is longer than {n} characters",
        ),
    },
    "edge.problem.empty_text": {
        "sv": "är tomt",
        "nb": "er tomt",
        "sk": "je prázdne",
        "en": "is empty",
    },
    "edge.problem.name": {
        "sv": "är inget användbart namn: ett namn har 1 till 40 tecken, inte bara mellanslag, och inga styrtecken",
        "nb": "er ikke et brukbart navn: et navn har 1 til 40 tegn, ikke bare mellomrom, og ingen kontrolltegn",
        "sk": "nie je použiteľné meno: meno má 1 až 40 znakov, nie iba medzery, a žiadne riadiace znaky",
        "en": "is not a usable name: a name has 1 to 40 characters, not only spaces, and no control characters",
    },
    "edge.problem.key_name": {
        "sv": 'har en post med namnet "{name}", som inte är ett användbart namn',
        "nb": 'har en oppføring med navnet "{name}", som ikke er et brukbart navn',
        "sk": 'má položku s menom "{name}", ktoré nie je použiteľné meno',
        "en": 'has an entry named "{name}", which is not a usable name',
    },
    "edge.problem.too_small": {
        "sv": "får inte vara mindre än {n}",
        "nb": "kan ikke være mindre enn {n}",
        "sk": "nesmie byť menšie než {n}",
        "en": "cannot be less than {n}",
    },
    "edge.problem.too_large": {
        "sv": "får inte vara större än {n}",
        "nb": "kan ikke være større enn {n}",
        "sk": "nesmie byť väčšie než {n}",
        "en": "cannot be more than {n}",
    },
    "edge.problem.twice": {
        "sv": "nämner samma post två gånger",
        "nb": "nevner samme oppføring to ganger",
        "sk": "uvádza tú istú položku dvakrát",
        "en": "names the same entry twice",
    },
    "edge.problem.invalid": {
        "sv": "har ett värde som inte går att använda här",
        "nb": "har en verdi som ikke kan brukes her",
        "sk": "má hodnotu, ktorá sa tu nedá použiť",
        "en": "holds a value that cannot be used here",
    },
    "edge.problem.player_once": {
        "sv": "nämner varje spelare bara en gång",
        "nb": "nevner hver spiller bare én gang",
        "sk": "uvádza každého hráča iba raz",
        "en": "names each player only once",
    },
    "edge.problem.deal_missing": {
        "sv": 'saknas (ange "hands" eller "seed")',
        "nb": 'mangler (oppgi "hands" eller "seed")',
        "sk": 'chýba (uveďte "hands" alebo "seed")',
        "en": 'is missing (give "hands" or "seed")',
    },
    "edge.problem.sedma_deal_missing": {
        "sv": 'saknas (ange "hands" och "stock", eller "seed")',
        "nb": 'mangler (oppgi "hands" og "stock", eller "seed")',
        "sk": 'chýba (uveďte "hands" a "stock", alebo "seed")',
        "en": 'is missing (give "hands" and "stock", or "seed")',
    },
    "edge.problem.suit": {
        "sv": "måste vara en färgbokstav S, H, D eller C",
        "nb": "må være en fargebokstav S, H, D eller C",
        "sk": "musí byť písmeno farby S, H, D alebo C",
        "en": "must be a suit letter S, H, D or C",
    },
    "edge.problem.deal_field": {
        "sv": 'hör hemma i varje post under "deals" i ett matchprotokoll',
        "nb": 'hører hjemme i hver oppføring under "deals" i en kampprotokoll',
        "sk": 'patrí do každej položky v "deals" v zázname zápasu',
        "en": 'belongs inside each entry of "deals" in a match record',
    },
    "edge.problem.sedma_game": {
        "sv": 'måste vara "sedma"',
        "nb": 'må være "sedma"',
        "sk": 'musí byť "sedma"',
        "en": 'must be "sedma"',
    },
    # --- reading a file ---
    "edge.is_directory": {
        "sv": "{path} är en mapp, inte en fil.",
        "nb": "{path} er en mappe, ikke en fil.",
        "sk": "{path} je priečinok, nie súbor.",
        "en": "{path} is a folder, not a file.",
    },
    "edge.not_regular": {
        "sv": "{path} är ingen vanlig fil (en pipe, en enhet eller en socket läses inte).",
        "nb": "{path} er ikke en vanlig fil (en pipe, en enhet eller en socket leses ikke).",
        "sk": "{path} nie je obyčajný súbor (rúra, zariadenie ani soket sa nečítajú).",
        "en": "{path} is not a regular file (a pipe, a device or a socket is not read).",
    },
    "edge.too_big": {
        "sv": (
            "Filen {path} är större än {n} byte; ett protokoll eller en poänglista är mycket mindre.",
            "Filen {path} är större än {n} byte; ett protokoll eller en poänglista är mycket mindre.",
        ),
        "nb": (
            "Filen {path} er større enn {n} byte; en protokoll eller et poengark er mye mindre.",
            "Filen {path} er større enn {n} byte; en protokoll eller et poengark er mye mindre.",
        ),
        "sk": (
            "Súbor {path} je väčší než {n} bajt; záznam alebo zápis bodov je oveľa menší.",
            "Súbor {path} je väčší než {n} bajty; záznam alebo zápis bodov je oveľa menší.",
            "Súbor {path} je väčší než {n} bajtov; záznam alebo zápis bodov je oveľa menší.",
        ),
        "en": (
            "The file {path} is larger than {n} byte; a record or score sheet is much smaller.",
            "The file {path} is larger than {n} bytes; a record or score sheet is much smaller.",
        ),
    },
    "edge.not_utf8": {
        "sv": "Filen {path} är inte UTF-8-text (byte {offset} är inte UTF-8); spara den som UTF-8.",
        "nb": "Filen {path} er ikke UTF-8-tekst (byte {offset} er ikke UTF-8); lagre den som UTF-8.",
        "sk": "Súbor {path} nie je text v UTF-8 (bajt {offset} nie je UTF-8); uložte ho ako UTF-8.",
        "en": "The file {path} is not UTF-8 text (byte {offset} is not UTF-8); save it as UTF-8.",
    },
    "edge.bad_json": {
        "sv": "Filen {path} är inte giltig JSON (rad {line}, kolumn {col}).",
        "nb": "Filen {path} er ikke gyldig JSON (linje {line}, kolonne {col}).",
        "sk": "Súbor {path} nie je platný JSON (riadok {line}, stĺpec {col}).",
        "en": "The file {path} is not valid JSON (line {line}, column {col}).",
    },
    "edge.long_number": {
        "sv": (
            "Ett tal i JSON-texten har {n} tecken; högst {limit} är tillåtna.",
            "Ett tal i JSON-texten har {n} tecken; högst {limit} är tillåtna.",
        ),
        "nb": (
            "Et tall i JSON-teksten har {n} tegn; høyst {limit} er tillatt.",
            "Et tall i JSON-teksten har {n} tegn; høyst {limit} er tillatt.",
        ),
        "sk": (
            "Číslo v texte JSON má {n} znak; povolených je najviac {limit}.",
            "Číslo v texte JSON má {n} znaky; povolených je najviac {limit}.",
            "Číslo v texte JSON má {n} znakov; povolených je najviac {limit}.",
        ),
        "en": (
            "A number in the JSON text has {n} character; at most {limit} are allowed.",
            "A number in the JSON text has {n} characters; at most {limit} are allowed.",
        ),
    },
    "edge.not_json_number": {
        "sv": "{value} är inget JSON-tal.",
        "nb": "{value} er ikke et JSON-tall.",
        "sk": "{value} nie je číslo JSON.",
        "en": "{value} is not a JSON number.",
    },
    "edge.too_deep": {
        "sv": (
            "JSON-texten har listor eller objekt i mer än {n} nivå; ett protokoll behöver långt färre.",
            "JSON-texten har listor eller objekt i mer än {n} nivåer; ett protokoll behöver långt färre.",
        ),
        "nb": (
            "JSON-teksten har lister eller objekter i mer enn {n} nivå; en protokoll trenger langt færre.",
            "JSON-teksten har lister eller objekter i mer enn {n} nivåer; en protokoll trenger langt færre.",
        ),
        "sk": (
            "Text JSON vnára zoznamy alebo objekty do viac než {n} úrovne; záznam potrebuje oveľa menej.",
            "Text JSON vnára zoznamy alebo objekty do viac než {n} úrovní; záznam potrebuje oveľa menej.",
            "Text JSON vnára zoznamy alebo objekty do viac než {n} úrovní; záznam potrebuje oveľa menej.",
        ),
        "en": (
            "The JSON nests lists or objects more than {n} level deep; a record needs far fewer.",
            "The JSON nests lists or objects more than {n} levels deep; a record needs far fewer.",
        ),
    },
    "edge.no_example": {
        "sv": 'Det finns inget sparat exempel "{name}" (kända: {known}).',
        "nb": 'Det finnes ikke noe lagret eksempel "{name}" (kjente: {known}).',
        "sk": 'Uložený príklad "{name}" neexistuje (známe: {known}).',
        "en": 'There is no stored example "{name}" (known: {known}).',
    },
    "edge.no_source": {
        "sv": '"{name}" är varken en fil eller ett sparat exempel (kända exempel: {known}).',
        "nb": '"{name}" er verken en fil eller et lagret eksempel (kjente eksempler: {known}).',
        "sk": '"{name}" nie je súbor ani uložený príklad (známe príklady: {known}).',
        "en": '"{name}" is neither a file nor a stored example (known examples: {known}).',
    },
    "edge.bad_source": {
        "sv": "Ett protokoll ges som ett JSON-objekt, en filsökväg eller namnet på ett sparat exempel.",
        "nb": "En protokoll gis som et JSON-objekt, en filsti eller navnet på et lagret eksempel.",
        "sk": "Záznam sa zadáva ako objekt JSON, cesta k súboru alebo názov uloženého príkladu.",
        "en": "A record is given as a JSON object, a file path or the name of a stored example.",
    },
    "edge.not_a_record": {
        "sv": 'Ett protokoll är ett JSON-objekt med fältet "game".',
        "nb": 'En protokoll er et JSON-objekt med feltet "game".',
        "sk": 'Záznam je objekt JSON s poľom "game".',
        "en": 'A record is a JSON object with a "game" field.',
    },
    # --- players, seats, positions ---
    "edge.bad_name": {
        "sv": 'Spelarnamnet "{name}" kan inte användas: ett namn har 1 till 40 tecken, inte bara mellanslag, och inga styrtecken.',
        "nb": 'Spillernavnet "{name}" kan ikke brukes: et navn har 1 til 40 tegn, ikke bare mellomrom, og ingen kontrolltegn.',
        "sk": 'Meno hráča "{name}" sa nedá použiť: meno má 1 až 40 znakov, nie iba medzery, a žiadne riadiace znaky.',
        "en": 'The player name "{name}" cannot be used: a name has 1 to 40 characters, not only spaces, and no control characters.',
    },
    "edge.names_type": {
        "sv": "Spelarna anges som en lista med namn eller som ett antal spelare, inte som {got}.",
        "nb": "Spillerne oppgis som en liste med navn eller som et antall spillere, ikke som {got}.",
        "sk": "Hráči sa zadávajú ako zoznam mien alebo ako počet hráčov, nie ako {got}.",
        "en": "The players are given as a list of names or as a number of players, not as {got}.",
    },
    "edge.name_twice": {
        "sv": 'Spelarnamnet "{name}" förekommer två gånger.',
        "nb": 'Spillernavnet "{name}" forekommer to ganger.',
        "sk": 'Meno hráča "{name}" je uvedené dvakrát.',
        "en": 'The player name "{name}" is given twice.',
    },
    "edge.bad_dealer": {
        "sv": 'Givaren "{dealer}" är varken en spelares namn eller ett platsnummer 0 till {hi}.',
        "nb": 'Giveren "{dealer}" er verken en spillers navn eller et plassnummer 0 til {hi}.',
        "sk": 'Rozdávajúci "{dealer}" nie je meno hráča ani číslo miesta 0 až {hi}.',
        "en": 'The dealer "{dealer}" is neither a player\'s name nor a seat number 0 to {hi}.',
    },
    "edge.bad_seat": {
        "sv": 'Det finns ingen plats "{seat}"; platserna är 0 till {hi} eller namnen {players}.',
        "nb": 'Det finnes ingen plass "{seat}"; plassene er 0 til {hi} eller navnene {players}.',
        "sk": 'Miesto "{seat}" neexistuje; miesta sú 0 až {hi} alebo mená {players}.',
        "en": 'There is no seat "{seat}"; the seats are 0 to {hi} or the names {players}.',
    },
    "edge.hand_sizes": {
        "sv": "Händerna har {sizes} kort; given ett kort i taget från givarens vänstra sida ger {want}.",
        "nb": "Hendene har {sizes} kort; gitt ett kort om gangen fra giverens venstre side blir det {want}.",
        "sk": "Ruky majú {sizes} kariet; pri rozdávaní po jednej zľava od rozdávajúceho by mali {want}.",
        "en": "The hands hold {sizes} cards; dealt one at a time from the dealer's left they would hold {want}.",
    },
    "edge.not_a_state": {
        "sv": "Det här är ingen spelställning (en ställning kommer från new_deal eller new_game).",
        "nb": "Dette er ingen spillstilling (en stilling kommer fra new_deal eller new_game).",
        "sk": "Toto nie je pozícia hry (pozícia vzniká z new_deal alebo new_game).",
        "en": "This is not a game position (a position comes from new_deal or new_game).",
    },
    "edge.wrong_state": {
        "sv": (
            "Ställningen hör inte till bordets spel ({game}, {n} spelare).",
            "Ställningen hör inte till bordets spel ({game}, {n} spelare).",
        ),
        "nb": (
            "Stillingen hører ikke til bordets spill ({game}, {n} spiller).",
            "Stillingen hører ikke til bordets spill ({game}, {n} spillere).",
        ),
        "sk": (
            "Pozícia nepatrí k hre tohto stola ({game}, {n} hráč).",
            "Pozícia nepatrí k hre tohto stola ({game}, {n} hráči).",
            "Pozícia nepatrí k hre tohto stola ({game}, {n} hráčov).",
        ),
        "en": (
            "That position is not one of this table's game ({game}, {n} player).",
            "That position is not one of this table's game ({game}, {n} players).",
        ),
    },
    "edge.whole_number": {
        "sv": 'Värdet för "{name}" måste vara ett heltal, inte "{value}".',
        "nb": 'Verdien for "{name}" må være et heltall, ikke "{value}".',
        "sk": 'Hodnota "{name}" musí byť celé číslo, nie "{value}".',
        "en": 'The value of "{name}" must be a whole number, not "{value}".',
    },
    "edge.at_least": {
        "sv": 'Värdet för "{name}" måste vara ett heltal, minst {low}, inte {value}.',
        "nb": 'Verdien for "{name}" må være et heltall, minst {low}, ikke {value}.',
        "sk": 'Hodnota "{name}" musí byť celé číslo, aspoň {low}, nie {value}.',
        "en": 'The value of "{name}" must be a whole number of at least {low}, not {value}.',
    },
    "edge.flag": {
        "sv": 'Värdet för "{name}" måste vara true eller false, inte "{value}".',
        "nb": 'Verdien for "{name}" må være true eller false, ikke "{value}".',
        "sk": 'Hodnota "{name}" musí byť true alebo false, nie "{value}".',
        "en": 'The value of "{name}" must be true or false, not "{value}".',
    },
    "edge.unexpected": {
        "sv": "Det gick inte att använda den inmatningen; inget har ändrats.",
        "nb": "Det gikk ikke å bruke den inndataen; ingenting er endret.",
        "sk": "Tento vstup sa nedal použiť; nič sa nezmenilo.",
        "en": "That input could not be used; nothing was changed.",
    },
    # --- widgets ---
    "edge.step.turn_type": {
        "sv": 'Ett drag anges med ett heltal 0 till {total}, inte "{value}".',
        "nb": 'Et trekk oppgis med et heltall 0 til {total}, ikke "{value}".',
        "sk": 'Ťah sa zadáva celým číslom 0 až {total}, nie "{value}".',
        "en": 'A turn is a whole number 0 to {total}, not "{value}".',
    },
    "edge.whatif.turn": {
        "sv": "Tur {turn} finns inte i protokollet; välj 1 till {total}.",
        "nb": "Tur {turn} finnes ikke i protokollen; velg 1 til {total}.",
        "sk": "Ťah {turn} v zázname nie je; vyberte 1 až {total}.",
        "en": "Turn {turn} is not in the record; choose 1 to {total}.",
    },
    "edge.whatif.not_sevens": {
        "sv": "Det här behöver en ställning i sjuan, sjuern eller kabal.",
        "nb": "Dette trenger en stilling i sjuan, sjuern eller kabal.",
        "sk": "Toto potrebuje pozíciu hry sjuan, sjuern alebo kabal.",
        "en": "This needs a position of Sjuan, Sjuern or Kabal.",
    },
    "edge.whatif.no_record": {
        "sv": "Den här visningen byggdes från en ställning, inte ett protokoll; det finns inga turer att välja.",
        "nb": "Denne visningen ble bygget fra en stilling, ikke en protokoll; det finnes ingen turer å velge.",
        "sk": "Toto zobrazenie vzniklo z pozície, nie zo záznamu; niet ťahov na výber.",
        "en": "This widget was built from a position, not a record; there are no turns to choose.",
    },
    "edge.play.seat": {
        "sv": "Plats {seat} finns inte vid bordet; välj 0 till {hi}.",
        "nb": "Plass {seat} finnes ikke ved bordet; velg 0 til {hi}.",
        "sk": "Miesto {seat} pri stole nie je; vyberte 0 až {hi}.",
        "en": "Seat {seat} is not at this table; choose 0 to {hi}.",
    },
    "edge.sheet.range": {
        "sv": "Rad {row}, kolumn {column}: {value} ligger utanför -1000 till 1000; ingen giv ger så mycket.",
        "nb": "Rad {row}, kolonne {column}: {value} ligger utenfor -1000 til 1000; ingen giv gir så mye.",
        "sk": "Riadok {row}, stĺpec {column}: {value} je mimo -1000 až 1000; žiadne rozdanie toľko nedá.",
        "en": "Row {row}, column {column}: {value} is outside -1000 to 1000; no deal scores that much.",
    },
    "edge.sheet.extra_column": {
        "sv": "{j} (extra Grand {n})",
        "nb": "{j} (ekstra grand {n})",
        "sk": "{j} (Grand navyše {n})",
        "en": "{j} (extra Grand {n})",
    },
    "edge.internal": {
        "sv": "Ett internt fel ({error}) i sjuan_notebooks, inte i det du skrev; kör igen med SJUAN_DEBUG=1 och rapportera det.",
        "nb": "En intern feil ({error}) i sjuan_notebooks, ikke i det du skrev; kjør igjen med SJUAN_DEBUG=1 og rapporter den.",
        "sk": "Vnútorná chyba ({error}) v sjuan_notebooks, nie vo vašom vstupe; spustite znova s SJUAN_DEBUG=1 a nahláste ju.",
        "en": "An internal error ({error}) in sjuan_notebooks, not in your input; run again with SJUAN_DEBUG=1 and report it.",
    },
    "edge.reconstruct_needs_sevens": {
        "sv": "Given återskapas bara för sjuan, sjuern och kabal, inte för {game}.",
        "nb": "Given gjenskapes bare for sjuan, sjuern og kabal, ikke for {game}.",
        "sk": "Rozdanie sa dá zrekonštruovať len pre sjuan, sjuern a kabal, nie pre {game}.",
        "en": "A deal is reconstructed only for sjuan, sjuern and kabal, not for {game}.",
    },
    "edge.options_type": {
        "sv": "Alternativen för {game} anges som ett objekt med namn och värden.",
        "nb": "Valgene for {game} oppgis som et objekt med navn og verdier.",
        "sk": "Voľby pre {game} sa zadávajú ako objekt s menami a hodnotami.",
        "en": "The options of {game} are given as an object of names and values.",
    },
    "edge.player_number": {
        "sv": "Antalet spelare måste vara ett heltal 1 till 26, inte {n}.",
        "nb": "Antallet spillere må være et heltall 1 til 26, ikke {n}.",
        "sk": "Počet hráčov musí byť celé číslo 1 až 26, nie {n}.",
        "en": "The number of players must be a whole number 1 to 26, not {n}.",
    },
    "edge.not_rules": {
        "sv": "Det här är ingen regeluppsättning för {game}.",
        "nb": "Dette er ikke et regelsett for {game}.",
        "sk": "Toto nie sú pravidlá hry {game}.",
        "en": "This is not a rule set of {game}.",
    },
    "edge.hands_type": {
        "sv": "Händerna anges som en lista per plats, var och en en lista med kortkoder.",
        "nb": "Hendene oppgis som en liste per plass, hver en liste med kortkoder.",
        "sk": "Ruky sa zadávajú ako jeden zoznam na miesto, každý so zoznamom kódov kariet.",
        "en": "The hands are given as one list per seat, each a list of card codes.",
    },
    "edge.hands_count": {
        "sv": "Det finns {players} men {hands}; ange en hand per plats.",
        "nb": "Det er {players}, men {hands}; oppgi én hånd per plass.",
        "sk": "Počet hráčov a rúk nesedí: {players}, {hands}; zadajte jednu ruku na miesto.",
        "en": "There are {players} but {hands}; give one hand per seat.",
    },
    "edge.cli.int": {
        "sv": 'Argumentet {arg} tar ett heltal, inte "{value}" (sjuan-notebooks --help visar kommandona).',
        "nb": 'Argumentet {arg} tar et heltall, ikke "{value}" (sjuan-notebooks --help viser kommandoene).',
        "sk": 'Argument {arg} berie celé číslo, nie "{value}" (sjuan-notebooks --help ukáže príkazy).',
        "en": 'The argument {arg} takes a whole number, not "{value}" (sjuan-notebooks --help lists the commands).',
    },
    "edge.cli.choice": {
        "sv": 'Argumentet {arg} kan inte vara "{value}"; välj bland {choices}.',
        "nb": 'Argumentet {arg} kan ikke være "{value}"; velg blant {choices}.',
        "sk": 'Argument {arg} nemôže byť "{value}"; vyberte z {choices}.',
        "en": 'The argument {arg} cannot be "{value}"; choose one of {choices}.',
    },
    "edge.cli.required": {
        "sv": "Kommandot saknar {args} (sjuan-notebooks --help visar kommandona).",
        "nb": "Kommandoen mangler {args} (sjuan-notebooks --help viser kommandoene).",
        "sk": "Príkazu chýba {args} (sjuan-notebooks --help ukáže príkazy).",
        "en": "The command misses {args} (sjuan-notebooks --help lists the commands).",
    },
    "edge.cli.unknown": {
        "sv": "Okända argument: {args} (sjuan-notebooks --help visar kommandona).",
        "nb": "Ukjente argumenter: {args} (sjuan-notebooks --help viser kommandoene).",
        "sk": "Neznáme argumenty: {args} (sjuan-notebooks --help ukáže príkazy).",
        "en": "Unknown arguments: {args} (sjuan-notebooks --help lists the commands).",
    },
    "edge.cli.no_command": {
        "sv": "Ange ett kommando: replay, scoresheet, examples, reconstruct eller perfect.",
        "nb": "Oppgi en kommando: replay, scoresheet, examples, reconstruct eller perfect.",
        "sk": "Zadajte príkaz: replay, scoresheet, examples, reconstruct alebo perfect.",
        "en": "Name a command: replay, scoresheet, examples, reconstruct or perfect.",
    },
    "edge.cli.generic": {
        "sv": "Kommandoraden kan inte läsas; sjuan-notebooks --help visar kommandona.",
        "nb": "Kommandolinjen kan ikke leses; sjuan-notebooks --help viser kommandoene.",
        "sk": "Príkazový riadok sa nedá prečítať; sjuan-notebooks --help ukáže príkazy.",
        "en": "The command line cannot be read; sjuan-notebooks --help lists the commands.",
    },
    "edge.budget": {
        "sv": "Sökbudgeten måste vara ett heltal, minst 1, inte {value}.",
        "nb": "Søkebudsjettet må være et heltall, minst 1, ikke {value}.",
        "sk": "Rozpočet prehľadávania musí byť celé číslo, aspoň 1, nie {value}.",
        "en": "The search budget must be a whole number of at least 1, not {value}.",
    },
}
