#!/usr/bin/env bash
# Builds functions and web, then runs one command under the emulators with the demo data imported.
# Holds a lock so parallel runs on one machine take turns instead of fighting over the ports, and
# runs the emulators in their own process group so nothing (e.g. the Firestore emulator) outlives
# the run, even when firebase-tools exits early.
#   bash scripts/with-emulators.sh "npx playwright test e2e/smoke.spec.ts"
#   bash scripts/with-emulators.sh "npx vitest run --project emulator tests/rules"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec flock /tmp/library-emulators.lock bash -c '
  set -uo pipefail
  npm run build --silent >/dev/null || exit 1
  setsid bash scripts/firebase.sh emulators:exec --project=demo-library --only=auth,firestore,functions,hosting \
    --import=emulator-data "$0" &
  pid=$!
  trap "kill -TERM -- -$pid 2>/dev/null" INT TERM
  wait $pid; status=$?
  kill -KILL -- -$pid 2>/dev/null
  exit $status
' "$1"
