import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Info } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';

// Cloudflare Turnstile, rendered explicitly and only when the server names a site key (spec part 2
// §2.1, §5: the upload proceeds without a token when none is available).
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const TOKEN_WAIT_MS = 15_000;

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptPromise: Promise<TurnstileApi | undefined> | null = null;
function loadTurnstile(): Promise<TurnstileApi | undefined> {
  scriptPromise ??= new Promise((resolve) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(window.turnstile);
    script.onerror = () => resolve(undefined);
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export interface TurnstileHandle {
  /** The current token, then a reset for the next request (tokens are single use); undefined if none comes. */
  takeToken: () => Promise<string | undefined>;
}

export function TurnstileWidget({ siteKey, ref }: { siteKey: string; ref: Ref<TurnstileHandle> }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const tokenRef = useRef<string | null>(null);
  const waitersRef = useRef<((token: string) => void)[]>([]);

  useEffect(() => {
    let cancelled = false;
    void loadTurnstile().then((api) => {
      if (cancelled || !api || !containerRef.current) return;
      const id = api.render(containerRef.current, {
        sitekey: siteKey,
        callback: (token) => {
          tokenRef.current = token;
          for (const waiter of waitersRef.current.splice(0)) waiter(token);
        },
        'expired-callback': () => {
          tokenRef.current = null;
        },
      });
      widgetRef.current = { api, id };
    });
    return () => {
      cancelled = true;
      if (widgetRef.current) widgetRef.current.api.remove(widgetRef.current.id);
      widgetRef.current = null;
    };
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    takeToken: async () => {
      const token =
        tokenRef.current ??
        (await new Promise<string | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), TOKEN_WAIT_MS);
          waitersRef.current.push((value) => {
            clearTimeout(timer);
            resolve(value);
          });
        }));
      tokenRef.current = null;
      if (widgetRef.current) widgetRef.current.api.reset(widgetRef.current.id);
      return token;
    },
  }));

  return (
    <div className="flex items-start gap-2">
      <div ref={containerRef} />
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="mt-1 rounded-full p-1 text-slate-500 hover:text-slate-800"
            aria-label="About the security check"
          >
            <Info className="size-4" aria-hidden />
          </button>
        </TooltipTrigger>
        <TooltipContent className="max-w-xs">
          A quick automated check that keeps bots from flooding the service with uploads. It does not track
          you.
        </TooltipContent>
      </Tooltip>
    </div>
  );
}
