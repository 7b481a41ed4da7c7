#!/usr/bin/env bash
# Arbiter's one entry point.
#   ./build.sh serve [port]   build the static site into dist/ and serve it on http://127.0.0.1:<port> (default 8080)
#   ./build.sh build          build the static site into dist/ (BASE_PATH=/repo/ for a sub-path host,
#                             CLUB_FILE=club.json to bake a club file into the build: checked first)
#   ./build.sh test           run every test: vet, unit, conformance, fuzz (briefly), browser end to end
#   ./build.sh size           the wasm's raw, gzip and brotli sizes
set -euo pipefail
cd "$(dirname "$0")"

FUZZ_BUDGET=${FUZZ_BUDGET:-75} # seconds of fuzzing shared by every target (FUZZ_TIME=5s: fixed time per target)
BASE_PATH=${BASE_PATH:-/}
# No inlining in Arbiter's own packages: the wasm is ~6% smaller in brotli (137 KB) and the
# engine no slower that a director would notice (the 100-table session: 7.1 → 7.8 ms natively).
# bench/run.sh builds the floor and the benchmarks with the same flags.
WASM_GCFLAGS='arbiter/...=-l'

# version is the git commit, with the wasm's hash when the tree has uncommitted changes, so
# that every different build is a new app version for the service worker.
version() {
	local v
	v=$(git rev-parse --short=12 HEAD 2>/dev/null || echo dev)
	if [ -n "$(git status --porcelain 2>/dev/null)" ]; then
		v="$v-$(sha256sum web/app.wasm | cut -c1-8)"
	fi
	echo "$v"
}

# club_flag validates CLUB_FILE (when set) with engine/club and prints the linker flag that
# bakes it into the wasm and the generator (arbiter/app/view.bakedClub, base64 of the normalised file): the
# pages and the app carry it, nothing is fetched at run time. An invalid file stops the build.
club_flag() {
	[ -n "${CLUB_FILE:-}" ] || return 0
	local b64
	b64=$(go run ./app/clubcheck "$CLUB_FILE") || { echo "CLUB_FILE $CLUB_FILE is not a valid club file" >&2; return 1; }
	echo "-X arbiter/app/view.bakedClub=$b64"
}

# wasm_modfile makes the go-app the wasm is built with (go-app v10.1.11 without its server
# side, regexp routes, encrypted state and google/uuid: ~390 KB brotli less for a phone's first
# visit, app/_goapp/README.md) and prints the go.mod that names it, for go build -modfile. The
# generator and every native build use go-app unpatched.
wasm_modfile() {
	go run ./app/goappfork -o build
}

cmd_build() {
	local club
	club=$(club_flag)
	if [ -n "$club" ]; then echo "== build: club file $CLUB_FILE baked in"; fi
	echo "== build: wasm"
	local modfile
	modfile=$(wasm_modfile)
	GOOS=js GOARCH=wasm go build -modfile="$modfile" -trimpath -gcflags="$WASM_GCFLAGS" -ldflags="-s -w $club" -o web/app.wasm ./app
	local v
	v=$(version)
	echo "== build: site $v into dist/ (base $BASE_PATH)"
	mkdir -p build
	go build -trimpath -ldflags="-X main.version=$v $club" -o build/arbiter-gen ./app
	rm -rf dist
	build/arbiter-gen gen -out dist -web web -base "$BASE_PATH" -version "$v"
	echo "wasm: $(wc -c <web/app.wasm) bytes raw, $(gzip -9 -c web/app.wasm | wc -c) gzip -9 (./build.sh size adds brotli)"
}

# size prints the wasm's transfer sizes (brotli -q 11 takes a few minutes in pure Go).
cmd_size() {
	[ -f web/app.wasm ] || cmd_build
	echo "wasm: $(wc -c <web/app.wasm) raw, $(gzip -9 -c web/app.wasm | wc -c) gzip -9, $(go run ./app/brsize web/app.wasm) brotli -q 11"
}

cmd_serve() {
	local port=${1:-8080}
	cmd_build
	exec build/arbiter-gen serve -dir dist -addr "127.0.0.1:$port" -base "$BASE_PATH"
}

# need_chromium makes sure the browser tests can run: installs Debian's chromium when missing
# and running as root, else says what to install (the tests then skip, or fail under CI=true).
need_chromium() {
	if command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM:-}" ]; then
		return 0
	fi
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "== installing chromium (apt-get)"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
		return 0
	fi
	echo "chromium is missing: install it (sudo apt-get install chromium) to run the browser tests" >&2
	if [ "${CI:-}" = true ]; then return 1; fi
}

# need_xmllint makes sure the USEBIO export's DTD test can run: installs Debian's libxml2-utils
# (xmllint) when missing and running as root, else says what to install (the test then
# skips, or fails under CI=true).
need_xmllint() {
	if command -v xmllint >/dev/null 2>&1; then
		return 0
	fi
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "== installing xmllint (apt-get libxml2-utils)"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null
		return 0
	fi
	echo "xmllint is missing: install it (sudo apt-get install libxml2-utils) for the USEBIO test" >&2
	if [ "${CI:-}" = true ]; then return 1; fi
}

