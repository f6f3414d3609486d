#!/usr/bin/env bash
# The README's two commands as root from a project in a mode-700 folder, as in a container where the project is
# cloned into root's home (issue 8): `npm test` (the tests of what being root in a closed folder touches: the embedded
# PostgreSQL, its data and binaries, files on disk, the start script and the seed; the main run has already run the
# whole suite, and running it twice cost CI seven minutes) and `npm start` (serves,
# answers /readyz, stops on Ctrl+C within seconds with exit code 0 and no lock file). Run by .ci/run; skipped unless root.
set -euo pipefail
cd "$(dirname "$0")/.."
src="$PWD"

if [ "$(id -u)" != 0 ]; then
  echo "not root: the check of the root-home case is skipped"
  exit 0
fi

home="$(mktemp -d)" # mode 700, like /root
chmod 700 "$home"
app="$home/app"
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -KILL -- "-$server" 2>/dev/null || true; fi
  # The clusters this check made under /var/lib/wypozyczalnia (the binaries there are shared and stay).
  for link in "$app/data/postgres/data" "$app/.data-test/postgres/data"; do
    if [ -L "$link" ]; then rm -rf "$(readlink "$link")"; fi
  done
  rm -rf "$home"
}
trap cleanup EXIT

# The work tree as git would commit it (what a clone gets, plus changes not committed yet when run locally).
mkdir "$app"
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$app"
cd "$app"
step() { printf -- "--- %s (%s s)\n" "$1" "$SECONDS"; }
step "npm ci in a copy of the project in a mode-700 folder"
npm ci --no-audit --no-fund --prefer-offline >/dev/null
# An up-to-date build from the main run saves building again (npm start still rebuilds if the sources are newer).
if [ -d "$src/dist" ]; then cp -a "$src/dist" "$app/dist"; fi

step "npm test (the root-sensitive files)"
npm test -- \
  src/server/db/embedded.test.ts src/server/db/embedded-recovery.test.ts src/server/db/client.test.ts \
  src/server/start-failure.test.ts scripts/start.test.ts src/server/seed/seed.test.ts \
  src/server/adapters/storage/local-storage.test.ts src/server/adapters/documents/document-storage.test.ts \
  src/server/features/photos/routes.test.ts src/server/features/health/routes.test.ts \
  src/client/i18n/i18n.test.ts

step "npm start, /readyz, Ctrl+C"
log="$home/start.log"
set -m # its own process group, so that a SIGINT to the group is what Ctrl+C in a terminal sends
PORT=0 npm start >"$log" 2>&1 &
server=$!
set +m
for _ in $(seq 1 180); do
  if grep -q 'Ready: http' "$log" || ! kill -0 "$server" 2>/dev/null; then break; fi
  sleep 1
done
url="$(grep -o 'Ready: http://[^ ]*' "$log" | head -1 | cut -d' ' -f2 || true)"
if [ -z "$url" ]; then
  cat "$log"
  echo "FAIL: npm start did not become ready"
  exit 1
fi
status="$(node -e "fetch(process.argv[1] + '/readyz').then((r) => console.log(r.status), () => console.log(0))" "$url")"
if [ "$status" != 200 ]; then
  cat "$log"
  echo "FAIL: /readyz answered $status"
  exit 1
fi

# Ctrl+C reaches every process of the group: npm, its shell, scripts/start.mjs and the server. npm's own exit status
# is then 130 (its shell dies of the signal). The server's own exit status 0 is checked by server-lifecycle.test.ts.
serverpid="$(pgrep -f "$app/dist/server/server.js" | head -1)"
started=$(date +%s%N)
kill -INT -- "-$server"
for _ in $(seq 1 100); do
  kill -0 "$serverpid" 2>/dev/null || break
  sleep 0.1
done
if kill -0 "$serverpid" 2>/dev/null; then
  cat "$log"
  echo "FAIL: the app did not stop within 10 s of Ctrl+C"
  exit 1
fi
ms=$((($(date +%s%N) - started) / 1000000))
code=0
wait "$server" || code=$?
server=""
if [ "$code" != 0 ] && [ "$code" != 130 ]; then
  cat "$log"
  echo "FAIL: npm start exited with $code after Ctrl+C"
  exit 1
fi
if grep -q -E 'Could not|taking too long' "$log"; then
  cat "$log"
  echo "FAIL: the app did not shut down cleanly"
  exit 1
fi
if [ -e "$app/data/postgres/app.lock" ]; then
  echo "FAIL: the lock file data/postgres/app.lock was left behind"
  exit 1
fi
if [ "$(stat -c %a "$home")" != 700 ]; then
  echo "FAIL: the private folder was opened up ($(stat -c %a "$home"))"
  exit 1
fi
echo "OK ($SECONDS s): npm test and npm start work as root in a mode-700 folder; Ctrl+C stopped the app in $ms ms and left no lock"
