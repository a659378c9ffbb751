#!/usr/bin/env bash
# AI faults drill (see ai-faults.ts): like scripts/with-emulators.sh (same lock, own process group,
# Hosting and the demo data), but the functions use the OpenAI stub as in
# scripts/with-ai-stub-emulators.sh; the stub's key and base URL files are removed afterwards.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
exec flock /tmp/library-emulators.lock bash -c '
  set -uo pipefail
  npm run build --silent >/dev/null || exit 1
  node scripts/ai-stub-env.mjs write || exit 1
  setsid bash scripts/firebase.sh emulators:exec --project=demo-library --only=auth,firestore,functions,hosting \
    --import=emulator-data "npx tsx tests/drills/ai-faults.ts" &
  pid=$!
  trap "kill -TERM -- -$pid 2>/dev/null" INT TERM
  wait $pid; status=$?
  kill -KILL -- -$pid 2>/dev/null
  node scripts/ai-stub-env.mjs remove
  exit $status
'
