#!/usr/bin/env bash
# Builds one libFuzzer target of Fuzz/ (FuzzPNG or FuzzJPEG) with the fuzzer and AddressSanitizer
# and runs it for SECONDS seconds, niced, on one core.
#
#   Scripts/fuzz.sh FuzzPNG 600
#   Scripts/fuzz.sh FuzzJPEG 600
#
# Seeds: the image fixtures of Tests/VitroImageIOTests/Fixtures (valid and hostile files). The
# growing corpus lives in .build-fuzz/corpus/TARGET (ignored by git); crashes are written to
# .build-fuzz/crashes/TARGET. A crash becomes a regression test: add its input, with what it
# must give, to Scripts/generate-bad-inputs.py (which rewrites Tests/VitroImageIOTests/
# Fixtures/bad), so BadInputCorpusTests holds it; then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh FuzzPNG|FuzzJPEG SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh FuzzPNG|FuzzJPEG SECONDS}
case "$target" in FuzzPNG | FuzzJPEG) ;; *) echo "unknown target $target" >&2; exit 2 ;; esac

scratch=.build-fuzz
# SwiftPM's --sanitize fuzzer instruments only the fuzz target itself; the coverage flags carry
# libFuzzer's counters into the library's Swift and C code, which is what it has to explore.
# (libpng and libjpeg are the system's, uninstrumented: the seeds carry the fuzzer past them.)
nice -n 15 swift build --package-path Fuzz --scratch-path "$scratch/build" -c release \
    --sanitize fuzzer --sanitize address --product "$target" \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xcc -fsanitize-coverage=inline-8bit-counters,pc-table,trace-cmp
binary="$scratch/build/release/$target"

corpus="$scratch/corpus/$target"
crashes="$scratch/crashes/$target"
mkdir -p "$corpus" "$crashes"
case "$target" in
FuzzPNG) pattern='*.png' ;;
FuzzJPEG) pattern='*.jpg' ;;
esac
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
find Tests/VitroImageIOTests/Fixtures -name "$pattern" -exec cp {} "$seeds/" \;

# -rss_limit_mb: a decode is bounded by ImageLimits (the targets use 2¹⁸ pixels); anything near
# 2 GB is a leak or an unbounded allocation, which libFuzzer then reports as a crash.
# -max_len: large enough for the corpus's decompression bombs.
# -timeout: libFuzzer's clock is the wall clock, and a run at nice 15 on a busy machine can wait
# for a core for seconds: a 10-second limit once flagged a seed that decodes in 20 ms.
ASAN_OPTIONS=detect_leaks=1 nice -n 15 "$binary" "$corpus" "$seeds" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=60 \
    -artifact_prefix="$crashes/" -print_final_stats=1
