import { useEffect, useRef, useState } from 'react'
import { Alert, Button, FileButton, Group, Input, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Provider } from '@/lib/contract/common'
import { firstError } from '@/lib/form/field-error'
import { decodesAsImage, isImageFile, PASSPORT_SIZE } from '../passport-photo'
import type { ProfilePage } from '../profile-form-schema'
import type { ProfileFormApi } from '../use-profile-form'
import { PhotoCropModal } from './photo-crop-modal'
import { ProfileReview } from './profile-review'

type Props = {
  form: ProfileFormApi
  providers: readonly Provider[]
  enrolleeType: string
  onEdit: (page: ProfilePage) => void
}

/** Page 4: the passport photograph (picked, then cropped) and a summary of every answer. */
export function PhotoStep({ form, providers, enrolleeType, onEdit }: Props) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<File | null>(null)
  const [notAnImage, setNotAnImage] = useState(false)
  const resetPicker = useRef<() => void>(null)

  // Only the newest choice may open the cropper, however long an earlier one took to decode.
  const latestChoice = useRef<File | null>(null)

  const choose = async (file: File | null) => {
    resetPicker.current?.()
    latestChoice.current = file
    if (!file) return
    // The type first (accept="image/*" is only a hint), then the bytes themselves.
    const image = isImageFile(file) && (await decodesAsImage(file))
    if (latestChoice.current !== file) return
    setNotAnImage(!image)
    if (image) setPicked(file)
  }

  return (
    <Stack gap="lg">
      <form.Field name="photo">
        {(field) => {
          const error = field.state.meta.isTouched ? firstError(field.state.meta.errors) : undefined
          return (
            <Input.Wrapper
              label={t`Passport photograph`}
              description={t`A clear, recent photo of the enrollee's face. You will crop it to a square next.`}
              required
              error={error}
            >
              <Stack gap="sm" mt="xs">
                {field.state.value && <PhotoPreview photo={field.state.value} alt={t`The cropped passport photograph`} />}
                <Group>
                  <FileButton onChange={(file) => void choose(file)} accept="image/*" resetRef={resetPicker}>
                    {(props) => (
                      <Button {...props} variant={field.state.value ? 'default' : 'filled'}>
                        {field.state.value ? <Trans>Change photo</Trans> : <Trans>Choose a photo</Trans>}
                      </Button>
                    )}
                  </FileButton>
                </Group>
              </Stack>
              <PhotoCropModal
                file={picked}
                onCancel={() => setPicked(null)}
                onCropped={(photo) => {
                  setPicked(null)
                  field.handleChange(photo)
                }}
              />
            </Input.Wrapper>
          )
        }}
      </form.Field>
      {notAnImage && (
        <Alert color="red" variant="light" role="alert">
          <Trans>That file is not a picture. Choose a photo (JPEG or PNG).</Trans>
        </Alert>
      )}
      <ProfileReview form={form} providers={providers} enrolleeType={enrolleeType} onEdit={onEdit} />
    </Stack>
  )
}

/** Shows the cropped JPEG; the object URL lives exactly as long as this picture is on screen. */
function PhotoPreview({ photo, alt }: { photo: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(photo)
    if (image.current) image.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [photo])
  return <img ref={image} alt={alt} width={150} height={150} style={{ borderRadius: 4, maxWidth: PASSPORT_SIZE }} />
}
