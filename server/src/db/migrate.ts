import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one folder of SQL migrations, shared by PGlite and PostgreSQL. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
