import { ImageUrlSchema, MAX_TRUCK_IMAGES, TRUCK_IMAGE_GUIDANCE, UPLOAD_LIMITS, type TruckImage } from '@dishrated/shared';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageCarousel } from '../../../../components/truck/image-carousel';
import { TruckImage as Img } from '../../../../components/truck/truck-bits';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useSaveImages } from '../../api/owner-mutations';
import { PhotoUploadButton } from '../../../../components/photo-upload-button';

interface Draft {
  key: string;
  url: string;
  caption: string;
  isAdvertisement: boolean;
}

let nextKey = 0;
const draftOf = (img: Pick<TruckImage, 'url' | 'caption' | 'isAdvertisement'>): Draft => ({ key: `img-${++nextKey}`, url: img.url, caption: img.caption ?? '', isAdvertisement: img.isAdvertisement });

function AddImage({ onAdd, full }: { onAdd: (url: string) => void; full: boolean }) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const intl = useIntl();
  const addUrl = () => {
    if (!ImageUrlSchema.safeParse(url.trim()).success) {
      setProblem(intl.formatMessage({ id: 'images.badUrl', defaultMessage: 'Enter an image URL starting with http:// or https://' }));
      return;
    }
    setProblem(null);
    onAdd(url.trim());
    setUrl('');
  };
  return (
    <div className="space-y-3 rounded-xl border border-dashed border-gray-300 p-4">
      <div>
        <Label htmlFor={id}><FormattedMessage id="images.url" defaultMessage="Image URL" /></Label>
        <div className="flex gap-2">
          <Input id={id} type="url" value={url} placeholder={intl.formatMessage({ id: 'blogEditor.imagePlaceholder', defaultMessage: 'https://...' })} onChange={(e) => setUrl(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addUrl(); } }} disabled={full} />
          <Button variant="outline" onClick={addUrl} disabled={full || !url.trim()}>
            <ImagePlus className="h-4 w-4" aria-hidden /> <FormattedMessage id="images.add" defaultMessage="Add" />
          </Button>
        </div>
        {problem ? <p role="alert" className="mt-1 text-sm text-danger-600">{problem}</p> : null}
      </div>
      <div>
        <PhotoUploadButton label={intl.formatMessage({ id: 'eventForm.upload', defaultMessage: 'Upload a photo' })} onUploaded={onAdd} disabled={full} purpose="truck" />
        <p className="mt-1 text-xs text-gray-500"><FormattedMessage id="images.types" defaultMessage="JPEG, PNG or WebP up to {size} MB." values={{ size: UPLOAD_LIMITS.maxBytes / (1024 * 1024) }} /></p>
      </div>
    </div>
  );
}

function ImageRow({ draft, index, count, onChange, onMove, onRemove }: { draft: Draft; index: number; count: number; onChange: (change: Partial<Draft>) => void; onMove: (delta: number) => void; onRemove: () => void }) {
  const n = index + 1;
  const intl = useIntl();
  const number = { number: n };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:flex-row sm:items-center">
      <Img src={draft.url} alt={intl.formatMessage({ id: 'reviewForm.photo', defaultMessage: 'Photo {number}' }, number)} className="h-24 w-full rounded-lg object-cover sm:w-36" />
      <div className="min-w-0 flex-1 space-y-2">
        <Input aria-label={intl.formatMessage({ id: 'images.captionFor', defaultMessage: 'Caption for photo {number}' }, number)} value={draft.caption} placeholder={intl.formatMessage({ id: 'images.caption', defaultMessage: 'Caption (optional)' })} maxLength={120} onChange={(e) => onChange({ caption: e.target.value })} />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={draft.isAdvertisement} onChange={(e) => onChange({ isAdvertisement: e.target.checked })} /> <FormattedMessage id="admin.blogs.featured" defaultMessage="Featured" />
        </label>
      </div>
      <div className="flex gap-1 self-end sm:self-center">
        <Button variant="ghost" size="icon" onClick={() => onMove(-1)} disabled={index === 0} aria-label={intl.formatMessage({ id: 'images.up', defaultMessage: 'Move photo {number} up' }, number)}><ArrowUp className="h-4 w-4" aria-hidden /></Button>
        <Button variant="ghost" size="icon" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={intl.formatMessage({ id: 'images.down', defaultMessage: 'Move photo {number} down' }, number)}><ArrowDown className="h-4 w-4" aria-hidden /></Button>
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={intl.formatMessage({ id: 'reviewForm.removePhoto', defaultMessage: 'Remove photo {number}' }, number)}><Trash2 className="h-4 w-4 text-danger-600" aria-hidden /></Button>
      </div>
    </li>
  );
}

/** The truck's photos, in order, with captions and the featured flag; saved as a whole list. */
export function ImagesTab({ truckId, images }: { truckId: string; images: TruckImage[] }) {
  const [drafts, setDrafts] = useState(() => [...images].sort((a, b) => a.order - b.order).map(draftOf));
  const intl = useIntl();
  const save = useSaveImages(truckId, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'images.saved', defaultMessage: 'Images updated successfully' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'images.failed', defaultMessage: 'Failed to update images' }))),
  });
  const change = (key: string, c: Partial<Draft>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...c } : d)));
  const move = (index: number, delta: number) =>
    setDrafts((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      return next;
    });
  const full = drafts.length >= MAX_TRUCK_IMAGES;
  const { min, max, minWidth, minHeight } = TRUCK_IMAGE_GUIDANCE;

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        <FormattedMessage
          id="images.lead"
          defaultMessage="Add {min} to {max} photos of at least {width}x{height} px: your truck, your best dishes, your team. The first photo shows first."
          values={{ min, max, width: minWidth, height: minHeight }}
        />
      </p>
      {drafts.length > 0 ? <ImageCarousel images={drafts.map((d) => d.url)} alt={intl.formatMessage({ id: 'images.preview', defaultMessage: 'Photo preview' })} className="h-[400px] rounded-xl" /> : null}
      <ol className="space-y-2" aria-label={intl.formatMessage({ id: 'images.order', defaultMessage: 'Photos in display order' })}>
        {drafts.map((d, i) => (
          <ImageRow key={d.key} draft={d} index={i} count={drafts.length} onChange={(c) => change(d.key, c)} onMove={(delta) => move(i, delta)} onRemove={() => setDrafts((all) => all.filter((x) => x.key !== d.key))} />
        ))}
      </ol>
      <AddImage full={full} onAdd={(url) => setDrafts((all) => [...all, draftOf({ url, caption: null, isAdvertisement: false })])} />
      <Button
        onClick={() => save.mutate({ images: drafts.map((d) => ({ url: d.url, caption: d.caption.trim() || null, isAdvertisement: d.isAdvertisement })) })}
        disabled={save.isPending}
      >
        {save.isPending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="images.save" defaultMessage="Save Images" />}
      </Button>
    </div>
  );
}
