# Two entry points (see README): `make lab` and `make test`. Both set themselves up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: class lab test test-setup bytecode debian-packages setup lint catalogs notebooks lesson-catalogs voila voila-address voila-flags bench clean chromium fuzz npm lite handouts dictionaries lang-check answer-key axe review-sheet

# uv installs the environment (the newest pip with it, for the tests that build wheels with
# pip): about twice as fast as pip on a fresh machine (47 s against 26 s here). It compiles no
# bytecode up front: each module is compiled when first imported, and `make test` lets its
# processes write that bytecode (see `bytecode`). uv's version is the dev extra's pin (the
# Binder test uses it too).
UV_VERSION := $(shell sed -n 's/^ *"uv==\([0-9.]*\)".*/\1/p' pyproject.toml)
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q uv==$(UV_VERSION)
	$(BIN)/uv pip install -q --python $(BIN)/python --upgrade pip -e ".[dev]"
	touch $(STAMP)

# Voila's "lab" template without its CDN links (voila.json selects it), copied into the
# environment's share/jupyter, where Voila looks for templates (binder/postBuild does the same).
TEMPLATE_SRC := share/jupyter/voila/templates/sjuan-offline
TEMPLATE := $(VENV)/$(TEMPLATE_SRC)/index.html.j2
$(TEMPLATE): $(STAMP) $(wildcard $(TEMPLATE_SRC)/*)
	mkdir -p $(dir $@)
	cp $(TEMPLATE_SRC)/* $(dir $@)

# The package's words: gettext catalogs, one per language (README "Translations").
CATALOGS := sjuan_notebooks/i18n/locale
DOMAIN := sjuan_notebooks
MO_FILES := $(patsubst %.po,%.mo,$(wildcard $(CATALOGS)/*/LC_MESSAGES/$(DOMAIN).po))
POT_DIR := build/catalogs

setup: $(STAMP) $(TEMPLATE) $(MO_FILES)

# A checkout's compiled catalogs (a .mo missing or older than its .po is compiled in memory at
# run time, more slowly; wheels and `pip install .` compile them in the build: setup.py).
$(CATALOGS)/%/LC_MESSAGES/$(DOMAIN).mo: $(CATALOGS)/%/LC_MESSAGES/$(DOMAIN).po $(STAMP)
	$(BIN)/pybabel -q compile -d $(CATALOGS) -D $(DOMAIN) -l $*

# Bring the catalogs in step with the code: list the keys the code names literally (pybabel
# extract, babel.cfg: t("key", ...)), make the template of those and the English catalog's
# keys (tools/catalog_template.py), update every language from it (a new key comes in empty,
# which tests/i18n/test_catalogs.py refuses), compile. The f-string keys Babel skips are logged in
# build/catalogs/extract.log: the English catalog lists them.
catalogs: $(STAMP)
	mkdir -p $(POT_DIR)
	$(BIN)/pybabel -q extract -F babel.cfg --no-default-keywords -k t --add-location=file \
	  --ignore-dirs=".* ._ build" -o $(POT_DIR)/code.pot . 2> $(POT_DIR)/extract.log \
	  || (cat $(POT_DIR)/extract.log; exit 1)
	$(BIN)/python tools/catalog_template.py $(POT_DIR)/code.pot \
	  $(CATALOGS)/en/LC_MESSAGES/$(DOMAIN).po $(POT_DIR)/$(DOMAIN).pot
	$(BIN)/pybabel -q update -i $(POT_DIR)/$(DOMAIN).pot -d $(CATALOGS) -D $(DOMAIN) -w 100 \
	  --no-fuzzy-matching --ignore-pot-creation-date
	$(BIN)/pybabel compile -d $(CATALOGS) -D $(DOMAIN) --statistics

# The main job: JupyterLab on the start notebook (as root, e.g. in a container, it needs --allow-root).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
lab: $(STAMP)
	$(BIN)/jupyter lab $(ROOT_FLAG) notebooks/00-start.ipynb

