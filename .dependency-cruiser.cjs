/**
 * Architecture, enforced by `npm run lint` (dependency-cruiser resolves every import the way
 * TypeScript does, then checks these rules):
 * - no import cycles;
 * - web: a feature never imports another feature (what two features need lives below them, in
 *   components, lib or packages/shared; pages that combine features are composed in app/);
 *   components and lib never import features or the app; the app reaches a feature through its
 *   index.ts or a page it routes to;
 * - API: features meet only through each other's index.ts; lib and db sit below features and
 *   plugins; plugins use a feature only through its index.ts; handlers call services, and reach
 *   a repository only in the features listed below.
 */
const WEB = '^apps/web/src';
const API = '^apps/api/src';
/**
 * Features with no rules of their own, whose handlers read a list as stored or write a row as
 * given: they call their repository from their routes, with no service in between.
 */
const ROUTES_MAY_USE_REPOSITORY = ['audit', 'contact', 'dev', 'mail', 'newsletter', 'site'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Modules that import each other (directly or round a loop) cannot be understood or changed one at a time. A loop closed only by a type import is allowed: the types are erased and no module waits for another to run (a schema module and the arithmetic over its types).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment: 'A feature does not import another feature: move what both need to components, lib or packages/shared, or compose them in app/.',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/([^/]+)/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'Features do not import the app layer.',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      severity: 'error',
      comment: 'Shared components and lib sit below features and the app: they never import them.',
      from: { path: `${WEB}/(components|lib)/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-app-reaches-into-feature',
      severity: 'error',
      comment: 'The app layer uses a feature through its index.ts (or routes to one of its pages).',
      from: { path: `${WEB}/app/` },
      to: { path: `${WEB}/features/[^/]+/`, pathNot: `${WEB}/features/[^/]+/(index\\.ts|pages/)` },
    },
    {
      name: 'api-feature-reaches-into-feature',
      severity: 'error',
      comment: "A feature uses another only through that feature's index.ts.",
      from: { path: `${API}/features/([^/]+)/` },
      to: { path: `${API}/features/([^/]+)/`, pathNot: [`${API}/features/$1/`, `${API}/features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-lower-layer-imports-upper',
      severity: 'error',
      comment: 'lib and db sit below features and plugins.',
      from: { path: `${API}/(lib|db)/` },
      to: { path: `${API}/(features|plugins)/` },
    },
    {
      name: 'api-route-uses-repository',
      severity: 'error',
      comment: `Handlers call the feature's service; SQL sits in repositories behind it. Only ${ROUTES_MAY_USE_REPOSITORY.join(', ')} (no rules of their own) call their repository from routes.`,
      from: { path: `${API}/features/[^/]+/[^/]*routes\\.ts$`, pathNot: `${API}/features/(${ROUTES_MAY_USE_REPOSITORY.join('|')})/` },
      to: { path: `${API}/features/[^/]+/[^/]*repository\\.ts$` },
    },
    {
      name: 'api-plugin-reaches-into-feature',
      severity: 'error',
      comment: 'Plugins use a feature only through its index.ts.',
      from: { path: `${API}/plugins/` },
      to: { path: `${API}/features/[^/]+/`, pathNot: `${API}/features/[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
