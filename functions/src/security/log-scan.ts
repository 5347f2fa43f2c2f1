// Captures the structured log lines the code writes (process.stdout/stderr) during a test file and scans
// them for what must never be logged (DESIGN §8): e-mail addresses, passwords, session ids, TOTP
// secrets, tokens, private keys, password hashes, account-number-like digit runs.

export interface LogCapture {
  lines(): string[];
  stop(): void;
}

/** Swallows JSON log lines (keeping them for the scan); anything else passes through. */
export function captureLogs(): LogCapture {
  const captured: string[] = [];
  const originals = { out: process.stdout.write, err: process.stderr.write };
  const wrap = (original: typeof process.stdout.write) =>
    function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]): boolean {
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
      if (text.startsWith('{"level"')) {
        captured.push(...text.split('\n').filter(Boolean));
        return true;
      }
      return (original as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof process.stdout.write;
  process.stdout.write = wrap(originals.out);
  process.stderr.write = wrap(originals.err);
  return {
    lines: () => captured,
    stop: () => {
      process.stdout.write = originals.out;
      process.stderr.write = originals.err;
    },
  };
}

const PATTERNS: Array<[string, RegExp]> = [
  ['e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/],
  ['session cookie', /dl_session=[^;\s"]{8,}/],
  ['password hash', /\$argon2id?\$/],
  ['private key', /BEGIN (RSA )?PRIVATE KEY/],
  ['otpauth URI', /otpauth:\/\//],
  ['account-number-like digits', /(?<![\d.:-])\d{9,17}(?![\d.:-])/],
];

/** Findings as `<what>: <line excerpt>`; `secrets` are literal values handed to the test accounts. */
export function scanLogLines(lines: string[], secrets: string[]): string[] {
  const findings: string[] = [];
  for (const line of lines) {
    // The time stamp and request ids are ours and harmless; the rest is scanned.
    const scanned = line
      .replace(/"time":"[^"]*"/, '')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
    for (const [what, pattern] of PATTERNS)
      if (pattern.test(scanned)) findings.push(`${what}: ${line.slice(0, 300)}`);
    for (const secret of secrets)
      if (secret.length >= 6 && scanned.includes(secret))
        findings.push(`a test secret: ${line.slice(0, 300)}`);
  }
  return findings;
}