# Voila: every lesson in every language as a classroom app, no code shown (docs/teaching.md,
# "Running a class"). It always serves the folder, never one notebook: the start pages link the
# lessons and the languages, and Voila serving one notebook refuses every other page (403).
# `make voila LESSON=01-sjuan` prints that lesson's address and opens it (default: the start page).
# The lessons of one language, LESSON_LANG (en, sv, nb or sk; English by default), each keep
# POOL kernels that have already run the lesson (preheated), so a student's page shows its
# widgets in about 3 s; the other languages' lessons start a kernel when asked for (Voila
# would otherwise preheat all 28 notebooks: 28 kernels, each running its lesson at start-up).
# TODAY=01-sjuan TODAY_POOL=10 keeps 10 ready for the lesson of the day. A kernel whose page has
# gone without closing (a laptop put to sleep) is shut down after CULL seconds without one.
LESSON ?= 00-start
VOILA_URL := http://localhost:8866/voila/render/$(LESSON).ipynb
LESSON_LANG ?= en
POOL ?= 1
TODAY ?=
TODAY_POOL ?= 10
CULL ?= 900
# the lessons' language folders under notebooks/ (English is notebooks/ itself)
LESSON_LANGS := sv nb sk
OTHER_LANGS = $(filter-out $(LESSON_LANG),$(LESSON_LANGS))
PREHEAT_DENY = $(if $(filter en,$(LESSON_LANG)),.*/($(subst $(space),|,$(OTHER_LANGS)))/[^/]+$$,^(?!.*/$(LESSON_LANG)/[^/]+$$))
TODAY_PATH = $(if $(filter en,$(LESSON_LANG)),,$(LESSON_LANG)/)$(TODAY).ipynb
space := $(empty) $(empty)
VOILA_FLAGS = --template=sjuan-offline --preheat_kernel=True --pool_size=$(POOL) \
	'--VoilaKernelManager.preheat_denylist=$(PREHEAT_DENY)' \
	$(if $(TODAY),'--VoilaKernelManager.kernel_pools_config={"$(TODAY_PATH)": {"pool_size": $(TODAY_POOL)}}') \
	--MappingKernelManager.cull_idle_timeout=$(CULL) --MappingKernelManager.cull_interval=60
voila: $(STAMP) $(TEMPLATE) voila-address
	$(BIN)/voila notebooks/ --no-browser --Voila.port_retries=0 $(VOILA_FLAGS)

voila-address:
	@echo "Voila serves notebooks/ (every lesson, every language). Open: $(VOILA_URL)"
	@(sleep 6; $(BIN)/python -m webbrowser -t "$(VOILA_URL)" >/dev/null 2>&1) &

# The class server: every lesson in every language in one process (Solara), offline, with the
# teacher's view at /teacher (README "Running a class"). It prints the addresses to give the
# students and the teacher's link. HOST=0.0.0.0 serves the class network; PORT changes the port;
# PASSWORD=... opens the teacher's view with a password too; CLASS_LANG=sv prints in Swedish.
# TODAY=01-sjuan builds that lesson (every language; sv/01-sjuan: one) as the server starts, so
# the first student waits no longer than the others.
HOST ?= 127.0.0.1
PORT ?= 8765
CLASS_LANG ?= en
class: $(STAMP)
	HOST=$(HOST) PORT=$(PORT) CLASS_LANG=$(CLASS_LANG) TODAY=$(TODAY) $(BIN)/python -m sjuan_notebooks.classserver notebooks

# The flags `make voila` passes (benchmarks/bench_class.py starts its servers with them).
voila-flags:
	@echo "$(subst ",\",$(VOILA_FLAGS))"

# Debian's packages the tests need: Chromium, npm (axe-core, the browser site's build),
# Hunspell and its dictionaries for the spelling and English checks (tests/i18n/,
# docs/translating.md: Swedish, Norwegian bokmål (hunspell-no: nb_NO), Slovak, English; the
# checks ask the hunspell program, tests/language.py, once per check for all its words).
# One apt-get installs whichever are missing; `make chromium`, `make npm` and
# `make dictionaries` each bring all of them. Without the packages Debian recommends beside
# them (printing, sound, samba, udev, upower, Perl's web libraries: 116 packages against 29,
# 25 s against 13 s here, and on a fresh machine upgrades of systemd and Perl), except the
# one a page's look depends on: fonts-liberation, the Arial-metric fonts the layout checks
# were made with.
HUNSPELL_DICTS := /usr/share/hunspell/sv_SE.dic /usr/share/hunspell/nb_NO.dic /usr/share/hunspell/sk_SK.dic /usr/share/hunspell/en_US.dic
HUNSPELL_DEBS := hunspell hunspell-sv hunspell-no hunspell-sk hunspell-en-us
debian-packages:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium fonts-liberation"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	(command -v hunspell && ls $(HUNSPELL_DICTS)) >/dev/null 2>&1 || missing="$$missing $(HUNSPELL_DEBS)"; \
	[ -z "$$missing" ] || (apt-get update -q && apt-get install -y -q --no-install-recommends $$missing)
