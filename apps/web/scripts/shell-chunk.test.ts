import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk.ts';

// A module graph as the bundler reports it: each module's static imports.
const graph: Record<string, string[]> = {
  '/src/main.tsx': ['/nm/react.js', '/src/app/router.tsx'],
  '/src/app/router.tsx': ['/nm/router.js'],
  '/src/features/auth/components/login-page.tsx': ['/nm/react.js', '/src/lib/api.ts'],
  '/src/app/shell/shell-layout.tsx': [
    '/nm/react.js',
    '/src/lib/api.ts',
    '/nm/antd/menu.js',
    '/nm/antd/input.js',
  ],
  '/nm/antd/menu.js': ['/nm/antd/style.js', '/nm/react.js'],
  '/nm/antd/input.js': ['/nm/@rc-component/form/index.js'],
  '/nm/@rc-component/form/index.js': ['/nm/async-validator.js'],
};
const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
const treeShaken = /@rc-component\/form\//;

function groupOf(id: string) {
  return shellChunk('/src', treeShaken).name(id, context);
}

describe('the shell chunk', () => {
  it("takes the modules only the shell imports, the shell's own file included", () => {
    expect(groupOf('/src/app/shell/shell-layout.tsx')).toBe('shell');
    expect(groupOf('/nm/antd/menu.js')).toBe('shell');
    expect(groupOf('/nm/antd/style.js')).toBe('shell');
    expect(groupOf('/nm/antd/input.js')).toBe('shell');
  });

  it('leaves what the entry or the login page imports, so /login never loads the chunk', () => {
    expect(groupOf('/nm/react.js')).toBeNull();
    expect(groupOf('/nm/router.js')).toBeNull();
    expect(groupOf('/src/lib/api.ts')).toBeNull();
  });

  it('does not enter the packages tree-shaking removes, nor what only they import', () => {
    expect(groupOf('/nm/@rc-component/form/index.js')).toBeNull();
    expect(groupOf('/nm/async-validator.js')).toBeNull();
  });

  it('fails the build when the shell is not where it is looked for', () => {
    expect(() => shellChunk('/elsewhere', treeShaken).name('/nm/react.js', context)).toThrow(
      /shell chunk found/,
    );
  });
});
