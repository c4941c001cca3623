// The Kubernetes manifests (deploy/kubernetes/freightgraph.yaml, docs/scaling.md), checked
// without a cluster: every object is valid against the Kubernetes schemas (kubernetes-models'
// validators, shipped in the package), the file is what its generator writes, each stateless
// role is a Deployment probed on /ready and /health with resources, an autoscaler and a
// disruption budget, migrate is a Job, secrets come only from the Secret, and subgraph ports
// are in-cluster only and open to the edge alone (in the split layout, to the gateway and the
// adapter).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { MANIFEST_FILE, SECRET, manifestYaml, manifests } from '../../deploy/kubernetes/manifests.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { kernelConfig } from '../../platform/config.js';

const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const text = readFileSync(MANIFEST_FILE, 'utf8');
const objects = parseAllDocuments(text).map((d) => d.toJSON()) as any[];
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((o) => o.metadata.name === name);
const deployments = ofKind('Deployment');
const SECRET_KEYS = [
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'REDIS_URL',
  'AUTH_SIGNING_KEY',
  'CURSOR_SECRET',
  'WEBHOOK_SECRET_KEY',
];

/** The schema check: each object through its kind's model and validator. */
function validate(o: any): void {
  const Model = MODELS[`${o.apiVersion}/${o.kind}`];
  if (!Model) throw new Error(`no schema for ${o.apiVersion}/${o.kind}`);
  new Model(o).validate();
}

