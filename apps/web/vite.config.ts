import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { precompiledMessages, WITHOUT_PARSER } from './precompiled-messages';

/**
 * The app's source (the web app's, with the API's answer types generated into it, and the shared
 * package), hashed: data a browser cached under one build is read back only by the same build
 * (lib/device-cache.ts). A hash of the source, not a time, so that building twice builds the same.
 */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['src', '../../packages/shared/src']) {
    for (const file of (readdirSync(join(import.meta.dirname, dir), { recursive: true }) as string[]).sort()) {
      if (/\.(ts|tsx)$/.test(file)) hash.update(file).update(readFileSync(join(import.meta.dirname, dir, file)));
    }
  }
  return hash.digest('base64url').slice(0, 16);
}

// `vite build` makes the browser's app (dist/); `vite build --ssr src/entry-server.tsx` the
// server's renderer of public pages (dist-server/), which the API loads.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    precompiledMessages(),
    react(),
    tailwindcss(),
    // Every text file of the build also as .br and .gz at the strongest levels, once, at build
    // time: the server sends them as they are instead of compressing on each request.
    !isSsrBuild &&
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(sourceHash()) },
  resolve: { alias: [WITHOUT_PARSER] },
  server: {
    // `npm run dev -w apps/web` proxies the API to a server started with `npm run dev`.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The workspace package is TypeScript: the server bundle carries it compiled, like the API's.
  ssr: { noExternal: ['@dishrated/shared'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to ask for a screen's code in the page's HTML.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // A dynamic import asks for its module alone; the browser finds that module's imports as it
    // reads it. Vite's helper would add a <link rel=modulepreload> for each of an import's chunks
    // first (with a URL resolved and the document searched per chunk): on a server-rendered page, whose
    // chunks hydration-bootstrap.ts already asks for, that was the longest stretch of script at start-up on a
    // phone, and 40 such links cost about 100 ms there. The page's own HTML still preloads its
    // entry's chunks.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // hydration-bootstrap.ts starts the pages the server renders (it loads main.tsx once they are painted).
      ...(isSsrBuild ? {} : { input: { index: 'index.html', 'hydration-bootstrap': 'src/hydration-bootstrap.ts' } }),
      output: {
        codeSplitting: {
          // Each icon alone made a chunk of a few hundred bytes, and a screen asked for a dozen of
          // them one by one: all icons the app uses (about 6 KB compressed) come as one file.
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }],
        },
      },
    },
    ...(isSsrBuild ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false } : {}),
  },
}));
