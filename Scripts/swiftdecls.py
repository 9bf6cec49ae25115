"""A small scanner of Swift declarations, for the support table (Scripts/support-table.py).

It reads a Swift source file or a `.swiftinterface` and lists its declarations with their
container (the type or extended type they sit in), kind, name, argument labels, attributes,
access level, doc comment and whether their body calls `record(` (Vitro's marker for a
modifier with no effect on a still image). Function bodies are skipped, never parsed: only
declarations at the file's or a type's top level are seen. It is not a Swift parser, but both
inputs are regular (a compiler-printed interface; sources kept by `swift format`), which is
what it relies on.
"""
import re

MODIFIERS = {
    "public", "open", "package", "internal", "fileprivate", "private", "static", "final",
    "override", "mutating", "nonmutating", "convenience", "required", "indirect", "prefix",
    "postfix", "infix", "dynamic", "lazy", "weak", "unowned", "nonisolated", "optional",
    "consuming", "borrowing", "distributed", "isolated", "__consuming",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
MEMBER_KEYWORDS = {"func", "init", "subscript", "var", "let", "case", "typealias",
                   "associatedtype", "macro", "deinit"}
SKIP_KEYWORDS = {"import", "precedencegroup", "operator"}
DECL_START = MODIFIERS | TYPE_KEYWORDS | MEMBER_KEYWORDS | SKIP_KEYWORDS
CONTINUATION = ("->", "where", "throws", "rethrows", "async", "&", ",", ".", "=", ":", "{",
                "some ", "any ", "?", ")", "]", ">", "+", "|", "&&", "||")
ACCESS = ("open", "public", "package", "internal", "fileprivate", "private")
ATTRIBUTE = re.compile(r"@[A-Za-z_][A-Za-z0-9_.]*(?:<[^>]*>)?(?:\([^()]*\))?")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`]+`")


class Decl:
    """One declaration: `container` is the dotted type it belongs to ('' at file level)."""

    __slots__ = ("container", "container_kind", "where", "kind", "name", "labels", "static",
                 "attrs", "access", "doc", "records", "signature", "parent_attrs", "params")

    def __init__(self, **kw):
        for k in self.__slots__:
            setattr(self, k, kw.get(k))

    @property
    def key(self):
        """The table's key: `Type`, `Type.member` or `Type.member(label:_:)`."""
        if self.kind in TYPE_KEYWORDS - {"extension"} or self.kind in ("typealias",
                                                                      "associatedtype"):
            return f"{self.container}.{self.name}" if self.container else self.name
        if self.kind == "macro":
            return f"{self.name}({self.labels})" if self.labels is not None else self.name
        member = self.name
        if self.labels is not None:
            member = f"{self.name}({self.labels})"
        return f"{self.container}.{member}" if self.container else member


class Scanner:
    def __init__(self, text, strip_modules=("SwiftUICore.", "SwiftUI.")):
        self.s = text
        self.n = len(text)
        self.strip_modules = strip_modules
        self.decls = []

    # -- low-level helpers ------------------------------------------------------------
    def skip_string(self, i):
        """From an opening quote at i, the index after the string literal ends."""
        s = self.s
        hashes = 0
        j = i
        while j > 0 and s[j - 1] == "#":
            hashes += 1
            j -= 1
        if s.startswith('"""', i):
            close = '"""' + "#" * hashes
            k = s.find(close, i + 3)
            return self.n if k < 0 else k + len(close)
        close = '"' + "#" * hashes
        k = i + 1
        while k < self.n:
            c = s[k]
            if c == "\\" and hashes == 0:
                if s.startswith("\\(", k):
                    k = self.skip_balanced(k + 1, "(", ")")
                    continue
                k += 2
                continue
            if s.startswith(close, k):
                return k + len(close)
            if c == "\n":
                return k
            k += 1
        return k

    def skip_comment(self, i):
        s = self.s
        if s.startswith("//", i):
            k = s.find("\n", i)
            return self.n if k < 0 else k
        if s.startswith("/*", i):
            depth, k = 1, i + 2
            while k < self.n and depth:
                if s.startswith("/*", k):
                    depth, k = depth + 1, k + 2
                elif s.startswith("*/", k):
                    depth, k = depth - 1, k + 2
                else:
                    k += 1
            return k
        return i

    def skip_balanced(self, i, open_, close):
        """From `open_` at i, the index after its matching `close`."""
        depth = 0
        k = i
        s = self.s
        while k < self.n:
            c = s[k]
            if c == '"':
                k = self.skip_string(k)
                continue
            if s.startswith("//", k) or s.startswith("/*", k):
                k = self.skip_comment(k)
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if depth == 0:
                    return k + 1
            k += 1
        return k

    def skip_space(self, i, docs=None):
        """Skips whitespace, comments and `#if`-style lines; collects `///` text in docs."""
        s = self.s
        while i < self.n:
            c = s[i]
            if c in " \t\r\n;":
                i += 1
            elif s.startswith("///", i):
                k = s.find("\n", i)
                k = self.n if k < 0 else k
                if docs is not None:
                    docs.append(s[i + 3:k].strip())
                i = k
            elif s.startswith("//", i) or s.startswith("/*", i):
                i = self.skip_comment(i)
            elif c == "#" and re.match(r"#(if|else|elseif|endif|warning|error|sourceLocation)\b",
                                       s[i:i + 16]):
                k = s.find("\n", i)
                i = self.n if k < 0 else k
            else:
                break
        return i

    def line_ends_decl(self, k):
        """At a newline k (depth 0): does the next line start something new?"""
        # A line that ends in the middle of a header (`struct A<T>:` before its conformances on
        # the next line, a list of conformances or constraints) goes on.
        b = k - 1
        while b >= 0 and self.s[b] in " \t\r":
            b -= 1
        if b >= 0 and self.s[b] in ":,&<=":
            return False
        # A `where` ending its line (swift-format puts a long list of constraints under it).
        if self.s[max(0, b - 5):b + 1] == " where" or self.s[max(0, b - 5):b + 1] == "\nwhere":
            return False
        j = k
        while j < self.n and self.s[j] in " \t\r\n":
            j += 1
        if j >= self.n:
            return True
        rest = self.s[j:j + 12]
        if rest.startswith(CONTINUATION):
            return False
        return True

    def read_until_end(self, i, stop_at_brace):
        """Reads a declaration's header from i. Returns (header, end, body_start)."""
        s = self.s
        k = i
        depth = 0
        while k < self.n:
            c = s[k]
            if c == '"':
                k = self.skip_string(k)
                continue
            if s.startswith("//", k) or s.startswith("/*", k):
                k = self.skip_comment(k)
                continue
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "{" and depth == 0:
                if stop_at_brace:
                    return s[i:k], k, k
                k = self.skip_balanced(k, "{", "}")
                continue
            elif c == "{":
                k = self.skip_balanced(k, "{", "}")
                continue
            elif c == "}" and depth <= 0:
                return s[i:k], k, None
            elif c == "\n" and depth <= 0 and self.line_ends_decl(k):
                return s[i:k], k, None
            k += 1
        return s[i:k], k, None

    def clean_type(self, name):
        for m in self.strip_modules:
            name = name.replace(m, "")
        return name

    # -- the walk ---------------------------------------------------------------------
    def scan(self):
        self.members(0, self.n, None)
        return self.decls

    def members(self, i, end, ctx):
        """Reads declarations from i to end inside context ctx (None at file level)."""
        s = self.s
        while True:
            docs = []
            i = self.skip_space(i, docs)
            if i >= end:
                return
            if s[i] == "}":
                i += 1
                continue
            attrs = []
            mods = []
            while i < end:
                if s[i] == "@":
                    m = re.match(r"@[A-Za-z_][A-Za-z0-9_.:]*", s[i:])
                    j = i + m.end()
                    if j < end and s[j] == "(":
                        j = self.skip_balanced(j, "(", ")")
                    attrs.append(s[i:j])
                    i = self.skip_space(j, docs)
                    continue
                m = IDENT.match(s, i)
                if not m:
                    break
                word = m.group(0)
                after = self.skip_space(m.end())
                if word == "class" and IDENT.match(s, after) and IDENT.match(
                        s, after).group(0) in ("func", "var", "let", "subscript"):
                    mods.append("static")
                    i = after
                    continue
                if word in MODIFIERS:
                    j = m.end()
                    if j < end and s[j] == "(":
                        j = self.skip_balanced(j, "(", ")")
                        mods.append(word + "(set)")
                    else:
                        mods.append(word)
                    i = self.skip_space(j, docs)
                    continue
                break
            m = IDENT.match(s, i)
            if not m:
                # Not a declaration (an expression at file level): skip the line or block.
                _, i, body = self.read_until_end(i + 1, True)
                if body is not None:
                    i = self.skip_balanced(body, "{", "}")
                continue
            word = m.group(0)
            i = m.end()
            if word in TYPE_KEYWORDS:
                i = self.type_decl(word, i, attrs, mods, docs, ctx)
            elif word in MEMBER_KEYWORDS:
                i = self.member_decl(word, i, attrs, mods, docs, ctx)
            else:
                header, i, body = self.read_until_end(i, True)
                if body is not None:
                    i = self.skip_balanced(body, "{", "}")

    def access_of(self, mods, ctx, kind):
        for a in ACCESS:
            if a in mods or a + "(set)" in mods and False:
                return a
        if ctx is None:
            return "internal"
        if ctx["kind"] == "protocol":
            return ctx["access"]
        if ctx["kind"] == "extension":
            return ctx["access"] if ctx["explicit"] else "internal"
        if kind == "case" and ctx["kind"] == "enum":
            return ctx["access"]
        return "internal"

    def type_decl(self, word, i, attrs, mods, docs, ctx):
        header, k, body = self.read_until_end(i, True)
        if body is None:
            return k
        header = " ".join(header.split())
        if word == "extension":
            m = re.match(r"([A-Za-z_][A-Za-z0-9_.]*)", header)
            name = self.clean_type(m.group(1)) if m else "?"
            where = header.split(" where ", 1)[1] if " where " in header else ""
            explicit = any(a in mods for a in ACCESS)
            access = next((a for a in ACCESS if a in mods), "internal")
            inner = {"kind": "extension", "name": name, "where": self.clean_type(where),
                     "access": access, "explicit": explicit, "attrs": attrs}
        else:
            m = IDENT.match(header)
            name = m.group(0).strip("`") if m else "?"
            access = self.access_of(mods, ctx, word)
            full = f"{ctx['name']}.{name}" if ctx and ctx["name"] else name
            self.decls.append(Decl(container=ctx["name"] if ctx else "",
                                   container_kind=ctx["kind"] if ctx else None,
                                   where=ctx["where"] if ctx else "", kind=word, name=name,
                                   labels=None, static=False, attrs=attrs, access=access,
                                   doc=" ".join(docs), records=False, signature=header,
                                   parent_attrs=self.all_attrs(ctx)))
            inner = {"kind": word, "name": full, "where": "", "access": access,
                     "explicit": True, "attrs": attrs, "parent": ctx}
        inner["parent"] = ctx
        close = self.skip_balanced(body, "{", "}")
        self.members(body + 1, close - 1, inner)
        return close

    def all_attrs(self, ctx):
        out = []
        while ctx:
            out = ctx["attrs"] + out
            ctx = ctx.get("parent")
        return out

    def member_decl(self, word, i, attrs, mods, docs, ctx):
        header, k, body = self.read_until_end(i, word in ("func", "init", "subscript", "deinit"))
        body_text = ""
        if body is not None:
            end = self.skip_balanced(body, "{", "}")
            body_text = self.s[body:end]
            k = end
        header = " ".join(header.split())
        access = self.access_of(mods, ctx, word)
        container = ctx["name"] if ctx else ""
        base = dict(container=container, container_kind=ctx["kind"] if ctx else None,
                    where=ctx["where"] if ctx else "", static="static" in mods, attrs=attrs,
                    access=access, doc=" ".join(docs), records="record(" in body_text,
                    signature=self.clean_type(header), parent_attrs=self.all_attrs(ctx))
        if word in ("func", "macro"):
            m = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*|`[^`]+`|[^\s(<]+)", header)
            name = m.group(1).strip("`") if m else "?"
            rest = header[m.end():] if m else header
            self.decls.append(Decl(kind=word, name=name, labels=self.labels(rest),
                                   params=self.params, **base))
        elif word in ("init", "subscript"):
            rest = header
            if rest.startswith(("?", "!")):
                rest = rest[1:]
            self.decls.append(Decl(kind=word, name=word, labels=self.labels(rest),
                                   params=self.params, **base))
        elif word in ("var", "let"):
            m = IDENT.match(header.strip())
            if m:
                self.decls.append(Decl(kind="var", name=m.group(0).strip("`"), labels=None,
                                       **base))
        elif word == "case":
            if ctx and ctx["kind"] == "enum":
                for part in self.split_top(header):
                    m = IDENT.match(part.strip())
                    if m:
                        labels = None
                        rest = part.strip()[m.end():]
                        if rest.startswith("("):
                            labels = self.labels(rest, case=True)
                        d = Decl(kind="case", name=m.group(0).strip("`"), labels=labels, **base)
                        d.static = True
                        self.decls.append(d)
        elif word in ("typealias", "associatedtype"):
            m = IDENT.match(header.strip())
            if m:
                self.decls.append(Decl(kind=word, name=m.group(0).strip("`"), labels=None,
                                       **base))
        return k

    def split_top(self, text):
        parts, depth, cur = [], 0, ""
        for i, c in enumerate(text):
            if c in "([<{":
                depth += 1
            elif c in ")]}" or (c == ">" and text[i - 1:i] != "-"):
                depth -= 1
            if c == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += c
        parts.append(cur)
        return parts

    def labels(self, rest, case=False):
        """`label:_:` from a parameter clause (after the name and generic parameters)."""
        self.params = None
        rest = rest.strip()
        if rest.startswith("<"):
            depth = 0
            for idx, c in enumerate(rest):
                if c == "<":
                    depth += 1
                elif c == ">" and rest[idx - 1] != "-":
                    depth -= 1
                    if depth == 0:
                        rest = rest[idx + 1:].strip()
                        break
        if not rest.startswith("("):
            return None
        depth = 0
        for idx, c in enumerate(rest):
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
                if depth == 0:
                    params = rest[1:idx]
                    break
        else:
            params = rest[1:]
        out = []
        self.params = []
        for p in self.split_top(params):
            p = p.strip()
            if not p:
                continue
            self.params.append("=" in p.split(":", 1)[-1] and not case)
            p = strip_attributes(p)
            head = p.split(":", 1)[0].strip() if ":" in p else ("_" if case else p)
            names = [n for n in head.split() if not n.startswith("@")]
            if case and ":" not in p:
                out.append("_")
                continue
            out.append(names[0].strip("`") if names else "_")
        return "".join(f"{n}:" for n in out)


def strip_attributes(p):
    """A parameter without its attributes (`@ViewBuilder`, `@TableColumnBuilder<A, B.C>`)."""
    out, i = "", 0
    while i < len(p):
        m = re.match(r"@[A-Za-z_][A-Za-z0-9_.]*", p[i:])
        if not m:
            out += p[i]
            i += 1
            continue
        i += m.end()
        for open_, close in (("<", ">"), ("(", ")")):
            if p[i:i + 1] == open_:
                depth = 0
                while i < len(p):
                    if p[i] == open_:
                        depth += 1
                    elif p[i] == close and p[i - 1] != "-":
                        depth -= 1
                        if depth == 0:
                            i += 1
                            break
                    i += 1
        out += " "
    return out.strip()


def scan(text, **kw):
    return Scanner(text, **kw).scan()
