import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The shared workspace package is TypeScript source behind a node_modules symlink; Vite resolves
// the symlink to its real path and compiles it like our own code, so no alias is needed.
/**
 * Preloads the Latin subset of Inter: the app paints only after its JS runs, so a preloaded font is
 * in place by then and text never reflows on a late font swap (layout shift).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'docledger:preload-latin-font',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const font = Object.values(ctx.bundle ?? {}).find((asset) =>
        /inter-latin-wght-normal-[\w-]+\.woff2$/.test(asset.fileName),
      );
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The api client needs only each route's method, path and asClientId placement at run time. This
 * evaluates src/lib/route-manifest.ts in Node (with the zod route table) and hands the browser its
 * JSON result instead, so neither zod nor the schemas ship with the first page.
 */
function routeManifestPlugin(): Plugin {
  const manifestFile = fileURLToPath(new URL('./src/lib/route-manifest.ts', import.meta.url));
  return {
    name: 'docledger:route-manifest',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== manifestFile) return null;
      const computed = (await tsImport(`${manifestFile}?t=${Date.now()}`, import.meta.url)) as {
        routeManifest: unknown;
        errorCodes: unknown;
      };
      return [
        `export const routeManifest = ${JSON.stringify(computed.routeManifest)};`,
        `export const errorCodes = ${JSON.stringify(computed.errorCodes)};`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [routeManifestPlugin(), react(), tailwindcss(), preloadLatinFont()],
  server: {
    // `npm run dev` runs Vite behind the local gateway; direct `vite` use proxies the API to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // The bundle benchmark reads the manifest to find the landing route's static import graph.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The React runtime changes rarely: one long-cached chunk shared by every route.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // zod arrives with the route table; only signed-in routes (the gate onward) load it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
