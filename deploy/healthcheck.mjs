// Container health check (Dockerfile HEALTHCHECK, docker-compose.yml): GET a URL, healthy on a
// 2xx answer within 4 s. Default: this process's /ready on its operations listener
// (METRICS_PORT, default 9464). Plain Node, no tsx: it runs every few seconds.
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.METRICS_PORT || 9464}/ready`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
