#!/usr/bin/env bash
# The scaled-out arrangement of DESIGN.md §4 on one machine, from Debian's packages:
#   a PostgreSQL primary and a streaming replica (pg_basebackup) on spare ports,
#   PgBouncer in transaction pooling in front of the primary (the request pool),
#   SERVERS server processes (src/main.ts) using PgBouncer for requests, a direct connection to the
#   primary for the leader's advisory lock and LISTEN, and the replica for reads that may lag,
#   and HAProxy balancing them (Server-Sent Events pass through unbuffered).
#
#   deploy/local-cluster.sh start    # everything, waits until the balancer answers
#   deploy/local-cluster.sh status   # what runs (exit 0 only when all of it runs)
#   deploy/local-cluster.sh stop     # stops every process it started and removes CLUSTER_DIR
#                                    # (KEEP_CLUSTER_DIR=1 keeps it, with its logs)
# A start that fails half-way (or is interrupted) stops what it had started and keeps the logs; stop
# waits until each process is gone and fails naming any that is not.
#
# Settings (environment): CLUSTER_DIR (/tmp/lottery-cluster), SERVERS (3), PRIMARY_PORT (15432),
# REPLICA_PORT (15433), BOUNCER_PORT (16432), BALANCER_PORT (18080), SERVER_BASE_PORT (13001),
# PGBIN (/usr/lib/postgresql/15/bin). Any other variable (SEED_DEMO, RATE_LIMIT_PER_MIN, ...) reaches
# the server processes as it is. PgBouncer and HAProxy are installed with apt-get when missing.
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
STATE=${CLUSTER_DIR:-/tmp/lottery-cluster}
SERVERS=${SERVERS:-3}
PRIMARY_PORT=${PRIMARY_PORT:-15432}
REPLICA_PORT=${REPLICA_PORT:-15433}
BOUNCER_PORT=${BOUNCER_PORT:-16432}
BALANCER_PORT=${BALANCER_PORT:-18080}
SERVER_BASE_PORT=${SERVER_BASE_PORT:-13001}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
DB=lottery

log() { echo "local-cluster: $*"; }
die() {
  echo "local-cluster: $*" >&2
  exit 1
}

# PostgreSQL and PgBouncer refuse to run as root: as root they run as the postgres user.
as_db_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# A process runs until it has exited: one that has exited but whose parent has not collected it yet
# (a zombie; after pg_ctl or a daemon's fork the parent is init) counts as gone, though kill -0 still
# finds it.
running() {
  local state
  state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) && [ -n "$state" ] && [ "$state" != Z ]
}
alive() { [ -f "$1" ] && running "$(head -n1 "$1")"; }

# Waits up to $2 tenths of a second for process $1 to be gone; fails if it is not.
wait_gone() {
  for _ in $(seq 1 "$2"); do
    running "$1" || return 0
    sleep 0.1
  done
  ! running "$1"
}

url() { echo "postgres://postgres@127.0.0.1:$1/$DB${2:+?$2}"; }

