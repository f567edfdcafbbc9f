import type { ToastContainerProps } from 'react-toastify';

/**
 * Options for react-toastify's container (docs/product.md "Constants": top-right, auto-close 3000 ms, no progress bar, coloured theme).
 * Only a type is imported here, so the toast library stays out of the first-step bundle (README.md "What the first step loads (issue 6)"); whoever
 * lazy-loads `ToastContainer` spreads these options onto it.
 */
export const toastOptions = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: true,
  theme: 'colored',
  newestOnTop: true,
  closeOnClick: true,
  pauseOnFocusLoss: true,
  pauseOnHover: true,
} as const satisfies ToastContainerProps;

/** Toast kinds of docs/product.md "Constants" ("Toasts exist for added, updated and removed") and their translation keys. */
export const TOAST_MESSAGE_KEYS = {
  added: 'common^toasts>added',
  updated: 'common^toasts>updated',
  removed: 'common^toasts>removed',
} as const;

/** The react-toastify type of each toast kind, which picks its colour in the coloured theme. */
export const TOAST_TYPES = { added: 'success', updated: 'info', removed: 'warning' } as const;
