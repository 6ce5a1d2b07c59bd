import { notFound } from 'next/navigation';
import { isInputError } from './input-error';

/**
 * For pages: a value PostgreSQL cannot hold (a data exception, see input-error.ts) means the request
 * asks for something that cannot exist, so the page is "not found" rather than a 500. Every other
 * error is rethrown, Next's own notFound() and redirect() signals included.
 */
export async function notFoundOnInputError<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isInputError(error)) notFound();
    throw error;
  }
}
