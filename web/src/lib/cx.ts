/** Joins class names, skipping falsy ones. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
