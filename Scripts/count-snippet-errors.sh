#!/usr/bin/env bash
# Counts the diagnostics `fieldguide layout` gives for each tutorial-style snippet in
# bench/tutorial-snippets, so two versions of the tool can be compared (issue 13, "before and after").
# Prints one line per snippet: name, error count, warning count, first error message; then a total.
# Errors and warnings are the JSON diagnostics whose severity is "error" or "warning". A run that
# prints no JSON (a crash, or longer than 30 s) counts as one error and says why.
# Usage: Scripts/count-snippet-errors.sh [FIELDGUIDE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-$(swift build --show-bin-path)/fieldguide}
folder=bench/tutorial-snippets

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for snippet in "$folder"/[0-9]*.swift; do
    name=$(basename "$snippet" .swift)
    status=0
    timeout 30 "$tool" layout "$snippet" --format json > "$scratch/$name.json" 2> /dev/null || status=$?
    echo "$status" > "$scratch/$name.status"
done

python3 - "$scratch" "$folder" <<'PYTHON'
import json, os, sys

scratch, folder = sys.argv[1], sys.argv[2]
names = sorted(f[:-6] for f in os.listdir(folder) if f[0].isdigit() and f.endswith(".swift"))
failed = errors_total = warnings_total = 0
for name in names:
    status = open(os.path.join(scratch, name + ".status")).read().strip()
    try:
        diagnostics = json.load(open(os.path.join(scratch, name + ".json")))["diagnostics"]
    except (ValueError, KeyError):
        reason = "timed out after 30 s" if status == "124" else f"no JSON output (exit {status})"
        diagnostics = [{"severity": "error", "line": 0, "column": 0, "message": reason}]
    errors = [d for d in diagnostics if d["severity"] == "error"]
    warnings = [d for d in diagnostics if d["severity"] == "warning"]
    first = f'{errors[0]["line"]}:{errors[0]["column"]}: {errors[0]["message"]}' if errors else "-"
    print(f"{name:<28} {len(errors):>2} errors {len(warnings):>2} warnings  {first}")
    failed += bool(errors)
    errors_total += len(errors)
    warnings_total += len(warnings)
print(f"{failed} of {len(names)} snippets end in errors; {errors_total} errors, {warnings_total} warnings")
PYTHON
