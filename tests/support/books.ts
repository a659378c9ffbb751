import { FieldValue } from 'firebase-admin/firestore';

/** A minimal valid book as the Admin SDK writes it: the fixture of the smoke test, benches and drills. */
export function plainBook(title: string, author: string, description = '') {
  return {
    title,
    titleLower: title.toLowerCase(),
    author,
    description,
    coverUrl: '',
    formats: ['ebook'],
    tags: [],
    moods: [],
    available: true,
    aiGenerated: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
