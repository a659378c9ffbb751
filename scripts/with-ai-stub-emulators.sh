#!/usr/bin/env bash
# Like with-emulators.sh (same lock), but the functions get a test OpenAI key and the base URL of
# the local OpenAI stub (scripts/ai-stub-env.mjs), so the AI callables run the real OpenAI client
# against tests/support/openai-stub.ts, which each test scripts. No demo data or Hosting needed.
#   bash scripts/with-ai-stub-emulators.sh "npx vitest run --project ai-stub"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec flock /tmp/library-emulators.lock bash -c '
  set -euo pipefail
  npm run build -w functions --silent >/dev/null
  node scripts/ai-stub-env.mjs write
  trap "node scripts/ai-stub-env.mjs remove" EXIT
  bash scripts/firebase.sh emulators:exec --project=demo-library --only=auth,firestore,functions "$0"
' "${1:-npx vitest run --project ai-stub}"
