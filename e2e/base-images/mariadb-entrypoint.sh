#!/bin/sh
# The official mysql image's first-start contract, for MariaDB: on an empty data directory, create the system
# tables, set MYSQL_ROOT_PASSWORD, create MYSQL_DATABASE and MYSQL_USER/MYSQL_PASSWORD with every right on it;
# then run the server in the foreground on every interface.
set -eu
datadir=/var/lib/mysql
# The official image's <NAME>_FILE variants, as Docker secrets arrive (docker-compose.swarm.yml).
for name in MYSQL_ROOT_PASSWORD MYSQL_PASSWORD; do
  eval "file=\${${name}_FILE:-}"
  if [ -n "$file" ]; then
    value=$(cat "$file")
    eval "$name=\$value"
  fi
done
if [ ! -d "$datadir/mysql" ]; then
  : "${MYSQL_ROOT_PASSWORD:?MYSQL_ROOT_PASSWORD is required}"
  mariadb-install-db --datadir="$datadir" --auth-root-authentication-method=normal --skip-test-db >/dev/null
  mariadbd --datadir="$datadir" --skip-networking --socket=/run/mysqld/init.sock &
  pid=$!
  i=0
  until mariadb-admin --socket=/run/mysqld/init.sock -uroot ping >/dev/null 2>&1; do
    i=$((i + 1))
    [ "$i" -lt 60 ] || { echo 'mariadb did not start' >&2; exit 1; }
    sleep 1
  done
  # Values go through SQL string literals: a quote in them would end the literal, so refuse one.
  for value in "$MYSQL_ROOT_PASSWORD" "${MYSQL_DATABASE:-}" "${MYSQL_USER:-}" "${MYSQL_PASSWORD:-}"; do
    case $value in *[\'\\\`]*) echo 'MYSQL_* values may not hold quotes, backquotes or backslashes' >&2; exit 1 ;; esac
  done
  {
    echo "ALTER USER 'root'@'localhost' IDENTIFIED BY '$MYSQL_ROOT_PASSWORD';"
    echo "CREATE USER 'root'@'%' IDENTIFIED BY '$MYSQL_ROOT_PASSWORD'; GRANT ALL ON *.* TO 'root'@'%' WITH GRANT OPTION;"
    if [ -n "${MYSQL_DATABASE:-}" ]; then echo "CREATE DATABASE IF NOT EXISTS \`$MYSQL_DATABASE\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"; fi
    if [ -n "${MYSQL_USER:-}" ]; then
      echo "CREATE USER '$MYSQL_USER'@'%' IDENTIFIED BY '${MYSQL_PASSWORD:-}';"
      if [ -n "${MYSQL_DATABASE:-}" ]; then echo "GRANT ALL ON \`$MYSQL_DATABASE\`.* TO '$MYSQL_USER'@'%';"; fi
    fi
    echo 'FLUSH PRIVILEGES;'
  } | mariadb --socket=/run/mysqld/init.sock -uroot
  kill "$pid"
  wait "$pid" || true
fi
# The passwords are in the data directory now; the server's environment need not hold them.
unset MYSQL_ROOT_PASSWORD MYSQL_PASSWORD
exec mariadbd --datadir="$datadir" --bind-address=0.0.0.0 --port=3306 --socket=/run/mysqld/mysqld.sock "$@"
