import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useApp } from '../hooks/AppContext';

// react-toastify is only fetched once a toast is asked for (docs/architecture.md house rule 7).
const Toasts = lazy(() => import('./ToastOutlet'));

/** docs/product.md "Constants" toasts (top-right, 3000 ms, no progress bar, coloured), loaded on first use. */
export const ToastHost = observer(function ToastHost() {
  const { chrome } = useApp().stores;
  if (!chrome.toastsUsed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
});
