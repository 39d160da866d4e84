/**
 * A thin typed wrapper over `node:sqlite`. Rows come back as untyped records,
 * so every read goes through a valibot row schema instead of a cast.
 */
import { DatabaseSync } from 'node:sqlite'
import type { SQLInputValue, StatementSync } from 'node:sqlite'
import * as v from 'valibot'
import { SCHEMA_SQL, SCHEMA_VERSION, TABLES } from './schema-sql'

export type Param = SQLInputValue

export class Db {
  readonly raw: DatabaseSync
  private readonly statements = new Map<string, StatementSync>()

  constructor(path: string) {
    this.raw = new DatabaseSync(path)
    this.raw.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = OFF; PRAGMA synchronous = NORMAL;')
  }

  private prepare(sql: string) {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.raw.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  all<TSchema extends v.GenericSchema>(schema: TSchema, sql: string, ...params: Param[]) {
    return v.parse(v.array(schema), this.prepare(sql).all(...params))
  }

  get<TSchema extends v.GenericSchema>(schema: TSchema, sql: string, ...params: Param[]): v.InferOutput<TSchema> | undefined {
    const row = this.prepare(sql).get(...params)
    return row === undefined ? undefined : v.parse(schema, row)
  }

  run(sql: string, ...params: Param[]) {
    return this.prepare(sql).run(...params)
  }

  /** Runs `work` in one transaction (nested calls join the outer one). */
  transaction<T>(work: () => T): T {
    if (this.raw.isTransaction) return work()
    this.raw.exec('BEGIN')
    try {
      const result = work()
      this.raw.exec('COMMIT')
      return result
    } catch (error) {
      this.raw.exec('ROLLBACK')
      throw error
    }
  }

  close() {
    this.statements.clear()
    this.raw.close()
  }
}

const versionRow = v.object({ user_version: v.number() })

/** Opens (creating if needed) a database at `path` (`:memory:` for tests). */
export function openDatabase(path: string): Db {
  const db = new Db(path)
  const version = db.get(versionRow, 'PRAGMA user_version')?.user_version ?? 0
  if (version !== SCHEMA_VERSION) {
    db.transaction(() => {
      for (const table of TABLES) db.raw.exec(`DROP TABLE IF EXISTS ${table}`)
      db.raw.exec(SCHEMA_SQL)
      db.raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    })
  }
  return db
}

/** Removes every row; the seed then starts from a clean slate. */
export function clearDatabase(db: Db) {
  db.transaction(() => {
    for (const table of TABLES) db.raw.exec(`DELETE FROM ${table}`)
  })
}

/** True when the users table is empty (a brand-new data file). */
export function isEmpty(db: Db) {
  return db.get(v.object({ n: v.number() }), 'SELECT COUNT(*) AS n FROM users')?.n === 0
}
