import { toast } from '../components/ui/use-toast';

/**
 * The destructive toast of spec part 3 §8: the server's message when it sent one, else the fallback.
 */
export function errorToast(error: unknown, copy: { title: string; fallback: string }): void {
  const message = error instanceof Error && error.message ? error.message : copy.fallback;
  toast({ title: copy.title, description: message, variant: 'destructive' });
}
