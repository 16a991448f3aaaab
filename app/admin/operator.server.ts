// Who is an operator: a request with `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured
// token nobody is.

async function sameSecret(given: string, expected: string): Promise<boolean> {
  // compare digests so the time taken says nothing about the token
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return a.every((byte, i) => byte === b[i]);
}

export async function isOperator(request: Request, env: Env): Promise<boolean> {
  const expected = env.ADMIN_TOKEN?.trim();
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  return Boolean(expected && given && (await sameSecret(given, expected)));
}
