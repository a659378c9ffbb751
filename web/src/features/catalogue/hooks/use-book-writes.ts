import { useMutation } from '@/lib/data/use-mutation';
import { createBook, deleteBook, updateBook } from '../api/books';
import { generateBookMetadata } from '../api/generate-metadata';

/** Staff actions on the catalogue (writes and the AI metadata callable), with the app's busy/error convention. */
export const useCreateBook = () => useMutation('create book', createBook);
export const useUpdateBook = () => useMutation('update book', updateBook);
export const useDeleteBook = () => useMutation('delete book', deleteBook);
export const useGenerateMetadata = () => useMutation('generate metadata', generateBookMetadata);
