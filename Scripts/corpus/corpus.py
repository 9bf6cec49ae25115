#!/usr/bin/env python3
"""Compiles and renders a folder of SwiftUI files against Vitro; the helper of compile-corpus.sh.

For each FILE.swift of the folder (FILE.stubs.swift files are not corpus files: they hold the
stubs of FILE's own app types), in three variants:

  as-is     the file with only its imports swapped (see SWAPS) — the promise as a user meets it
  stripped  the same, with every `#Preview { … }` block removed (Vitro has no macros yet)
  lifted    the same, with every `#Preview { … }` block turned into a plain function
            `@MainActor @ViewBuilder func __corpusPreview_N() -> some View { … }` (what a
            `#Preview` macro would expand to, near enough), so it can be rendered

each variant is compiled with swiftc against the Vitro modules of one `swift build`, linked into
a small executable with a harness, and run: the harness renders the views found (see
render_targets) through ImageRenderer at 402 × 874 pt, scale 2. A file compiles when swiftc
reports no error in it (or in its stubs); it renders when it compiles, at least one view was
found, every one gave a non-blank PNG with no error, and Vitro logged no placeholder symbol.
Line numbers are kept: every rewrite above keeps each line where it was.
"""

import argparse
import collections
import concurrent.futures
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

# Imports swapped for `import Vitro`. UIKit and Combine are brought by SwiftUI in Apple's SDK (a
# SwiftUI file that imports them uses them for UIColor, ObservableObject, @Published …), so what
# they give must come from Vitro. Foundation and Observation are kept: both exist on Linux.
SWAPS = {"SwiftUI": "Vitro", "UIKit": "Vitro", "Combine": "Vitro"}

VARIANTS = ("as-is", "stripped", "lifted")

IMPORT_RE = re.compile(
    r"^(?P<indent>\s*)(?P<attr>@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?"
    r"(?P<module>\w+)(?:\.\w+)*\s*(?://.*)?$"
)
DIRECTIVE_RE = re.compile(r"^\s*//\s*corpus:\s*drop-import\s+(\w+)\s*$", re.M)
DIAGNOSTIC_RE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<msg>.*)$")
PLACEHOLDER_RE = re.compile(r"vitro: warning: (no built-in symbol named \"[^\"]*\")")
IMAGE_PLACEHOLDER_RE = re.compile(r"vitro: warning: (no image named \"[^\"]*\")")


# --- Reading Swift just well enough ----------------------------------------------------------


def code_mask(text):
    """A copy of `text` where comments and string literals are blanked (newlines kept), so braces
    and keywords can be found by position."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if text[k] != "\n":
                    out[k] = " "
            i = j
        elif c == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            depth = 0  # interpolation parentheses
            while j < n:
                if text[j] == "\\" and j + 1 < n:
                    if text[j + 1] == "(":
                        depth += 1
                        j += 2
                        continue
                    j += 2
                    continue
                if depth > 0:
                    if text[j] == "(":
                        depth += 1
                    elif text[j] == ")":
                        depth -= 1
                    j += 1
                    continue
                if text.startswith(quote, j):
                    j += len(quote)
                    break
                if quote == '"' and text[j] == "\n":
                    break
                j += 1
            for k in range(i + 1, max(i + 1, j - 1)):
                if text[k] != "\n":
                    out[k] = " "
            i = j
        else:
            i += 1
    return "".join(out)


def matching(mask, open_index):
    """Index of the bracket closing the one at `open_index` in a masked text, or -1."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    opener = mask[open_index]
    closer = pairs[opener]
    depth = 0
    for i in range(open_index, len(mask)):
        if mask[i] == opener:
            depth += 1
        elif mask[i] == closer:
            depth -= 1
            if depth == 0:
                return i
    return -1


def preview_blocks(text, mask):
    """(start, brace, end) of each `#Preview(…) { … }` at any depth: where `#Preview` starts, its
    opening brace, and one past its closing brace."""
    blocks = []
    for m in re.finditer(r"#Preview\b", mask):
        i = m.end()
        while i < len(mask) and mask[i] in " \t\n":
            i += 1
        if i < len(mask) and mask[i] == "(":
            close = matching(mask, i)
            if close < 0:
                continue
            i = close + 1
            while i < len(mask) and mask[i] in " \t\n":
                i += 1
        if i < len(mask) and mask[i] == "{":
            close = matching(mask, i)
            if close >= 0:
                blocks.append((m.start(), i, close + 1))
    return blocks


