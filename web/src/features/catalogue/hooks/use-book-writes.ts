import { useMutation } from '@/lib/data/use-mutation';
import type * as BooksApi from '../api/books';
import { generateBookMetadata } from '../api/generate-metadata';

/**
 * The writes' code (Firestore, ~80 KB gzip) loads with the first write or read of the staff form, not
 * with the screen: the forms show sooner (and stay within the staff routes' budget, docs/performance.md).
 */
export const booksApi = () => import('../api/books');

const createBook = async (...args: Parameters<typeof BooksApi.createBook>) => (await booksApi()).createBook(...args);
const updateBook = async (...args: Parameters<typeof BooksApi.updateBook>) => (await booksApi()).updateBook(...args);
const deleteBook = async (...args: Parameters<typeof BooksApi.deleteBook>) => (await booksApi()).deleteBook(...args);

/** Staff actions on the catalogue (writes and the AI metadata callable), with the app's busy/error convention. */
export const useCreateBook = () => useMutation('create book', createBook);
export const useUpdateBook = () => useMutation('update book', updateBook);
export const useDeleteBook = () => useMutation('delete book', deleteBook);
export const useGenerateMetadata = () => useMutation('generate metadata', generateBookMetadata);
