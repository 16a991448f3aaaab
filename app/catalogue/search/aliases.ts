// Names people type for a brand that are not in its name: each alias is indexed with every car of
// the brand (scripts/import/sql.ts), so `vw golf` finds Volkswagens. Keyed by brand slug; a brand
// missing from the catalogue costs nothing. Add a row when a visitor's word for a brand finds nothing.
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'alfa-romeo': ['alfa'],
  'aston-martin': ['aston'],
  bmw: ['beemer', 'bimmer', 'beamer'],
  byd: ['build your dreams'],
  cadillac: ['caddy'],
  chevrolet: ['chevy', 'chev'],
  gwm: ['great wall', 'great wall motor'],
  kgm: ['ssangyong'],
  lamborghini: ['lambo'],
  'land-rover': ['landie', 'range rover'],
  'lynk-co': ['lynk and co'],
  'maruti-suzuki': ['maruti'],
  'mercedes-benz': ['merc', 'mercedes', 'benz', 'mb'],
  mg: ['morris garages'],
  mini: ['mini cooper'],
  mitsubishi: ['mitsu'],
  'rolls-royce': ['rolls', 'rr'],
  volkswagen: ['vw', 'vdub', 'volks'],
};
