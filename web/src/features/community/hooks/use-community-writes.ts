import { useMutation } from '@/lib/data/use-mutation';
import { createDiscussion } from '../api/discussions';
import { createGroup, joinGroup, leaveGroup } from '../api/groups';

/** Join a group, or leave it when `member`. */
const changeMembership = (groupId: string, member: boolean) => (member ? leaveGroup : joinGroup)({ groupId });

/** The community's writes (moderated callables), each with the app's busy/error convention. */
export const useMembershipChange = () => useMutation('membership change', changeMembership);
export const useCreateGroup = () => useMutation('create group', createGroup);
export const useCreateDiscussion = () => useMutation('create discussion', createDiscussion);
