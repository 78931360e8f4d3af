# Movieland: every day-to-day task. `make` alone lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

SWIFT ?= swift
SWIFTC ?= swiftc
# forge is built by SwiftPM from the committed Package.swift (CI checks it is current), into the build folder the
# app and the tests share, so nothing is compiled twice; .build-tool/forge links to it. When Package.swift does
# not load, `make tool` compiles forge straight from its sources with swiftc instead (the bootstrap, into
# .build-tool/bootstrap), so that `make generate` can write a new one; `make tool-bootstrap` forces it.
TOOL_BUILD := .build-tool
FORGE := $(TOOL_BUILD)/forge
BOOTSTRAP := $(TOOL_BUILD)/bootstrap
FORGE_MAIN := Tools/Forge/Forge/main.swift
# forge's modules in dependency order, and what each depends on (FORGE_MODULES, FORGE_DEPS_<Module>): generated
# from Manifest/Tools/ by `forge graph --format make` (make graph), committed, and checked by make check.
# Commands (the command-line kit) and TextFolding (its edit distance) are the Core modules forge shares with the app.
FORGE_MODULES_FILE := Tools/Forge/modules.mk
include $(FORGE_MODULES_FILE)
forge_module_folder = $(if $(filter Commands TextFolding,$(1)),Modules/Core/$(1),Tools/Forge/$(1))
forge_module_sources = $(shell find $(call forge_module_folder,$(1)) -name '*.swift' 2>/dev/null | LC_ALL=C sort)
# Same language settings as Manifest/project.json gives every package target; one package name so that
# `package` declarations are shared between forge's modules, as SwiftPM does for the package's targets.
TOOL_SWIFT_FLAGS := -swift-version 6 -enable-upcoming-feature ExistentialAny \
	-enable-upcoming-feature NonisolatedNonsendingByDefault -package-name movieland
FORMAT_PATHS := Modules Apps Tests Tools/Forge
ARGS ?=
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: help tool tool-bootstrap generate check validate lint graph build test test-affected test-shard test-selective test-audit release install uninstall feature run format format-check bench-generate bench-adopt bench-lint bench-affected bench-selective bench-parity bench-store bench-graph-page bench-search bench-imdb bench-history bench-recommend bench-recommend-speed bench-typing bench-stall stress-cancel clean

help: ## List the targets
	@echo "Movieland make targets:"
	@grep -hE '^[a-zA-Z_-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  %-16s %s\n", $$1, $$2 }'
	@echo
	@echo "Examples: make run ARGS='search matrix'   make test"

tool: ## Build forge with SwiftPM (from its sources with swiftc when Package.swift does not load)
	@Tools/build-forge.sh

tool-bootstrap: $(BOOTSTRAP)/forge ## Build forge from its sources with swiftc, without Package.swift
	@ln -sfn bootstrap/forge $(FORGE)

# One module: its library, and its interface (.swiftmodule), replaced only when it changed, so that a change
# inside a function body recompiles that module alone before the link. Modules are whole-module optimised.
# A module's list of sources is kept in a file rewritten only when it changes, so that removing or renaming a
# source recompiles the module too; a module whose interface file is missing is compiled again.
define forge_module_rule
$(BOOTSTRAP)/$(1).sources: FORCE
	@mkdir -p $(BOOTSTRAP)
	@echo '$(call forge_module_sources,$(1))' | cmp -s - $$@ || echo '$(call forge_module_sources,$(1))' > $$@
	@test -f $(BOOTSTRAP)/$(1).swiftmodule || touch $$@
$(BOOTSTRAP)/lib$(1).a: $(BOOTSTRAP)/$(1).sources $(call forge_module_sources,$(1)) \
		$(foreach dependency,$(FORGE_DEPS_$(1)),$(BOOTSTRAP)/$(dependency).swiftmodule)
	@mkdir -p $(BOOTSTRAP)/next
	@echo "Compiling $(1)"
	@$(SWIFTC) -O -wmo $(TOOL_SWIFT_FLAGS) -parse-as-library -emit-library -static -emit-module -module-name $(1) \
		-I $(BOOTSTRAP) -emit-module-path $(BOOTSTRAP)/next/$(1).swiftmodule -o $(BOOTSTRAP)/lib$(1).a.tmp \
		$(call forge_module_sources,$(1))
	@cmp -s $(BOOTSTRAP)/next/$(1).swiftmodule $(BOOTSTRAP)/$(1).swiftmodule \
		|| mv $(BOOTSTRAP)/next/$(1).swiftmodule $(BOOTSTRAP)/$(1).swiftmodule
	@mv $(BOOTSTRAP)/lib$(1).a.tmp $(BOOTSTRAP)/lib$(1).a
