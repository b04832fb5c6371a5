#!/usr/bin/env python3
"""Records how wide headless Chromium draws the HarfBuzz samples, to pin the measurer to the
browser that shows our SVG (Text.md §3 "Browser parity conditions", §4.2, Addendum).

Reads the samples from Fixtures/Fonts/harfbuzz-widths.json, draws each as an SVG <text> with the
page settings of Text.md §4.2 (geometricPrecision, kerning on, ligatures and calt off,
white-space: pre, per-style letter-spacing, exact @font-face weights, no synthesis) in the faces
of Debian's fonts-inter and fonts-firacode, and writes getComputedTextLength() of each into
Fixtures/Fonts/chromium-widths.json. Needs Debian's `chromium` package.

Usage: Scripts/record-chromium-widths.py
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLES = os.path.join(ROOT, "Fixtures", "Fonts", "harfbuzz-widths.json")
OUTPUT = os.path.join(ROOT, "Fixtures", "Fonts", "chromium-widths.json")
FONT_DIRECTORIES = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/firacode"]

# SF Mono's advance minus Fira Code's, per point of size (Text.md §2.2: +0.0028 em).
MONO_SPACING = 1266 / 2048 - 1200 / 1950

# name, face file, CSS weight, size (px), letter-spacing (px), tabular figures
CASES = [
    ("body", "Inter-Regular.otf", 400, 17, -0.459, False),
    ("headline", "Inter-SemiBold.otf", 600, 17, -0.323, False),
    ("title", "Inter-Regular.otf", 400, 28, -1.26, False),
    ("caption", "Inter-Regular.otf", 400, 12, -0.012, False),
    ("body monospacedDigit", "Inter-Regular.otf", 400, 17, -0.459, True),
    ("body monospaced", "FiraCode-Regular.ttf", 400, 17, round(MONO_SPACING * 17, 6), False),
]


def skipped(sample):
    """Empty lines draw nothing and tabs follow tab stops in a browser, not the font."""
    return sample == "" or "\t" in sample


def font_path(face):
    for directory in FONT_DIRECTORIES:
        path = os.path.join(directory, face)
        if os.path.exists(path):
            return path
    sys.exit(f"font '{face}' not found: install fonts-inter and fonts-firacode")


def page(samples):
    faces = sorted({case[1] for case in CASES})
    font_faces = "\n".join(
        f'@font-face {{ font-family: "F{index}"; src: url("file://{font_path(face)}"); font-display: block; }}'
        for index, face in enumerate(faces))
    texts = []
    for case_index, (_, face, weight, size, spacing, tabular) in enumerate(CASES):
        family = f"F{faces.index(face)}"
        numeric = "tabular-nums" if tabular else "normal"
        style = (f"font-family: {family}; font-weight: {weight}; font-size: {size}px; letter-spacing: {spacing}px; "
                 f"font-variant-numeric: {numeric}")
        for sample_index, sample in enumerate(samples):
            if not skipped(sample):
                texts.append(f'<text data-case="{case_index}" data-sample="{sample_index}" x="0" y="40" style="{style}">'
                             f"{html.escape(sample)}</text>")
    return f"""<!doctype html><html><head><style>
{font_faces}
text {{ text-rendering: geometricPrecision; font-kerning: normal; font-variant-ligatures: none;
  font-feature-settings: "calt" 0; font-synthesis: none; white-space: pre; }}
</style></head><body><svg width="4000" height="80">{"".join(texts)}</svg><pre id="out"></pre>
<script>
document.fonts.ready.then(() => {{
  const widths = {json.dumps([[None] * len(samples) for _ in CASES])};
  for (const text of document.querySelectorAll("text")) {{
    widths[text.dataset.case][text.dataset.sample] = text.getComputedTextLength();
  }}
  document.getElementById("out").textContent = "WIDTHS" + JSON.stringify(widths) + "END";
}});
</script></body></html>"""


def measure(samples):
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "page.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(page(samples))
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=5000", "--dump-dom", "file://" + path],
            check=True, capture_output=True, text=True,
        ).stdout
    found = re.search(r"WIDTHS(.*)END", dom)
    if not found:
        sys.exit("chromium printed no widths")
    return json.loads(html.unescape(found.group(1)))


def main():
    with open(SAMPLES, encoding="utf-8") as file:
        samples = json.load(file)["samples"]
    version = subprocess.run(["chromium", "--version"], check=True, capture_output=True, text=True).stdout.split()[1]
    widths = measure(samples)
    cases = [
        {"name": name, "file": face, "size": size, "letterSpacing": spacing, "tabularFigures": tabular, "widths": widths[index]}
        for index, (name, face, _, size, spacing, tabular) in enumerate(CASES)
    ]
    data = {"generator": "Scripts/record-chromium-widths.py", "chromium": version, "samples": samples, "cases": cases}
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True)
    text = re.sub(r"\[\s*([^\[\]{}\"]*?)\s*\]", lambda m: "[" + ", ".join(v.strip() for v in m.group(1).split(",")) + "]", text)
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text + "\n")


if __name__ == "__main__":
    main()
