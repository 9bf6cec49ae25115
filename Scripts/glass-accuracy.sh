#!/usr/bin/env bash
# Renders the two scenes Apple's Liquid Glass was measured on — the iOS 26.3 calibrated grid
# (frost by size) and the iOS 27 solid-color probes (the face) — with Vitro's public API, and
# prints Vitro's figures beside Apple's, Haze's and Flutter's as a Markdown table (README,
# Accuracy). The figures, builds and sources: docs/reference/glass-measurements.md.
#
#   Scripts/glass-accuracy.sh           # the table
#   Scripts/glass-accuracy.sh detail    # and contrast, correlation and each color's face
#
# It runs GlassAccuracyReport (Tests/VitroCoreTests/Glass/Accuracy/) through `swift test`; the same
# measurements are checked by GlassAccuracyTests.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-table}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! VITRO_GLASS_ACCURACY="$mode" swift test --filter GlassAccuracyReport >"$log" 2>&1; then
    tail -40 "$log" >&2
    exit 1
fi
sed -n '/^GLASS-ACCURACY-BEGIN$/,/^GLASS-ACCURACY-END$/p' "$log" | sed '1d;$d'
