#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for development and tests (never for production).
#
#   scripts/pg-local.sh            start (or reuse) the cluster, ensure role/database zap, print DATABASE_URL
#   scripts/pg-local.sh --reset    same, but drop and recreate the zap database first (empty schema)
#   scripts/pg-local.sh stop       stop the cluster (its data stays under /tmp until a reboot)
#   scripts/pg-local.sh status     exit 0 when the cluster is running
#   scripts/pg-local.sh url        print DATABASE_URL without starting anything
#
# Listens only on 127.0.0.1:54329 (PG_LOCAL_PORT overrides); data, socket and log live in
# /tmp/zap-pg-<port> (PG_LOCAL_DIR overrides). Only the URL goes to stdout, so
#   export DATABASE_URL="$(scripts/pg-local.sh)"
# works. Safe to run again: an already running cluster, role or database is reused.
# As root the server runs as the `postgres` OS user (PostgreSQL refuses to run as root).
# When the PostgreSQL binaries are missing it installs Debian's `postgresql` package with apt-get.
set -euo pipefail

PORT="${PG_LOCAL_PORT:-54329}"
BASE="${PG_LOCAL_DIR:-/tmp/zap-pg-$PORT}"
PGDATA_DIR="$BASE/data"
SOCKET_DIR="$BASE/socket"
LOG_FILE="$BASE/postgres.log"
DB_USER=zap
# The tests' throwaway servers use a fixed password; the local cluster passes its own generated one
# (kept in .cluster/postgres-password). Letters and digits only: it goes into SQL and the URL as is.
DB_PASSWORD="${PG_LOCAL_PASSWORD:-zap}"
[[ "$DB_PASSWORD" =~ ^[A-Za-z0-9]+$ ]] || { echo "pg-local: PG_LOCAL_PASSWORD must be letters and digits" >&2; exit 2; }
DB_NAME=zap
URL="postgres://$DB_USER:$DB_PASSWORD@127.0.0.1:$PORT/$DB_NAME"

say() { echo "pg-local: $*" >&2; }
die() { say "error: $*"; exit 1; }

usage() {
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
}

# ---- arguments --------------------------------------------------------------------------------
ACTION=start
RESET=0
for arg in "$@"; do
  case "$arg" in
    start) ACTION=start ;;
    stop) ACTION=stop ;;
    status) ACTION=status ;;
    url) ACTION=url ;;
    --reset|reset) RESET=1 ;;
    -h|--help|help) usage; exit 0 ;;
    *) usage; die "unknown argument: $arg" ;;
  esac
done

if [ "$ACTION" = url ]; then
  echo "$URL"
  exit 0
fi

# ---- privileges -------------------------------------------------------------------------------
IS_ROOT=0
[ "$(id -u)" -eq 0 ] && IS_ROOT=1
PG_OS_USER="$(id -un)"
[ "$IS_ROOT" -eq 1 ] && PG_OS_USER=postgres

# Runs a command as the OS user that owns the cluster (from / so postgres can read the cwd).
as_pg() {
  if [ "$IS_ROOT" -eq 1 ]; then
    if command -v runuser >/dev/null 2>&1; then
      (cd / && runuser -u postgres -- "$@")
    else
      local cmd
      cmd="$(printf '%q ' "$@")"
      (cd / && su postgres -s /bin/sh -c "$cmd")
    fi
  else
    "$@"
  fi
}

