# A local replacement for node:22-bookworm-slim where no image registry is reachable (npm run test:containers): Debian 13's
# Node.js and npm on the debootstrapped base, with the same `node` user (uid 1000) the official image has.
ARG BASE=azmar-local/debian:trixie
FROM ${BASE}
# The host's extra CA certificates (a TLS-intercepting egress proxy, if any), so npm reaches its registry.
COPY ca/ /usr/local/share/ca-certificates/
RUN apt-get update \
  && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
  && update-ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home --shell /bin/sh node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
