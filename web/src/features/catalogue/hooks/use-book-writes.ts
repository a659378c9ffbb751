import { useMutation } from '@/lib/data/use-mutation';
import { createBook, deleteBook, updateBook } from '../api/books';

/** Staff writes to the catalogue, each with the app's busy/error convention. */
export const useCreateBook = () => useMutation('create book', createBook);
export const useUpdateBook = () => useMutation('update book', updateBook);
export const useDeleteBook = () => useMutation('delete book', deleteBook);
