import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { memberStorage } from '@/lib/auth/member-storage';
import { useOneShot } from '@/lib/data/use-data';
import { printAlone } from '@/lib/print-alone';
import { getLibraryCard } from '../api/calls';
import { codabarBars } from '../lib/codabar';

/**
 * The member's library card (issue 29): the number as a Codabar barcode a desk scanner reads off
 * the screen or a print, and in digits. Issued on the first visit; kept on this device (cleared at
 * sign-out) so the installed app shows it offline.
 */
export function LibraryCard({ uid }: { uid: string }) {
  const { t } = useTranslation('lending');
  const headingId = useId();
  const card = useOneShot(['library-card', uid], () => loadCard(uid));
  const section = useRef<HTMLElement>(null);

  return (
    <section ref={section} className="card library-card" aria-labelledby={headingId} data-testid="library-card">
      <div className="library-card-header">
        <h2 id={headingId}>{t('card.title')}</h2>
        {card.status === 'ready' ? (
          <Button variant="secondary" onClick={() => printAlone(section.current)} className="library-card-print">
            <Printer size={18} aria-hidden="true" />
            {t('card.print')}
          </Button>
        ) : null}
      </div>
      {card.status === 'loading' ? <Spinner /> : null}
      {card.status === 'error' ? <Alert>{t('card.loadFailed')}</Alert> : null}
      {card.status === 'ready' ? (
        <>
          <Barcode number={card.data} label={t('card.barcodeLabel', { number: card.data })} />
          <p className="library-card-number" dir="ltr" data-testid="card-number">
            {groupDigits(card.data)}
          </p>
          <p className="lending-muted">{t('card.hint')}</p>
        </>
      ) : null}
    </section>
  );
}

const CARD_KEY = (uid: string) => `card.${uid}`;

/** From the server (issued on first use), or this device's copy when offline. */
async function loadCard(uid: string): Promise<string> {
  try {
    const { cardNumber } = await getLibraryCard({});
    memberStorage.set(CARD_KEY(uid), cardNumber);
    return cardNumber;
  } catch (err) {
    const kept = memberStorage.get(CARD_KEY(uid));
    if (kept) return kept;
    throw err;
  }
}

/** 2 9417 1234 5678 2: easier to read out at a desk than 14 digits in a row. */
const groupDigits = (n: string) =>
  `${n.slice(0, 1)} ${n.slice(1, 5)} ${n.slice(5, 9)} ${n.slice(9, 13)} ${n.slice(13)}`;

function Barcode({ number, label }: { number: string; label: string }) {
  const { bars, width } = codabarBars(number);
  return (
    <svg
      className="library-card-barcode"
      viewBox={`0 0 ${width} 60`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      preserveAspectRatio="none"
    >
      <rect width={width} height={60} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height={60} fill="#000" />
      ))}
    </svg>
  );
}
