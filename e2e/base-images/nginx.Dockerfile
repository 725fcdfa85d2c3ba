# A local replacement for nginx:1.27-bookworm where no image registry is reachable (npm run test:containers): Debian 13's
# nginx (1.26) with its brotli_static module, curl (for healthchecks) and an `nginx` user, started as the official
# image starts (nginx-entrypoint.sh: /docker-entrypoint.d/ scripts run, then the command). No project image has
# templates for the official image's envsubst step, so the local one has none.
ARG BASE=azmar-local/debian:trixie
FROM ${BASE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && (id nginx >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin nginx) \
  && mkdir -p /docker-entrypoint.d
COPY nginx-entrypoint.sh /docker-entrypoint.sh
RUN chmod 755 /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
