import { useRef, useState } from 'react'
import { Alert, Box, Button, Center, Group, Loader, Slider, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { ROTATE_STEP_DEGREES, ZOOM } from '../passport-photo'
import { useCropper } from '../use-cropper'

type Props = {
  /** The chosen picture; the modal is open while there is one. */
  file: File | null
  onCancel: () => void
  onCropped: (photo: Blob) => void
}

/** Spec §5: the passport photo is cropped in a modal (zoom 1–2 by 0.01, 90° turns, square with a 50 px border). */
export function PhotoCropModal({ file, onCancel, onCropped }: Props) {
  const { t } = useLingui()
  return (
    <LazyModal
      opened={file !== null}
      onClose={onCancel}
      title={t`Crop the passport photograph`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* Keyed by the file: a new picture starts a new cropper. */}
      {file && <CropStage key={`${file.name}:${file.size}:${file.lastModified}`} file={file} onCancel={onCancel} onCropped={onCropped} />}
    </LazyModal>
  )
}

function CropStage({ file, onCancel, onCropped }: { file: File; onCancel: () => void; onCropped: (photo: Blob) => void }) {
  const { t } = useLingui()
  const host = useRef<HTMLDivElement>(null)
  const cropper = useCropper(host, file, t`The photo to crop`)
  const [zoom, setZoom] = useState<number>(ZOOM.min)
  const [cropping, setCropping] = useState(false)
  const [cropFailed, setCropFailed] = useState(false)
  const controls = cropper.status === 'ready' ? cropper.controls : null

  const confirmCrop = async () => {
    if (!controls) return
    setCropping(true)
    setCropFailed(false)
    try {
      onCropped(await controls.crop())
    } catch {
      setCropFailed(true)
    } finally {
      setCropping(false)
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>Drag the photo so the face fills the square. Everything outside the square is left out.</Trans>
      </Text>
      <Box pos="relative" mih={200}>
        {/* cropperjs draws its stage in here; touch-action keeps a drag from scrolling the page. */}
        <Box ref={host} style={{ display: 'flex', justifyContent: 'center', touchAction: 'none' }} data-testid="crop-stage" />
        {cropper.status === 'loading' && (
          <Center pos="absolute" inset={0} role="status" aria-label={t`Loading the photo`}>
            <Loader />
          </Center>
        )}
      </Box>
      {cropper.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          <Trans>This picture could not be opened. Choose a JPEG or PNG photo.</Trans>
        </Alert>
      )}
      {cropper.status === 'unavailable' && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The photo editor could not be loaded. Check your connection and try again.</Trans>
        </Alert>
      )}
      {cropFailed && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The photo could not be cropped. Please try again or choose another photo.</Trans>
        </Alert>
      )}
      <div>
        <Text size="sm" fw={500} id="crop-zoom-label">
          <Trans>Zoom</Trans>
        </Text>
        <Slider
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={(value) => {
            setZoom(value)
            controls?.zoomTo(value)
          }}
          disabled={!controls}
          label={(value) => `${Math.round(value * 100)}%`}
          thumbLabel={t`Zoom`}
          aria-labelledby="crop-zoom-label"
        />
      </div>
      <Group grow>
        <Button variant="default" disabled={!controls} onClick={() => controls?.rotate(-ROTATE_STEP_DEGREES)}>
          <Trans>Rotate left</Trans>
        </Button>
        <Button variant="default" disabled={!controls} onClick={() => controls?.rotate(ROTATE_STEP_DEGREES)}>
          <Trans>Rotate right</Trans>
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void confirmCrop()} disabled={!controls} loading={cropping}>
          <Trans>Use this photo</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
