#!/usr/bin/env bash
# Creates the next Payload migration for BOTH databases after a collection/block/field change:
#
#   scripts/migrations-create.sh NAME [--verify]
#
#   1. SQLite:     DATABASE_URL unset        -> npx payload migrate:create NAME  -> cms/migrations/sqlite/
#   2. PostgreSQL: starts scripts/pg-local.sh -> DATABASE_URL=postgres://zap:zap@127.0.0.1:54329/zap
#                                              npx payload migrate:create NAME  -> cms/migrations/postgres/
#
# Each writes <timestamp>_NAME.ts, <timestamp>_NAME.json (the schema snapshot the next diff starts
# from) and rewrites index.ts. Commit all of them together with the config change.
# A dialect with no schema change gets no file (--skip-empty) instead of an interactive prompt.
#
# --verify then applies every migration to a throwaway SQLite file and to the local PostgreSQL
# database, which it first EMPTIES (scripts/pg-local.sh --reset).
#
# migrate:create only diffs the config against the latest .json snapshot; it does not read the
# database. Starting PostgreSQL is still needed for --verify, and keeps the procedure uniform.
# The PostgreSQL server is stopped again at the end if this script started it.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"

NAME=""
VERIFY=0
for arg in "$@"; do
  case "$arg" in
    --verify) VERIFY=1 ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "migrations-create: unknown option $arg" >&2; exit 2 ;;
    *) [ -z "$NAME" ] || { echo "migrations-create: only one NAME" >&2; exit 2; }; NAME="$arg" ;;
  esac
done
if [ -z "$NAME" ]; then
  echo "usage: scripts/migrations-create.sh NAME [--verify]   (e.g. add_faq_block)" >&2
  exit 2
fi
if ! [[ "$NAME" =~ ^[A-Za-z0-9_]+$ ]]; then
  echo "migrations-create: NAME must be letters, digits and underscores (got '$NAME')" >&2
  exit 2
fi

export NEXT_TELEMETRY_DISABLED=1
log() { echo "migrations-create: $*" >&2; }

# `payload migrate:create` / `payload migrate` sometimes exit 0 without having run at all (no output,
# nothing written): payloadcms/payload#17757, in the tsx loader used by the payload CLI. A run that
# never started did nothing, so it is safe to repeat; decide from the output, not the exit code.
#   payload_cli LABEL SUCCESS_REGEX [env assignments...] -- payload arguments...
payload_cli() {
  local label="$1" ok="$2"; shift 2
  local envs=()
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  local attempt out rc
  for attempt in 1 2 3 4 5; do
    set +e
    out="$(env "${envs[@]}" NODE_OPTIONS=--import=./scripts/loader/register.mjs npx --no-install payload "$@" 2>&1)"
    rc=$?
    set -e
    printf '%s\n' "$out" | grep -v 'Unknown user config' >&2 || true
    if [ "$rc" -ne 0 ]; then log "$label: payload $* failed (exit $rc)"; return "$rc"; fi
    if printf '%s\n' "$out" | grep -Eq "$ok"; then return 0; fi
    log "$label: payload $* exited without doing anything (payload#17757); retrying ($attempt/5)"
    sleep 1
  done
  log "$label: payload $* never ran"
  return 1
}

# migrate:create: "Migration created at" = written; "DOWN statements generation complete" without it
# = no schema change (--skip-empty exits quietly).
CREATE_OK='Migration created at|Migration DOWN statements generation complete'

# SQLite must not pick up a DATABASE_URL from .env files either; if one sets it, name the default file.
SQLITE_ENV=(-u DATABASE_URL)
if grep -qsE '^[[:space:]]*(export[[:space:]]+)?DATABASE_URL=' .env .env.local .env.development .env.development.local; then
  SQLITE_ENV=(DATABASE_URL=file:data/zap.db)
fi

STARTED_PG=0
cleanup() {
  if [ "$STARTED_PG" -eq 1 ]; then scripts/pg-local.sh stop || true; fi
}
trap cleanup EXIT

# ---- 1. SQLite ----------------------------------------------------------------------------------
log "SQLite: migrate:create $NAME"
payload_cli sqlite "$CREATE_OK" "${SQLITE_ENV[@]}" -- migrate:create "$NAME" --skip-empty

# ---- 2. PostgreSQL ------------------------------------------------------------------------------
scripts/pg-local.sh status >/dev/null 2>&1 || STARTED_PG=1
PG_URL="$(scripts/pg-local.sh)"
log "PostgreSQL: migrate:create $NAME"
payload_cli postgres "$CREATE_OK" DATABASE_URL="$PG_URL" -- migrate:create "$NAME" --skip-empty

# ---- optional verification ----------------------------------------------------------------------
if [ "$VERIFY" -eq 1 ]; then
  VERIFY_DIR="$(mktemp -d /tmp/zap-migrations-verify.XXXXXX)"
  log "verify: SQLite migrations on an empty $VERIFY_DIR/verify.db"
  payload_cli sqlite 'Done\.' DATABASE_URL="file:$VERIFY_DIR/verify.db" -- migrate
  rm -rf "$VERIFY_DIR"
  log "verify: PostgreSQL migrations on an emptied zap database"
  PG_URL="$(scripts/pg-local.sh --reset)"
  payload_cli postgres 'Done\.' DATABASE_URL="$PG_URL" -- migrate
fi

log "done; new files:"
git -C "$ROOT" status --short -- cms/migrations >&2 2>/dev/null || true
