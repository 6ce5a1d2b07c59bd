import { z } from 'zod';
import { emailField, fullNameField, visitorText } from '@/lib/leads';
import { isPhoneFormat, PHONE_MAX } from '@/lib/leads';
import { meetsPasswordPolicy, PASSWORD_MAX_LENGTH } from '@/lib/auth/password-policy';
import type { MessageParams } from '@/lib/validation/messages';
import { notifyFrequencies } from './notify';

// The account forms (SPEC §3 login, register, reset, change password, user info): one schema each for
// the browser (react-hook-form's zodResolver) and the route handler, failing with SPEC §5 messages.
// Client-safe: no server imports.

const issue = (message: MessageParams['message']): { params: MessageParams } => ({ params: { message } });

/** Any password typed to log in: only present and not absurdly long (the policy applies to new ones). */
const enteredPassword = z.string().refine((v) => v.length > 0, issue('required')).refine((v) => v.length <= PASSWORD_MAX_LENGTH, issue('password'));
/** SPEC §5: a new password that breaks our rules gets the password message. */
export const newPassword = z.string().refine((v) => v.length > 0, issue('required')).refine((v) => v === '' || meetsPasswordPolicy(v), issue('password'));

const phoneField = z.string().trim().refine((v) => v === '' || (v.length <= PHONE_MAX && isPhoneFormat(v)), issue('phoneFormat'));
export const phoneTypes = ['mobile', 'home', 'office'] as const;
const phoneTypeField = z.union([z.enum(phoneTypes), z.literal('')]);

export const loginSchema = z.strictObject({ email: emailField, password: enteredPassword });
export type LoginForm = z.input<typeof loginSchema>;

export const signUpSchema = z
  .strictObject({
    name: fullNameField,
    email: emailField,
    password: newPassword,
    confirmPassword: z.string(),
    phone: phoneField,
    phoneType: phoneTypeField,
    /** SPEC §3 user type: a buyer, or a seller/broker who lists land. */
    userType: z.enum(['buyer', 'seller']),
    newsletter: z.boolean(),
  })
  .refine((v) => v.confirmPassword === v.password, { ...issue('password'), path: ['confirmPassword'] });
export type SignUpForm = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/** Reset keys are what /reset/{resetKey} accepts (lib/routing/common-routes.ts). */
export const resetKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

export const resetPasswordSchema = z
  .strictObject({ token: resetKeySchema, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, { ...issue('password'), path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .strictObject({ currentPassword: enteredPassword, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, { ...issue('password'), path: ['confirmPassword'] });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

const addressLine = visitorText(120, { noUrl: true, noEmail: true });
const zipField = z.string().trim().refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), issue('invalid'));
const stateField = z.string().trim().refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), issue('invalid'));

/** SPEC §3 user info a user edits at /account/details/ (the email is the login and stays as it is). */
export const accountDetailsSchema = z.strictObject({
  contactName: fullNameField,
  phone: phoneField,
  phoneType: phoneTypeField,
  newsletter: z.boolean(),
  sendSavedPropertyConfirmation: z.boolean(),
  favoriteAlerts: z.enum(notifyFrequencies),
  mailingAddress1: addressLine,
  mailingAddress2: addressLine,
  mailingCity: visitorText(80, { noUrl: true, noEmail: true }),
  mailingState: stateField,
  mailingZip: zipField,
  billingAddress1: addressLine,
  billingAddress2: addressLine,
  billingCity: visitorText(80, { noUrl: true, noEmail: true }),
  billingState: stateField,
  billingZip: zipField,
});
export type AccountDetailsForm = z.input<typeof accountDetailsSchema>;

/** SPEC §3 saved search, as the search page saves it: a name, how often to mail, and the search's URL. */
export const savedSearchCreateSchema = z.strictObject({
  name: visitorText(100).refine((v) => v.length > 0, issue('required')),
  notify: z.enum(notifyFrequencies),
  /** The search page's path and query on this brand (the server reads the criteria from it again). */
  url: z.string().min(1).max(2000).startsWith('/'),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z
  .strictObject({
    name: visitorText(100).refine((v) => v.length > 0, issue('required')).optional(),
    notify: z.enum(notifyFrequencies).optional(),
    url: z.string().min(1).max(2000).startsWith('/').optional(),
  })
  .refine((v) => v.name !== undefined || v.notify !== undefined || v.url !== undefined, issue('required'));
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;
