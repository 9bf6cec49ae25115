#!/usr/bin/env python3
"""Counts, per module, the public declarations that carry a doc comment, and fails under 90 %.

Reads the public symbol graphs that `swift package dump-symbol-graph --minimum-access-level
public` writes (the same graphs DocC documents), or graphs already dumped (`--graphs DIR`).

What is counted, and how:

  counted      every public or open declaration (types, protocols, initializers, methods,
               properties, subscripts, enum cases, type aliases, associated types, operators,
               macros) whose source is in the module's own folder, Sources/<Module>/, including
               declarations in extensions of other modules' types (the `<Module>@<Other>` graphs).
               SPI (`@_spi(...)`) and `package` declarations are not public and not counted.
  documented   the declaration has a `///` or `/** */` comment of its own.
  skipped      a declaration without a comment of its own that implements a protocol
               requirement, as SwiftUI's documentation shows the requirement's text for such
               members instead of documenting each: either the symbol graph carries the
               requirement's (or an overridden member's) comment for it (`==`, `hash(into:)`,
               `description` …), or it has the name of a requirement of a protocol its type
               conforms to, that protocol being declared in one of these modules (a view's
               `body` and `Body`, a style's `makeBody(configuration:)`). The requirement itself
               is counted where the protocol declares it. Also skipped: members the compiler
               synthesizes (no source location).
  not counted  the copies of a protocol extension's members that the symbol graph repeats on
               every conforming type (`Text.padding(_:)` for `View.padding(_:)`): the
               declaration is counted once, where it is written.

The coverage is documented / counted. The script prints a table (module, counted, documented,
skipped, coverage) and exits with status 1 when a module is under the threshold (90 %).

Usage:
  Scripts/doc-coverage.py                      # dumps the graphs (builds if needed), prints the table
  Scripts/doc-coverage.py --graphs DIR         # from graphs already dumped
  Scripts/doc-coverage.py --missing VitroCore  # also lists that module's undocumented declarations
  Scripts/doc-coverage.py --by-folder          # coverage per source folder as well
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import time
from collections import defaultdict
from urllib.parse import unquote, urlparse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THRESHOLD = 0.90
# The library modules whose public API is documented (the command-line tool and the macro
# plug-in have no public API of their own).
MODULES = [
    "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "VitroSymbols", "VitroCore",
    "VitroSurfaces", "VitroRender", "Vitro", "VitroSnapshotTesting", "VitroUIKit", "VitroCoreGraphics", "VitroCoreData", "VitroBase", "VitroPreviewKit",
    "VitroAudit", "VitroIcon", "VitroIconUI",
]
PUBLIC = {"public", "open"}


def dump_graphs():
    # The dump also tries the test-discovery modules, which it cannot load unless the tests were
    # built; that failure is not ours to judge, so the check is that every library module's graph
    # was written by this run.
    started = time.time()
    result = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph"))
    stale = [m for m in MODULES if not found
             or not os.path.exists(os.path.join(found[0], f"{m}.symbols.json"))
             or os.path.getmtime(os.path.join(found[0], f"{m}.symbols.json")) < started - 1]
    if stale:
        sys.stderr.write(result.stderr)
        sys.exit(f"no fresh symbol graph for {', '.join(stale)} under .build/*/symbolgraph")
    return found[0]


def path_of(uri):
    return os.path.realpath(unquote(urlparse(uri).path)) if uri else None


def symbols_of(graphs, module):
    """The module's symbols: its own graph and its extensions of other modules' types."""
    files = [os.path.join(graphs, f"{module}.symbols.json")]
    files += glob.glob(os.path.join(graphs, f"{module}@*.symbols.json"))
    for f in files:
        if not os.path.exists(f):
            continue
        with open(f) as fh:
            graph = json.load(fh)
        yield from graph.get("symbols", [])


def requirement_index(graphs):
    """For every symbol of every graph: the names of the protocol requirements it implements
    by name (empty for most), from the graphs' `memberOf`, `conformsTo` and `requirementOf`
    relationships."""
    names, parent, conforms, requirements = {}, {}, defaultdict(set), defaultdict(set)
    for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
        with open(path) as fh:
            graph = json.load(fh)
        for symbol in graph.get("symbols", []):
            names[symbol["identifier"]["precise"]] = symbol["names"]["title"]
        for rel in graph.get("relationships", []):
            kind, source, target = rel["kind"], rel["source"], rel["target"]
            if kind == "memberOf":
                parent[source] = target
            elif kind == "conformsTo":
                conforms[source].add(target)
            elif kind in ("requirementOf", "optionalRequirementOf"):
                requirements[target].add(source)
    required_names = {p: {names.get(r) for r in reqs} for p, reqs in requirements.items()}

    def implements_requirement(precise):
        owner = parent.get(precise)
        title = names.get(precise)
        return owner is not None and any(title in required_names.get(p, ()) for p in conforms.get(owner, ()))

    return implements_requirement


def classify(symbol, folder, implements_requirement=lambda _: False):
    """'documented', 'undocumented', 'skipped', or None (not this module's public declaration)."""
    if symbol.get("accessLevel") not in PUBLIC:
        return None
    if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
        return None  # a protocol extension's member repeated on each conforming type
    location = symbol.get("location")
    if not location:
        return "skipped"  # synthesized by the compiler
    source = path_of(location.get("uri"))
    if not source or not source.startswith(folder + os.sep):
        return None
    doc = symbol.get("docComment")
    if not doc or not any(line.get("text", "").strip() for line in doc.get("lines", [])):
        if implements_requirement(symbol["identifier"]["precise"]):
            return "skipped"  # documented by the requirement it implements
        return "undocumented"
    origin = path_of(doc.get("uri"))
    if origin and origin != source:
        return "skipped"  # the requirement's (or overridden member's) comment, inherited
    if doc.get("module") and doc.get("module") != symbol.get("_module"):
        return "skipped"
    return "documented"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--graphs", help="a directory of symbol graphs already dumped")
    parser.add_argument("--missing", action="append", default=[], help="list a module's undocumented declarations")
    parser.add_argument("--by-folder", action="store_true", help="coverage per source folder too")
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    args = parser.parse_args()
    graphs = args.graphs or dump_graphs()

    implements_requirement = requirement_index(graphs)
    rows = []
    failed = False
    for module in MODULES:
        folder = os.path.realpath(os.path.join(ROOT, "Sources", module))
        counts = defaultdict(int)
        by_folder = defaultdict(lambda: defaultdict(int))
        missing = []
        seen = set()
        for symbol in symbols_of(graphs, module):
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            symbol["_module"] = module
            state = classify(symbol, folder, implements_requirement)
            if state is None:
                continue
            counts[state] += 1
            if state == "skipped":
                continue
            source = path_of(symbol["location"]["uri"])
            sub = os.path.relpath(os.path.dirname(source), folder)
            by_folder[sub][state] += 1
            if state == "undocumented":
                line = symbol["location"].get("position", {}).get("line", 0) + 1
                name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
                missing.append(f"{os.path.relpath(source, ROOT)}:{line}: {name}")
        counted = counts["documented"] + counts["undocumented"]
        if counted == 0:
            continue
        coverage = counts["documented"] / counted
        ok = coverage >= args.threshold
        failed |= not ok
        rows.append((module, counted, counts["documented"], counts["skipped"], coverage, ok))
        if args.by_folder:
            for sub, c in sorted(by_folder.items()):
                n = c["documented"] + c["undocumented"]
                print(f"  {module}/{sub}: {c['documented']}/{n} ({c['documented'] / n:.0%})")
        if module in args.missing:
            print(f"Undocumented public declarations in {module}:")
            for m in sorted(missing):
                print("  " + m)

    print(f"| module | public | documented | skipped (inherited) | coverage |")
    print(f"| --- | ---: | ---: | ---: | ---: |")
    for module, counted, documented, skipped, coverage, ok in rows:
        mark = "" if ok else f" (under {args.threshold:.0%})"
        print(f"| {module} | {counted} | {documented} | {skipped} | {coverage:.1%}{mark} |")
    if failed:
        print(f"doc coverage: a module is under {args.threshold:.0%}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
