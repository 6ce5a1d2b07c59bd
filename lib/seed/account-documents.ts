import type { AccountRow, SeedAccount } from './accounts-gen';
import { ACCOUNT_IMAGE_SIZE, accountImageKey, type AccountImageKind } from './account-images';
import type { DocumentRow } from './listing-media-gen';

export interface AccountDocuments {
  documents: DocumentRow[];
  accounts: AccountRow[];
  /** Which images the pool must hold. */
  images: Array<readonly [AccountImageKind, string]>;
}

/** One documents row per portrait and logo (sharing the initials files), ids from `firstDocumentId`. */
export function accountDocuments(accounts: readonly SeedAccount[], firstDocumentId: number): AccountDocuments {
  let next = firstDocumentId;
  const documents: DocumentRow[] = [];
  const images: Array<readonly [AccountImageKind, string]> = [];
  const document = (kind: AccountImageKind, initials: string | null): number | null => {
    if (!initials) return null;
    images.push([kind, initials]);
    documents.push({ id: next, storageKey: accountImageKey(kind, initials), contentType: 'image/png', width: ACCOUNT_IMAGE_SIZE, height: ACCOUNT_IMAGE_SIZE });
    return next++;
  };
  const rows = accounts.map((a) => ({
    ...a.row,
    portraitDocumentId: document('portrait', a.portraitInitials),
    logoDocumentId: document('logo', a.logoInitials),
  }));
  return { documents, accounts: rows, images };
}
