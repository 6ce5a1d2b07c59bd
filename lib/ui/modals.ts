// SPEC §3 "Modal states": which modals are open, and what the ones that need context were opened with.

export const modalIds = [
  'login',
  'reset',
  'register',
  'magazine',
  'changePassword',
  'contactBroker',
  'reportListing',
  'feedback',
  'financeContact',
] as const;
export type ModalId = (typeof modalIds)[number];

/** SPEC §3: the magazine modal is opened for a listing (or none), from a source, for a form. */
export interface MagazineRequest {
  propertyId: number | null;
  source: string;
  formId: string;
}

/** The finance contact modal is opened for one finance center, from a page that may name a listing. */
export interface FinanceContactRequest {
  financeCenterId: number;
  name: string;
  /** What the calculator says the visitor borrows, to start the form with. */
  loanAmount: number | null;
}

/** What a modal is opened with; modals not named here open without context. */
export interface ModalContexts {
  magazine: MagazineRequest;
  financeContact: FinanceContactRequest;
}

/** `openModal('magazine', request)` needs its request; `openModal('login')` takes nothing more. */
export type ModalArgs<K extends ModalId> = K extends keyof ModalContexts ? [context: ModalContexts[K]] : [];

export type OpenModals = Readonly<Record<ModalId, boolean>>;

export const noOpenModals: OpenModals = Object.freeze(Object.fromEntries(modalIds.map((id) => [id, false])) as Record<ModalId, boolean>);
