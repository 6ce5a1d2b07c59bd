import { z } from 'zod';

/** The honeypot field of every visitor form: hidden from people (and from assistive technology), filled by bots. */
export const HONEYPOT_FIELD = 'website';
export const honeypotField = z.string().max(500);

export const isTrapped = (form: { website: string }): boolean => form.website.trim() !== '';
