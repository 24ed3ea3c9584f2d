import { UPLOAD_LIMITS, type PhotoPurpose } from '@dishrated/shared';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, type ButtonProps } from './ui/button';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { usePhotoUpload } from '../lib/photo-upload';

/** A button that picks a photo, checks its size and uploads it; tells `onUploaded` the photo's address. */
export function PhotoUploadButton({ label, onUploaded, disabled, variant = 'secondary', size, purpose = 'any', by = 'owner' }: { label: string; onUploaded: (url: string) => void; disabled?: boolean; variant?: ButtonProps['variant']; size?: ButtonProps['size']; purpose?: PhotoPurpose; by?: 'owner' | 'visitor' }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const upload = usePhotoUpload(purpose, {
    onSuccess: (photo) => onUploaded(photo.url),
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'photo.failed', defaultMessage: 'Failed to upload photo' }))),
  }, by);
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={UPLOAD_LIMITS.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > UPLOAD_LIMITS.maxBytes) toast.error(failed, intl.formatMessage({ id: 'photo.tooBig', defaultMessage: 'Photos must be at most {size} MB' }, { size: UPLOAD_LIMITS.maxBytes / (1024 * 1024) }));
          else upload.mutate(file);
        }}
      />
      <Button type="button" variant={variant} size={size} onClick={() => fileRef.current?.click()} disabled={disabled || upload.isPending}>
        <Upload className="h-4 w-4" aria-hidden /> {upload.isPending ? <FormattedMessage id="photo.uploading" defaultMessage="Uploading..." /> : label}
      </Button>
    </>
  );
}
