#!/usr/bin/env bash
# Sets up what is missing, builds fieldguide, and serves the bundled field guide at
# http://127.0.0.1:8000 with live reload. Extra arguments go to `fieldguide serve` (e.g. --port 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build --product fieldguide
exec "$(swift build --show-bin-path)/fieldguide" serve --content content --templates templates --output _site "$@"
