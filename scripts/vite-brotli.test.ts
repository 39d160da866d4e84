import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PRECOMPRESSED, acceptsBrotli, brotliOf } from './vite-brotli.ts'

describe('brotli for the hashed assets', () => {
  it('takes brotli only from a browser that offers it (and does not refuse it)', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, brotli-ish')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })

  it('precompresses the scripts and stylesheets in assets/, nothing else', () => {
    expect(PRECOMPRESSED.test('assets/app-Dd72e28R.js')).toBe(true)
    expect(PRECOMPRESSED.test('assets/shared-uJXMPQGV.css')).toBe(true)
    expect(PRECOMPRESSED.test('assets/app-Dd72e28R.js.map')).toBe(false)
    expect(PRECOMPRESSED.test('index.html')).toBe(false)
    expect(PRECOMPRESSED.test('sw.js')).toBe(false)
    expect(PRECOMPRESSED.test('assets/../sw.js')).toBe(false)
  })

  it('compresses to what decompresses back to the file, smaller than the file', async () => {
    const code = Buffer.from(
      'export const rows = [' + Array.from({ length: 500 }, (_, i) => `{id:${i},name:"Enrollee ${i}"}`).join(',') + ']',
    )
    const compressed = await brotliOf(code)
    expect(compressed.length).toBeLessThan(code.length / 5)
    expect(brotliDecompressSync(compressed).equals(code)).toBe(true)
  })
})
