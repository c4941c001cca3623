// The Kubernetes manifests of the distributed mode (docs/scaling.md), built from the list of
// subgraphs so that a new subgraph gets its Deployment, Service and policy without a copy.
// `npx tsx deploy/kubernetes/manifests.ts` writes deploy/kubernetes/freightgraph.yaml, the
// plain YAML an operator applies (the edge: the gateway and the REST hosts in one Deployment);
// `… manifests.ts --split` prints the alternative, the gateway and the adapter as two
// Deployments, the adapter calling the gateway over HTTP. test/deploy/kubernetes.test.ts checks
// that file is this output and that every object of both layouts is valid against the
// Kubernetes schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { ConfigMap, Service, type IContainer, type IPodTemplateSpec } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { SUBGRAPHS } from '../../subgraphs/index.js';

/** The image the Dockerfile builds; operators retag it (`kubectl set image`, kustomize `images:`). */
export const IMAGE = 'freightgraph:0.1.0';
/** The Secret an operator creates (docs/scaling.md): DATABASE_URL, DATABASE_LISTEN_URL, REDIS_URL, AUTH_SIGNING_KEY, CURSOR_SECRET, WEBHOOK_SECRET_KEY. */
export const SECRET = 'freightgraph';
const CONFIG = 'freightgraph';
const SUBGRAPH_PORT = 4010;
const GATEWAY_PORT = 4000;
const METRICS_PORT = 9464;
/** The product hosts and the MCP host (the image's defaults). */
const ADAPTER_PORTS = { ocean: 4100, air: 4200, schedules: 4300, rates: 4400, loading: 4500, mcp: 4600 };

type Component = 'subgraph' | 'edge' | 'gateway' | 'adapter' | 'workers' | 'migrate';

/**
 * `edge` (the default): the gateway and the REST hosts in one process, the hosts calling the
 * gateway in process; `split`: a gateway Deployment and an adapter Deployment calling it over HTTP.
 */
export type Layout = 'edge' | 'split';

interface Role {
  /** The role argument of wiring/serve.ts. */
  role: string;
  /** Object names: freightgraph-<name>. */
  name: string;
  component: Component;
  ports: Record<string, number>;
  /** Secret keys the role reads (each from the one Secret). */
  secrets: string[];
  extraEnv?: Record<string, string>;
  resources: { cpu: string; memory: string; memoryLimit: string };
  replicas: { min: number; max: number };
}

const labels = (r: Pick<Role, 'name' | 'component'>) => ({
  'app.kubernetes.io/name': 'freightgraph',
  'app.kubernetes.io/instance': r.name,
  'app.kubernetes.io/component': r.component,
});

/**
 * Where the serving roles reach PostgreSQL (docs/operations.md, Automatic failover): statements
 * through PgBouncer in transaction mode, the LISTEN session to the Patroni cluster's primary
 * Service itself (a transaction-mode pooler loses LISTEN).
 */
const DATABASE = ['DATABASE_URL', 'DATABASE_LISTEN_URL'];

