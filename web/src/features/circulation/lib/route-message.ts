import type { TFunction } from 'i18next';
import type { CopyRouteResponse } from '@shared/api';
import { formatDate } from '@/lib/format-date';
import type { ScanResult } from '../components/scan-log';
import { titleFor } from './title-for';

/**
 * What the desk says after a copy was checked in, sent or received: back to a shelf, onto the
 * hold shelf for a member, into the van for another branch, or (received at the wrong branch) on
 * to where it is going.
 */
export function routeMessage(
  copy: CopyRouteResponse,
  barcode: string,
  t: TFunction,
  language: string,
): Pick<ScanResult, 'tone' | 'text'> {
  const said = { title: titleFor(copy, language), barcode, name: copy.holdMemberName ?? '' };
  const branch = t(`common:branches.${copy.pickupBranchId ?? copy.branchId}`);
  const date = (iso: string | undefined) => (iso ? formatDate(new Date(iso), language) : '');
  switch (copy.outcome) {
    case 'hold':
      return { tone: 'info', text: t('route.toHold', { ...said, branch, date: date(copy.readyUntil) }) };
    case 'transit':
      return { tone: 'info', text: t('route.toTransit', { ...said, branch, date: date(copy.expectedAt) }) };
    case 'onward':
      return { tone: 'error', text: t('route.onward', { ...said, branch }) };
    default:
      return { tone: 'success', text: t('route.toShelf', { ...said, branch }) };
  }
}
