#!/usr/bin/env bash
# Builds one libFuzzer target of Fuzz/ with the fuzzer and AddressSanitizer and runs it for
# SECONDS seconds, niced, on one core.
#
#   Scripts/fuzz.sh FuzzPNG 600          # the PNG reader
#   Scripts/fuzz.sh FuzzJPEG 600         # the JPEG reader
#   Scripts/fuzz.sh FuzzCompositor 600   # bytes → compositor commands → pixels
#   Scripts/fuzz.sh FuzzLayout 600       # bytes → view tree → layout → pixels
#   Scripts/fuzz.sh FuzzIconJSON 600     # bytes → icon.json → icon in six appearances
#   Scripts/fuzz.sh FuzzIconSVG 600      # bytes → SVG layer checks → librsvg → icon
#
# The icon targets are seeded from docs/samples/Sample.icon (its icon.json, its SVG layers) and
# the hostile SVGs of Tests/VitroIconTests.
# Seeds: for the readers, the image fixtures of Tests/VitroImageIOTests/Fixtures (valid and
# hostile files); for the compositor and layout, 16 fixed pseudo-random inputs. The
# growing corpus lives in .build-fuzz/corpus/TARGET (ignored by git); crashes are written to
# .build-fuzz/crashes/TARGET. A crash becomes a regression test: add its input, with what it
# must give, to Scripts/generate-bad-inputs.py (which rewrites Tests/VitroImageIOTests/
# Fixtures/bad), so BadInputCorpusTests holds it; then fix the bug. A compositor or layout
# crash input goes into Tests/VitroRasterTests/Fixtures/fuzz or
# Tests/VitroRenderTests/Fixtures/fuzz, whose every file the FuzzRegressionTests replay through the
# same decoder (Tests/VitroRasterTestSupport/Fuzz/, Tests/VitroTestSupport/Fuzz/).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Scripts/fuzz.sh FuzzPNG|FuzzJPEG|FuzzCompositor|FuzzLayout|FuzzIconJSON|FuzzIconSVG SECONDS"
target=${1:?$usage}
seconds=${2:?$usage}
case "$target" in FuzzPNG | FuzzJPEG | FuzzCompositor | FuzzLayout | FuzzIconJSON | FuzzIconSVG) ;; *) echo "unknown target $target" >&2; exit 2 ;; esac

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
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
max_len=65536
case "$target" in
FuzzPNG) find Tests/VitroImageIOTests/Fixtures -name '*.png' -exec cp {} "$seeds/" \; ;;
FuzzJPEG) find Tests/VitroImageIOTests/Fixtures -name '*.jpg' -exec cp {} "$seeds/" \; ;;
FuzzIconJSON) cp docs/samples/Sample.icon/icon.json "$seeds/" ;;
FuzzIconSVG) cp docs/samples/Sample.icon/Assets/*.svg "$seeds/" ;;
*)
    # Commands and view trees need a few hundred bytes; longer inputs only repeat structure.
    max_len=4096
    python3 -c '
import random, sys
for i in range(16):
    random.seed(i)
    open(f"{sys.argv[1]}/seed{i:02}", "wb").write(bytes(random.randrange(256) for _ in range(64 + 32 * i)))
' "$seeds"
    ;;
esac

# -rss_limit_mb: a decode is bounded by ImageLimits (the targets use 2¹⁸ pixels); anything near
# 2 GB is a leak or an unbounded allocation, which libFuzzer then reports as a crash.
# -max_len: large enough for the corpus's decompression bombs (images), 4 KB otherwise.
# -timeout: libFuzzer's clock is the wall clock, and a run at nice 15 on a busy machine can wait
# for a core for seconds: a 10-second limit once flagged a seed that decodes in 20 ms.
# The leak suppressions are the test suite's (Scripts/sanitizers/address.supp): one-time
# globals and fontconfig's cache are not leaks.
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitizers/address.supp" \
    nice -n 15 "$binary" "$corpus" "$seeds" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -max_len="$max_len" -timeout=60 \
    -artifact_prefix="$crashes/" -print_final_stats=1
