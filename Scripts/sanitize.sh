#!/usr/bin/env bash
# Runs test suites under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in its
# own scratch folder so it never fights the normal build.
#
#   Scripts/sanitize.sh                 # address and thread, the image, color and geometry suites
#   Scripts/sanitize.sh address         # one sanitizer
#   Scripts/sanitize.sh thread ''       # one sanitizer, the whole suite (an empty filter)
#   Scripts/sanitize.sh thread hardening  # the determinism, parallel-render, property and limit
#                                         # tests (docs/HARDENING.md)
#   Scripts/sanitize.sh thread host       # the parallel-render tests and the view host's: its
#                                         # clock, tasks, input, transitions and memory
#
# The default filter keeps a run to minutes on two cores: the modules that read hostile input
# and do the number work. Suppressions, if any, live in Scripts/sanitizers/SANITIZER.supp with
# the reason for each beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=${1:-address thread}
filter=${2-VitroImageIOTests|VitroColorTests|VitroGeometryTests}
[[ "$filter" == hardening ]] &&
    filter="DeterminismTests|RandomViewTreeTests|RandomCommandTests|RenderLimitTests"
[[ "$filter" == host ]] &&
    filter="DeterminismTests|LifecycleTests|HostClockTests|HostInputTests|InteractionTests|DataFlowTests|TransitionFrameTests|ReleaseTests|MemoryBoundTests|ViewGraphTests"

for sanitizer in $sanitizers; do
    scratch=".build-$sanitizer"
    args=(--sanitize="$sanitizer" --scratch-path "$scratch")
    [[ -n "$filter" ]] && args+=(--filter "$filter")
    # MemoryBoundTests bounds resident memory; AddressSanitizer keeps freed blocks resident in
    # its quarantine (256 MB) on purpose, so there the bound measures the sanitizer, not Vitro
    # (52 MB grown against 48 MB in the whole-suite run; docs/HARDENING.md).
    [[ "$sanitizer" == address ]] && args+=(--skip MemoryBoundTests)
    case "$sanitizer" in
    address) export ASAN_OPTIONS=detect_leaks=1 ;;
    thread) export TSAN_OPTIONS=halt_on_error=1 ;;
    esac
    supp="Scripts/sanitizers/$sanitizer.supp"
    if [[ -f "$supp" ]]; then
        case "$sanitizer" in
        address) export LSAN_OPTIONS="suppressions=$PWD/$supp" ;;
        thread) export TSAN_OPTIONS="$TSAN_OPTIONS:suppressions=$PWD/$supp" ;;
        esac
    fi
    echo "== $sanitizer: swift test ${args[*]}"
    start=$(date +%s)
    nice -n 10 swift build --build-tests "${args[@]:0:3}"
    nice -n 10 swift test --skip-build "${args[@]}"
    echo "== $sanitizer: clean, $(($(date +%s) - start)) s"
done
