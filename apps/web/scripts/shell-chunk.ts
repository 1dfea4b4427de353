/**
 * The signed-in shell's own modules in one chunk (ADR 0046). Every signed-in route loads the shell
 * (its header, navigation, providers and the antd parts they draw) before its screen, and the
 * bundler's automatic splitting cut those modules into about 66 small files, by the set of
 * screens that also import each one; gzip compresses each file on its own, so the split cost
 * about 22 kB on every route. The group takes a module only if the shell imports it statically and
 * neither the entry nor the login page does: /login never loads the group, and a screen loads
 * nothing it did not already load with the shell.
 */
import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo };

/** Every module `root` imports statically, itself included, not entering the `treeShaken` ones. */
function staticClosure(root: string, context: ChunkingContext, treeShaken: RegExp): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || treeShaken.test(id)) {
      continue;
    }
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A `codeSplitting` group for the console's build: `groups: [shellChunk(srcDir, treeShaken)]`.
 * `treeShaken`: the packages declared free of side effects, which the shell's imports reach
 * through a barrel (antd's input reaches the whole form engine) but whose code it does not use;
 * taking them would put what only the forms need into every route's download.
 */
export function shellChunk(srcDir: string, treeShaken: RegExp) {
  const entry = path.join(srcDir, 'main.tsx');
  const login = path.join(srcDir, 'features/auth/components/login-page.tsx');
  const shell = path.join(srcDir, 'app/shell/shell-layout.tsx');
  let shellOnly: Set<string> | undefined;
  return {
    name(id: string, context: ChunkingContext): string | null {
      if (!shellOnly) {
        const before = new Set([
          ...staticClosure(entry, context, treeShaken),
          ...staticClosure(login, context, treeShaken),
        ]);
        shellOnly = new Set(
          [...staticClosure(shell, context, treeShaken)].filter((m) => !before.has(m)),
        );
        if (shellOnly.size < 2) {
          throw new Error(`the shell chunk found ${shellOnly.size} module(s) from ${shell}`);
        }
      }
      return shellOnly.has(id) ? 'shell' : null;
    },
    // Taking a module's own imports too would pull React and the router, which /login needs,
    // into the shell's chunk; the group's modules only import from chunks loaded before it.
    includeDependenciesRecursively: false,
  };
}
