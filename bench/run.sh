#!/usr/bin/env bash
# Benchmarks `fieldguide build` (release) on a generated corpus, side by side with Hugo building the
# same Markdown as a plain site and cmark converting it (the floor), and prints every ratio and
# whether each target of the "Fast and unbreakable" issue is met.
#
#   bench/run.sh                       1,000 articles, 5 timed runs each
#   ARTICLES=200 RUNS=3 bench/run.sh   a smaller, quicker run
#   FIELDGUIDE=/path/to/fieldguide bench/run.sh   skip building, use this binary
#
# Needs hyperfine, hugo, cmark and GNU time (Debian packages; installed when missing) and python3.
# Everything generated goes to a temporary folder that is removed at the end (KEEP=1 keeps it).
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

# 2. The release build of fieldguide.
if [ -z "${FIELDGUIDE:-}" ]; then
  scratch="${SCRATCH_PATH:-$repo/.build-bench}"
  (cd "$repo" && swift build -c release --scratch-path "$scratch" --product fieldguide >&2)
  FIELDGUIDE="$(cd "$repo" && swift build -c release --scratch-path "$scratch" --show-bin-path)/fieldguide"
fi

# 3. The corpus, a Hugo site over the same files, and the one article the edit benchmark changes.
work="$(mktemp -d "${TMPDIR:-/tmp}/fieldguide-bench.XXXXXX")"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
python3 "$repo/bench/corpus.py" "$work/content" --articles "$articles"
edited="$(ls "$work/content"/*.md | sed -n "$(( (articles + 1) / 2 ))p")"
mkdir -p "$work/hugo/layouts/_default"
cat >"$work/hugo/hugo.toml" <<EOF
baseURL = "https://example.org/"
title = "Benchmark corpus"
contentDir = "$work/content"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.highlight]
codeFences = false
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

# 4. Peak memory and the preview count, from one cold build each way.
echo "== One cold build (GNU time -v)"
$fresh
/usr/bin/time -v -o cold.time $build >cold.out 2>cold.err || true
cat cold.out
peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' cold.time)"
python3 "$repo/bench/edit.py" "$edited"
/usr/bin/time -v -o edit.time $build >/dev/null 2>&1 || true
edit_peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' edit.time)"
/usr/bin/time -v -o hugo.time hugo --quiet -s hugo >/dev/null 2>&1
hugo_peak_kb="$(sed -n 's/.*Maximum resident set size (kbytes): //p' hugo.time)"

# 5. Times, in one hyperfine run.
echo "== Timing ($runs runs each)"
hyperfine --style basic --warmup 1 --runs "$runs" --ignore-failure --export-json times.json \
  --prepare "$fresh" -n "fieldguide cold" "$build" \
  --prepare "true" -n "fieldguide warm" "$build" \
  --prepare "python3 '$repo/bench/edit.py' '$edited'" -n "fieldguide one article edited" "$build" \
  --prepare "rm -rf hugo/public hugo/resources" -n "hugo" "hugo --quiet -s hugo" \
  --prepare "true" -n "cmark" "cmark content/*.md >cmark.html"

# 6. `fieldguide serve`: edit → reloaded page, starting from the benchmark's figure cache.
serve_result="none"
if "$FIELDGUIDE" --help 2>&1 | grep -qE '^ +serve( |$)'; then
  echo "== fieldguide serve: edit -> reload -> page fetched (${SERVE_RUNS:-20} edits)"
  serve_result="$(python3 "$repo/bench/serve_latency.py" "$FIELDGUIDE" content "$edited" --output site --runs "${SERVE_RUNS:-20}")" \
    || serve_result="failed"
fi

# 7. Ratios and targets.
python3 - "$peak_kb" "$edit_peak_kb" "$hugo_peak_kb" "$serve_result" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" <<'EOF'
import json, sys
peak_kb, edit_peak_kb, hugo_peak_kb, serve_result = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
cores, load = sys.argv[5], sys.argv[6]
times = {r["command"]: r for r in json.load(open("times.json"))["results"]}
mean = lambda name: times[name]["mean"]
cold, warm, edited = mean("fieldguide cold"), mean("fieldguide warm"), mean("fieldguide one article edited")
hugo, cmark = mean("hugo"), mean("cmark")
print(f"\n== Results (mean ± σ of wall time; user + system CPU; {cores} cores, load average {load})")
for name, r in times.items():
    print(f"  {name:32} {r['mean'] * 1000:9.1f} ms ± {r['stddev'] * 1000:6.1f}   CPU {(r['user'] + r['system']) * 1000:9.1f} ms")
print(f"  {'peak memory, cold build':32} {peak_kb / 1024:9.1f} MB")
print(f"  {'peak memory, one article edited':32} {edit_peak_kb / 1024:9.1f} MB")
print(f"  {'peak memory, hugo':32} {hugo_peak_kb / 1024:9.1f} MB")
if serve_result not in ("none", "failed"):
    runs, p50, p95 = serve_result.split()
    print(f"  {'serve edit -> reloaded page':32} p50 {p50} ms, p95 {p95} ms ({runs} edits)")
print("\n== Ratios")
print(f"  cold / hugo   {cold / hugo:8.2f}")
print(f"  cold / cmark  {cold / cmark:8.2f}")
print(f"  hugo / cmark  {hugo / cmark:8.2f}")
print(f"  warm / cold   {warm / cold:8.3f}")
print(f"  edited / cold {edited / cold:8.3f}")
print(f"  warm / hugo   {warm / hugo:8.2f}")
cpu = lambda name: times[name]["user"] + times[name]["system"]
print(f"  CPU time: cold / hugo {cpu('fieldguide cold') / cpu('hugo'):.2f}, warm / cold {cpu('fieldguide warm') / cpu('fieldguide cold'):.3f}")
print("\n== Targets")
targets = [
    ("cold build <= hugo (ratio <= 1.0)", cold / hugo <= 1.0, f"{cold / hugo:.2f}"),
    ("warm rebuild <= 10% of cold", warm / cold <= 0.10, f"{warm / cold * 100:.1f}%"),
    ("one-article rebuild <= 50 ms", edited <= 0.050, f"{edited * 1000:.1f} ms"),
    ("peak memory <= 300 MB", max(peak_kb, edit_peak_kb) <= 300 * 1024, f"{max(peak_kb, edit_peak_kb) / 1024:.1f} MB"),
]
for name, met, value in targets:
    print(f"  {'met    ' if met else 'NOT met'}  {name:38} {value}")
if serve_result == "none":
    print("  TODO     serve edit -> reloaded page <= 100 ms p95 (this build has no 'fieldguide serve')")
elif serve_result == "failed":
    print("  NOT met  serve edit -> reloaded page <= 100 ms p95 (the measurement failed; see above)")
else:
    runs, p50, p95 = serve_result.split()
    print(f"  {'met    ' if float(p95) <= 100 else 'NOT met'}  {'serve edit -> reloaded page p95 <= 100 ms':38} {p95} ms (p50 {p50} ms, {runs} edits)")
EOF
