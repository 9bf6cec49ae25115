#!/usr/bin/env bash
# The benchmark: Vitro beside Skia, OpenCV, Pillow and pillow-simd, in one run, on one image: the
# kernels (blur, material, bar), then whole renders of views through ImageRenderer.render() (end to
# end), the glass and material frames at 3x, a one-control ViewHost update and writePNG at 8 and 16 bits,
# with their speed targets (Benchmarks/peers.py).
#   Benchmarks/run.sh [IMAGE] [--runs N]
# Needs the peers (../shared/tools/setup-peers.sh, or: pip install skia-python opencv-python-headless
# pillow scipy numpy, and pillow-simd in ~/.cache/vitro-peers/pillow-simd).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
image=${1:-$here/Fixtures/photo-1179x2556.jpg}
runs=15
[ "${2:-}" = "--runs" ] && runs=$3
out=$(mktemp -d)
swift build -c release --package-path "$here" >&2
"$here/.build/release/vitro-bench" "$image" "$out" --runs "$runs" --sigma 20 --sigma 60 > "$out/vitro.json"
python3 "$here/peers.py" "$image" "$out/vitro.json" "$out" --runs "$runs"
echo
echo "raw results: $out/results.json"
