"""Translation section: lite. Keys start with ``lite.``.

The start page of the browser site built by ``make lite`` (lessons run in the browser with
nothing installed).
"""

TABLE: dict[str, dict[str, str | tuple[str, ...]]] = {
    "lite.title": {
        "sv": "Sjuan, Sjuern, Femkamp och Sedma: lektionerna i webbläsaren",
        "nb": "Sjuan, Sjuern, Femkamp og Sedma: leksjonene i nettleseren",
        "sk": "Sjuan, Sjuern, Femkamp a Sedma: lekcie v prehliadači",
        "en": "Sjuan, Sjuern, Femkamp and Sedma: the lessons in your browser",
    },
    "lite.intro": {
        "sv": (
            "Allt körs i den här webbläsaren: ingenting att installera, ingen server, inget "
            "nätverk. En lektion tar några sekunder att starta första gången."
        ),
        "nb": (
            "Alt kjører i denne nettleseren: ingenting å installere, ingen server, ikke noe "
            "nettverk. En leksjon bruker noen sekunder på å starte første gang."
        ),
        "sk": (
            "Všetko beží v tomto prehliadači: nič sa neinštaluje, žiadny server, žiadna sieť. "
            "Prvé spustenie lekcie trvá niekoľko sekúnd."
        ),
        "en": (
            "Everything runs in this browser: nothing to install, no server, no network. A "
            "lesson takes a few seconds to start the first time."
        ),
    },
    "lite.lesson": {"sv": "Lektion", "nb": "Leksjon", "sk": "Lekcia", "en": "Lesson"},
    "lite.classroom": {
        "sv": "Klassrumsvy (ingen kod)",
        "nb": "Klasseromsvisning (ingen kode)",
        "sk": "Pohľad pre triedu (bez kódu)",
        "en": "Classroom view (no code)",
    },
    "lite.lab": {
        "sv": "JupyterLab (text och kod)",
        "nb": "JupyterLab (tekst og kode)",
        "sk": "JupyterLab (text a kód)",
        "en": "JupyterLab (text and code)",
    },
    "lite.language": {"sv": "Språk", "nb": "Språk", "sk": "Jazyk", "en": "Language"},
    "lite.offline": {
        "sv": (
            "Kopiera hela mappen till en webbserver eller ett USB-minne; från minnet: "
            "python -m http.server --directory MAPPEN och öppna http://localhost:8000."
        ),
        "nb": (
            "Kopier hele mappen til en webserver eller en minnepinne; fra minnepinnen: "
            "python -m http.server --directory MAPPEN og åpne http://localhost:8000."
        ),
        "sk": (
            "Celý priečinok skopírujte na webový server alebo na USB kľúč; z kľúča: "
            "python -m http.server --directory PRIEČINOK a otvorte http://localhost:8000."
        ),
        "en": (
            "Copy the whole folder to a web server or a USB stick; from the stick: "
            "python -m http.server --directory FOLDER and open http://localhost:8000."
        ),
    },
}
