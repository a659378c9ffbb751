/**
 * Props for an element whose children React must leave as they are: what the server wrote, or
 * what another root renders into it. An inner HTML that never changes is never written again, and
 * hydration does not compare it. Used by the header's search fields (their own root) and by
 * /search's Ask the library (the server's form until the reader shows up).
 */
export const KEEP_SERVER_CHILDREN = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;
