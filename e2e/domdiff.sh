#!/usr/bin/env bash
# e2e/domdiff.sh — the app's DOM before and after a change, for every screen state the e2e
# suite reaches.
#
#   e2e/domdiff.sh [-i REGEXP]... [-r TESTS] [-k] BASE_REV [HEAD_REV]
#
# Builds the site of BASE_REV and of HEAD_REV (default HEAD; "." is this checkout's working
# tree as it is, uncommitted files included) each with ./build.sh build in a git worktree under
# $DOMDIFF_DIR (default /tmp/domdiff), runs HEAD_REV's e2e suite against each site with
# DOM_DUMP_DIR set (e2e/domdump_test.go: one file per state, normalized), and compares the two
# folders of dumps with e2e/domdiff (built from this checkout): states compared, identical, differing, only on
# one side, and each distinct difference as a unified diff.
#
#   -i REGEXP  a fragment allowed to change (Go regexp, repeatable; its first group, if any, is
#              what is printed): states that differ only in such fragments are counted apart,
#              the distinct before → after pairs printed, and the diffs shown without them
#   -r TESTS   run only these tests (go test -run); default: all but TestWasmUnit
#   -k         keep the worktrees (the dumps, logs and full diff are always kept)
#   -p         run the two suites at the same time, each in a network namespace of its own
#              (root, unshare and ip with veth needed), so both serve on the same fixed ports;
#              about half the wall time on a machine with cores to spare, and a loaded machine
#              for both runs
#
# Exit status: 0 when every state is the same (allowed fragments aside) on both sides, 1 when
# not, 2 on a usage or build error. Not part of ./build.sh test: a tool (~20 minutes).
set -euo pipefail

usage() { sed -n '2,/^set -e/p' "$0" | grep -v '^set -e' | sed 's/^# \{0,1\}//' >&2; exit 2; }

