import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import type { ToasterToast } from './use-toast';

/** The Radix part of the toaster, loaded with the first toast so pages without one skip its code. */
export function ToastList({ toasts }: { toasts: ToasterToast[] }) {
  return (
    <ToastProvider duration={5000} label="Notification">
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
