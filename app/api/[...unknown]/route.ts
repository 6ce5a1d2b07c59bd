import { apiError } from '@/lib/http/api-response';

// Any /api path without a route of its own: a JSON 404 for every method (never a page).
const notFound = async () => apiError(404, ['No such API endpoint']);

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
