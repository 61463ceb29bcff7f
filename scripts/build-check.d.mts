/** Types of scripts/build-check.mjs (plain JavaScript so that `npm start` needs no loader). */
export interface TargetInputs {
  name: string;
  /** Files and folders (relative to the root) whose content decides whether to build. */
  inputs: string[];
  /** A file the build writes: no build without it. */
  output: string;
}
export const root: string;
export const targets: { client: TargetInputs; server: TargetInputs; pgliteTemplate: TargetInputs };
export function inputsHash(inputs: string[]): string;
export function stampFile(target: TargetInputs): string;
export function freshness(target: TargetInputs): { hash: string; upToDate: boolean };
