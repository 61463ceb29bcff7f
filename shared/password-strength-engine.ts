import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts with its common-password list (about 30,000 passwords from breaches) and keyboard
 * graphs. This module weighs about 1 MB before compression: it is only ever loaded through the
 * dynamic import in password-rule.ts, so no page without a password field downloads it and the
 * server loads it on the first password it checks.
 */
const engine = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessed in under 10^3 tries) to 4 (10^10 or more). */
export function passwordScore(password: string, userInputs: string[]): number {
  return engine.check(password, userInputs).score;
}
