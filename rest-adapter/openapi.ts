// Each host's own description: GET /openapi.json (the OpenAPI 3.1 document generated from the
// route declarations, contract.ts) and GET /docs, a reference page rendered by swagger-ui from
// the npm package's files (served under /docs/assets/…; no CDN). All open, limited per IP.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { ProductRouter } from './app.js';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR: string = (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();

/** The package files the reference page loads, and their content types. */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;
type Asset = keyof typeof ASSETS;

const assetBytes = new Map<Asset, Promise<Buffer>>();
const asset = (name: Asset) =>
  assetBytes.get(name) ?? assetBytes.set(name, readFile(path.join(SWAGGER_UI_DIR, name))).get(name)!;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// Relative addresses, so the page works behind a proxy that mounts the host under a prefix.
const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} — API reference</title>
<link rel="icon" href="docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#reference', deepLinking: true });</script>
</body>
</html>
`;

export function referenceRoutes(r: ProductRouter): void {
  r.route({
    method: 'get',
    path: '/openapi.json',
    operationId: r.sharedOperationId('openApiDocument'),
    summary: "This host's OpenAPI 3.1 document",
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    answer: {
      description: 'The OpenAPI document',
      bare: true,
      // An OpenAPI document holds far more than these; it is described, not closed.
      schema: z
        .object({
          openapi: z.string(),
          info: z.object({ title: z.string(), version: z.string() }).openapi({ additionalProperties: true }),
        })
        .openapi({ additionalProperties: true }),
    },
    handler: async () => ({ data: r.document() }),
  });

  r.route({
    method: 'get',
    path: '/docs',
    operationId: r.sharedOperationId('referencePage'),
    summary: 'The API reference page (swagger-ui)',
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    answer: { description: 'HTML page', contentType: 'text/html; charset=utf-8', schema: z.string() },
    handler: async () => ({ data: page(r.config.title) }),
  });

  r.route({
    method: 'get',
    path: '/docs/assets/:file',
    operationId: r.sharedOperationId('referencePageAsset'),
    summary: "The reference page's script, style sheet and icon (from the swagger-ui-dist package)",
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    request: {
      params: z.object({
        file: z.enum(Object.keys(ASSETS) as [Asset, ...Asset[]], { error: 'is not an asset of the reference page' }),
      }),
    },
    answer: {
      description: 'The file',
      contentType: 'application/octet-stream',
      schema: z.custom<Buffer>((v) => Buffer.isBuffer(v)).openapi({ type: 'string', format: 'binary' }),
    },
    handler: async ({ params }) => ({
      data: await asset(params.file),
      headers: { 'Content-Type': ASSETS[params.file] },
    }),
  });
}
