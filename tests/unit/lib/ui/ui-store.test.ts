import { describe, expect, it } from 'vitest';
import { carouselModeFlag, carouselModes, closedCarousel, createUiStore, formSubmission, idleForm, modalIds } from '@/lib/ui';

describe('UI store: full-screen carousel (SPEC §3, §4)', () => {
  it('starts closed, on slide 0', () => {
    expect(createUiStore().getState().carousel).toEqual({
      displayFullScreenCarousel: false,
      openGallery: false,
      openVideo: false,
      openTour: false,
      isPropertyMap: false,
      isLocalMap: false,
      currentCarouselSlideIndex: 0,
    });
  });

  it.each(carouselModes)('opening in %s mode sets only that mode and the slide index', (mode) => {
    const store = createUiStore();
    store.getState().openCarousel(mode, 3);
    const { carousel } = store.getState();
    expect(carousel.displayFullScreenCarousel).toBe(true);
    expect(carousel.currentCarouselSlideIndex).toBe(3);
    const flags = Object.values(carouselModeFlag);
    expect(flags.filter((flag) => carousel[flag])).toEqual([carouselModeFlag[mode]]);
  });

  it('opening another mode replaces the first one', () => {
    const store = createUiStore();
    store.getState().openCarousel('video');
    store.getState().openCarousel('tour', 1);
    expect(store.getState().carousel).toMatchObject({ openVideo: false, openTour: true, currentCarouselSlideIndex: 1 });
  });

  it('closing resets every carousel field', () => {
    const store = createUiStore();
    store.getState().openCarousel('propertyMap', 4);
    store.getState().showCarouselSlide(6);
    store.getState().closeCarousel();
    expect(store.getState().carousel).toEqual(closedCarousel);
  });

  it('moves between slides only while open, never below 0', () => {
    const store = createUiStore();
    store.getState().showCarouselSlide(2);
    expect(store.getState().carousel.currentCarouselSlideIndex).toBe(0);
    store.getState().openCarousel('gallery');
    store.getState().showCarouselSlide(2);
    expect(store.getState().carousel.currentCarouselSlideIndex).toBe(2);
    store.getState().showCarouselSlide(-1);
    expect(store.getState().carousel.currentCarouselSlideIndex).toBe(0);
  });
});

describe('UI store: modals (SPEC §3)', () => {
  it('starts with every modal closed', () => {
    const { modals } = createUiStore().getState();
    expect(Object.keys(modals).sort()).toEqual([...modalIds].sort());
    expect(Object.values(modals).every((open) => !open)).toBe(true);
  });

  it('opens and closes each modal on its own', () => {
    const store = createUiStore();
    store.getState().openModal('login');
    store.getState().openModal('feedback');
    store.getState().closeModal('login');
    expect(store.getState().modals).toMatchObject({ login: false, feedback: true, register: false });
  });

  it('keeps what the magazine modal was opened with until it closes', () => {
    const store = createUiStore();
    const request = { propertyId: 42, source: 'placard', formId: 'magazine-42' };
    store.getState().openModal('magazine', request);
    expect(store.getState().modals.magazine).toBe(true);
    expect(store.getState().modalContexts.magazine).toEqual(request);
    store.getState().closeModal('magazine');
    expect(store.getState().modalContexts.magazine).toBeUndefined();
  });
});

describe('UI store: form submission (SPEC §3)', () => {
  it('gives an untouched form the shared idle state', () => {
    const state = createUiStore().getState();
    expect(formSubmission(state, 'contact')).toBe(idleForm);
    expect(idleForm).toEqual({ expanded: false, submitting: false, valid: false, data: null, message: null, sent: false, success: false });
  });

  it('goes from expanded to submitting to sent, per form id', () => {
    const store = createUiStore();
    store.getState().updateForm('contact', { expanded: true });
    store.getState().startSubmit('contact', { email: 'a@example.com' });
    expect(formSubmission(store.getState(), 'contact')).toMatchObject({ expanded: true, submitting: true, valid: true, sent: false });
    store.getState().finishSubmit('contact', { success: true, message: 'Sent' });
    expect(formSubmission(store.getState(), 'contact')).toEqual({
      expanded: true, submitting: false, valid: true, data: { email: 'a@example.com' }, message: 'Sent', sent: true, success: true,
    });
    expect(formSubmission(store.getState(), 'feedback')).toBe(idleForm);
  });

  it('a failed submission keeps the data and the message, and reset forgets the form', () => {
    const store = createUiStore();
    store.getState().startSubmit('feedback', { text: 'hi' });
    store.getState().finishSubmit('feedback', { success: false, message: 'Try again' });
    expect(formSubmission(store.getState(), 'feedback')).toMatchObject({ sent: true, success: false, message: 'Try again', data: { text: 'hi' } });
    store.getState().resetForm('feedback');
    expect(formSubmission(store.getState(), 'feedback')).toBe(idleForm);
  });
});

describe('UI store: search loading and independence', () => {
  it('flags a search in progress', () => {
    const store = createUiStore();
    store.getState().setSearchLoading(true);
    expect(store.getState().searchLoading).toBe(true);
  });

  it('each store is its own: a change in one never shows in another', () => {
    const a = createUiStore();
    const b = createUiStore();
    a.getState().openModal('login');
    a.getState().openCarousel('gallery', 2);
    expect(b.getState().modals.login).toBe(false);
    expect(b.getState().carousel).toEqual(closedCarousel);
  });

  it('starts from the state it is given', () => {
    expect(createUiStore({ searchLoading: true }).getState().searchLoading).toBe(true);
  });
});