const SUBGRAPH_RESOURCES = { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' };
const EDGE_RESOURCES = { cpu: '500m', memory: '384Mi', memoryLimit: '768Mi' };

const EDGE_SECRETS = [...DATABASE, 'REDIS_URL', 'AUTH_SIGNING_KEY', 'CURSOR_SECRET'];

/** The roles that face callers, by layout; the Service that publishes the signing keys (the JWKS) first. */
const FRONT: Record<Layout, Role[]> = {
  edge: [
    {
      role: 'edge',
      name: 'edge',
      component: 'edge',
      ports: { graphql: GATEWAY_PORT, ...ADAPTER_PORTS },
      secrets: EDGE_SECRETS,
      resources: EDGE_RESOURCES,
      replicas: { min: 2, max: 10 },
    },
  ],
  split: [
    {
      role: 'gateway',
      name: 'gateway',
      component: 'gateway',
      ports: { graphql: GATEWAY_PORT },
      secrets: EDGE_SECRETS,
      resources: EDGE_RESOURCES,
      replicas: { min: 2, max: 10 },
    },
    {
      role: 'adapter',
      name: 'adapter',
      component: 'adapter',
      ports: ADAPTER_PORTS,
      secrets: EDGE_SECRETS,
      extraEnv: { GATEWAY_URL: `http://freightgraph-gateway:${GATEWAY_PORT}/graphql` },
      resources: EDGE_RESOURCES,
      replicas: { min: 2, max: 10 },
    },
  ],
};

const roles = (layout: Layout): Role[] => [
  ...SUBGRAPHS.map((s): Role => ({
    role: `subgraph:${s.name}`,
    name: s.name,
    component: 'subgraph',
    ports: { graphql: SUBGRAPH_PORT },
    // The webhooks subgraph seals and opens endpoints' signing keys.
    secrets: [...DATABASE, 'CURSOR_SECRET', ...(s.name === 'webhooks' ? ['WEBHOOK_SECRET_KEY'] : [])],
    extraEnv: { PORT: String(SUBGRAPH_PORT) },
    resources: SUBGRAPH_RESOURCES,
    replicas: { min: 2, max: 6 },
  })),
  ...FRONT[layout],
  {
    role: 'workers',
    name: 'workers',
    component: 'workers',
    ports: {},
    secrets: [...DATABASE, 'CURSOR_SECRET', 'WEBHOOK_SECRET_KEY'],
    resources: SUBGRAPH_RESOURCES,
    replicas: { min: 2, max: 4 },
  },
];

const MIGRATE: Role = {
  role: 'migrate',
  name: 'migrate',
  component: 'migrate',
  ports: {},
  secrets: ['DATABASE_URL', 'CURSOR_SECRET'],
  resources: SUBGRAPH_RESOURCES,
  replicas: { min: 1, max: 1 },
};

const probe = (path: string, periodSeconds: number) => ({
  httpGet: { path, port: 'metrics' },
  periodSeconds,
  timeoutSeconds: 4,
  failureThreshold: 3,
});

function container(r: Role): IContainer {
  const serving = r.component !== 'migrate';
  return {
    name: r.name,
    image: IMAGE,
    args: ['tsx', 'wiring/serve.ts', r.role],
    ports: serving
      ? [
          ...Object.entries(r.ports).map(([name, containerPort]) => ({ name, containerPort })),
          { name: 'metrics', containerPort: METRICS_PORT },
        ]
      : undefined,
    envFrom: [{ configMapRef: { name: CONFIG } }],
    env: [
      ...r.secrets.map((key) => ({ name: key, valueFrom: { secretKeyRef: { name: SECRET, key } } })),
      ...Object.entries(r.extraEnv ?? {}).map(([name, value]) => ({ name, value })),
    ],
    resources: {
      requests: { cpu: r.resources.cpu, memory: r.resources.memory },
      limits: { memory: r.resources.memoryLimit },
    },
    // Readiness on the database and the migrations; liveness on the process alone, so a
    // database outage takes pods out of rotation without restarting them all.
    readinessProbe: serving ? probe('/ready', 10) : undefined,
    livenessProbe: serving ? { ...probe('/health', 20), initialDelaySeconds: 30 } : undefined,
    startupProbe: serving ? { ...probe('/health', 5), failureThreshold: 24 } : undefined,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: 1000,
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    },
    // tsx keeps its compile cache in the temporary directory.
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
  };
}

const podSpec = (r: Role): IPodTemplateSpec => ({
  metadata: { labels: labels(r) },
  spec: {
    containers: [container(r)],
    volumes: [{ name: 'tmp', emptyDir: {} }],
    automountServiceAccountToken: false,
    restartPolicy: r.component === 'migrate' ? 'OnFailure' : 'Always',
    terminationGracePeriodSeconds: 30,
  },
});

const meta = (r: Role) => ({ name: `freightgraph-${r.name}`, labels: labels(r) });

