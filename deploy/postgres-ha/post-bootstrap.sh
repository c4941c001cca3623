#!/bin/sh
# Run once by Patroni on the node that bootstraps the cluster (patroni.yml, post_bootstrap).
set -eu
psql -v ON_ERROR_STOP=1 -d postgres <<SQL
CREATE ROLE freightgraph LOGIN PASSWORD '${FREIGHTGRAPH_PASSWORD}';
CREATE DATABASE freightgraph OWNER freightgraph;
SQL
