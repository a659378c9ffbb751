#!/usr/bin/env bash
# Restart drill (see restart.ts): Auth, Functions and Hosting from firebase-tools, Firestore from
# hidane run by the drill itself on 127.0.0.1:8080 so it can stop and restart it; the lock and the
# process group are scripts/with-emulators.sh's, so nothing outlives the run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 EMULATORS=auth,functions,hosting \
  exec bash scripts/with-emulators.sh "npx tsx tests/drills/restart.ts"
