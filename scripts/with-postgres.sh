#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on loopback, then removes the cluster.
# Usage: scripts/with-postgres.sh <command> [args…]   (the command sees TEST_DATABASE_URL)
# e.g. scripts/with-postgres.sh node scripts/e2e.mjs --postgres   (the browser suite; npm run test:e2e:pg)
set -euo pipefail

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pgbin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
# Below the ephemeral range (32768–60999), so no outgoing connection of an earlier stage holds it.
port=${PG_TEST_PORT:-25432}
dir=$(mktemp -d /tmp/wellread-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

# UTF-8 whatever the caller's locale (LANG unset would give SQL_ASCII), as a production database is.
"${as_pg[@]}" "$pgbin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null

# A port someone else holds (a server left from an earlier stage, an ephemeral port in use) must not
# sink the run: without PG_TEST_PORT, up to three tries on the next ports, and the server's log if all fail.
tries=3
[ -n "${PG_TEST_PORT:-}" ] && tries=1
started=
for attempt in $(seq 1 "$tries"); do
  if "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
    started=1
    break
  fi
  echo "PostgreSQL did not start on port $port (try $attempt of $tries); its log ends:" >&2
  tail -n 20 "$dir/server.log" >&2 || true
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  port=$((port + 1))
done
[ -n "$started" ] || exit 1

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
