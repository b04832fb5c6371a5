#!/usr/bin/env bash
# Installs the Debian packages Fieldguide needs (only those missing) and resolves Swift packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# libcmark-dev (with pkg-config) for the Markdown parser; libjs-highlight.js, which pages with
# bash, json, diff… blocks load (copied into a site only when a page needs it); the fonts the text
# measurer reads; fonts-material-design-icons-iconfont, whose icons stand in for SF Symbols
# (SymbolCatalog); python3-fonttools and woff2, which make the sites' WOFF2 font subsets at build
# time; chromium for the browser tests (TextParityTests, BrowserScreenshotTests); wrk for the serve
# load test (LoadTests, bench/load.sh).
packages=(libcmark-dev pkg-config libjs-highlight.js fonts-inter fonts-firacode fonts-material-design-icons-iconfont python3-fonttools woff2 chromium wrk)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "Installing Debian packages: ${missing[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift package resolve >/dev/null
