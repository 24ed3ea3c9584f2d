import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PhotoUploadButton } from '../../../components/photo-upload-button';
import { FieldError } from '../../../components/ui/input';

/** A visitor's photo for a claim or a suggestion: what it is for, the photo once added, and its button. */
export function PhotoField({ label, photo, error, onUploaded }: { label: ReactNode; photo: string | null; error?: string | null; onUploaded: (url: string) => void }) {
  const intl = useIntl();
  return (
    <div>
      <p className="text-sm font-medium text-gray-900">{label}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {photo ? <img src={photo} alt={intl.formatMessage({ id: 'claim.photoAlt', defaultMessage: 'The photo you added' })} className="h-20 w-28 rounded-lg object-cover" /> : null}
        <PhotoUploadButton
          by="visitor"
          label={photo ? intl.formatMessage({ id: 'claim.photoChange', defaultMessage: 'Change photo' }) : intl.formatMessage({ id: 'claim.photoAdd', defaultMessage: 'Add photo' })}
          onUploaded={onUploaded}
        />
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

