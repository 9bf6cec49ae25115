#!/usr/bin/env bash
# Compiles a folder of SwiftUI files against this checkout of Vitro, with only the import
# swapped, renders the views it finds, and prints the compile and render rates with the first
# error of each failure. See Scripts/corpus/README.md.
#
# usage: Scripts/compile-corpus.sh [options] DIR
#   DIR                 the .swift files to try; DIR/FILE.stubs.swift holds stubs of FILE's own
#                       (non-SwiftUI) app types and is compiled with it
#   -c, --config NAME   release (default) or debug: how Vitro is built
#   -w, --work DIR      scratch folder (default: ${TMPDIR:-/tmp}/vitro-corpus/<name of DIR>)
#   -j, --jobs N        files compiled at once (default 2)
#   -o, --json FILE     the summary (default: WORK/summary.json)
#   --variants LIST     any of as-is,stripped,lifted (default: all three)
#   --label TEXT        recorded in the summary
#   --checkout DIR      the Vitro checkout to measure (default: the one holding this script)
#
# Vitro is built once, in a scratch SwiftPM package that depends on this checkout by path and
# wraps the Vitro product in one shared library; every file is then compiled with swiftc
# against that build's modules and linked to that library. Builds run under `nice -n 10`.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
checkout="$(cd "$here/.." && pwd)"
config=release
work=""
jobs=2
json=""
variants="as-is,stripped,lifted"
label=""
dir=""

while [[ $# -gt 0 ]]; do
    case $1 in
    -c | --config) config=$2; shift 2 ;;
    -w | --work) work=$2; shift 2 ;;
    -j | --jobs) jobs=$2; shift 2 ;;
    -o | --json) json=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --label) label=$2; shift 2 ;;
    --checkout) checkout=$(cd "$2" && pwd); shift 2 ;;
    -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) dir=$1; shift ;;
    esac
done
if [[ -z $dir || ! -d $dir ]]; then
    echo "usage: $0 [options] DIR   (DIR must be a folder of .swift files)" >&2
    exit 2
fi
if [[ $config != release && $config != debug ]]; then
    echo "--config must be release or debug" >&2
    exit 2
fi
dir="$(cd "$dir" && pwd)"
work=${work:-${TMPDIR:-/tmp}/vitro-corpus/$(basename "$dir")}
mkdir -p "$work"
work="$(cd "$work" && pwd)"
json=${json:-$work/summary.json}
started=$(date +%s)

# The scratch package: one shared library that re-exports Vitro and holds the render helper.
pkg="$work/pkg"
mkdir -p "$pkg/Sources/VitroCorpusRuntime"
identity="$(basename "$checkout" | tr '[:upper:]' '[:lower:]')"
manifest="// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: \"VitroCorpus\",
    platforms: [.macOS(.v14)],
    products: [.library(name: \"VitroCorpusRuntime\", type: .dynamic, targets: [\"VitroCorpusRuntime\"])],
    dependencies: [.package(path: \"$checkout\")],
    targets: [
        .target(name: \"VitroCorpusRuntime\", dependencies: [.product(name: \"Vitro\", package: \"$identity\")])
    ]
)
"
# Rewritten only when changed, so a second run does not rebuild.
if [[ ! -f $pkg/Package.swift ]] || [[ "$(cat "$pkg/Package.swift")" != "$manifest" ]]; then
    printf '%s' "$manifest" >"$pkg/Package.swift"
fi
if ! cmp -s "$here/corpus/Runtime.swift" "$pkg/Sources/VitroCorpusRuntime/Runtime.swift"; then
    cp "$here/corpus/Runtime.swift" "$pkg/Sources/VitroCorpusRuntime/Runtime.swift"
fi
if [[ -f $checkout/Package.resolved && ! -f $pkg/Package.resolved ]]; then
    cp "$checkout/Package.resolved" "$pkg/Package.resolved"
fi

echo "building Vitro ($config) in $pkg …"
if ! nice -n 10 swift build -c "$config" --package-path "$pkg" --product VitroCorpusRuntime >"$work/build.log" 2>&1; then
    tail -30 "$work/build.log" >&2
    echo "the build of Vitro failed (log: $work/build.log)" >&2
    exit 1
fi
bin="$(swift build -c "$config" --package-path "$pkg" --show-bin-path)"
built=$(date +%s)
echo "built in $((built - started)) s"

python3 "$here/corpus/corpus.py" "$dir" --bin "$bin" --checkout "$checkout" --work "$work" \
    --json "$json" --jobs "$jobs" --variants "$variants" --label "$label"
echo "total run time $(($(date +%s) - started)) s"