$(BOOTSTRAP)/$(1).swiftmodule: $(BOOTSTRAP)/lib$(1).a
	@test -f $$@
endef
$(foreach module,$(FORGE_MODULES),$(eval $(call forge_module_rule,$(module))))
FORCE:

$(BOOTSTRAP)/forge: $(FORGE_MAIN) $(foreach module,$(FORGE_MODULES),$(BOOTSTRAP)/lib$(module).a)
	@echo "Linking forge"
	@# Static stdlib and Foundation: start-up drops from ~11 ms to ~5 ms, and forge runs on every make.
	@$(SWIFTC) -O $(TOOL_SWIFT_FLAGS) -static-stdlib -use-ld=lld -I $(BOOTSTRAP) $(FORGE_MAIN) \
		$(foreach module,$(FORGE_MODULES),$(BOOTSTRAP)/lib$(module).a) -o $@.tmp && mv $@.tmp $@

generate: tool ## Write Package.swift from Manifest/ (only when it changes)
	@$(FORGE) generate

check: tool ## Fail when Package.swift, a README's module graph or forge's module list is stale, or Manifest/ is invalid
	@$(FORGE) generate --check
	@$(FORGE) graph --check-readme
	@$(FORGE) graph --format make --dependencies-of Forge | cmp -s - $(FORGE_MODULES_FILE) \
		|| { echo "error: $(FORGE_MODULES_FILE) is stale: it does not match Manifest/Tools/" >&2; \
			echo "    help: run \`make graph\` and commit $(FORGE_MODULES_FILE)" >&2; exit 1; }
	@echo "$(FORGE_MODULES_FILE): forge's module list is current"

validate: tool ## Check Manifest/ and report every problem
	@$(FORGE) validate

lint: tool ## Check the module graph rules and the sources' imports
	@$(FORGE) lint

graph: tool ## Write the module graph to .build-graph/ (DOT, Mermaid, SVG with Graphviz, the page graph.html; BASE=rev and STORE=path|url add the change and the test results) and the READMEs' diagrams (Modules/Features/README.md: the app; Tools/Forge/README.md: forge)
	@$(FORGE) graph --format dot --output .build-graph/modules.dot
	@$(FORGE) graph --format mermaid --output .build-graph/modules.mmd
	@$(FORGE) graph --format dot --collapse --output .build-graph/features.dot
	@if command -v dot >/dev/null; then dot -Tsvg .build-graph/modules.dot -o .build-graph/modules.svg && echo "wrote .build-graph/modules.svg"; \
	else echo "Graphviz is not installed: DOT and Mermaid only (apt-get install graphviz for SVG)"; fi
	@$(FORGE) graph --format html $(if $(BASE),--base "$(BASE)") $(if $(STORE),--store "$(STORE)") --output .build-graph/graph.html \
		&& echo "wrote .build-graph/graph.html (open it in a browser)"
	@$(FORGE) graph --update-readme
	@$(FORGE) graph --format make --dependencies-of Forge --output $(FORGE_MODULES_FILE) && echo "wrote $(FORGE_MODULES_FILE)"

build: generate ## Regenerate, then build every target
	$(SWIFT) build

test: generate lint format-check ## Regenerate, lint, check formatting and the README's module graph, then run every test
	@$(FORGE) graph --check-readme
	$(SWIFT) test --parallel

test-affected: generate ## Run only the test targets a change affects: make test-affected BASE=main
	@test -n "$(BASE)" || { echo "usage: make test-affected BASE=<git revision>" >&2; exit 2; }
	@tests=$$($(FORGE) affected --base "$(BASE)" --tests) || exit 1; \
	if [ -z "$$tests" ]; then echo "No test target is affected by the changes since $(BASE)."; exit 0; fi; \
	echo "Affected test targets:" $$tests; \
	$(SWIFT) test $$(for target in $$tests; do printf -- '--filter ^%s\\. ' "$$target"; done)

# Without BASE every test target is sharded: the diff against git's empty tree changes every file.
test-shard: generate ## Run one of N balanced shards of the test targets: make test-shard SHARD=2/3 [BASE=main]
	@test -n "$(SHARD)" || { echo "usage: make test-shard SHARD=K/N [BASE=<git revision>] [DURATIONS=file]" >&2; exit 2; }
	@base="$(BASE)"; [ -n "$$base" ] || base=$$(git hash-object -t tree /dev/null); \
	tests=$$($(FORGE) affected --base "$$base" --tests --shard "$(SHARD)" $(if $(DURATIONS),--durations "$(DURATIONS)")) \
		|| exit $$?; \
	if [ -z "$$tests" ]; then echo "Shard $(SHARD) has no test target."; exit 0; fi; \
	echo "Shard $(SHARD):" $$tests; \
	$(SWIFT) test $$(for target in $$tests; do printf -- '--filter ^%s\\. ' "$$target"; done)

