/** Ids and words for test data that no other test, or earlier run, uses. */
let serial = 0;

/** `prefix-<time>-<n>`: unique within this process and apart from earlier runs. */
export const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`;

/** A short run stamp of letters and digits (no dash): for words a search must find as one word. */
export const runStamp = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
