import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { TOAST_MESSAGE_KEYS, TOAST_TYPES, toastOptions } from '../kit/toastOptions';
import { useT } from '../kit/Translate';
import { useApp } from './AppContext';
import '../styles/toasts.css';

/** Shows the queued toasts (ChromeStore.toasts) with react-toastify and the spec §9 options. */
const ToastOutlet = observer(function ToastOutlet() {
  const t = useT();
  const { chrome } = useApp().stores;
  const queued = chrome.toasts.length;
  useEffect(() => {
    for (const kind of chrome.takeToasts()) toast(t(TOAST_MESSAGE_KEYS[kind]), { type: TOAST_TYPES[kind] });
  }, [queued, chrome, t]);
  return <ToastContainer {...toastOptions} />;
});

export default ToastOutlet;
