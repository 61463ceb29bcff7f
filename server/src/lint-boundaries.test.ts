import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's boundaries are lint rules (eslint.config.js; docs/decisions/029-plugin-graph-and-boundaries.md).
 * These check that the rules are on and bite: each source below breaks one boundary as if it were the
 * file named, and is linted with the project's own configuration.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const problems = async (file: string, text: string) => {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
};

describe('server boundaries (lint)', { timeout: 60_000 }, () => {
  it('refuses an import cycle, and a foundation importing a feature', async () => {
    // lib/http-error.ts is imported by auth/routes.ts: importing it back closes a cycle.
    const rules = await problems('server/src/lib/http-error.ts', "import { authRoutes } from '../modules/auth/routes';\nexport const x = authRoutes;\n");
    expect(rules).toContain('import-x/no-cycle');
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses a route file reaching the database', async () => {
    const rules = await problems('server/src/modules/site/site-routes.ts', "import { blogPosts } from '../../db/schema';\nexport const x = blogPosts;\n");
    expect(rules).toEqual(['import-x/no-restricted-paths']);
    // admin/ and submissions/ are no longer exempt: their route files speak only to services.
    for (const file of ['server/src/modules/admin/routes.ts', 'server/src/modules/submissions/account-routes.ts']) {
      expect(await problems(file, "import type { Db } from '../../db/types';\nexport type X = Db;\n"), file).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it("refuses a module importing another module's routes, or the composition", async () => {
    expect(await problems('server/src/modules/pdf/pdf-buffer.ts', "import { certificateRoutes } from '../certificates/routes';\nexport const x = certificateRoutes;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // (app.ts imports pdf-buffer.ts through the routes: a cycle as well.)
    expect(await problems('server/src/modules/pdf/pdf-buffer.ts', "import { buildApp } from '../../app';\nexport const x = buildApp;\n")).toContain('import-x/no-restricted-paths');
  });

  it('keeps modules off plugins/: the guards are the auth module\'s', async () => {
    expect(await problems('server/src/modules/pdf/pdf-buffer.ts', "import { mailerPlugin } from '../../plugins/mailer';\nexport const x = mailerPlugin;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await problems('server/src/modules/pdf/pdf-buffer.ts', "import { requireUser } from '../auth/guards';\nexport const x = requireUser;\n")).toEqual([]);
  });

  it('lets a route file use its service and the shared schemas', async () => {
    const ok = "import { collectionItemSchema } from '@shared/schemas/collection';\nimport { createCollectionRepository } from './collection-repository';\nexport const x = [collectionItemSchema, createCollectionRepository];\n";
    expect(await problems('server/src/modules/collection/collection-routes.ts', ok)).toEqual([]);
  });
});
