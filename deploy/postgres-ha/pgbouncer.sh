#!/bin/sh
# PgBouncer's user list from the environment (FREIGHTGRAPH_PASSWORD), then PgBouncer.
set -eu
printf '"freightgraph" "%s"\n' "$FREIGHTGRAPH_PASSWORD" > /tmp/userlist.txt
exec pgbouncer /etc/freightgraph/pgbouncer.ini
