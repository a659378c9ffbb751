import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  moderateItem,
  subscribeOpenItems,
  subscribeReports,
  type ModerationItem,
  type Report,
} from '../api/moderation';

export const useModerationQueue = () =>
  useSubscription<ModerationItem[]>(['moderation-queue'], (emit, fail) => subscribeOpenItems(emit, fail));

export const useItemReports = (itemId: string, reported: boolean) =>
  useSubscription<Report[]>(reported ? ['moderation-reports', itemId] : null, (emit, fail) =>
    subscribeReports(itemId, emit, fail),
  );

export const useModerateItem = () => useMutation('moderate item', moderateItem);
