// Launcher of the extract CLI (`npm run extract`): runs cli.ts precompiled into one cached ES module,
// so a one-page extraction costs Node start-up plus the work, not a TypeScript transpile of the whole
// engine (~5 s through tsx). The bundle is rebuilt with esbuild whenever any source it was built
// from is newer than it. Heavy or native packages stay external and load from node_modules.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const functionsDir = path.resolve(here, '../..');
const repoRoot = path.resolve(functionsDir, '..');
const outFile = path.join(repoRoot, 'node_modules', '.cache', 'docledger', 'extract-cli.mjs');
const SOURCES = [path.join(functionsDir, 'src', 'extraction'), path.join(repoRoot, 'shared', 'src')];
const EXTERNAL = [
  'pdfjs-dist',
  'tesseract.js',
  '@tesseract.js-data/*',
  '@napi-rs/canvas',
  '@anthropic-ai/sdk',
];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function stale() {
  if (!existsSync(outFile)) return true;
  const built = statSync(outFile).mtimeMs;
  return SOURCES.some((dir) => newestSource(dir) > built);
}

if (stale()) {
  const { build } = await import('esbuild');
  mkdirSync(path.dirname(outFile), { recursive: true });
  const result = await build({
    entryPoints: [path.join(here, 'cli.ts')],
    outfile: outFile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // The bundle lives outside the package: resolve externals from the functions workspace.
    nodePaths: [path.join(functionsDir, 'node_modules'), path.join(repoRoot, 'node_modules')],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'error',
  });
  // Written aside then renamed: a concurrent run never imports a half-written bundle.
  const tmp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, outFile);
}
await import(pathToFileURL(outFile).href);
