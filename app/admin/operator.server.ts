// Who is an operator on the command line's endpoints (/admin/api): a request with
// `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token nobody is. The console (/admin)
// signs operators in with the same token and keeps them in a session instead (session.server.ts).
import { sameText } from './session.server';

export async function isOperator(request: Request, env: Env): Promise<boolean> {
  const expected = env.ADMIN_TOKEN?.trim();
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  return Boolean(expected && given && (await sameText(given, expected)));
}
