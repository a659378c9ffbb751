#!/usr/bin/env bash
# with-emulators.sh with AI_STUB=1: the AI callables run the real OpenAI client against
# tests/support/openai-stub.ts, which each test scripts.
#   bash scripts/with-ai-stub-emulators.sh                      (the ai-stub vitest project)
#   bash scripts/with-ai-stub-emulators.sh "npx vitest run --project ai-stub tests/ai"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
AI_STUB=1 exec bash scripts/with-emulators.sh "${1:-npx vitest run --project ai-stub}"