def blank_keep_lines(s):
    return "".join(c if c == "\n" else " " for c in s)


STORED_RE = re.compile(
    r"^(?P<wrappers>(?:@[\w.]+(?:\([^\n]*?\))?\s+)*)(?:(?:private|fileprivate|internal|public|open)(?:\(set\))?\s+)*"
    r"(?P<static>(?:static|class)\s+)?(?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*(?:lazy\s+|weak\s+|nonisolated\s+)*"
    r"(?P<kind>let|var)\s+(?P<name>\w+)\s*(?P<rest>.*)$"
)
# Property wrappers that need no argument at the call site.
NO_ARG_WRAPPERS = {"Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AccessibilityFocusState"}


def needs_arguments(body_mask, body_text):
    """Whether a struct whose body is given (masked and plain, without its braces) can NOT be made
    with `Type()`: a stored property without a default, or only initializers with parameters."""
    depth = 0
    inits = []
    lines_out = []
    current = []
    for ch in body_mask:
        if ch == "{" or ch == "(" or ch == "[":
            depth += 1
        elif ch == "}" or ch == ")" or ch == "]":
            depth -= 1
        if ch == "\n":
            lines_out.append("".join(current))
            current = []
        else:
            current.append(ch if depth == 0 or ch in "{([" else "\x00")
    lines_out.append("".join(current))
    for raw in lines_out:
        line = raw.replace("\x00", "").strip()
        if not line:
            continue
        if re.match(r"^(?:@\w+\s+)*(?:(?:private|fileprivate|internal|public|convenience|required)\s+)*init\s*[?!]?\s*\(", line):
            inits.append(line)
            continue
        m = STORED_RE.match(line)
        if not m or m.group("static"):
            continue
        rest = m.group("rest")
        wrappers = re.findall(r"@([\w.]+)", m.group("wrappers"))
        if "=" in rest.split("{")[0]:
            continue  # a default value
        if rest.rstrip().endswith("{") or "{" in rest:
            if not re.search(r"=\s*\{", rest):
                continue  # computed, or observers on a property that then needs a default
        if any(w in NO_ARG_WRAPPERS for w in wrappers):
            continue
        if m.group("kind") == "var" and re.search(r":\s*[^=]*\?\s*$", rest) and not wrappers:
            continue  # an optional var starts as nil
        return True
    if inits:
        return not any(re.match(r"^.*init\s*\(\s*\)", i) for i in inits)
    return False


def view_types(text, mask):
    """(name, takes_no_arguments) of each non-generic struct conforming to View, in order."""
    found = []
    for m in re.finditer(r"\bstruct\s+(\w+)\s*(<[^>{]*>)?\s*:\s*([^{]*)\{", mask):
        name, generic, conformances = m.group(1), m.group(2), m.group(3)
        if generic or not re.search(r"(?<![\w.])View\b", conformances.split(" where ")[0]):
            continue
        brace = m.end() - 1
        close = matching(mask, brace)
        if close < 0:
            continue
        takes_none = not needs_arguments(mask[brace + 1 : close], text[brace + 1 : close])
        found.append((name, takes_none))
    return found


def preview_providers(mask):
    return [m.group(1) for m in re.finditer(r"\b(?:struct|enum)\s+(\w+)\s*:\s*[^{]*\bPreviewProvider\b", mask)]


# --- Preparing a file --------------------------------------------------------------------------


