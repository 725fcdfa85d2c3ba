# Stand-in for nginx:1.27-bookworm where no image registry is reachable (npm run test:containers): Debian 13's
# nginx (1.26) with its brotli_static module, curl (for healthchecks), envsubst (gettext-base) and an `nginx` user,
# started as the official image starts (nginx-entrypoint.sh, nginx-envsubst-on-templates.sh), so the project's images
# rely on nothing else: templates filled in from the environment, /docker-entrypoint.d/ scripts run.
ARG BASE=azmar-standin/debian:trixie
FROM ${BASE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && (id nginx >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin nginx) \
  && mkdir -p /docker-entrypoint.d
COPY nginx-entrypoint.sh /docker-entrypoint.sh
COPY nginx-envsubst-on-templates.sh /docker-entrypoint.d/20-envsubst-on-templates.sh
RUN chmod 755 /docker-entrypoint.sh /docker-entrypoint.d/20-envsubst-on-templates.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
