#!/usr/bin/env bash
# AI faults drill (see ai-faults.ts): an emulator session with Hosting and the demo data whose
# functions use the OpenAI stub (scripts/with-emulators.sh with AI_STUB=1).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
AI_STUB=1 exec bash scripts/with-emulators.sh "npx tsx tests/drills/ai-faults.ts"
