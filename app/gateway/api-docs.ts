// docs/api.md and docs/openapi.json, generated from the gateway's table and its zod schemas so
// the documentation cannot drift from the code (api-docs.test.ts checks the committed files).
import { z } from 'zod';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { TARGETS } from './targets.server';

type JsonSchema = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

function paramsOf(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const envelopeSchema = {
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: {
    code: { type: 'integer', description: 'equals the HTTP status' },
    data: { description: 'the answer; null on an error, or `{fields}` for invalid parameters' },
    msg: { type: 'string', description: '`ok`, or what went wrong' },
  },
};

export function openApi() {
  const paths: Record<string, unknown> = {};
  for (const [target, spec] of Object.entries(TARGETS)) {
    const parameters = [
      { name: 'url', in: 'query', required: true, schema: { type: 'string', const: target } },
      ...paramsOf(spec.params).map((p) => ({ name: p.name, in: 'query', required: p.required, schema: p.schema })),
    ];
    const operation: Record<string, unknown> = {
      operationId: target.replace(/[^a-zA-Z]+(.)/g, (_m, c: string) => c.toUpperCase()),
      summary: spec.summary,
      description: spec.description,
      parameters,
      responses: {
        200: { description: 'ok', content: { 'application/json': { schema: envelopeSchema } } },
        400: { description: 'invalid parameters, with `data.fields`' },
        ...(spec.method === 'POST' ? { 413: { description: 'body too large' }, 415: { description: 'wrong content type' } } : {}),
        ...(spec.limiter ? { 429: { description: 'too many requests from this client (with `Retry-After`)' } } : {}),
        500: { description: 'internal failure (generic message)' },
        503: { description: 'the database or store is briefly unavailable: retry after `Retry-After` seconds' },
      },
    };
    if (spec.body) {
      operation.requestBody = {
        required: true,
        description: spec.body.description,
        content: Object.fromEntries(
          spec.body.types.map((type) => [type, spec.body?.schema ? { schema: z.toJSONSchema(spec.body.schema, { io: 'input' }) } : {}]),
        ),
      };
    }
    // every target shares the path /api: OpenAPI tells them apart by the `url` value
    paths[`/api?url=${target}`] = { [spec.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Carlog gateway',
      version: '1',
      description: 'GET|POST /api?url=<target>: every product call, answered as {code, data, msg}.',
    },
    paths,
  };
}

function describeSchema(schema: Record<string, unknown>): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((v) => `\`${v}\``).join(', ')}`);
  else if (schema.type) parts.push(String(schema.type));
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`≤ ${schema.maxLength} chars`);
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return parts.join(', ');
}

export function apiMarkdown(): string {
  const sections = Object.entries(TARGETS).map(([target, spec]) => {
    const params = paramsOf(spec.params);
    const table = params.length
      ? `| parameter | required | accepts |\n| --- | --- | --- |\n${params
          .map((p) => `| \`${p.name}\` | ${p.required ? 'yes' : 'no'} | ${describeSchema(p.schema)} |`)
          .join('\n')}\n`
      : 'No parameters.\n';
    const body = spec.body
      ? `\nBody: ${spec.body.description} (${spec.body.types.map((t) => `\`${t}\``).join(', ')}), at most ${Math.round(spec.body.maxBytes / 1024)} KB.\n`
      : '';
    return `### ${spec.method} \`${target}\`: ${spec.summary}\n\n${spec.description}\n\n${table}${body}\nCache-Control: \`${spec.cacheControl}\`${spec.catalogue ? '. Forwarded to `API_ORIGIN` when one is set.' : '.'}\n`;
  });
  return `# The gateway: \`/api?url=<target>\`

Generated from \`app/gateway/targets.server.ts\` by \`npm run docs:api\`; the same content as an OpenAPI 3.1
document is in [openapi.json](openapi.json). Do not edit by hand.

- Read: \`GET /api?url=<target>&<parameters>\`. Parameters may also be written into \`url\`
  (\`url=/car/carInfo?id=1001\`), or some there and some beside it.
- Each parameter once: a name given twice is 400 (\`data.fields.<name>\`: \`is given more than once\`), whether
  both are beside \`url\`, both inside it, or one in each (\`url=/car/carInfo?id=1&id=2\` is one of each), even
  with the same value, and whether the target reads the name or not; \`url\` itself too, and a photo form's fields.
- Whole numbers (every \`integer\` below) are written in decimal digits: \`1001\`, and \`0\` where 0 is
  allowed. A sign, a leading zero, spaces or other white space, a decimal point, an exponent, \`_\`, hex, binary
  or octal (\`+1001\`, \`01001\`, \` 1001\`, \`%0A1001\`, \`1001.0\`, \`1.001e3\`, \`0x3e9\`) are 400, never
  read as the number they resemble: one number has one spelling.
- Write: \`POST /api?url=<target>\` with the body described below.
- \`HEAD\` never changes anything. A read target answers it as a GET without the body; a target that
  writes refuses it with 405: \`Allow: GET\` on \`/express/eget\` (a GET that stores an event), \`Allow: POST\`
  on the POST targets.
- Every answer is \`{code, data, msg}\` and its HTTP status equals \`code\`:
  - 400 invalid parameters: \`data.fields\` maps each field to its messages;
  - 404 unknown target (only the paths below are ever served: \`url\` is never fetched) or unknown car;
  - 405 wrong method (with \`Allow\`); 413 body too large; 415 wrong content type; 422 a photo too large in pixels;
  - 429 too many writes from one client (events, photos), with \`Retry-After\`;
  - 500 internal failure, with a generic message and no details; 502/504 when \`API_ORIGIN\` fails or times out (300 s);
  - 503 D1, KV or R2 failed or did not answer in time, with \`Retry-After\`: a write answered 503 was not
    stored, or was and is recognised when retried (same \`batchId\`, same image).
- Every error (code 400 and up) is sent with \`Cache-Control: ${CacheControl.private}\`; a success with its
  target's own value, given below.
- \`units\` (\`metric\` or \`imperial\`, on every target that answers figures or labels): the units of the
  figures written as text (\`figures\`, \`cells\`, \`specs\`), the same text the site's pages show, and the
  English of the labels beside them (petrol is \`Gasoline\` in imperial units); the domain's own units when
  left out or empty, and said in the answer (\`units\`). Numeric fields keep the one unit their name says
  (\`topSpeedKmh\`, \`powerHp\`, \`rangeKm\`) whatever \`units\` asks. Any other value is 400.
- Credentials are neither needed nor forwarded. Unknown parameters are ignored.

## Targets

${sections.join('\n')}
## Operator endpoints

Not part of the gateway; each needs \`Authorization: Bearer <ADMIN_TOKEN>\` and answers 401 without it.
Answers are the same envelope, sent with \`Cache-Control: ${CacheControl.none}\` (errors: \`${CacheControl.private}\`).

- \`GET /admin/api/photos?status=pending|approved|rejected\`: photo submissions (oldest first); \`HEAD\` too.
- \`POST /admin/api/photos/<id>/approve\`, \`POST /admin/api/photos/<id>/reject\`; any other method is 405
  with \`Allow: POST\`.
- \`POST /admin/api/photos/scrub?after=<id>&limit=<1–100, default 25>\`: rewrites stored photos (every status)
  without their metadata, \`limit\` at a time in id order after \`after\`; answers
  \`{checked, cleaned, unchanged, missing, unreadable, next}\` (\`next\`: the \`after\` of the next call, null at
  the end). A photo already clean is left as it is, so running it again changes nothing.
- \`GET /photos/<id>\` serves an approved photo's bytes to anyone, as \`image/jpeg\`, \`image/png\` or
  \`image/webp\` by its bytes, with \`Content-Disposition: inline\` and a sandboxing policy; others are 404.
`;
}
