// The operations console at /console (docs/console.md): a single-page app the composition root
// hands the gateway as a bundle builder (the gateway imports no console code). Built once, on
// the first request, and served from memory: the page itself revalidated on every load, its
// content-hashed scripts cached for a year. The page may load only its own scripts and styles
// and talk only to this origin (Content-Security-Policy), the token never leaves it for another.
import type { Express, Request, Response } from 'express';
import type { Services } from '../platform/services.js';

interface ConsoleAsset {
  body: Buffer;
  type: string;
  immutable: boolean;
}

/** What the gateway serves: files by path below /console/ ('' is the page). */
export interface ConsoleSite {
  build(): Promise<{ files: Map<string, ConsoleAsset> }>;
}

const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function mountConsole(app: Express, site: ConsoleSite, services: Services): void {
  let built: Promise<{ files: Map<string, ConsoleAsset> }> | null = null;
  const serve = async (req: Request, res: Response) => {
    const path = req.params[0] ?? '';
    built ??= site.build();
    let files: Map<string, ConsoleAsset>;
    try {
      ({ files } = await built);
    } catch (e) {
      built = null; // the next request tries again
      services.log.error({ err: e }, 'console build failed');
      return void res.status(500).type('text/plain').send('The console could not be built: see the gateway log.');
    }
    const asset = files.get(path);
    if (!asset) return void res.status(404).type('text/plain').send(`No console file ${path}.`);
    res.setHeader('Content-Type', asset.type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (!asset.immutable) {
      res.setHeader('Content-Security-Policy', CONSOLE_CSP);
      res.setHeader('X-Frame-Options', 'DENY');
    }
    res.send(asset.body);
  };
  // Express matches '/console' with a trailing slash too: only the bare path is redirected.
  app.get('/console/*', (req, res) => void serve(req, res));
  app.get('/console', (_req, res) => res.redirect(301, '/console/'));
}
