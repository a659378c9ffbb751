#!/usr/bin/env bash
# Restart drill (see restart.ts): Auth, Functions and Hosting from firebase-tools, Firestore from
# hidane run by the drill itself on 127.0.0.1:8080 so it can stop and restart it. Takes the same
# lock as scripts/with-emulators.sh and runs in its own process group, so nothing outlives it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
exec flock /tmp/library-emulators.lock bash -c '
  set -uo pipefail
  npm run build --silent >/dev/null || exit 1
  FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 setsid bash scripts/firebase.sh emulators:exec --project=demo-library \
    --only=auth,functions,hosting --import=emulator-data "npx tsx tests/drills/restart.ts" &
  pid=$!
  trap "kill -TERM -- -$pid 2>/dev/null" INT TERM
  wait $pid; status=$?
  kill -KILL -- -$pid 2>/dev/null
  exit $status
'
