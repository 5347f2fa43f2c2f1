// One definition of how every Lambda is bundled, read by both the CDK constructs and
// bench/lambda-bundles.bench.ts, so the benchmark measures exactly what `cdk synth` ships.
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

// Packages with a compiled .node binary cannot be bundled: they stay external and are copied,
// with the binary package of the target platform, into the function's node_modules when the
// bundle imports them. Copying from the local install keeps `cdk synth` offline; the price is that
// only the build machine's platform binary exists (npm installs no other), so Lambdas run on the
// build machine's CPU architecture: x86_64 on the usual Linux x64 build host.
export const NATIVE_PACKAGES = ['@node-rs/argon2', '@napi-rs/canvas'] as const;
export const LAMBDA_CPU = process.arch === 'arm64' ? 'arm64' : 'x64';

export function nativeBinaryPackage(pkg: string): string {
  return `${pkg}-linux-${LAMBDA_CPU}-gnu`;
}

/** Shell steps that copy the native packages a bundle imports next to it (Lambda runs Linux/glibc). */
export function copyNativePackagesCommands(outputDir: string): string[] {
  const bundle = path.join(outputDir, 'index.mjs');
  return NATIVE_PACKAGES.map((pkg) => {
    const binary = nativeBinaryPackage(pkg);
    const copies = [pkg, binary]
      .map(
        (name) =>
          `mkdir -p "${path.dirname(path.join(outputDir, 'node_modules', name))}" && cp -R "${path.join(REPO_ROOT, 'node_modules', name)}" "${path.join(outputDir, 'node_modules', name)}"`,
      )
      .join(' && ');
    const missing = `echo "${binary} is not installed: native Lambda dependencies can only be bundled on Linux" >&2 && exit 1`;
    return `if grep -q '"${pkg}"' "${bundle}"; then if [ -d "${path.join(REPO_ROOT, 'node_modules', binary)}" ]; then ${copies}; else ${missing}; fi; fi`;
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
  // the same ones the tests and the local stack run. Only native packages stay outside.
  external: [...NATIVE_PACKAGES] as string[],
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
        ...copyNativePackagesCommands(outputDir),
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
