import "server-only";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./types";

const dialect = new PgDialect();

/**
 * A raw statement built once (its values are `sql.placeholder`s) and prepared under `name`: the
 * driver then parses and plans it once per connection, and nothing rebuilds its text per call.
 * For the statements of hot paths (the watch beacon); the answer is its rows, as selectRows gives.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = new WeakMap<DbOrTx, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let statementOnDb = prepared.get(db);
    if (!statementOnDb) {
      statementOnDb = db._.session.prepareQuery(query, undefined, name, false);
      prepared.set(db, statementOnDb);
    }
    // Without fields, PGlite, node-postgres and Neon all answer `{ rows }` (as db/raw.ts).
    const result = (await statementOnDb.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
