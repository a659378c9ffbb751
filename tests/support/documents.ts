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

/** A discussion without replies as the Admin SDK writes it, by a script rather than a member. */
export function plainDiscussion(title: string, content: string, author: string) {
  return {
    title,
    content,
    createdBy: author.toLowerCase(),
    authorName: author,
    createdAt: FieldValue.serverTimestamp(),
    replyCount: 0,
    lastActivityAt: FieldValue.serverTimestamp(),
  };
}
