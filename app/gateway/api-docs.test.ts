// The committed API documentation must be what the code generates. `npm run docs:api` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiMarkdown, openApi } from './api-docs';

const files = {
  'docs/api.md': apiMarkdown(),
  'docs/openapi.json': `${JSON.stringify(openApi(), null, 2)}\n`,
};

describe('API documentation', () => {
  it.each(Object.entries(files))('%s is up to date (run npm run docs:api)', (path, generated) => {
    if (process.env.UPDATE_API_DOCS) writeFileSync(path, generated);
    expect(readFileSync(path, 'utf8')).toBe(generated);
  });

  it('documents all 18 targets', () => {
    expect(Object.keys(openApi().paths)).toHaveLength(18);
  });
});
