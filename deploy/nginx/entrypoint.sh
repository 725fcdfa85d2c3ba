#!/bin/sh
# Starts the nginx front door. Fills nginx.conf.template (written by generate-config.mjs from the route manifest)
# in from the environment, writes /remotes.json from MFE_*_URL, then runs nginx in the foreground; any argument
# goes to nginx (`entrypoint.sh -t` checks the configuration). Plain POSIX sh: the nginx image has no Node.
# Every variable is described in docs/operations.md.
set -eu

say() { printf '[nginx-entrypoint] %s\n' "$*" >&2; }
die() {
  say "$*"
  exit 1
}

here=$(cd "$(dirname "$0")" && pwd)
TEMPLATE_DIR=${NGINX_TEMPLATE_DIR:-$here}
RUNTIME_DIR=${NGINX_RUNTIME_DIR:-/tmp/azmar-nginx}
FILES_LISTEN=${NGINX_FILES_LISTEN:-127.0.0.1:8081}
[ -f "$TEMPLATE_DIR/nginx.conf.template" ] || die "no $TEMPLATE_DIR/nginx.conf.template: run node deploy/nginx/generate-config.mjs"
for file in sitemap.xml robots.txt; do
  [ -f "$TEMPLATE_DIR/$file" ] || die "no $TEMPLATE_DIR/$file: run node deploy/nginx/generate-config.mjs"
done

# The origin of a URL as a CSP source, or nothing: what sourceOf() of scripts/gateway/security-headers.mjs gives
# for http(s) and scheme-relative URLs with an ASCII host (the tests compare both). Relative URLs are the site's
# own origin ('self'), so they give nothing, like any other scheme or a host that is not plain ASCII.
source_of() {
  url=$(printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
  case $url in
    //*) scheme=http relative=yes rest=$url ;;
    *)
      scheme=$(printf '%s' "$url" | sed -n 's/^\([A-Za-z][A-Za-z0-9+.-]*\):.*$/\1/p' | tr 'A-Z' 'a-z')
      relative=no
      case $scheme in http | https) ;; *) return 0 ;; esac
      rest=${url#*:}
      ;;
  esac
  # The authority: after the slashes, up to the path, query or fragment, without any user:password@.
  authority=$(printf '%s' "$rest" | sed -e 's|^[/\\]*||' -e 's|[/?#\\].*$||' -e 's|^.*@||' | tr 'A-Z' 'a-z')
  host=${authority%:*}
  port=
  case $authority in
    \[*\]) host=$authority ;;
    *:*) port=${authority##*:} ;;
  esac
  printf '%s' "$host" | grep -Eq '^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$' || return 0
  if [ -n "$port" ]; then
    printf '%s' "$port" | grep -Eq '^[0-9]{1,5}$' || return 0
    port=$(printf '%s' "$port" | sed 's/^0*\(.\)/\1/')
    [ "$port" -le 65535 ] || return 0
    if { [ "$scheme" = http ] && [ "$port" = 80 ]; } || { [ "$scheme" = https ] && [ "$port" = 443 ]; }; then port=; fi
  fi
  if [ "$relative" = yes ]; then
    printf '%s%s\n' "$host" "${port:+:$port}"
  else
    printf '%s://%s%s\n' "$scheme" "$host" "${port:+:$port}"
  fi
}

# An operator's folder or manifest URL means the remoteEntry.js in it (as remotes-config.mjs reads it).
entry_url() {
  case $1 in
    */) printf '%sremoteEntry.js' "$1" ;;
    mf-manifest.json | */mf-manifest.json) printf '%sremoteEntry.js' "${1%mf-manifest.json}" ;;
    *) printf '%s' "$1" ;;
  esac
}


