#!/usr/bin/env bash
# Makes sure the web server the hosting tests drive is present: Debian's nginx with the brotli
# compression module (the generated server block compresses with brotli and gzip). On Debian as root
# it installs the distribution's packages; elsewhere it says what to install. The tests find nginx
# through $NGINX_PATH, then the PATH, then /usr/sbin/nginx.
set -euo pipefail

find_nginx() {
  if [ -n "${NGINX_PATH:-}" ]; then
    printf '%s\n' "$NGINX_PATH"
  elif command -v nginx >/dev/null 2>&1; then
    command -v nginx
  elif [ -x /usr/sbin/nginx ]; then
    printf '%s\n' /usr/sbin/nginx
  else
    return 1
  fi
}

# The folder nginx loads dynamic modules from (its --modules-path), default /usr/lib/nginx/modules.
modules_path() {
  local path
  path=$("$1" -V 2>&1 | tr ' ' '\n' | sed -n 's/^--modules-path=//p')
  printf '%s\n' "${path:-/usr/lib/nginx/modules}"
}

ready() {
  local nginx
  nginx=$(find_nginx) || return 1
  [ -x "$nginx" ] || return 1
  [ -f "$(modules_path "$nginx")/ngx_http_brotli_filter_module.so" ] || return 1
  echo "nginx: $nginx ($("$nginx" -v 2>&1 | sed 's/^nginx version: //'), with the brotli module)"
}

if ready; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli module is missing: installing Debian's nginx and libnginx-mod-http-brotli-filter"
  apt-get update -qq
  # policy-rc.d or not, the tests start their own nginx: the package's service is not needed.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter >/dev/null
  ready
  exit 0
fi
echo "nginx with the brotli module was not found. On Debian or Ubuntu install it with" >&2
echo "  sudo apt-get install nginx libnginx-mod-http-brotli-filter" >&2
echo "or point NGINX_PATH at an nginx binary whose modules folder has ngx_http_brotli_filter_module.so." >&2
exit 1
