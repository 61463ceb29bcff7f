import { projectPaths } from '../config/paths';

/** The one folder of SQL migrations, shared by PGlite and PostgreSQL. */
export const migrationsFolder = projectPaths.migrations;
