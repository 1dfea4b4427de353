export type BuildOutput = { workspace: string; output: string; inputs: readonly string[] };
export const repoRoot: string;
export const webBuild: BuildOutput;
export const serverBuild: BuildOutput;
export function isOutOfDate(build: BuildOutput): boolean;
