// Client UI state and the SPEC §9 layout constants. Safe for server code too: the React context lives
// in ./ui-store-context, which only client files import.
export { breakpoints, isAtLeast, tailwindScreens, type Breakpoint } from './breakpoints';
export { PLACARD_IN_VIEW_MARGIN, PRELOAD_AHEAD, preloadAhead, preloadedSlides, withPreloadedSlides } from './placard-carousel-settings';
export { carouselModeFlag, carouselModes, closedCarousel, openedCarousel, type CarouselMode, type CarouselState } from './full-screen-carousel';
export { modalIds, noOpenModals, type FinanceContactRequest, type MagazineRequest, type ModalArgs, type ModalContexts, type ModalId, type OpenModals } from './modals';
export { idleForm, type FormSubmission, type SubmitResult } from './form-submission';
export { createUiStore, formSubmission, initialUiState, type UiActions, type UiState, type UiStore, type UiStoreState } from './ui-store';
