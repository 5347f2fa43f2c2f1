import fs from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { esbuildOptions } from '../lib/constructs/lambda-bundling';
const entry = process.argv[2]!;
for (const rewrite of [false, true]) {
  const r = await esbuild.build({
    ...esbuildOptions(entry, '/tmp/cdkw/zexp'),
    write: false,
    metafile: true,
    plugins: rewrite
      ? [
          {
            name: 'zns',
            setup(b) {
              b.onLoad({ filter: /(shared|functions)\/src\/.*\.ts$/ }, (a) => ({
                contents: fs
                  .readFileSync(a.path, 'utf8')
                  .replace(/import \{ z \} from 'zod';/g, "import * as z from 'zod';"),
                loader: 'ts',
              }));
            },
          },
        ]
      : [],
  });
  const js = r.outputFiles.find((f) => f.path.endsWith('.mjs'))!;
  console.log(
    rewrite ? 'namespace import' : 'named import    ',
    (js.contents.length / 1024).toFixed(0),
    'KB raw',
    (deflateRawSync(js.contents, { level: 9 }).length / 1024).toFixed(0),
    'KB deflated',
  );
}