def prepare(source, stubs_text):
    """The swapped file (all variants share it) and what was changed, line by line."""
    dropped = set(DIRECTIVE_RE.findall(stubs_text or ""))
    lines = source.split("\n")
    changes = []
    for i, line in enumerate(lines):
        m = IMPORT_RE.match(line)
        if m:
            module = m.group("module")
            if module in SWAPS:
                lines[i] = f"{m.group('indent')}import {SWAPS[module]}  // corpus: was `{line.strip()}`"
                changes.append({"line": i + 1, "from": line.strip(), "to": f"import {SWAPS[module]}"})
            elif module in dropped:
                lines[i] = f"{m.group('indent')}// corpus: `{line.strip()}` (the app's own module) is stubbed"
                changes.append({"line": i + 1, "from": line.strip(), "to": "(stubs)"})
        elif re.match(r"^\s*@main\b", line):
            lines[i] = re.sub(r"@main\b", "/*@main*/", line, count=1)
            changes.append({"line": i + 1, "from": "@main", "to": "/*@main*/ (the harness has the entry point)"})
    return "\n".join(lines), changes


def variant_text(swapped, variant):
    mask = code_mask(swapped)
    blocks = preview_blocks(swapped, mask)
    if not blocks:
        return swapped, 0
    if variant == "as-is":
        return swapped, len(blocks)
    out = []
    last = 0
    for n, (start, brace, end) in enumerate(blocks):
        out.append(swapped[last:start])
        if variant == "stripped":
            out.append(blank_keep_lines(swapped[start:end]))
        else:
            head = f"@MainActor @ViewBuilder func __corpusPreview_{n}() -> some View "
            header_src = swapped[start:brace]
            pad = header_src.count("\n")
            # One line for the signature, then the header's own newlines, so lines stay put.
            out.append(head + "\n" * pad)
            body = swapped[brace:end]
            body = re.sub(r"@Previewable\s", lambda m: " " * len(m.group(0)), body)
            out.append(body)
        last = end
    out.append(swapped[last:])
    return "".join(out), len(blocks)


RENDER_RE = re.compile(r"^\s*//\s*corpus:\s*render\s+(.+?)\s*$", re.M)
SHARED_STUBS_RE = re.compile(r"\A\s*//\s*corpus:\s*stubs-from\s+(\S+\.stubs\.swift)[ \t]*(?:\n|\Z)")
# `// corpus: flat-in-swiftui REASON` in a file's own stubs (never in a shared stubs file, so it
# holds for that file only): SwiftUI draws this file's views as one flat color too (an empty
# editor, a shape of size zero until tapped), so a flat image counts as rendered. The strict
# rate, printed beside the headline, does not count it.
FLAT_RE = re.compile(r"^\s*//\s*corpus:\s*flat-in-swiftui\s+(.+?)\s*$", re.M)


def render_targets(text, variant, preview_count, stubs_text):
    """What the harness renders, as Swift expressions with names: every PreviewProvider's
    `previews`, every lifted `#Preview`; if there are none, what the stubs name on a
    `// corpus: render EXPR` line (a preview the file lacks), else `ContentView()` when it takes
    no arguments, else the first View with a no-argument init."""
    mask = code_mask(text)
    targets = [(f"{p}.previews", p) for p in preview_providers(mask)]
    if variant == "lifted":
        targets += [(f"__corpusPreview_{n}()", f"Preview{n}") for n in range(preview_count)]
    elif variant == "as-is":
        # Vitro's `#Preview` registers each preview; the runtime renders the nth of this file.
        targets += [(f"corpusPreview({n})", f"Preview{n}") for n in range(preview_count)]
    if targets:
        return targets
    named = RENDER_RE.findall(stubs_text or "")
    if named:
        return [(expr, f"Stubs{n}") for n, expr in enumerate(named)]
    views = view_types(text, mask)
    for name, ok in views:
        if name == "ContentView" and ok:
            return [("ContentView()", "ContentView")]
    for name, ok in views:
        if ok:
            return [(f"{name}()", name)]
    return []


HARNESS = """import VitroCorpusRuntime
import Foundation

@main
enum CorpusHarness {
    @MainActor static func main() {
        let directory = CommandLine.arguments[1]
        _ = directory
{calls}
    }
}
"""


# --- Diagnostics --------------------------------------------------------------------------------


# Errors that follow from another one (a leading-dot member whose call did not type-check): kept
# as a file's first error, left out of the ranking of missing API.
CASCADE = "(follows another error)"


