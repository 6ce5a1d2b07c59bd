import { z } from 'zod';

// What the profile routes answer (GET and PUT /api/seller/profile, the profile-image upload), read in
// the browser through these schemas. Stored values are sent as stored: an older value that today's
// rules would refuse still loads, and the form says what to change when it is saved.

export const profileImageKinds = ['portrait', 'logo'] as const;
export type ProfileImageKind = (typeof profileImageKinds)[number];

/** The form fields the image upload reads its one file from: the field's name says which image it is. */
export const profileImageFields: Readonly<Record<ProfileImageKind, string>> = { portrait: 'portrait', logo: 'logo' };

export const profileImageSchema = z.object({
  documentId: z.number().int().positive(),
  /** The image as the public profile shows it (the image service's URL). */
  src: z.string(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

export const sellerProfileViewSchema = z.object({
  accountId: z.number().int().positive(),
  /** The name the public profile shows (the contact, else the company). */
  name: z.string(),
  companyName: z.string().nullable(),
  values: z.object({
    description: z.string(),
    licenseNumber: z.string(),
    officePhone: z.string(),
    preferredPhone: z.string(),
    websiteUrl: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    stateId: z.number().nullable(),
    zip: z.string(),
  }),
  portrait: profileImageSchema.nullable(),
  logo: profileImageSchema.nullable(),
  /** The public profile page on the site that answered. */
  profileHref: z.string(),
  updatedAt: z.string(),
});
export type SellerProfileView = z.infer<typeof sellerProfileViewSchema>;

/** One image as the upload route answers it. */
export const uploadedProfileImageSchema = profileImageSchema.extend({ kind: z.enum(profileImageKinds) });
export type UploadedProfileImage = z.infer<typeof uploadedProfileImageSchema>;
