import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one with package.json), found from this file's location: the same
 * code runs from its TypeScript source (server/src/config, through tsx in development and tests) and
 * from the compiled bundle (dist/server, `npm start` and the Docker image), at different depths.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Files the server reads at run time, by their place in the repository (the Docker image keeps them there). */
export const projectPaths = {
  builtClient: path.join(projectRoot, 'dist/client'),
  // The same build's server rendering of the client's pages (vite.config.ts): the content pages use it.
  ssrEntry: path.join(projectRoot, 'dist/ssr/entry-server.js'),
  migrations: path.join(projectRoot, 'server/src/db/migrations'),
  // A new embedded database starts as a copy of this migrated one (scripts/build.ts makes it), if present.
  pgliteTemplate: path.join(projectRoot, 'dist/pglite-template.tar.gz'),
  fonts: path.join(projectRoot, 'server/assets/fonts'),
  // The demo content's illustrations are the site's own (the marketing pages draw them too).
  demoArt: path.join(projectRoot, 'client/src/features/marketing/art'),
} as const;
