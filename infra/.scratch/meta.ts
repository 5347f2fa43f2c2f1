import * as esbuild from 'esbuild';
import { esbuildOptions } from '../lib/constructs/lambda-bundling';
const entry = process.argv[2]!;
const r = await esbuild.build({ ...esbuildOptions(entry, '/tmp/cdkw/meta'), metafile: true, write: false });
const out = Object.values(r.metafile!.outputs).find((o) => o.entryPoint)!;
const byPkg: Record<string, number> = {};
for (const [file, info] of Object.entries(out.inputs)) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  const key = m ? m[1]! : file.split('/').slice(0, 3).join('/');
  byPkg[key] = (byPkg[key] ?? 0) + info.bytesInOutput;
}
console.log(
  Object.entries(byPkg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${(v / 1024).toFixed(0).padStart(6)} KB ${k}`)
    .join('\n'),
);
