#!/usr/bin/env bash
# Arbiter's one entry point.
#   ./build.sh serve [port]   build the static site into dist/ and serve it on http://127.0.0.1:<port> (default 8080)
#   ./build.sh build          build the static site into dist/ (BASE_PATH=/repo/ for a sub-path host,
#                             CLUB_FILE=club.json to bake a club file into the build)
#   ./build.sh test           run every test: vet, unit, conformance, fuzz (briefly), browser end to end
set -euo pipefail
cd "$(dirname "$0")"

FUZZ_TIME=${FUZZ_TIME:-6s}

fuzz_all() {
	# Every Fuzz target of every package, briefly; the seed corpora already ran in go test.
	local pkg targets t
	for pkg in $(go list ./engine/... ./app/... 2>/dev/null); do
		targets=$(go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' || true)
		for t in $targets; do
			echo "fuzz: $pkg $t ($FUZZ_TIME)"
			go test "$pkg" -run '^$' -fuzz "^${t}\$" -fuzztime "$FUZZ_TIME" >/tmp/arbiter-fuzz.log 2>&1 || { cat /tmp/arbiter-fuzz.log; return 1; }
		done
	done
}

cmd_test() {
	local start=$SECONDS
	echo "== gofmt"
	local bad
	bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
	if [ -n "$bad" ]; then echo "not gofmt'ed: $bad"; return 1; fi
	echo "== go vet"
	go vet ./...
	echo "== go test (unit, conformance, seed corpora)"
	go test -count=1 ./...
	echo "== conformance"
	go test -count=1 ./engine/conformance/ -run Conformance -v | grep -E '^(PENDING|vectors:)'
	echo "== fuzz"
	fuzz_all
	echo "== all tests passed in $((SECONDS - start))s"
}

case "${1:-}" in
test) cmd_test ;;
*)
	echo "usage: ./build.sh serve [port] | build | test" >&2
	exit 2
	;;
esac
