#!/usr/bin/env python3
"""Prints the Markdown tables of a compile-corpus summary: the rates of each variant, the first
error of each failing file grouped by the API it names, the missing API counted over every error,
and one row per file.

usage: Scripts/corpus/report.py SUMMARY.json [--sources Scripts/corpus/sources.tsv] [--top N]
"""

import argparse
import json
import os

LABELS = {
    "as-is": "as-is (imports swapped only)",
    "stripped": "`#Preview` blocks stripped",
    "lifted": "`#Preview` blocks rewritten as plain functions",
}


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("summary")
    parser.add_argument("--sources")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--files", action="store_true", help="add the table of files")
    args = parser.parse_args()
    s = json.load(open(args.summary))
    repos = {}
    if args.sources and os.path.exists(args.sources):
        for line in open(args.sources):
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 4 and parts[0] != "repo":
                repos[parts[3]] = parts[0]

    variants = list(s["variants"])
    out = []
    out.append("| variant | compile | render | render, strict |")
    out.append("| --- | --- | --- | --- |")
    for v in variants:
        r = s["variants"][v]
        n = r["total"]
        # Summaries from before the flat-in-swiftui annotation have no strict count: the same.
        strict = r.get("rendered_strict", r["rendered"])
        out.append(
            f"| {LABELS[v]} | {r['compiled']}/{n} ({100 * r['compiled'] / n:.0f} %) "
            f"| {r['rendered']}/{n} ({100 * r['rendered'] / n:.0f} %) "
            f"| {strict}/{n} ({100 * strict / n:.0f} %) |"
        )
    out.append("")
    out.append(
        "*Render, strict* does not count the files whose stubs say `// corpus: flat-in-swiftui`: "
        "files that SwiftUI draws as one flat color too, counted as rendered in *render* only."
    )
    for v in variants:
        flat = s["variants"][v].get("flat_in_swiftui", [])
        if flat:
            out.append("")
            out.append(f"Counted as rendered because SwiftUI draws them flat too — {LABELS[v]}:")
            out.append("")
            for f in flat:
                out.append(f"- `{f['file']}`: {f['reason']}")
    preview_files = [m["file"] for m in s["manifest"] if m["has_preview"]]
    out.append("")
    out.append(
        f"Files with a `#Preview`: {len(preview_files)}; files whose only compile failure is "
        f"`#Preview` (they fail as-is and compile with the block stripped): "
        f"{len(s.get('only_preview_fails', []))}"
        + (f" ({', '.join(s['only_preview_fails'])})" if s.get("only_preview_fails") else "")
        + "."
    )
    for v in variants:
        r = s["variants"][v]
        out.append("")
        out.append(f"#### First error of each failing file, by API — {LABELS[v]}")
        out.append("")
        out.append("| API | files |")
        out.append("| --- | --- |")
        for key, count in r["first_error_api"][: args.top]:
            out.append(f"| {cell(key)} | {count} |")
    v = variants[-1]
    out.append("")
    out.append(f"#### Missing API over every error (files that need it) — {LABELS[v]}")
    out.append("")
    out.append("| API | files |")
    out.append("| --- | --- |")
    for key, count in s["variants"][v]["all_errors_api_files"][: args.top]:
        out.append(f"| {cell(key)} | {count} |")
    if args.files:
        out.append("")
        out.append("#### Files")
        out.append("")
        header = "| file | repository | " + " | ".join(variants) + " | first error (" + v + ") |"
        out.append(header)
        out.append("| --- | --- | " + " | ".join("---" for _ in variants) + " | --- |")
        by = {vv: {r["file"]: r for r in s["variants"][vv]["results"]} for vv in variants}
        stubs = {m["file"]: m["stubs"] for m in s["manifest"]}
        for m in s["manifest"]:
            f = m["file"]
            states = []
            for vv in variants:
                r = by[vv][f]
                if r["rendered"]:
                    states.append("flat in SwiftUI too" if "flat_in_swiftui" in r else "renders")
                else:
                    states.append("compiles" if r["compiled"] else "fails")
            r = by[v][f]
            detail = ""
            if not r["compiled"]:
                e = next((e for e in r["errors"] if e["where"] in ("file", "stubs", "other")), None)
                if e:
                    where = "" if e["where"] == "file" else f"[{e['where']}] "
                    detail = f"{where}{e['line']}: {e['message']}"
            elif not r["rendered"]:
                detail = r.get("render_problem", "")
            name = f + (" (+stubs)" if stubs.get(f) else "")
            out.append(f"| {cell(name)} | {cell(repos.get(f, ''))} | " + " | ".join(states) + f" | {cell(detail[:140])} |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
