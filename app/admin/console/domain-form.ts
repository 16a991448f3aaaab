// The domain form: one field per setting of the domain config schema, and the way between a config and
// the form's fields. A form is laid over the config it edits, so settings the form does not show are
// kept; an optional group left empty (no logo, no AdSense) is removed. The schema's complaints are
// put beside the field they are about.
import type { z } from 'zod';
import { BODY_TYPES, FUELS, PURPOSES } from '#app/catalogue/categories.ts';
import { UNIT_SYSTEMS } from '#app/units/units.ts';

export type FieldKind = 'text' | 'colour' | 'image' | 'number' | 'numbers' | 'checkbox';
export type Field = { name: string; label: string; kind: FieldKind; hint?: string };
export type FieldGroup = { legend: string; optional?: string; fields: Field[] };

const colour = (key: string, label: string): Field => ({ name: `theme.colors.${key}`, label, kind: 'colour' });

export const FIELD_GROUPS: FieldGroup[] = [
  {
    legend: 'Site',
    fields: [
      { name: 'siteName', label: 'Site name', kind: 'text' },
      { name: 'tagline', label: 'Tagline', kind: 'text', hint: 'Optional: under the site name on the home page.' },
    ],
  },
  {
    legend: 'Logo',
    optional: 'logo',
    fields: [
      {
        name: 'logo.url',
        label: 'Logo address',
        kind: 'image',
        hint: 'https:// or a path on this site. Leave the group empty for no logo.',
      },
      { name: 'logo.alt', label: 'Logo text for screen readers', kind: 'text' },
      { name: 'logo.width', label: 'Logo width (px)', kind: 'number' },
      { name: 'logo.height', label: 'Logo height (px)', kind: 'number' },
    ],
  },
  {
    legend: 'Colours',
    fields: [
      colour('primary', 'Primary'),
      colour('primaryForeground', 'Text on primary'),
      colour('background', 'Background'),
      colour('foreground', 'Text'),
      colour('muted', 'Muted background'),
      colour('mutedForeground', 'Muted text'),
      colour('accent', 'Accent'),
      colour('border', 'Borders'),
    ],
  },
  {
    legend: 'Type and shape',
    fields: [
      { name: 'theme.fontFamily', label: 'Font', kind: 'text', hint: 'A CSS font list, e.g. Georgia, serif' },
      { name: 'theme.radius', label: 'Corner radius', kind: 'text', hint: 'e.g. 12px or 0.5rem' },
    ],
  },
  {
    legend: 'Home page background',
    fields: [
      { name: 'homeBackground.pc', label: 'On computers', kind: 'image' },
      { name: 'homeBackground.mobile', label: 'On phones', kind: 'image' },
    ],
  },
  {
    legend: 'Home page focus',
    optional: 'homeFocus',
    fields: [
      {
        name: 'homeFocus.title',
        label: 'Title of the first row',
        kind: 'text',
        hint: 'e.g. Electric cars on sale; leave the group empty for none.',
      },
      { name: 'homeFocus.filter.fuel', label: 'Fuel', kind: 'text', hint: `Optional: ${FUELS.join(', ')}` },
      { name: 'homeFocus.filter.type', label: 'Body type', kind: 'text', hint: `Optional: ${BODY_TYPES.join(', ')}` },
      { name: 'homeFocus.filter.purpose', label: 'Purpose', kind: 'text', hint: `Optional: ${PURPOSES.join(', ')}` },
    ],
  },
  {
    legend: 'Units',
    fields: [{ name: 'units', label: 'Units a visitor sees first', kind: 'text', hint: `${UNIT_SYSTEMS.join(' or ')}; metric when empty` }],
  },
  {
    legend: 'Contact',
    optional: 'contact',
    fields: [
      {
        name: 'contact.email',
        label: "Operator's e-mail address",
        kind: 'text',
        hint: 'Named in the privacy policy; give this, a page, or both.',
      },
      { name: 'contact.url', label: 'Contact page', kind: 'text', hint: 'https:// or a path on this site' },
    ],
  },
  {
    legend: 'Analytics',
    fields: [
      { name: 'analytics.firstParty', label: 'Record page views and events on this site', kind: 'checkbox' },
      { name: 'analytics.ga4MeasurementId', label: 'Google Analytics 4 measurement id', kind: 'text', hint: 'Optional: G-XXXXXXX' },
    ],
  },
  {
    legend: 'Firebase analytics',
    optional: 'analytics.firebase',
    fields: [
      { name: 'analytics.firebase.apiKey', label: 'API key', kind: 'text' },
      { name: 'analytics.firebase.authDomain', label: 'Auth domain', kind: 'text' },
      { name: 'analytics.firebase.projectId', label: 'Project id', kind: 'text' },
      { name: 'analytics.firebase.appId', label: 'App id', kind: 'text' },
      { name: 'analytics.firebase.measurementId', label: 'Measurement id', kind: 'text' },
      { name: 'analytics.firebase.messagingSenderId', label: 'Messaging sender id (optional)', kind: 'text' },
      { name: 'analytics.firebase.storageBucket', label: 'Storage bucket (optional)', kind: 'text' },
    ],
  },
  {
    legend: 'AdSense',
    optional: 'adsense',
    fields: [
      { name: 'adsense.client', label: 'Publisher id', kind: 'text', hint: 'ca-pub-…; leave the group empty for no ads.' },
      { name: 'adsense.slots.list', label: 'Slot on the car list (optional)', kind: 'text' },
      { name: 'adsense.slots.detail', label: 'Slot on car pages (optional)', kind: 'text' },
      { name: 'adsense.slots.home', label: 'Slot on the home page (optional)', kind: 'text' },
    ],
  },
  {
    legend: 'Ad positions',
    fields: [
      { name: 'adPosConfig.detailInsert', label: 'On car pages, after spec groups', kind: 'numbers', hint: 'Comma-separated, e.g. 1, 2' },
      { name: 'adPosConfig.listInsert', label: 'On the car list, after rows', kind: 'numbers', hint: 'Comma-separated, e.g. 6, 18' },
    ],
  },
  {
    legend: 'Consent',
    fields: [{ name: 'consent.required', label: 'Ask visitors for consent before analytics and ads', kind: 'checkbox' }],
  },
];

