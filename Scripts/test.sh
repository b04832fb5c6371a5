#!/usr/bin/env bash
# Sets up what is missing, then builds and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build --build-tests
# One test at a time: the server and watcher tests run on Swift's cooperative threads (two on a
# 2-core machine), which the browser tests would otherwise hold while they wait for Chromium.
swift test --no-parallel
