import { toast } from "sonner";

// The one way the app raises a toast, so every message looks and behaves the same.
export const notify = {
  success: (title: string, options?: { description?: string; duration?: number }) =>
    toast.success(title, options),
  info: (title: string, options?: { description?: string }) => toast.info(title, options),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
