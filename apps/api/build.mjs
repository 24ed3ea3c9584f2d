// Bundles the API into dist/server.js. npm packages stay external (PGlite loads its WASM relative
// to its own files); the workspace's TypeScript package @dishrated/shared is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dishrated/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
