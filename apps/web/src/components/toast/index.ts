export { clearToasts, dismissToast, showToast, type ToastKind } from './toast-store';
export { Toaster } from './toaster';
