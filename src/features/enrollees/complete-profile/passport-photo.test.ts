import { describe, expect, it, vi } from 'vitest'
import {
  clampZoom,
  cropSquare,
  decodesAsImage,
  isImageFile,
  toPassportJpeg,
  zoomDelta,
  type DrawingContext,
  type PhotoCanvas,
} from './passport-photo'

/** jsdom has no canvas: a stand-in that records what is drawn and encoded. */
function fakeCanvas(encoded: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) {
  const context: DrawingContext = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn(), imageSmoothingQuality: 'low' }
  const toBlob = vi.fn((callback: BlobCallback) => callback(encoded))
  const canvas: PhotoCanvas = { width: 300, height: 150, getContext: () => context, toBlob }
  return { canvas, context, toBlob }
}

describe('passport photo', () => {
  it('is a 250 × 250 JPEG at quality 0.9, whatever the cropper gave', async () => {
    const { canvas, context, toBlob } = fakeCanvas()
    const source = document.createElement('img')
    const blob = await toPassportJpeg(source, () => canvas)
    expect([canvas.width, canvas.height]).toEqual([250, 250])
    expect(context.drawImage).toHaveBeenCalledWith(source, 0, 0, 250, 250)
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 250, 250)
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9)
    expect(blob.type).toBe('image/jpeg')
  })

  it('fails when the browser cannot encode it', async () => {
    const { canvas } = fakeCanvas(null)
    await expect(toPassportJpeg(document.createElement('img'), () => canvas)).rejects.toThrow('could not be encoded')
  })

  it('takes only images', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true)
    expect(isImageFile({ type: 'application/pdf' })).toBe(false)
    expect(isImageFile({ type: '' })).toBe(false)
  })

  it('keeps the crop square 50 px inside the stage on every side', () => {
    expect(cropSquare(300)).toEqual({ x: 50, y: 50, width: 200, height: 200 })
    // A narrow phone gets a smaller stage; the border stays 50 px.
    expect(cropSquare(260)).toEqual({ x: 50, y: 50, width: 160, height: 160 })
  })

  it('turns the absolute zoom slider into cropperjs relative zooms', () => {
    // cropperjs: $zoom(d) scales by 1 + d when d ≥ 0, by 1 / (1 − d) when d < 0.
    const factor = (d: number) => (d >= 0 ? 1 + d : 1 / (1 - d))
    expect(factor(zoomDelta(1, 2))).toBeCloseTo(2)
    expect(factor(zoomDelta(2, 1))).toBeCloseTo(0.5)
    expect(factor(zoomDelta(1.5, 1.2))).toBeCloseTo(0.8)
    expect(clampZoom(0.5)).toBe(1)
    expect(clampZoom(2.5)).toBe(2)
  })
})

describe('decodesAsImage', () => {
  const blob = new Blob(['just some notes'], { type: 'image/png' })
  it('is false when the browser cannot decode the bytes (a text file named .png)', async () => {
    expect(await decodesAsImage(blob, () => Promise.reject(new DOMException('The source image could not be decoded.')))).toBe(false)
  })
  it('is true when they decode, and frees the decoded picture', async () => {
    let closed = false
    expect(await decodesAsImage(blob, () => Promise.resolve({ close: () => (closed = true) }))).toBe(true)
    expect(closed).toBe(true)
  })
})