as_root() {
  if [ "$IS_ROOT" -eq 1 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

# ---- binaries ---------------------------------------------------------------------------------
# A directory holding every binary this script runs.
pg_bin_ok() {
  local tool
  for tool in initdb pg_ctl postgres psql; do [ -x "$1/$tool" ] || return 1; done
}

find_pg_bin() {
  local dir
  if [ -n "${PG_BIN:-}" ] && pg_bin_ok "$PG_BIN"; then echo "$PG_BIN"; return 0; fi
  if pg_bin_ok /usr/lib/postgresql/15/bin; then echo /usr/lib/postgresql/15/bin; return 0; fi
  # Any other Debian major version, newest first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -rn); do
    if pg_bin_ok "$dir"; then echo "$dir"; return 0; fi
  done
  # Elsewhere on PATH (following symlinks to the real installation).
  if command -v pg_ctl >/dev/null 2>&1; then
    dir="$(dirname "$(readlink -f "$(command -v pg_ctl)")")"
    if pg_bin_ok "$dir"; then echo "$dir"; return 0; fi
  fi
  return 1
}

if ! PGBIN="$(find_pg_bin)"; then
  if [ "$ACTION" != start ]; then
    # Nothing installed means nothing can be running.
    [ "$ACTION" = status ] && { say "PostgreSQL is not installed"; exit 1; }
    say "PostgreSQL is not installed; nothing to stop"
    exit 0
  fi
  command -v apt-get >/dev/null 2>&1 || die "PostgreSQL binaries not found and apt-get is unavailable; install PostgreSQL 15 yourself"
  say "PostgreSQL binaries not found; installing the postgresql package with apt-get"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  PGBIN="$(find_pg_bin)" || die "apt-get install postgresql did not provide pg_ctl"
fi

if [ "$IS_ROOT" -eq 1 ] && ! id postgres >/dev/null 2>&1; then
  die "running as root but there is no 'postgres' OS user to run the server (install the postgresql package)"
fi

is_running() {
  [ -f "$PGDATA_DIR/PG_VERSION" ] && as_pg "$PGBIN/pg_ctl" -D "$PGDATA_DIR" status >/dev/null 2>&1
}

psql_admin() {
  as_pg "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$SOCKET_DIR" -p "$PORT" -U postgres -d postgres "$@"
}

# ---- stop / status ----------------------------------------------------------------------------
if [ "$ACTION" = stop ]; then
  if is_running; then
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m fast -w stop >&2
    say "stopped ($PGDATA_DIR)"
  else
    say "not running"
  fi
  exit 0
fi

if [ "$ACTION" = status ]; then
  if is_running; then say "running on 127.0.0.1:$PORT ($PGDATA_DIR)"; echo "$URL"; exit 0; fi
  say "not running"
  exit 1
fi

# ---- start ------------------------------------------------------------------------------------
mkdir -p "$BASE" "$SOCKET_DIR"
if [ "$IS_ROOT" -eq 1 ]; then chown postgres: "$BASE" "$SOCKET_DIR"; fi
chmod 700 "$BASE" "$SOCKET_DIR"

if [ ! -f "$PGDATA_DIR/PG_VERSION" ]; then
  # A half-made data directory (initdb interrupted) is useless: start over.
  rm -rf "$PGDATA_DIR"
  say "initialising a new cluster in $PGDATA_DIR"
  # Trust on the private Unix socket (owner-only directory) for administration; passwords over TCP.
  as_pg "$PGBIN/initdb" -D "$PGDATA_DIR" -U postgres --encoding=UTF8 --no-locale \
    --auth-local=trust --auth-host=scram-sha-256 >"$BASE/initdb.log" 2>&1 \
    || { cat "$BASE/initdb.log" >&2; die "initdb failed"; }
fi

if ! is_running; then
  if command -v ss >/dev/null 2>&1 && ss -ltnH "sport = :$PORT" 2>/dev/null | grep -q .; then
    die "port $PORT is already in use by another process"
  fi
  say "starting PostgreSQL ($("$PGBIN/postgres" --version)) on 127.0.0.1:$PORT"
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -l "$LOG_FILE" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $SOCKET_DIR -c unix_socket_permissions=0700 -c fsync=off" \
    start >/dev/null \
    || { tail -n 30 "$LOG_FILE" >&2 || true; die "the server did not start"; }
else
  say "already running on 127.0.0.1:$PORT"
fi

# Role: create it, or make sure its password and login are what the URL says.
psql_admin <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$DB_USER') THEN
    CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASSWORD';
  ELSE
    ALTER ROLE $DB_USER LOGIN PASSWORD '$DB_PASSWORD';
  END IF;
END
\$\$;
SQL

if [ "$RESET" -eq 1 ]; then
  say "dropping database $DB_NAME"
  psql_admin -c "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)"
fi

if [ "$(psql_admin -tA -c "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" != 1 ]; then
  say "creating database $DB_NAME"
  psql_admin -c "CREATE DATABASE $DB_NAME OWNER $DB_USER ENCODING 'UTF8' TEMPLATE template0"
fi

echo "$URL"