need_tools() {
  [ -x "$PGBIN/initdb" ] || die "no PostgreSQL binaries in $PGBIN (apt-get install postgresql-15)"
  local missing=()
  command -v pgbouncer >/dev/null || missing+=(pgbouncer)
  command -v haproxy >/dev/null || missing+=(haproxy)
  [ ${#missing[@]} -eq 0 ] && return
  [ "$(id -u)" = 0 ] || die "missing ${missing[*]}: apt-get install ${missing[*]} (as root)"
  log "installing ${missing[*]} from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null ||
    { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null; }
}

start_primary() {
  as_db_user "$PGBIN/initdb" -D "$STATE/primary" -A trust -U postgres --no-instructions >"$STATE/initdb.log"
  cat >>"$STATE/primary/postgresql.conf" <<EOF
port = $PRIMARY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$STATE'
max_connections = 200
shared_buffers = 64MB
wal_level = replica
max_wal_senders = 5
hot_standby = on
fsync = on
synchronous_commit = on
EOF
  as_db_user "$PGBIN/pg_ctl" -D "$STATE/primary" -l "$STATE/primary.log" -w start >/dev/null
  as_db_user "$PGBIN/createdb" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres "$DB"
  log "primary on 127.0.0.1:$PRIMARY_PORT"
}

start_replica() {
  as_db_user "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$STATE/replica" \
    -R -X stream -c fast
  echo "port = $REPLICA_PORT" >>"$STATE/replica/postgresql.conf"
  as_db_user "$PGBIN/pg_ctl" -D "$STATE/replica" -l "$STATE/replica.log" -w start >/dev/null
  log "streaming replica on 127.0.0.1:$REPLICA_PORT"
}

start_bouncer() {
  echo '"postgres" ""' >"$STATE/userlist.txt"
  cat >"$STATE/pgbouncer.ini" <<EOF
[databases]
$DB = host=127.0.0.1 port=$PRIMARY_PORT dbname=$DB

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $STATE/userlist.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
pidfile = $STATE/pgbouncer.pid
logfile = $STATE/pgbouncer.log
log_connections = 0
log_disconnections = 0
EOF
  chmod a+r "$STATE/userlist.txt" "$STATE/pgbouncer.ini"
  as_db_user pgbouncer -d -q "$STATE/pgbouncer.ini"
  log "PgBouncer (transaction pooling) on 127.0.0.1:$BOUNCER_PORT"
}

start_balancer() {
  local servers=""
  for i in $(seq 1 "$SERVERS"); do
    servers+="  server s$i 127.0.0.1:$((SERVER_BASE_PORT + i - 1)) check inter 1s fall 2 rise 1"$'\n'
  done
  cat >"$STATE/haproxy.cfg" <<EOF
global
  maxconn 8000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  timeout connect 2s
  # Event streams stay open: a heartbeat comes every 15 s, so a minute without bytes means gone.
  timeout client 60s
  timeout server 60s

frontend web
  bind 127.0.0.1:$BALANCER_PORT
  default_backend servers

# HAProxy forwards response bytes as they come (no response buffering), so Server-Sent Events
# reach the client at once; nothing here may turn on compression or response buffering.
backend servers
  balance roundrobin
  option httpchk GET /health
$servers
EOF
  haproxy -D -f "$STATE/haproxy.cfg" -p "$STATE/haproxy.pid"
  log "HAProxy on 127.0.0.1:$BALANCER_PORT"
}

start_servers() {
  cd "$ROOT"
  for i in $(seq 1 "$SERVERS"); do
    PORT=$((SERVER_BASE_PORT + i - 1)) HOST=127.0.0.1 TRUST_PROXY=1 \
      DATABASE_URL="$(url "$BOUNCER_PORT")" \
      DATABASE_DIRECT_URL="$(url "$PRIMARY_PORT" "application_name=lottery-server-$i")" \
      DATABASE_REPLICA_URL="$(url "$REPLICA_PORT")" \
      setsid node --import tsx apps/server/src/main.ts >"$STATE/server-$i.log" 2>&1 </dev/null &
    echo $! >"$STATE/server-$i.pid"
  done
  for i in $(seq 1 "$SERVERS"); do
    wait_http "http://127.0.0.1:$((SERVER_BASE_PORT + i - 1))/health" "server $i" "$STATE/server-$i.pid"
  done
  log "$SERVERS server processes on 127.0.0.1:$SERVER_BASE_PORT.."$((SERVER_BASE_PORT + SERVERS - 1))
}

wait_http() {
  local until=$((SECONDS + 180))
  while ! curl -fsS -o /dev/null "$1" 2>/dev/null; do
    if [ -n "${3:-}" ] && ! alive "$3"; then
      tail -n 30 "$STATE/$(basename "$3" .pid).log" >&2 || true
      die "$2 exited while starting"
    fi
    [ $SECONDS -lt $until ] || die "$2 did not answer at $1"
    sleep 0.5
  done
}

start() {
  need_tools
  if [ -d "$STATE" ]; then
    status >/dev/null 2>&1 && die "already running in $STATE (stop it first)"
    stop_all >/dev/null 2>&1 || true
    rm -rf "$STATE" # what a stopped or half-started run left
  fi
  mkdir -p "$STATE"
  [ "$(id -u)" = 0 ] && chown postgres "$STATE"
  # Whatever ends the start early (a failed command, die, Ctrl-C, a TERM from a test runner's
  # timeout): stop what was started, and keep the logs for reading.
  trap 'exit 130' INT TERM
  trap 'failed_start $?' EXIT
  start_primary
  start_replica
  start_bouncer
  start_servers
  start_balancer
  wait_http "http://127.0.0.1:$BALANCER_PORT/health" "the balancer"
  trap - EXIT INT TERM
  log "ready: http://127.0.0.1:$BALANCER_PORT (logs and pids in $STATE)"
}

failed_start() {
  trap - EXIT INT TERM
  [ "$1" = 0 ] && return 0
  echo "local-cluster: start failed (exit $1); stopping what was started (logs stay in $STATE)" >&2
  stop_all >&2 || true
  exit "$1"
}

stop_pid() {
  local file=$1 name=$2
  alive "$file" || return 0
  local pid
  pid=$(head -n1 "$file")
  kill -TERM "$pid" 2>/dev/null || true
  if wait_gone "$pid" 100; then
    log "stopped $name"
    return 0
  fi
  kill -KILL "$pid" 2>/dev/null || true
  wait_gone "$pid" 50 && log "killed $name"
}

# A fast shutdown (sessions ended, a checkpoint written); if that does not finish within its 60 s,
# an immediate one; then waits for the postmaster itself to be gone (pg_ctl returns when the pid file
# is removed, a moment before the process has exited).
stop_postgres() {
  local file="$STATE/$1/postmaster.pid" pid
  [ -f "$file" ] || return 0
  pid=$(head -n1 "$file")
  if ! as_db_user "$PGBIN/pg_ctl" -D "$STATE/$1" -m fast -w -t 60 stop >/dev/null 2>&1; then
    log "$1 did not stop in 60 s: immediate shutdown"
    as_db_user "$PGBIN/pg_ctl" -D "$STATE/$1" -m immediate -w -t 30 stop >/dev/null 2>&1 || kill -KILL "$pid" 2>/dev/null || true
  fi
  wait_gone "$pid" 100 && log "stopped $1"
}

# Stops everything (each part even when another failed); fails naming what still runs.
stop_all() {
  local left=()
  stop_pid "$STATE/haproxy.pid" HAProxy || left+=(HAProxy)
  for file in "$STATE"/server-*.pid; do
    [ -e "$file" ] || continue
    stop_pid "$file" "$(basename "$file" .pid)" || left+=("$(basename "$file" .pid)")
  done
  stop_pid "$STATE/pgbouncer.pid" PgBouncer || left+=(PgBouncer)
  stop_postgres replica || left+=(replica)
  stop_postgres primary || left+=(primary)
  [ ${#left[@]} -eq 0 ] || die "still running: ${left[*]}"
}

stop() {
  [ -d "$STATE" ] || {
    log "nothing to stop ($STATE does not exist)"
    return 0
  }
  stop_all
  [ "${KEEP_CLUSTER_DIR:-0}" = 1 ] || rm -rf "$STATE"
}

status() {
  local down=0 line
  report() {
    if alive "$2"; then line="running (pid $(head -n1 "$2"))"; else
      line="stopped"
      down=1
    fi
    printf '%-10s %s\n' "$1" "$line"
  }
  report primary "$STATE/primary/postmaster.pid"
  report replica "$STATE/replica/postmaster.pid"
  report pgbouncer "$STATE/pgbouncer.pid"
  for i in $(seq 1 "$SERVERS"); do report "server-$i" "$STATE/server-$i.pid"; done
  report haproxy "$STATE/haproxy.pid"
  return $down
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "usage: $0 start|stop|status" ;;
esac
