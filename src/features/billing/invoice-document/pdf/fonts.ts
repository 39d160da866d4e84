import regularUrl from './noto-sans-regular.ttf?url'
import boldUrl from './noto-sans-bold.ttf?url'

/** jsPDF takes fonts as "binary strings", one character per byte. */
export type FontFiles = Promise<{ regular: string; bold: string }>

function toBinaryString(bytes: Uint8Array): string {
  let text = ''
  // In slices: String.fromCharCode with one argument per byte overflows the stack on a whole font.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return text
}

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`)
  return toBinaryString(new Uint8Array(await response.arrayBuffer()))
}

let loaded: FontFiles | null = null

/**
 * The Noto Sans subsets (scripts/make-pdf-font.mjs): precached by the service worker, so this works
 * offline. Read once per page; a failed read is forgotten, so the next tap tries again.
 */
export function loadFonts(): FontFiles {
  loaded ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loaded = null
      throw error
    },
  )
  return loaded
}

/** For tests and the bench: the same fonts from bytes already read. */
export function fontsFromBytes(regular: Uint8Array, bold: Uint8Array): FontFiles {
  return Promise.resolve({ regular: toBinaryString(regular), bold: toBinaryString(bold) })
}
