import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * The field a barcode scanner types into: no autocomplete, capitals or spell check in the way, and
 * left to right on Arabic pages too (a code reads the same in every language).
 */
export const BarcodeInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function BarcodeInput(props, ref) {
    return (
      <input
        ref={ref}
        className="input desk-barcode"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...props}
      />
    );
  },
);

/** After a scan went through: the field loses that barcode, but what was typed after its Enter (a fast next scan) stays. */
export const withoutScanned = (scanned: string) => (current: string) =>
  current.startsWith(scanned) ? current.slice(scanned.length) : current;

/** After a refusal: the barcode stays as typed, selected, so the next scan replaces it. */
export function selectForNextScan(field: HTMLInputElement | null) {
  field?.focus();
  field?.select();
}