mkdir -p "$RUNTIME_DIR/public" "$RUNTIME_DIR/client_body" "$RUNTIME_DIR/proxy" "$RUNTIME_DIR/fastcgi" "$RUNTIME_DIR/uwsgi" "$RUNTIME_DIR/scgi"
sed_script="$RUNTIME_DIR/placeholders.sed"
: >"$sed_script"
# put PLACEHOLDER TEXT: the placeholder's replacement (sed's special characters escaped).
put() {
  value=$(printf '%s' "$2" | sed -e 's/[\\&|]/\\&/g')
  printf 's|@@%s@@|%s|g\n' "$1" "$value" >>"$sed_script"
}
# check VARIABLE VALUE: an operator's value, refused if it could end a directive or a string.
check() {
  case $2 in
    *[[:space:]\;\{\}\"\'\\]* | '') die "$1=\"$2\" is empty or holds a space, quote, backslash, ; { or }" ;;
  esac
}
# put_setting PLACEHOLDER VARIABLE VALUE
put_setting() {
  check "$2" "$3"
  put "$1" "$3"
}

# /remotes.json, and the remotes' own origins for the CSP.
json='{'
sources=
while read -r name workspace env_var default_entry; do
  [ -n "$name" ] || continue
  eval "configured=\${$env_var:-}"
  url=$(entry_url "${configured:-$default_entry}")
  case $url in
    *[\"\\]* | *[[:cntrl:]]*) die "$env_var=\"$configured\": a remote's URL may not hold a quote, backslash or control character" ;;
  esac
  [ "$json" = '{' ] || json="$json,"
  json="$json\"$name\":\"$url\""
  sources="$sources$(source_of "$url")
"
  stem=${env_var%_URL}
  eval "upstream=\${${stem}_UPSTREAM:-$FILES_LISTEN}"
  eval "dist=\${${stem}_DIST:-/usr/share/azmar/$workspace}"
  put_setting "${stem}_UPSTREAM" "${stem}_UPSTREAM" "$upstream"
  put_setting "${stem}_DIST" "${stem}_DIST" "$dist"

done <"$TEMPLATE_DIR/remotes.txt"
printf '%s}' "$json" >"$RUNTIME_DIR/public/remotes.json"
# The sitemap and robots.txt, on a stand-in origin that nginx replaces with each request's (generate-config.mjs).
cp "$TEMPLATE_DIR/sitemap.xml" "$TEMPLATE_DIR/robots.txt" "$RUNTIME_DIR/public/"

remote_sources=$(printf '%s' "$sources" | LC_ALL=C sort -u | sed '/^$/d' | tr '\n' ' ' | sed 's/ $//')
put REMOTE_SOURCES "${remote_sources:+ $remote_sources}"
# The live map's origin (frame-src and object-src), as mapSource() of security-headers.mjs: OpenStreetMap when unset
# or empty; `none`, or anything that is not an http(s) URL, allows no map (fails closed).
map_origin=$(printf '%s' "${MAP_ORIGIN:-}" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
map_origin=${map_origin:-https://www.openstreetmap.org}
case $(printf '%s' "$map_origin" | tr 'A-Z' 'a-z') in
  none) frame_src= ;;
  *) frame_src=$(source_of "$map_origin") ;;
esac
none="'none'"
put FRAME_SRC "${frame_src:-$none}"

# brotli_static when the module is installed (Debian: libnginx-mod-http-brotli-static), gzip_static always.
modules_dir=${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}
if [ "${NGINX_BROTLI:-auto}" != off ] && [ -f "$modules_dir/ngx_http_brotli_static_module.so" ]; then
  put LOAD_MODULES "load_module $modules_dir/ngx_http_brotli_static_module.so;"
  put BROTLI_STATIC 'brotli_static on;'
else
  [ "${NGINX_BROTLI:-auto}" = off ] || say "no brotli_static module in $modules_dir: serving the .gz files only"
  put LOAD_MODULES '# no brotli_static module'
  put BROTLI_STATIC '# no brotli_static module'
fi

# Workers run as this user when nginx starts as root; as another user (the images) it runs as that user.
if [ "$(id -u)" = 0 ]; then
  check NGINX_USER "${NGINX_USER:-nobody}"
  put USER_DIRECTIVE "user ${NGINX_USER:-nobody};"
else
  put USER_DIRECTIVE '# not started as root'
fi

check NGINX_ACCESS_LOG "${NGINX_ACCESS_LOG:-/dev/stdout}"
if [ "${NGINX_ACCESS_LOG:-}" = off ]; then put ACCESS_LOG off; else put ACCESS_LOG "${NGINX_ACCESS_LOG:-/dev/stdout} azmar_json"; fi
put_setting RUNTIME_DIR NGINX_RUNTIME_DIR "$RUNTIME_DIR"
put_setting LISTEN NGINX_LISTEN "${NGINX_LISTEN:-8080}"
put_setting FILES_LISTEN NGINX_FILES_LISTEN "$FILES_LISTEN"
put_setting SHELL_UPSTREAM SHELL_UPSTREAM "${SHELL_UPSTREAM:-$FILES_LISTEN}"
# Pages rendered on the server (the shell's render service); without one, the shell's own index.html.
put_setting RENDER_UPSTREAM RENDER_UPSTREAM "${RENDER_UPSTREAM:-${SHELL_UPSTREAM:-$FILES_LISTEN}}"
put_setting SHELL_DIST SHELL_DIST "${SHELL_DIST:-/usr/share/azmar/shell}"
put_setting API_UPSTREAM API_UPSTREAM "${API_UPSTREAM:-api:3100}"
put_setting API_TIMEOUT API_TIMEOUT "${API_TIMEOUT:-30s}"
put_setting BODY_LIMIT NGINX_BODY_LIMIT "${NGINX_BODY_LIMIT:-32k}"
put_setting CLIENT_TIMEOUT NGINX_CLIENT_TIMEOUT "${NGINX_CLIENT_TIMEOUT:-10s}"
put_setting CONN_LIMIT NGINX_CONN_LIMIT "${NGINX_CONN_LIMIT:-20}"

# NGINX_ROLE=files: only the files server (the shell's or a remote's own container), no front door.
case ${NGINX_ROLE:-front} in
  front) front_lines='' ;;
  files) front_lines='/# azmar:front-begin/,/# azmar:front-end/d' ;;
  *) die "NGINX_ROLE=${NGINX_ROLE} is neither front nor files" ;;
esac
sed -e "$front_lines" -f "$sed_script" "$TEMPLATE_DIR/nginx.conf.template" >"$RUNTIME_DIR/nginx.conf"
if grep -q '@@[A-Z_]*@@' "$RUNTIME_DIR/nginx.conf"; then die "placeholders left in nginx.conf: $(grep -o '@@[A-Z_]*@@' "$RUNTIME_DIR/nginx.conf" | sort -u | tr '\n' ' ')"; fi

exec nginx -e stderr -p "$RUNTIME_DIR" -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;' "$@"