describe('Kubernetes manifests', () => {
  it('are valid against the Kubernetes schemas, and the schema check refuses a broken object', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const o of objects) expect(() => validate(o), `${o.kind} ${o.metadata?.name}`).not.toThrow();
    const broken = structuredClone(deployments[0]);
    delete broken.spec.selector;
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => validate(broken)).toThrow();
  });

  it('are what deploy/kubernetes/manifests.ts writes (regenerate with npx tsx deploy/kubernetes/manifests.ts)', () => {
    expect(text).toBe(manifestYaml());
  });

  it('run every subgraph, the edge and the workers as Deployments with probes, resources, an autoscaler and a disruption budget', () => {
    const roles = deployments.map((d) => d.spec.template.spec.containers[0].args.at(-1)).sort();
    expect(roles).toEqual([...SUBGRAPHS.map((s) => `subgraph:${s.name}`), 'edge', 'workers'].sort());
    // The edge's Service publishes the gateway and every product host.
    expect(named('Service', 'freightgraph-edge').spec.ports.map((p: any) => p.port)).toEqual([
      4000, 4100, 4200, 4300, 4400, 4500, 4600, 9464,
    ]);
    for (const d of deployments) {
      const name = d.metadata.name;
      const c = d.spec.template.spec.containers[0];
      const metricsPort = c.ports.find((p: any) => p.name === 'metrics');
      expect(metricsPort, name).toEqual({ name: 'metrics', containerPort: 9464 });
      expect(c.readinessProbe.httpGet, name).toEqual({ path: '/ready', port: 'metrics' });
      expect(c.livenessProbe.httpGet, name).toEqual({ path: '/health', port: 'metrics' });
      expect(c.resources.requests, name).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
      expect(c.resources.limits.memory, name).toEqual(expect.any(String));
      expect(c.securityContext).toMatchObject({ runAsNonRoot: true, allowPrivilegeEscalation: false });
      // The selector picks this Deployment's pods, and only them.
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
      const hpa = named('HorizontalPodAutoscaler', name);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      const pdb = named('PodDisruptionBudget', name);
      expect(pdb.spec.selector.matchLabels).toEqual(d.spec.selector.matchLabels);
      expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
    }
  });

  it('run migrate once as a Job', () => {
    const jobs = ofKind('Job');
    expect(jobs.map((j) => j.spec.template.spec.containers[0].args)).toEqual([['tsx', 'wiring/serve.ts', 'migrate']]);
    expect(jobs[0].spec.template.spec.restartPolicy).toBe('OnFailure');
  });

  it('take every secret from the Secret and set only variables the configuration reads', () => {
    const config = ofKind('ConfigMap')[0];
    for (const key of Object.keys(config.data)) expect(SECRET_KEYS).not.toContain(key);
    for (const c of [...deployments, ...ofKind('Job')].map((d) => d.spec.template.spec.containers[0])) {
      for (const e of c.env) {
        if (SECRET_KEYS.includes(e.name))
          expect(e.valueFrom.secretKeyRef, e.name).toEqual({ name: SECRET, key: e.name });
        else expect(e.value, e.name).toEqual(expect.any(String));
      }
    }
    // Statements through PgBouncer, the LISTEN session to the primary itself (docs/operations.md).
    for (const d of deployments)
      expect(
        d.spec.template.spec.containers[0].env.map((e: any) => e.name),
        d.metadata.name,
      ).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_LISTEN_URL']));
    // The configuration parses what the manifests set (a wrong value would stop every pod).
    const env = Object.fromEntries(SECRET_KEYS.map((k) => [k, k === 'REDIS_URL' ? 'redis://redis:6379' : 'x']));
    const parsed = kernelConfig({ ...env, ...config.data, DATABASE_URL: 'postgres://db/freightgraph' });
    expect(Object.keys(parsed.subgraphUrls).sort()).toEqual(SUBGRAPHS.map((s) => s.name).sort());
    expect(parsed.rateLimitStore).toBe('redis');
  });

  /** The pods a layout's subgraph policy admits to the subgraphs' GraphQL and export-stream port. */
  const admitted = (all: any[]) => {
    const [policy] = all.filter((o) => o.kind === 'NetworkPolicy');
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    const graphql = policy.spec.ingress.filter((rule: any) => rule.ports.some((p: any) => p.port === 4010));
    expect(graphql).toHaveLength(1);
    expect(graphql[0].ports).toEqual([{ protocol: 'TCP', port: 4010 }]);
    // Each admitted selector picks exactly one Deployment's pods: the role named.
    return graphql[0].from.map((f: any) => {
      const picked = all.filter(
        (o) =>
          o.kind === 'Deployment' &&
          Object.entries(f.podSelector.matchLabels).every(([k, v]) => o.spec.template.metadata.labels[k] === v),
      );
      expect(picked).toHaveLength(1);
      return picked[0].spec.template.spec.containers[0].args.at(-1);
    });
  };

  it('keep subgraph ports inside the cluster, open to the edge alone (GraphQL and the export stream)', () => {
    for (const s of ofKind('Service')) expect(s.spec.type, s.metadata.name).toBe('ClusterIP');
    const [policy] = ofKind('NetworkPolicy');
    const subgraphPods = policy.spec.podSelector.matchLabels;
    const subgraphDeployments = deployments.filter((d) =>
      Object.entries(subgraphPods).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
    );
    expect(subgraphDeployments.map((d) => d.spec.template.spec.containers[0].args.at(-1)).sort()).toEqual(
      SUBGRAPHS.map((s) => `subgraph:${s.name}`).sort(),
    );
    expect(admitted(objects)).toEqual(['edge']);
    // Subgraphs verify tokens against the keys the edge publishes.
    expect(ofKind('ConfigMap')[0].data.AUTH_JWKS_URL).toBe('http://freightgraph-edge:4000/.well-known/jwks.json');
  });

  it('have the split layout too: the gateway and the adapter as Deployments, the adapter calling the gateway, both admitted to the subgraphs', () => {
    const split = manifests('split') as any[];
    for (const o of split) expect(() => validate(o), `${o.kind} ${o.metadata?.name}`).not.toThrow();
    const args = (name: string) =>
      split.find((o) => o.kind === 'Deployment' && o.metadata.name === name).spec.template.spec.containers[0];
    const roles = split
      .filter((o) => o.kind === 'Deployment')
      .map((d) => d.spec.template.spec.containers[0].args.at(-1));
    expect(roles.sort()).toEqual(
      [...SUBGRAPHS.map((s) => `subgraph:${s.name}`), 'gateway', 'adapter', 'workers'].sort(),
    );
    expect(args('freightgraph-adapter').env).toContainEqual({
      name: 'GATEWAY_URL',
      value: 'http://freightgraph-gateway:4000/graphql',
    });
    expect(admitted(split)).toEqual(['gateway', 'adapter']);
    const config = split.find((o) => o.kind === 'ConfigMap');
    expect(config.data.AUTH_JWKS_URL).toBe('http://freightgraph-gateway:4000/.well-known/jwks.json');
  });
});
