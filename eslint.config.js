import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// features/<a> may not import features/<b>: pages are composed in frontend/src/app (DESIGN §10).
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cross:
            'features/{{from}} may not import features/{{to}}: compose them in src/app/routes, or move the shared piece to src/components or src/lib.',
        },
      },
      create(context) {
        const featureOf = (file) => /[\\/]frontend[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
        const from = featureOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
          if (to && to !== from)
            context.report({ node: node.source, messageId: 'cross', data: { from, to } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.tsbuild',
      'cdk.out',
      '.data',
      'bench/results',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared is browser-safe: never Node or AWS modules.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@aws-sdk/*', '@docledger/functions/*', '@docledger/infra/*'] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: ['@docledger/functions/*', '@docledger/infra/*', 'node:*'] },
      ],
      'feature-boundaries/no-cross-feature-imports': 'error',
    },
  },
);
