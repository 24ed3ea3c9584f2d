// Bundles the API into dist/server.js (and the admin command into dist/create-admin.js). npm packages stay external (PGlite loads its WASM relative
// to its own files); the workspace's TypeScript package @dishrated/shared is bundled in.
//
// `node build.mjs bench` bundles the bench the same way, into dist/bench.js and its load worker
// dist/bench-load-worker.js, so npm run bench measures the code npm start runs. Run through tsx,
// the app is not that code: tsx keeps function names by defining `name` on every function made
// at run time, a property definition per closure that the production bundle never pays.
import { build } from 'esbuild';

const forBench = process.argv[2] === 'bench';

await build({
  entryPoints: forBench ? { bench: 'bench/bench.ts', 'bench-load-worker': 'bench/load-worker.ts' } : { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
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
