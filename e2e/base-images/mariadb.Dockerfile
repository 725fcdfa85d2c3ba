# A local replacement for mysql:8.4 where no image registry is reachable (npm run test:containers): Debian 13's MariaDB,
# started by mariadb-entrypoint.sh, which reads the official image's MYSQL_* variables.
ARG BASE=azmar-local/debian:trixie
FROM ${BASE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends mariadb-server mariadb-client \
  && rm -rf /var/lib/apt/lists/* /var/lib/mysql \
  && mkdir -p /var/lib/mysql /run/mysqld \
  && chown mysql:mysql /var/lib/mysql /run/mysqld
COPY mariadb-entrypoint.sh /usr/local/bin/mariadb-entrypoint.sh
USER mysql
VOLUME /var/lib/mysql
EXPOSE 3306
ENTRYPOINT ["sh", "/usr/local/bin/mariadb-entrypoint.sh"]
