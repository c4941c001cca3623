// GraphiQL at GET /graphql (docs/access.md): a small HTML page and its assets from the npm package
// @graphql-yoga/render-graphiql (no CDN) as separate files named by their content's hash, so a
// browser keeps them for a year and asks again only when the package changes. Each asset is
// compressed once, the first time a browser asks for it (brotli or gzip), not per request: the
// package's own page inlines 9 MB that a host would otherwise compress on every load.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Express, RequestHandler } from 'express';
import {
  css,
  editorWorkerService,
  favicon,
  graphqlWorker,
  js,
  jsonWorker,
} from '@graphql-yoga/render-graphiql/graphiql';

const ASSETS_PATH = '/graphql/assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const ENCODERS = {
  br: (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (b: Buffer) => gzipSync(b, { level: 9 }),
};

/** name → its hashed file name and content. */
function assets(): Map<string, Asset & { file: string }> {
  const sources = {
    'graphiql.css': { type: 'text/css', text: css },
    'graphiql.js': { type: 'text/javascript', text: js },
    'editor.worker.js': { type: 'text/javascript', text: editorWorkerService },
    'json.worker.js': { type: 'text/javascript', text: jsonWorker },
    'graphql.worker.js': { type: 'text/javascript', text: graphqlWorker },
    // A data: URL in the package; a file here, so the browser's /favicon.ico guess is not a 404.
    'favicon.ico': { type: 'image/x-icon', text: Buffer.from(favicon.slice(favicon.indexOf(',') + 1), 'base64') },
  };
  return new Map(
    Object.entries(sources).map(([name, s]) => {
      const body = Buffer.from(s.text);
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      const file = name.replace(/\.(\w+)$/, `.${hash}.$1`);
      return [name, { file, type: s.type, body, encoded: {} }];
    }),
  );
}

/** The page: the assets by URL, the workers as same-origin scripts, GraphiQL's options. */
function page(files: Map<string, { file: string }>, options: Record<string, unknown>): string {
  const url = (name: string) => `${ASSETS_PATH}/${files.get(name)!.file}`;
  const workers = {
    editorWorkerService: url('editor.worker.js'),
    json: url('json.worker.js'),
    graphql: url('graphql.worker.js'),
  };
  const script = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${String(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${url('favicon.ico')}" />
    <link rel="stylesheet" href="${url('graphiql.css')}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script>
      const workers = ${JSON.stringify(workers)};
      self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_id, label) => workers[label] };
    </script>
    <script src="${url('graphiql.js')}"></script>
    <script>
      YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${script});
    </script>
  </body>
</html>
`;
}

/**
 * Mounts the assets on the app and returns the page's handler (the caller decides which GETs of
 * /graphql are a browser's).
 */
export function mountGraphiQL(app: Express, options: Record<string, unknown>): RequestHandler {
  const files = assets();
  const byFile = new Map([...files.values()].map((a) => [a.file, a]));
  app.get(`${ASSETS_PATH}/:file`, (req, res, next) => {
    const asset = byFile.get(req.params.file);
    if (!asset) return next();
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(asset.type);
    const encoding = req.acceptsEncodings('br', 'gzip');
    if (encoding === 'br' || encoding === 'gzip') {
      // Set before compression() looks: an encoded answer is not compressed again.
      res.setHeader('Content-Encoding', encoding);
      return void res.send((asset.encoded[encoding] ??= ENCODERS[encoding](asset.body)));
    }
    res.send(asset.body);
  });
  const html = page(files, options);
  return (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(html);
  };
}
