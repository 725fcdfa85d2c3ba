#!/bin/sh
# Stand-in for the official nginx image's /docker-entrypoint.d/20-envsubst-on-templates.sh (see nginx-entrypoint.sh):
# every file named *.template (NGINX_ENVSUBST_TEMPLATE_SUFFIX) under NGINX_ENVSUBST_TEMPLATE_DIR
# (/etc/nginx/templates) is written, without the suffix, to the same relative path under NGINX_ENVSUBST_OUTPUT_DIR
# (/etc/nginx/conf.d), its subfolders made; envsubst replaces only the variables the environment defines (those whose
# name matches the extended regular expression NGINX_ENVSUBST_FILTER, when set), leaving any other $name as it is.
set -e

template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
filter=${NGINX_ENVSUBST_FILTER:-}

[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
  echo "$0: ERROR: $template_dir exists, but $output_dir is not writable" >&2
  exit 0
fi

names=$(awk 'BEGIN { for (name in ENVIRON) print name }' | grep -E '^[A-Za-z_][A-Za-z0-9_]*$' | grep -E -- "$filter" || true)
variables=
for name in $names; do variables="$variables\${$name} "; done

find "$template_dir" -follow -type f -name "*$suffix" -print | while read -r template; do
  relative=${template#"$template_dir"/}
  output="$output_dir/${relative%"$suffix"}"
  mkdir -p "$(dirname "$output")"
  echo "$0: envsubst $template > $output"
  envsubst "$variables" <"$template" >"$output"
done
