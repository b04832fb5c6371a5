#!/usr/bin/env python3
"""Writes Tests/AdversarialTests/Corpus: hostile inputs for the whole pipeline, one file each, and
manifest.txt with what each must produce.

The corpus is committed; this script documents how it was made and regenerates it byte for byte
(no randomness without a fixed seed, no timestamps). Large inputs are not committed: their entry
carries `repeat=N`, and the test repeats the part between `<<<REPEAT` and `REPEAT>>>` (or the whole
file) N times at run time.

Manifest lines: `<kind>/<file> <expectation> [repeat=N] [at=LINE:COLUMN]`, where the expectation is
- `clean`: valid input; no error diagnostics and no layout issues,
- `any`: no claim beyond the invariants every input must meet; used where staying silent is
  right or either outcome is acceptable: legal code SwiftUI accepts without a message (10,000
  chained `try`s, long sums), values SwiftUI clamps silently (opacity above 1, line limits), YAML
  tags and documents front matter ignores, and edge cases whose report depends on the evaluator's
  documented choices (negative `prefix` counts clamp to 0),
- `id,id,…`: each of these diagnostic or layout-issue ids must be reported; `a|b` means either.

Two kinds are not single files for the pipeline but JSON descriptions of a whole run:
- `commands/*.json`: the `fieldguide` executable run in an empty folder, with `arguments`, `stdin`
  (text, then `padding` bytes streamed after it), and what it must do: exit `status`, `stdout`
  (exactly, when given), `stderr` (text it must contain), `maximumInputTaken` (bytes of standard
  input it may read), `stdoutContains` (lines it must print); ids are read from its
  `file:line:col: severity: message [id]` lines.
- `sites/*.json`: a content folder built into a site: `files` (name → text), `fifos` (named pipes),
  `links` (name → symbolic link target), `baseURL`; the build must finish, report the ids (the
  first at `at=`, in whichever file), and every URL the site uses for its own files must name one.

Usage: Scripts/generate-adversarial-corpus.py  (from the repository root)
"""

import json
import os
import random
import shutil
import urllib.parse

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "AdversarialTests", "Corpus")

entries = []  # (kind, filename, bytes, expectation, repeat)

# Diagnostic ids, spelled as MarkdownDiagnostic.ID, DiagnosticID and LayoutIssue use them.
INVALID_UTF8 = "markdown.invalid-utf8"
NESTING = "markdown.nesting-too-deep"
UNCLOSED_FENCE = "markdown.unclosed-fence"
FM_UNTERMINATED = "front-matter.unterminated"
FM_YAML = "front-matter.invalid-yaml"
FM_NOT_MAPPING = "front-matter.not-a-mapping"
FM_UNKNOWN = "front-matter.unknown-key"
FM_VALUE = "front-matter.invalid-value"
FENCE_UNKNOWN = "fence.unknown-option"
FENCE_VALUE = "fence.invalid-value"
FENCE_DUPLICATE = "fence.duplicate-option"
FENCE_MALFORMED = "fence.malformed-option"
SYNTAX = "evaluator.syntax-error"
UNKNOWN_VIEW = "evaluator.unknown-view"
UNKNOWN_NAME = "evaluator.unknown-name"
INVALID_ARGUMENT = "evaluator.invalid-argument"
TYPE_MISMATCH = "evaluator.type-mismatch"
RUNTIME = "evaluator.runtime-error"
STEPS = "evaluator.limit-steps"
DEPTH = "evaluator.limit-depth"
NODES = "evaluator.limit-nodes"
TIME = "evaluator.limit-time"
SIZE = "evaluator.limit-size"
LENGTH = "evaluator.limit-length"
MEMORY = "evaluator.limit-memory"
UNSUPPORTED_SYNTAX = "evaluator.unsupported-syntax"
INVALID_FRAME = "layout.invalid-frame"
INVALID_VALUE = "layout.invalid-value"
CONTRADICTORY = "layout.contradictory-frame"
MISSING_IMAGE = "layout.missing-image-size"
TOO_LARGE = "layout.value-too-large"
INVALID_FONT_SIZE = "layout.invalid-font-size"
APPEARANCE_NOT_DRAWN = "evaluator.approximated"
INVALID_GUIDE = "layout.invalid-guide"
INVALID_SIZE = "layout.invalid-size"
BIDI = "evaluator.bidi-control"
UNREADABLE = "content.unreadable"
OUTSIDE = "content.outside-content"
ASSET_OUTSIDE = "asset.outside-content"


def either(*ids):
    """One requirement met by any of these ids (runaway code stops at whichever limit comes first)."""
    return "|".join(ids)


def add(kind, name, data, expect, repeat=None, at=None):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if isinstance(expect, (list, tuple)):
        expect = ",".join(expect)
    entries.append((kind, name, data, expect, repeat, at))


def md(kind, name, text, expect="clean", repeat=None, at=None):
    add(kind, name + ".md", text, expect, repeat, at)


# EvaluationLimits.maxSourceBytes: a longer block is refused before parsing with SIZE, whatever
# else it would have reported.
MAX_SOURCE_BYTES = 64 * 1024


def expanded_length(text, repeat):
    """The block's UTF-8 length once every marked part is repeated `repeat` times."""
    data = text.encode("utf-8")
    if not repeat:
        return len(data)
    length, rest = 0, data
    while b"<<<REPEAT" in rest:
        before, _, after = rest.partition(b"<<<REPEAT")
        part, _, rest = after.partition(b"REPEAT>>>")
        length += len(before) + len(part) * repeat
    return length + len(rest)


def swift(kind, name, text, expect="clean", repeat=None, at=None):
    if expanded_length(text, repeat) > MAX_SOURCE_BYTES:
        expect = SIZE
    add(kind, name + ".swift", text, expect, repeat, at)


def position(text, needle, occurrence=1):
    """`at=`: the 1-based line and UTF-8 column where the `occurrence`-th `needle` starts, found in
    the input rather than written down; the entry's first expected id must be reported there."""
    data, index = text.encode("utf-8"), -1
    for _ in range(occurrence):
        index = data.index(needle.encode("utf-8"), index + 1)
    line_start = data.rfind(b"\n", 0, index) + 1
    return (data.count(b"\n", 0, index) + 1, index - line_start + 1)


def is_utf8(data):
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def binary(kind, name, data, expect, repeat=None):
    add(kind, name + ".bin", bytes(data), expect, repeat)


def R(text):
    """Marks `text` to be repeated `repeat=N` times at test time (every marked part, N times each)."""
    return "<<<REPEAT" + text + "REPEAT>>>"


def fenced(code, info="swift"):
    return "```" + info + "\n" + code + "\n```\n"


# MARK: markdown — malformed Markdown. CommonMark gives every input a meaning, so these are clean
# unless a fence is left open (the rest of the file would silently become code).

