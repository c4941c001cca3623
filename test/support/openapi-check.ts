// Checks an answer against its host's OpenAPI document: the operation its method and path
// match, a response documented for its status, and a body that fits that response's schema
// (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it, with formats). Used by the harness's
// response check (every answer of a system test) and by test/rest/openapi.test.ts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../../rest-adapter/app.js';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type Verdict =
  { kind: 'described' } | { kind: 'undocumented'; route: string } | { kind: 'wrong'; problem: string };

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** JSON pointer segment, then URI-fragment-safe. */
const pointer = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));

export class DocumentCheck {
  private ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  /** Templates with fewer parameters first, so /v1/containers/demurrage wins over /v1/containers/{id}. */
  private templates: { template: string; pattern: RegExp }[];

  constructor(readonly doc: OpenApiDocument) {
    this.ajv.addSchema(doc as object, 'doc');
    this.templates = Object.keys(doc.paths ?? {})
      .map((template) => ({
        template,
        params: (template.match(/\{/g) ?? []).length,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The documented template a request path matches, if any. */
  template(path: string): string | null {
    return this.templates.find((t) => t.pattern.test(path))?.template ?? null;
  }

  check(method: string, path: string, status: number, contentType: string | null, body: unknown): Verdict {
    const m = method.toLowerCase();
    const template = this.template(path);
    const op = template
      ? ((this.doc.paths as Record<string, Record<string, Operation>>)[template]![m] as Operation | undefined)
      : undefined;
    // Every host answers a path it does not serve with 404 and a method a path does not take with
    // 405, in its envelope (docs/rest.md); OpenAPI has no way to list what is not there.
    if (!template && status === 404) return { kind: 'described' };
    if (template && !op && status === 405) return { kind: 'described' };
    if (!template || !op) return { kind: 'undocumented', route: `${method.toUpperCase()} ${template ?? path}` };
    const where = `${method.toUpperCase()} ${template} → ${status}`;
    const response = op.responses[String(status)] ?? op.responses.default;
    if (!response)
      return {
        kind: 'wrong',
        problem: `${where}: status not documented (documented: ${Object.keys(op.responses).join(', ')})`,
      };
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) return { kind: 'described' };
    const type = (contentType ?? '').split(';')[0]!.trim();
    const json = media.includes('application/json');
    if (!json) {
      return media.some((t) => t.split(';')[0] === type || t === 'application/octet-stream')
        ? { kind: 'described' }
        : { kind: 'wrong', problem: `${where}: content type ${type} not documented (${media.join(', ')})` };
    }
    if (type !== 'application/json')
      return { kind: 'wrong', problem: `${where}: answered ${type || 'no content type'}, documented application/json` };
    const ref = `doc#/paths/${pointer(template!)}/${m}/responses/${status in op.responses ? status : 'default'}/content/${pointer('application/json')}/schema`;
    const validate = this.ajv.getSchema(ref);
    if (!validate) return { kind: 'wrong', problem: `${where}: no schema at ${ref}` };
    if (validate(body)) return { kind: 'described' };
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    return {
      kind: 'wrong',
      problem: `${where}: body does not fit the documented schema: ${errors.join('; ')}; body ${JSON.stringify(body).slice(0, 400)}`,
    };
  }
}
