import { logger } from 'firebase-functions/v2';
import { AI_CALLABLE, describeAiFailure, draftFailure, getAiService } from '../ai/index.js';
import { callable } from '../lib/callable.js';

/**
 * Drafts a description, 5 tags and 2 moods from title and author for librarians and admins.
 * Nothing is stored: the draft fills the book form, and the librarian decides what to save.
 * Output that is not the JSON asked for -> 'ai-parse-failed' ("Failed to parse the generated
 * content"); any other failure -> 'ai-failed' ("Failed to generate description and tags").
 */
export const generateBookMetadata = callable('generateBookMetadata', {
  rateLimit: 'generateMetadata',
  ...AI_CALLABLE,
  handler: async ({ title, author }) => {
    try {
      return await getAiService().generateBookMetadata(title, author);
    } catch (err) {
      logger.warn('metadata generation failed', describeAiFailure(err));
      throw draftFailure(err);
    }
  },
});
