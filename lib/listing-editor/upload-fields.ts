// The form fields the seller upload routes read their files from (app/api/seller/uploads/): photos and
// listing PDFs go up separately, each under its own caps (lib/uploads).
export const uploadFields = { photos: 'photos', documents: 'documents' } as const;
