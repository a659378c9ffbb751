import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../api/community-model';

type Place = Pick<Group, 'meetingBranch' | 'meetingRoom' | 'meetingLink'>;

/**
 * Where a meeting is (a branch and room, and/or a link to join online), among the facts of the
 * group page (its next meeting) or a meeting's page; nothing when `place` is null or says nowhere.
 */
export function MeetingPlace({ place: group }: { place: Place | null }) {
  const { t } = useTranslation('community');
  return group && (group.meetingBranch || group.meetingLink) ? (
    <div>
      <dt>
        <MapPin size={16} aria-hidden="true" /> {t('groups.meetingPlace')}
      </dt>
      <dd data-testid="meeting-place">
        {group.meetingBranch ? (
          <span>
            {t(`common:branches.${group.meetingBranch}`)}
            {group.meetingRoom ? (
              <>
                {t('groups.placeSeparator')}
                <bdi>{group.meetingRoom}</bdi>
              </>
            ) : null}
          </span>
        ) : null}
        {group.meetingBranch && group.meetingLink ? t('groups.andOnline') : null}
        {group.meetingLink ? (
          <a href={group.meetingLink} rel="noopener noreferrer nofollow" target="_blank">
            {t('groups.joinOnline')}
          </a>
        ) : null}
      </dd>
    </div>
  ) : null;
}
