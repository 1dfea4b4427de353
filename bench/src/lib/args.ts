/** A mistake in how bench was called: reported as a message, without a stack. */
export class UsageError extends Error {}

/**
 * Lets a string flag also stand alone: `--pglite` becomes `--pglite <fallback>` when no value
 * follows it, so `--pglite` and `--pglite <dir>` both work with node:util parseArgs.
 */
export function withOptionalValue(
  argv: readonly string[],
  flag: string,
  fallback: string,
): string[] {
  const result: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    result.push(arg);
    const next = argv[index + 1];
    if (arg === flag && (next === undefined || next.startsWith('--'))) {
      result.push(fallback);
    }
  }
  return result;
}

/** A whole-number flag value of at least `min`, or `fallback` when the flag is absent. */
export function intFlag(
  value: string | undefined,
  fallback: number,
  flag: string,
  min = 1,
): number {
  if (value === undefined) {
    return fallback;
  }
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new UsageError(`${flag} expects a whole number >= ${min}, got '${value}'`);
  }
  return parsed;
}

/** A number flag value (seconds and the like) of at least `min`. */
export function numberFlag(
  value: string | undefined,
  fallback: number,
  flag: string,
  min = 0,
): number {
  if (value === undefined) {
    return fallback;
  }
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) {
    throw new UsageError(`${flag} expects a number >= ${min}, got '${value}'`);
  }
  return parsed;
}

/**
 * The root scripts call `npm run bench -w @pawndesk/bench` without a trailing `--`, so from the
 * root `npm run bench -- --quick` hands --quick to the inner npm, which keeps it as config
 * (npm_config_quick) and never passes it on. Refuse to run a different bench than the one asked for.
 */
export function assertFlagsArrived(flags: readonly string[], script: string): void {
  const swallowed = flags.filter((name) => process.env[`npm_config_${name}`] !== undefined);
  if (swallowed.length > 0) {
    throw new UsageError(
      `npm kept --${swallowed.join(', --')} for itself instead of passing it to bench. Run:\n` +
        `  npm run ${script} -w @pawndesk/bench -- <flags>`,
    );
  }
}

/** What a failed command prints: the message for usage mistakes, the stack for anything else. */
export function describeError(error: unknown): string {
  if (error instanceof UsageError) {
    return error.message;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
