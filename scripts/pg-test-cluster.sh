#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on a loopback port for the database tests.
#   start: initdb in a temp dir, start, print the URL     stop: stop and remove it
# PG_DATA_DIR=/abs/dir keeps the cluster there instead (created once, reused, not removed on stop).
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
state=${PG_TEST_STATE:-/tmp/acrewise-pg-test.state}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ ! -x "$bin/postgres" ]; then
      [ "$(id -u)" = 0 ] || { echo "PostgreSQL 15 is not installed (apt-get install postgresql)" >&2; exit 1; }
      apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends postgresql >&2
    fi
    if [ -n "${PG_DATA_DIR:-}" ]; then
      dir=$PG_DATA_DIR
      mkdir -p "$dir"
    else
      dir=$(mktemp -d /tmp/acrewise-pg.XXXXXX)
    fi
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    [ -f "$dir/data/PG_VERSION" ] || as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -h 127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    echo "$dir" > "$state"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -f "$state" ] || exit 0
    dir=$(cat "$state")
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    if [ -n "${PG_DATA_DIR:-}" ]; then rm -f "$state"; else rm -rf "$dir" "$state"; fi
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
