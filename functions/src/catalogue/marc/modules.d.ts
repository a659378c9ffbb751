// The two MARC packages ship no types: what this folder uses of them.
declare module '@natlibfi/marc-record-serializers' {
  interface MarcRecordLike {
    toObject(): {
      leader: string;
      fields: Array<{
        tag: string;
        value?: string;
        ind1?: string;
        ind2?: string;
        subfields?: Array<{ code: string; value?: string }>;
      }>;
    };
  }
  export const MARCXML: {
    from(xml: string, validationOptions?: Record<string, boolean>): Promise<MarcRecordLike>;
  };
}
declare module 'marc8' {
  export default function marc8(
    input: string,
    options?: { normalization?: string | false; invalid?: 'replace'; replace?: string },
  ): string;
}
