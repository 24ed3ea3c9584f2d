import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from '@dishrated/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToFirstToast, toastsRequested } from '../../lib/toast';

const Toaster = lazy(() => loadToasts().then((sonner) => ({ default: sonner.Toaster })));

/** The toasts' place on screen, there from the first toast on (see lib/toast.ts). */
export function ToastList() {
  const requested = useSyncExternalStore(subscribeToFirstToast, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: a toast never covers the header, a page's title or the controls under it (Filters, List/Grid, an owner's Orders). */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: 16, right: 16 }}
        mobileOffset={{ bottom: 12, left: 8, right: 8 }}
        richColors
        closeButton
        visibleToasts={TOAST_VISIBLE_LIMIT}
        duration={TOAST_DURATION_MS}
      />
    </Suspense>
  );
}
