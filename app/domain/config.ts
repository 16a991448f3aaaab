// One JSON config per host in Workers KV (key `domain:<host>`). This schema is the only way a config
// gets into a page: on read, and in `npm run domain -- put` before it is written.
import { z } from 'zod';
import { UNIT_SYSTEMS } from '#app/units/units.ts';
import { BODY_TYPES, FUELS, PURPOSES } from '#app/catalogue/categories.ts';
import { contrast, parseColor } from '#app/domain/contrast.ts';

/** Colours become CSS custom properties: only colour syntax, nothing that could end the declaration. */
const color = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/+-]+\))$/,
    'must be a colour: #rgb, #rrggbb, rgb(), hsl(), oklch()',
  );

/** Image and link addresses: https, or a path on this site. Never javascript:, data: or //host. */
export const safeUrl = z
  .string()
  .max(500)
  .refine((value) => {
    if (/^\/(?!\/)[^\s"'<>\\]*$/.test(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !/["'<>\s\\]/.test(value);
    } catch {
      return false;
    }
  }, 'must be an https:// address or a path starting with /');

const fontFamily = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9 ,'"-]+$/, 'may use letters, digits, spaces, commas, quotes and hyphens only');

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^<>]*$/, 'must not contain < or >');

const themeColors = z.object({
  primary: color,
  primaryForeground: color,
  background: color,
  foreground: color,
  muted: color,
  mutedForeground: color,
  accent: color,
  border: color,
});

type ThemeColors = z.infer<typeof themeColors>;

/** Pairs a reader sees together must reach 4.5:1, where both colours can be measured (hex, rgb()). */
function checkContrast(colors: ThemeColors, context: z.RefinementCtx) {
  const pairs: Array<[keyof ThemeColors, keyof ThemeColors]> = [
    ['foreground', 'background'],
    ['mutedForeground', 'background'],
    ['primary', 'background'],
    ['primaryForeground', 'primary'],
    // cards and chips are drawn in `muted` or lighter: text and links must hold there too
    ['foreground', 'muted'],
    ['mutedForeground', 'muted'],
    ['primary', 'muted'],
  ];
  for (const [text, behind] of pairs) {
    const [a, b] = [parseColor(colors[text]), parseColor(colors[behind])];
    if (!a || !b) continue;
    const ratio = contrast(a, b);
    if (ratio < 4.5)
      context.addIssue({ code: 'custom', path: [text], message: `must contrast 4.5:1 with ${behind} (is ${ratio.toFixed(2)}:1)` });
  }
}

export const domainConfigSchema = z.object({
  siteName: plainText(60),
  tagline: plainText(160).optional(),
  logo: z
    .object({ url: safeUrl, alt: plainText(100), width: z.number().int().min(1).max(1000), height: z.number().int().min(1).max(400) })
    .optional(),
  theme: z.object({
    colors: themeColors,
    /**
     * The colours used when the visitor's system asks for a dark scheme (prefers-color-scheme). Checked
     * for contrast (text, muted text and links on the background, text on the primary colour: 4.5:1);
     * without them the site derives dark colours from `colors` (app/domain/theme.ts).
     */
    dark: themeColors.superRefine(checkContrast).optional(),
    fontFamily: fontFamily.default("system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
    radius: z
      .string()
      .regex(/^\d{1,2}(\.\d+)?(px|rem)$/, 'must be a length such as 8px or 0.5rem')
      .default('12px'),
  }),
  homeBackground: z.object({ pc: safeUrl, mobile: safeUrl }),
  /** How visitors reach the site's operator (the privacy policy names it): an e-mail address, a contact page, or both. */
  contact: z
    .object({
      email: z.email('must be an e-mail address').max(120).optional(),
      url: safeUrl.optional(),
    })
    .refine((contact) => contact.email || contact.url, 'must give an email or a url')
    .optional(),
  /**
   * What the home page leads with: a titled row of the cars on sale matching one filter (fuel, body
   * type or purpose), newest first, one version of each model, in place of "Newest releases" (the same
   * list); the other rows keep to its cars. Without it the home page leads with the most powerful car
   * of each brand.
   */
  homeFocus: z
    .object({
      title: plainText(60),
      filter: z
        .object({ fuel: z.enum(FUELS).optional(), type: z.enum(BODY_TYPES).optional(), purpose: z.enum(PURPOSES).optional() })
        .strict()
        .refine((filter) => Object.keys(filter).length > 0, 'must name at least one of fuel, type, purpose'),
    })
    .optional(),
  analytics: z
    .object({
      firstParty: z.boolean().default(true),
      ga4MeasurementId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXX')
        .optional(),
      firebase: z
        .object({
          apiKey: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
          authDomain: z.string().regex(/^[a-z0-9.-]+$/),
          projectId: z.string().regex(/^[a-z0-9-]{3,40}$/),
          appId: z.string().regex(/^[0-9:a-z-]{5,80}$/),
          measurementId: z.string().regex(/^G-[A-Z0-9]{4,16}$/),
          messagingSenderId: z
            .string()
            .regex(/^\d{3,20}$/)
            .optional(),
          storageBucket: z
            .string()
            .regex(/^[a-z0-9.-]+$/)
            .optional(),
        })
        .optional(),
    })
    .default({ firstParty: true }),
  adsense: z
    .object({
      client: z.string().regex(/^ca-pub-\d{10,20}$/, 'must look like ca-pub-0000000000000000'),
      slots: z.object({
        list: z
          .string()
          .regex(/^\d{5,15}$/)
          .optional(),
        detail: z
          .string()
          .regex(/^\d{5,15}$/)
          .optional(),
        home: z
          .string()
          .regex(/^\d{5,15}$/)
          .optional(),
      }),
    })
    .optional(),
  adPosConfig: z
    .object({
      /** after which spec groups of the car page an ad slot goes */
      detailInsert: z.array(z.number().int().min(0).max(20)).max(6).default([1, 2]),
      /**
       * after which rows of cards in the car list an ad place goes, full width between two rows (a row
       * holds 1 to 4 cards, as the screen allows); a row with no card after it gets no place
       */
      listInsert: z.array(z.number().int().min(1).max(48)).max(6).default([3, 6]),
    })
    .default({ detailInsert: [1, 2], listInsert: [3, 6] }),
  consent: z.object({ required: z.boolean() }).default({ required: false }),
  /** the units a visitor sees until they choose others: `metric` (km/h, kW, Nm …) or `imperial` (US: mph, hp, lb-ft …) */
  units: z.enum(UNIT_SYSTEMS).default('metric'),
});

export type DomainConfig = z.infer<typeof domainConfigSchema>;

export const domainKey = (host: string) => `domain:${host}`;

/** `Example.COM:8787` → `example.com`; anything that is not a host name gives null. */
export function normaliseHost(raw: string | null): string | null {
  if (!raw) return null;
  const host = raw.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : null;
}

/** A host as configs are keyed (`Example.com:443` → `example.com`; `default` and `localhost` too), or null. */
export function configHost(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value === 'default') return 'default';
  const host = normaliseHost(value);
  return host && (host.includes('.') || host === 'localhost') && !/^[.-]|[.-]$|\.\./.test(host) ? host : null;
}
