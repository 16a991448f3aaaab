// The addresses of the brand pages (routes/brands/), for links from anywhere, the browser included.
export const BRANDS_PATH = '/brands';
export const brandPath = (brandSlug: string) => `${BRANDS_PATH}/${brandSlug}`;
export const familyPath = (brandSlug: string, modelSlug: string) => `${BRANDS_PATH}/${brandSlug}/${modelSlug}`;

/** A brand or model slug as the catalogue writes them: what a brand page's address may hold. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
