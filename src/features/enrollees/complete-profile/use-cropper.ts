import { useEffect, useState, type RefObject } from 'react'
import type { CropperImage, CropperSelection } from 'cropperjs'
import { CROP_STAGE, PASSPORT_SIZE, ZOOM, clampZoom, cropSquare, toPassportJpeg, zoomDelta } from './passport-photo'

type CropperControls = {
  /** Absolute zoom, ZOOM.min…ZOOM.max, about the centre of the crop square. */
  zoomTo: (value: number) => void
  rotate: (degrees: number) => void
  /** The crop square as the 250 × 250 passport JPEG. */
  crop: () => Promise<Blob>
}

/** `unavailable`: the cropper's code did not load (offline before it was cached); `failed`: the picture cannot be decoded. */
export type CropperState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'failed' } | { status: 'ready'; controls: CropperControls }

/**
 * A fixed square selection CROP_BORDER inside a square stage; the photo moves
 * under it (drag), zooms (slider) and turns (buttons), as on a passport booth.
 */
function cropTemplate(stage: number) {
  const square = cropSquare(stage)
  return `<cropper-canvas background scale-step="0" style="width:${stage}px;height:${stage}px">
<cropper-image rotatable scalable translatable initial-center-size="cover"></cropper-image>
<cropper-shade theme-color="rgba(0, 0, 0, 0.55)"></cropper-shade>
<cropper-handle action="move" plain></cropper-handle>
<cropper-selection x="${square.x}" y="${square.y}" width="${square.width}" height="${square.height}" aspect-ratio="1" outlined>
<cropper-grid role="grid" covered></cropper-grid>
<cropper-handle action="move" plain></cropper-handle>
</cropper-selection>
</cropper-canvas>`
}

function actionOf(event: Event): string | null {
  if (!(event instanceof CustomEvent)) return null
  const detail: unknown = event.detail
  return typeof detail === 'object' && detail !== null && 'action' in detail && typeof detail.action === 'string' ? detail.action : null
}

/** Only dragging reaches the photo: wheel and pinch zoom would leave the slider lying about the zoom. */
function onlyMoves(event: Event) {
  const action = actionOf(event)
  if (action !== null && action !== 'move') event.preventDefault()
}

function controlsFor(image: CropperImage, selection: CropperSelection): CropperControls {
  let zoom: number = ZOOM.min
  // Turning and zooming happen about the centre of the crop square, so the face stays in it.
  const pivot = () => {
    const box = image.getBoundingClientRect()
    const square = selection.getBoundingClientRect()
    return [square.x + square.width / 2 - box.x, square.y + square.height / 2 - box.y] as const
  }
  return {
    zoomTo: (value) => {
      const next = clampZoom(value)
      if (next === zoom) return
      image.$zoom(zoomDelta(zoom, next), ...pivot())
      zoom = next
    },
    rotate: (degrees) => image.$rotate(`${degrees}deg`, ...pivot()),
    crop: async () => {
      const canvas = await selection.$toCanvas({
        width: PASSPORT_SIZE,
        height: PASSPORT_SIZE,
        // A JPEG has no transparency: what the photo does not cover is white, not black.
        beforeDraw: (context, target) => {
          context.fillStyle = '#ffffff'
          context.fillRect(0, 0, target.width, target.height)
        },
      })
      return toPassportJpeg(canvas)
    },
  }
}

/** Loads cropperjs on first use (its own chunk, so other pages never pay for it) and mounts it in `host`. */
export function useCropper(host: RefObject<HTMLDivElement | null>, file: File, alt: string): CropperState {
  const [state, setState] = useState<CropperState>({ status: 'loading' })

  useEffect(() => {
    const element = host.current
    if (!element) return
    let cancelled = false
    // A function, so the async steps below read the current value (not one narrowed at the first check).
    const stopped = () => cancelled
    let teardown: (() => void) | null = null
    const source = URL.createObjectURL(file)
    element.addEventListener('actionstart', onlyMoves, { capture: true })
    element.addEventListener('action', onlyMoves, { capture: true })

    import('cropperjs')
      .catch((error: unknown) => {
        if (!stopped()) setState({ status: 'unavailable' })
        throw error
      })
      .then(async ({ default: Cropper }) => {
        if (stopped()) return
        const picture = document.createElement('img')
        picture.src = source
        picture.alt = alt
        element.appendChild(picture)
        const stage = Math.min(CROP_STAGE, element.clientWidth || CROP_STAGE)
        const cropper = new Cropper(picture, { container: element, template: cropTemplate(stage) })
        teardown = () => {
          cropper.destroy()
          picture.remove()
        }
        const image = cropper.getCropperImage()
        const selection = cropper.getCropperSelection()
        if (!image || !selection) throw new Error('The cropper did not start.')
        await image.$ready()
        if (!stopped()) setState({ status: 'ready', controls: controlsFor(image, selection) })
      })
      .catch(() => {
        if (!stopped()) setState((current) => (current.status === 'unavailable' ? current : { status: 'failed' }))
      })

    return () => {
      cancelled = true
      teardown?.()
      element.removeEventListener('actionstart', onlyMoves, { capture: true })
      element.removeEventListener('action', onlyMoves, { capture: true })
      URL.revokeObjectURL(source)
    }
  }, [host, file, alt])

  return state
}
