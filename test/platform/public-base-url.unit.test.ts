// PUBLIC_BASE_URL: where clients reach the product hosts, as their OpenAPI documents' servers
// name them; an absolute http(s) URL holding {product}, refused at start-up otherwise.
import { describe, it, expect } from 'vitest';
import { kernelConfig } from '../../platform/config.js';

describe('PUBLIC_BASE_URL', () => {
  it('is unset by default (each host then names http://localhost:<port>)', () => {
    expect(kernelConfig({}).publicBaseUrl).toBeNull();
  });

  it('takes an absolute URL holding {product}, without a trailing slash', () => {
    expect(kernelConfig({ PUBLIC_BASE_URL: 'https://{product}.api.example.com/' }).publicBaseUrl).toBe(
      'https://{product}.api.example.com',
    );
    expect(kernelConfig({ PUBLIC_BASE_URL: 'https://api.example.com/{product}' }).publicBaseUrl).toBe(
      'https://api.example.com/{product}',
    );
  });

  it('refuses a relative URL, another scheme, or one without {product}', () => {
    for (const v of ['/api/{product}', 'ftp://{product}.example.com', 'https://api.example.com'])
      expect(() => kernelConfig({ PUBLIC_BASE_URL: v }), v).toThrow(/PUBLIC_BASE_URL/);
  });
});
