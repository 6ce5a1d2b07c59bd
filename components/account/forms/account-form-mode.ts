/** The account forms a visitor moves between (the UI store's modal ids of the same name). */
export type AccountFormMode = 'login' | 'register' | 'reset';

/** Where a form is shown: ids and submission state stay apart when the login page also opens a modal. */
export type FormPlacement = 'modal' | 'page';
