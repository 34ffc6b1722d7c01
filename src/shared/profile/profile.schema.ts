import { z } from 'zod';

/** The editable profile; the API's fields are snake_case, as in the `profiles` table. */

const PROFILE_NAME_MAX_LENGTH = 100;

export const PROFILE_NOTICES = {
  noUserLoggedIn: 'No user logged in',
  emailReadOnly: 'Email cannot be changed from this page.',
  displayNameHint: 'Leave blank to use your first and last name.',
  updateSuccess: { title: 'Success', text: 'Profile updated successfully!' },
  updateError: { title: 'Error', text: 'Failed to update profile. Please try again.' },
  nameTooLong: `Must be at most ${PROFILE_NAME_MAX_LENGTH} characters long.`,
} as const;

/** `GET /api/profile` and the answer of `PATCH /api/profile`. */
export const profileSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  email: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Trimmed; an empty value is saved as null. */
const profileField = z
  .union([
    z.string().trim().max(PROFILE_NAME_MAX_LENGTH, { error: PROFILE_NOTICES.nameTooLong }),
    z.null(),
  ])
  .transform((value) => (value === null || value === '' ? null : value))
  .optional();

/** `PATCH /api/profile`: any of the three fields; anything else (id, email …) is refused. */
export const profileUpdateSchema = z.strictObject({
  first_name: profileField,
  last_name: profileField,
  display_name: profileField,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
