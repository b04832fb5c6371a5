#!/usr/bin/env bash
# What width sliders on every figure cost: cold builds of one generated corpus, timed side by side
# with hyperfine (issue 14 allows +15% against the build without them).
#
#   - "before": an older binary (BEFORE=/path/to/fieldguide), e.g. one built from before sliders
#     were on by default; it draws a slider only where a fence asks for one (`widths=`).
#   - "after": this checkout's release build, a slider on every figure.
#   - "after, sliders off": the same build with `widths: off` in every article's front matter.
#
# The corpus is made by bench/corpus.py from the bundled articles of CORPUS_FROM (a checkout;
# default this one). Give an older binary the checkout it was built from, so that the corpus holds
# only code it understands.
#
#   bench/sliders.sh                                    1,000 articles, 5 runs each
#   BEFORE=/old/fieldguide CORPUS_FROM=/old/checkout bench/sliders.sh
#   ARTICLES=200 RUNS=3 bench/sliders.sh                a smaller, quicker run
#   FIELDGUIDE=/path/to/fieldguide                      skip building this checkout
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
articles="${ARTICLES:-1000}"
runs="${RUNS:-5}"
corpus_from="${CORPUS_FROM:-$repo}"
command -v hyperfine >/dev/null || { echo "needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }

if [ -z "${FIELDGUIDE:-}" ]; then
  scratch="${SCRATCH_PATH:-$repo/.build-bench}"
  (cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product fieldguide >&2)
  FIELDGUIDE="$(cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/fieldguide"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/fieldguide-sliders.XXXXXX")"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
python3 "$corpus_from/bench/corpus.py" "$work/content" --articles "$articles" >/dev/null
cp -r "$work/content" "$work/content-off"
python3 - "$work/content-off" <<'EOF'
import pathlib, sys
for article in pathlib.Path(sys.argv[1]).glob("*.md"):
    text = article.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        article.write_text("---\npreview:\n  widths: off\n" + text[4:], encoding="utf-8")
EOF
cd "$work"
fresh="rm -rf site .fieldguide-cache .site.*"
commands=()
if [ -n "${BEFORE:-}" ]; then
  commands+=(--prepare "$fresh" -n "before" "$BEFORE build --content content --output site --no-cache")
fi
commands+=(--prepare "$fresh" -n "after" "$FIELDGUIDE build --content content --output site --no-cache")
commands+=(--prepare "$fresh" -n "after, sliders off" "$FIELDGUIDE build --content content-off --output site --no-cache")

echo "== $articles articles from $corpus_from, $runs runs each, load average $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine --style basic --warmup 1 --runs "$runs" --ignore-failure --export-json sliders.json "${commands[@]}"
python3 - sliders.json <<'EOF'
import json, statistics, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
for name, r in results.items():
    print(f"{name:20} median wall {statistics.median(r['times']):7.2f} s   mean CPU {r['user'] + r['system']:7.2f} s")
after = statistics.median(results["after"]["times"])
for base in ("before", "after, sliders off"):
    if base in results:
        ratio = after / statistics.median(results[base]["times"])
        print(f"after / {base}: {ratio:.2f}x wall ({(ratio - 1) * 100:+.0f}%; the budget is +15%)")
EOF
