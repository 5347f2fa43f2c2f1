import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDocument } from '../../test-support/extraction/generator/generate';

// The launcher npm run extract uses: the precompiled bundle, rebuilt when a source changed.
const cli = fileURLToPath(new URL('./cli-run.mjs', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, EXTRACTOR: 'local', ANTHROPIC_API_KEY: '', ...env },
    timeout: 90_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('extract CLI', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docledger-cli-'));

  it('prints exactly one JSON object in the contract shape and exits 0', async () => {
    const doc = await generateDocument({ type: 'credit_card_statement', layout: 0, seed: 31 });
    const file = path.join(dir, 'cc.pdf');
    writeFileSync(file, doc.files[0]!.bytes);
    const r = run(['--type', 'credit_card_statement', file]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual([
      'documentType',
      'fields',
      'transactions',
      'confidence',
      'fieldConfidence',
      'checks',
      'reviewRequired',
      'reviewReasons',
      'provenance',
      'metadata',
    ]);
    expect(out.documentType).toBe('credit_card_statement');
    expect(typeof out.reviewRequired).toBe('boolean');
    expect(Array.isArray(out.reviewReasons)).toBe(true);
    const txs = out.transactions as { amount: number; transactionType: string; transactionDate: string }[];
    expect(txs.length).toBeGreaterThan(0);
    expect(txs.every((t) => t.amount >= 0 && /^\d{4}-\d{2}-\d{2}$/.test(t.transactionDate))).toBe(true);
  }, 90_000);

  it('exits 0 with empty fields and a reason when extraction fails', () => {
    const junk = path.join(dir, 'junk.pdf');
    writeFileSync(junk, 'not a pdf at all');
    for (const file of [junk, path.join(dir, 'missing.pdf')]) {
      const r = run(['--type', 'invoice', file]);
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout) as {
        fields: object;
        reviewRequired: boolean;
        reviewReasons: string[];
        metadata: { error?: string };
      };
      expect(out.fields).toEqual({});
      expect(out.metadata.error).toMatch(/\w/);
      expect(out.reviewRequired).toBe(true);
      expect(out.reviewReasons).toEqual([out.metadata.error]);
    }
  }, 90_000);

  it('rejects usage errors with exit code 2 and nothing on stdout', () => {
    for (const args of [[], ['--type', 'nope', 'a.pdf'], ['--type', 'invoice']]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    }
    expect(run(['--type', 'invoice', 'a.pdf'], { EXTRACTOR: 'magic' }).status).toBe(2);
  }, 90_000);
});
