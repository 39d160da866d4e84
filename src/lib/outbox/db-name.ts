/** The outbox's IndexedDB database: its own module, so logout's wipe can name it without loading the outbox. */
export const OUTBOX_DB_NAME = 'hmo-outbox'
