// Issue 42 item 7: the stream in a real browser's own EventSource (Debian's Chromium driven by
// playwright-core), which cannot send a header: a page served by the ocean host asks for a
// stream ticket, opens `new EventSource(url)` with it and receives its organisation's event; the
// same URL opened again (EventSource's reconnect) is refused.
import { existsSync } from 'node:fs';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { useSystem } from '../support/harness.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'];

describe.skipIf(!existsSync(CHROMIUM))(
  `EventSource with a stream ticket in Chromium (skipped only when ${CHROMIUM} is missing: apt-get install chromium; .ci/run installs it)`,
  () => {
    const sys = useSystem();
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("receives an event on the ticket's stream, and the used URL is refused", async () => {
      const org = await sys.org();
      const key = await org.key();
      const page = await browser.newPage();
      await page.goto(`${sys.urls.ocean}/health`);
      // In the page, as a browser app does: a ticket with the key, then EventSource on its URL (the path: same origin).
      const url = await page.evaluate(async (key) => {
        const res = await fetch('/v1/events/stream-tickets', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ types: ['container_arrived'] }),
        });
        const { data } = await res.json();
        const es = new EventSource(data.url);
        const page = globalThis as any;
        page.received = new Promise((resolve) =>
          es.addEventListener('container_arrived', (m) => {
            es.close();
            resolve(JSON.parse(m.data));
          }),
        );
        await new Promise((resolve, reject) => {
          es.onopen = resolve;
          es.onerror = () => reject(new Error(`EventSource failed, readyState ${es.readyState}`));
        });
        return data.url as string;
      }, key);
      const data = { container_number: 'MSCU7654321', port: 'NLRTM' };
      await sys.services.db.tx((tx) =>
        raiseEvent(tx, {
          product: 'ocean',
          orgId: org.id,
          type: 'container_arrived',
          data,
          occurredAt: sys.clock.now(),
        }),
      );
      const received = await page.evaluate(() => (globalThis as any).received);
      expect(received).toMatchObject({ type: 'container_arrived', data });

      const again = await page.evaluate(
        (url) =>
          new Promise<number>((resolve) => {
            const es = new EventSource(url);
            es.onerror = () => resolve(es.readyState);
          }),
        url,
      );
      expect(again).toBe(2); // CLOSED: a 401 fails the connection, EventSource does not retry it
      await page.close();
    });
  },
);
