#!/bin/sh
# Regenerates docs/COMPATIBILITY.md: the compiler's own table of what each attribute becomes
# (`nibtool coverage --compile`), over ../shared/corpus and the ibtool pairs (issue 27's
# held-back pairs left out). CompatibilityTableTests checks the file is what this writes.
set -e
cd "$(dirname "$0")/.."
swift build --product nibtool
.build/debug/nibtool coverage --compile --markdown --skip-held-back ../shared/corpus ../shared/ibtool-pairs > docs/COMPATIBILITY.md.tmp
mv docs/COMPATIBILITY.md.tmp docs/COMPATIBILITY.md
