#!/usr/bin/env bash
# Builds the DocC documentation of the API apps use and fails on any warning.
#
#   Scripts/docs.sh [OUTPUT]      (default: .build/plugins/Swift-DocC/outputs/NibKit.doccarchive)
#
# The catalog is Sources/NibLoading/NibLoading.docc (landing page and articles). NibKit itself
# only re-exports modules, and SwiftPM's symbol graphs leave re-exported symbols out, so the
# modules NibKit re-exports are documented one by one and merged into one archive (the plugin's
# combined documentation); links between them are written `/Module/Symbol`. NibMacros is left
# out: documenting it would build swift-syntax. Generating documentation builds the targets.
# Preview: `python3 -m http.server -d OUTPUT`, then open /documentation/nibloading.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(NibLoading NibRuntime NibResources NibDocument NibObjectLibrary)
arguments=(--disable-sandbox generate-documentation --enable-experimental-combined-documentation)
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
if [ $# -gt 0 ]; then arguments+=(--output-path "$1"); fi
log=$(mktemp)
set +e
swift package "${arguments[@]}" >"$log" 2>&1
status=$?
set -e
warnings=$(grep -cE "(^|[^a-z])warning:" "$log" || true)
grep -E -A6 "(^|[^a-z])warning:" "$log" | head -200 || true
grep -E "(^|[^a-z])error:" "$log" | head -20 || true
if [ $status -ne 0 ] || [ "$warnings" -ne 0 ]; then
    echo "documentation: status $status, $warnings warning(s); full log: $log"
    exit 1
fi
grep -E "Generated (combined )?documentation archive" -A1 "$log" || true
rm -f "$log"
echo "documentation built without warnings"