test-selective: generate ## Run only the test targets whose content hash has not passed before: make test-selective [STORE=folder]
	@$(FORGE) test $(if $(STORE),--store "$(STORE)")

test-audit: generate ## Run every test target under strace; fail on a file or program it uses that its hash does not cover
	@$(FORGE) test --audit-inputs

release: ## Build the release movieland, its network helper and forge as make install installs them (.build-release/release)
	@Tools/release/build-release.sh

install: ## Install both tools (static Swift runtime), completions and man pages: make install PREFIX=~/.local
	@Tools/release/install.sh install "$(PREFIX)" "$(DESTDIR)"

uninstall: ## Remove what make install put under PREFIX (and DESTDIR)
	@Tools/release/install.sh uninstall "$(PREFIX)" "$(DESTDIR)"

feature: tool ## Create a complete feature wired into the app: make feature NAME=Favorites
	@test -n "$(NAME)" || { echo "usage: make feature NAME=<UpperCamelCase name>" >&2; exit 2; }
	@$(FORGE) scaffold feature "$(NAME)"

run: generate ## Run the app: make run ARGS='search matrix'
	$(SWIFT) run movieland $(ARGS)

format: ## Format the Swift sources in place with swift-format
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

format-check: ## Fail when a Swift source is not swift-format clean
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

bench-generate: ## Benchmark validate+generate on 1,000 modules against swift package dump-package
	Tools/bench/bench-generate.sh

bench-adopt: ## Benchmark adopt + generate of a 1,000-target package against swift package dump-package
	Tools/bench/bench-adopt.sh

bench-affected: ## Benchmark affected on 1,000 modules (leaf and Core changes)
	Tools/bench/bench-affected.sh

bench-selective: ## Benchmark forge test: targets run over the last commits (COMMITS=40) here and at 1,000 modules, forge hash, store size, a leaf edit (LEAF=0 skips)
	Tools/bench/bench-selective.sh

bench-parity: ## forge test against swift test on real packages: make bench-parity CORPUS=<checkouts> [MIRRORS='url=path ...']
	Tools/bench/bench-parity.sh

bench-store: ## Benchmark forge test --dry-run at 1,007 modules with the store in nginx against a folder (DELAY_MS=100 adds latency)
	Tools/bench/bench-store.sh

bench-graph-page: ## Benchmark forge's graph page at 1,007 modules in headless Chromium: size, first paint, selection, against a blank page (and Graphviz's SVG)
	Tools/bench/bench-graph-page.sh

bench-lint: ## Benchmark lint on 1,000 modules against grep -rn '^import'
	Tools/bench/bench-lint.sh

bench-stall: ## Benchmark the CPU a request burns while a server accepts and never answers
	Tools/bench/bench-stall.sh

stress-cancel: ## Run the cancellation test RUNS times in a row (default 300) with both cores loaded
	Tools/bench/stress-cancel.sh

bench-search: ## Benchmark a search against grep and sqlite3 FTS5 (CSV=path/to/movies.csv)
	Tools/bench/bench-search.sh $(CSV)

bench-imdb: ## Benchmark the IMDb import and search/detail/top at full size (12 M titles) against zcat and sqlite3 FTS5
	Tools/bench/bench-imdb.sh

bench-history: ## Benchmark diary import, stats, similar and recommend at full IMDb size against sqlite3
	Tools/bench/bench-history.sh

bench-recommend: ## Evaluate recommend (leave-one-out) and similar (follow-ups) against baselines: make bench-recommend [HISTORY='exports'] [TRIES=n] [PEOPLE=movie_metadata.csv [WIKIPEDIA=folder] [MOVIELENS=movies.csv]]
	PEOPLE=$(PEOPLE) WIKIPEDIA=$(WIKIPEDIA) MOVIELENS=$(MOVIELENS) Tools/bench/bench-recommend.sh $(HISTORY)

bench-recommend-speed: ## Time recommend and similar against top, warm, on the embedded catalogue [IMDB=<datasets folder>]
	IMDB=$(IMDB) Tools/bench/bench-recommend-speed.sh

bench-typing: ## Benchmark typing in the interactive mode (redraw per key, results after the last key)
	Tools/bench/bench-typing.sh

clean: ## Remove build folders
	rm -rf .build .build-release .build-bench-typing .build-graph $(TOOL_BUILD) Tools/bench/out
