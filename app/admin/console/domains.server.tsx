// Domains in the console: the configured hosts (KV), a form per host for every setting with the
// schema's errors beside each field, a preview of the home and a car page rendered with the draft
// (nothing saved), save with the replaced versions kept, one-click roll back, create from the default
// config, and delete once the host name is typed.
import { asc } from 'drizzle-orm';
import { cars } from '#app/catalogue/schema.server.ts';
import { carPath } from '#app/catalogue/cars.server.ts';
import { orm } from '#app/db/orm.server.ts';
import { configHost, domainConfigSchema, type DomainConfig } from '#app/domain/config.ts';
import {
  deleteDomain,
  KEPT_VERSIONS,
  listDomains,
  listVersions,
  readStoredConfig,
  saveDomainConfig,
  startingConfig,
} from '#app/domain/versions.server.ts';
import { CONSOLE_HEADERS, consoleAnswer, Csrf, formatTime, seeOther, type Frame } from './page';
import type { Operator } from '../session.server';
import {
  configChanges,
  decodeDraft,
  draftFromForm,
  encodeDraft,
  errorsByField,
  fieldValues,
  FIELD_GROUPS,
  type Field,
} from './domain-form';

/** Renders a page of the site (`path`) with `config` in place of the host's own, outside the edge cache. */
export type PreviewRenderer = (request: Request, config: DomainConfig, path: string) => Promise<Response>;

type ConsoleFrame = Frame & { operator: Operator };

const HOST_PATH = /^\/admin\/domains\/([a-z0-9.-]{1,253})(\/preview)?$/;

const message = (status: number, frame: ConsoleFrame, title: string, text: string) =>
  consoleAnswer(
    status,
    title,
    frame,
    <>
      <h1>{title}</h1>
      <p className="panel">{text}</p>
      <p>
        <a href="/admin/domains">All domains</a>
      </p>
    </>,
  );

async function listPage(env: Env, frame: ConsoleFrame, notice: string | null, error: string | null, status = 200) {
  const hosts = await listDomains(env.DOMAIN_CONFIG);
  return consoleAnswer(
    status,
    'Domains',
    frame,
    <>
      <h1>Domains</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {hosts.length === 0 ? (
        <p className="panel">No domain has its own config: every host gets the one shipped with the site.</p>
      ) : (
        <ul className="panel" aria-label="Configured domains">
          {hosts.map((host) => (
            <li key={host}>
              <a href={`/admin/domains/${host}`}>{host}</a>
              {host === 'default' && <span className="muted"> (for every host without its own)</span>}
            </li>
          ))}
        </ul>
      )}
      <h2>Add a domain</h2>
      <form method="post" action="/admin/domains" className="panel">
        <Csrf operator={frame.operator} />
        <div className={`field${error ? ' invalid' : ''}`}>
          <label htmlFor="new-host">Host name</label>
          <input
            id="new-host"
            name="host"
            type="text"
            placeholder="cars.example.com"
            required
            maxLength={253}
            aria-describedby={error ? 'new-host-error' : undefined}
          />
          {error && (
            <p className="error" id="new-host-error">
              {error}
            </p>
          )}
          <p className="hint">It starts with the default config; edit it before visitors see it.</p>
        </div>
        <button type="submit" className="primary">
          Add domain
        </button>
      </form>
    </>,
  );
}

