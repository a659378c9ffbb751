/**
 * MARCXML (the MARC21 slim schema) read record by record. Not @natlibfi/marc-record-serializers'
 * MARCXML.from: it is asynchronous, takes one <record> document (not a <collection>; its stream
 * reader finds records by searching the text for one fixed prefix), and its xml2js parser drops
 * text that is only spaces, so a subfield " " comes back without a value. The little XML that
 * MARCXML uses is read here instead: elements, attributes, namespaces (the MARC namespace, or
 * none, with any prefix), the five entities and character references, CDATA, comments,
 * processing instructions and a DOCTYPE (skipped). A record that is not well-formed is reported
 * by its place and the reader goes on after its </record>; a strict XML parser would give up on
 * the whole file. Other namespaces' elements are stepped through (an OAI-PMH <record> is not a
 * MARC record; the marc:record inside its <metadata> is).
 */
import {
  LEADER,
  canonicalLeader,
  cleanText,
  isControlTag,
  isIndicator,
  type MarcDataField,
  type MarcField,
  type MarcProblem,
  type MarcReadResult,
} from './marc-data.js';

export const MARC_NS = 'http://www.loc.gov/MARC21/slim';
const MAX_WARNINGS = 20;

class XmlError extends Error {}

/** The document's text by its byte order mark or declared encoding; UTF-8 when neither says. */
export function xmlTextOf(bytes: Uint8Array, fatal: boolean): { text: string; invalid: boolean } {
  let label = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  else if (!(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
    label = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? label;
  }
  const decoder = new TextDecoder(label); // throws RangeError for an encoding it does not know
  if (!fatal || decoder.encoding !== 'utf-8') return { text: decoder.decode(bytes), invalid: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), invalid: false };
  } catch {
    return { text: decoder.decode(bytes), invalid: true };
  }
}

const NAME = '[A-Za-z_][\\w.\\-]*(?::[A-Za-z_][\\w.\\-]*)?';
const START_NAME = new RegExp(`<(${NAME})`, 'y');
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const START_END = /\s*(\/?)>/y;
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const RECORD_END = new RegExp(`</(?:[A-Za-z_][\\w.\\-]*:)?record\\s*>`, 'g');
const ENTITY = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|([A-Za-z_][\w.-]*))?;?/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;

function unescape(text: string): string {
  return text.replace(ENTITY, (whole, hexCode: string, decimal: string, name: string) => {
    if (!whole.endsWith(';') || whole === '&;')
      throw new XmlError(`a bare "&" in ${JSON.stringify(text.slice(0, 40))}`);
    if (name !== undefined) {
      if (!(name in NAMED)) throw new XmlError(`unknown entity &${name};`);
      return NAMED[name]!;
    }
    const code = hexCode !== undefined ? parseInt(hexCode, 16) : Number(decimal);
    if (!(code <= 0x10ffff) || !isXmlChar(code)) throw new XmlError(`character reference ${whole} is not allowed`);
    return String.fromCodePoint(code);
  });
}

interface Frame {
  name: string;
  local: string;
  ns: string;
  prefixes: Map<string, string>;
}

interface Building {
  index: number;
  depth: number; // the record element's place in the stack
  leader?: string;
  fields: MarcField[];
  field: MarcDataField | null;
  text: string | null; // collecting the leader's, a control field's or a subfield's text
  target: ((text: string) => void) | null;
  warnings: string[];
}

