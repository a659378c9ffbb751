import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { Group } from '../api/community-model';

const dialogs = () => import('./manage-group-dialogs');
const EditGroupModal = lazyDialog(() => dialogs().then((m) => m.EditGroupModal));
const TransferGroupModal = lazyDialog(() => dialogs().then((m) => m.TransferGroupModal));
const CloseGroupModal = lazyDialog(() => dialogs().then((m) => m.CloseGroupModal));

type Dialog = 'edit' | 'transfer' | 'close' | null;

/** The creator's tools on a group's page; the dialogs (and their form code) load when first wanted. */
export function ManageGroup({ group, uid }: { group: Group; uid: string }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState<Dialog>(null);
  const onOpenChange = (which: Dialog) => (next: boolean) => setOpen(next ? which : null);
  const preload = () => void EditGroupModal.preload();

  return (
    <div className="group-manage" role="group" aria-label={t('manage.label')}>
      <Button size="sm" onClick={() => setOpen('edit')} onPointerEnter={preload} onFocus={preload}>
        {t('manage.edit')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('transfer')} onFocus={preload}>
        {t('manage.transfer')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setOpen('close')} onFocus={preload}>
        {t('manage.close')}
      </Button>
      <EditGroupModal open={open === 'edit'} onOpenChange={onOpenChange('edit')} group={group} />
      <TransferGroupModal open={open === 'transfer'} onOpenChange={onOpenChange('transfer')} group={group} uid={uid} />
      <CloseGroupModal open={open === 'close'} onOpenChange={onOpenChange('close')} group={group} />
    </div>
  );
}