def missing_symbol(msg, source_lines, line, col):
    """A short key naming the API an error is about, for grouping."""
    patterns = [
        (r"no macro named '(\w+)'", "#{0}"),
        (r"unknown attribute '(\w+)'", "@{0}"),
        (r"no such module '(\w+)'", "module {0}"),
        (r"cannot find type '(\w+)' in scope", "{0}"),
        (r"cannot find '\$?([\w]+)' in scope", "{0}"),
        (r"value of type '(.+?)' has no member '(\w+)'", ".{1}"),
        (r"type '(.+?)' has no member '(\w+)'", "{0}.{1}"),
        (r"cannot infer contextual base in reference to member '(\w+)'", CASCADE + " .{0}"),
        (r"cannot infer key path type", CASCADE + " key path"),
        (r"reference to member '(\w+)' cannot be resolved", ".{0}"),
        (r"module '(\w+)' has no member named '(\w+)'", "{1}"),
        (r"'(\w+)' is unavailable", "{0} (unavailable)"),
        (r"generic parameter '(\w+)' could not be inferred", "(inference) {0}"),
    ]
    for pattern, fmt in patterns:
        m = re.search(pattern, msg)
        if m:
            key = fmt.format(*m.groups())
            # `type 'X' has no member 'y'` for a leading-dot member in an argument: SwiftUI's
            # name for it is the member.
            return key
    # Calls that exist but not with these arguments: name the callee at the error's column.
    word = ""
    if 0 < line <= len(source_lines):
        src = source_lines[line - 1]
        m = re.match(r"\.?(\w+)", src[col - 1 :]) if col - 1 < len(src) else None
        word = m.group(1) if m else ""
    if re.search(r"argument|initializer|call|overload|conform|cannot convert|ambiguous", msg):
        return f"{word}(…) signature" if word else "call signature"
    return re.sub(r"'[^']*'", "'…'", msg)[:60]


def parse_diagnostics(output, status, file_path, stubs_path, harness_path, original_lines):
    errors = []
    for line in output.splitlines():
        m = DIAGNOSTIC_RE.match(line)
        if not m or m.group("kind") != "error":
            continue
        path = m.group("path")
        where = "file"
        if os.path.abspath(path) == os.path.abspath(harness_path):
            where = "harness"
        elif stubs_path and os.path.abspath(path) == os.path.abspath(stubs_path):
            where = "stubs"
        elif os.path.abspath(path) != os.path.abspath(file_path):
            where = "other"
        errors.append(
            {"where": where, "line": int(m.group("line")), "col": int(m.group("col")), "message": m.group("msg")}
        )
    if not errors and status != 0:
        # A failure that is no diagnostic (a crash of the compiler, a link error).
        tail = [l for l in output.splitlines() if "error" in l.lower()] or output.strip().splitlines()[-1:]
        errors.append({"where": "other", "line": 0, "col": 0, "message": tail[0][:300]})
    return errors


# --- Running one file ---------------------------------------------------------------------------


