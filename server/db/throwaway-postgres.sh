#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for tests and benchmarks; prints its URL on stdout.
# Usage: server/db/throwaway-postgres.sh start [PORT]   -> prints postgresql://postgres@127.0.0.1:PORT/postgres, data dir in $PGTMP_FILE
#        server/db/throwaway-postgres.sh stop DATADIR
# As root it runs the server as the unprivileged `postgres` user (initdb refuses root); otherwise as the caller.
set -euo pipefail

bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$d" ] && command -v pg_config >/dev/null; then d="$(pg_config --bindir)"; fi
  [ -n "$d" ] && [ -x "$d/initdb" ] || { echo "PostgreSQL binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
  echo "$d"
}

# From /: the caller's folder may be closed to `postgres` (a clone in a root-only temp folder), and runuser's shell
# would say so on every call.
as_owner() {
  if [ "$(id -u)" = "0" ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

case "${1:-}" in
  start)
    port="${2:-55432}"
    bin="$(bindir)"
    dir="$(mktemp -d /tmp/pg-throwaway.XXXXXX)"
    if [ "$(id -u)" = "0" ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null
    echo "$dir/data" >"${PGTMP_FILE:-/dev/null}"
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin="$(bindir)"
    as_owner "$bin/pg_ctl" -D "$2" -m fast -w stop >/dev/null || true
    rm -rf "$(dirname "$2")"
    ;;
  *)
    echo "usage: $0 start [PORT] | stop DATADIR" >&2
    exit 2
    ;;
esac
