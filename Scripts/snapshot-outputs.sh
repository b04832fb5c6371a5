#!/usr/bin/env bash
# Writes everything Fieldguide produces for the repository's own inputs into one folder, so two
# versions of the tool can be compared byte for byte with `diff -r` (refactors must not change it):
#   - the bundled guide, built without cache (`site/`) and the build's terminal output;
#   - `fieldguide layout` as JSON, tree and SVG, with its standard error and exit status, for every
#     snippet of the evaluator corpus (`layout/<area>/<name>.*`), except `broken-limits`: those
#     snippets stop at a time budget, so where they stop depends on the machine's load.
# Usage: Scripts/snapshot-outputs.sh OUTPUT_FOLDER [FIELDGUIDE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/snapshot-outputs.sh OUTPUT_FOLDER [FIELDGUIDE_BINARY]}
tool=${2:-$(swift build --show-bin-path)/fieldguide}
rm -rf "$out"
mkdir -p "$out/layout"
out=$(cd "$out" && pwd)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$tool" build --content content --templates templates --output "$scratch/site" --no-cache \
    > "$out/build.stdout" 2> "$out/build.stderr" || echo "exit $?" >> "$out/build.stderr"
# The summary line carries the build's duration, which differs on every run.
sed -i -E 's/ in [0-9.]+ s$//' "$out/build.stdout"
mv "$scratch/site" "$out/site"

for snippet in Tests/EvaluatorCorpusTests/Corpus/*/*.swift; do
    area=$(basename "$(dirname "$snippet")")
    [ "$area" = broken-limits ] && continue
    name=$(basename "$snippet" .swift)
    mkdir -p "$out/layout/$area"
    for format in json tree svg; do
        status=0
        "$tool" layout "$snippet" --format "$format" \
            > "$out/layout/$area/$name.$format" 2> "$out/layout/$area/$name.$format.stderr" || status=$?
        echo "$status" > "$out/layout/$area/$name.$format.status"
    done
done
echo "wrote $(find "$out" -type f | wc -l) files to $out"
