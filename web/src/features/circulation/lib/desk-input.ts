import { barcodeSchema, emailSchema, findMemberSchema, searchMembersSchema } from '@shared/schemas';
import { safeParse } from 'zod/mini';

/** The first validation message key (validation.*) of `value` against `schema`, or undefined. */
const firstError =
  (
    schema:
      | typeof barcodeSchema
      | typeof emailSchema
      | typeof findMemberSchema.shape.query
      | typeof searchMembersSchema.shape.name,
  ) =>
  (value: string) => {
    const result = safeParse(schema, value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

/** The desk checks what was typed with the callables' own schemas before it asks the server. */
export const barcodeError = firstError(barcodeSchema);
export const emailError = firstError(emailSchema);
/** Find Member's field: a card number or an e-mail address. */
export const memberQueryError = firstError(findMemberSchema.shape.query);
/** Or the start of a member's name (Find Member by name). */
export const memberNameError = firstError(searchMembersSchema.shape.name);
