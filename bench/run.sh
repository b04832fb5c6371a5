#!/usr/bin/env bash
# Benchmarks `fieldguide build` (release) on a generated corpus, side by side with Hugo building the
# same Markdown with its syntax highlighting on (chroma, for the same ```swift fences) and cmark
# converting it (the floor), and prints every row of the speed issue's target table with its target
# and whether it is met. A target is printed as met only when this run measured it.
#
#   bench/run.sh                       1,000 articles, 5 timed runs of each build, 30 of each rebuild
#   ARTICLES=200 RUNS=3 FAST_RUNS=10 bench/run.sh   a smaller, quicker run
#   FIELDGUIDE=/path/to/fieldguide bench/run.sh   skip building, use this binary
#   SERVE_RUNS=20 IDLE_SECONDS=5       edits timed in `serve`, seconds of idle `serve` measured
#
# Needs hyperfine, hugo, cmark and GNU time (Debian packages; installed when missing), python3, and
# chromium for the `serve` rows (Scripts/setup.sh installs it; without it those rows say so).
# Everything generated goes to a temporary folder that is removed at the end (KEEP=1 keeps it).
# The machine's load average is printed with each section: numbers taken under load are noisy.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
articles="${ARTICLES:-1000}"
runs="${RUNS:-5}"

# 1. Tools.
packages=(hyperfine hugo cmark time)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "Installing Debian packages: ${missing[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# 2. The release build of fieldguide, with the Swift runtime and Foundation linked in
#    (--static-swift-stdlib): binding symbols across a dozen shared libraries at start-up took
#    about 17 ms of every run, more than half of a no-change rebuild.
if [ -z "${FIELDGUIDE:-}" ]; then
  scratch="${SCRATCH_PATH:-$repo/.build-bench}"
  (cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product fieldguide >&2)
  FIELDGUIDE="$(cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/fieldguide"
fi

# 3. The corpus, a Hugo site over the same files, and the one article the edit benchmark changes.
load() { cut -d' ' -f1-3 /proc/loadavg; }
work="$(mktemp -d "${TMPDIR:-/tmp}/fieldguide-bench.XXXXXX")"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
python3 "$repo/bench/corpus.py" "$work/content" --articles "$articles"
edited="$(ls "$work/content"/*.md | sed -n "$(( (articles + 1) / 2 ))p")"
mkdir -p "$work/hugo/layouts/_default"
# Hugo highlights fenced code with chroma (inline styles, as Fieldguide's pages carry their own).
cat >"$work/hugo/hugo.toml" <<EOF
baseURL = "https://example.org/"
title = "Benchmark corpus"
contentDir = "$work/content"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.highlight]
codeFences = true
noClasses = true
guessSyntax = false
EOF
cat >"$work/hugo/layouts/_default/baseof.html" <<'EOF'
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body>{{ block "main" . }}{{ end }}</body></html>
EOF
echo '{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}' >"$work/hugo/layouts/_default/single.html"
echo '{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}' \
  >"$work/hugo/layouts/_default/list.html"

# Run in the work folder so the built-in templates are used, as for any content folder.
cd "$work"
build="$FIELDGUIDE build --content content --output site"
fresh="rm -rf site .fieldguide-cache .site.*"

# 4. Peak memory and the preview count, from one cold build each way; Hugo's highlighting checked.
echo "== One cold build (GNU time -v), load average $(load)"
$fresh
/usr/bin/time -v -o cold.time $build >cold.out 2>cold.err || true
cat cold.out
peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' cold.time)"
python3 "$repo/bench/edit.py" "$edited"
/usr/bin/time -v -o edit.time $build >/dev/null 2>&1 || true
edit_peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' edit.time)"
/usr/bin/time -v -o hugo.time hugo --quiet -s hugo >/dev/null 2>&1
hugo_peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' hugo.time)"
hugo_highlighted="$(cat hugo/public/*/index.html | grep -o '<div class="highlight">' | wc -l)"
echo "Hugo highlighted $hugo_highlighted code blocks (the corpus has $(cat content/*.md | grep -c '^```swift') swift blocks)"

# 5. Times, side by side: the cold builds with Hugo and cmark, then the rebuilds of the site the
#    last cold build left. A rebuild takes tens of milliseconds, so it is timed FAST_RUNS times
#    (default 30): the median of five such runs moved by several milliseconds with the machine's load.
timing_start="$(load)"
fast_runs="${FAST_RUNS:-30}"
echo "== Timing ($runs runs each; the rebuilds $fast_runs), load average $timing_start"
hyperfine --style basic --warmup 1 --runs "$runs" --ignore-failure --export-json builds.json \
  --prepare "$fresh" -n "fieldguide cold" "$build" \
  --prepare "rm -rf hugo/public hugo/resources" -n "hugo (highlighting on)" "hugo --quiet -s hugo" \
  --prepare "true" -n "cmark" "cmark content/*.md >cmark.html"
hyperfine --style basic --warmup 1 --runs "$fast_runs" --ignore-failure --export-json rebuilds.json \
  --prepare "true" -n "fieldguide no change" "$build" \
  --prepare "python3 '$repo/bench/edit.py' '$edited'" -n "fieldguide one article edited" "$build"
python3 -c 'import json, sys; json.dump({"results": [r for f in sys.argv[1:] for r in json.load(open(f))["results"]]}, open("times.json", "w"))' \
  builds.json rebuilds.json
timing_load="$timing_start at the start, $(load) at the end"

# 6. `fieldguide serve` in headless Chromium: idle CPU, then edit -> page up to date (updated in place or reloaded).
serve_result="none"
if ! command -v chromium >/dev/null; then
  serve_result="no-chromium"
elif "$FIELDGUIDE" --help 2>&1 | grep -qE '^ +serve( |$)'; then
  echo "== fieldguide serve in Chromium: ${IDLE_SECONDS:-5} s idle, then ${SERVE_RUNS:-20} edits, load average $(load)"
  serve_result="$(python3 "$repo/bench/serve_latency.py" "$FIELDGUIDE" content "$edited" --output site \
    --runs "${SERVE_RUNS:-20}" --idle "${IDLE_SECONDS:-5}")" || serve_result="failed"
fi

# 7. The issue's table and its targets.
python3 "$repo/bench/report.py" times.json "$peak_kb" "$edit_peak_kb" "$hugo_peak_kb" "$hugo_highlighted" "$serve_result" \
  "$(nproc)" "$timing_load" "$(load)" "$articles"
