/** A MARC record as plain data: the same shape as @natlibfi/marc-record's JSON. */
export interface MarcSubfield {
  code: string;
  value: string;
}
export interface MarcControlField {
  tag: string;
  value: string;
}
export interface MarcDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: MarcSubfield[];
}
export type MarcField = MarcControlField | MarcDataField;
export interface MarcData {
  leader: string;
  fields: MarcField[];
}
export const isDataField = (f: MarcField): f is MarcDataField => 'subfields' in f;

/** Why a record could not be read (the report names it; the staff screen says "could not be read"). */
export type MarcProblem = 'bad-leader' | 'bad-directory' | 'bad-length' | 'bad-encoding' | 'bad-xml';

export type MarcReadResult =
  { index: number; record: MarcData; warnings: string[] } | { index: number; problem: MarcProblem; detail: string };