def compile_and_render(job):
    name, variant, text, preview_count, stubs_src, stubs_text, flat_reason, ctx = job
    stem = name[: -len(".swift")]
    vdir = os.path.join(ctx["work"], "files", stem, variant)
    shutil.rmtree(vdir, ignore_errors=True)
    os.makedirs(vdir)
    file_path = os.path.join(vdir, name)
    with open(file_path, "w") as f:
        f.write(text)
    stubs_path = None
    if stubs_src:
        # The stubs as combined in main(): a shared file's text followed by this file's own.
        stubs_path = os.path.join(vdir, stem + ".stubs.swift")
        with open(stubs_path, "w") as f:
            f.write(stubs_text)
    targets = render_targets(text, variant, preview_count, stubs_text)
    calls = "\n".join(
        f'        corpusRender({expr}, name: "{label}", directory: directory)' for expr, label in targets
    )
    harness_path = os.path.join(vdir, "CorpusHarness.swift")
    with open(harness_path, "w") as f:
        f.write(HARNESS.replace("{calls}", calls))
    exe = os.path.join(vdir, "corpus-file")
    sources = [file_path] + ([stubs_path] if stubs_path else []) + [harness_path]
    cmd = ["nice", "-n", "10", "swiftc"] + ctx["swiftc_flags"] + sources + ["-o", exe]
    started = time.time()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=ctx["timeout"])
        output = proc.stdout + proc.stderr
        status = proc.returncode
    except subprocess.TimeoutExpired:
        output, status = f"error: swiftc took more than {ctx['timeout']} s", -1
    compile_seconds = time.time() - started
    with open(os.path.join(vdir, "compile.log"), "w") as f:
        f.write(output)
    original_lines = text.split("\n")
    errors = parse_diagnostics(output, status, file_path, stubs_path, harness_path, original_lines)
    result = {
        "file": name,
        "variant": variant,
        "targets": [label for _, label in targets],
        "compile_seconds": round(compile_seconds, 2),
        "errors": errors,
    }
    file_errors = [e for e in errors if e["where"] in ("file", "stubs", "other")]
    result["compiled"] = status == 0 or (not file_errors and bool(errors))
    if file_errors:
        result["compiled"] = False
    if result["compiled"] and status != 0:
        result["render_problem"] = "the harness did not compile: " + errors[0]["message"]
    for e in errors:
        if e["where"] == "file":
            e["api"] = missing_symbol(e["message"], original_lines, e["line"], e["col"])
        elif e["where"] == "stubs":
            e["api"] = "(stubs) " + missing_symbol(e["message"], [], 0, 0)
        else:
            e["api"] = "(" + e["where"] + ") " + e["message"][:60]
    result["rendered"] = False
    result["renders"] = []
    if status == 0:
        if not targets:
            result["render_problem"] = "no view to render (no preview, no View with a no-argument init)"
        else:
            try:
                run = subprocess.run(
                    ["nice", "-n", "10", exe, vdir], capture_output=True, text=True, timeout=ctx["timeout"],
                    env=dict(os.environ, **ctx["run_env"]),
                )
                out, err, code = run.stdout, run.stderr, run.returncode
            except subprocess.TimeoutExpired:
                out, err, code = "", f"rendering took more than {ctx['timeout']} s", -1
            with open(os.path.join(vdir, "render.log"), "w") as f:
                f.write(out + "\n--- stderr ---\n" + err)
            renders = []
            for line in out.splitlines():
                try:
                    renders.append(json.loads(line))
                except ValueError:
                    pass
            result["renders"] = renders
            placeholders = sorted(set(PLACEHOLDER_RE.findall(err)))
            result["placeholders"] = placeholders
            result["missing_images"] = sorted(set(IMAGE_PLACEHOLDER_RE.findall(err)))
            problems = []
            if code != 0:
                problems.append(f"the renderer exited with status {code}: " + (err.strip().splitlines() or [""])[-1][:200])
            for r in renders:
                if "error" in r:
                    problems.append(f"{r['name']}: {r['error']}")
                elif r.get("blank"):
                    problems.append(f"{r['name']}: blank image")
            if len(renders) < len(targets) and code == 0:
                problems.append("fewer images than views")
            if placeholders:
                problems.append("placeholder symbol: " + "; ".join(placeholders))
            if problems:
                result["render_problem"] = problems[0]
                result["render_problems"] = problems
            else:
                result["rendered"] = True
            # A flat image is excused only when the file's own stubs say SwiftUI draws it flat
            # too, and only when flat images are all that is wrong.
            blank_only = bool(problems) and all(p.endswith(": blank image") for p in problems)
            if flat_reason and blank_only:
                result["rendered"] = True
                result["flat_in_swiftui"] = flat_reason
    result["rendered_strict"] = result["rendered"] and "flat_in_swiftui" not in result
    if flat_reason and "flat_in_swiftui" not in result:
        # The annotation did not apply: the file drew something, or failed for another reason.
        result["flat_annotation_unused"] = flat_reason
    return result


def first_error(result):
    for e in result["errors"]:
        if e["where"] in ("file", "stubs", "other"):
            return e
    return None


