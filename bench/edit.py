#!/usr/bin/env python3
"""Edits one article the way an author tweaks a value between two builds: the first number in its
third ```swift block goes from even n to n + 1, or from odd n + 1 back to n, so repeated runs
alternate between two versions, every run sees a real change and no line moves.

    bench/edit.py ARTICLE.md
"""
import re
import sys


def edit(path):
    """Makes the edit and returns the new number."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    fences = [match.end() for match in re.finditer(r"^```swift[^\n]*\n", text, re.M)]
    start = fences[min(2, len(fences) - 1)]
    number = re.compile(r"(?<![\w.\"])(\d+)(?![\w.])").search(text, start)
    value = int(number.group(1))
    value = value + 1 if value % 2 == 0 else value - 1
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text[:number.start()] + str(value) + text[number.end():])
    return value


if __name__ == "__main__":
    edit(sys.argv[1])
