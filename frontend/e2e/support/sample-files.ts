// Files for upload e2e runs: a generated text PDF of one type (the synthetic generator, seeded), and
// page photos (PNG renders of a generated scan), as a user would pick them from disk or a phone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = process.cwd();
const require = createRequire(import.meta.url);

function generatorCli(): string {
  const candidates = [
    'functions/test-support/extraction/generator/cli.ts',
    'functions/src/extraction/generator/cli.ts',
  ];
  const found = candidates.find((path) => existsSync(join(repoRoot, path)));
  if (!found) throw new Error('synthetic document generator not found');
  return found;
}

/** One generated PDF of `type` (its text layer is what the extraction engine reads). */
export function generatePdf(type: string, seed = 11): string {
  const out = mkdtempSync(join(tmpdir(), 'docledger-e2e-upload-'));
  execFileSync(
    'npx',
    ['tsx', generatorCli(), '--out', out, '--per-type', '1', '--seed', String(seed), '--types', type],
    {
      cwd: repoRoot,
      stdio: 'pipe',
    },
  );
  const file = readdirSync(out).find((name) => name.startsWith(`${type}-`) && name.endsWith('.pdf'));
  if (!file) throw new Error(`generator wrote no ${type} PDF`);
  return join(out, file);
}

/** Renders the pages of a PDF to PNG files at `dpi` (pdfjs + @napi-rs/canvas, both already installed). */
export async function renderPagesToPng(pdfPath: string, dpi = 110): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const data = new Uint8Array(readFileSync(pdfPath));
  const doc = await pdfjs.getDocument({ data, standardFontDataUrl: join(pdfjsDir, 'standard_fonts') + '/' })
    .promise;
  const out = mkdtempSync(join(tmpdir(), 'docledger-e2e-photos-'));
  const files: string[] = [];
  for (let index = 1; index <= doc.numPages; index++) {
    const page = await doc.getPage(index);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
    }).promise;
    const file = join(out, `page-${index}.png`);
    writeFileSync(file, canvas.toBuffer('image/png'));
    files.push(file);
  }
  await doc.destroy();
  return files;
}
