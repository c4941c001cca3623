// A small reader of ONE Record JSON-LD, in the document forms the API specification requires a
// client to read (expanded, compacted, flattened): every property is read by its ONE Record term
// whichever way it is written —
//   "https://onerecord.iata.org/ns/cargo#eventCode"   expanded (values in lists, literals as @value)
//   "cargo:eventCode"                                  compacted with a prefix of the @context
//   "eventCode"                                        compacted with the vocabulary as @context
// — and every node is found by its @id wherever it appears (embedded, flattened in @graph, or
// served as its own document). Not a JSON-LD processor: remote contexts are not fetched; a term
// outside the ONE Record vocabularies is read by the last segment of its IRI.

export type Literal = string | number | boolean;

export interface LdNode {
  id: string | null;
  /** Local type names (Waybill, Shipment, Piece, LogisticsEvent, …). */
  types: string[];
  props: Map<string, unknown[]>;
}

const CARGO = 'https://onerecord.iata.org/ns/cargo#';

/** The local name of an IRI or compact IRI: cargo:Waybill, https://…/cargo#Waybill, Waybill → Waybill. */
function localName(iri: string): string {
  const s = iri.trim();
  const hash = s.lastIndexOf('#');
  if (hash >= 0) return s.slice(hash + 1);
  if (/^https?:\/\//.test(s)) return s.slice(s.lastIndexOf('/') + 1);
  return s.slice(s.lastIndexOf(':') + 1);
}

function prefixesOf(ctx: unknown, into: Map<string, string>): void {
  if (Array.isArray(ctx)) for (const c of ctx) prefixesOf(c, into);
  else if (typeof ctx === 'string') into.set('@vocab', ctx);
  else if (ctx && typeof ctx === 'object')
    for (const [k, v] of Object.entries(ctx as Record<string, unknown>)) if (typeof v === 'string') into.set(k, v);
}

/** Every node of some JSON-LD documents, by @id; nodes without one are kept in order. */
export class LdGraph {
  private byId = new Map<string, LdNode>();
  readonly all: LdNode[] = [];

  constructor(documents: unknown[]) {
    for (const d of documents) this.walk(d, new Map([['@vocab', CARGO]]));
  }

  /** A node by its @id (spaces around it ignored, as in some published examples). */
  get(id: string | null | undefined): LdNode | undefined {
    return id ? this.byId.get(id.trim()) : undefined;
  }

  ofType(type: string): LdNode[] {
    return this.all.filter((n) => n.types.includes(type));
  }

  /** The values of a property, each a literal or a node (a reference resolved when the graph holds it). */
  values(n: LdNode | undefined, term: string): (Literal | LdNode)[] {
    return (n?.props.get(term) ?? []).map((v) => (isNode(v) ? (this.get(v.id) ?? v) : (v as Literal)));
  }

  nodes(n: LdNode | undefined, term: string): LdNode[] {
    return this.values(n, term).filter(isNode);
  }

  node(n: LdNode | undefined, term: string): LdNode | undefined {
    return this.nodes(n, term)[0];
  }

  /** The first literal of a property as a string (numbers and booleans written out). */
  str(n: LdNode | undefined, term: string): string | null {
    const v = this.values(n, term).find((x) => !isNode(x));
    return v === undefined ? null : String(v).trim() || null;
  }

  /** A code: a literal (DEP), a code-list IRI (…/StatusCode#DEP, ccodes:StatusCode_DEP) or a CodeListElement's code. */
  code(n: LdNode | undefined, term: string): string | null {
    for (const v of this.values(n, term)) {
      if (!isNode(v)) return lastToken(String(v));
      const c = this.str(v, 'code');
      if (c) return c.toUpperCase();
      if (v.id) return lastToken(v.id);
    }
    return null;
  }

  private walk(value: unknown, ctx: Map<string, string>): unknown {
    if (Array.isArray(value)) return value.flatMap((v) => this.walk(v, ctx));
    if (!value || typeof value !== 'object') return value;
    const o = value as Record<string, unknown>;
    if ('@value' in o) return o['@value'] as Literal;
    let local = ctx;
    if ('@context' in o) {
      local = new Map(ctx);
      prefixesOf(o['@context'], local);
    }
    if ('@graph' in o && !('@type' in o)) {
      this.walk(o['@graph'], local);
      return [];
    }
    const id = typeof o['@id'] === 'string' ? o['@id'].trim() : null;
    const types = ([] as unknown[])
      .concat(o['@type'] ?? [])
      .filter((t): t is string => typeof t === 'string')
      .map(localName);
    const node: LdNode = this.merge(id, types);
    for (const [key, v] of Object.entries(o)) {
      if (key.startsWith('@')) continue;
      const term = localName(expand(key, local));
      const vals = ([] as unknown[]).concat(this.walk(v, local));
      node.props.set(term, [...(node.props.get(term) ?? []), ...vals]);
    }
    return node;
  }

  private merge(id: string | null, types: string[]): LdNode {
    const held = id ? this.byId.get(id) : undefined;
    if (held) {
      for (const t of types) if (!held.types.includes(t)) held.types.push(t);
      return held;
    }
    const node: LdNode = { id, types, props: new Map() };
    if (id) this.byId.set(id, node);
    this.all.push(node);
    return node;
  }
}

function expand(key: string, ctx: Map<string, string>): string {
  const colon = key.indexOf(':');
  if (colon > 0 && !key.startsWith('http')) {
    const base = ctx.get(key.slice(0, colon));
    if (base) return base + key.slice(colon + 1);
  }
  return colon < 0 ? (ctx.get(key) ?? (ctx.get('@vocab') ?? CARGO) + key) : key;
}

const isNode = (v: unknown): v is LdNode => typeof v === 'object' && v !== null && 'props' in v && 'types' in v;

/** DEP from https://…/StatusCode#DEP, ccodes:StatusCode_DEP, cargo:ACTUAL, "dep". */
function lastToken(s: string): string {
  const name = localName(s);
  return (name.slice(name.lastIndexOf('_') + 1) || name).toUpperCase();
}