# need_node makes sure npm can install the browser tests' tools (axe-core, pouchdb-server):
# installs Debian's nodejs and npm when missing and running as root, else says what to install
# (the tests that need them then skip, or fail under CI=true).
need_node() {
	if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
		return 0
	fi
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "== installing nodejs and npm (apt-get)"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
		return 0
	fi
	echo "node and npm are missing: install them (sudo apt-get install nodejs npm) for the browser tests' tools" >&2
	if [ "${CI:-}" = true ]; then return 1; fi
}

fuzz_all() {
	# Every Fuzz target of every package, briefly; the seed corpora already ran in go test. The
	# targets share FUZZ_BUDGET, so the step stays under two minutes as targets are added.
	local pkg t list n per
	list=$(for pkg in $(go list ./engine/... ./app/... 2>/dev/null); do
		go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' | sed "s|^|$pkg |" || true
	done)
	n=$(printf '%s\n' "$list" | grep -c . || true)
	if [ "$n" -eq 0 ]; then echo "fuzz: no targets"; return 0; fi
	per=${FUZZ_TIME:-$((FUZZ_BUDGET / n))s}
	if [ "$per" = 0s ]; then per=1s; fi
	echo "fuzz: $n targets, $per each"
	while read -r pkg t; do
		echo "fuzz: $pkg $t ($per)"
		fuzz_one "$pkg" "$t" "$per" || fuzz_one "$pkg" "$t" "$per" || { cat /tmp/arbiter-fuzz.log; return 1; }
	done <<<"$list"
}

# fuzz_one fuzzes one target. It fails on a finding (a failing input is written, a panic, an
# error of the target); a bare "context deadline exceeded" at the end of -fuzztime with nothing
# found is Go's fuzzing coordinator racing its own deadline on a loaded machine (Go issues
# 51484, 75804): fuzz_all then runs the target once more instead of failing the build.
fuzz_one() {
	if go test "$1" -run '^$' -fuzz "^${2}\$" -fuzztime "$3" </dev/null >/tmp/arbiter-fuzz.log 2>&1; then
		return 0
	fi
	if grep -q 'context deadline exceeded' /tmp/arbiter-fuzz.log && ! grep -qE 'Failing input written|panic:|_test\.go:[0-9]+:' /tmp/arbiter-fuzz.log; then
		echo "fuzz: $1 $2: the fuzzing coordinator's deadline race, nothing found; once more"
		return 1
	fi
	cat /tmp/arbiter-fuzz.log
	exit 1 # a finding: no second run
}

cmd_test() {
	local start=$SECONDS
	echo "== gofmt"
	local bad
	bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
	if [ -n "$bad" ]; then echo "not gofmt'ed: $bad"; return 1; fi
	echo "== go vet"
	# msg.Text literals are positional {En, Sr, Hu} triples by design: composites check off.
	go vet -composites=false ./...
	need_xmllint
	echo "== go test (unit, conformance, seed corpora)"
	go test -count=1 $(go list ./... | grep -v '/e2e$')
	echo "== conformance"
	go test -count=1 ./engine/conformance/ -run Conformance -v | grep -E '^(PENDING|vectors:)'
	echo "== fuzz"
	fuzz_all
	need_chromium
	need_node
	echo "== site"
	cmd_build
	if [ ! -d e2e/node_modules/axe-core ] || [ ! -d e2e/node_modules/jsqr ]; then
		echo "== axe-core and jsqr for the accessibility and printed-QR tests (npm ci, pinned in e2e/package-lock.json)"
		npm ci --prefix e2e --no-audit --no-fund
	fi
	if [ ! -x e2e/couch/node_modules/.bin/pouchdb-server ] && command -v npm >/dev/null 2>&1; then
		# No install scripts: leveldown ships its prebuilt binary, sqlite3 is not used (--in-memory),
		# and its script would try a download.
		echo "== pouchdb-server for the sync tests (npm ci --ignore-scripts, pinned in e2e/couch/package-lock.json)"
		npm ci --prefix e2e/couch --ignore-scripts --no-audit --no-fund || {
			echo "pouchdb-server could not be installed: the sync tests skip" >&2
			if [ "${CI:-}" = true ]; then return 1; fi
		}
	fi
	echo "== end to end and browser-side Go (chromium)"
	# the browser tests take about 37 min on a quiet 2-core machine, and over an hour while
	# other suites run beside them (at 60 min a run at load 13–21 stopped three quarters
	# through, no test failed): 75 min keeps them within CI's 90 with the unit tests before
	go test -count=1 -timeout 75m -v ./e2e/
	echo "== all tests passed in $((SECONDS - start))s"
}

case "${1:-}" in
build) cmd_build ;;
serve) shift; cmd_serve "$@" ;;
test) cmd_test ;;
size) cmd_size ;;
*)
	echo "usage: ./build.sh serve [port] | build | test | size" >&2
	exit 2
	;;
esac
