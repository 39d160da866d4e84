/**
 * Spec §5 photo rules: images only; cropped square with a 50 px border,
 * zoom 1–2 in 0.01 steps, rotation in 90° steps; the sign-up sends a
 * 250 × 250 JPEG. The pieces that do not need a real canvas live here.
 */
export const PASSPORT_SIZE = 250
const JPEG_QUALITY = 0.9
const CROP_BORDER = 50
/** The crop stage is a square; the selection sits CROP_BORDER inside it. */
export const CROP_STAGE = 300
export const ZOOM = { min: 1, max: 2, step: 0.01 } as const
export const ROTATE_STEP_DEGREES = 90

/** The crop square inside a square stage `stage` px wide: CROP_BORDER from every edge. */
export function cropSquare(stage: number): { x: number; y: number; width: number; height: number } {
  const side = stage - 2 * CROP_BORDER
  return { x: CROP_BORDER, y: CROP_BORDER, width: side, height: side }
}

/** `accept="image/*"` is only a hint to the file picker, so the type is checked again. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/')
}

function browserDecode() {
  return 'createImageBitmap' in globalThis ? (file: Blob) => createImageBitmap(file) : undefined
}

/**
 * Whether the bytes are a picture this browser can draw: a text file renamed `.png` has an image
 * type but would open a broken crop (decisions: 'What a new user tripped on'). Where the browser cannot tell (no createImageBitmap),
 * the cropper's own failure message remains.
 */
export async function decodesAsImage(
  file: Blob,
  decode: ((file: Blob) => Promise<{ close(): void }>) | undefined = browserDecode(),
): Promise<boolean> {
  if (!decode) return true
  try {
    ;(await decode(file)).close()
    return true
  } catch {
    return false
  }
}

/**
 * cropperjs zooms relatively ($zoom(0.5) = ×1.5, $zoom(-1) = ×0.5); the
 * slider is absolute. This is the $zoom argument that takes `from` to `to`.
 */
export function zoomDelta(from: number, to: number): number {
  const ratio = to / from
  return ratio >= 1 ? ratio - 1 : 1 - 1 / ratio
}

export function clampZoom(value: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, value))
}

/** The little of a canvas this file uses, so tests can pass a stand-in (jsdom has no canvas). */
export type DrawingContext = Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'drawImage' | 'imageSmoothingQuality'>
export type PhotoCanvas = {
  width: number
  height: number
  getContext(kind: '2d'): DrawingContext | null
  toBlob(callback: BlobCallback, type?: string, quality?: number): void
}

/**
 * Draws the cropped area onto a fresh PASSPORT_SIZE square on white (a JPEG
 * has no transparency), whatever size the cropper produced.
 */
function drawPassport(source: CanvasImageSource, createCanvas: () => PhotoCanvas): PhotoCanvas {
  const canvas = createCanvas()
  canvas.width = PASSPORT_SIZE
  canvas.height = PASSPORT_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw the photo.')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, PASSPORT_SIZE, PASSPORT_SIZE)
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, PASSPORT_SIZE, PASSPORT_SIZE)
  return canvas
}

function canvasToJpeg(canvas: PhotoCanvas): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob)
        else reject(new Error('The photo could not be encoded.'))
      },
      'image/jpeg',
      JPEG_QUALITY,
    )
  })
}

/** The cropped area → the 250 × 250 JPEG the API receives. */
export function toPassportJpeg(
  source: CanvasImageSource,
  createCanvas: () => PhotoCanvas = () => document.createElement('canvas'),
): Promise<Blob> {
  return canvasToJpeg(drawPassport(source, createCanvas))
}
