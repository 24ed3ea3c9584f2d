import { Share2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { toast } from '../../../../lib/toast';

/**
 * Shares the truck's page: the device's share sheet where the browser offers one (phones), else
 * the link copied to the clipboard, and says which.
 */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const share = async () => {
    const url = window.location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(intl.formatMessage({ id: 'share.copied', defaultMessage: 'Link copied' }), intl.formatMessage({ id: 'share.paste', defaultMessage: 'Paste it anywhere to share this truck.' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'share.copyFailed', defaultMessage: 'Could not copy the link' }), url);
    }
  };
  return (
    <button type="button" aria-label={intl.formatMessage({ id: 'share.label', defaultMessage: 'Share {name}' }, { name: title })} onClick={() => void share()} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-gray-700 cursor-pointer">
      <Share2 className="h-5 w-5" aria-hidden />
    </button>
  );
}
