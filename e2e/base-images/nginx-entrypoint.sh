#!/bin/sh
# A local replacement for the official nginx image's /docker-entrypoint.sh (e2e/base-images/nginx.Dockerfile, for CI where no
# image registry is reachable), written here from that image's documented start: when the command is nginx, every
# file of /docker-entrypoint.d/ is taken in version order, *.envsh sourced and *.sh run (executable ones only), then
# the command runs. Only what the project's images use.
set -e

# Where the start scripts are: /docker-entrypoint.d/ as in the official image; nginx-entrypoint.test.ts points it at a
# folder of its own.
scripts_dir=${AZMAR_NGINX_ENTRYPOINT_D:-/docker-entrypoint.d}

say() {
  [ -n "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ] || echo "$0: $*"
}

if [ "${1:-}" = nginx ] || [ "${1:-}" = nginx-debug ]; then
  scripts=$(find "$scripts_dir/" -follow -type f -print 2>/dev/null | sort -V)
  old_ifs=$IFS
  IFS='
'
  for script in $scripts; do
    IFS=$old_ifs
    case $script in
      *.envsh)
        if [ -x "$script" ]; then
          say "sourcing $script"
          . "$script"
        else
          say "ignoring $script, not executable"
        fi
        ;;
      *.sh)
        if [ -x "$script" ]; then
          say "running $script"
          "$script"
        else
          say "ignoring $script, not executable"
        fi
        ;;
      *) say "ignoring $script" ;;
    esac
  done
  IFS=$old_ifs
  say 'configuration complete; starting nginx'
fi

exec "$@"
