/**
 * A hostile client's tools: plain HTTP to the emulators' REST endpoints with a stolen or stale
 * ID token, no app code and no SDK conveniences. Security tests use these to show what an
 * outsider really gets.
 */
import { PROJECT_ID, emulatorHosts } from './emulators';

/** POSTs a callable as the wire protocol does; returns the HTTP status and the JSON body. */
export async function rawCall(
  name: string,
  data: unknown,
  opts: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { result?: unknown; error?: { status: string; details?: unknown } } }> {
  const res = await fetch(`http://${emulatorHosts().functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as never };
}

const documentsUrl = (path: string) =>
  `http://${emulatorHosts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;

/** GETs one document over Firestore's REST API with the given token (null: a visitor); returns the HTTP status. */
export async function restGet(path: string, token: string | null): Promise<number> {
  const res = await fetch(documentsUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await res.body?.cancel();
  return res.status;
}

/** GETs one document over REST and returns its status and string fields (what a client really receives). */
export async function restRead(path: string, token: string): Promise<{ status: number; text: Record<string, string> }> {
  const res = await fetch(documentsUrl(path), { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => ({}))) as { fields?: Record<string, { stringValue?: string }> };
  const text = Object.fromEntries(
    Object.entries(body.fields ?? {}).flatMap(([k, v]) => (v.stringValue === undefined ? [] : [[k, v.stringValue]])),
  );
  return { status: res.status, text };
}

/** Lists a collection over REST (pageSize as the attacker likes); returns status and count. */
export async function restList(
  collectionPath: string,
  token: string | null,
  pageSize?: number,
): Promise<{ status: number; count: number }> {
  const url = new URL(documentsUrl(collectionPath));
  if (pageSize !== undefined) url.searchParams.set('pageSize', String(pageSize));
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json().catch(() => ({}))) as { documents?: unknown[] };
  return { status: res.status, count: body.documents?.length ?? 0 };
}

/**
 * Runs a query over REST (runQuery) with string equality filters, ordered and limited as the
 * attacker likes; returns the status and how many documents came back.
 */
export async function restQuery(
  collectionId: string,
  token: string,
  { equal, orderBy, limit }: { equal: Record<string, string>; orderBy?: string; limit: number },
): Promise<{ status: number; count: number }> {
  const filters = Object.entries(equal).map(([field, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
  }));
  const res = await fetch(documentsUrl('').replace(/\/$/, ':runQuery'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { compositeFilter: { op: 'AND', filters } },
        ...(orderBy ? { orderBy: [{ field: { fieldPath: orderBy }, direction: 'ASCENDING' }] } : {}),
        limit,
      },
    }),
  });
  const body = (await res.json().catch(() => [])) as Array<{ document?: unknown }> | { error?: unknown };
  return { status: res.status, count: Array.isArray(body) ? body.filter((r) => r.document).length : 0 };
}

/** Sets string fields of a document over REST (PATCH with an update mask); returns the status. */
export async function restPatch(path: string, token: string, fields: Record<string, string>): Promise<number> {
  const url = new URL(documentsUrl(path));
  for (const key of Object.keys(fields)) url.searchParams.append('updateMask.fieldPaths', key);
  const res = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
    }),
  });
  await res.body?.cancel();
  return res.status;
}

/**
 * Creates a document over REST (a commit that must not find it), with string fields and, when
 * named, one field set to the request time as serverTimestamp() would; returns the status.
 */
export async function restCreate(
  path: string,
  token: string,
  fields: Record<string, string>,
  serverTimeField?: string,
): Promise<number> {
  const name = `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const res = await fetch(`${documentsUrl('').replace(/\/documents\/$/, '/documents')}:commit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: { name, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])) },
          currentDocument: { exists: false },
          ...(serverTimeField
            ? { updateTransforms: [{ fieldPath: serverTimeField, setToServerValue: 'REQUEST_TIME' }] }
            : {}),
        },
      ],
    }),
  });
  await res.body?.cancel();
  return res.status;
}

/** DELETEs a document over REST; returns the status. */
export async function restDelete(path: string, token: string): Promise<number> {
  const res = await fetch(documentsUrl(path), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  await res.body?.cancel();
  return res.status;
}
