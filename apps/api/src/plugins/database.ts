import type { Database, DatabaseHandle } from '@labstore/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
}

/** Hands the connected database to every feature; closing the app closes it. */
export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, { database }) {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
