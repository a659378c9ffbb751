#!/usr/bin/env bash
# Like with-emulators.sh (same lock, same process group handling), but the functions get a test
# OpenAI key and the base URL of the local OpenAI stub (scripts/ai-stub-env.mjs), so the AI
# callables run the real OpenAI client against tests/support/openai-stub.ts, which each test
# scripts. No demo data or Hosting needed. The key and base URL files are removed afterwards.
#   bash scripts/with-ai-stub-emulators.sh                      (the ai-stub vitest project)
#   bash scripts/with-ai-stub-emulators.sh "npx vitest run --project ai-stub tests/ai"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec flock /tmp/library-emulators.lock bash -c '
  set -uo pipefail
  npm run build -w functions --silent >/dev/null || exit 1
  node scripts/ai-stub-env.mjs write || exit 1
  setsid bash scripts/firebase.sh emulators:exec --project=demo-library --only=auth,firestore,functions "$0" &
  pid=$!
  trap "kill -TERM -- -$pid 2>/dev/null" INT TERM
  wait $pid; status=$?
  kill -KILL -- -$pid 2>/dev/null
  node scripts/ai-stub-env.mjs remove
  exit $status
' "${1:-npx vitest run --project ai-stub}"
