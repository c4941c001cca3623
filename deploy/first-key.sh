#!/bin/sh
# The first organisation and its first API key in one step, against DATABASE_URL
# (docs/operations.md). In the compose deployment:
#   docker compose run --rm tools deploy/first-key.sh "Acme" [free|paid] [tmcp|smcp|lmcp|frm]
# Prints the organisation id, the key id and the key (shown once: only its hash is stored).
set -eu
name=${1:?usage: deploy/first-key.sh <organisation name> [free|paid] [tmcp|smcp|lmcp|frm]}
keys() { node_modules/.bin/tsx wiring/cli/keys.ts "$@"; }
org=$(keys org create "$name" --plan "${2:-paid}" | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).id)')
echo "organisation $org"
keys create --org "$org" --prefix "${3:-tmcp}"
