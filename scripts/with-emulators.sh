#!/usr/bin/env bash
# Builds functions and web, then runs one command under the emulators with the demo data imported
# and dated from today (scripts/seed-today.ts, as npm start does).
# Holds a lock so parallel runs on one machine take turns instead of fighting over the ports, and
# runs the emulators (and the local mail server) in their own process groups so nothing (e.g. the
# Firestore emulator) outlives the run, even when firebase-tools exits early.
#   bash scripts/with-emulators.sh "npx playwright test e2e/smoke.spec.ts"
#   bash scripts/with-emulators.sh "npx vitest run --project emulator tests/rules"
# Options, from the environment:
#   AI_STUB=1      the functions get a test OpenAI key and the local stub's base URL
#                  (scripts/ai-stub-env.mjs), removed again afterwards
#   EMULATORS=...  which emulators to start (default auth,firestore,functions,hosting); the restart
#                  drill runs Firestore itself
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec flock /tmp/library-emulators.lock bash -c '
  set -uo pipefail
  npm run build --silent >/dev/null || exit 1
  if [ "${AI_STUB:-}" = 1 ]; then node scripts/ai-stub-env.mjs write || exit 1; fi
  only="${EMULATORS:-auth,firestore,functions,hosting}"
  cmd="$0"
  # The demo data dated from today, as npm start shows it (scripts/seed-today.ts).
  case ",$only," in *,firestore,*) cmd="npx tsx scripts/seed-today.ts && $0" ;; esac
  # The local mail server the functions deliver mail/ to, and the tests read (scripts/mail-server.mjs).
  mkdir -p artifacts/logs
  setsid node scripts/mail-server.mjs >artifacts/logs/mail-server.log 2>&1 &
  mailpid=$!
  setsid bash scripts/firebase.sh emulators:exec --project=demo-library \
    --only="$only" --import=emulator-data "$cmd" &
  pid=$!
  trap "kill -TERM -- -$pid -$mailpid 2>/dev/null" INT TERM
  wait $pid; status=$?
  kill -KILL -- -$pid -$mailpid 2>/dev/null
  if [ "${AI_STUB:-}" = 1 ]; then node scripts/ai-stub-env.mjs remove; fi
  exit $status
' "$1"