export const FIELDS = FIELD_GROUPS.flatMap((group) => group.fields);

type Tree = Record<string, unknown>;

function getPath(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

function setPath(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object' || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Tree;
  }
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** The text each field shows for a config (a stored one, or a draft the form sent). */
export function fieldValues(config: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = getPath(config, field.name);
    values[field.name] =
      field.kind === 'checkbox'
        ? value === true
          ? 'on'
          : ''
        : Array.isArray(value)
          ? value.join(', ')
          : value === undefined || value === null
            ? ''
            : String(value);
  }
  return values;
}

function fieldValue(field: Field, text: string): unknown {
  const trimmed = text.trim();
  switch (field.kind) {
    case 'checkbox':
      return trimmed !== '';
    case 'number':
      // not a number: left as text, so the schema names this field
      return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
    case 'numbers':
      return trimmed === '' ? [] : trimmed.split(/\s*,\s*/).map((part) => (/^-?\d+$/.test(part) ? Number(part) : part));
    default:
      return trimmed === '' ? undefined : trimmed;
  }
}

/** The form's fields laid over `base` (the config being edited): the draft, not yet checked. */
export function draftFromForm(base: unknown, form: FormData): Tree {
  const draft = structuredClone(base && typeof base === 'object' && !Array.isArray(base) ? (base as Tree) : {});
  const texts = (field: Field) => {
    const value = form.get(field.name);
    return typeof value === 'string' ? value.slice(0, 2000) : '';
  };
  for (const group of FIELD_GROUPS) {
    if (group.optional && group.fields.every((field) => texts(field).trim() === '')) {
      setPath(draft, group.optional, undefined);
      continue;
    }
    for (const field of group.fields) setPath(draft, field.name, fieldValue(field, texts(field)));
  }
  return draft;
}

/** The schema's complaints by field name; one that belongs to no field is under '' (shown above the form). */
export function errorsByField(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    const field =
      FIELDS.find((each) => path === each.name || path.startsWith(`${each.name}.`)) ??
      FIELDS.find((each) => path !== '' && each.name.startsWith(`${path}.`));
    const key = field?.name ?? '';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    (errors[key] ??= []).push(field ? message : `${path || 'config'}: ${message}`);
  }
  return errors;
}

function flatten(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) {
    into[prefix] = JSON.stringify(value);
  }
  return into;
}

export type Change = { path: string; before: string | null; after: string | null };

/** What differs between two configs, setting by setting. */
export function configChanges(before: unknown, after: unknown): Change[] {
  const a = flatten(before);
  const b = flatten(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((path) => a[path] !== b[path])
    .sort()
    .map((path) => ({ path, before: a[path] ?? null, after: b[path] ?? null }));
}

/** A draft config in a preview address (base64url of its JSON), and back. */
export const encodeDraft = (config: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(config))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function decodeDraft(text: string | null): unknown {
  if (!text || text.length > 20_000 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
}
