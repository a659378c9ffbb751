/** A same-origin JSON endpoint's answer (the search endpoints): a failure status throws, for the store to report. */
export async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}