chromium npm dictionaries: debian-packages

# The language checks alone (termbase, pofilter, doubled messages, spelling, English and rank
# letters in what a class sees, reprs as text): seconds once the spelling verdicts are cached.
lang-check: $(STAMP) dictionaries
	$(BIN)/python -m pytest -q -p no:cacheprovider tests/i18n/test_termbase.py tests/i18n/test_pofilter.py tests/i18n/test_spelling.py tests/i18n/test_outputs.py

# A native reader's review sheet: every message of the package and the lessons, its English and
# where it shows, in one file (build/review/review-$(LANG).md; docs/translating.md, "Reviewing").
# `make review-sheet LANG=sv` (en, sv, nb or sk; a shell's own LANG such as C.UTF-8 is refused).
review-sheet: $(STAMP)
	$(BIN)/python tools/review_sheet.py $(LANG)

# axe-core, the accessibility checker the browser tests run in every page they open (tests/axe.py),
# pinned in tests/npm/package.json and its lockfile, installed from npm into build/axe/.
AXE := build/axe/node_modules/axe-core/axe.min.js
$(AXE): tests/npm/package.json tests/npm/package-lock.json | debian-packages
	mkdir -p build/axe
	cp tests/npm/package.json tests/npm/package-lock.json build/axe/
	cd build/axe && npm ci --no-audit --no-fund --silent
	touch $@
axe: $(AXE)

# The lessons as a static site that runs in the browser with nothing installed (JupyterLite,
# Pyodide): build/lite/. Downloads (npm, PyPI) are cached in build/lite-cache/.
lite: $(STAMP) npm
	$(BIN)/python lite/build.py

lint: $(STAMP)
	$(BIN)/ruff check sjuan_notebooks tests benchmarks lite tools setup.py
	$(BIN)/ruff format --check sjuan_notebooks tests benchmarks lite tools setup.py
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

# Every test: lint, types, import layers, unit and property tests, notebooks (nbval), browser
# tests. Lint and the browser site's build run in the background from the moment the Python
# environment and Debian's packages are there (the rest of the set-up keeps one core busy and
# leaves the other to them), while one pytest run takes the tests and the lessons (nbval) on
# JOBS workers (pytest-xdist; a module or a notebook stays on one worker, so a module's server
# starts once; the longest modules start first: tests/conftest.py; the 25 slowest tests are
# listed at the end). tests/browser/test_lite.py, which drives the site, waits for its build
# (SJUAN_LITE_BUILD_STATUS: the file the build's exit status goes to). Their logs are printed
# after the tests, and either failing fails the run.
# tests/classroom/ holds a notebook that is test data, not a lesson.
# One worker more than the cores: while one worker's test waits on a browser or a kernel, the
# others keep every core busy (2 cores: 637 s with two workers, 571 s with three).
JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))
PYTEST := $(BIN)/python -m pytest -q -p no:cacheprovider
# The lessons nbval runs in this run: the language folders. The English lessons run under nbval
# in the Binder test's fresh environment (tests/lessons/test_binder.py), with the same flags and
# the same sanitizing; running them here as well cost about 15 CPU-s for no check more.
NBVAL_HERE := $(addprefix notebooks/,$(LESSON_LANGS))
AT_ONCE := build/test-at-once
# What the tests need, made side by side (make -j): the Python environment while apt-get
# brings Debian's packages.
test-setup: $(STAMP) $(TEMPLATE) debian-packages $(AXE) bytecode

