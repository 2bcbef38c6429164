#!/usr/bin/env bash
# Runs one fuzz target with libFuzzer and AddressSanitizer for a while.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [JOBS]        (JOBS > 1: parallel runs, logs in fuzz-N.log)
#     TARGET: DocumentReader | NIBArchive | KeyedArchive | Strings | Load | HostileValues
#
# HostileValues is structured: its bytes are choices for a generator of well-formed documents
# with hostile values (Fuzz/Support/HostileValues.swift: NaN and huge numbers on templates,
# controllers that contain each other, names that try to leave a bundle).
#
# Builds Fuzz<TARGET> in .build-fuzz (apart from normal builds), seeds it from ../shared (the
# corpus of documents, compiled nibs and strings files) and runs it for SECONDS (default 60).
# A crash leaves its input in .build-fuzz/findings/<TARGET>/ and the full report (stack traces)
# in .build-fuzz/logs/<TARGET>.log; replay it with the plain build:
#   swift run Fuzz<TARGET> path/to/crash-file
# LeakSanitizer is on (Fuzz/lsan.supp lists what it cannot judge); FUZZ_LEAKS=0 turns it off.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?name a target: DocumentReader NIBArchive KeyedArchive Strings Load HostileValues}"
seconds="${2:-60}"
jobs="${3:-1}"
product="Fuzz${target}"
swift build -c release --product "$product" --build-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -v "ld.gold: warning" | tail -3
binary=".build-fuzz/release/$product"

seeds=".build-fuzz/seeds/$target"
corpus=".build-fuzz/corpus/$target"
# Not .build-fuzz/artifacts: SwiftPM owns that folder (binary artifacts) and empties it on builds.
artifacts=".build-fuzz/findings/$target"
log=".build-fuzz/logs/$target.log"
mkdir -p "$seeds" "$corpus" "$artifacts" "$(dirname "$log")"
shared="../shared"
if [ -d "$shared" ]; then
    case "$target" in
        DocumentReader) find "$shared/corpus" "$shared/ibtool-pairs" \( -name '*.xib' -o -name '*.storyboard' \) -size -300k ;;
        NIBArchive) find "$shared/corpus-compiled" "$shared/ibtool-pairs" "$shared/corpus" -type f -name '*.nib' -size -300k ;;
        KeyedArchive) find "$shared/corpus-compiled" "$shared/corpus" -type f \( -name 'keyedobjects*.nib' -o -name 'Info.plist' \) -size -300k ;;
        Strings) find "$shared/corpus" -type f \( -name '*.strings' -o -name '*.stringsdict' \) ;;
        Load) find "$shared/corpus" "$shared/corpus-compiled" \( -name '*.xib' -o -name '*.storyboard' -o -name '*.nib' \) -type f -size -100k ;;
        HostileValues) ;;  # (seeded below: choices, not documents)
        *) echo "unknown target $target"; exit 2 ;;
    esac | while read -r file; do cp "$file" "$seeds/$(echo "$file" | md5sum | cut -c1-16)"; done
else
    echo "note: $shared is absent; fuzzing without seeds"
fi
if [ "$target" = HostileValues ]; then
    # Choice streams, not documents: 64 fixed random byte strings, so every mode and template is tried from the start.
    python3 -c 'import random, sys
r = random.Random(25)
for n in range(64): open(f"{sys.argv[1]}/choices-{n}", "wb").write(bytes([n % 4]) + r.randbytes(511))' "$seeds"
fi
echo "fuzzing $product for $seconds s with $(ls "$seeds" | wc -l) seeds"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp"
# LeakSanitizer is on for every target: a leak stops the run like a crash (the load path
# closes no reference cycles; see Tests/CorpusTests/LeakTests.swift).
leaks=()
if [ "${FUZZ_LEAKS:-1}" = 0 ]; then leaks=(-detect_leaks=0); export ASAN_OPTIONS=detect_leaks=0; fi
parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
"$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 "${leaks[@]}" "${parallel[@]}" \
    -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1 || true
grep -E "^#|Done|stat::|ERROR|SUMMARY|crash|Test unit" "$log" | tail -15
if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)" "$log"; then
    echo "the fuzzer found a problem; the full report (stack traces) is in $log"
    exit 1
fi
