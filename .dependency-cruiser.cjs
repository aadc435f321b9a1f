/**
 * The layers of docs/architecture.md ("Layers"), checked by `npm run lint`:
 *   src/shared ← schema ← generated ← hand-written (browser | server) ← entry points,
 * generated code reaching hand-written code only through the kits, and the areas depending one way.
 */
const BROWSER = '^src/(app|screens|data|auth|i18n)/|^src/(main\\.ts|portal\\.tsx)$';
const KITS = '^src/(app|data|server)/kit\\.ts$';

/** Areas in dependency order: an area may use the areas listed after it, never those before it. */
const AREAS = ['procurement', 'pos', 'bookings', 'setup', 'guests', 'crm', 'venue', 'life', 'reports', 'shell'];

/**
 * One rule per area and layer (server domain, screens, schema): the area may not use an area listed before it.
 * src/shared is the bottom layer of pure rules that any area may use; its area folders only must not form a cycle.
 */
const areaRules = ['src/server/domain', 'src/screens', 'schema'].flatMap((root) =>
  AREAS.slice(1).map((area, i) => ({
    name: `areas-one-way`,
    comment: `${root}/${area} may not use ${AREAS.slice(0, i + 1).join(', ')} (areas depend one way: docs/architecture.md)`,
    severity: 'error',
    from: { path: `^${root}/${area}/` },
    to: { path: `^${root}/(${AREAS.slice(0, i + 1).join('|')})/` },
  })),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Imports flow one way: a cycle means two modules are one job or a layer points back up.',
      severity: 'error',
      from: { path: '^(src|schema|generated|generator)/' },
      to: { circular: true },
    },
    {
      name: 'shared-is-the-bottom',
      comment: 'src/shared imports no other layer; generated/shared/records.ts fills in its Records by declaration merging.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(?!shared/)|schema/|generated/|generator/)' },
    },
    {
      name: 'schema-imports-only-shared',
      comment: 'The schema is plain data over src/shared; it knows nothing of the code generated from it or written around it.',
      severity: 'error',
      from: { path: '^schema/' },
      to: { path: '^(src/(?!shared/)|generated/|generator/)' },
    },
    {
      name: 'generated-imports-only-kits',
      comment: 'Generated code imports src/shared, generated/ and the kits named in generator/kits.ts, nothing else of src.',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: '^(src/|schema/|generator/)', pathNot: `^src/shared/|${KITS}` },
    },
    {
      name: 'generated-client-not-server',
      comment: 'The generated browser code is browser code.',
      severity: 'error',
      from: { path: '^generated/client/' },
      to: { path: '^(src/server/|generated/server/)' },
    },
    {
      name: 'generated-server-not-browser',
      severity: 'error',
      from: { path: '^generated/server/' },
      to: { path: `^generated/client/|${BROWSER}` },
    },
    {
      name: 'browser-not-server',
      comment: 'The browser never imports src/server: what both sides need lives in src/shared.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^(src/server/|generated/server/)' },
    },
    {
      name: 'server-not-browser',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: `${BROWSER}|^generated/client/` },
    },
    {
      name: 'shell-not-screens',
      comment: 'The shell (src/app, src/data, src/auth, src/i18n) depends on no screen; src/portal.tsx hands it the screens registry.',
      severity: 'error',
      from: { path: '^src/(app|data|auth|i18n)/' },
      to: { path: '^src/screens/' },
    },
    {
      name: 'kits-only-for-generated',
      comment: 'Generated code is not a library for the shell: hand-written code imports the modules behind a kit, not the kit.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main\\.ts|portal\\.tsx)$|^src/server/(app|main|server)\\.ts$' },
      to: { path: KITS },
    },
    {
      name: 'generator-not-app',
      comment: 'The generator reads the schema; it does not run the code it generates for.',
      severity: 'error',
      from: { path: '^generator/' },
      to: { path: '^(src/(?!shared/)|generated/)' },
    },
    ...areaRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|coverage|test-results|playwright-report)/|^\\.tmp-schema-' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
