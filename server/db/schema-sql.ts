/**
 * The database layout. Bump SCHEMA_VERSION when it changes: an older data file
 * is then dropped and re-seeded (it only ever holds demo data).
 */
export const SCHEMA_VERSION = 4

export const TABLES = [
  'users',
  'tokens',
  'reset_requests',
  'outbox',
  'products',
  'providers',
  'banks',
  'invoices',
  'invoice_products',
  'enrollees',
  'extensions',
  'variable_bills',
  'payments',
  'uploads',
  'idempotency_keys',
  'write_log',
] as const

export const SCHEMA_SQL = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  hmo_id TEXT UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT,
  date_of_birth TEXT,
  is_internal_user INTEGER NOT NULL DEFAULT 0,
  is_family_plan INTEGER NOT NULL DEFAULT 0,
  company_name TEXT,
  has_saved_card INTEGER NOT NULL DEFAULT 0,
  roles TEXT NOT NULL
);
CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  daara_token TEXT NOT NULL,
  daara_refresh_token TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE reset_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  source_url TEXT NOT NULL,
  question_id INTEGER,
  question_passed INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  channel TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  package TEXT NOT NULL,
  monthly REAL NOT NULL,
  quarterly REAL NOT NULL,
  yearly REAL NOT NULL,
  extension_code TEXT
);
CREATE TABLE providers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  products TEXT NOT NULL
);
CREATE TABLE banks (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE invoices (
  reference_code TEXT PRIMARY KEY,
  subscription_id INTEGER NOT NULL UNIQUE,
  owner_id INTEGER NOT NULL,
  payment_frequency_id INTEGER NOT NULL,
  new_frequency_id INTEGER,
  active_status_id INTEGER NOT NULL,
  payment_status_id INTEGER NOT NULL,
  issue_time TEXT NOT NULL,
  start_date TEXT,
  end_date TEXT,
  autobill INTEGER NOT NULL DEFAULT 0,
  has_variable_billing INTEGER NOT NULL DEFAULT 0,
  claims_total REAL NOT NULL DEFAULT 0,
  expiry_reason TEXT
);
CREATE INDEX invoices_owner ON invoices(owner_id);
CREATE TABLE invoice_products (
  invoice_ref TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  no_of_enrollees INTEGER NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (invoice_ref, product_id)
);
CREATE TABLE enrollees (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL,
  invoice_ref TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email_address TEXT,
  phone_number TEXT,
  active_status_id INTEGER NOT NULL,
  deactivated INTEGER NOT NULL DEFAULT 0,
  deactivate_reason TEXT,
  can_manage INTEGER NOT NULL DEFAULT 0,
  enrollee_type INTEGER NOT NULL DEFAULT 1,
  hash TEXT UNIQUE,
  hmo_id TEXT,
  picture TEXT,
  profile TEXT,
  cover_start_date TEXT,
  cover_end_date TEXT,
  transferred INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX enrollees_owner ON enrollees(owner_id);
CREATE INDEX enrollees_invoice ON enrollees(invoice_ref);
CREATE TABLE extensions (
  id INTEGER PRIMARY KEY,
  enrollee_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  payment_frequency_id INTEGER NOT NULL,
  cover_start_date TEXT NOT NULL,
  cover_end_date TEXT NOT NULL,
  active_status_id INTEGER NOT NULL
);
CREATE INDEX extensions_enrollee ON extensions(enrollee_id);
CREATE TABLE variable_bills (
  invoice_ref TEXT PRIMARY KEY,
  amount REAL NOT NULL,
  payment_blocks INTEGER NOT NULL,
  status TEXT NOT NULL,
  refund TEXT
);
CREATE TABLE payments (
  reference TEXT PRIMARY KEY,
  owner_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  invoice_ref TEXT NOT NULL,
  amount REAL NOT NULL,
  callback_url TEXT NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE uploads (
  filename TEXT PRIMARY KEY,
  owner_id INTEGER NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE idempotency_keys (
  idem_key TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  replays INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (idem_key, user_id, method, path)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
CREATE TABLE write_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  idem_key TEXT,
  fingerprint TEXT NOT NULL,
  body TEXT NOT NULL,
  at INTEGER NOT NULL
);
`
