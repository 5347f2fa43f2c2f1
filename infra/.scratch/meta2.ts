import * as esbuild from 'esbuild';
import { esbuildOptions } from '../lib/constructs/lambda-bundling';
const entry = process.argv[2]!;
const filter = process.argv[3]!;
const r = await esbuild.build({ ...esbuildOptions(entry, '/tmp/cdkw/meta'), metafile: true, write: false });
const out = Object.values(r.metafile!.outputs).find((o) => o.entryPoint)!;
console.log(
  Object.entries(out.inputs)
    .filter(([f]) => f.includes(filter))
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 15)
    .map(([k, v]) => `${(v.bytesInOutput / 1024).toFixed(1).padStart(6)} KB ${k}`)
    .join('\n'),
);
console.log(Object.keys(out.inputs).filter((f) => f.includes(filter)).length);