export function readMarcXmlText(text: string, invalidUtf8 = false): MarcReadResult[] {
  const results: MarcReadResult[] = [];
  const stack: Frame[] = [{ name: '', local: '', ns: '', prefixes: new Map() }];
  // Set and cleared by the handlers below (the `as` keeps TypeScript from narrowing it to null).
  let record = null as Building | null;
  let sawCollection = false;
  let pos = 0;

  const warn = (m: string) => {
    if (record && record.warnings.length < MAX_WARNINGS && !record.warnings.includes(m)) record.warnings.push(m);
  };
  const fail = (problem: MarcProblem, detail: string) => {
    results.push({ index: record!.index, problem, detail });
    record = null;
  };
  const isMarc = (f: Frame) => f.ns === MARC_NS || f.ns === '';
  const value = (raw: string, where: string) => {
    const clean = cleanText(raw);
    if (clean.changed) warn(`control characters in ${where} were replaced or removed`);
    return clean.text;
  };

  function open(frame: Frame, attrs: Map<string, string>) {
    if (!record) {
      if (frame.local === 'collection' && isMarc(frame)) sawCollection = true;
      if (frame.local !== 'record' || !isMarc(frame)) return;
      const index = results.length;
      record = { index, depth: stack.length - 1, fields: [], field: null, text: null, target: null, warnings: [] };
      return;
    }
    const r: Building = record;
    if (r.text !== null) {
      warn(`<${frame.name}> inside a value: its text was kept`);
      return;
    }
    if (!isMarc(frame)) return;
    const collect = (target: (text: string) => void) => {
      r.text = '';
      r.target = target;
    };
    switch (frame.local) {
      case 'record':
        throw new XmlError('a <record> inside a <record>');
      case 'leader':
        if (r.leader !== undefined) warn('a second <leader> was ignored');
        else collect((t) => (r.leader = t.replace(/^[\t\n\r]+|[\t\n\r]+$/g, '')));
        return;
      case 'controlfield': {
        const tag = attrs.get('tag');
        if (!tag) throw new XmlError('a <controlfield> without a tag');
        checkTag(tag);
        if (!isControlTag(tag)) warn(`${tag} is written as a control field`);
        collect((t) => r.fields.push({ tag, value: value(t, tag) }));
        return;
      }
      case 'datafield': {
        const tag = attrs.get('tag');
        if (!tag) throw new XmlError('a <datafield> without a tag');
        checkTag(tag);
        if (isControlTag(tag)) warn(`${tag} is written as a data field`);
        const [ind1, ind2] = ['ind1', 'ind2'].map((name) => {
          const c = attrs.get(name);
          if (c !== undefined && isIndicator(c)) return c;
          warn(c === undefined ? `${tag} has no ${name}` : `${name} ${JSON.stringify(c)} in ${tag} read as blank`);
          return ' ';
        }) as [string, string];
        r.field = { tag, ind1, ind2, subfields: [] };
        return;
      }
      case 'subfield': {
        const field = r.field;
        if (!field) {
          warn('a <subfield> outside a <datafield> was ignored');
          return;
        }
        const code = attrs.get('code');
        if (!code) throw new XmlError(`a <subfield> of ${field.tag} without a code`);
        if ([...code].length !== 1) warn(`subfield code ${JSON.stringify(code)} in ${field.tag} cut to one character`);
        collect((t) => field.subfields.push({ code: [...code][0]!, value: value(t, field.tag) }));
        return;
      }
      default:
        warn(`<${frame.name}> was ignored`);
    }
  }

  function checkTag(tag: string) {
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) warn(`tag "${tag}" is not three letters or digits`);
  }

  function close(frame: Frame) {
    const r = record;
    if (!r || !isMarc(frame)) return;
    if (stack.length === r.depth) {
      finish(r);
      return;
    }
    if (r.text !== null && ['leader', 'controlfield', 'subfield'].includes(frame.local)) {
      r.target!(r.text);
      r.text = null;
      r.target = null;
    } else if (frame.local === 'datafield' && r.field) {
      if (r.field.subfields.length === 0) warn(`${r.field.tag} has no subfields`);
      r.fields.push(r.field);
      r.field = null;
    }
  }

  function finish(r: Building) {
    if (r.leader === undefined) return fail('bad-leader', 'the record has no <leader>');
    if (!LEADER.test(r.leader))
      return fail('bad-leader', `the leader ${JSON.stringify(r.leader)} is not 24 characters`);
    if (r.fields.length === 0) return fail('empty-record', 'the record has no fields');
    if (invalidUtf8 && JSON.stringify(r.fields).includes('\uFFFD')) {
      return fail('bad-encoding', 'the file is not valid UTF-8 here');
    }
    results.push({
      index: r.index,
      record: { leader: canonicalLeader(r.leader), fields: r.fields },
      warnings: r.warnings,
    });
    record = null;
  }

  function startTag() {
    START_NAME.lastIndex = pos;
    const name = START_NAME.exec(text)![1]!;
    let at = START_NAME.lastIndex;
    const raw = new Map<string, string>();
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const m = ATTRIBUTE.exec(text);
      if (!m) break;
      if (raw.has(m[1]!)) throw new XmlError(`attribute ${m[1]} twice in <${name}>`);
      // Attribute-value normalisation: white space characters are spaces.
      raw.set(m[1]!, unescape((m[2] ?? m[3]!).replace(/[\t\n\r]/g, ' ')));
      at = ATTRIBUTE.lastIndex;
    }
    START_END.lastIndex = at;
    const end = START_END.exec(text);
    if (!end) throw new XmlError(`<${name}> is not closed properly`);
    pos = START_END.lastIndex;
    const parent = stack.at(-1)!;
    const prefixes = new Map(parent.prefixes);
    const attrs = new Map<string, string>();
    for (const [key, val] of raw) {
      if (key === 'xmlns') prefixes.set('', val);
      else if (key.startsWith('xmlns:')) prefixes.set(key.slice(6), val);
      else attrs.set(key, val);
    }
    const colon = name.indexOf(':');
    // An undeclared prefix is read as no namespace, as natlibfi's reader strips prefixes.
    const frame: Frame = {
      name,
      local: colon < 0 ? name : name.slice(colon + 1),
      ns: (colon < 0 ? prefixes.get('') : prefixes.get(name.slice(0, colon))) ?? '',
      prefixes,
    };
    stack.push(frame);
    open(frame, attrs);
    if (end[1]) {
      stack.pop();
      close(frame);
    }
  }

  function endTag() {
    END_TAG.lastIndex = pos;
    const m = END_TAG.exec(text);
    if (!m) throw new XmlError('a malformed end tag');
    pos = END_TAG.lastIndex;
    const name = m[1]!;
    if (stack.at(-1)!.name === name) {
      close(stack.pop()!);
      return;
    }
    if (record) throw new XmlError(`</${name}> closes <${stack.at(-1)!.name}>`);
    // Outside a record, close what it names if it is open at all.
    const depth = stack.map((f) => f.name).lastIndexOf(name);
    if (depth > 0) stack.length = depth;
  }

  function startsTag() {
    START_NAME.lastIndex = pos;
    return START_NAME.test(text);
  }

  function skipPast(marker: string, what: string) {
    const end = text.indexOf(marker, pos);
    if (end < 0) throw new XmlError(`${what} is not closed`);
    pos = end + marker.length;
  }

  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const textEnd = lt < 0 ? text.length : lt;
    const start = pos;
    try {
      if (textEnd > pos) {
        pos = textEnd;
        // Only a value's text matters (white space between elements, stray text outside a record do not).
        if (record?.text != null) record.text += unescape(text.slice(start, textEnd));
        continue;
      }
      if (text.startsWith('<!--', pos)) skipPast('-->', 'a comment');
      else if (text.startsWith('<![CDATA[', pos)) {
        const end = text.indexOf(']]>', pos);
        if (end < 0) throw new XmlError('a CDATA section is not closed');
        if (record?.text != null) record.text += text.slice(pos + 9, end);
        pos = end + 3;
      } else if (text.startsWith('<?', pos)) skipPast('?>', 'a processing instruction');
      else if (text.startsWith('<!DOCTYPE', pos)) {
        const bracket = text.indexOf('[', pos);
        const close = text.indexOf('>', pos);
        // An internal subset ends with "]" before the ">".
        if (bracket >= 0 && bracket < close) skipPast(']', 'the DOCTYPE');
        skipPast('>', 'the DOCTYPE');
      } else if (text.startsWith('</', pos)) endTag();
      else if (startsTag()) startTag();
      else throw new XmlError(`a "<" that starts no tag`);
    } catch (err) {
      if (!(err instanceof XmlError)) throw err;
      pos = Math.max(pos, start + 1);
      if (record) {
        // Go on after this record's end tag, with the elements around it as they were.
        const depth = record.depth;
        RECORD_END.lastIndex = pos;
        const next = RECORD_END.exec(text);
        if (next) fail('bad-xml', err.message);
        else fail('truncated', `the file ends inside the record (${err.message})`);
        pos = next ? RECORD_END.lastIndex : text.length;
        stack.length = depth;
      } else {
        const next = text.indexOf('<', start + 1);
        pos = next < 0 ? text.length : next;
      }
    }
  }
  if (record) fail('truncated', 'the file ends inside the record');
  if (results.length === 0 && !sawCollection) {
    return [{ index: 0, problem: 'bad-xml', detail: 'no MARC record in the file' }];
  }
  return results;
}

export function readMarcXml(bytes: Uint8Array): MarcReadResult[] {
  let decoded: { text: string; invalid: boolean };
  try {
    decoded = xmlTextOf(bytes, true);
  } catch {
    return [{ index: 0, problem: 'bad-encoding', detail: 'the XML declares an encoding this reader does not know' }];
  }
  // XML reads every line break as one line feed.
  return readMarcXmlText(decoded.text.replace(/\r\n?/g, '\n'), decoded.invalid);
}
