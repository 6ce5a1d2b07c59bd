'use client';

import { LoginPromptModal } from './login-prompt-modal';
import { ShareModal } from './share-modal';
import { FeedbackModal, ReportListingModal } from './store-modals';

export interface ActionModalsProps {
  listingId: number;
  pagePath: string;
  loginHref: string;
  signUpHref: string;
  shareOpen: boolean;
  onShareClose: () => void;
}

/** The actions bar's dialogs: share, report, feedback and the login prompt. A chunk of their own (listing-actions.tsx). */
export default function ActionModals({ listingId, pagePath, loginHref, signUpHref, shareOpen, onShareClose }: ActionModalsProps) {
  return (
    <>
      <ShareModal open={shareOpen} onClose={onShareClose} listingId={listingId} pagePath={pagePath} />
      <ReportListingModal listingId={listingId} />
      <FeedbackModal />
      <LoginPromptModal loginHref={loginHref} signUpHref={signUpHref} />
    </>
  );
}
