// Trusted documents (GRAPHQL_TRUSTED_DOCUMENTS, opt-in; docs/graphql-clients.md): the gateway
// runs only the operations of a manifest, the persisted-documents.json GraphQL Code Generator's
// client preset writes ({"<sha256 of the text>": "<operation text>"}). A client names an
// operation by its hash (`documentId`, or Apollo's persisted-query extension) or sends a text
// of the manifest as is; anything else is refused before it is parsed. The REST adapter's and
// the MCP server's own operations do not come through here.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { AppError } from '../platform/errors.js';

/** The parts of a GraphQL request over HTTP (a POST body, or a GET's parameters) this reads. */
export interface GraphQLRequestFields {
  query?: unknown;
  documentId?: unknown;
  extensions?: unknown;
  [field: string]: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class TrustedDocuments {
  private constructor(
    private readonly file: string,
    private readonly byHash: Map<string, string>,
  ) {}

  /** Reads the manifest; a file that is not one stops start-up, saying why. */
  static load(file: string): TrustedDocuments {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`GRAPHQL_TRUSTED_DOCUMENTS: cannot read ${file} as JSON (${(e as Error).message})`);
    }
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
      throw new Error(`GRAPHQL_TRUSTED_DOCUMENTS: ${file} is not a {"<sha256>": "<operation>"} manifest`);
    const byHash = new Map<string, string>();
    for (const [hash, text] of Object.entries(manifest)) {
      if (typeof text !== 'string' || sha256(text) !== hash)
        throw new Error(
          `GRAPHQL_TRUSTED_DOCUMENTS: in ${file}, ${hash} is not the SHA-256 of its operation (generate it with hashAlgorithm sha256)`,
        );
      byHash.set(hash, text);
    }
    return new TrustedDocuments(file, byHash);
  }

  /**
   * The request with the manifest's text as its query, or a refusal. A hash may come as
   * `documentId` ("sha256:<hex>" or "<hex>") or as `extensions.persistedQuery.sha256Hash`.
   */
  admit(request: GraphQLRequestFields): GraphQLRequestFields {
    const { documentId, extensions, ...rest } = request;
    const { persistedQuery, ...otherExtensions } = (
      extensions && typeof extensions === 'object' ? extensions : {}
    ) as Record<string, unknown>;
    const hash =
      typeof documentId === 'string'
        ? documentId.replace(/^sha256:/, '')
        : ((persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash ??
          (typeof request.query === 'string' ? sha256(request.query) : undefined));
    const text = typeof hash === 'string' ? this.byHash.get(hash) : undefined;
    if (text === undefined)
      throw new AppError(
        'PERSISTED_QUERY_NOT_IN_LIST',
        typeof hash === 'string'
          ? `this gateway runs only the trusted documents of ${this.manifestName}, and ${hash} is not one of them`
          : `this gateway runs only the trusted documents of ${this.manifestName}: send documentId (the document's SHA-256) or the text of one of them`,
        { status: 400 },
      );
    return { ...rest, query: text, extensions: otherExtensions };
  }

  private get manifestName(): string {
    return this.file.split('/').pop()!;
  }
}
