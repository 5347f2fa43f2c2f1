import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FRONTEND_DIR = join(REPO_ROOT, 'frontend');
export const FRONTEND_DIST = join(FRONTEND_DIR, 'dist');
