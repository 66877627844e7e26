import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noReactOrApi = {
  patterns: [
    { group: ['react', 'react-dom', '@xstate/react', 'react/*'], message: 'machines/ stays free of React: views render machines.' },
    { group: ['**/src/api', '**/src/api/**'], message: 'machines/ does not call the API: inject effects as actors.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.size', '.tmp'] },
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
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noReactOrApi] },
  },
  {
    // Views never call fetch: every call goes through the API client.
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never call fetch: use the API client through a query or a machine actor.' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='window'][callee.property.name='fetch']", message: 'Views never call fetch.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mirage', '**/mirage/**'], message: 'Mirage loads only through the demo switch in src/main.tsx.' }] }],
    },
  },
);
