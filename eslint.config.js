import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.tmp-schema-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Every visible text comes from the message files in five languages (docs/i18n.md): a literal in JSX text, in
    // an attribute people read or hear, or given to notify() is a text only English readers would get.
    files: ['src/{app,screens,auth}/**/*.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'label', 'alt', 'helperText', 'emptyText', 'tooltip', 'noOptionsText', 'loadingText', 'primaryText', 'secondaryText', 'subheader', 'caption', 'legend', 'headerName', 'message', 'content'],
          },
          'object-properties': { include: ['label', 'title', 'text', 'message', 'placeholder', 'helperText', 'tooltip', 'caption', 'aria-label', 'ariaLabel'] },
          // A call's arguments are message keys, record fields or styles; the texts they make are checked where they are written.
          callees: { exclude: ['.*'] },
          // Punctuation, numbers and symbols alone; message keys (`screens.X.y`, `ra.action.save`); names never translated.
          words: { exclude: [/^[\s\d\p{P}\p{S}]*$/u, /^[\w/-]+(\.[\w/${}-]+)+$/u, /^(Power BI|Venue Portal)$/u] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='notify'] > Literal.arguments:first-child[value=/^(?![\\w-]+(\\.[\\w-]+)+$)/]", message: 'notify() takes a message key: put the text in the message files in five languages.' },
        { selector: "CallExpression[callee.name='notify'] > TemplateLiteral.arguments:first-child", message: 'notify() takes a message key: put the text in the message files in five languages.' },
        { selector: "JSXAttribute[name.name='type'][value.value=/^(date|time|datetime-local|month|week)$/]", message: "The browser's own date and time inputs follow its language, not the portal's: use DatePickerField, TimePickerField, DateTimePickerField or MonthPickerField from @/app/inputs/dates (DD-MM-YYYY, HH:mm)." },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-admin', importNames: ['DateInput', 'DateTimeInput', 'TimeInput'], message: 'Use DateInput, DateTimeInput and TimeInput from @/app/inputs/dates: they show DD-MM-YYYY and HH:mm in every language.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Generated code is checked by the compiler; its style is the generator's.
    files: ['generated/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['generator/**', 'bench/**', 'src/server/**', 'e2e/**', 'tests/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The node test project shares one module graph between the files of a worker (vitest.config.ts): a module mocked
    // in one file would stay mocked in the next.
    files: ['tests/{server,unit,auth,generator,i18n}/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'The node test project is not isolated per file: stub through arguments or vi.stubGlobal, not by mocking a module.' },
        { object: 'vi', property: 'doMock', message: 'The node test project is not isolated per file: stub through arguments or vi.stubGlobal, not by mocking a module.' },
      ],
    },
  },
  {
    // Each journey worker has a portal of its own, which only e2e/support/test.ts's `test` points the pages at.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from e2e/support/test.ts: it points each worker at its own portal.", allowTypeImports: true }] },
      ],
      // A page opened beside the journey's own must be closed with it, passed or failed: the personPage fixture does.
      'no-restricted-properties': [
        'error',
        { object: 'browser', property: 'newContext', message: 'Open another person\'s page with the personPage fixture (e2e/support/test.ts): it is closed when the journey ends.' },
        { object: 'browser', property: 'newPage', message: 'Open another person\'s page with the personPage fixture (e2e/support/test.ts): it is closed when the journey ends.' },
      ],
    },
  },
);
