#!/usr/bin/env python3
"""Writes a reproducible benchmark corpus: N articles of prose, headings and lists, each with
five ```swift blocks taken from the bundled articles (content/) with their numbers, strings and
colours varied. The same seed and the same content/ give the same bytes.

    bench/corpus.py OUTPUT_FOLDER [--articles 1000] [--seed 20250101] [--no-sliders]

The folder gets `<n>-<slug>.md` articles and a copy of content/images, so it builds with
`fieldguide build OUTPUT_FOLDER`. Nothing here is committed output; run.sh writes it to a temp dir.
"""
import argparse
import os
import random
import re
import shutil

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTENT = os.path.join(REPO, "content")
BLOCKS_PER_ARTICLE = 5

WORDS = """layout view stack frame proposal size child parent width height spacing padding alignment
guide baseline text line wrap flexible fixed ideal offer answer canvas point edge corner leading
trailing centre top bottom priority spacer shape circle rectangle capsule border overlay background
colour scheme preview figure measure place round pixel grid column row group label image icon
button toggle picker slider form list section header footer title caption body font weight system
container modifier order first second last every each some most simple careful exact small large
narrow wide tall short quickly slowly always never often usually because although while when then
so and but or with without inside outside before after around between through across""".split()
COLOURS = "red orange yellow green mint teal cyan blue indigo purple pink brown gray".split()
TEXT_WORDS = """Hello World Inbox Settings Profile Dinner Thursday Weather Sunny Cloudy Coffee Tea
Morning Evening Photos Library Recent Shared Archive Done Cancel Save Edit Share Delete Notes Music
Travel Maps Budget Groceries Workout Reading Garden Kitchen Friday Weekend Update Message Reply""".split()
SECTIONS = ["Basics", "Stacks", "Frames", "Text", "Alignment", "Shapes", "Recipes", "Modifiers"]

FENCE = re.compile(r"^```swift([^\n]*)\n(.*?)^```[ \t]*$", re.M | re.S)
DECLARATION = re.compile(r"^\s*(?:struct|enum|class|extension|func|let|var)\s+([A-Za-z_]\w*)", re.M)
MEMBER = re.compile(r"\bstatic\s+(?:let|var|func)\s+([A-Za-z_]\w*)")
IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")


def source_blocks():
    """Every swift block of every bundled article as (fence options, code, names it declares,
    indices of the earlier blocks of its article it needs)."""
    units = []
    for name in sorted(os.listdir(CONTENT)):
        if not name.endswith(".md") or name == "index.md":
            continue
        with open(os.path.join(CONTENT, name), encoding="utf-8") as handle:
            text = handle.read()
        blocks = []
        for options, code in FENCE.findall(text):
            top_level = "\n".join(line for line in code.splitlines() if not line.startswith((" ", "\t")))
            declared = set(DECLARATION.findall(top_level)) | set(MEMBER.findall(code))
            used = set(IDENTIFIER.findall(code))
            needs = sorted(i for i, earlier in enumerate(blocks) if earlier[2] & used and not earlier[2] <= declared)
            blocks.append((options.strip(), code, declared, needs))
        for index, block in enumerate(blocks):
            closure, pending = set(), [index]
            while pending:
                current = pending.pop()
                if current not in closure:
                    closure.add(current)
                    pending.extend(blocks[current][3])
            units.append([(blocks[i][0], blocks[i][1]) for i in sorted(closure)])
    return units


def vary_number(match, rng):
    text = match.group(0)
    value = float(text)
    if value < 2 or rng.random() < 0.4:
        return text
    varied = value * rng.uniform(0.75, 1.3)
    return str(max(2, round(varied))) if "." not in text else f"{varied:.1f}"


def vary_string(match, rng):
    prefix, body = match.group(1), match.group(2)
    if "\\(" in body or rng.random() < 0.3:
        return match.group(0)
    words = [rng.choice(TEXT_WORDS) if rng.random() < 0.4 and w.isalpha() else w for w in body.split(" ")]
    return f'{prefix}"{" ".join(words)}"'


