// @natlibfi/marc-record-serializers ships no types: what the tests use of it (they read our files
// back with natlibfi's readers, a second opinion on the writers).
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
  type ValidationOptions = Record<string, boolean>;
  export const MARCXML: {
    from(xml: string, validationOptions?: ValidationOptions): Promise<MarcRecordLike>;
  };
  export const ISO2709: {
    from(record: string, validationOptions?: ValidationOptions): MarcRecordLike;
  };
}
