// Reads a domain config file and checks it against the schema the Worker uses, with errors an
// operator can act on (the field's path and what is wrong with it).
import { readFileSync } from 'node:fs';
import { configHost, domainConfigSchema, type DomainConfig } from '#app/domain/config.ts';

export type DomainFileResult = { ok: true; config: DomainConfig } | { ok: false; errors: string[] };

export function checkDomainConfig(text: string): DomainFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = domainConfigSchema.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`),
  };
}

export function readDomainConfig(path: string): DomainFileResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { ok: false, errors: [`cannot read ${path}`] };
  }
  return checkDomainConfig(text);
}

/** A host as the Worker keys it (`Example.com:443` → `example.com`), or null when it is not one. */
export const hostArgument = (value: string | undefined): string | null => configHost(value);
