#!/usr/bin/env bash
# The PBN reader in Chromium's wasm: a 2 MB session, the corpus's 1.9 MB scoring-site file,
# a 28 MB session and the encoding question of a 2 MB file, each read as the app opens it
# (bench/cmd/pbnchrome; not a test). The figures go in bench/README.md.
#   bench/pbn.sh [-runs 7] [-chromium chromium] [-corpus ../shared/pbn-corpus] [-warm …]  (see pbnchrome)
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./bench/cmd/pbnchrome "$@"
