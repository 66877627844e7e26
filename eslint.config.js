import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noReactOrApi = {
  patterns: [
    {
      group: ['react', 'react-dom', '@xstate/react', 'react/*'],
      message: 'machines/ stays free of React: views render machines.',
    },
    { group: ['**/src/api', '**/src/api/**'], message: 'machines/ does not call the API: inject effects as actors.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.size', '.tmp', '.stryker-tmp', 'reports'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Imports in one order everywhere, the linter's to keep (eslint --fix): Node's, then the libraries', then the
    // project's own, each group alphabetical. Imports for their effect alone (styles) stay where they are.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index', 'unknown']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // A promise nobody awaits is a choice said with `void` (or a .catch), checked with the types: never forgotten.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mirage/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The house's shape: no file imports itself back through others (two features that import each other are such a
    // circle), and each floor imports only the floors under it: the composition root (app) over the features, over the
    // services they share (services), over the pieces (ui), the machines and the API, over lib; the demo bank beside them, loaded by src/main.tsx alone.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mirage/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './machines',
              from: ['./src/features', './src/ui', './src/app', './src/services', './mirage'],
              message: 'machines/ render nothing and know no bank: views render them.',
            },
            {
              target: './src/api',
              from: ['./src/features', './src/ui', './src/app', './src/services', './mirage'],
              message: 'The API layer serves the views; it never imports them.',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/ui', './src/app', './src/services', './src/api', './mirage'],
              message: 'lib/ is the floor: it imports no other floor of src/ (the machines only).',
            },
            {
              target: './src/ui',
              from: ['./src/features', './src/services', './src/app', './mirage'],
              message: 'ui/ pieces know no feature and no service: a piece that needs one lives in features/.',
            },
            {
              target: './src/services',
              from: ['./src/features', './src/app', './mirage'],
              message: 'The services the features share know no feature and not the composition root.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the composition root (src/app): what they share is in src/services.',
            },
            {
              target: ['./src/features', './src/ui', './src/app', './src/lib', './src/api', './src/services'],
              from: './mirage',
              message: 'The demo bank loads only with the demo (src/demo/), through the switch in src/main.tsx.',
            },
            {
              target: [
                './src/features',
                './src/ui',
                './src/app',
                './src/lib',
                './src/api',
                './src/services',
                './machines',
              ],
              from: './src/demo',
              message: 'The demo (console, tour, inspector, drawings) loads only through the switch in src/main.tsx.',
            },
            {
              target: './mirage',
              from: ['./src/demo', './src/features', './src/app', './src/ui'],
              message: 'mirage/ is the bank alone: the demo around it is src/demo/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noReactOrApi] },
  },
  {
    // Views never call fetch: every call goes through the API client.
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/ui/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
      'src/services/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Views never call fetch: use the API client through a query or a machine actor.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='window'][callee.property.name='fetch']",
          message: 'Views never call fetch.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mirage', '**/mirage/**'],
              message: 'Mirage loads only through the demo switch in src/main.tsx.',
            },
          ],
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "A toast is made by src/ui/toast.tsx, which paints its words as the app's.",
            },
          ],
        },
      ],
    },
  },
  {
    // A view renders the state it is given and sends events (docs/decisions/036-floors-and-flow-hooks.md): a feature's
    // flow hook (flows.ts) owns its machine's .provide(), the intent, the inspector and the cache's invalidation. Views
    // read tags, never state names.
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx', 'src/ui/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='window'][callee.property.name='fetch']",
          message: 'Views never call fetch.',
        },
        {
          selector: "CallExpression[callee.property.name='provide']",
          message: "A view never provides a machine's effects: its feature's flow hook (flows.ts) does.",
        },
        {
          selector: "CallExpression[callee.name='moneyMoved']",
          message: "A view never invalidates the money views: its feature's flow hook does, on the machine's action.",
        },
        {
          selector: "CallExpression[callee.name='watched']",
          message: "A view never starts an actor: its feature's flow hook (or usePicker) does, watched.",
        },
        {
          selector: "CallExpression[callee.property.name='matches']",
          message: "A view reads a machine's tags (hasTag), never a state's name.",
        },
      ],
    },
  },
);