def vary(code, rng):
    """Numbers (2 and up) scaled by 0.75–1.3, words of Text and string constants swapped, system
    colours exchanged; names, image names and SF Symbols stay as they are."""
    pieces = re.split(r'("(?:[^"\\\n]|\\.)*")', code)
    code = "".join(piece if index % 2 else re.sub(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", lambda m: vary_number(m, rng), piece)
                   for index, piece in enumerate(pieces))
    code = re.sub(r'(Text\(|(?:let|var)\s+\w+\s*=\s*)"([^"\n]*)"', lambda m: vary_string(m, rng), code)
    code = re.sub(r"(?<=[ (.])\.(" + "|".join(COLOURS) + r")\b", lambda m: "." + rng.choice(COLOURS), code)
    code = re.sub(r"\bColor\.(" + "|".join(COLOURS) + r")\b", lambda m: "Color." + rng.choice(COLOURS), code)
    return code


def sentence(rng):
    words = [rng.choice(WORDS) for _ in range(rng.randint(6, 16))]
    if rng.random() < 0.3:
        words[rng.randrange(len(words))] = "`" + rng.choice(["HStack", "VStack", "ZStack", "frame", "padding", "Spacer", "Text"]) + "`"
    if rng.random() < 0.15:
        index = rng.randrange(len(words))
        words[index] = f"**{words[index]}**"
    text = " ".join(words)
    return text[0].upper() + text[1:] + "."


def paragraph(rng, links):
    text = " ".join(sentence(rng) for _ in range(rng.randint(3, 6)))
    if links and rng.random() < 0.3:
        target = rng.choice(links)
        text += f" See [the {rng.choice(WORDS)} article]({target})."
    return text


def bullet_list(rng):
    ordered = rng.random() < 0.4
    items = [f"{n + 1}. " if ordered else "- " for n in range(rng.randint(3, 5))]
    return "\n".join(marker + sentence(rng) for marker in items)


def article(number, slug, rng, units, links, sliders):
    title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 5))).capitalize()
    blocks = []
    while len(blocks) < BLOCKS_PER_ARTICLE:
        unit = rng.choice(units)
        if len(blocks) + len(unit) <= BLOCKS_PER_ARTICLE:
            blocks += [(options, vary(code, rng)) for options, code in unit]
    parts = [
        "---",
        f'title: "{title}"',
        f'summary: "{sentence(rng)[:-1]}"',
        f"order: {number}",
        f'section: "{SECTIONS[number * len(SECTIONS) // 1000 % len(SECTIONS)]}"',
    ] + ([] if sliders else ["preview:", "  widths: off"]) + [
        "---",
        "",
        paragraph(rng, links),
    ]
    for index, (options, code) in enumerate(blocks):
        level = "###" if index % 3 == 2 else "##"
        parts += ["", f"{level} {' '.join(rng.choice(WORDS) for _ in range(rng.randint(2, 4))).capitalize()}", "", paragraph(rng, links)]
        if rng.random() < 0.5:
            parts += ["", bullet_list(rng)]
        parts += ["", f"```swift {options}".rstrip(), code.rstrip("\n"), "```", "", paragraph(rng, links)]
    parts += ["", "## Summary", "", bullet_list(rng), ""]
    return slug, "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20250101)
    parser.add_argument("--no-sliders", action="store_true",
                        help="give every article 'widths: off', to measure what the default width sliders cost")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    units = source_blocks()
    width = len(str(arguments.articles))
    slugs = [f"{n:0{width}d}-{'-'.join(rng.choice(WORDS) for _ in range(2))}.md" for n in range(1, arguments.articles + 1)]
    shutil.rmtree(arguments.output, ignore_errors=True)
    os.makedirs(arguments.output)
    for number, slug in enumerate(slugs, start=1):
        name, text = article(number, slug, rng, units, slugs, not arguments.no_sliders)
        with open(os.path.join(arguments.output, name), "w", encoding="utf-8") as handle:
            handle.write(text)
    shutil.copytree(os.path.join(CONTENT, "images"), os.path.join(arguments.output, "images"))


if __name__ == "__main__":
    main()
