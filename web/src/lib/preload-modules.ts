/**
 * Ends the current task: the browser may paint and take input before the next step runs.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for a route's chunks a few per task, before the route's import does. Vite's preload helper
 * adds a `<link rel="modulepreload">` for each chunk a dynamic import needs, all in one task, and
 * each link costs the main thread about a millisecond (four at a phone's speed): the book page's
 * 17 chunks made a task of 190-280 ms at 4x on a repeat visit, most of it those links
 * (docs/performance.md, "A route's chunks a few at a time"). The helper skips a chunk whose link
 * is already there.
 */
export async function preloadModules(files: string[], perTask = 3): Promise<void> {
  const present = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
  const hrefs = files.map((file) => new URL(file, document.baseURI).href).filter((href) => !present.has(href));
  for (let i = 0; i < hrefs.length; i += perTask) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}
