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
      {/* Offset below the fixed 64 px header so toasts never cover navigation. */}
      <Toaster
        position="top-right"
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, left: 8, right: 8 }}
        richColors
        closeButton
        visibleToasts={TOAST_VISIBLE_LIMIT}
        duration={TOAST_DURATION_MS}
      />
    </Suspense>
  );
}
