import { useCheckIn } from '../hooks/use-desk';
import { CopyScanPanel } from './copy-scan-panel';

/** Check In: the copy's loan closes; it goes back to the shelf, or to a member's hold here or at another branch. */
export function CheckInPanel() {
  const checkIn = useCheckIn();
  return <CopyScanPanel kind="checkIn" busy={checkIn.busy} run={(barcode) => checkIn.run({ barcode })} />;
}
