/**
 * Makes the enrollee-import test files in tests/fixtures/ (run: node scripts/make-import-fixtures.mjs).
 * Deterministic: the same rows every run, so the expected counts in
 * import-expected.json stay exact; src/features/enrollees/import/fixtures.test.ts
 * runs the import's engine on every file and checks them.
 *
 * - enrollees-500.csv: 500 rows, UTF-8 with a byte-order mark (Excel's "CSV UTF-8"), comma, CRLF, with known problems
 * - enrollees-500.xlsx: the same rows, every cell text
 * - enrollees-500-semicolon.csv: the same rows, ";" and no byte-order mark (Excel in a comma-decimal locale)
 * - enrollees-windows-1252.csv: 10 rows saved as Excel's plain "CSV" on Windows (accents as single bytes)
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Papa from 'papaparse'
import writeXlsxFile from 'write-excel-file/node'

const OUT = fileURLToPath(new URL('../tests/fixtures/', import.meta.url))
const HEADER = ['First name', 'Surname', 'E-mail', 'Phone number', 'Plan', 'Can complete own profile']

const FIRST = ['Adaeze', 'Babajide', 'Chioma', 'Damilola', 'Efe', 'Fatima', 'Ifeanyi', 'Kemi', 'Musa', 'Nkechi', 'Tobi', 'Zainab']
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Lawal', 'Nwachukwu', 'Okeke', 'Usman']
const PLANS = ['Red Beryl', 'Alexandrite', '18027', 'alexandrite', 'RED BERYL']
const SELF = ['yes', 'no', '', 'Y', 'No', 'TRUE']

/** A phone for row n, unique, written in the forms people use. */
function phone(n) {
  const digits = `809${String(n).padStart(7, '0')}`
  const forms = [
    `0${digits}`,
    digits,
    `+234 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    `234${digits}`,
    `0${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `0${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
  ]
  return forms[n % forms.length]
}

function baseRow(n) {
  const first = FIRST[n % FIRST.length]
  const last = LAST[(n * 7) % LAST.length]
  return [first, last, `${first}.${last}.${n}@staff.example.com`.toLowerCase(), phone(n), PLANS[n % PLANS.length], SELF[n % SELF.length]]
}

/** Row n (1-based data row; the spreadsheet row is n + 1) with its planted problem, if any. */
const PLANTED = {
  // Names that must survive every encoding and the formula guard (all ready).
  3: (row) => ['Adébáyọ̀', 'Ọlátúnjí', ...row.slice(2)],
  4: (row) => ['Chukwuemeka', "O'Neil", ...row.slice(2)],
  5: (row) => ['=HYPERLINK("http://evil.example","x")', row[1], ...row.slice(2)],
  6: (row) => [row[0], '@SUM(A1:A9)', ...row.slice(2)],
  7: (row) => [row[0], '-Okafor', ...row.slice(2)],
  // Bad e-mails (needs fixing).
  20: (row) => [row[0], row[1], 'no-at-sign.example.com', ...row.slice(3)],
  40: (row) => [row[0], row[1], 'a@b', ...row.slice(3)],
  60: (row) => [row[0], row[1], '', ...row.slice(3)],
  80: (row) => [row[0], row[1], 'two@@example.com', ...row.slice(3)],
  100: (row) => [row[0], row[1], 'space in@example.com', ...row.slice(3)],
  // Duplicate phones: rows 110–113 repeat the phones of rows 10–13 in another form (needs fixing).
  110: (row) => [...row.slice(0, 3), '+2348090000010', ...row.slice(4)],
  111: (row) => [...row.slice(0, 3), '809 000 0011', ...row.slice(4)],
  112: (row) => [...row.slice(0, 3), '0809-000-0012', ...row.slice(4)],
  113: (row) => [...row.slice(0, 3), '234 809 000 0013', ...row.slice(4)],
  // Duplicate e-mails: rows 120 and 121 repeat rows 30 and 31's (needs fixing).
  120: (row) => [row[0], row[1], baseRow(30)[2].toUpperCase(), ...row.slice(3)],
  121: (row) => [row[0], row[1], ` ${baseRow(31)[2]} `, ...row.slice(3)],
  // Already enrollees of hr@example.com (server/seed/small-accounts.ts: 6001 Kunle Ajayi, 6002 Halima Sani, 6003's phone).
  150: () => ['Kunle', 'Ajayi', 'kunle.ajayi@example.com', '08030006001', 'Red Beryl', 'yes'],
  151: () => ['Halima', 'Sani', 'Halima.Sani@example.com', '', 'Red Beryl', ''],
  152: () => ['Uche', 'Obiora', 'uche.o@staff.example.com', '+234 803 000 6003', 'Alexandrite', 'no'],
  // Unknown plans (needs fixing).
  200: (row) => [...row.slice(0, 4), 'Gold Plus', row[5]],
  201: (row) => [...row.slice(0, 4), '99999', row[5]],
  // Bad phones, a missing surname, a too-long first name, a bad yes/no (needs fixing).
  300: (row) => [...row.slice(0, 3), '12345', ...row.slice(4)],
  301: (row) => [...row.slice(0, 3), '0803123456', ...row.slice(4)],
  350: (row) => [row[0], '', ...row.slice(2)],
  400: (row) => ['A'.repeat(51), ...row.slice(1)],
  450: (row) => [...row.slice(0, 5), 'maybe'],
}

const rows = Array.from({ length: 500 }, (_, i) => {
  const n = i + 1
  const row = baseRow(n)
  return PLANTED[n] ? PLANTED[n](row) : row
})
const table = [HEADER, ...rows]

const csv = (data, delimiter) => `${Papa.unparse(data, { delimiter, newline: '\r\n', escapeFormulae: false })}\r\n`
writeFileSync(`${OUT}enrollees-500.csv`, `\uFEFF${csv(table, ',')}`)
writeFileSync(`${OUT}enrollees-500-semicolon.csv`, csv(table, ';'))
await writeXlsxFile(
  table.map((row) => row.map((value) => ({ value, type: String }))),
  { sheet: 'Staff' },
).toFile(`${OUT}enrollees-500.xlsx`)

// Windows-1252 holds é, á, ò, ë but not Yoruba's dot-below letters: the names Excel could save that way.
const cp1252 = [
  HEADER,
  ['Adébáyò', 'Olátúnjí', 'adebayo.olatunji@staff.example.com', '08091000001', 'Red Beryl', 'yes'],
  ['Zoë', 'Ibrahim', 'zoe.ibrahim@staff.example.com', '08091000002', 'Alexandrite', 'no'],
  ['Chukwuemeka', "O'Neil", 'chukwuemeka.oneil@staff.example.com', '8091000003', 'Red Beryl', ''],
  ['Renée', 'Okafor', 'renee.okafor@staff.example.com', '+234 809 100 0004', 'Red Beryl', 'yes'],
  ['José', 'Añez', 'jose.anez@staff.example.com', '234-809-100-0005', 'Alexandrite', 'yes'],
  ['Björn', 'Eze', 'bjorn.eze@staff.example.com', '0809 100 0006', 'Red Beryl', 'no'],
  ['Amaka', 'Nwosu', 'amaka.nwosu@staff', '08091000007', 'Red Beryl', 'yes'],
  ['Kunle', 'Ajayi', 'kunle.ajayi@example.com', '08030006001', 'Red Beryl', 'yes'],
  ['Kémi', 'Adé', 'kemi.ade@staff.example.com', '08091000002', 'Red Beryl', 'yes'],
  ['Ngozi', 'Umeh', 'ngozi.umeh@staff.example.com', '08091000010', 'Platinum', 'yes'],
]
const CP1252_EXTRA = { '€': 0x80, Œ: 0x8c, œ: 0x9c }
const text = csv(cp1252, ',')
const bytes = Uint8Array.from(
  [...text].map((char) => {
    const code = char.codePointAt(0)
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code
    if (CP1252_EXTRA[char]) return CP1252_EXTRA[char]
    throw new Error(`not in Windows-1252: ${char}`)
  }),
)
writeFileSync(`${OUT}enrollees-windows-1252.csv`, bytes)

console.log(`wrote ${rows.length} rows to ${OUT}`)
