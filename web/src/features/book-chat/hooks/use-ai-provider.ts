import { useEffect, useState } from 'react';
import type { AiStatusResponse } from '@shared/api';
import { getAiProvider } from '../api/ai-status';

/** The server's AI provider, or null while unknown (loading, or the status call failed). */
export function useAiProvider(): AiStatusResponse['provider'] | null {
  const [provider, setProvider] = useState<AiStatusResponse['provider'] | null>(null);
  useEffect(() => {
    let active = true;
    getAiProvider().then(
      (p) => active && setProvider(p),
      (err: unknown) => console.error('AI status unavailable', err),
    );
    return () => {
      active = false;
    };
  }, []);
  return provider;
}
