#!/usr/bin/env bash
# Every `nonisolated(unsafe)` in Sources says why it is safe: a comment (`//` or `///`) within the
# three lines above it, or above the run of consecutive `nonisolated(unsafe)` lines it belongs to.
# The compiler stops checking whatever carries the annotation, so the comment is all a reader has.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=$(find Sources -name '*.swift' -print0 | sort -z | xargs -0 awk '
    FNR == 1 { c1 = c2 = c3 = 0; previous = 0; covered = 0 }
    {
        comment = $0 ~ /^[ \t]*\/\//
        code = $0
        sub(/\/\/.*/, "", code)
        unsafe = !comment && code ~ /nonisolated\(unsafe\)/
        if (unsafe) {
            covered = c1 || c2 || c3 || (previous && covered)
            if (!covered) print FILENAME ":" FNR ": " $0
        }
        previous = unsafe
        c3 = c2; c2 = c1; c1 = comment
    }')
if [ -n "$missing" ]; then
    echo "$missing"
    echo "check-unsafe-notes: nonisolated(unsafe) without a comment saying why it is safe (above)" >&2
    exit 1
fi
echo "check-unsafe-notes: every nonisolated(unsafe) says why"
