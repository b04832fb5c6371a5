#!/usr/bin/env python3
"""Edits one article the way an author tweaks a value between two builds: the first number in its
third ```swift block (or, when that block has none, in the first block that has one) goes from even n to n + 1, or from odd n + 1 back to n, so repeated runs
alternate between two versions, every run sees a real change and no line moves. The figure cache
keeps only an article's current figures, so each run draws the edited block and the blocks after it.

    bench/edit.py ARTICLE.md
"""
import re
import sys


def edit(path):
    """Makes the edit and returns the new number."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    blocks = [(match.end(), text.find("\n```", match.end())) for match in re.finditer(r"^```swift[^\n]*\n", text, re.M)]
    # The third block first, then the others: the number must be in code, never in prose.
    order = blocks[2:3] + blocks[:2] + blocks[3:]
    pattern = re.compile(r"(?<![\w.\"])(\d+)(?![\w.])")
    number = next(filter(None, (pattern.search(text, start, end) for start, end in order if end > start)))
    value = int(number.group(1))
    value = value + 1 if value % 2 == 0 else value - 1
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text[:number.start()] + str(value) + text[number.end():])
    return value


if __name__ == "__main__":
    edit(sys.argv[1])
