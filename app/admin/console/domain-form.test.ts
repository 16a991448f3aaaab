import { describe, expect, it } from 'vitest';
import shippedDefault from '../../../domains/default.json';
import { domainConfigSchema } from '#app/domain/config.ts';
import { configChanges, decodeDraft, draftFromForm, encodeDraft, errorsByField, fieldValues, FIELDS } from './domain-form';

const base = domainConfigSchema.parse(shippedDefault);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const field of FIELDS) if (field.kind !== 'checkbox' || values[field.name] === 'on') data.set(field.name, values[field.name] ?? '');
  return data;
}

describe('the domain form', () => {
  it('gives back the same config when nothing is changed', () => {
    expect(domainConfigSchema.parse(draftFromForm(base, form(fieldValues(base))))).toEqual(base);
  });

  it('keeps settings the form does not show, and drops an optional group left empty', () => {
    const stored = { ...base, future: { setting: 1 }, adsense: { client: 'ca-pub-1234567890123456', slots: { list: '1234567' } } };
    const values = fieldValues(stored);
    expect(values['adsense.slots.list']).toBe('1234567');
    for (const name of ['adsense.client', 'adsense.slots.list']) values[name] = '';
    const draft = draftFromForm(stored, form(values));
    expect(draft.future).toEqual({ setting: 1 });
    expect(draft.adsense).toBeUndefined();
  });

  it('reads numbers and lists of numbers, leaving what is not a number for the schema to name', () => {
    const values = {
      ...fieldValues(base),
      'adPosConfig.detailInsert': '1, 3',
      'logo.url': '/logo.svg',
      'logo.alt': 'Logo',
      'logo.width': '120',
      'logo.height': 'tall',
    };
    const draft = draftFromForm(base, form(values));
    expect(draft.adPosConfig).toEqual({ detailInsert: [1, 3], listInsert: base.adPosConfig.listInsert });
    const result = domainConfigSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(Object.keys(errorsByField(result.error!.issues))).toEqual(['logo.height']);
  });

  it('puts a complaint about a whole group on its first field, and one about nothing known above the form', () => {
    const values = { ...fieldValues(base), 'logo.alt': 'Only the text' };
    const result = domainConfigSchema.safeParse(draftFromForm(base, form(values)));
    const errors = errorsByField(result.error!.issues);
    expect(errors['logo.url']).toEqual(['is required']);
    expect(errorsByField([{ code: 'custom', path: ['elsewhere'], message: 'wrong', input: 1 }])).toEqual({ '': ['elsewhere: wrong'] });
  });

  it("edits the home page's focus, the units and the operator's contact, and names a wrong value", () => {
    const values = {
      ...fieldValues(base),
      'homeFocus.title': 'Electric cars on sale',
      'homeFocus.filter.fuel': 'electric',
      units: 'imperial',
      'contact.email': 'privacy@example.com',
    };
    const config = domainConfigSchema.parse(draftFromForm(base, form(values)));
    expect(config.homeFocus).toEqual({ title: 'Electric cars on sale', filter: { fuel: 'electric' } });
    expect(config.units).toBe('imperial');
    expect(config.contact).toEqual({ email: 'privacy@example.com' });
    const wrong = domainConfigSchema.safeParse(draftFromForm(base, form({ ...values, units: 'furlongs' })));
    expect(Object.keys(errorsByField(wrong.error!.issues))).toEqual(['units']);
  });
  it('lists what differs between two configs, setting by setting', () => {
    expect(configChanges(base, { ...base, siteName: 'Other', consent: { required: true } })).toEqual([
      { path: 'consent.required', before: String(base.consent.required), after: 'true' },
      { path: 'siteName', before: JSON.stringify(base.siteName), after: '"Other"' },
    ]);
    expect(configChanges(base, base)).toEqual([]);
  });

  it('carries a draft in an address and back, and refuses anything else', () => {
    expect(decodeDraft(encodeDraft({ siteName: 'Ünïcode ✓' }))).toEqual({ siteName: 'Ünïcode ✓' });
    for (const bad of [null, '', 'not base64!', 'e30', 'x'.repeat(20_001)])
      expect(decodeDraft(bad), String(bad)).toEqual(bad === 'e30' ? {} : null);
  });
});
