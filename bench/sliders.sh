#!/usr/bin/env bash
# What width sliders on every figure cost: cold builds of one generated corpus, timed side by side
# with hyperfine (issue 14 allows +15% against the build from before sliders were on by default).
#
# The builds run in rounds, each command once per round in turn, and the cost is the median of
# the rounds' ratios: on a shared host the load drifts, and timing all of one command's runs
# before the next lets the drift decide the ratio. The first round warms up and is left out.
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
#   bench/sliders.sh                                    1,000 articles, 5 rounds
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

echo "== $articles articles from $corpus_from, $runs rounds, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 0 "$runs"); do
  hyperfine --style none --runs 1 --ignore-failure --export-json "round-$round.json" "${commands[@]}"
done
echo "   load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$runs" <<'EOF'
import json, statistics, sys
rounds = [{r["command"]: r for r in json.load(open(f"round-{n}.json"))["results"]} for n in range(1, int(sys.argv[1]) + 1)]
for name in rounds[0]:
    walls = [r[name]["times"][0] for r in rounds]
    cpus = [r[name]["user"] + r[name]["system"] for r in rounds]
    print(f"{name:20} median wall {statistics.median(walls):7.2f} s   median CPU {statistics.median(cpus):7.2f} s")
# The budget is against the older build; the sliders' share of this build is shown beside it.
for base, meaning in (("before", "the budget is +15%"), ("after, sliders off", "the sliders' cost within this build")):
    if base in rounds[0]:
        ratios = sorted(r["after"]["times"][0] / r[base]["times"][0] for r in rounds)
        ratio = statistics.median(ratios)
        print(f"after / {base}: {ratio:.3f}x wall, median of {len(ratios)} rounds' ratios ({ratios[0]:.3f} to {ratios[-1]:.3f};"
              f" {(ratio - 1) * 100:+.1f}%; {meaning})")
EOF
