import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FRONTEND_DIR = join(REPO_ROOT, 'frontend');
// FRONTEND_DIST lets parallel e2e runs each serve their own build (`vite build --outDir <dir>`).
export const FRONTEND_DIST = process.env.FRONTEND_DIST
  ? resolve(process.env.FRONTEND_DIST)
  : join(FRONTEND_DIR, 'dist');