def malformed_markdown():
    k = "markdown"
    view = 'Text("Hello")'
    # Unclosed fences: at the end of the file, inside containers, with odd runs.
    text = "# Title\n\n```swift\n" + view + "\n\nMore prose that became code.\n"
    md(k, "unclosed-backtick-fence", text, UNCLOSED_FENCE, at=position(text, "```"))
    md(k, "unclosed-tilde-fence", "~~~swift\n" + view + "\n", UNCLOSED_FENCE, at=(1, 1))
    md(k, "unclosed-fence-empty", "```\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-at-eof-no-newline", "```swift", UNCLOSED_FENCE)
    md(k, "unclosed-fence-shorter-closer", "````swift\n" + view + "\n```\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-wrong-closer", "```swift\n" + view + "\n~~~\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-indented-closer", "```swift\n" + view + "\n    ```\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-in-quote", "> ```swift\n> " + view + "\n\nAfter the quote.\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-in-list", "- item\n\n  ```swift\n  " + view + "\n\nnot in the list\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-in-nested-list", "1. one\n   - two\n     ```swift\n     " + view + "\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-thousand-backticks", R("`") + "`swift\n" + view + "\n" + R("`") + "\n", UNCLOSED_FENCE, repeat=999)
    md(k, "unclosed-fence-after-closed", fenced(view) + "\n```swift\n" + view + "\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-with-options", "```swift width=320 height=fit\n" + view + "\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-many", "".join("```swift\n" + view + "\n" for _ in range(3)), UNCLOSED_FENCE)
    md(k, "unclosed-fence-closer-has-info", "```swift\n" + view + "\n``` swift\n", UNCLOSED_FENCE)
    md(k, "unclosed-fence-crlf", "```swift\r\n" + view + "\r\n", UNCLOSED_FENCE)
    # Fences that do close, in odd places.
    md(k, "fence-in-quote", "> ```swift\n> " + view + "\n> ```\n")
    md(k, "fence-in-list", "- item\n\n  ```swift\n  " + view + "\n  ```\n")
    md(k, "fence-in-deep-list", "- a\n  - b\n    - c\n      ```swift\n      " + view + "\n      ```\n")
    md(k, "fence-in-quote-in-list", "- > ```swift\n  > " + view + "\n  > ```\n")
    md(k, "fence-longer-closer", "```swift\n" + view + "\n``````\n")
    text = "~~~swift `odd`\n" + view + "\n~~~\n"
    md(k, "fence-tilde-with-backticks-info", text, FENCE_UNKNOWN, at=position(text, "`odd`"))
    md(k, "fence-backtick-info-with-backtick", "```swift`\n" + view + "\n```\n")
    md(k, "fence-indented-three", "   ```swift\n   " + view + "\n   ```\n")
    md(k, "fence-empty-body", "```swift\n```\n", "any")
    md(k, "fence-only-blank-lines", "```swift\n\n\n\n```\n", "any")
    md(k, "fence-closed-by-quote-end", "> ```swift\n> " + view + "\n> ```\n> more\n")
    md(k, "indented-code-with-fence-text", "    ```swift\n    " + view + "\n    ```\n")
    md(k, "fence-info-only-spaces", "```      \n" + view + "\n```\n")
    md(k, "fence-language-html-script", "```html\n<script>alert(1)</script>\n```\n")
    md(k, "fence-language-injection", '```swift"><script>alert(1)</script>\n' + view + "\n```\n")
    # Broken tables (cmark core has no tables: they stay paragraphs).
    md(k, "table-no-delimiter-row", "| a | b |\n| c | d |\n")
    md(k, "table-ragged", "| a | b |\n|---|\n| 1 | 2 | 3 | 4 |\n|\n")
    md(k, "table-pipes-only", "|||||||||||||||||||||||||||||||\n|-|-|-|\n")
    md(k, "table-unclosed-code", "| `a | b |\n|---|---|\n| c` | d |\n")
    md(k, "table-html-cells", "| <td> | </table> |\n|---|---|\n| <tr> | x |\n")
    md(k, "table-huge-row", "|" + R("a|") + "\n|" + R("-|") + "\n", repeat=5000)
    # Broken HTML: raw HTML is shown as text by default.
    md(k, "html-script-block", "<script>alert(1)</script>\n")
    md(k, "html-script-inline", "Hello <script>alert(1)</script> world\n")
    md(k, "html-script-uppercase", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>\n")
    md(k, "html-script-split", "<scr\nipt>alert(1)</script>\n")
    md(k, "html-img-onerror", "<img src=x onerror=alert(1)>\n")
    md(k, "html-svg-onload", "<svg onload=alert(1)>\n")
    md(k, "html-iframe", "<iframe src=\"javascript:alert(1)\"></iframe>\n")
    md(k, "html-unclosed-div", "<div>\n\n*still markdown*\n")
    md(k, "html-unclosed-comment", "<!-- never closed\n\n# Heading\n")
    md(k, "html-unclosed-cdata", "<![CDATA[ <script>alert(1)</script>\n")
    md(k, "html-processing-instruction", "<?php echo '<script>'; ?>\n")
    md(k, "html-declaration", "<!DOCTYPE html [<!ENTITY x \"<script>\">]>\n")
    md(k, "html-style-block", "<style>body{background:url(javascript:alert(1))}</style>\n")
    md(k, "html-textarea-breakout", "<textarea></textarea><script>alert(1)</script>\n")
    md(k, "html-attribute-breakout", "<a href=\"x\" title='\"><script>alert(1)</script>'>x</a>\n")
    md(k, "html-in-heading", "# <img src=x onerror=alert(1)> Title\n")
    md(k, "html-in-link-text", "[<script>alert(1)</script>](https://example.com)\n")
    md(k, "html-in-emphasis", "*<b onmouseover=alert(1)>x</b>*\n")
    md(k, "html-entities-null", "&#0; &#x0; &#X00000000;\n")
    md(k, "html-entities-out-of-range", "&#x110000; &#1114112; &#xD800; &#xDFFF; &#99999999;\n")
    md(k, "html-entities-unterminated", "&amp &lt &#x3c &#60 &nbsp\n")
    md(k, "html-entity-script", "&lt;script&gt;alert(1)&lt;/script&gt;\n")
    md(k, "html-entity-encoded-tag", "&#60;script&#62;alert(1)&#60;/script&#62;\n")
    md(k, "html-nested-tags-storm", R("<div>") + "x" + R("</div>") + "\n", repeat=2000)
    md(k, "html-open-angle-storm", R("<") + "\n", repeat=10000)
    md(k, "html-close-tag-storm", R("</a>") + "\n", repeat=5000)
    # Dangerous link destinations are dropped; titles are escaped.
    md(k, "link-javascript", "[x](javascript:alert(1))\n")
    md(k, "link-javascript-mixed-case", "[x](JaVaScRiPt:alert(1))\n")
    md(k, "link-javascript-entity", "[x](&#106;avascript:alert(1))\n")
    md(k, "link-javascript-escaped-colon", "[x](javascript&#58;alert(1))\n")
    md(k, "link-javascript-angle", "[x](<javascript:alert(1)>)\n")
    md(k, "link-vbscript", "[x](vbscript:msgbox)\n")
    md(k, "link-file", "[x](file:///etc/passwd)\n")
    md(k, "link-data-html", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)\n")
    md(k, "image-data-svg", "![x](data:image/svg+xml,<svg onload=alert(1)>)\n")
    md(k, "image-javascript", "![x](javascript:alert(1))\n")
    md(k, "autolink-javascript", "<javascript:alert(1)>\n")
    md(k, "link-title-breakout", "[x](/u \"a\\\" onmouseover=alert(1) x=\\\"\")\n")
    md(k, "link-title-quotes", "[x](/u 'it\\'s \"quoted\" & <tagged>')\n")
    md(k, "link-reference-javascript", "[x]\n\n[x]: javascript:alert(1) \"t\"\n")
    md(k, "link-destination-quote", "[x](https://example.com/\"onmouseover=\"alert(1))\n")
    md(k, "link-destination-spaces", "[x](<a b c \"d\">)\n")
    md(k, "link-destination-control", "[x](<a\u0001b\u007fc>)\n")
    md(k, "image-alt-breakout", "![\"><script>alert(1)</script>](x.png)\n")
    # Huge and odd headings.
    md(k, "heading-seven-hashes", "####### not a heading\n")
    md(k, "heading-only-hashes", "#\n##\n###\n")
    md(k, "heading-script-slug", "# <script>alert(1)</script>\n# \"quoted\" & 'single'\n")
    md(k, "heading-same-name-many", R("## Same\n\n"), repeat=2000)
    md(k, "heading-setext-huge-underline", "Title\n" + R("=") + "\n", repeat=100000)
    md(k, "heading-setext-empty", "\n===\n---\n")
    md(k, "heading-emoji-zwj", "# 👩\u200d👩\u200d👧\u200d👦 family \u202eevil\n")
    md(k, "heading-control-characters", "# a\u0001b\u0008c\u001bd\u007f\n")
    # Pathological emphasis, brackets and backticks (cmark's own pathological cases, in kind).
    md(k, "emphasis-star-storm", R("*") + "\n", repeat=10000)
    md(k, "emphasis-underscore-storm", R("_") + "\n", repeat=10000)
    md(k, "emphasis-alternating", R("*_") + "\n", repeat=5000)
    md(k, "emphasis-openers-no-closers", R("*a ") + "\n", repeat=5000)
    md(k, "emphasis-closers-no-openers", R("a* ") + "\n", repeat=5000)
    md(k, "emphasis-nested-strong", R("**a ") + "b" + R(" a**") + "\n", NESTING, repeat=3000)
    md(k, "emphasis-mod-three", R("a***b**c*") + "\n", repeat=3000)
    md(k, "emphasis-triple-openers", R("***a ") + "\n", repeat=3000)
    md(k, "brackets-open-storm", R("[") + "\n", repeat=10000)
    md(k, "brackets-close-storm", R("]") + "\n", repeat=10000)
    md(k, "brackets-nested-links", R("[") + "a" + R("](b)") + "\n", repeat=5000)
    md(k, "brackets-image-storm", R("![") + "\n", repeat=5000)
    md(k, "brackets-unclosed-links", R("[a](b") + "\n", repeat=5000)
    md(k, "brackets-unclosed-link-titles", R("[a](b 'c") + "\n", repeat=3000)
    md(k, "brackets-link-emph-mix", R("[*a](b)*") + "\n", repeat=3000)
    md(k, "brackets-mismatched", R("*a [b* c]") + "\n", repeat=3000)
    md(k, "backtick-storm", R("`") + "\n", repeat=10000)
    md(k, "backtick-increasing-runs", "".join("`" * n + "a" for n in range(1, 120)) + "\n")
    md(k, "backslash-storm", R("\\") + "\n", repeat=10000)
    md(k, "ampersand-storm", R("&") + "\n", repeat=10000)
    md(k, "reference-definitions-many", "".join("[r%d]: /u%d\n" % (i, i) for i in range(500)) + R("[r1]: /dup\n") + "[r499] [r1]\n", repeat=5000)
    md(k, "reference-label-huge", "[" + "a" * 1000 + "]: /u\n\n[" + "a" * 1000 + "]\n")
    # Lists and line endings.
    md(k, "list-ten-thousand-items", R("- x\n"), repeat=10000)
    md(k, "list-alternating-markers", R("- a\n* b\n+ c\n"), repeat=2000)
    md(k, "list-huge-start", "999999999. a\n1000000000. b\n")
    md(k, "list-zero-and-negative-start", "0. a\n-1. b\n")
    md(k, "list-loose-tight-mix", R("- a\n\n- b\n- c\n\n\n- d\n"), repeat=500)
    md(k, "line-endings-cr-only", "# A\r\rtext\r```swift\r" + view + "\r```\r")
    md(k, "line-endings-mixed", "# A\r\n\rtext\n\r```swift\r\n" + view + "\n```\r")
    md(k, "form-feed-vertical-tab", "a\x0cb\x0bc\n\x0c\n# \x0b\n")
    md(k, "nul-bytes", "a\x00b\n```swift\nText(\"\x00\")\n```\n", "any")
    md(k, "tabs-everywhere", "\t#\tA\n\t-\tb\n>\t\tc\n\t```swift\n\t" + view + "\n\t```\n")
    md(k, "only-whitespace", " \n\t\n   \n")
    md(k, "empty", "")
    md(k, "single-newline", "\n")
    md(k, "bom-only", "\ufeff")
    md(k, "thematic-break-storm", R("---\n***\n___\n"), FM_YAML, repeat=2000)  # the first '---' opens front matter
    md(k, "long-line-no-spaces", "<<<REPEATabcdefghijREPEAT>>>\n", repeat=100000)
    md(k, "long-paragraph-many-lines", "<<<REPEATword word word\nREPEAT>>>", repeat=50000)


# MARK: utf8 — invalid UTF-8 is repaired with U+FFFD and reported once.

def invalid_utf8():
    k = "utf8"
    cases = {
        "lone-continuation": b"\x80",
        "continuation-run": b"\x80\xbf\x80\xbf",
        "overlong-slash": b"\xc0\xaf",
        "overlong-nul": b"\xc0\x80",
        "overlong-three-byte": b"\xe0\x80\xaf",
        "overlong-four-byte": b"\xf0\x80\x80\xaf",
        "surrogate-high": b"\xed\xa0\x80",
        "surrogate-low": b"\xed\xbf\xbf",
        "surrogate-pair-cesu": b"\xed\xa0\xbd\xed\xb8\x80",
        "above-max-scalar": b"\xf4\x90\x80\x80",
        "f5-lead": b"\xf5\x80\x80\x80",
        "ff-byte": b"\xff",
        "fe-ff-bom-like": b"\xfe\xff",
        "truncated-two": b"\xc3",
        "truncated-three": b"\xe2\x82",
        "truncated-four": b"\xf0\x9f\x98",
        "five-byte-form": b"\xf8\x88\x80\x80\x80",
        "six-byte-form": b"\xfc\x84\x80\x80\x80\x80",
        "latin1-text": "café naïve".encode("latin-1"),
        "windows-1252-quotes": b"\x93quoted\x94",
    }
    places = {
        "paragraph": (b"Some text ", b" more.\n"),
        "heading": (b"# Title ", b"\n"),
        "code": (b"```swift\nText(\"", b"\")\n```\n"),
        "fence-info": (b"```swift name=", b"\nText(\"x\")\n```\n"),
        "link": (b"[x](https://example.com/", b")\n"),
    }
    for name, bad in cases.items():
        for place, (before, after) in places.items():
            binary(k, name + "-in-" + place, before + bad + after, INVALID_UTF8)
    binary(k, "bom-then-invalid", b"\xef\xbb\xbf# A\n\xff\n", INVALID_UTF8)
    binary(k, "invalid-in-front-matter", b"---\ntitle: \xff\n---\n# A\n", INVALID_UTF8)
    binary(k, "invalid-in-front-matter-key", b"---\n\xc0\xaf: x\n---\n", [INVALID_UTF8, FM_UNKNOWN])
    binary(k, "utf16le-with-bom", "\ufeff# Hello\n".encode("utf-16-le"), INVALID_UTF8)
    binary(k, "utf16be-with-bom", "\ufeff# Hello\n".encode("utf-16-be"), INVALID_UTF8)
    binary(k, "utf32le", "# Hello\n".encode("utf-32-le"), "any")
    binary(k, "invalid-at-every-line", b"<<<REPEATline \xff\nREPEAT>>>", INVALID_UTF8, repeat=2000)
    binary(k, "invalid-huge", b"<<<REPEATab\xffcd\x80REPEAT>>>\n", INVALID_UTF8, repeat=200000)
    rng = random.Random(20250)
    for i in range(10):
        data = bytes(rng.randrange(256) for _ in range(4096))
        binary(k, "random-bytes-%02d" % i, data, INVALID_UTF8 if not is_utf8(data) else "any")
    for i in range(5):
        data = bytes(rng.randrange(128, 256) for _ in range(2048))
        binary(k, "random-high-bytes-%02d" % i, data, INVALID_UTF8)


# MARK: nesting — 10,000 levels of everything. Markdown containers are flattened past depth 100;
# Swift nesting is cut by the parser's nesting limit (a syntax error) or the evaluator's limits.

def nesting():
    k = "nesting"
    n = 10000
    md(k, "md-quotes", R(">") + " deep\n", NESTING, repeat=n)
    md(k, "md-quotes-spaced", R("> ") + "deep\n", NESTING, repeat=n)
    md(k, "md-quotes-per-line", "".join(">" * i + " x\n" for i in range(0, 120)), NESTING)
    md(k, "md-bullets", R("- ") + "x\n", NESTING, repeat=n)
    md(k, "md-stars", R("* ") + "x\n", NESTING, repeat=n)
    md(k, "md-ordered", R("1. ") + "x\n", NESTING, repeat=n)
    md(k, "md-ordered-paren", R("1) ") + "x\n", NESTING, repeat=n)
    md(k, "md-quote-list-mix", R("> - ") + "x\n", NESTING, repeat=n // 2)
    md(k, "md-list-indented-lines", "".join("  " * i + "- x\n" for i in range(120)), NESTING)
    md(k, "md-emphasis", R("*a ") + "x" + R(" a*") + "\n", NESTING, repeat=5000)
    md(k, "md-strong-emphasis", R("***a ") + "x" + R(" a***") + "\n", NESTING, repeat=3000)
    md(k, "md-links", R("[") + "x" + R("](u)") + "\n", "any", repeat=n)
    md(k, "md-images", R("![") + "x" + R("](u)") + "\n", "any", repeat=3000)
    md(k, "md-quote-with-swift", R(">") + " ```swift\n" + R(">") + " Text(\"deep\")\n" + R(">") + " ```\n", NESTING, repeat=200)
    # Swift: the parser stops past its nesting limit with a syntax error.
    swift(k, "swift-parens", "let x = " + R("(") + "1" + R(")") + "\nText(\"\\(x)\")\n", SYNTAX, repeat=n)
    swift(k, "swift-parens-unbalanced", "let x = " + R("(") + "\n", SYNTAX, repeat=n)
    # SnippetParser refuses the ninth nested '[' (nesting limit 8), at that bracket.
    swift(k, "swift-brackets", "let x = " + R("[") + "1" + R("]") + "\n", DEPTH, repeat=n, at=position("let x = " + "[" * 9, "[", 9))
    swift(k, "swift-braces", R("{") + R("}") + "\n", SYNTAX, repeat=n)
    swift(k, "swift-open-braces-only", R("{") + "\n", SYNTAX, repeat=n)
    swift(k, "swift-close-braces-only", R("}") + "\n", SYNTAX, repeat=n)
    swift(k, "swift-vstacks", R("VStack {\n") + "Text(\"deep\")\n" + R("}\n"), SYNTAX, repeat=n)
    swift(k, "swift-vstacks-one-line", R("VStack { ") + "Text(\"deep\")" + R(" }") + "\n", SYNTAX, repeat=n)
    swift(k, "swift-zstack-hstack", R("ZStack { HStack { ") + "Color.red" + R(" } }") + "\n", SYNTAX, repeat=n // 2)
    swift(k, "swift-closures", "let f = " + R("{ ") + "1" + R(" }") + "\n", SYNTAX, repeat=n)
    swift(k, "swift-calls", "func f(_ x: Int) -> Int { x }\nlet x = " + R("f(") + "1" + R(")") + "\nText(\"\\(x)\")\n", SYNTAX, repeat=n)
    swift(k, "swift-generics", "let x: " + R("Array<") + "Int" + R(">") + " = []\n", DEPTH, repeat=n)
    swift(k, "swift-optionals", "let x: Int" + R("?") + " = nil\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-if-statements", R("if true { ") + R(" }") + "\nText(\"x\")\n", SYNTAX, repeat=n)
    swift(k, "swift-structs", R("struct A { ") + R(" }") + "\nText(\"x\")\n", SYNTAX, repeat=3000)
    swift(k, "swift-string-interpolation", "let s = " + R("\"\\(") + "1" + R(")\"") + "\nText(s)\n", SYNTAX, repeat=3000)
    swift(k, "swift-array-literal-nested", "let a = " + R("[") + R("]") + "\n", DEPTH, repeat=500)
    swift(k, "swift-overlay-modifiers", "Color.red" + R(".overlay { Color.blue") + R(" }") + "\n", SYNTAX, repeat=3000)
    swift(k, "swift-brackets-within-limit", "let x = " + R("[") + "1" + R("]") + "\nText(\"\\(x.count)\")\n", "clean", repeat=8)
    swift(k, "swift-brackets-in-strings", "Text(\"" + R("[") + "\")\nText(#\"" + R("[") + "\"#)\n// " + R("[") + "\n", "clean", repeat=100)
    swift(k, "swift-brackets-in-interpolation", "Text(\"\\(" + R("[") + "1" + R("]") + ")\")\n", DEPTH, repeat=100)
    swift(k, "swift-brackets-mixed-parens", "let x = " + R("[(") + "1" + R(")]") + "\n", DEPTH, repeat=5000)
    swift(k, "swift-generics-multiline", "let x: " + R("Array<\n") + "Int" + R(">") + " = []\n", DEPTH, repeat=5000)
    swift(k, "swift-generics-function-types", "let x: " + R("Array<() -> ") + "Int" + R(">") + " = []\n", DEPTH, repeat=5000)
    swift(k, "swift-if-config", R("#if DEBUG\n") + "Text(\"x\")\n" + R("#endif\n"), DEPTH, repeat=3000)
    swift(k, "swift-function-type-chain", "let f: " + R("() -> ") + "Int\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-try-chain", "let x = " + R("try ") + "1\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-await-chain", "let x = " + R("await ") + "1\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-force-unwrap-chain", "let x = a" + R("!") + "\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-key-path-chain", "let x = \\Foo.a" + R(".b") + "\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-subscript-chain", "let a = [1]\nlet x = a" + R("[0]") + "\nText(\"x\")\n", "any", repeat=n)
    swift(k, "swift-block-over-size-limit", "Text(\"" + R("0123456789abcdef") + "\")\n", SIZE, repeat=20000)
    # Long chains and sums are flat in the source but deep once folded or evaluated.
    swift(k, "swift-padding-chain", "Text(\"x\")" + R(".padding(1)") + "\n", either(NODES, TIME), repeat=n)
    swift(k, "swift-padding-chain-short", "Text(\"x\")" + R(".padding(1)") + "\n", either(DEPTH, TIME), repeat=1000)
    swift(k, "swift-frame-chain", "Color.red" + R(".frame(width: 10)") + "\n", either(NODES, TIME), repeat=n)
    swift(k, "swift-opacity-chain", "Color.red" + R(".opacity(0.99)") + "\n", either(NODES, TIME), repeat=n)
    swift(k, "swift-sum", "let x = 1" + R(" + 1") + "\nText(\"\\(x)\")\n", "any", repeat=n)
    swift(k, "swift-sum-doubles", "let x = 0.5" + R(" * 1.0001") + "\nText(\"\\(x)\")\n", "any", repeat=n)
    swift(k, "swift-string-concatenation", "let s = \"a\"" + R(" + \"b\"") + "\nText(s)\n", "any", repeat=n)
    swift(k, "swift-text-concatenation", "Text(\"a\")" + R(" + Text(\"b\")") + "\n", "any", repeat=n)
    swift(k, "swift-not-chain", "let b = " + R("!") + "true\nText(b ? \"y\" : \"n\")\n", "any", repeat=n)
    swift(k, "swift-negation-chain", "let x = " + R("-(") + "1" + R(")") + "\n", SYNTAX, repeat=3000)
    swift(k, "swift-ternary-chain", "let x = " + R("true ? 1 : ") + "0\nText(\"\\(x)\")\n", "any", repeat=n)
    swift(k, "swift-member-chain", "let x = a" + R(".b") + "\nText(\"x\")\n", either(DEPTH, TIME), repeat=n)
    swift(k, "swift-optional-chain", "let x: Int? = nil\nlet y = x" + R("?.description") + "\nText(\"y\")\n", "any", repeat=3000)
    swift(k, "swift-many-statements", "var x = 0\n" + R("x += 1\n") + "Text(\"\\(x)\")\n", "any", repeat=n)
    swift(k, "swift-views-in-vstack", "VStack {\n" + R("Text(\"x\")\n") + "}\n", either(NODES, TIME), repeat=n)
    swift(k, "swift-deep-recursive-struct", "struct Deep: View {\n    let n: Int\n    var body: some View {\n        if n == 0 { Text(\"leaf\") } else { VStack { Deep(n: n - 1) } }\n    }\n}\nDeep(n: 10000)\n", DEPTH)
    swift(k, "swift-deep-struct-within-limit", "struct Deep: View {\n    let n: Int\n    var body: some View {\n        if n == 0 { Text(\"leaf\") } else { VStack { Deep(n: n - 1) } }\n    }\n}\nDeep(n: 60)\n", "clean")
    swift(k, "swift-deep-padding-loop", "struct P: View {\n    let n: Int\n    var body: some View {\n        if n == 0 { Color.red } else { P(n: n - 1).padding(1) }\n    }\n}\nP(n: 250)\n", "any")
    swift(k, "swift-deep-function-recursion-4000", "func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nText(\"\\(depth(4000))\")\n", DEPTH)


# MARK: runaway — code that would never finish or would trap in Swift.

def runaway():
    k = "runaway"
    swift(k, "infinite-recursion-function", "func f(_ n: Int) -> Int { f(n + 1) }\nText(\"\\(f(0))\")\n", DEPTH)
    swift(k, "infinite-recursion-mutual", "func a(_ n: Int) -> Int { b(n) }\nfunc b(_ n: Int) -> Int { a(n) }\nText(\"\\(a(0))\")\n", DEPTH)
    swift(k, "infinite-recursion-view", "struct Loop: View {\n    var body: some View { Loop() }\n}\nLoop()\n", DEPTH)
    swift(k, "infinite-recursion-view-in-stack", "struct Loop: View {\n    var body: some View { HStack { Loop(); Loop() } }\n}\nLoop()\n", DEPTH)
    swift(k, "infinite-recursion-computed-property", "struct S {\n    var x: Int { x + 1 }\n}\nText(\"\\(S().x)\")\n", DEPTH)
    swift(k, "infinite-recursion-method", "struct S {\n    func go() -> Int { go() }\n}\nText(\"\\(S().go())\")\n", DEPTH)
    swift(k, "infinite-recursion-static", "enum E {\n    static func go() -> Int { E.go() }\n}\nText(\"\\(E.go())\")\n", DEPTH)
    swift(k, "infinite-recursion-view-builder-func", "@ViewBuilder func v() -> some View { v() }\nv()\n", DEPTH)
    swift(k, "exponential-recursion", "func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nText(\"\\(fib(40))\")\n", either(STEPS, TIME))
    swift(k, "while-true", "var n = 0\nwhile true { n += 1 }\n", either(STEPS, TIME))
    swift(k, "while-true-empty", "while true { }\n", either(STEPS, TIME))
    swift(k, "repeat-while-true", "var n = 0\nrepeat { n += 1 } while true\n", either(STEPS, TIME))
    swift(k, "while-in-body", "struct V: View {\n    var body: some View {\n        var n = 0\n        while n >= 0 { n += 1 }\n        return Text(\"\\(n)\")\n    }\n}\nV()\n", either(STEPS, TIME))
    swift(k, "for-int-max", "var n = 0\nfor i in 0..<Int.max { n = i }\n", either(STEPS, TIME))
    swift(k, "for-closed-int-max", "for _ in 0...Int.max { }\n", either(STEPS, TIME))
    swift(k, "for-reversed-closed-range", "for _ in 5...4 { }\nText(\"x\")\n", RUNTIME)
    swift(k, "nested-loops", "var n = 0\nfor a in 0..<100000 { for b in 0..<100000 { n += a + b } }\n", either(STEPS, TIME))
    swift(k, "foreach-ten-million", "ForEach(0..<10_000_000) { i in Text(\"\\(i)\") }\n", either(NODES, TIME))
    swift(k, "foreach-ten-million-in-vstack", "VStack {\n    ForEach(0..<10_000_000, id: \\.self) { i in\n        Text(\"row \\(i)\")\n    }\n}\n", either(NODES, TIME))
    swift(k, "foreach-nested", "VStack {\n    ForEach(0..<1000) { _ in\n        ForEach(0..<1000) { _ in Color.red }\n    }\n}\n", either(NODES, TIME))
    swift(k, "foreach-int-max", "ForEach(0..<Int.max) { _ in Color.red }\n", either(NODES, TIME))
    swift(k, "list-ten-million", "List(0..<10_000_000, id: \\.self) { i in Text(\"\\(i)\") }\n", either(NODES, TIME))
    swift(k, "map-ten-million", "let a = (0..<10_000_000).map { $0 * 2 }\nText(\"\\(a.count)\")\n", either(STEPS, TIME))
    swift(k, "reduce-huge", "let s = (0..<100_000_000).reduce(0, +)\nText(\"\\(s)\")\n", either(STEPS, TIME))
    swift(k, "filter-huge", "let a = Array(0..<50_000_000).filter { $0 % 2 == 0 }\nText(\"\\(a.count)\")\n", either(STEPS, TIME))
    swift(k, "stride-tiny-step", "let s = stride(from: 0.0, to: 1.0, by: 1e-300)\nText(\"\\(s.count)\")\n", either(STEPS, TIME))
    swift(k, "stride-absorbed-step", "let s = stride(from: 1e300, to: 2e300, by: 1.0)\nText(\"\\(s.count)\")\n", either(STEPS, TIME))
    swift(k, "stride-zero-step", "let s = stride(from: 0, to: 10, by: 0)\nText(\"x\")\n", RUNTIME)
    swift(k, "string-doubling", "var s = \"ab\"\nfor _ in 0..<64 { s = s + s }\nText(s)\n", LENGTH)
    swift(k, "string-doubling-compound", "var s = \"ab\"\nfor _ in 0..<64 { s += s }\nText(s)\n", LENGTH)
    swift(k, "array-doubling", "var a = [1]\nfor _ in 0..<64 { a = a + a }\nText(\"\\(a.count)\")\n", LENGTH)
    swift(k, "array-doubling-compound", "var a = [1, 2]\nfor _ in 0..<64 { a += a }\nText(\"\\(a.count)\")\n", LENGTH)
    swift(k, "string-interpolation-doubling", "var s = \"ab\"\nfor _ in 0..<64 { s = \"\\(s)\\(s)\" }\nText(s)\n", LENGTH)
    swift(k, "text-doubling", "var t = Text(\"ab\")\nfor _ in 0..<64 { t = t + t }\nt\n", LENGTH)
    swift(k, "joined-doubling", "var a = [\"ab\"]\nfor _ in 0..<64 { a = [a.joined(), a.joined()] }\nText(a[0])\n", LENGTH)
    swift(k, "nested-array-doubling-described", "var a: [Any] = [1]\nfor _ in 0..<60 { a = [a, a] }\nText(\"\\(a)\")\n", either(STEPS, TIME, LENGTH))
    swift(k, "nested-array-doubling-compared", "var a: [Any] = [1]\nfor _ in 0..<60 { a = [a, a] }\nText(a == a ? \"same\" : \"different\")\n", either(STEPS, TIME))
    swift(k, "nested-array-doubling-contains", "var a: [Any] = [1]\nfor _ in 0..<60 { a = [a, a] }\nText([a].contains(a) ? \"yes\" : \"no\")\n", either(STEPS, TIME))
    swift(k, "string-128kb-by-doubling", "var s = \"<script>&]]>\\u{1}\"\nfor _ in 0..<13 { s = s + s }\nText(s).frame(width: 300)\n", LENGTH)
    swift(k, "division-by-zero-int", "let x = 1 / 0\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "remainder-by-zero-int", "let z = 0\nlet x = 7 % z\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "division-by-zero-double", "let x = 1.0 / 0.0\nText(\"\\(x)\")\n", "clean")
    swift(k, "zero-over-zero-double", "let x = 0.0 / 0.0\nText(\"\\(x)\")\n", "clean")
    swift(k, "int-overflow-add", "let x = Int.max + 1\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-overflow-multiply", "let x = Int.max * 2\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-min-divided-by-minus-one", "let x = Int.min / -1\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-min-negated", "let x = -Int.min\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-of-nan", "let nan = 0.0 / 0.0\nlet x = Int(nan)\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-of-infinity", "let x = Int(Double.infinity)\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-of-huge", "let x = Int(1e300)\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "int-literal-too-big", "let x = 99999999999999999999999999999\nText(\"\\(x)\")\n", RUNTIME)
    swift(k, "index-out-of-range", "let a = [1, 2, 3]\nText(\"\\(a[10])\")\n", RUNTIME)
    swift(k, "index-negative", "let a = [1, 2, 3]\nText(\"\\(a[-1])\")\n", RUNTIME)
    swift(k, "empty-array-first", "let a: [Int] = []\nText(\"\\(a.first ?? 0)\")\n", "clean")
    swift(k, "reversed-range", "ForEach(5..<1) { i in Text(\"\\(i)\") }\n", RUNTIME)
    swift(k, "reversed-closed-range", "for i in 10...1 { print(i) }\nText(\"x\")\n", RUNTIME)
    swift(k, "range-of-doubles", "for x in 0.0..<1.0 { print(x) }\nText(\"x\")\n", TYPE_MISMATCH)
    swift(k, "prefix-negative", "Text(String(\"abc\".prefix(-1)))\n", "any")
    swift(k, "dropfirst-huge", "Text(String(\"abc\".dropFirst(Int.max)))\n", "any")
    swift(k, "repeat-count-negative", "let a = Array(repeating: 1, count: -5)\nText(\"\\(a.count)\")\n", RUNTIME)
    swift(k, "pow-huge", "let x = pow(10.0, 400.0)\nText(\"\\(x)\")\n", "clean")
    swift(k, "shift-huge", "let x = 1 << 1000\nText(\"\\(x)\")\n", "clean")
    swift(k, "fatal-error", "fatalError(\"boom\")\n", UNKNOWN_NAME)
    swift(k, "precondition-false", "precondition(false)\nText(\"x\")\n", UNKNOWN_NAME)
    swift(k, "force-unwrap-nil", "let x: Int? = nil\nText(\"\\(x!)\")\n", RUNTIME)
    swift(k, "force-cast", "let x: Any = 1\nText(x as! String)\n", TYPE_MISMATCH)
    swift(k, "dispatch-after", "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }\nText(\"x\")\n", UNKNOWN_NAME)
    # Found by fuzzing: swift-syntax's diagnostics crashed on a control character beside `=`.
    # Vertical tabs and form feeds are whitespace to Swift, so those assignments are fine; any
    # other control character is a syntax error at its own position.
    swift(k, "vertical-tab-before-equals", "var total = 0.0\ntotal \x0b= 1\nText(\"\\(total)\")\n", "clean")
    swift(k, "form-feed-after-equals", "var total = 0.0\ntotal =\x0c 2\nText(\"\\(total)\")\n", "clean")
    text = "var total = 0.0\ntotal \x1d= 1\nText(\"\\(total)\")\n"
    swift(k, "group-separator-before-equals", text, SYNTAX, at=position(text, "\x1d"))
    md(k, "vertical-tab-in-fence", "# VT\n\n```swift\nvar n = 1\nn \x0b= 2\nText(\"\\(n)\")\n```\n", "clean")
    overflow_traps(k)
    memory_bombs(k)
    swift(k, "self-referencing-let", "let x = x + 1\nText(\"\\(x)\")\n", UNKNOWN_NAME)
    swift(k, "state-self-reference", "struct V: View {\n    @State var a: Int = 1\n    var body: some View { Text(\"\\(a)\").onAppear { a = a + 1 } }\n}\nV()\n", "any")


def overflow_traps(k):
    """Integer built-ins where Swift traps (issue #17): these killed the process with SIGILL or
    gave a result Swift never does; each is a runtime error at the operation."""
    def trap(name, text, needle):
        swift(k, name, text, RUNTIME, at=position(text, needle))
    trap("range-count-past-int-max", "Text(\"\\((-1..<Int.max).count)\")\n", ".count")
    trap("range-count-from-int-min", "let n = (Int.min..<0).count\nText(\"\\(n)\")\n", ".count")
    trap("closed-range-count-to-int-max", "let n = (0...Int.max).count\nText(\"\\(n)\")\n", ".count")
    trap("closed-range-count-int-min-to-max", "Text(\"\\((Int.min...Int.max).count)\")\n", ".count")
    trap("range-count-in-frame", "Color.red.frame(width: CGFloat((Int.min..<Int.max).count))\n", ".count")
    trap("range-count-in-foreach", "ForEach(0..<(Int.min..<1).count, id: \\.self) { i in Text(\"\\(i)\") }\n", ".count")
    trap("range-count-reversed", "let hi = 1\nText(\"\\((5..<hi).count)\")\n", "..<")
    trap("abs-int-min", "Text(\"\\(abs(Int.min))\")\n", "abs")
    trap("abs-int-min-variable", "let m = Int.min\nlet n = abs(m)\nText(\"\\(n)\")\n", "abs")
    trap("stride-step-past-int-max", "let s = stride(from: 1, to: Int.max, by: Int.max)\nText(\"\\(s.count)\")\n", "stride")
    trap("stride-step-below-int-min", "for i in stride(from: -1, through: Int.min, by: Int.min) { print(i) }\nText(\"x\")\n", "stride")
    trap("string-radix-37", "Text(String(255, radix: 37))\n", "37")
    trap("string-radix-1", "Text(String(255, radix: 1))\n", "1)")
    trap("string-radix-negative", "Text(String(255, radix: -16))\n", "-16")
    trap("int-radix-zero", "let n = Int(\"10\", radix: 0)\nText(\"\\(n ?? 0)\")\n", "0)")
    trap("insert-past-end", "var a = [1, 2, 3]\na.insert(4, at: 9)\nText(\"\\(a)\")\n", "9)")
    trap("insert-negative-index", "var a = [1, 2, 3]\na.insert(4, at: -1)\nText(\"\\(a)\")\n", "-1)")
    trap("remove-last-empty", "var a: [Int] = []\nlet x = a.removeLast()\nText(\"\\(x)\")\n", "a.removeLast")
    trap("remove-first-empty", "var a: [String] = []\na.removeFirst()\nText(\"x\")\n", "a.removeFirst")
    trap("remove-last-too-many", "var a = [1]\na.removeLast(5)\nText(\"\\(a)\")\n", "5)")
    trap("remove-at-past-end", "var a = [1, 2]\na.remove(at: 2)\nText(\"\\(a)\")\n", "2)")
    trap("enum-raw-value-past-int-max", "enum E: Int { case a = 9223372036854775807, b }\nText(\"\\(E.b.rawValue)\")\n", ".rawValue")
    trap("int-of-double-past-int-max", "let n = Int(9.3e18)\nText(\"\\(n)\")\n", "Int(")
    # What Swift does compute, exactly, where the old built-ins rounded through Double or clamped.
    swift(k, "closed-range-to-int-max-array", "Text(\"\\(Array(Int.max - 2...Int.max).count)\")\n", "clean")
    swift(k, "stride-through-int-max", "Text(\"\\(Array(stride(from: Int.max - 2, through: Int.max, by: 1)).count)\")\n", "clean")
    swift(k, "abs-and-max-of-huge-ints", "Text(\"\\(abs(Int.min + 1)) \\(max(Int.max, 0))\")\n", "clean")
    swift(k, "string-radix-16", "Text(String(255, radix: 16, uppercase: true))\n", "clean")
    swift(k, "for-closed-range-ending-at-int-max", "for i in Int.max - 3...Int.max { print(i) }\nText(\"x\")\n", "clean")


def memory_bombs(k):
    """Strings and collections that each fit the length limit but together take gigabytes
    (issue #17): the per-block memory budget stops them; a description or join that would pass
    the length limit is refused before it is built."""
    bomb = "let a = Array(repeating: String(repeating: \"A\", count: 99_990), count: 99_990)\n"
    swift(k, "memory-bomb-alone", bomb + "Text(\"\\(a.count)\")\n", "clean")
    swift(k, "memory-bomb-map-concatenate", bomb + "let b = a.map { $0 + \"!\" }\nText(\"\\(b.count)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-map-lowercased", bomb + "let b = a.map { $0.lowercased() }\nText(\"\\(b.count)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-map-interpolated", bomb + "let b = a.map { \"\\($0)\" }\nText(\"\\(b.count)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-described", bomb + "Text(\"\\(a)\")\n", LENGTH)
    swift(k, "memory-bomb-string-describing", bomb + "Text(String(describing: a))\n", LENGTH)
    swift(k, "memory-bomb-joined", bomb + "Text(a.joined())\n", LENGTH)
    swift(k, "memory-bomb-joined-separator", bomb + "Text(a.joined(separator: \", \"))\n", LENGTH)
    swift(k, "memory-bomb-append-loop", "let line = String(repeating: \"x\", count: 90_000)\nvar parts: [String] = []\nfor i in 0..<100_000 {\n    parts.append(line + \"\\(i)\")\n}\nText(\"\\(parts.count)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-uppercased-loop", "let line = String(repeating: \"x\", count: 90_000)\nvar n = 0\nfor _ in 0..<100_000 {\n    n += line.uppercased().count\n}\nText(\"\\(n)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-split", "let line = String(repeating: \"a \", count: 45_000)\nlet parts = (0..<10_000).map { _ in line.split(separator: \" \") }\nText(\"\\(parts.count)\")\n", either(MEMORY, TIME))
    swift(k, "memory-bomb-dictionary-keys", "var d: [Int: Int] = [:]\nfor i in 0..<50_000 { d[i] = i }\nlet k = (0..<100_000).map { _ in d.keys }\nText(\"\\(k.count)\")\n", either(MEMORY, STEPS, TIME))
    swift(k, "memory-bomb-replacing", "let s = String(repeating: \"a\", count: 60_000)\nText(s.replacingOccurrences(of: \"a\", with: \"aaaa\"))\n", LENGTH)
    swift(k, "memory-bomb-text-runs", "var t = Text(\"ab\")\nfor _ in 0..<15 { t = t + t }\nlet all = (0..<1_000).map { _ in t + t }\nText(\"\\(all.count)\")\n", either(MEMORY, TIME))
    page = "# Twenty bombs\n\n" + "".join(fenced(bomb + "let b%d = a.map { $0 + \"%d\" }" % (i, i)) + "\n" for i in range(20))
    md(k, "memory-bombs-twenty-blocks", page, either(MEMORY, TIME))


# MARK: values — invalid numbers reach the layout engine, which clamps and reports them
# (LayoutEngine's ValueValidator): lengths past 1e9 are clamped (TOO_LARGE), NaN and infinite
# lengths, priorities and drawing values are INVALID_VALUE, a fixed font size must be positive.
# `any` marks values SwiftUI takes without a word (opacity above 1, line limits, huge font sizes,
# colour components): only the invariants are checked.

def values():
    k = "values"
    frames = [
        ("frame-width-1e308", ".frame(width: 1e308)", TOO_LARGE),
        ("frame-width-greatest", ".frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)", TOO_LARGE),
        ("frame-width-infinity", ".frame(width: .infinity)", INVALID_FRAME),
        ("frame-height-infinity", ".frame(height: .infinity)", INVALID_FRAME),
        ("frame-width-nan", ".frame(width: .nan)", INVALID_FRAME),
        ("frame-width-double-nan", ".frame(width: Double.nan, height: CGFloat.nan)", INVALID_FRAME),
        ("frame-width-negative", ".frame(width: -10, height: -1e308)", INVALID_FRAME),
        ("frame-width-minus-infinity", ".frame(width: -.infinity)", INVALID_FRAME),
        ("frame-zero-over-zero", ".frame(width: 0.0 / 0.0)", INVALID_FRAME),
        ("frame-one-over-zero", ".frame(width: 1.0 / 0.0)", INVALID_FRAME),
        ("frame-min-greater-than-max", ".frame(minWidth: 300, maxWidth: 100)", CONTRADICTORY),
        ("frame-min-infinity", ".frame(minWidth: .infinity)", INVALID_FRAME),
        ("frame-ideal-nan", ".frame(idealWidth: .nan, idealHeight: .infinity)", INVALID_FRAME),
        ("frame-max-nan", ".frame(maxWidth: .nan, maxHeight: .nan)", INVALID_FRAME),
        ("frame-max-negative", ".frame(maxWidth: -1e9)", "any"),
        ("frame-all-1e308", ".frame(minWidth: 1e308, idealWidth: 1e308, maxWidth: 1e308, minHeight: 1e308, idealHeight: 1e308, maxHeight: 1e308)", TOO_LARGE),
        ("frame-max-infinity-min-huge", ".frame(minWidth: 1e300, maxWidth: .infinity)", TOO_LARGE),
        ("padding-negative-huge", ".padding(-1e9)", "any"),
        ("padding-infinity", ".padding(.infinity)", INVALID_VALUE),
        ("padding-nan", ".padding(.nan)", INVALID_VALUE),
        ("padding-edges-nan", ".padding(.horizontal, .nan)", INVALID_VALUE),
        ("padding-insets-mixed", ".padding(EdgeInsets(top: .nan, leading: .infinity, bottom: -1e308, trailing: 1e308))", INVALID_VALUE),
        ("offset-nan", ".offset(x: .nan, y: .infinity)", INVALID_VALUE),
        ("offset-huge", ".offset(x: 1e308, y: -1e308)", TOO_LARGE),
        ("position-infinity", ".position(x: .infinity, y: .nan)", INVALID_VALUE),
        ("aspect-ratio-zero", ".aspectRatio(0, contentMode: .fit)", INVALID_VALUE),
        ("aspect-ratio-negative", ".aspectRatio(-1, contentMode: .fill)", INVALID_VALUE),
        ("aspect-ratio-nan", ".aspectRatio(.nan, contentMode: .fit)", INVALID_VALUE),
        ("aspect-ratio-infinity", ".aspectRatio(.infinity, contentMode: .fit)", INVALID_VALUE),
        ("opacity-nan", ".opacity(.nan)", INVALID_VALUE, "any"),
        ("opacity-huge", ".opacity(1e308)", "any"),
        ("scale-nan", ".scaleEffect(.nan)", INVALID_VALUE),
        ("scale-infinity", ".scaleEffect(.infinity)", INVALID_VALUE),
        ("scale-zero", ".scaleEffect(0)", "any"),
        ("rotation-infinity", ".rotationEffect(.degrees(.infinity))", INVALID_VALUE),
        ("rotation-nan", ".rotationEffect(.radians(.nan))", INVALID_VALUE),
        ("corner-radius-nan", ".cornerRadius(.nan)", INVALID_VALUE),
        ("corner-radius-infinity", ".cornerRadius(.infinity)", INVALID_VALUE),
        ("border-width-infinity", ".border(Color.red, width: .infinity)", INVALID_VALUE),
        ("border-width-nan", ".border(Color.red, width: .nan)", INVALID_VALUE),
        ("shadow-radius-infinity", ".shadow(radius: .infinity)", INVALID_VALUE),
        ("shadow-nan", ".shadow(color: .black, radius: .nan, x: .nan, y: .infinity)", INVALID_VALUE),
        ("blur-nan", ".blur(radius: .nan)", APPEARANCE_NOT_DRAWN),
        ("blur-huge", ".blur(radius: 1e308)", APPEARANCE_NOT_DRAWN),
        ("layout-priority-nan", ".layoutPriority(.nan)", INVALID_VALUE),
        ("layout-priority-infinity", ".layoutPriority(.infinity)", INVALID_VALUE),
        ("font-size-nan", ".font(.system(size: .nan))", INVALID_FONT_SIZE, "any"),
        ("font-size-zero", ".font(.system(size: 0))", INVALID_FONT_SIZE, "any"),
        ("font-size-negative", ".font(.system(size: -20))", INVALID_FONT_SIZE, "any"),
        ("font-size-huge", ".font(.system(size: 1e308))", TOO_LARGE, "any"),
        ("font-size-infinity", ".font(.system(size: .infinity))", INVALID_FONT_SIZE, "any"),
        ("line-limit-negative", ".lineLimit(-1)", INVALID_VALUE),
        ("line-limit-zero", ".lineLimit(0)", INVALID_VALUE),
        ("line-limit-int-max", ".lineLimit(Int.max)", "any"),
        ("line-spacing-nan", ".lineSpacing(.nan)", "any"),
        ("line-spacing-huge", ".lineSpacing(1e308)", "any"),
        ("kerning-nan", ".kerning(.nan)", "any"),
        ("tracking-infinity", ".tracking(.infinity)", "any"),
        ("minimum-scale-nan", ".minimumScaleFactor(.nan)", INVALID_VALUE),
        ("minimum-scale-negative", ".minimumScaleFactor(-5)", INVALID_VALUE),
        ("fixed-size-huge-font", ".font(.system(size: 1e6)).fixedSize()", "any"),
        ("alignment-guide-nan", ".alignmentGuide(.leading) { _ in .nan }", "any"),
        ("alignment-guide-infinity", ".alignmentGuide(HorizontalAlignment.center) { d in d.width * .infinity }", "any"),
    ]
    # A fourth field is the in-stack expectation when it differs: on `Color.blue`, `opacity` sets
    # the colour's alpha (not a drawing effect) and a font reaches no text.
    for name, modifier, expect, *in_stack in frames:
        swift(k, name, "Text(\"Hello, World!\")\n    " + modifier + "\n", expect)
        swift(k, name + "-in-stack", "HStack(spacing: 8) {\n    Color.blue" + modifier + "\n    Text(\"Sibling\")\n    Spacer()\n}\n", in_stack[0] if in_stack else expect)
    stacks = [
        ("spacing-nan", "VStack(spacing: .nan) { Text(\"a\"); Text(\"b\") }", INVALID_VALUE),
        ("spacing-infinity", "HStack(spacing: .infinity) { Text(\"a\"); Text(\"b\") }", INVALID_VALUE),
        ("spacing-negative-huge", "VStack(spacing: -1e9) { Text(\"a\"); Text(\"b\") }", "any"),
        ("spacing-1e308", "HStack(spacing: 1e308) { Text(\"a\"); Text(\"b\"); Text(\"c\") }", TOO_LARGE),
        ("spacer-min-length-infinity", "HStack { Spacer(minLength: .infinity); Text(\"a\") }", INVALID_VALUE),
        ("spacer-min-length-nan", "HStack { Spacer(minLength: .nan); Text(\"a\") }", INVALID_VALUE),
        ("spacer-min-length-negative", "VStack { Spacer(minLength: -1e9); Text(\"a\") }", "any"),
        ("color-components-nan", "Color(red: .nan, green: .infinity, blue: -1e308)", "any"),
        ("color-white-huge", "Color(white: 1e308, opacity: .nan)", "any"),
        ("color-hue-nan", "Color(hue: .nan, saturation: 2, brightness: -1)", "any"),
        ("gradient-nan-points", "LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: .nan, y: 0), endPoint: UnitPoint(x: .infinity, y: 1))", "any"),
        ("gradient-stops-nan", "LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)], startPoint: .top, endPoint: .bottom)", "any"),
        ("radial-gradient-infinity", "RadialGradient(colors: [.red, .blue], center: .center, startRadius: .nan, endRadius: .infinity)", "any"),
        ("rounded-rectangle-nan", "RoundedRectangle(cornerRadius: .nan).fill(.red)", "any"),
        ("rounded-rectangle-infinity", "RoundedRectangle(cornerRadius: .infinity).stroke(.red, lineWidth: .infinity)", "any"),
        ("circle-stroke-nan", "Circle().stroke(Color.red, lineWidth: .nan)", "any"),
        ("capsule-inset-nan", "Capsule().inset(by: .nan).fill(.blue)", "any"),
        ("image-resizable-nan-ratio", "Image(systemName: \"star\").resizable().aspectRatio(.nan, contentMode: .fit)", INVALID_VALUE),
        ("geometry-reader-nan", "GeometryReader { proxy in Color.red.frame(width: proxy.size.width * .nan) }", "any"),
        ("geometry-reader-divide-zero", "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 0) }", "any"),
        ("grid-nan-spacing", "Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) { GridRow { Text(\"a\"); Text(\"b\") } }", "any"),
        ("zstack-huge-children", "ZStack {\n    Color.red.frame(width: 1e308, height: 1e308)\n    Color.blue.frame(width: -1e308, height: .nan)\n}", INVALID_FRAME),
        ("nested-huge-frames", "VStack {\n    HStack { Color.red.frame(width: 1e300) ; Color.red.frame(width: 1e300) }\n    HStack { Color.red.frame(width: 1e300) ; Color.red.frame(width: 1e300) }\n}.frame(width: 1e300)", "any"),
        ("fixed-size-infinite-text", "Text(\"<<<REPEATlong text REPEAT>>>\").fixedSize()", "any"),
        ("frame-from-int-max", "Color.red.frame(width: CGFloat(Int.max), height: CGFloat(Int.min))", INVALID_FRAME),
        # The evaluator types `1 / 0` as Int even when annotated CGFloat, so it reports a division by zero.
        ("frame-from-division", "let w: CGFloat = 1 / 0\nColor.red.frame(width: w)", "any"),
        ("frame-from-double-division", "let w = 1.0 / 0.0\nColor.red.frame(width: w)", INVALID_FRAME),
    ]
    for name, code, expect in stacks:
        repeat = 2000 if "<<<REPEAT" in code else None
        swift(k, name, code + "\n", expect, repeat)


# MARK: strings — hostile text must come out escaped, never as markup, never as XML-breaking bytes.

HOSTILE = [
    ("script-breakout", "</text><script>alert(1)</script>"),
    ("script-plain", "<script>alert(1)</script>"),
    ("script-uppercase", "<SCRIPT>alert(1)</SCRIPT>"),
    ("svg-onload", "<svg onload=alert(1)>"),
    ("cdata-end", "]]>"),
    ("cdata-full", "<![CDATA[<script>alert(1)</script>]]>"),
    ("comment", "<!-- --><script>alert(1)</script>"),
    ("double-quotes", "\\\"\\\"\\\" onmouseover=\\\"alert(1)"),
    ("single-quotes", "''' onmouseover='alert(1)"),
    ("ampersands", "& &amp; &lt; &#60; &#x3c; &"),
    ("entity-like", "&script;&lt;script&gt;"),
    ("title-breakout", "</title><script>alert(1)</script>"),
    ("style-breakout", "</style><script>alert(1)</script>"),
    ("attribute-breakout", "\\\" /><script>alert(1)</script><x a=\\\""),
    ("nul", "a\\u{0}b"),
    ("c0-controls", "".join("\\u{%X}" % c for c in range(0, 32))),
    ("del-and-c1", "\\u{7F}\\u{80}\\u{85}\\u{9F}"),
    ("bell-escape", "\\u{7}\\u{1B}[31mred\\u{1B}[0m"),
    ("noncharacters", "\\u{FFFE}\\u{FFFF}\\u{1FFFE}\\u{10FFFF}"),
    ("rtl-override", "\\u{202E}txt.exe\\u{202C}"),
    ("bidi-isolates", "\\u{2066}a\\u{2067}b\\u{2068}c\\u{2069}"),
    ("zero-width", "a\\u{200B}b\\u{200C}c\\u{200D}d\\u{FEFF}e"),
    ("emoji-zwj-family", "👨\u200d👩\u200d👧\u200d👦"),
    ("emoji-flags", "🇺🇸🇬🇧🇯🇵🏳️\u200d🌈"),
    ("emoji-skin-tones", "👋🏻👋🏼👋🏽👋🏾👋🏿"),
    ("emoji-keycaps", "1️⃣#️⃣*️⃣"),
    ("combining-zalgo", "Z" + R("\u0301\u0316\u0327"), 300),
    ("hangul-jamo", R("\u1100\u1161\u11a8"), 100),
    ("arabic", "مرحبا بالعالم"),
    ("hebrew-mixed", "abc אבג 123"),
    ("cjk", "漢字かなカナ한국어"),
    ("tab-and-newlines", "a\\tb\\nc\\r\\nd\\re"),
    ("line-separators", "a\\u{2028}b\\u{2029}c\\u{85}d"),
    ("replacement-character", "\\u{FFFD}\\u{FFFD}"),
    ("private-use", "\\u{E000}\\u{F8FF}\\u{F0000}"),
    ("backslashes", "\\\\\\\\\\\\\\\\"),
    ("markdown-link-javascript", "[click](javascript:alert(1))"),
    ("markdown-bold-script", "**<script>alert(1)</script>**"),
    ("markdown-unclosed", "**bold *italic `code ~~strike"),
    ("markdown-nested-emphasis", R("*_") + "x" + R("_*"), 2000),
    ("markdown-star-storm", R("*"), 5000),
    ("markdown-bracket-storm", R("[") + R("]("), 5000),
    ("percent-format", "%@ %s %n %x %1$@"),
    ("interpolation-like", "\\\\(1 + 1)"),
]


def hostile_strings():
    k = "strings"
    for name, literal, *count in HOSTILE:
        repeat = count[0] if count else None
        swift(k, "text-" + name, 'Text("' + literal + '")\n', "clean", repeat)
        swift(k, "verbatim-" + name, 'Text(verbatim: "' + literal + '")\n    .font(.title)\n', "clean", repeat)
        swift(k, "label-" + name, 'VStack {\n    Label("' + literal + '", systemImage: "' + literal + '")\n    Button("' + literal + '") { }\n}\n', "clean", repeat)
    swift(k, "image-symbol-script", 'Image(systemName: "\\"></title><script>alert(1)</script>")\n', "clean")
    swift(k, "navigation-title-script", 'NavigationStack {\n    Text("x").navigationTitle("</title><script>alert(1)</script>")\n}\n', "any")
    swift(k, "preview-name-script", '#Preview("</figcaption><script>alert(1)</script>") {\n    Text("x")\n}\n', "clean")
    swift(k, "raw-string", 'Text(#"</text><script>alert("1")</script>"#)\n', "clean")
    swift(k, "multiline-string", 'Text("""\n    </text>\n    <script>alert(1)</script>\n    ]]>\n    """)\n', "clean")
    swift(k, "interpolated-script", 'let tag = "script"\nText("<\\(tag)>alert(1)</\\(tag)>")\n', "clean")
    swift(k, "string-concatenated-script", 'Text("<scr" + "ipt>" + "alert(1)" + "</scr" + "ipt>")\n', "clean")
    swift(k, "text-field-script", 'TextField("<script>", text: .constant("</text><script>alert(1)</script>"))\n', "any")
    swift(k, "toggle-script", 'Toggle("<script>alert(1)</script>", isOn: .constant(true))\n', "any")
    swift(k, "picker-script", 'Picker("<b>", selection: .constant(0)) {\n    Text("</text><script>").tag(0)\n}\n', "any")
    swift(k, "lone-surrogate-escape", 'Text("\\u{D800}")\n', SYNTAX)
    swift(k, "lone-low-surrogate-escape", 'Text("a\\u{DFFF}b")\n', SYNTAX)
    swift(k, "scalar-above-max-escape", 'Text("\\u{110000}")\n', SYNTAX)
    swift(k, "scalar-escape-huge", 'Text("\\u{FFFFFFFFFFFF}")\n', SYNTAX)
    swift(k, "scalar-escape-empty", 'Text("\\u{}")\n', SYNTAX)
    swift(k, "unknown-escape", 'Text("\\q")\n', SYNTAX)
    swift(k, "unterminated-string", 'Text("</text><script>\n', SYNTAX)
    swift(k, "unterminated-multiline", 'Text("""\n<script>\n', SYNTAX)
    swift(k, "string-60kb", 'Text("<<<REPEAT<script>&amp;]]>\\u{1} REPEAT>>>")\n', "clean", repeat=2400)
    swift(k, "string-60kb-no-spaces", 'Text("<<<REPEATabcdefghij&<>REPEAT>>>")\n', "clean", repeat=4600)
    swift(k, "string-60kb-verbatim-narrow", 'Text(verbatim: "<<<REPEATword REPEAT>>>")\n    .frame(width: 40)\n', "clean", repeat=12000)
    swift(k, "string-combining-60kb", 'Text("a<<<REPEAT\u0301REPEAT>>>")\n', "clean", repeat=30000)
    swift(k, "string-newlines-60kb", 'Text("<<<REPEATx\\nREPEAT>>>")\n', "clean", repeat=20000)
    swift(k, "code-comment-script", '// </text><script>alert(1)</script>\n/* ]]> */\nText("x")\n', "clean")
    swift(k, "identifier-unicode", 'let ｓｃｒｉｐｔ = "<script>"\nText(ｓｃｒｉｐｔ)\n', "clean")
    swift(k, "identifier-rtl", 'let \u202eabc = 1\nText("x")\n', "any")
    # The same strings in Markdown prose and code.
    for name, literal, *_ in HOSTILE[:20]:
        text = literal.replace('\\"', '"').replace("\\\\", "\\")
        md(k, "md-prose-" + name, "# " + text + "\n\n" + text + "\n\n`" + text + "`\n", "clean")
        md(k, "md-swift-" + name, fenced('Text("' + literal + '")'), "clean")


# MARK: front-matter — YAML from anyone: bombs, depth, wrong types.

def front_matter():
    k = "front-matter"

    def fm(name, yaml, expect, body="# Body\n", repeat=None):
        md(k, name, "---\n" + yaml + "---\n" + body, expect, repeat)

    laughs = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        laughs += "%s: &%s [*%s,*%s,*%s,*%s,*%s,*%s,*%s,*%s,*%s]\n" % ((name, name) + (prev,) * 9)
    fm("billion-laughs", laughs, FM_UNKNOWN)
    fm("billion-laughs-as-title", laughs.replace("i: &i", "title: &i"), [FM_UNKNOWN, FM_VALUE])
    fm("billion-laughs-as-preview", laughs.replace("i: &i", "preview: &i"), [FM_UNKNOWN, FM_VALUE])
    fm("billion-laughs-as-key", laughs + "? *i\n: x\n", FM_YAML)
    fm("billion-laughs-merge", "a: &a {x: 1, y: 2}\nb: &b {<<: [*a, *a, *a]}\nc: &c {<<: [*b, *b, *b]}\npreview:\n  <<: *c\n", [FM_UNKNOWN])
    fm("alias-self-reference", "a: &a [*a]\n", FM_YAML)
    fm("alias-undefined", "title: *nothing\n", FM_YAML)
    fm("anchor-redefined", "a: &x 1\nb: &x 2\ntitle: *x\n", FM_UNKNOWN)
    fm("deep-flow-sequences", "title: " + R("[") + R("]") + "\n", "any", repeat=10000)
    fm("deep-flow-mappings", "title: " + R("{a: ") + "1" + R("}") + "\n", "any", repeat=5000)
    fm("deep-block-mappings", "".join("  " * i + "k%d:\n" % i for i in range(120)) + "  " * 120 + "v\n", "any")
    fm("deep-block-sequences", "".join("  " * i + "-\n" for i in range(120)), "any")
    fm("unclosed-flow", "title: [a, b\n", FM_YAML)
    fm("huge-title", "title: <<<REPEATlong title REPEAT>>>\n", "clean", repeat=100000)
    fm("huge-key", "<<<REPEATkREPEAT>>>: 1\n", "any", repeat=100000)
    fm("many-keys", "".join("key%d: %d\n" % (i, i) for i in range(300)) + R("? [k]\n: v\n"), [FM_YAML], repeat=5000)
    fm("title-list", "title: [1, 2]\n", FM_VALUE)
    fm("title-mapping", "title: {a: 1}\n", FM_VALUE)
    fm("title-null", "title:\n", "any")
    fm("title-script", "title: \"</title><script>alert(1)</script>\"\nsummary: '<img src=x onerror=alert(1)>'\n", "clean")
    fm("title-control", "title: \"a\\x01b\\x00c\\u202e\"\n", "any")
    fm("order-text", "order: first\n", FM_VALUE)
    fm("order-float", "order: 1.5\n", FM_VALUE)
    fm("order-huge", "order: 99999999999999999999999999\n", FM_VALUE)
    fm("order-1e400", "order: 1e400\n", FM_VALUE)
    fm("order-negative", "order: -9223372036854775808\n", "any")
    fm("order-hex", "order: 0x7fffffffffffffff\n", "any")
    fm("draft-maybe", "draft: maybe\n", FM_VALUE)
    fm("draft-list", "draft: [true]\n", FM_VALUE)
    fm("preview-scalar", "preview: 5\n", FM_VALUE)
    fm("preview-list", "preview: [width, 320]\n", FM_VALUE)
    fm("preview-width-negative", "preview:\n  width: -1\n", FM_VALUE)
    fm("preview-width-nan", "preview:\n  width: .nan\n", FM_VALUE)
    fm("preview-width-inf", "preview:\n  width: .inf\n", FM_VALUE)
    fm("preview-width-1e400", "preview:\n  width: 1e400\n", FM_VALUE)
    fm("preview-width-1e308", "preview:\n  width: 1e308\n", "any", body="```swift\nText(\"x\")\n```\n")
    fm("preview-height-tiny", "preview:\n  height: 1e-300\n", "any", body="```swift\nText(\"x\")\n```\n")
    fm("preview-width-text", "preview:\n  width: wide\n", FM_VALUE)
    fm("preview-widths-reversed", "preview:\n  widths: 500...100\n", FM_VALUE)
    fm("preview-widths-garbage", "preview:\n  widths: ......\n", FM_VALUE)
    fm("preview-widths-billion", "preview:\n  widths: 1...1000000000\n", FM_VALUE)
    fm("preview-frames-yes", "preview:\n  frames: yes\n", FM_VALUE)
    fm("preview-nested", "preview:\n  width:\n    deep: 1\n", FM_VALUE)
    fm("preview-unknown", "preview:\n  colour: red\n", FM_UNKNOWN)
    fm("tabs-indentation", "preview:\n\twidth: 320\n", FM_YAML)
    fm("tabs-in-values", "title:\tTabbed\ttitle\n", "any")
    fm("duplicate-keys", "title: a\ntitle: b\n", FM_YAML)
    fm("yaml-python-tag", "title: !!python/object/apply:os.system ['echo pwned']\n", "any")
    fm("yaml-binary-tag", "title: !!binary aGVsbG8=\n", "any")
    fm("yaml-custom-tag", "title: !custom x\n", "any")
    fm("yaml-directive", "%YAML 1.1\n---\ntitle: x\n", "any")
    fm("yaml-multiple-documents", "title: a\n---\ntitle: b\n", "any")
    fm("yaml-complex-key", "? [a, b]\n: c\n", FM_YAML)
    fm("yaml-null-key", "~: x\n", FM_UNKNOWN)
    fm("yaml-control-character", "title: a\x01b\n", FM_YAML)
    fm("yaml-only-comment", "# just a comment\n", "clean")
    fm("yaml-scalar-document", "just a string\n", FM_NOT_MAPPING)
    fm("yaml-sequence-document", "- a\n- b\n", FM_NOT_MAPPING)
    fm("yaml-block-scalar", "title: |\n  </title>\n  <script>alert(1)</script>\n", "clean")
    fm("yaml-anchors-everywhere", "&a title: &b x\nsummary: *b\n", "any")
    md(k, "dashes-only", "---\n", FM_UNTERMINATED)
    md(k, "dashes-twice", "---\n---\n", "clean")
    md(k, "dashes-then-dots", "---\n...\n", "clean")
    md(k, "dashes-no-newline", "---", FM_UNTERMINATED)
    md(k, "unterminated-with-body", "---\ntitle: x\n# Body\n", FM_UNTERMINATED)
    md(k, "four-dashes", "----\ntitle: x\n----\n", "clean")
    md(k, "dashes-with-trailing-spaces", "--- \t\ntitle: x\n---  \n# Body\n", "clean")
    md(k, "bom-front-matter", "\ufeff---\ntitle: x\n---\n# Body\n", "clean")
    md(k, "crlf-front-matter", "---\r\ntitle: x\r\n---\r\n# Body\r\n", "clean")
    md(k, "cr-only-front-matter", "---\rtitle: x\r---\r# Body\r", "any")
    md(k, "front-matter-later-in-file", "# Body\n\n---\ntitle: x\n---\n", "clean")
    md(k, "thousands-of-dashes-lines", R("---\n"), "any", repeat=5000)


# MARK: fences — hostile fence options.

def fences():
    k = "fences"
    body = 'Text("x")'
    cases = [
        ("width-nan", "swift width=nan", FENCE_VALUE),
        ("width-inf", "swift width=inf", FENCE_VALUE),
        ("width-negative", "swift width=-320", FENCE_VALUE),
        ("width-zero", "swift width=0", FENCE_VALUE),
        ("width-1e400", "swift width=1e400", FENCE_VALUE),
        ("width-1e308", "swift width=1e308", "any"),
        ("width-tiny", "swift width=1e-300", "any"),
        ("height-fit-and-huge", "swift height=1e308", "any"),
        ("height-garbage", "swift height=tall", FENCE_VALUE),
        ("widths-reversed", "swift widths=400...100", FENCE_VALUE),
        ("widths-nan", "swift widths=nan...inf", FENCE_VALUE),
        ("widths-billion", "swift widths=1...1000000000", FENCE_VALUE, None, ("1...", 1)),
        ("widths-hundred-thousand", "swift widths=1...100000", FENCE_VALUE, None, ("1...", 1)),
        ("widths-below-one", "swift widths=0.5...100", FENCE_VALUE),
        ("frames-maybe", "swift frames=maybe", FENCE_VALUE),
        ("unknown-option", "swift colour=red", FENCE_UNKNOWN, None, ("colour", 1)),
        ("duplicate-option", "swift width=100 width=200", FENCE_DUPLICATE, None, ("width", 2)),
        ("unterminated-quote", "swift name=\"never closed", FENCE_MALFORMED),
        ("quote-then-text", "swift name=\"a\"b", FENCE_MALFORMED),
        ("name-script", "swift name=\"</figcaption><script>alert(1)</script>\"", "clean"),
        ("name-escapes", "swift name=\"\\\\\\\"\\\\\"", FENCE_MALFORMED),
        ("flag-with-value", "swift hidden=yes", FENCE_VALUE),
        ("empty-value", "swift width=", FENCE_VALUE),
        ("equals-only", "swift =", FENCE_UNKNOWN),
        ("many-options", "swift " + R("o=1 "), FENCE_UNKNOWN, 2000),
        ("huge-info", "swift name=" + R("x"), "clean", 100000),
        ("control-in-info", "swift name=a\x01b", "clean"),
        ("tab-separated", "swift\twidth=200\theight=fit", "clean"),
        ("no-preview-and-hidden", "swift hidden no-preview", "clean"),
        ("language-script", "<script>alert(1)</script>", "any"),
    ]
    # Optional fourth and fifth fields: the repeat count, and the option (and which occurrence of
    # it) the diagnostic points at, since fence problems are reported at their option's column.
    for name, info, expect, *rest in cases:
        text = "```" + info + "\n" + body + "\n```\n"
        at = position(text, *rest[1]) if len(rest) > 1 else None
        md(k, name, text, expect, rest[0] if rest else None, at=at)


# MARK: assets — image names never reach the file system: anything not in the asset table is a
# missing asset, whatever it looks like.

def assets():
    k = "assets"
    names = [
        ("parent-traversal", "../../etc/passwd"),
        ("deep-traversal", "../" * 50 + "etc/shadow"),
        ("absolute-path", "/etc/passwd"),
        ("windows-traversal", "..\\\\..\\\\windows\\\\win.ini"),
        ("file-url", "file:///etc/passwd"),
        ("percent-encoded", "%2e%2e/%2e%2e/etc/passwd"),
        ("home", "~/.ssh/id_rsa"),
        ("inside-then-out", "photo/../../secret"),
        ("dot", "."),
        ("dot-dot", ".."),
        ("empty", ""),
        ("nul", "photo\\u{0}.png"),
        ("http-url", "https://evil.example/x.png"),
        ("javascript-url", "javascript:alert(1)"),
        ("script-name", "\\\"><script>alert(1)</script>"),
        ("proc-self", "/proc/self/environ"),
        ("dev-zero", "/dev/zero"),
    ]
    for name, asset in names:
        swift(k, name, 'Image("' + asset + '")\n', MISSING_IMAGE)
        swift(k, name + "-resizable", 'Image("' + asset + '")\n    .resizable()\n    .frame(width: 50, height: 50)\n', MISSING_IMAGE)
    swift(k, "decorative-traversal", 'Image(decorative: "../../etc/passwd")\n', MISSING_IMAGE)
    swift(k, "label-image-traversal", 'Label("x", image: "../../etc/passwd")\n', "any")
    swift(k, "known-asset", 'Image("photo")\n', "clean")


# MARK: commands — the `fieldguide` executable as a user runs it (see the module docstring).

# Characters `ShellWord` leaves unquoted.
SHELL_PLAIN = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./@%+=:,-")


def command(name, arguments, expect="any", at=None, **fields):
    spec = dict(arguments=arguments, **fields)
    add("commands", name + ".json", json.dumps(spec, indent=1, sort_keys=True) + "\n", expect, at=at)


def commands():
    broken = 'VStack {\n    Txt("a")\n}\n'
    # `layout` prints its diagnostics on standard error in every format (issue 17, item 13); SVG
    # and tree print nothing else when there is no preview.
    for format in ["json", "svg", "tree"]:
        command("layout-" + format + "-diagnostics-on-stderr", ["layout", "-", "--format", format], UNKNOWN_VIEW,
                at=position(broken, "Txt"), stdin=broken, status=1, stderr=["<stdin>:2:5: note: did you mean 'Text'?"])
    for format in ["svg", "tree"]:
        command("layout-" + format + "-syntax-error-prints-no-empty-line", ["layout", "-", "--format", format], SYNTAX,
                stdin="let x = (\n", status=1, stdout="")
    # Standard input past the evaluator's 64 KB is refused after reading one byte more (item 17).
    head = 'Text("x")\n//'
    command("layout-stdin-256mb", ["layout", "-", "--format", "svg"], SIZE, at=(1, 1),
            stdin=head, padding=256 << 20, status=1, stdout="", maximumInputTaken=4 << 20)
    command("layout-stdin-one-byte-over", ["layout", "-"], SIZE, at=(1, 1),
            stdin=head, padding=MAX_SOURCE_BYTES - len(head) + 1, status=1)
    # Terminal escape codes in strings are spelled out, never printed raw (item 18); every command
    # entry checks that neither stream holds a control character.
    escapes = '#Preview("\\u{1B}]0;owned\\u{7}") {\n    Text("a\\u{1B}[31mred\\u{9B}2J\\u{1B}c")\n}\n'
    for format in ["tree", "svg", "json"]:
        command("layout-" + format + "-escape-codes", ["layout", "-", "--format", format], "clean", stdin=escapes, status=0)
    # Raw control characters in a literal are a syntax error; its message quotes them, spelled out.
    command("layout-tree-raw-escape-codes", ["layout", "-", "--format", "tree"], SYNTAX, at=(1, 17),
            stdin='Text(verbatim: "\x1b[2J\x1b[H\x07")\n', status=1, stderr=["\\u{1B}[2J"])
    # `new` refuses an empty name (it scaffolded into the current folder) and names with control
    # characters, and quotes the `cd` it suggests for the shell (item 18).
    command("new-empty-name", ["new", ""], status=2, stderr=["the folder name is empty"])
    command("new-control-character", ["new", "guide\x1b[2J"], status=2, stderr=["holds a control character"])
    for name, word in [("space", "a b"), ("quote", "it's"), ("substitution", "$(touch pwned)"), ("semicolon", "x; rm -rf y"),
                       ("dash", "-rf"), ("glob", "*"), ("unicode", "guide é")]:
        quoted = "./" + word if word.startswith("-") else word
        quoted = "'" + quoted.replace("'", "'\\''") + "'" if any(c not in SHELL_PLAIN for c in quoted) else quoted
        command("new-name-" + name, ["new", "--", word], status=0, stdoutContains=["  cd " + quoted + " && fieldguide build\n"])
    command("layout-stdin-at-limit", ["layout", "-", "--format", "tree"], "clean",
            stdin=head, padding=MAX_SOURCE_BYTES - len(head), status=0)


# MARK: sites — whole content folders (see the module docstring).

def site(name, files, expect="clean", at=None, **fields):
    spec = dict(files=files, **fields)
    add("sites", name + ".json", json.dumps(spec, indent=1, sort_keys=True) + "\n", expect, at=at)


def linked(names, body=""):
    """Articles, each linking to the next as its author writes it: the file name percent-encoded."""
    files = {}
    for index, name in enumerate(names):
        target = urllib.parse.quote(names[(index + 1) % len(names)], safe="")
        files[name] = "# Page %d\n\n[next](%s)\n\n%s" % (index, target, body)
    return files


def sites():
    # Page URLs are percent-encoded wherever they are made (issue 17, item 10): sidebar, cards,
    # pager, links, canonical URL, search index, sitemap, images.
    reserved = ["01-plain.md", "07-ha#sh.md", "09-q?uery.md", "10-s p.md", "11-100%.md", "12-é.md", "13-a:b.md",
                "14-&'.md", "15-<b>.md", '16-"q".md', "17-a+b=c;d,e.md", "18-[x]{y}.md", "19-tab\there.md", "20-~!$()*.md"]
    site("reserved-characters-in-names", linked(reserved))
    site("reserved-characters-with-base-url", linked(reserved), baseURL="https://example.com/my-guide/")
    picture = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>'
    images = {"images/a b#1.svg": picture, "images/q?.svg": picture, "images/100%.svg": picture}
    body = "".join("![x](%s)\n\n```swift\nImage(\"%s\")\n```\n\n" % (urllib.parse.quote(path), path[7:-4]) for path in images)
    site("image-names-need-encoding", dict(linked(["01-images.md"], body), **images))
    site("image-names-need-encoding-with-base-url", dict(linked(["01-images.md"], body), **images), baseURL="https://example.com/g/")
    site("asset-link-with-hash", {"01-a.md": "[file](files/a%23b.txt) and [query](files/c%3Fd.txt)\n",
                                  "files/a#b.txt": "a", "files/c?d.txt": "c"})


# MARK: issue 17, second round — the inputs of items 11, 14, 16 and 18 that were still open, and
# 100 more hostile inputs of our own across every area (marked "new" below; neither issue names
# them). Each names the diagnostic it must produce.

def second_round():
    # Item 11: infinite values passed the checks that caught NaN and gave NaN frames.
    guides = [("infinity", ".infinity", INVALID_GUIDE), ("minus-infinity", "-.infinity", INVALID_GUIDE),
              ("nan", ".nan", INVALID_GUIDE), ("1e308", "1e308", TOO_LARGE), ("width-times-infinity", "d.width * .infinity", INVALID_GUIDE),
              ("width-over-zero", "d.width / 0", INVALID_GUIDE), ("greatest", ".greatestFiniteMagnitude", TOO_LARGE)]
    for name, value, expect in guides:
        code = "VStack(alignment: .leading) {\n    Text(\"a\").alignmentGuide(.leading) { d in " + value + " }\n    Text(\"b\")\n}\n"
        swift("values", "issue17-alignment-guide-" + name, code, expect)
    code = "HStack(alignment: .top) {\n    Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -.infinity }\n    Text(\"b\")\n}\n"
    swift("values", "issue17-alignment-guide-top-minus-infinity", code, INVALID_GUIDE)
    for name, size in [("1e308", "1e308"), ("1e30", "1e30"), ("greatest", ".greatestFiniteMagnitude"), ("in-text-run", "1e300")]:
        code = "Text(\"Hello\").font(.system(size: " + size + "))\n" if name != "in-text-run" else "Text(\"a\") + Text(\"b\").font(.system(size: 1e300))\n"
        swift("values", "issue17-font-size-" + name, code, TOO_LARGE)
    # Item 18: text settings SwiftUI does not document.
    for name, modifier in [("line-limit-int-min", ".lineLimit(Int.min)"), ("line-limit-zero-in-vstack", ".lineLimit(0)"),
                           ("minimum-scale-two", ".minimumScaleFactor(2)"), ("minimum-scale-minus-one", ".minimumScaleFactor(-1)"),
                           ("minimum-scale-infinity", ".minimumScaleFactor(.infinity)"), ("minimum-scale-minus-infinity", ".minimumScaleFactor(-.infinity)"),
                           ("minimum-scale-double-nan", ".minimumScaleFactor(Double.nan)")]:
        code = "VStack {\n    Text(\"A long line of text\")" + modifier + "\n}\n"
        swift("values", "issue17-" + name, code, INVALID_VALUE)
    # Item 18: messages. A run of one operator is one undeclared operator, said briefly.
    for count in [30, 5000]:
        code = "let x = " + "-" * count + "1\nText(\"\\(x)\")\n"
        swift("runaway", "issue17-unary-minus-run-%d" % count, code, TYPE_MISMATCH, at=position(code, "-"))
    swift("runaway", "issue17-not-run", "Text(!!!true ? \"a\" : \"b\")\n", TYPE_MISMATCH, at=(1, 6))
    for name, code, needle in [("to", "let s = stride(from: 0, to: 10, by: 0)\nText(\"\\(s.count)\")\n", "0)"),
                               ("through-doubles", "let s = stride(from: 0.0, through: 1.0, by: 0.0)\nText(\"\\(s.count)\")\n", "0.0)"),
                               ("in-for", "var n = 0\nfor i in stride(from: 0, to: 3, by: 0) { n += i }\nText(\"\\(n)\")\n", "0)"),
                               ("computed-zero", "let z = 1 - 1\nlet s = stride(from: 0, to: 3, by: z)\nText(\"\\(s.count)\")\n", "z)")]:
        swift("runaway", "issue17-stride-by-zero-" + name, code, RUNTIME, at=position(code, needle))
    swift("nesting", "issue17-parser-overflow-parens", "let x = " + R("(") + "1" + R(")") + "\n", SYNTAX, repeat=3000, at=(1, 74))
    swift("nesting", "issue17-endif-missing-twice", "#if os(iOS)\n#if os(macOS)\nText(\"a\")\n", SYNTAX, at=(3, 10))
    # Item 16: bidirectional controls in code are reported where they are.
    for name, code, needle in [
        ("rlo-in-string", "Text(\"user\u202e \u2066// admin\u2069 \u2066\")\n", "\u202e"),
        ("lri-in-comment", "// check access \u2066\nText(\"a\")\n", "\u2066"),
        ("rli-in-comment-hiding-code", "let isAdmin = false\n/*\u202e } \u2066if isAdmin\u2069 \u2066 begin admins only */\nText(isAdmin ? \"admin\" : \"user\")\n", "\u202e"),
        ("lre-in-string", "Text(\"a\u202ab\u202c\")\n", "\u202a"),
        ("rle-in-string", "Text(\"a\u202bb\u202c\")\n", "\u202b"),
        ("lro-in-string", "Text(\"a\u202db\u202c\")\n", "\u202d"),
        ("fsi-in-string", "Text(\"a\u2068b\u2069\")\n", "\u2068"),
        ("pdi-alone", "Text(\"a\u2069\")\n", "\u2069"),
        ("pdf-alone", "Text(\"a\u202c\")\n", "\u202c"),
        ("many", "Text(\"" + "\u202e" * 40 + "\")\n", "\u202e"),
    ]:
        swift("strings", "issue17-bidi-" + name, code, BIDI, at=position(code, needle))
    md("strings", "issue17-bidi-in-article", "# Trojan\n\n```swift\nlet role = \"user\" // \u202e\u2066 admin\u2069\u2066\nText(role)\n```\n", BIDI,
       at=position("# Trojan\n\n```swift\nlet role = \"user\" // \u202e", "\u202e"))
    swift("strings", "issue17-bidi-marks-only", "Text(\"\u05e9\u05dc\u05d5\u05dd\u200f!\u200e\u061c\")\n", "clean")
    # Item 18: libyaml's words are translated; the position stays.
    def fm(name, yaml, expect="any", at=None):
        md("front-matter", "issue17-" + name, "---\n" + yaml + "---\n# Body\n", expect, at=at)
    fm("unclosed-list", "title: [a\n", FM_YAML, at=(3, 1))
    fm("unclosed-mapping", "title: {a: b\n", FM_YAML, at=(3, 1))
    fm("unclosed-quote", "title: \"open\n", FM_YAML, at=(3, 1))
    fm("unclosed-single-quote", "title: 'open\n", FM_YAML)
    fm("tab-indentation", "title: a\n\tb: c\n", FM_YAML)
    fm("at-sign", "title: @home\n", FM_YAML, at=(2, 8))
    fm("backtick", "title: `code`\n", FM_YAML, at=(2, 8))
    fm("undefined-alias", "title: *nothing\n", FM_YAML, at=(2, 8))
    fm("unknown-escape", "title: \"a\\qb\"\n", FM_YAML)
    fm("second-colon", "title: a: b\n", FM_YAML, at=(2, 9))
    fm("list-item-in-value", "title: - a\n", "any")
    fm("misaligned-list", "tags:\n  - a\n - b\n", FM_YAML)
    fm("control-character", "title: a\x07b\n", FM_YAML)
    fm("yaml-directive", "%YAML 9.9\n---\ntitle: a\n", "any")
    fm("anchor-without-name", "title: & a\n", FM_YAML)

    # New: 100 hostile inputs of our own.
    new_markdown()
    new_fences()
    new_swift()
    new_front_matter()
    new_assets()
    new_sites_and_commands()


def new_sites_and_commands():
    # Item 14: named pipes are reported per file and the rest is built; item 18: link loops.
    sound = {"01-sound.md": "# Sound\n\nNothing wrong here.\n"}
    site("issue17-fifo-article", sound, UNREADABLE, at=(1, 1), fifos=["02-pipe.md"])
    site("issue17-fifo-asset", dict(sound, **{"images/keep.txt": "x"}), UNREADABLE, at=(1, 1), fifos=["images/pipe.svg"])
    site("issue17-link-loop-dot", sound, UNREADABLE, at=(1, 1), links={"loop": "."})
    site("issue17-link-ring", sound, UNREADABLE, at=(1, 1), links={"ring-a": "ring-b", "ring-b": "ring-a"})
    site("new-fifo-home-page", sound, UNREADABLE, at=(1, 1), fifos=["index.md"])
    site("new-link-to-parent-folder", sound, UNREADABLE, at=(1, 1), links={"up": ".."})
    site("new-link-to-own-subfolder", dict(sound, **{"images/x.txt": "x"}), UNREADABLE, at=(1, 1), links={"alias": "images"})
    site("new-link-article-to-article", dict(sound, **{"02-real.md": "# Real\n"}), "clean", links={"03-alias.md": "02-real.md"})
    site("new-fifo-and-link-loop-together", sound, UNREADABLE, at=(1, 1), fifos=["02-pipe.md", "data.csv"], links={"self": "self"})
    code = "let x = " + "-" * 5000 + "1\nText(\"\\(x)\")\n"
    command("new-layout-minus-run-message-is-short", ["layout", "-", "--format", "tree"], TYPE_MISMATCH, at=(1, 9),
            stdin=code, status=1, stderr=["(5000 × '-')"])
    command("new-layout-bidi-warning", ["layout", "-", "--format", "tree"], BIDI, at=(1, 10),
            stdin="Text(\"abc\u202e def\")\n", status=0, stderr=["U+202E (RIGHT-TO-LEFT OVERRIDE)"])


def new_markdown():
    k = "markdown"
    cases = [
        ("new-fence-inside-html-comment", "<!--\n```swift\nText(\"a\")\n-->\n```\n", "any"),
        ("new-fence-after-setext", "Title\n===\n```swift\nText(\"a\")\n```\n", "clean"),
        ("new-fence-in-table-cell", "| a |\n|---|\n| ```swift Text(\"a\") ``` |\n", "clean"),
        ("new-fence-info-backticks", "```` swift `x`\nText(\"a\")\n````\n", "any"),
        ("new-fence-closed-by-longer-tilde", "~~~swift\nText(\"a\")\n~~~~~~~~\n", "clean"),
        ("new-fence-nested-backticks", "````\n```swift\nText(\"a\")\n```\n````\n", "clean"),
        ("new-fence-indented-four", "    ```swift\n    Text(\"a\")\n    ```\n", "clean"),
        ("new-fence-unicode-language", "```swіft\nText(\"a\")\n```\n", "clean"),
        ("new-fence-crlf-swift", "```swift\r\nText(\"a\")\r\n```\r\n", "clean"),
        ("new-fence-cr-only", "```swift\rText(\"a\")\r```\r", "any"),
        ("new-unclosed-fence-after-bidi", "# A \u202e\n\n```swift\nText(\"a\")\n", UNCLOSED_FENCE),
        ("new-link-javascript-entity", "[x](jav&#x09;ascript:alert(1))\n", "clean"),
        ("new-link-data-url", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)\n", "clean"),
        ("new-image-onerror", "![x\" onerror=\"alert(1)](x.png)\n", "clean"),
        ("new-autolink-script", "<javascript:alert(1)>\n", "clean"),
        ("new-heading-only-hashes", "#######\n" * 200, "clean"),
        ("new-reference-definitions", R("[a]: <b> 'c'\n") + "[a]\n", "clean", 5000),
        ("new-emphasis-underscores", R("_") + "x" + R("_") + "\n", "any", 20000),
        ("new-html-entity-flood", R("&amp;&#0;&#x110000;") + "\n", "clean", 20000),
        ("new-nul-in-code-span", "`a\x00b`\n", "clean"),
    ]
    for name, text, expect, *repeat in cases:
        md(k, name, text, expect, repeat[0] if repeat else None)


def new_fences():
    k = "fences"
    body = 'Text("x")'
    cases = [
        ("new-width-hex", "swift width=0x140", "any"),
        ("new-width-underscore", "swift width=3_20", FENCE_VALUE),
        ("new-width-plus", "swift width=+320", "any"),
        ("new-width-unicode-digits", "swift width=３２０", FENCE_VALUE),
        ("new-width-exponent", "swift width=3.2e2", "any"),
        ("new-width-int-max", "swift width=9223372036854775807", "any"),
        ("new-widths-one-step", "swift widths=320...320", "any"),
        ("new-widths-open", "swift widths=320...", FENCE_VALUE),
        ("new-widths-half-open", "swift widths=100..<200", FENCE_VALUE),
        ("new-widths-negative", "swift widths=-100...100", FENCE_VALUE),
        ("new-widths-list-huge", "swift widths=" + R("1,"), FENCE_VALUE, 50000),
        ("new-height-negative", "swift height=-1", FENCE_VALUE),
        ("new-height-nan", "swift height=nan", FENCE_VALUE),
        ("new-name-newline-escape", "swift name=\"a\\nb\"", "any"),
        ("new-name-nul", "swift name=\"a\x00b\"", "any"),
        ("new-name-bidi", "swift name=\"\u202eevil\"", "any"),
        ("new-option-unicode-key", "swift wídth=320", FENCE_UNKNOWN),
        ("new-option-uppercase", "swift WIDTH=320", FENCE_UNKNOWN),
        ("new-option-repeated-flag", "swift hidden hidden", FENCE_DUPLICATE),
        ("new-option-only-equals-signs", "swift ======", "any"),
    ]
    for name, info, expect, *rest in cases:
        md(k, name, "```" + info + "\n" + body + "\n```\n", expect, rest[0] if rest else None)


def new_swift():
    cases = [
        ("runaway", "new-while-let-forever", "var x: Int? = 1\nwhile let y = x { x = y }\nText(\"x\")\n", either(STEPS, TIME)),
        ("runaway", "new-repeat-forever", "var n = 0\nrepeat { n += 0 } while n == 0\nText(\"x\")\n", either(STEPS, TIME)),
        ("runaway", "new-recursive-computed", "struct A { var x: Int { x } }\nText(\"\\(A().x)\")\n", either(DEPTH, STEPS, TIME)),
        ("runaway", "new-mutual-closures", "func a(_ n: Int) -> Int { b(n) }\nfunc b(_ n: Int) -> Int { a(n) }\nText(\"\\(a(1))\")\n", either(DEPTH, STEPS, TIME)),
        ("runaway", "new-string-doubling", "var s = \"ab\"\nfor _ in 0..<40 { s += s }\nText(s)\n", either(LENGTH, MEMORY, TIME)),
        ("runaway", "new-array-doubling", "var a = [1]\nfor _ in 0..<40 { a += a }\nText(\"\\(a.count)\")\n", either(LENGTH, MEMORY, STEPS, TIME)),
        ("runaway", "new-int-max-plus-one", "Text(\"\\(Int.max + 1)\")\n", RUNTIME),
        ("runaway", "new-int-min-times-minus-one", "let m = Int.min\nText(\"\\(m * -1)\")\n", RUNTIME),
        ("runaway", "new-int-min-divided-by-minus-one", "let m = Int.min\nText(\"\\(m / -1)\")\n", RUNTIME),
        ("runaway", "new-modulo-zero", "let z = 0\nText(\"\\(7 % z)\")\n", RUNTIME),
        ("runaway", "new-shift-huge", "Text(\"\\(1 << 1000)\")\n", "any"),
        ("runaway", "new-empty-array-first", "let a: [Int] = []\nText(\"\\(a[0])\")\n", RUNTIME),
        ("runaway", "new-negative-index", "let a = [1, 2]\nText(\"\\(a[-1])\")\n", RUNTIME),
        ("runaway", "new-repeating-negative", "Text(String(repeating: \"a\", count: -1))\n", RUNTIME),
        ("runaway", "new-reversed-range", "let r = 5...1\nText(\"\\(r)\")\n", RUNTIME),
        ("runaway", "new-foreach-reversed-range", "ForEach(10..<0) { i in Text(\"\\(i)\") }\n", RUNTIME),
        ("values", "new-frame-width-from-nan-sqrt", "Color.red.frame(width: (-1.0).squareRoot())\n", INVALID_FRAME),
        ("values", "new-padding-from-infinite-pow", "Text(\"a\").padding(pow(10.0, 400.0))\n", "any"),
        ("values", "new-offset-greatest", "Text(\"a\").offset(x: .greatestFiniteMagnitude)\n", TOO_LARGE),
        ("values", "new-position-minus-greatest", "Text(\"a\").position(x: -.greatestFiniteMagnitude, y: 0)\n", TOO_LARGE),
        ("values", "new-spacing-greatest", "VStack(spacing: .greatestFiniteMagnitude) { Text(\"a\"); Text(\"b\") }\n", TOO_LARGE),
        ("values", "new-aspect-ratio-tiny", "Color.red.aspectRatio(1e-300, contentMode: .fit)\n", "any"),
        ("values", "new-layout-priority-huge", "HStack { Text(\"a\").layoutPriority(1e308); Text(\"b\") }\n", "any"),
        ("values", "new-guide-in-zstack", "ZStack(alignment: .topLeading) {\n    Color.red.alignmentGuide(.top) { _ in .infinity }\n    Color.blue\n}\n", INVALID_GUIDE),
        ("values", "new-guide-trailing-nan", "VStack(alignment: .trailing) {\n    Text(\"a\").alignmentGuide(.trailing) { d in d.width * .nan }\n    Text(\"b\")\n}\n", INVALID_GUIDE),
        ("values", "new-font-size-huge-in-stack", "VStack {\n    Text(\"a\").font(.system(size: 1e200))\n    Text(\"b\")\n}\n", TOO_LARGE),
        ("values", "new-font-size-subnormal", "Text(\"a\").font(.system(size: 5e-324))\n", "any"),
        ("values", "new-line-spacing-infinity-multiline", "Text(\"a\\nb\\nc\").lineSpacing(.infinity)\n", "any"),
        ("strings", "new-text-terminal-title", "Text(\"\\u{1B}]0;pwned\\u{7}\")\n", "clean"),
        ("strings", "new-text-zero-width-joiners", "Text(\"" + "\u200d" * 5000 + "\")\n", "clean"),
        ("strings", "new-text-combining-flood", "Text(\"a" + "\u0301" * 5000 + "\")\n", "clean"),
        ("strings", "new-text-surrogate-escape", "Text(\"\\u{D800}\")\n", SYNTAX),
        ("strings", "new-text-max-scalar", "Text(\"\\u{10FFFF}\\u{FFFE}\")\n", "clean"),
        ("strings", "new-text-script-in-verbatim", "Text(verbatim: \"<script>alert(1)</script>\")\n", "clean"),
        ("strings", "new-text-markdown-link-javascript", "Text(\"[x](javascript:alert(1))\")\n", "any"),
        ("strings", "new-raw-string-hashes", "Text(#####\"\"#####)\n", "clean"),
        ("strings", "new-multiline-unterminated", "Text(\"\"\"\nabc\n", SYNTAX),
        ("strings", "new-interpolation-of-interpolation", "let a = \"x\"\nText(\"\\(\"\\(\"\\(a)\")\")\")\n", "clean"),
        ("nesting", "new-ternary-in-ternary", "let x = " + R("true ? (") + "1" + R(") : 0") + "\nText(\"\\(x)\")\n", SYNTAX, 3000),
        ("nesting", "new-closures-immediately-called", "let x = " + R("{ ") + "1" + R(" }()") + "\nText(\"\\(x)\")\n", SYNTAX, 3000),
        ("nesting", "new-tuples", "let x = " + R("(1, ") + "2" + R(")") + "\n", SYNTAX, 3000),
        ("nesting", "new-if-expressions", "let x = " + R("if true { ") + "1" + R(" } else { 0 }") + "\n", SYNTAX, 3000),
        ("nesting", "new-group-views", R("Group { ") + "Text(\"a\")" + R(" }") + "\n", SYNTAX, 3000),
    ]
    for kind, name, code, expect, *repeat in cases:
        swift(kind, name, code, expect, repeat[0] if repeat else None)


def new_front_matter():
    def fm(name, yaml, expect):
        md("front-matter", "new-" + name, "---\n" + yaml + "---\n# Body\n", expect)
    fm("title-bidi", "title: \"\u202eevil\"\n", "any")
    fm("merge-key-loop", "a: &a {<<: *a}\n", FM_YAML)
    fm("complex-key-title", "? title\n: x\n", "any")
    fm("binary-tag", "title: !!binary aGVsbG8=\n", "any")
    fm("timestamp-title", "title: 2001-12-14t21:59:43.10-05:00\n", "any")
    fm("null-order", "order: ~\n", "any")
    fm("order-octal", "order: 0o17\n", "any")
    fm("draft-yes", "draft: yes\n", "any")


def new_assets():
    k = "assets"
    for name, code, expect in [
        ("new-image-nul-name", "Image(\"photo\\u{0}../../etc/passwd\")\n", MISSING_IMAGE),
        ("new-image-url-name", "Image(\"https://example.com/x.png\")\n", MISSING_IMAGE),
        ("new-image-percent-traversal", "Image(\"%2e%2e/%2e%2e/etc/passwd\")\n", MISSING_IMAGE),
        ("new-image-backslash-traversal", "Image(\"..\\\\..\\\\etc\\\\passwd\")\n", MISSING_IMAGE),
        ("new-image-empty-name", "Image(\"\")\n", MISSING_IMAGE),
    ]:
        swift(k, name, code, expect)


malformed_markdown()
invalid_utf8()
nesting()
runaway()
values()
hostile_strings()
front_matter()
fences()
assets()
commands()
sites()
second_round()

if os.path.isdir(ROOT):
    shutil.rmtree(ROOT)
names = set()
lines = [
    "# Adversarial corpus: <kind>/<file> <expectation> [repeat=N] [at=LINE:COLUMN]; written by Scripts/generate-adversarial-corpus.py.",
    "# clean: no error diagnostics, no layout issues. any: invariants only. ids: each must be reported.",
]
for kind, name, data, expect, repeat, at in entries:
    path = kind + "/" + name
    assert path not in names, path
    names.add(path)
    os.makedirs(os.path.join(ROOT, kind), exist_ok=True)
    with open(os.path.join(ROOT, kind, name), "wb") as f:
        f.write(data)
    lines.append(path + " " + expect + (" repeat=%d" % repeat if repeat else "") + (" at=%d:%d" % at if at else ""))
with open(os.path.join(ROOT, "manifest.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
counts = {}
for kind, *_ in entries:
    counts[kind] = counts.get(kind, 0) + 1
print(", ".join("%s %d" % item for item in sorted(counts.items())), "— total", len(entries))
