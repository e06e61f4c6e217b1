/**
 * An answer the server wrote into the page it served, in a JSON block with this id (plugins/spa.ts
 * and plugins/spa-skeleton.ts): the first render needs no request for it. A JSON block is data, never
 * run, so the CSP's "no inline script" stands. `once` removes the block after reading it, for data
 * that is only true when the page loads (a later visit of the same route asks the server).
 */
export function embeddedData<T>(id: string, { once = false }: { once?: boolean } = {}): T | undefined {
  const element = document.getElementById(id);
  const text = element?.textContent;
  if (once) element?.remove();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
