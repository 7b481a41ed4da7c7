#!/usr/bin/env bash
# bench/run.sh — Arbiter against the go-app floor, in one run:
#   1. builds Arbiter's static site (./build.sh build → dist/) and the floor (bench/floor →
#      bench/out/floor/) the same way: GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w',
#      go-app's static generation, the same service worker template (app/worker.js); the
#      floor with go-app as published, Arbiter with its go-app (app/goappfork; the floor's
#      wasm is built that way too, for one line of the report);
#   2. times the engine natively and in wasm under Node (go test -bench over bench/);
#   3. serves both sites on 127.0.0.1, drives headless Chromium (fresh profile per visit pair)
#      for cold and warm (server stopped) starts and a share link's receipt offline, measures the
#      first visit's bytes, checks that --accept-lang hu / sr never paint English, imports a
#      10,000-incident season log through the app (IndexedDB), opens its event page and logs one
#      more incident, and writes bench/out/report.md and bench/out/report.json, then prints it.
# Environment: RUNS (visits per app, default 7), BENCHTIME (go test -benchtime, default 300ms),
# CHROMIUM (the browser binary, default chromium), PORT (first of the 4 ports the sites use,
# default 0: free ports), LOG_INCIDENTS (the season log's size, default 10000; 0 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=bench/out
RUNS=${RUNS:-7}
BENCHTIME=${BENCHTIME:-300ms}
CHROMIUM=${CHROMIUM:-chromium}
mkdir -p "$OUT"
# the compiler flags of build.sh's wasm build (one place: build.sh), for the floor and the benchmarks too
GCFLAGS=$(sed -n "s/^WASM_GCFLAGS='\(.*\)'$/\1/p" build.sh)

die() { echo "bench/run.sh: $*" >&2; exit 1; }
command -v "$CHROMIUM" >/dev/null || die "$CHROMIUM is missing (apt-get install chromium, or set CHROMIUM)"
command -v node >/dev/null || die "node is missing: the wasm benchmarks run under Node"

echo "== Arbiter: ./build.sh build"
[ -x build.sh ] && grep -q 'cmd_build' build.sh || die "build.sh has no build command yet: Arbiter's site cannot be built"
./build.sh build >"$OUT/arbiter-build.log" 2>&1 || { cat "$OUT/arbiter-build.log" >&2; die "./build.sh build failed (log above): no Arbiter site to measure"; }
[ -s dist/web/app.wasm ] && [ -s dist/index.html ] || die "./build.sh build did not produce dist/index.html and dist/web/app.wasm"
tail -1 "$OUT/arbiter-build.log"

echo "== floor: bench/floor"
rm -rf "$OUT/floor"
sw=()
if [ -f app/worker.js ]; then
	# Arbiter's service worker template, at the root path.
	# Arbiter's handler fills {{.Base}} and {{.OnDemand}} (app/generate.go); go-app fills the rest
	sed -e 's#{{\.Base}}#/#g' -e 's#{{\.OnDemand}}#[]#g' app/worker.js >"$OUT/floor-worker.js"
	if grep -o '{{\.[A-Za-z]*}}' "$OUT/floor-worker.js" | grep -v -e '{{\.Version}}' -e '{{\.ResourcesToCache}}' | grep -q .; then
		die "app/worker.js has a placeholder the floor's worker does not fill: $(grep -o '{{\.[A-Za-z]*}}' "$OUT/floor-worker.js" | sort -u | tr '\n' ' ')"
	fi
	sw=(-sw "$OUT/floor-worker.js")
	echo "service worker: app/worker.js (Arbiter's template)"
else
	echo "service worker: go-app's default (app/worker.js not found)"
fi
go build -trimpath -o "$OUT/floor-gen" ./bench/floor
"$OUT/floor-gen" -out "$OUT/floor" "${sw[@]}"
GOOS=js GOARCH=wasm go build -trimpath -gcflags="$GCFLAGS" -ldflags='-s -w' -o "$OUT/floor/web/app.wasm" ./bench/floor
# the floor stays go-app as published; built with Arbiter's go-app (app/goappfork) only for
# the report's line on what the ratio would be against such a floor
MODFILE=$(go run ./app/goappfork -o build)
GOOS=js GOARCH=wasm go build -modfile="$MODFILE" -trimpath -gcflags="$GCFLAGS" -ldflags='-s -w' -o "$OUT/floor-fork.wasm" ./bench/floor

echo "== function names (the same builds without -s -w)"
GOOS=js GOARCH=wasm go build -modfile="$MODFILE" -trimpath -gcflags="$GCFLAGS" -o "$OUT/arbiter-syms.wasm" ./app
GOOS=js GOARCH=wasm go build -trimpath -gcflags="$GCFLAGS" -o "$OUT/floor-syms.wasm" ./bench/floor

echo "== engine benchmarks: native"
go test -gcflags="$GCFLAGS" -run '^$' -bench . -benchtime "$BENCHTIME" ./bench | tee "$OUT/bench-native.txt" | grep -E '^(Benchmark|ok|FAIL|---)' | grep -v '^BenchmarkCalculator' || true
echo "== engine benchmarks: js/wasm under Node"
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm \
	go test -gcflags="$GCFLAGS" -run '^$' -bench . -benchtime "$BENCHTIME" ./bench | tee "$OUT/bench-wasm.txt" | grep -E '^(Benchmark|ok|FAIL|---)' | grep -v '^BenchmarkCalculator' || true
grep -q '^ok' "$OUT/bench-native.txt" || die "native benchmarks failed (see $OUT/bench-native.txt)"
grep -q '^ok' "$OUT/bench-wasm.txt" || die "wasm benchmarks failed (see $OUT/bench-wasm.txt)"

echo "== browser: $RUNS cold + warm visits per app, sizes"
go run ./bench/cmd/benchrun -arbiter dist -floor "$OUT/floor" -runs "$RUNS" -chromium "$(command -v "$CHROMIUM")" \
	-arbiter-syms "$OUT/arbiter-syms.wasm" -floor-syms "$OUT/floor-syms.wasm" -floor-fork "$OUT/floor-fork.wasm" \
	-native "$OUT/bench-native.txt" -wasm "$OUT/bench-wasm.txt" -out "$OUT" \
	-port "${PORT:-0}" -log "${LOG_INCIDENTS:-10000}"

# The shared log: 1,000 incidents of another director replicate from a real
# pouchdb-server and the event page shows them, in Chromium (e2e TestSyncThousand, with a cut of
# the connection mid-replication); its figures are added to the report. SYNC=0 skips it; it
# skips by itself when pouchdb-server is not installed (./build.sh test installs it).
if [ "${SYNC:-1}" != 0 ]; then
	echo "== shared log: 1,000 incidents over pouchdb-server (e2e TestSyncThousand)"
	rm -f "$OUT/sync.txt"
	if SYNC_BENCH_OUT="$PWD/$OUT/sync.txt" go test -count=1 -run '^TestSyncThousand$' ./e2e >"$OUT/sync-test.log" 2>&1 && [ -s "$OUT/sync.txt" ]; then
		{
			echo
			echo "## Shared log (e2e TestSyncThousand, not a timed test)"
			echo
			cat "$OUT/sync.txt"
			echo "- Sizes: PouchDB 9.0.0 beside the wasm, $(go run ./app/brsize web/vendor/pouchdb-9.0.0.min.js) B brotli (loaded only while a shared log is on; not precached: kept by the worker once loaded)."
		} | tee -a "$OUT/report.md"
	else
		echo "shared log: not measured (see $OUT/sync-test.log)"
	fi
fi
