#!/bin/sh
# The pre-scripts of `npm start` (sh wiring/first-install.sh start) and `npm test` (… test) on a
# fresh clone: install from the lock file first, saying so, since npm prints nothing while it
# works. `npm start` needs only the production dependencies (about a quarter of the packages, as
# the image installs); `npm test` installs everything, the development tools included. How many
# is counted from package-lock.json (its one source; optional platform builds not counted).
count() {
  node -e 'const p = Object.entries(require("./package-lock.json").packages);
    const n = p.filter(([path, e]) => path && !e.optional && !(process.argv[1] === "prod" && e.dev)).length;
    console.log(n.toLocaleString("en-GB"));' "$1"
}
if [ "$1" = start ]; then
  [ -x node_modules/.bin/tsx ] && exit 0
  what="the production dependencies (npm ci --omit=dev: $(count prod) packages; \`npm test\` adds the development tools)"
  usual="10 to 45 s with a warm npm cache, 1 to 3 minutes on a cold one"
  set -- --omit=dev
else
  [ -x node_modules/.bin/vitest ] && exit 0
  what="all dependencies, the development tools included (npm ci: $(count all) packages)"
  usual="1 to 4 minutes with a warm npm cache, 3 to 8 minutes on a cold one"
  set --
fi
echo "freightgraph: first run: installing $what from package-lock.json;"
echo "  $usual. Later runs skip this."
started=$(date +%s)
npm ci --no-audit --no-fund --prefer-offline "$@" || exit $?
echo "freightgraph: installed in $(($(date +%s) - started)) s."
