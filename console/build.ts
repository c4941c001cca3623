// The operations console's bundle (docs/console.md), built in memory with esbuild from the
// sources in console/src and npm packages only: no CDN, no file written. The gateway builds it
// once, on the first request for /console (about a second), and serves it from memory; the
// first view's JavaScript is measured here so tests and the start-up line can report it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface ConsoleAsset {
  body: Buffer;
  type: string;
  /** Content-hashed names never change content: cached for a year. */
  immutable: boolean;
}

export interface ConsoleBundle {
  /** By path below /console/ ('' is the page itself). */
  files: Map<string, ConsoleAsset>;
  /** Gzipped bytes of the JavaScript and CSS the first view loads (the entry and its static imports). */
  firstViewGzipBytes: number;
  buildMs: number;
}

const here = new URL('./', import.meta.url).pathname;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The page: the entry's hashed script and stylesheet, nothing inline (the CSP allows 'self' only). */
function page(script: string, style: string | undefined): string {
  const template = readFileSync(here + 'index.html', 'utf8');
  const links = style ? `<link rel="stylesheet" href="/console/${style}">` : '';
  return template
    .replace('<!--styles-->', links)
    .replace('<!--script-->', `<script type="module" src="/console/${script}"></script>`);
}

export async function buildConsole(): Promise<ConsoleBundle> {
  const started = performance.now();
  const result = await build({
    absWorkingDir: here,
    entryPoints: ['src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: 'out',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    target: ['es2022'],
    // React's and Apollo Client's production builds (no development checks or warnings).
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const files = new Map<string, ConsoleAsset>();
  const outRoot = here + 'out/';
  for (const f of result.outputFiles) {
    const name = f.path.slice(outRoot.length);
    files.set(name, {
      body: Buffer.from(f.contents),
      type: TYPES[name.slice(name.lastIndexOf('.'))]!,
      immutable: true,
    });
  }
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === 'src/main.tsx')!;
  const script = entry.slice('out/'.length);
  const style = outputs[entry]!.cssBundle?.slice('out/'.length);
  // The first view: the entry, the chunks it imports statically, and its stylesheet.
  const first = new Set([script, ...(style ? [style] : [])]);
  for (const i of outputs[entry]!.imports) if (i.kind === 'import-statement') first.add(i.path.slice('out/'.length));
  const firstViewGzipBytes = [...first].reduce((n, f) => n + gzipSync(files.get(f)!.body).length, 0);
  files.set('', { body: Buffer.from(page(script, style)), type: 'text/html; charset=utf-8', immutable: false });
  return { files, firstViewGzipBytes, buildMs: Math.round(performance.now() - started) };
}
