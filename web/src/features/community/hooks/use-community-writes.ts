import { useMutation } from '@/lib/data/use-mutation';
import {
  closeGroup,
  createDiscussion,
  createGroup,
  joinGroup,
  leaveGroup,
  transferGroup,
  updateGroup,
} from '../api/calls';

/** Join a group, or leave it when `member`. */
const changeMembership = (groupId: string, member: boolean) => (member ? leaveGroup : joinGroup)({ groupId });

/** The community's writes (moderated callables), each with the app's busy/error convention. */
export const useMembershipChange = () => useMutation('membership change', changeMembership);
export const useCreateGroup = () => useMutation('create group', createGroup);
export const useCreateDiscussion = () => useMutation('create discussion', createDiscussion);
/** A group's creator managing it (the server checks the caller is the current creator). */
export const useUpdateGroup = () => useMutation('update group', updateGroup);
export const useTransferGroup = () => useMutation('transfer group', transferGroup);
export const useCloseGroup = () => useMutation('close group', closeGroup);
