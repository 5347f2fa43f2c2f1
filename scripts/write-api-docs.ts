import { writeFileSync } from 'node:fs';
import { renderApiDocs } from '../functions/src/http/api-docs';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs());
console.log('docs/api.md written');
