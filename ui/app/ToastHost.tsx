import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useApp } from './AppContext';

// react-toastify is only fetched once a toast is asked for (architecture.md rule 7).
const Toasts = lazy(() => import('./ToastOutlet'));

/** Spec §9 toasts (top-right, 3000 ms, no progress bar, coloured), loaded on first use. */
export const ToastHost = observer(function ToastHost() {
  const { chrome } = useApp().stores;
  if (!chrome.toastsUsed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
});
