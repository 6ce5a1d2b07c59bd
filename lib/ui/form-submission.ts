// SPEC §3 "Form submission state", kept per form id (a page can hold several forms, e.g. two contact forms).

export interface FormSubmission {
  expanded: boolean;
  submitting: boolean;
  valid: boolean;
  /** What was submitted, as the form's schema parsed it. */
  data: Readonly<Record<string, unknown>> | null;
  message: string | null;
  sent: boolean;
  success: boolean;
}

/** A form nobody has touched. Shared and frozen, so selectors of untouched forms return the same object. */
export const idleForm: Readonly<FormSubmission> = Object.freeze({
  expanded: false,
  submitting: false,
  valid: false,
  data: null,
  message: null,
  sent: false,
  success: false,
});

export interface SubmitResult {
  success: boolean;
  message: string | null;
}
