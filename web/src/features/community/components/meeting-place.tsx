import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../api/community-model';

/** Where the next meeting is (a branch and room, and/or a link to join online), for GroupFacts on the group page. */
export function MeetingPlace({ group }: { group: Group }) {
  const { t } = useTranslation('community');
  return group.nextMeeting && (group.meetingBranch || group.meetingLink) ? (
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
