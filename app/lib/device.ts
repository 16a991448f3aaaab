// Device class: from the server (user agent, client hints) when it can tell; otherwise in the
// browser by the spec's rules. Layout is responsive CSS either way: this only picks ad sizes,
// analytics fields and the edge-cache variant, so a wrong guess never breaks a page.

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Below this width a touch device counts as a phone. */
export const MOBILE_MAX_WIDTH = 768;

const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobile|iphone|ipod|android|blackberry|iemobile|opera mini|windows phone|webos/i;

/** The spec's rules: tablet for iPad, tablet, or Android that is not mobile; mobile for mobile keywords. */
export function deviceFromUserAgent(userAgent: string): DeviceType | null {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return null;
}

/**
 * On the server: the user agent decides; a `Sec-CH-UA-Mobile: ?1` hint makes a phone of a browser
 * whose user agent says nothing (reduced UA strings); otherwise desktop. A request with neither
 * header gets null: the browser decides.
 */
export function deviceFromRequest(headers: Headers): DeviceType | null {
  const userAgent = headers.get('user-agent');
  const mobileHint = headers.get('sec-ch-ua-mobile');
  if (!userAgent && !mobileHint) return null;
  const fromAgent = deviceFromUserAgent(userAgent ?? '');
  if (fromAgent) return fromAgent;
  return mobileHint === '?1' ? 'mobile' : 'desktop';
}

/**
 * In the browser, used only when the server gave no device type: the user agent, then a touch
 * device narrower than 768 px counts as mobile (iPadOS reports a desktop Safari agent but has touch).
 */
export function deviceInBrowser(view: { userAgent: string; maxTouchPoints: number; width: number }): DeviceType {
  const fromAgent = deviceFromUserAgent(view.userAgent);
  if (fromAgent) return fromAgent;
  if (view.maxTouchPoints > 0 && view.width < MOBILE_MAX_WIDTH) return 'mobile';
  return 'desktop';
}
