#!/usr/bin/env bash
# Runs the tests that load nibs from many threads at once under Thread Sanitizer.
#
#   Scripts/tsan.sh [FILTER]      (default: the concurrency tests and the parallel corpus loads, first and repeated)
#
# Builds the test bundle with -sanitize=thread in .build-tsan (apart from normal builds) and
# fails on any data race TSan reports.
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-ConcurrencyTests|instantiatingOneNibFromManyTasksAtOnceIsSafe|CompileThenLoadTests|RepeatedLoadTests}"
build_log=$(mktemp)
if ! swift build --build-tests --sanitize=thread --build-path .build-tsan >"$build_log" 2>&1; then
    grep -E "error" "$build_log" | head -20
    echo "the Thread Sanitizer build failed; full log: $build_log"
    exit 1
fi
tail -1 "$build_log"
rm -f "$build_log"
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
bundle=$(find -L .build-tsan/debug -maxdepth 1 -name '*PackageTests.xctest' | head -1)
log=$(mktemp)
set +e
"$bundle" --testing-library swift-testing --filter "$filter" >"$log" 2>&1
status=$?
set -e
grep -E "Test run with|WARNING: ThreadSanitizer|SUMMARY: ThreadSanitizer" "$log" | head -20 || true
if grep -q "ThreadSanitizer" "$log" || [ $status -ne 0 ]; then
    echo "Thread Sanitizer run failed (status $status); full log: $log"
    exit 1
fi
echo "Thread Sanitizer: no data races ($filter)"
rm -f "$log"
