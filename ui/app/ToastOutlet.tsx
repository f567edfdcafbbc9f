import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Bounce, cssTransition, toast, ToastContainer } from 'react-toastify';
import { TOAST_MESSAGE_KEYS, TOAST_TYPES, toastOptions } from '../kit/toastOptions';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';

/**
 * Under reduced motion a toast neither bounces nor collapses (WCAG 2.3.3): classes whose 1 ms animations move nothing
 * (ui/styles/base.css), as react-toastify starts its timer and removes a toast on animationend.
 */
const STILL = cssTransition({ enter: 'toast-still', exit: 'toast-still-out', collapse: false });

/** Shows the queued toasts (ChromeStore.toasts) with react-toastify and the options (docs/product.md "Constants"). */
const ToastOutlet = observer(function ToastOutlet() {
  const t = useT();
  const { chrome } = useApp().stores;
  const queued = chrome.toasts.length;
  useEffect(() => {
    for (const kind of chrome.takeToasts()) toast(t(TOAST_MESSAGE_KEYS[kind]), { type: TOAST_TYPES[kind] });
  }, [queued, chrome, t]);
  return <ToastContainer {...toastOptions} transition={matchMedia('(prefers-reduced-motion: reduce)').matches ? STILL : Bounce} />;
});

export default ToastOutlet;
