#!/usr/bin/env bash
# Loads `fieldguide serve` on the bundled content over loopback with wrk and prints p50/p99
# latency, requests/s and every error; exits 1 when any response, socket or live-reload check fails.
#
#   bench/load.sh                          30 s, 64 connections, release build
#   DURATION=10 bench/load.sh              a shorter run
#   FIELDGUIDE=/path/to/fieldguide bench/load.sh   skip building, use this binary
#
# The targets rotate over the home page, an article, a font, the stylesheet, the search index and
# a page that does not exist (a deliberate 404, counted on its own); each response must have its
# target's status and body length, measured before the load starts (bench/load.lua). A live-reload
# stream stays open throughout; halfway through, an article is touched, so the site is rebuilt and
# swapped in under load (same bytes, so every target keeps its length) and the stream must report
# the reload. Afterwards the server must still answer a page and open a new stream. Then
# bench/connections.py holds 500 idle connections (closed by the idle timeout), reconnects to the
# live-reload stream 5,000 times, and holds 400 connections to a second server started under
# `ulimit -n 256`; each reports resident memory before and after and fails on growth beyond 10%.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
duration="${DURATION:-30}"
connections=64

# 1. wrk (Debian package), and the fieldguide binary.
if ! command -v wrk >/dev/null; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq wrk >/dev/null
fi
if [ -z "${FIELDGUIDE:-}" ]; then
  scratch="${SCRATCH_PATH:-$repo/.build-bench}"
  (cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product fieldguide >&2)
  FIELDGUIDE="$(cd "$repo" && swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/fieldguide"
fi

# 2. A copy of the bundled content (touched below), served on a port the system picks.
work="$(mktemp -d "${TMPDIR:-/tmp}/fieldguide-load.XXXXXX")"
server=""
limited=""
stream=""
cleanup() {
  [ -z "$stream" ] || kill "$stream" 2>/dev/null || true
  [ -z "$server" ] || { kill -INT "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
  [ -z "$limited" ] || { kill -INT "$limited" 2>/dev/null || true; wait "$limited" 2>/dev/null || true; }
  rm -rf "$work"
}
trap cleanup EXIT
cp -R "$repo/content" "$repo/templates" "$work/"
(cd "$work" && exec "$FIELDGUIDE" serve --port 0 --content content --templates templates --output _site) >"$work/serve.out" 2>"$work/serve.err" &
server=$!
port=""
for _ in $(seq 1 600); do
  port="$(sed -n 's|.* at http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/serve.out" | head -1)"
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.err" >&2; echo "fieldguide serve exited before serving" >&2; exit 1; }
  sleep 0.5
done
[ -n "$port" ] || { echo "fieldguide serve printed no URL within 300 s" >&2; exit 1; }
base="http://127.0.0.1:$port"

# 3. The targets, each with the status and body length it answers with now.
site="$work/_site"
article="$(cd "$site" && ls [0-9]*.html | head -1)"
touched="$(cd "$work/content" && ls [0-9]*.md | tail -1)"
font="$(cd "$site" && ls fonts/*.[ot]tf | head -1)"
stylesheet="$(cd "$site" && ls assets/*.css | head -1)"
targets=()
for path in / "/$article" "/$font" "/$stylesheet" /search-index.json /no-such-page.html; do
  measured="$(curl -s -o /dev/null -w '%{http_code}:%{size_download}' "$base$path")"
  targets+=("$path=$measured")
done
echo "Targets (path=status:bytes): ${targets[*]}"

# 4. A live-reload stream held open under load; halfway, a rebuild of the same bytes.
curl -sN "$base/__fieldguide/events" >"$work/events.txt" &
stream=$!
( sleep "$(( duration / 2 ))"; touch "$work/content/$touched" ) &
wrk -t "$connections" -c "$connections" -d "${duration}s" --timeout 2s --latency \
  -s "$repo/bench/load.lua" "$base" -- "${targets[@]}" | tee "$work/wrk.txt"

# 5. The counts: wrk's socket errors and non-2xx/3xx responses, the script's per-target check.
number() { sed -n "$1" "$work/wrk.txt" | head -1; }
socket_errors="$(number 's/.*Socket errors: connect \([0-9]*\), read \([0-9]*\), write \([0-9]*\), timeout \([0-9]*\).*/\1+\2+\3+\4/p')"
socket_errors="$(( ${socket_errors:-0} ))"
non_2xx="$(number 's/.*Non-2xx or 3xx responses: \([0-9]*\).*/\1/p')"
non_2xx="${non_2xx:-0}"
deliberate="$(number 's/.*deliberate-404=\([0-9]*\).*/\1/p')"
unexpected="$(number 's/.*unexpected=\([0-9]*\).*/\1/p')"
stalled="$(number 's/.*stalled=\([0-9]*\).*/\1/p')"
p50="$(number 's/^ *50% *\([0-9.]*[a-z]*\).*/\1/p')"
p99="$(number 's/^ *99% *\([0-9.]*[a-z]*\).*/\1/p')"
rate="$(number 's/^Requests\/sec: *\([0-9.]*\).*/\1/p')"

# 6. Afterwards: the stream saw the rebuild, the server answers, a new stream opens.
sleep 2
reloaded=no; grep -q '^event: reload' "$work/events.txt" && reloaded=yes
after="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$base/$article")"
curl -sN --max-time 2 "$base/__fieldguide/events" >"$work/events-after.txt" 2>/dev/null || true
new_stream=no; grep -q '^event: hello' "$work/events-after.txt" && new_stream=yes

echo
echo "fieldguide serve, ${duration} s at $connections connections: p50 $p50, p99 $p99, $rate requests/s"
echo "errors: socket $socket_errors, stalled connections $stalled, unexpected responses $unexpected, non-2xx/3xx $non_2xx of which deliberate 404s $deliberate"
echo "live reload under load: $reloaded; page after load: $after; new stream after load: $new_stream"
# 7. Connection scenarios: idle connections, reconnect churn, and a second server at the open-file limit.
scenarios=ok
python3 "$repo/bench/connections.py" idle "$server" "$port" || scenarios=failed
python3 "$repo/bench/connections.py" churn "$server" "$port" || scenarios=failed
(cd "$work" && ulimit -n 256 && exec "$FIELDGUIDE" serve --port 0 --content content --templates templates --output _limited) >"$work/limited.out" 2>"$work/limited.err" &
limited=$!
limited_port=""
for _ in $(seq 1 600); do
  limited_port="$(sed -n 's|.* at http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/limited.out" | head -1)"
  [ -n "$limited_port" ] && break
  sleep 0.5
done
if [ -n "$limited_port" ]; then
  python3 "$repo/bench/connections.py" fd-limit "$limited" "$limited_port" || scenarios=failed
else
  echo "the server under ulimit -n 256 printed no URL" >&2
  scenarios=failed
fi
echo "connection scenarios: $scenarios"
if [ "$socket_errors" -ne 0 ] || [ "${stalled:-1}" -ne 0 ] || [ "${unexpected:-1}" -ne 0 ] || [ "$non_2xx" -ne "${deliberate:--1}" ] \
  || [ "$reloaded" != yes ] || [ "$after" != 200 ] || [ "$new_stream" != yes ] || [ "$scenarios" != ok ]; then
  echo "FAILED" >&2
  exit 1
fi
echo "OK"