# --- Main ---------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--bin", required=True, help="swift build's bin path (holds Modules/ and the runtime)")
    parser.add_argument("--checkout", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--json", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--label", default="")
    args = parser.parse_args()

    started = time.time()
    folder = os.path.abspath(args.folder)
    files = sorted(
        f for f in os.listdir(folder) if f.endswith(".swift") and not f.endswith(".stubs.swift")
    )
    if not files:
        print(f"no .swift files in {folder}", file=sys.stderr)
        return 2
    variants = [v for v in args.variants.split(",") if v]

    bin_path = args.bin
    modulemaps = []
    for root, _, names in os.walk(os.path.join(args.checkout, "Sources")):
        if "module.modulemap" in names:
            modulemaps.append(os.path.join(root, "module.modulemap"))
    for root, dirs, names in os.walk(bin_path):
        if root.endswith(".build") and "module.modulemap" in names:
            modulemaps.append(os.path.join(root, "module.modulemap"))
        if root != bin_path:
            dirs[:] = [d for d in dirs if d == "include"]
    try:
        cflags = subprocess.run(
            ["pkg-config", "--cflags", "freetype2", "fontconfig", "libpng"], capture_output=True, text=True
        ).stdout.split()
    except OSError:
        cflags = []
    flags = [
        "-swift-version", "5",  # what an Xcode app target uses unless told otherwise
        "-parse-as-library",
        "-DDEBUG",  # previews are built in Debug, and files wrap them in `#if DEBUG`
        "-Onone",
        "-diagnostic-style", "llvm",
        "-module-name", "CorpusApp",
        "-I", os.path.join(bin_path, "Modules"),
        "-L", bin_path, "-lVitroCorpusRuntime",
        "-Xlinker", "-rpath", "-Xlinker", bin_path,
    ]
    # `#Preview` and `@Previewable` expand through Vitro's macro plug-in, as Xcode loads SwiftUI's.
    plugin = os.path.join(bin_path, "VitroMacros-tool")
    if os.path.exists(plugin):
        flags += ["-load-plugin-executable", plugin + "#VitroMacros"]
    for m in modulemaps:
        flags += ["-Xcc", f"-fmodule-map-file={m}"]
    for c in cflags:
        flags += ["-Xcc", c]
    ctx = {
        "work": args.work,
        "swiftc_flags": flags,
        "timeout": args.timeout,
        "run_env": {},
    }

    manifest = []
    jobs = []
    for name in files:
        with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
            source = f.read()
        stubs_src = os.path.join(folder, name[: -len(".swift")] + ".stubs.swift")
        stubs_text = None
        flat_reason = None
        if os.path.exists(stubs_src):
            with open(stubs_src) as f:
                stubs_text = f.read()
            # Files of one app that use the same app types share one stubs file; what follows
            # the `stubs-from` line is this file's own addition to it.
            shared = SHARED_STUBS_RE.match(stubs_text)
            if shared:
                own = stubs_text[shared.end() :]
                flat = FLAT_RE.search(own)
                stubs_src = os.path.join(folder, shared.group(1))
                with open(stubs_src) as f:
                    stubs_text = f.read() + own
            else:
                flat = FLAT_RE.search(stubs_text)
            flat_reason = flat.group(1) if flat else None
        else:
            stubs_src = None
        swapped, changes = prepare(source, stubs_text)
        has_preview = bool(preview_blocks(swapped, code_mask(swapped)))
        manifest.append(
            {
                "file": name,
                "stubs": os.path.basename(stubs_src) if stubs_src else None,
                "changes": changes,
                "has_preview": has_preview,
            }
        )
        for variant in variants:
            text, count = variant_text(swapped, variant)
            jobs.append((name, variant, text, count, stubs_src, stubs_text, flat_reason, ctx))

    # A file without `#Preview` is the same text in every variant: compiled and rendered once.
    unique = {}
    for job in jobs:
        name, variant, text = job[0], job[1], job[2]
        unique.setdefault((name, text), job)
    done = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for key, r in zip(unique, pool.map(compile_and_render, unique.values())):
            done[key] = r
    results = []
    for job in jobs:
        r = dict(done[(job[0], job[2])])
        r["variant"] = job[1]
        results.append(r)

    by_variant = collections.defaultdict(list)
    for r in results:
        by_variant[r["variant"]].append(r)

    summary = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "label": args.label,
        "folder": folder,
        "checkout": args.checkout,
        "vitro_commit": subprocess.run(
            ["git", "-C", args.checkout, "rev-parse", "HEAD"], capture_output=True, text=True
        ).stdout.strip(),
        "swiftc_flags_note": "-swift-version 5 -parse-as-library -DDEBUG -Onone",
        "swaps": SWAPS,
        "files": len(files),
        "manifest": manifest,
        "variants": {},
    }
    preview_files = {m["file"] for m in manifest if m["has_preview"]}
    out = []
    for variant in variants:
        rs = sorted(by_variant[variant], key=lambda r: r["file"])
        compiled = sum(r["compiled"] for r in rs)
        rendered = sum(r["rendered"] for r in rs)
        strict = sum(r["rendered_strict"] for r in rs)
        flat = [r for r in rs if "flat_in_swiftui" in r]
        n = len(rs)
        summary["variants"][variant] = {
            "compiled": compiled,
            "rendered": rendered,
            "rendered_strict": strict,
            "total": n,
            "compile_rate": round(compiled / n, 4),
            "render_rate": round(rendered / n, 4),
            "render_rate_strict": round(strict / n, 4),
            "flat_in_swiftui": [{"file": r["file"], "reason": r["flat_in_swiftui"]} for r in flat],
            "results": rs,
        }
        label = {
            "as-is": "as-is (imports swapped only)",
            "stripped": "#Preview blocks stripped",
            "lifted": "#Preview blocks rewritten as plain functions",
        }[variant]
        out.append(f"== {label}")
        out.append(
            f"compile: {compiled}/{n} ({100 * compiled / n:.0f} %)   render: {rendered}/{n} ({100 * rendered / n:.0f} %)"
            f"   render strict (no flat-in-swiftui file counted): {strict}/{n} ({100 * strict / n:.0f} %)"
        )
        for r in flat:
            out.append(f"  FLAT (counted as rendered: flat in SwiftUI too) {r['file']}: {r['flat_in_swiftui']}")
        for r in rs:
            if "flat_annotation_unused" in r:
                out.append(f"  NOTE flat-in-swiftui annotation unused (not flat, or another failure) {r['file']}")
        for r in rs:
            if not r["compiled"]:
                e = first_error(r)
                msg = f"{e['line']}:{e['col']}: {e['message']}" if e else "did not compile"
                where = f" [{e['where']}]" if e and e["where"] != "file" else ""
                out.append(f"  FAIL compile {r['file']}{where}: {msg}")
            elif not r["rendered"]:
                out.append(f"  FAIL render  {r['file']}: {r.get('render_problem', 'not rendered')}")
    if "as-is" in by_variant and ("stripped" in by_variant or "lifted" in by_variant):
        other = "stripped" if "stripped" in by_variant else "lifted"
        asis = {r["file"]: r for r in by_variant["as-is"]}
        alt = {r["file"]: r for r in by_variant[other]}
        only_preview = sorted(
            f for f in preview_files if not asis[f]["compiled"] and alt[f]["compiled"]
        )
        summary["only_preview_fails"] = only_preview
        out.append(
            f"== files with #Preview: {len(preview_files)}; files whose only compile failure is #Preview: {len(only_preview)}"
        )
    # Missing API, counted: the first error of each failing file, and every error (files per key).
    for variant in variants:
        rs = by_variant[variant]
        first = collections.Counter()
        every = collections.Counter()
        for r in rs:
            if not r["compiled"]:
                e = first_error(r)
                if e:
                    first[e.get("api", e["message"])] += 1
            # A stub needing an API is the app needing it: counted under the same name.
            keys = {
                e["api"].removeprefix("(stubs) ")
                for e in r["errors"]
                if e["where"] in ("file", "stubs") and not e["api"].startswith(CASCADE)
                and not e["api"].removeprefix("(stubs) ").startswith(CASCADE)
            }
            for k in keys:
                every[k] += 1
        summary["variants"][variant]["first_error_api"] = first.most_common()
        summary["variants"][variant]["all_errors_api_files"] = every.most_common()
    elapsed = time.time() - started
    summary["seconds"] = round(elapsed, 1)
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump(summary, f, indent=1)
    print("\n".join(out))
    print(f"== {len(files)} files, {len(unique)} compiles in {elapsed:.0f} s; summary: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
