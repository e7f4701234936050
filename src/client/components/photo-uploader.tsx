import { ImagePlus, LoaderCircle } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { UploadResult } from '#shared/contracts/uploads.ts'
import { Button, type ButtonProps } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { ACCEPTED_PHOTO_TYPES, photoProblem } from '#client/lib/photo-check.ts'
import { useUploadPhoto } from '#client/lib/upload-photo.ts'

/**
 * Picks one photo (product photos, ad images), checks type and size before sending, and uploads it. The button is disabled
 * while the upload runs (spec: idle, uploading, then success or failure).
 */
export function PhotoUploader({
  id,
  label,
  describedBy,
  disabled,
  variant = 'outline',
  onUploaded,
  onUploadingChange,
}: {
  id: string
  label: string
  describedBy?: string
  disabled?: boolean
  variant?: ButtonProps['variant']
  onUploaded: (result: UploadResult) => void
  onUploadingChange?: (uploading: boolean) => void
}) {
  const { t } = useTranslation('seller-products')
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadPhoto({
    onSuccess: (result) => {
      onUploadingChange?.(false)
      onUploaded(result)
    },
    onError: (error) => {
      onUploadingChange?.(false)
      toast.error(t('upload.failedTitle'), {
        description: errorMessage(error, t('upload.tryAgain')),
      })
    },
  })

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = ''
    if (!file) return
    const problem = photoProblem(file)
    if (problem) {
      toast.error(t('upload.failedTitle'), { description: t(problem, { ns: 'messages' }) })
      return
    }
    onUploadingChange?.(true)
    upload.mutate(file)
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <Button
        variant={variant}
        disabled={disabled || upload.isPending}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <ImagePlus aria-hidden="true" />
        )}
        {upload.isPending ? t('upload.uploading') : label}
      </Button>
    </>
  )
}
