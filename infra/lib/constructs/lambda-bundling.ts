// One definition of how every Lambda is bundled, read by both the CDK constructs and
// bench/lambda-bundles.bench.ts, so the benchmark measures exactly what `cdk synth` ships.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LogLevel, OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const LOCK_FILE = path.join(REPO_ROOT, 'package-lock.json');
/** Source maps of the last synth, one per function, for turning CloudWatch stack traces back into file:line. */
export const SOURCE_MAP_DIR = path.join(REPO_ROOT, 'cdk.out', 'sourcemaps');

/** Lambda runs nodejs22.x; local dev runs Node 20, so the code itself must run on both (DESIGN §6a). */
export const LAMBDA_NODE_TARGET = 'node22';

// Bundled CommonJS dependencies (parts of the AWS SDK, middy plugins) call `require` for Node
// built-ins; an ESM bundle has no `require`, so the banner recreates it from import.meta.url.
export const ESM_REQUIRE_SHIM =
  "import { createRequire as __docledgerCreateRequire } from 'node:module'; const require = __docledgerCreateRequire(import.meta.url);";

// Some packages cannot be bundled: native addons (a compiled .node binary) and packages that
// load files next to their own sources at run time (worker scripts, wasm, language data). They
// stay external and are copied, with their installed production dependencies, into the
// function's node_modules when its bundle imports them. Copying from the local install keeps
// `cdk synth` offline; the price is that only the build machine's platform binaries exist (npm
// installs no other), so Lambdas run on the build machine's CPU architecture: x86_64 on the usual
// Linux x64 build host.
export const UNBUNDLED_PACKAGES: readonly { name: string; native?: true }[] = [
  { name: '@node-rs/argon2', native: true },
  { name: '@napi-rs/canvas', native: true },
  // Starts its OCR worker from worker-script/ and loads wasm from tesseract.js-core.
  { name: 'tesseract.js' },
  // Traineddata files read from the package folder.
  { name: '@tesseract.js-data/eng' },
  // Its fake worker, standard fonts and image decoders are loaded from the package folder at run time.
  { name: 'pdfjs-dist' },
];
export const LAMBDA_CPU = process.arch === 'arm64' ? 'arm64' : 'x64';

export function nativeBinaryPackage(pkg: string): string {
  return `${pkg}-linux-${LAMBDA_CPU}-gnu`;
}

function installedPackageDir(name: string): string | undefined {
  const dir = path.join(REPO_ROOT, 'node_modules', name);
  return fs.existsSync(path.join(dir, 'package.json')) ? dir : undefined;
}

/** The package and the installed packages it needs at run time (npm's hoisted layout). */
export function packageClosure(name: string, seen = new Set<string>()): string[] {
  const dir = installedPackageDir(name);
  if (!dir || seen.has(name)) return [...seen];
  seen.add(name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  // Optional dependencies are where napi packages keep their platform binaries; only installed ones count.
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
    if (!fs.existsSync(path.join(dir, 'node_modules', dep))) packageClosure(dep, seen);
  }
  return [...seen];
}

/** Shell steps that copy the unbundled packages a bundle imports next to it. */
export function copyUnbundledPackagesCommands(outputDir: string): string[] {
  const bundle = path.join(outputDir, LAMBDA_ESBUILD.outfile);
  return UNBUNDLED_PACKAGES.map(({ name, native }) => {
    const closure = packageClosure(name);
    const missing =
      native && !installedPackageDir(nativeBinaryPackage(name))
        ? nativeBinaryPackage(name)
        : closure.length === 0
          ? name
          : undefined;
    const guard = missing
      ? `echo "${missing} is not installed: ${name} cannot be shipped with this Lambda (native parts only for Linux)" >&2 && exit 1`
      : closure
          .map((dep) => {
            const target = path.join(outputDir, 'node_modules', dep);
            return `{ [ -d "${target}" ] || { mkdir -p "${path.dirname(target)}" && cp -R "${installedPackageDir(dep)}" "${target}"; }; }`;
          })
          .join(' && ');
    // A bare import ("tesseract.js") or a subpath one ("pdfjs-dist/legacy/build/pdf.mjs").
    return `if grep -qF -e '"${name}"' -e '"${name}/' "${bundle}"; then ${guard}; fi`;
  });
}

/** The esbuild settings both consumers share; CDK turns them into CLI flags, the bench into build() options. */
export const LAMBDA_ESBUILD = {
  target: LAMBDA_NODE_TARGET,
  format: 'esm',
  minify: true,
  // Function and class names survive minification, so stack traces stay readable without a map.
  keepNames: true,
  // The map is written next to the bundle but not shipped (see cdkBundlingOptions): it would more
  // than double the zip, and with --enable-source-maps Node parses it on every cold start.
  sourcemap: 'external',
  sourcesContent: false,
  // Prefer ESM builds of dependencies: they tree-shake far better than their CJS twins.
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_SHIM,
  // The SDK is bundled (not taken from the runtime) so Lambda runs the lockfile's SDK versions,
  // the same ones the tests and the local stack run. Only UNBUNDLED_PACKAGES stay outside.
  external: UNBUNDLED_PACKAGES.map((p) => p.name),
  outfile: 'index.mjs',
} as const;

/** @param name file name (without extension) the function's source map is kept under in SOURCE_MAP_DIR. */
export function cdkBundlingOptions(name: string, extra: Partial<BundlingOptions> = {}): BundlingOptions {
  const mapFile = `${LAMBDA_ESBUILD.outfile}.map`;
  return {
    forceDockerBundling: false,
    format: OutputFormat.ESM,
    target: LAMBDA_ESBUILD.target,
    minify: LAMBDA_ESBUILD.minify,
    keepNames: LAMBDA_ESBUILD.keepNames,
    sourceMap: true,
    sourceMapMode: SourceMapMode.EXTERNAL,
    sourcesContent: LAMBDA_ESBUILD.sourcesContent,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    banner: LAMBDA_ESBUILD.banner,
    bundleAwsSDK: true,
    externalModules: [...LAMBDA_ESBUILD.external],
    logLevel: LogLevel.WARNING,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      // Runs after esbuild and before CDK hashes and zips the output directory.
      afterBundling: (_inputDir, outputDir) => [
        ...copyUnbundledPackagesCommands(outputDir),
        `mkdir -p "${SOURCE_MAP_DIR}"`,
        `mv "${path.join(outputDir, mapFile)}" "${path.join(SOURCE_MAP_DIR, `${name}.mjs.map`)}"`,
      ],
    },
    ...extra,
  };
}

/** The same bundle as CDK's esbuild CLI call, for tools that call esbuild's API directly. */
export function esbuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: LAMBDA_ESBUILD.target,
    format: LAMBDA_ESBUILD.format,
    minify: LAMBDA_ESBUILD.minify,
    keepNames: LAMBDA_ESBUILD.keepNames,
    sourcemap: LAMBDA_ESBUILD.sourcemap,
    sourcesContent: LAMBDA_ESBUILD.sourcesContent,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    banner: { js: LAMBDA_ESBUILD.banner },
    external: [...LAMBDA_ESBUILD.external],
    outfile: path.join(outdir, LAMBDA_ESBUILD.outfile),
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  };
}