function FieldInput({ field, value, errors }: { field: Field; value: string; errors: string[] | undefined }) {
  const id = `f-${field.name.replace(/\./g, '-')}`;
  const described = [errors ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-invalid': errors ? true : undefined, 'aria-describedby': described };
  let input;
  if (field.kind === 'checkbox') input = <input type="checkbox" {...common} defaultChecked={value === 'on'} />;
  else if (field.kind === 'colour')
    input = (
      <span className="colour" data-colour="">
        <input type="text" {...common} defaultValue={value} maxLength={60} />
        <input
          type="color"
          aria-label={`${field.label}: pick a colour`}
          defaultValue={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
          hidden
        />
      </span>
    );
  else
    input = (
      <input type="text" inputMode={field.kind === 'number' ? 'numeric' : undefined} {...common} defaultValue={value} maxLength={500} />
    );
  return (
    <div className={`field${errors ? ' invalid' : ''}`}>
      {field.kind === 'checkbox' ? (
        <label>
          {input} {field.label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{field.label}</label>
          {input}
        </>
      )}
      {errors && (
        <p className="error" id={`${id}-error`}>
          {field.label}: {errors.join('; ')}
        </p>
      )}
      {field.hint && (
        <p className="hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      {field.kind === 'image' && value && !errors && <img className="image-preview" src={value} alt={`${field.label} as set`} />}
    </div>
  );
}

type EditorState = {
  host: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  notice: string | null;
  preview: string | null;
  current: unknown;
};

async function editorPage(env: Env, frame: ConsoleFrame, state: EditorState, status = 200) {
  const { host, values, errors, notice, preview, current } = state;
  const versions = await listVersions(env.DOMAIN_CONFIG, host);
  const general = errors[''];
  const count = Object.values(errors).reduce((sum, list) => sum + list.length, 0);
  return consoleAnswer(
    status,
    host,
    frame,
    <>
      <p>
        <a href="/admin/domains">All domains</a>
      </p>
      <h1>{host}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {count > 0 && (
        <div className="alert" role="alert">
          <p>Nothing was saved: {count === 1 ? 'one setting needs' : `${count} settings need`} fixing.</p>
          {general && (
            <ul>
              {general.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form method="post" action={`/admin/domains/${host}`}>
        <Csrf operator={frame.operator} />
        {FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <FieldInput key={field.name} field={field} value={values[field.name] ?? ''} errors={errors[field.name]} />
            ))}
          </fieldset>
        ))}
        <div className="toolbar">
          <button type="submit" name="intent" value="preview">
            Preview
          </button>
          <button type="submit" name="intent" value="save" className="primary">
            Save
          </button>
        </div>
      </form>
      {preview && (
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">Preview (not saved)</h2>
          <div className="previews">
            <iframe title="Home page with the draft config" src={`/admin/domains/${host}/preview?page=home&draft=${preview}`} />
            <iframe title="A car page with the draft config" src={`/admin/domains/${host}/preview?page=car&draft=${preview}`} />
          </div>
        </section>
      )}
      <h2>Earlier versions</h2>
      {versions.length === 0 ? (
        <p className="panel">No earlier versions yet: each save keeps the one it replaces (the last {KEPT_VERSIONS}).</p>
      ) : (
        <ol className="panel" aria-label="Earlier versions">
          {versions.map((version) => {
            const changes = configChanges(version.config, current);
            return (
              <li key={version.savedAt}>
                <form method="post" action={`/admin/domains/${host}`} className="toolbar">
                  <Csrf operator={frame.operator} />
                  <input type="hidden" name="version" value={version.savedAt} />
                  <span>
                    Replaced {formatTime(version.savedAt)} by {version.by}:{' '}
                    {changes.length === 0 ? 'same as now' : `${changes.length} setting${changes.length === 1 ? '' : 's'} differ from now`}
                  </span>
                  <button type="submit" name="intent" value="rollback">
                    Roll back to this
                  </button>
                </form>
                {changes.length > 0 && (
                  <details>
                    <summary>What differs</summary>
                    <table className="diff">
                      <thead>
                        <tr>
                          <th scope="col">Setting</th>
                          <th scope="col">This version</th>
                          <th scope="col">Now</th>
                        </tr>
                      </thead>
                      <tbody>
                        {changes.map((change) => (
                          <tr key={change.path}>
                            <td>{change.path}</td>
                            <td>
                              <del>{change.before ?? '(none)'}</del>
                            </td>
                            <td>
                              <ins>{change.after ?? '(none)'}</ins>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <h2>Delete this domain</h2>
      <form method="post" action={`/admin/domains/${host}`} className="panel" data-confirm-host={host}>
        <Csrf operator={frame.operator} />
        <div className="field">
          <label htmlFor="confirm">Type {host} to delete its config</label>
          <input id="confirm" name="confirm" type="text" autoComplete="off" maxLength={253} />
          <p className="hint">
            {host === 'default'
              ? 'Hosts without their own config then get the one shipped with the site.'
              : 'The host then gets the default config.'}
          </p>
        </div>
        <button type="submit" name="intent" value="delete" className="danger">
          Delete {host}
        </button>
      </form>
    </>,
  );
}

/** A car to preview: the first of the catalogue. */
async function previewCarPath(db: D1Database): Promise<string> {
  const [car] = await orm(db).select({ slug: cars.slug, id: cars.id }).from(cars).orderBy(asc(cars.id)).limit(1);
  return car ? carPath(car) : '/car-list';
}

async function renderPreview(request: Request, env: Env, frame: ConsoleFrame, preview: PreviewRenderer | null) {
  const url = new URL(request.url);
  const page = url.searchParams.get('page');
  const draft = domainConfigSchema.safeParse(decodeDraft(url.searchParams.get('draft')));
  if ((page !== 'home' && page !== 'car') || !draft.success)
    return message(400, frame, 'No preview', 'This preview address is incomplete: press Preview on the domain’s form again.');
  if (!preview) return message(501, frame, 'No preview', 'This server cannot render pages.');
  const rendered = await preview(request, draft.data, page === 'home' ? '/' : await previewCarPath(env.DB));
  // the page as the server renders it, without its scripts: a draft's analytics or ads never run here
  const withoutScripts = new HTMLRewriter()
    .on('script, link[rel="modulepreload"]', {
      element(element) {
        element.remove();
      },
    })
    .transform(rendered);
  const answer = new Response(withoutScripts.body, rendered);
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) answer.headers.set(name, value);
  return answer;
}

export async function domainsRoute(
  request: Request,
  env: Env,
  frame: ConsoleFrame,
  path: string,
  form: FormData | null,
  preview: PreviewRenderer | null,
): Promise<Response | null> {
  const kv = env.DOMAIN_CONFIG;
  const url = new URL(request.url);
  if (path === '/admin/domains') {
    if (!form) {
      const done = url.searchParams.get('deleted');
      const host = configHost(done);
      return listPage(env, frame, host ? `${host} deleted: it now gets the default config.` : null, null);
    }
    const host = configHost(String(form.get('host') ?? '').trim());
    if (!host) return listPage(env, frame, null, 'Enter a host name such as cars.example.com.', 400);
    if ((await readStoredConfig(kv, host)) !== null)
      return listPage(env, frame, null, `${host} already has a config: open it from the list.`, 409);
    await saveDomainConfig(kv, host, await startingConfig(kv), frame.operator.who);
    return seeOther(`/admin/domains/${host}?created=1`);
  }
  const match = HOST_PATH.exec(path);
  const host = match && configHost(match[1]!);
  if (!match || !host || host !== match[1]) return null;
  if (match[2]) return form ? null : renderPreview(request, env, frame, preview);

  const current = await readStoredConfig(kv, host);
  if (current === null) return message(404, frame, 'No such domain', `${host} has no config of its own. Add it from the list of domains.`);
  const editor = (state: Partial<EditorState>, status = 200) =>
    editorPage(env, frame, { host, values: fieldValues(current), errors: {}, notice: null, preview: null, current, ...state }, status);

  if (!form) {
    const notice = url.searchParams.has('created')
      ? `${host} added with the default config.`
      : url.searchParams.has('saved')
        ? 'Saved: pages show it within a minute.'
        : url.searchParams.has('rolled-back')
          ? 'Rolled back: pages show it within a minute.'
          : null;
    return editor({ notice });
  }
  const intent = form.get('intent');
  if (intent === 'save' || intent === 'preview') {
    const draft = draftFromForm(current, form);
    const checked = domainConfigSchema.safeParse(draft);
    if (!checked.success) return editor({ values: fieldValues(draft), errors: errorsByField(checked.error.issues) }, 400);
    if (intent === 'preview') return editor({ values: fieldValues(checked.data), preview: encodeDraft(checked.data) });
    await saveDomainConfig(kv, host, checked.data, frame.operator.who);
    return seeOther(`/admin/domains/${host}?saved=1`);
  }
  if (intent === 'rollback') {
    const savedAt = Number(form.get('version'));
    const version = (await listVersions(kv, host)).find((each) => each.savedAt === savedAt);
    if (!version) return editor({ notice: 'That version is no longer kept: nothing changed.' }, 404);
    const checked = domainConfigSchema.safeParse(version.config);
    if (!checked.success) return editor({ errors: { '': ['That version no longer passes the schema: nothing changed.'] } }, 400);
    await saveDomainConfig(kv, host, checked.data, frame.operator.who);
    return seeOther(`/admin/domains/${host}?rolled-back=1`);
  }
  if (intent === 'delete') {
    if (String(form.get('confirm') ?? '').trim() !== host)
      return editor({ errors: { '': [`Type ${host} exactly to delete it: nothing was deleted.`] } }, 400);
    await deleteDomain(kv, host, frame.operator.who);
    return seeOther(`/admin/domains?deleted=${host}`);
  }
  return editor({ errors: { '': ['Choose Preview, Save, Roll back or Delete.'] } }, 400);
}
