#!/usr/bin/env bash
# Runs firebase-tools with a Firestore emulator that works on this machine:
#  - the official emulator when Java 21+ is installed and its jar is cached or can be fetched;
#  - otherwise hidane (a Firestore emulator in Rust), built with cargo if it is not installed yet;
#  - otherwise it stops and says what to install.
# Usage: bash scripts/firebase.sh <firebase-tools arguments...>
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
firebase="$root/node_modules/.bin/firebase"
HIDANE_VERSION="0.6.0"
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$cargo_bin:$PATH"

[ -x "$firebase" ] || { echo "firebase-tools is not installed: run 'npm install' first." >&2; exit 1; }
# No telemetry, no update checks: the machines here have no internet.
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true NO_UPDATE_NOTIFIER=1 FIREBASE_CLI_EXPERIMENTS="${FIREBASE_CLI_EXPERIMENTS:-}"

java_major() {
  command -v java >/dev/null 2>&1 || { echo 0; return; }
  java -version 2>&1 | awk -F'"' '/version/ {split($2, v, "."); print (v[1] == "1" ? v[2] : v[1]); exit}'
}

official_ready() {
  [ "${LIBRARY_FIRESTORE_EMULATOR:-}" = "hidane" ] && return 1
  [ "$(java_major)" -ge 21 ] 2>/dev/null || return 1
  ls "$HOME"/.cache/firebase/emulators/cloud-firestore-emulator-*.jar >/dev/null 2>&1 && return 0
  # Try to fetch the jar once; on a machine without internet this fails quickly.
  timeout 120 "$firebase" setup:emulators:firestore >/dev/null 2>&1
}

hidane_ready() {
  if command -v hidane >/dev/null 2>&1 && hidane --version 2>/dev/null | grep -q "$HIDANE_VERSION"; then
    return 0
  fi
  if command -v cargo >/dev/null 2>&1; then
    echo "Building the hidane Firestore emulator $HIDANE_VERSION with cargo (a few minutes, once)..." >&2
    cargo install hidane --version "$HIDANE_VERSION" --locked >&2 && return 0
  fi
  return 1
}

# A Firestore emulator orphaned by an earlier run that was killed (its parent is gone, PID 1
# adopted it) still holds port 8080 and would make this run fail with "port taken": stop it.
stale_emulators() {
  ps -eo pid=,ppid=,args= | awk '$2 == 1 && /hidane-firestore\.jar|cloud-firestore-emulator/ {print $1}'
}
for pid in $(stale_emulators); do
  echo "Stopping a Firestore emulator left over from an earlier run (pid $pid)." >&2
  kill "$pid" 2>/dev/null || true
done

if official_ready; then
  exec "$firebase" "$@"
elif hidane_ready; then
  exec hidane exec -- "$firebase" "$@"
else
  cat >&2 <<MSG
No Firestore emulator can run on this machine.
Install one of:
  - Java 21 or newer (for example: apt-get install openjdk-21-jre-headless) with internet access
    so firebase-tools can fetch the official emulator, or
  - Rust's cargo (https://rustup.rs), then: cargo install hidane --version $HIDANE_VERSION --locked
MSG
  exit 1
fi
