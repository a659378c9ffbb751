/**
 * `firebase deploy --only functions` zips the functions source directory minus the `ignore` globs
 * of firebase.json, and that list REPLACES firebase-tools' own fallback (which is only
 * node_modules and .git). functions/.secret.local (the emulator's secret values) and .env.local
 * would then be uploaded to Google's build with the code. This runs firebase-tools' OWN packaging
 * (prepareFunctionsUpload: the file walk of lib/fsAsync.js with the ignore globs, then the zip it
 * uploads) with the ignore list read from firebase.json by firebase-tools' own loader, against a
 * throw-away copy of a functions directory, and reads the names in the archive it produced.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;

interface FunctionsCodebase {
  source: string;
  ignore?: string[];
}
interface Packaged {
  pathToSource: string;
}
const { loadCJSON } = require('firebase-tools/lib/loadCJSON.js') as { loadCJSON: (path: string) => unknown };
const { prepareFunctionsUpload } = require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js') as {
  prepareFunctionsUpload: (
    projectDir: string,
    sourceDir: string,
    config: { ignore?: string[] },
    additionalSources: string[],
    runtimeConfig: undefined,
    options: { exportType: 'zip' | 'tar.gz' },
  ) => Promise<Packaged>;
};

/** The names stored in a zip archive, from its central directory. */
function zipEntries(file: string): string[] {
  const zip = readFileSync(file);
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error(`${file} is not a zip archive`);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names.sort();
}

const project = mkdtempSync(join(tmpdir(), 'library-deploy-'));
const archives: string[] = [];
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
  for (const archive of archives) rmSync(archive, { force: true });
});

/** A functions directory as it looks on a developer machine after `npm run build` and a local run. */
function makeSource(name: string): string {
  const files: Record<string, string> = {
    '.secret.local': 'OPENAI_API_KEY=planted-secret\n',
    '.env.local': 'AI_BASE_URL=http://127.0.0.1:9\n',
    'lib/.env.local': 'NESTED=1\n',
    'lib/index.js': 'export {};\n',
    'lib/shared/roles.js': 'export {};\n',
    // The prerender's server build and template (npm run build -w web writes them here).
    'prerender/entry-server.js': 'export {};\n',
    'prerender/app.html': '<!doctype html>\n',
    'package.json': '{"name":"functions","type":"module","main":"lib/index.js"}\n',
    'src/index.ts': 'export {};\n',
    'node_modules/some-package/index.js': 'module.exports = {};\n',
    'tsconfig.json': '{}\n',
    'firebase-debug.log': 'log\n',
  };
  const dir = join(project, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function uploadedFiles(ignore: string[] | undefined) {
  const source = makeSource(`functions-${archives.length}`);
  // packageSource appends to the list it is given: hand it a copy.
  const packaged = await prepareFunctionsUpload(project, source, { ignore: ignore && [...ignore] }, [], undefined, {
    exportType: 'zip',
  });
  archives.push(packaged.pathToSource);
  return zipEntries(packaged.pathToSource);
}

const firebaseJson = loadCJSON(join(root, 'firebase.json')) as { functions: FunctionsCodebase[] };
const codebase = firebaseJson.functions.find((c) => c.source === 'functions');

describe('deploy packaging of functions/', () => {
  it('firebase.json names an ignore list for the functions source', () => {
    expect(codebase?.ignore).toEqual(expect.any(Array));
  });

  it('a deploy from a developer machine -> .secret.local, .env.local and every *.local stay out of the upload', async () => {
    const files = await uploadedFiles(codebase!.ignore);
    expect(files.filter((f) => f.endsWith('.local'))).toEqual([]);
  });

  it('a deploy -> no TypeScript sources, node_modules, tsconfig or debug log are uploaded; the built code is', async () => {
    const files = await uploadedFiles(codebase!.ignore);
    expect(files.filter((f) => /^(src|node_modules)\//.test(f) || f.includes('/node_modules/'))).toEqual([]);
    expect(files).not.toContain('tsconfig.json');
    expect(files).not.toContain('firebase-debug.log');
    expect(files).toEqual([
      'lib/index.js',
      'lib/shared/roles.js',
      'package.json',
      'prerender/app.html',
      'prerender/entry-server.js',
    ]);
  });

  it('the check itself: the previous list (and firebase-tools’ fallback) would have uploaded the secrets', async () => {
    const before = await uploadedFiles(['node_modules', '.git', 'src', '*.log', 'tsconfig*.json']);
    expect(before).toEqual(expect.arrayContaining(['.secret.local', '.env.local', 'lib/.env.local']));
    const fallback = await uploadedFiles(undefined);
    expect(fallback).toContain('.secret.local');
  });
});
