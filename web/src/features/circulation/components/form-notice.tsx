import { Alert } from '@/components/ui/alert';

export type Notice = { tone: 'success' | 'error'; text: string };

/** A form's last outcome, across the whole width of its grid row. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return notice ? (
    <div className="form-notice">
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
  ) : null;
}
