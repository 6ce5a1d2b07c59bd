import { createStore, type StoreApi } from 'zustand/vanilla';
import { closedCarousel, openedCarousel, slideIndex, type CarouselMode, type CarouselState } from './full-screen-carousel';
import { idleForm, type FormSubmission, type SubmitResult } from './form-submission';
import { noOpenModals, type ModalArgs, type ModalContexts, type ModalId, type OpenModals } from './modals';

// The client UI state SPEC §3 lists that is not shareable (STYLE: the URL holds anything shareable).
// One store per request tree, made by UiStoreProvider; never a module-level store, which a server
// would share between requests.

export interface UiState {
  carousel: CarouselState;
  modals: OpenModals;
  modalContexts: Partial<ModalContexts>;
  forms: Readonly<Record<string, FormSubmission>>;
  searchLoading: boolean;
  /** SPEC §3 saveSearch expanded: the search page's save-search panel is open. */
  saveSearchExpanded: boolean;
}

export interface UiActions {
  /** SPEC §4: opening sets the mode and the slide index. */
  openCarousel: (mode: CarouselMode, slideIndex?: number) => void;
  /** SPEC §4: closing resets every carousel field. */
  closeCarousel: () => void;
  /** The visitor moved to another slide of the open carousel; ignored while it is closed. */
  showCarouselSlide: (slideIndex: number) => void;
  openModal: <K extends ModalId>(id: K, ...args: ModalArgs<K>) => void;
  closeModal: (id: ModalId) => void;
  updateForm: (formId: string, patch: Partial<FormSubmission>) => void;
  /** Valid data is on its way to the server. */
  startSubmit: (formId: string, data: Readonly<Record<string, unknown>>) => void;
  finishSubmit: (formId: string, result: SubmitResult) => void;
  resetForm: (formId: string) => void;
  setSearchLoading: (loading: boolean) => void;
  setSaveSearchExpanded: (expanded: boolean) => void;
}

export type UiStoreState = UiState & UiActions;
export type UiStore = StoreApi<UiStoreState>;

export const initialUiState: Readonly<UiState> = Object.freeze({
  carousel: closedCarousel,
  modals: noOpenModals,
  modalContexts: {},
  forms: {},
  searchLoading: false,
  saveSearchExpanded: false,
});

/** A form's submission state; the shared idle state for a form that has none yet. */
export function formSubmission(state: Pick<UiState, 'forms'>, formId: string): FormSubmission {
  return state.forms[formId] ?? idleForm;
}

export function createUiStore(initial: Partial<UiState> = {}): UiStore {
  return createStore<UiStoreState>()((set) => {
    const patchForm = (formId: string, patch: Partial<FormSubmission>) =>
      set((s) => ({ forms: { ...s.forms, [formId]: { ...formSubmission(s, formId), ...patch } } }));

    return {
      ...initialUiState,
      ...initial,
      openCarousel: (mode, index = 0) => set({ carousel: openedCarousel(mode, index) }),
      closeCarousel: () => set({ carousel: closedCarousel }),
      showCarouselSlide: (index) =>
        set((s) => (s.carousel.displayFullScreenCarousel ? { carousel: { ...s.carousel, currentCarouselSlideIndex: slideIndex(index) } } : s)),
      openModal: (id, ...args) =>
        set((s) => ({
          modals: { ...s.modals, [id]: true },
          modalContexts: args.length > 0 ? { ...s.modalContexts, [id]: args[0] } : s.modalContexts,
        })),
      closeModal: (id) =>
        set((s) => {
          const { [id as keyof ModalContexts]: _closed, ...others } = s.modalContexts;
          return { modals: { ...s.modals, [id]: false }, modalContexts: others };
        }),
      updateForm: patchForm,
      startSubmit: (formId, data) => patchForm(formId, { submitting: true, valid: true, data, message: null, sent: false, success: false }),
      finishSubmit: (formId, { success, message }) => patchForm(formId, { submitting: false, sent: true, success, message }),
      resetForm: (formId) =>
        set((s) => {
          const { [formId]: _reset, ...others } = s.forms;
          return { forms: others };
        }),
      setSearchLoading: (loading) => set({ searchLoading: loading }),
      setSaveSearchExpanded: (expanded) => set({ saveSearchExpanded: expanded }),
    };
  });
}
