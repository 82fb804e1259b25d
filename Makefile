# KeyboardSim — the two commands are `make demo` and `make test`.
# Both install the missing system packages first (apt on Debian/Ubuntu, brew on macOS).

SWIFT ?= swift
# chromium: the headless browser that renders the HTML coverage report in the tests.
APT_PACKAGES := pkg-config libxkbcommon-dev libxkbregistry-dev libxkbcommon-tools xkb-data libx11-data libxml2 \
  libhunspell-dev hunspell-en-us hunspell-de-de hunspell-fr scowl chromium
# Only `make bench`: the English fortune files are the autocorrection benchmark's corpus.
BENCH_APT_PACKAGES := fortunes
BREW_PACKAGES := pkgconf libxkbcommon xkeyboardconfig hunspell
RELEASE_BIN := .build/release/kbsim
DEBUG_BIN := .build/debug/kbsim

.PHONY: demo test deps build release bench coverage-screenshot verify-layouts fixtures check-c-isolation check-products docs format lint install uninstall clean sanitize-thread

deps:
	@Tools/install-deps.sh $(APT_PACKAGES) -- $(BREW_PACKAGES)

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
	@Tools/build-docs.sh $(SWIFT)

# `make docs`: every library module's DocC catalog, built with warnings as errors, merged into
# .build/docs/KeyboardSim.doccarchive (serve it with any static file server, or open it in Xcode).
docs: deps
	$(SWIFT) build
	@Tools/build-docs.sh $(SWIFT)

# `make install [PREFIX=/usr/local]`: kbsim, Layouts/, completions and the man page (generated
# from the argument parser). The binary finds its data relative to itself, wherever the tree goes.
PREFIX ?= /usr/local
MANPAGE := .build/plugins/GenerateManual/outputs/kbsim/kbsim.1
install: release
	$(SWIFT) package generate-manual
	@Tools/install.sh install "$(PREFIX)" $(RELEASE_BIN) $(MANPAGE)

uninstall:
	@Tools/install.sh uninstall "$(PREFIX)"

bench: release
	@Tools/install-deps.sh $(BENCH_APT_PACKAGES) --
	$(RELEASE_BIN) bench
	$(RELEASE_BIN) bench-scan
	$(RELEASE_BIN) coverage bench

# Regenerates docs/images/coverage-report.png, the HTML report of the sign-up example in
# headless Chromium (the README shows it).
coverage-screenshot: release
	Tools/coverage-screenshot.sh $(RELEASE_BIN)

# Two typing engines on two threads sharing one corrector (and its hunspell handle), and one
# dictionary shared by four tasks, under ThreadSanitizer (a separate build folder).
sanitize-thread: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter 'ConcurrentTypingTests|SpellingDictionaryTests'

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

# The style of ../shared/STYLE.md, as .swift-format states it: `make format` rewrites the tree,
# `make lint` fails on any finding.
# Fixtures (sample apps the scanner reads, keymaps) keep the shape they were written in.
FORMAT_FILES = Package.swift $(shell find Sources Tests examples -name '*.swift' -not -path '*/Fixtures/*' -not -path 'examples/scan/*' -not -path '*/.build*')
format:
	$(SWIFT) format format --in-place --parallel $(FORMAT_FILES)

lint:
	$(SWIFT) format lint --strict --parallel $(FORMAT_FILES)

clean:
	rm -rf .build .build-tsan
