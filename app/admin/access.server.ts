// Behind Cloudflare Access, Access signs in the operator and vouches for them on every request with a
// JWT in `Cf-Access-Jwt-Assertion`. The console accepts it in place of a session when two variables
// are set: ACCESS_TEAM_DOMAIN (https://<team>.cloudflareaccess.com) and ACCESS_AUD (the application's
// audience tag). The token is checked with `jose` against the team's published keys: signature,
// issuer, audience and expiry.
import { createRemoteJWKSet, jwtVerify } from 'jose';

type KeySet = ReturnType<typeof createRemoteJWKSet>;
// one key set per isolate and team: jose keeps the fetched keys and refetches on an unknown key id
const keySets = new Map<string, KeySet>();

export type AccessConfig = { team: string; audience: string };

/** The two variables, or null when the deployment does not sit behind Access. */
export function accessConfig(env: Env): AccessConfig | null {
  const raw = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!raw || !audience) return null;
  try {
    const team = new URL(/^https?:\/\//.test(raw) ? raw : `https://${raw}`).origin;
    return { team, audience };
  } catch {
    return null;
  }
}

function keySetOf(team: string): KeySet {
  let set = keySets.get(team);
  if (!set) keySets.set(team, (set = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', team))));
  return set;
}

/** Who Access says this is (their email, else the token's subject), or null without a valid assertion. */
export async function accessIdentity(request: Request, env: Env): Promise<string | null> {
  const config = accessConfig(env);
  const token = request.headers.get('Cf-Access-Jwt-Assertion');
  if (!config || !token || token.length > 8192) return null;
  try {
    const { payload } = await jwtVerify(token, keySetOf(config.team), {
      issuer: config.team,
      audience: config.audience,
      algorithms: ['RS256', 'ES256'],
    });
    const who = typeof payload.email === 'string' ? payload.email : payload.sub;
    return who ? who.slice(0, 200) : null;
  } catch {
    return null;
  }
}
