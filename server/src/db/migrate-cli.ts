import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest } from './migrate.ts';
import { openConfiguredDatabase } from './open.ts';

try {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    console.log(
      applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