# Bytecode, written once. Where PYTHONDONTWRITEBYTECODE is set (as on the test machines) every
# kernel, Voila and pytest worker would compile what it imports again (0.39 s against 0.28 s to
# import the lessons' modules; about 90 processes in `make test`), so the test run unsets it:
# the first process to import a module writes its bytecode and the others read it. That
# compiles only what the run imports, where compiling the whole environment at install
# (uv's --compile-bytecode, about 7,900 modules) cost 48 CPU-s against 21 for the install.
# The package's is written here before the run starts (compileall writes only what changed),
# and so is the test modules' (pytest's own, its assertions rewritten), by one collection:
# each worker then reads it instead of rewriting every test module (collecting took 7.2 CPU-s
# a worker, 3.4 so; three workers).
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q sjuan_notebooks tests/*.py
	-env -u PYTHONDONTWRITEBYTECODE $(PYTEST) --collect-only --ignore-glob='tests/classroom/*' tests > /dev/null 2>&1

test:
	@$(MAKE) --no-print-directory -j3 $(STAMP) debian-packages
	@rm -rf $(AT_ONCE) && mkdir -p $(AT_ONCE)
	@unset PYTHONDONTWRITEBYTECODE; \
	($(MAKE) --no-print-directory lint > $(AT_ONCE)/lint.log 2>&1; echo $$? > $(AT_ONCE)/lint.rc) & \
	($(MAKE) --no-print-directory lite > $(AT_ONCE)/lite.log 2>&1; echo $$? > $(AT_ONCE)/lite.rc) & \
	$(MAKE) --no-print-directory -j2 test-setup || { wait; exit 1; }; \
	SJUAN_LITE_BUILD_STATUS=$(AT_ONCE)/lite.rc $(PYTEST) -n $(JOBS) --dist loadscope \
	  --no-loadscope-reorder --durations=25 --nbval-lax --nbval-sanitize-with tests/nbval_sanitize.cfg \
	  --ignore-glob='tests/classroom/*' tests $(NBVAL_HERE); rc=$$?; wait; \
	for step in lint lite; do echo "== make $$step"; cat $(AT_ONCE)/$$step.log; \
	  [ "$$(cat $(AT_ONCE)/$$step.rc)" = 0 ] || { echo "make $$step failed"; rc=1; }; done; exit $$rc

# Write every lesson in every language from notebooks/src/*.py and the lessons' catalogs
# (notebooks/locale/), and execute them (outputs are committed): notebooks/*.ipynb (English)
# and notebooks/{sv,nb,sk}/*.ipynb. `make notebooks LESSONS="01-sjuan" LANGS="sv en"` for some.
# `make lesson-catalogs` brings the catalogs in step with changed sources (new messages come
# in empty, changed ones fuzzy); the build refuses to write a lesson with a message untranslated.
LESSONS ?=
LANGS ?=
notebooks: $(STAMP)
	$(BIN)/python notebooks/build.py build $(LESSONS) $(foreach l,$(LANGS),--lang $(l))

lesson-catalogs: $(STAMP)
	$(BIN)/python notebooks/build.py extract

# Printable handouts (rule cards, blank score sheets, worked examples) through Chromium's
# print to PDF; the PDFs are committed under docs/handouts/ and checked by tests/lessons/test_handouts.py.
handouts: $(STAMP) chromium
	$(BIN)/python docs/handouts.py

# The teacher's answer key (docs/answer-key.md), written from the quizzes; run it after changing
# a quiz's positions or a lesson's quizzes (tests/lessons/test_answer_key.py checks it).
answer-key: $(STAMP)
	$(BIN)/python docs/answer_key.py

# The fuzz suite at full size (tests/fuzzing.py): 10,000 inputs by default (FUZZ_CASES=N for
# more); prints the counts, the time and every finding, and fails if there is one.
FUZZ_CASES ?= 10000
fuzz: $(STAMP)
	$(BIN)/python tests/fuzz_run.py --cases $(FUZZ_CASES)

bench: $(STAMP)
	for f in benchmarks/bench_*.py; do $(BIN)/python $$f; done

clean:
	rm -rf $(VENV) test-artifacts .pytest_cache .hypothesis build/lite build/lite-cache
