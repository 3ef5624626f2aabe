#!/usr/bin/env bash
# Throughput of Bhoj behind nginx (deploy/nginx.conf) with 1 and then 2 instances on this machine, on one
# PostgreSQL and Redis: docs/SCALING.md shows the numbers. Needs the built app (`npm run build`), nginx
# with its Brotli modules, Redis on 127.0.0.1:6379, and DATABASE_URL (a role that may create databases).
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bash bench/scale-out.sh
# BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 32) set each measurement.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server where this role may create databases}"
SECONDS_EACH=${BENCH_SECONDS:-10}
CONNECTIONS=${BENCH_CONNECTIONS:-32}
DB_NAME=bhoj_bench_scale
DB_URL="${DATABASE_URL%/*}/$DB_NAME"
WORK=$(mktemp -d)
chmod 755 "$WORK"
PIDS=()

cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -s "$WORK/nginx-error.log" ]; then echo "nginx's errors:" >&2; sort -u "$WORK/nginx-error.log" | tail -5 >&2; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

wait_for() {
  for _ in $(seq 1 120); do
    curl -sf -o /dev/null "$1" && return
    sleep 0.5
  done
  echo "error: $1 did not answer" >&2
  return 1
}

start_instance() {
  local port=$1
  DATABASE_URL=$DB_URL REDIS_URL=redis://127.0.0.1:6379 REDIS_KEY_PREFIX=bhoj-bench: \
    NODE_ENV=production PAYMENT_PROVIDER=sandbox DEMO_DATA=true TRUST_PROXY=1 \
    RATE_LIMIT_AUTH_PER_MINUTE=0 SECRET_KEY=bench-secret-key-of-at-least-32-characters \
    HOST=127.0.0.1 PORT=$port DATA_DIR="$WORK/data-$port" LOG_LEVEL=warn \
    node apps/api/dist/server.js >"$WORK/bhoj-$port.log" 2>&1 &
  PIDS+=($!)
  wait_for "http://127.0.0.1:$port/api/health/ready/"
}

# deploy/nginx.conf with the instances' ports, a loopback port and address, and folders of this run.
start_nginx() {
  local port=$1
  shift
  local servers=""
  for upstream in "$@"; do servers+="server 127.0.0.1:$upstream max_fails=1 fail_timeout=5s; "; done
  sed -e "s|server bhoj:3000 max_fails=1 fail_timeout=5s;|$servers|" \
    -e "s|listen 80;|listen 127.0.0.1:$port;|" \
    -e "s|listen 80 default_server;|listen 127.0.0.1:$port default_server;|" \
    -e "s|server_name localhost;|server_name 127.0.0.1;|" \
    -e "s|/var/cache/nginx/bhoj-media|$WORK/media-cache-$port|" \
    -e "s|/usr/share/bhoj/web|$PWD/apps/web/dist|" deploy/nginx.conf >"$WORK/site-$port.conf"
  cat >"$WORK/nginx-$port.conf" <<CONF
worker_processes auto;
pid $WORK/nginx-$port.pid;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $WORK/body; proxy_temp_path $WORK/proxy; fastcgi_temp_path $WORK/fastcgi;
  uwsgi_temp_path $WORK/uwsgi; scgi_temp_path $WORK/scgi;
  include $WORK/site-$port.conf;
}
CONF
  /usr/sbin/nginx -e "$WORK/nginx-error.log" -c "$WORK/nginx-$port.conf" -g 'daemon off;' &
  PIDS+=($!)
  wait_for "http://127.0.0.1:$port/api/health/live/"
}

# One autocannon run: "requests/s  p99 ms  failures (answers outside 2xx, errors, timeouts)".
measure() {
  node_modules/.bin/autocannon -c "$CONNECTIONS" -d "$SECONDS_EACH" -H 'accept-encoding=gzip, deflate, br' -j "$1" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);
      const failures = r.non2xx + r.errors + r.timeouts;
      console.log(`${Math.round(r.requests.average)}\t${r.latency.p99}\t${failures ? `${r.non2xx} ${r.errors} ${r.timeouts}` : 0}`)})'
}

psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" -c "CREATE DATABASE $DB_NAME"
trap 'cleanup; psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)"' EXIT

PATHS=(/api/health/ /api/restaurant/categories/ /api/restaurant/items/ '/api/restaurant/search-food/?search=kacchi')
printf 'instances\tcall\trequests/s\tp99 ms\tfailures\n'
ports=()
for instances in 1 2; do
  port=$((3900 + instances))
  start_instance "$port"
  ports+=("$port")
  edge=$((8900 + instances))
  start_nginx "$edge" "${ports[@]}"
  for path in "${PATHS[@]}"; do
    printf '%s\t%s\t%s\n' "$instances" "$path" "$(measure "http://127.0.0.1:$edge$path")"
  done
done
# The same calls straight to one instance: what nginx costs.
for path in "${PATHS[@]}"; do
  printf '1, no nginx\t%s\t%s\n' "$path" "$(measure "http://127.0.0.1:${ports[0]}$path")"
done
