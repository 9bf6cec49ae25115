#!/usr/bin/env bash
# Rebuilds the compile corpus — public SwiftUI files of many authors — into a scratch folder
# outside the repository, from the list in sources.tsv (repository, commit, path, local name).
# Only that list is kept in the repository, never the files themselves.
#
# usage: Scripts/corpus/gather.sh MIRRORS OUT [LIST [STUBS]]
#   MIRRORS  a folder holding one git clone (bare or not) of each repository, named either
#            OWNER+NAME/repo (the layout of a snapshot mirror) or OWNER/NAME
#            (e.g. after `git clone https://github.com/OWNER/NAME MIRRORS/OWNER/NAME`)
#   OUT      the scratch folder to fill (created); each file is written as OUT/NAME
#   LIST     the list to gather (default: sources.tsv; sources-2.tsv is the second corpus)
#   STUBS    the folder of its stubs (default: stubs; stubs-2 for the second corpus)
#
# The stubs of each file's own app types (our own code, Scripts/corpus/stubs/FILE.stubs.swift) are
# copied next to it.
#
# Each file is read with `git show COMMIT:PATH`, so the corpus is the same whatever the
# repositories hold today. A repository or commit that cannot be found is reported and skipped.
set -euo pipefail

if [[ $# -lt 2 || $# -gt 4 ]]; then
    echo "usage: $0 MIRRORS OUT [LIST [STUBS]]" >&2
    exit 2
fi
mirrors=$1
out=$2
here="$(cd "$(dirname "$0")" && pwd)"
list=${3:-$here/sources.tsv}
stubs=${4:-$here/stubs}
mkdir -p "$out"

found=0
missing=0
while IFS=$'\t' read -r repo commit path name _; do
    [[ $repo == repo ]] && continue # header
    gitdir=""
    for candidate in "$mirrors/${repo/\//+}/repo" "$mirrors/$repo"; do
        if [[ -d $candidate ]]; then
            gitdir=$candidate
            break
        fi
    done
    if [[ -z $gitdir ]] || ! git -C "$gitdir" show "$commit:$path" >"$out/$name" 2>/dev/null; then
        rm -f "$out/$name"
        echo "missing: $repo $commit $path" >&2
        missing=$((missing + 1))
        continue
    fi
    found=$((found + 1))
done <"$list"

if compgen -G "$stubs/*.stubs.swift" >/dev/null; then
    cp "$stubs"/*.stubs.swift "$out"/
fi
echo "gathered $found files into $out ($missing missing), with $(find "$out" -name '*.stubs.swift' | wc -l) stub files"
[[ $missing -eq 0 ]]