here=$(cd "$(dirname "$0")/.." && pwd)
work=${DOMDIFF_DIR:-/tmp/domdiff}
ignore=()
run=""
keep=0
parallel=0
while getopts "i:r:kph" o; do
	case $o in
	i) ignore+=(-i "$OPTARG") ;;
	r) run=$OPTARG ;;
	k) keep=1 ;;
	p) parallel=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] && [ $# -le 2 ] || usage
base_rev=$1
head_rev=${2:-HEAD}

start=$SECONDS
say() { printf '== %s (%ds)\n' "$*" $((SECONDS - start)); }

# checkout REV DIR: DIR holds REV (a detached worktree), or "." the working tree copied (as a
# one-commit repository, so that the build's version is a commit like any other).
checkout() {
	local rev=$1 dir=$2
	if [ -d "$dir" ]; then git -C "$here" worktree remove --force "$dir" 2>/dev/null || rm -rf "$dir"; fi
	git -C "$here" worktree prune
	if [ "$rev" = . ]; then
		mkdir -p "$dir"
		(cd "$here" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -C "$dir" -xf -
		(cd "$dir" && git init -q && git add -A . && git -c user.name=domdiff -c user.email=domdiff@localhost commit -qm "working tree of $here")
		echo "working tree of $here"
	else
		git -C "$here" worktree add -q --detach "$dir" "$rev"
		git -C "$dir" log -1 --format='%h %s' | cut -c1-100
	fi
}

# port_base: the first of 20 ports that nothing listens on, for the suite's sites (DOM_DUMP_PORT:
# fixed, so that the URLs in both runs are the same, and apart from any other run's on this
# machine, whose sites the browser would otherwise open).
port_base() {
	local i b
	for i in $(seq 0 199); do
		b=$((20000 + (($$ + i * 37) % 500) * 20))
		if ! ss -Htln 2>/dev/null | awk '{n = split($4, a, ":"); print a[n]}' | awk -v b="$b" '$1 >= b && $1 < b + 20 {f = 1} END {exit !f}'; then
			echo "$b"
			return
		fi
	done
	echo 18700
}
export DOM_DUMP_PORT=${DOM_DUMP_PORT:-$(port_base)}

mkdir -p "$work"
rm -rf "$work/dump-before" "$work/dump-after"
say "before: $base_rev → $work/before: $(checkout "$base_rev" "$work/before")"
say "after: $head_rev → $work/after: $(checkout "$head_rev" "$work/after")"
if ! grep -qs DOM_DUMP_DIR "$work/after/e2e/"*_test.go; then
	echo "$head_rev's e2e suite cannot dump the DOM (no DOM_DUMP_DIR in e2e/): use a later HEAD_REV" >&2
	exit 2
fi
for side in before after; do
	say "build $side"
	(cd "$work/$side" && ./build.sh build) >"$work/build-$side.log" 2>&1 || { tail -20 "$work/build-$side.log"; exit 2; }
done
if [ ! -d "$work/after/e2e/node_modules/axe-core" ]; then
	if [ -d "$here/e2e/node_modules/axe-core" ]; then
		cp -r "$here/e2e/node_modules" "$work/after/e2e/"
	elif command -v npm >/dev/null 2>&1; then
		say "axe-core for TestAxe (npm ci, pinned in e2e/package-lock.json)"
		npm ci --prefix "$work/after/e2e" --no-audit --no-fund >"$work/npm.log" 2>&1 || echo "npm ci failed: TestAxe skips ($work/npm.log)"
	fi
fi

# alone CMD...: CMD in a network namespace of its own (-p), else as it is. The namespace has
# its loopback and a pair of linked interfaces with a default route that leads nowhere: with
# the loopback alone, Chromium takes itself to be offline (navigator.onLine is false), and the
# app and its worker behave as they do offline (TestOffline then fails on both sides).
netns='ip link set lo up && ip link add ddv0 type veth peer name ddv1 &&
	ip addr add 10.254.0.1/24 dev ddv0 && ip addr add 10.254.0.2/24 dev ddv1 &&
	ip link set ddv0 up && ip link set ddv1 up && ip route add default via 10.254.0.2 dev ddv0'
alone() {
	if [ "$parallel" = 1 ]; then
		unshare -n sh -c "$netns"' && exec "$@"' sh "$@"
	else
		"$@"
	fi
}
if [ "$parallel" = 1 ] && ! unshare -n sh -c "$netns" 2>/dev/null; then
	echo "-p needs a network namespace of its own (root, unshare and ip): run without -p" >&2
	exit 2
fi
if [ ! -x "$work/after/e2e/couch/node_modules/.bin/pouchdb-server" ]; then
	# the shared-log tests skip without it
	if [ -d "$here/e2e/couch/node_modules" ]; then
		cp -r "$here/e2e/couch/node_modules" "$work/after/e2e/couch/"
	elif command -v npm >/dev/null 2>&1; then
		say "pouchdb-server for the sync tests (npm ci, pinned in e2e/couch/package-lock.json)"
		npm ci --prefix "$work/after/e2e/couch" --ignore-scripts --no-audit --no-fund >"$work/npm-couch.log" 2>&1 || echo "npm ci failed: the sync tests skip ($work/npm-couch.log)"
	fi
fi

# suite SIDE: the after tree's e2e suite against SIDE's site, dumping into dump-SIDE.
suite() {
	local side=$1 tree=$work/$1 t0=$SECONDS
	say "e2e ($head_rev's suite) against the $side site, dumping (sites on ports from $DOM_DUMP_PORT)"
	(cd "$work/after" && DOM_DUMP_DIR="$work/dump-$side" ARBITER_ROOT="$tree" ARBITER_DIST="$tree/dist" \
		ARBITER_GEN="$tree/build/arbiter-gen" ARBITER_WEB="$tree/web" SHOTS="$work/shots-$side" SHOTS2="$work/shots2-$side" \
		alone go test -count=1 -v -timeout 90m ${run:+-run "$run"} -skip '^TestWasmUnit$' ./e2e/) >"$work/e2e-$side.log" 2>&1 || true
	local n fails
	n=$(find "$work/dump-$side" -type f -name '*.html' 2>/dev/null | wc -l)
	fails=$(grep -E '^--- FAIL' "$work/e2e-$side.log" | awk '{print $3}' | tr '\n' ' ' || true)
	echo "   $side: $n states dumped in $((SECONDS - t0))s; $(tail -1 "$work/e2e-$side.log")${fails:+; failed: $fails}"
}
if [ "$parallel" = 1 ]; then
	(cd "$work/after" && go test -count=1 -run '^$' ./e2e/ >/dev/null) # compiled once, before both start
	suite before &
	suite after &
	wait
else
	suite before
	suite after
fi

say "compare"
status=0
(cd "$here" && go build -o "$work/domdiff" ./e2e/domdiff) || exit 2
"$work/domdiff" "${ignore[@]}" -full "$work/diff.txt" "$work/dump-before" "$work/dump-after" || status=$?
if [ "$keep" = 0 ]; then
	for side in before after; do git -C "$here" worktree remove --force "$work/$side" 2>/dev/null || rm -rf "$work/$side"; done
	git -C "$here" worktree prune
fi
say "done: dumps in $work/dump-{before,after}, e2e logs $work/e2e-{before,after}.log, every diff in $work/diff.txt"
exit $status
