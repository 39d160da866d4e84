/** Hands a made PDF over: to the share sheet where the browser can share files, else to the downloads. */

/** Whether this browser can share a file like this one (Android Chrome, iOS Safari; not most desktops). */
function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
}

/** Saves the file through a link with `download`, the one way every browser takes. */
export function downloadFile(file: File) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * Shares the file, or downloads it where sharing files is not offered. A share the user closed
 * (AbortError) is their answer, not a failure.
 */
export async function shareOrDownload(file: File, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  if (!canShareFile(file)) {
    downloadFile(file)
    return 'downloaded'
  }
  try {
    await navigator.share({ files: [file], title })
    return 'shared'
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    throw error
  }
}
