/**
 * fast-check generators for the property-based input drill (property-input.test.ts). They never
 * look at the shared zod schemas: a request is arbitrary JSON, or a record with the callable's
 * field names whose values are mostly what a form would plausibly send (so that requests get past
 * validation and reach the handlers) and otherwise anything at all.
 */
import fc from 'fast-check';

/** Real documents the drill may name, so id fields sometimes point at something that exists. */
export interface Targets {
  groupId: string;
  discussionId: string;
  bookIds: string[];
  /** Evaluated when a value is generated: the spare account exists only once setup has run. */
  uid: () => string;
}

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');
/** Four digits where ISO allows them, else the expanded six-digit form with its sign. */
const yearText = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(y, 6)}`);

/**
 * Dates as text, built from random numbers: years at and past the ends of what JavaScript Dates
 * and Firestore Timestamps hold (-271821, 0, 275760, 99999...), impossible months, days and
 * hours, odd offsets, and the shapes a date or datetime-local input and other clients produce.
 */
export const dateLike = fc
  .record({
    year: fc.oneof(
      fc.constantFrom(-271821, -1, 0, 1, 1969, 1999, 2000, 2026, 9999, 10000, 99999, 275760, 275761),
      fc.integer({ min: -300_000, max: 300_000 }),
      fc.integer({ min: 1900, max: 2100 }),
    ),
    month: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }) }, fc.integer({ min: 0, max: 99 })),
    day: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 28 }) }, fc.integer({ min: 0, max: 99 })),
    hour: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 23 }) }, fc.integer({ min: 0, max: 99 })),
    minute: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 59 }) }, fc.integer({ min: 0, max: 99 })),
    second: fc.integer({ min: 0, max: 61 }),
    ms: fc.integer({ min: 0, max: 999 }),
    offset: fc.constantFrom('', 'Z', 'z', '+00:00', '-00:00', '+14:00', '-12:00', '+23:59', '+24:00', '+0530', '+5'),
    shape: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ year, month, day, hour, minute, second, ms, offset, shape }) => {
    const date = `${yearText(year)}-${pad(month, 2)}-${pad(day, 2)}`;
    const hm = `${pad(hour, 2)}:${pad(minute, 2)}`;
    switch (shape) {
      case 0:
        return date;
      case 1:
      case 2:
        return `${date}T${hm}`;
      case 3:
        return `${date}T${hm}:${pad(second, 2)}`;
      case 4:
        return `${date}T${hm}:${pad(second, 2)}.${pad(ms, 3)}${offset}`;
      case 5:
        return `${date} ${hm}${offset}`;
      default:
        return `${date}T${hm}${offset}`;
    }
  });

/** Any instant a JavaScript Date holds, as ISO text (six-digit years included). */
export const anyDateIso = fc
  .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
  .map((d) => d.toISOString());

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates included
  fc.constantFrom('\u202Eadmin', '\u200B\u200C\u200D', '\uFEFF', '📚👩🏽‍💻', 'a\u0000b', 'e\u0301\u0301', ' '),
);

const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '📚', ' ', '\u0000'), fc.integer({ min: 100, max: 120_000 }))
  .map(([c, n]) => c.repeat(n));

const numberLike = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1e21, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64),
);

export function arbitraries(targets: Targets) {
  const idLike = fc.oneof(
    fc.constantFrom(targets.groupId, targets.discussionId, ...targets.bookIds),
    fc.constantFrom(`${targets.groupId}/members/x`, '..', '.', '__x__', 'a%2Fb', '\u00e9', ''),
    fc.constant(null).map(() => targets.uid()),
    fc.stringMatching(/^[A-Za-z0-9_.%/-]{1,40}$/),
  );

  /** A value of any kind, for any field. */
  const anyValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 3, arbitrary: unicodeText },
    { weight: 1, arbitrary: hugeText },
    { weight: 2, arbitrary: dateLike },
    { weight: 1, arbitrary: anyDateIso },
    { weight: 2, arbitrary: idLike },
    { weight: 2, arbitrary: numberLike },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

  const words = fc
    .array(fc.constantFrom('readers', 'of', 'the', 'night', 'space', 'opera', 'Ada', 'café', '📚', 'Hatta'), {
      minLength: 1,
      maxLength: 8,
    })
    .map((w) => w.join(' '));
  const simpleEmail = fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/), fc.constantFrom('example.org', 'library.test', 'x.io'))
    .map(([local, domain]) => `${local}@${domain}`);

  /** Mostly an existing document (so the handler runs on), sometimes a missing one. */
  const oftenReal = (real: fc.Arbitrary<string>, missing: string) =>
    fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: fc.constant(missing) });

  /** What a form would plausibly send in a field. */
  function plausible(field: string): fc.Arbitrary<unknown> {
    switch (field) {
      case 'email':
        return fc.oneof({ weight: 4, arbitrary: simpleEmail }, { weight: 1, arbitrary: fc.emailAddress() });
      case 'password':
        return fc.string({ minLength: 6, maxLength: 30 });
      case 'role':
        return fc.constantFrom('reader', 'librarian', 'admin', 'owner', '');
      case 'uid':
      case 'toUid':
        return fc.oneof(
          fc.constant(null).map(() => targets.uid()),
          idLike,
        );
      case 'bookId':
      case 'currentBookId':
        return oftenReal(fc.constantFrom('', ...targets.bookIds), 'no-such-book');
      case 'groupId':
        return oftenReal(fc.constant(targets.groupId), 'no-such-group');
      case 'discussionId':
        return oftenReal(fc.constant(targets.discussionId), 'no-such-discussion');
      case 'nextMeeting':
        return fc.oneof(fc.constant(''), dateLike, anyDateIso);
      case 'search':
        return fc.oneof(
          fc.constant(undefined), // optional: JSON drops the key
          simpleEmail,
          fc.stringMatching(/^[a-z@.]{0,12}$/),
          fc.constant('ADMIN@Library.test '),
        );
      case 'cursor':
        // An opaque page cursor: base64url JSON as the server makes them, with anything inside.
        return fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          fc
            .tuple(fc.constantFrom('t', 'e', 'x'), anyValue, anyValue, fc.oneof(idLike, anyValue))
            .chain(([kind, a, b, c]) => fc.constantFrom([kind, a, b, c], [kind, a, b], [kind, b, c]))
            .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url')),
          fc.string({ minLength: 1, maxLength: 80 }),
        );
      case 'phone':
        return fc.oneof(fc.constant(''), fc.stringMatching(/^\+?[0-9 ()-]{3,20}$/));
      default:
        return fc.oneof({ weight: 3, arbitrary: words }, { weight: 1, arbitrary: fc.string({ maxLength: 60 }) });
    }
  }

  /** Requests for a callable: arbitrary JSON, or its fields with plausible or arbitrary values. */
  function requests(fields: string[]): fc.Arbitrary<unknown> {
    if (fields.length === 0) return fc.oneof(fc.constant(null), fc.constant({}), anyValue);
    const field = (f: string) => fc.oneof({ weight: 7, arbitrary: plausible(f) }, { weight: 1, arbitrary: anyValue });
    const shape = Object.fromEntries(fields.map((f) => [f, field(f)]));
    const record = fc.record(shape);
    const partial = fc.record(shape, { requiredKeys: [] });
    const extra = fc
      .tuple(record, fc.string({ minLength: 1, maxLength: 12 }), anyValue)
      .map(([r, key, value]) => ({ ...r, [key]: value }));
    return fc.oneof(
      { weight: 7, arbitrary: record },
      { weight: 1, arbitrary: partial },
      { weight: 1, arbitrary: extra },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    );
  }

  return { requests, anyValue };
}
