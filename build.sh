#!/usr/bin/env bash
# Arbiter's one entry point.
#   ./build.sh serve [port]   build the static site into dist/ and serve it on http://127.0.0.1:<port> (default 8080)
#   ./build.sh build          build the static site into dist/ (BASE_PATH=/repo/ for a sub-path host,
#                             CLUB_FILE=club.json to bake a club file into the build)
#   ./build.sh test           run every test: vet, unit, conformance, fuzz (briefly), browser end to end
set -euo pipefail
cd "$(dirname "$0")"

FUZZ_BUDGET=${FUZZ_BUDGET:-90} # seconds of fuzzing shared by every target (FUZZ_TIME=5s: fixed time per target)

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
		go test "$pkg" -run '^$' -fuzz "^${t}\$" -fuzztime "$per" </dev/null >/tmp/arbiter-fuzz.log 2>&1 || { cat /tmp/arbiter-fuzz.log; return 1; }
	done <<<"$list"
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
