#!/usr/bin/env python3
"""Records HarfBuzz's advance widths for the OpenTypeFonts tests (Text.md §3(b): HarfBuzz
is the test oracle, the same shaper Chromium uses).

Shapes every sample string with Debian's `hb-shape` (package `libharfbuzz-bin`) in the stand-in
faces of `fonts-inter` and `fonts-firacode`, at the font's own units per em, and writes
Fixtures/Fonts/harfbuzz-widths.json: per face and feature set, the sum of the glyph advances of
each string in font units, plus the glyph ids of each string in two faces (to check cmap).

Feature sets: ligatures and contextual alternates off, as the measurer and the page do
(Text.md §3), with kerning on ("kern"), off ("nokern") and with tabular figures ("tnum").

Usage: Scripts/record-harfbuzz-widths.py [--check]
  --check  exit 1 if the committed file differs from a fresh recording (for CI).
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Fixtures", "Fonts", "harfbuzz-widths.json")
FONT_DIRECTORIES = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/firacode"]

FACES = [
    "Inter-Regular.otf",
    "Inter-Italic.otf",
    "Inter-Medium.otf",
    "Inter-SemiBold.otf",
    "Inter-Bold.otf",
    "Inter-BoldItalic.otf",
    "FiraCode-Regular.ttf",
    "FiraCode-Bold.ttf",
]

FEATURE_SETS = {
    "kern": "-liga,-calt,kern",
    "nokern": "-liga,-calt,-kern",
    "tnum": "-liga,-calt,kern,tnum",
}

# Faces whose glyph ids are recorded, to test the cmap reader against HarfBuzz's mapping.
GLYPH_FACES = ["Inter-Regular.otf", "FiraCode-Regular.ttf"]

SAMPLES = [
    # The seed documents' Text strings.
    "Hello, World!",
    "Hello world",
    "Allow Rest Days",
    "Bell Peppers",
    "Buy Now",
    "Chili Peppers",
    "Higher levels of capsicum",
    "Hej!",
    "Pushes",
    "Steps",
    "Unbroken Streaks",
    "Wheelchair Mode",
    "1/1000s",
    "1/5s",
    "Have Pedometer++ use your Apple Watch to measure your daily wheelchair push counts rather than steps.",
    "When enabled, activity streaks will not be broken by a single day missed after six consecutive days of reaching your goal.",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
    # Kerning-heavy pairs and words.
    "AVATAR",
    "To Yo Wa Te Ty",
    "LT LY L' P. F, V. W.",
    "Typography",
    "WAVE AWAY",
    "Yvonne's VAT",
    "\"Quoted\" 'single'",
    "r. y, f. k-",
    "AV AW AY Av Aw Ay",
    "T-shirt",
    "Kerning: AT&T, 11:30",
    # Digits and punctuation (also the tabular-figure cases).
    "0123456789",
    "1,111.11",
    "$42.00 + 7% = $44.94",
    "12:30 – 13:45",
    "(A) [B] {C}",
    "#1 @home *star* ~tilde~",
    "a_b-c/d\\e|f",
    "100%",
    # Where calt or liga would change widths if they were on.
    "x->y <- => 1x2",
    "fi fl ffi ffl",
    "!= == === <= >=",
    "www ::: ...",
    # Latin beyond ASCII.
    "Straße café naïve",
    "Zażółć gęślą jaźń",
    "ÆØÅ æøå Œuvre",
    "Ŀl ĳ Ǆ",
    "“curly” ‘quotes’ — dash … ellipsis",
    "€100 £5 ¥9 ©®™",
    "Ünïcödé Ümläüts",
    # Other scripts Inter covers.
    "Привет, мир",
    "Γειά σου Κόσμε",
    # Sequences a shaper treats specially.
    "e\u0301te\u0301",
    "A\u200dV",
    "co\u00adop",
    "non\u00a0breaking",
    "tab\there",
    # Short and edge cases.
    "",
    " ",
    "i",
    "W",
    "  leading and trailing  ",
]


def font_path(face):
    for directory in FONT_DIRECTORIES:
        path = os.path.join(directory, face)
        if os.path.exists(path):
            return path
    sys.exit(f"font '{face}' not found: install fonts-inter and fonts-firacode")


def shape(path, text, features):
    """HarfBuzz's glyphs for `text`: a list of (glyph id, x advance) in font units."""
    if text == "":
        return []
    output = subprocess.run(
        ["hb-shape", "--no-glyph-names", "--output-format=json", f"--features={features}", f"--text={text}", path],
        check=True, capture_output=True, text=True,
    ).stdout
    return [(glyph["g"], glyph["ax"]) for glyph in json.loads(output)]


def record():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.split()[2]
    faces = []
    for face in FACES:
        path = font_path(face)
        entry = {"file": face}
        for name, features in FEATURE_SETS.items():
            entry[name] = [sum(advance for _, advance in shape(path, text, features)) for text in SAMPLES]
        if face in GLYPH_FACES:
            entry["glyphs"] = [[glyph for glyph, _ in shape(path, text, FEATURE_SETS["nokern"])] for text in SAMPLES]
        faces.append(entry)
    return {
        "generator": "Scripts/record-harfbuzz-widths.py",
        "harfbuzz": version,
        "features": FEATURE_SETS,
        "samples": SAMPLES,
        "faces": faces,
    }


def formatted(data):
    """Stable JSON, one value per line, except that arrays of numbers stay on one line."""
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True)
    return re.sub(r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]", lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]", text) + "\n"


def main():
    text = formatted(record())
    if "--check" in sys.argv:
        with open(OUTPUT, encoding="utf-8") as committed:
            if committed.read() != text:
                sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} is out of date: run Scripts/record-harfbuzz-widths.py")
        return
    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(text)


if __name__ == "__main__":
    main()
