/** Admin list of contact messages (placeholder until the site issue builds it). */
export function ContactMessagesPanel() {
  return null;
}
