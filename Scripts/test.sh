#!/usr/bin/env bash
# Sets up what is missing, then builds and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build --build-tests
swift test
