'use client';

import { ShareModal } from './share-modal';
import { FeedbackModal, ReportListingModal } from './store-modals';

export interface ActionModalsProps {
  listingId: number;
  pagePath: string;
  shareOpen: boolean;
  onShareClose: () => void;
}

/** The actions bar's dialogs: share, report and feedback (login is the root layout's). A chunk of their own (listing-actions.tsx). */
export default function ActionModals({ listingId, pagePath, shareOpen, onShareClose }: ActionModalsProps) {
  return (
    <>
      <ShareModal open={shareOpen} onClose={onShareClose} listingId={listingId} pagePath={pagePath} />
      <ReportListingModal listingId={listingId} />
      <FeedbackModal />
    </>
  );
}