function serving(r: Role) {
  const objects: object[] = [
    new Deployment({
      metadata: meta(r),
      spec: {
        // The autoscaler owns the count; this is the count before it first acts.
        replicas: r.replicas.min,
        selector: { matchLabels: labels(r) },
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: podSpec(r),
      },
    }),
    new HorizontalPodAutoscaler({
      metadata: meta(r),
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `freightgraph-${r.name}` },
        minReplicas: r.replicas.min,
        maxReplicas: r.replicas.max,
        metrics: [
          { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
        ],
      },
    }),
    new PodDisruptionBudget({
      metadata: meta(r),
      spec: { minAvailable: 1, selector: { matchLabels: labels(r) } },
    }),
  ];
  // Only in-cluster addresses (ClusterIP): an Ingress or a load balancer the operator chooses
  // fronts the edge; subgraphs are reached by the edge alone.
  if (Object.keys(r.ports).length)
    objects.push(
      new Service({
        metadata: meta(r),
        spec: {
          type: 'ClusterIP',
          selector: labels(r),
          ports: [...Object.entries(r.ports), ['metrics', METRICS_PORT] as const].map(([name, port]) => ({
            name,
            port,
            targetPort: name,
          })),
        },
      }),
    );
  return objects;
}

const ANY_POD = { podSelector: {}, namespaceSelector: {} };

const podsOf = (component: Component) => ({
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'freightgraph', 'app.kubernetes.io/component': component } },
});

/**
 * Subgraph pods take GraphQL and the export stream (POST /exports, the same port) from the pods
 * of the roles facing callers (the edge's; or the gateway's GraphQL and the adapter's export
 * stream), nobody else; their operations port from the cluster (Prometheus).
 */
const subgraphPolicy = (layout: Layout) =>
  new NetworkPolicy({
    metadata: { name: 'freightgraph-subgraphs', labels: { 'app.kubernetes.io/name': 'freightgraph' } },
    spec: {
      podSelector: {
        matchLabels: { 'app.kubernetes.io/name': 'freightgraph', 'app.kubernetes.io/component': 'subgraph' },
      },
      policyTypes: ['Ingress'],
      ingress: [
        { from: FRONT[layout].map((r) => podsOf(r.component)), ports: [{ protocol: 'TCP', port: SUBGRAPH_PORT }] },
        { from: [ANY_POD], ports: [{ protocol: 'TCP', port: METRICS_PORT }] },
      ],
    },
  });

const config = (layout: Layout) =>
  new ConfigMap({
    metadata: { name: CONFIG, labels: { 'app.kubernetes.io/name': 'freightgraph' } },
    data: {
      LOG_LEVEL: 'info',
      // Subgraphs verify tokens against the keys the edge (or the gateway) publishes (docs/access.md).
      AUTH_JWKS_URL: `http://freightgraph-${FRONT[layout][0]!.name}:${GATEWAY_PORT}/.well-known/jwks.json`,
      SUBGRAPH_URLS: SUBGRAPHS.map((s) => `${s.name}=http://freightgraph-${s.name}:${SUBGRAPH_PORT}/graphql`).join(','),
    },
  });

const migrateJob = new Job({
  metadata: meta(MIGRATE),
  spec: { backoffLimit: 4, ttlSecondsAfterFinished: 86_400, template: podSpec(MIGRATE) },
});

/** Every object of a layout, in the order `kubectl apply` should meet them. */
export function manifests(layout: Layout = 'edge'): object[] {
  const objects = [config(layout), migrateJob, ...roles(layout).flatMap(serving), subgraphPolicy(layout)];
  for (const o of objects) (o as { validate(): void }).validate();
  return objects.map((o) => JSON.parse(JSON.stringify(o)));
}

export const MANIFEST_FILE = fileURLToPath(new URL('./freightgraph.yaml', import.meta.url));

export function manifestYaml(layout: Layout = 'edge'): string {
  return (
    '# Generated by `npx tsx deploy/kubernetes/manifests.ts` from deploy/kubernetes/manifests.ts; edit that, not this.\n' +
    '# PostgreSQL is not deployed here (docs/scaling.md, Kubernetes): run it as Patroni nodes with synchronous\n' +
    '# replication (an operator, or Patroni with its Kubernetes DCS), whose primary Service takes the part\n' +
    "# HAProxy has outside Kubernetes, and PgBouncer in transaction mode in front of it: the Secret's\n" +
    '# DATABASE_URL names PgBouncer, DATABASE_LISTEN_URL the primary Service.\n' +
    manifests(layout)
      .map((o) => stringify(o, { singleQuote: true }))
      .join('---\n')
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--split')) process.stdout.write(manifestYaml('split'));
  else writeFileSync(MANIFEST_FILE, manifestYaml());
}
