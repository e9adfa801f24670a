import * as z from '../zod';
import { civilityField, emailField, message, newPasswordField, requiredText } from '../fields';

/** Owner portal login: e-mail and password (any length: existing passwords are not re-judged). */
export const ownerLoginSchema = z.object({
  email: emailField(),
  password: z.string(message('required')).min(1, message('required')).max(200, message('tooLong')),
});

/** Asking for a new password by e-mail. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** 'passwordMismatch' on the confirmation, once it is filled in (an empty one already says 'required'). */
const confirmationMatches = (data: { password?: unknown; confirmPassword?: unknown }) =>
  typeof data.confirmPassword !== 'string' || data.confirmPassword === '' || data.password === data.confirmPassword;

const mismatch = { ...message('passwordMismatch'), path: ['confirmPassword'] };

/** Setting a new password: password and its confirmation, which must match. */
export const passwordResetSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: z.string(message('required')).min(1, message('required')),
  })
  .refine(confirmationMatches, mismatch);

/** Registering an owner account: the person, e-mail, password and matching confirmation. */
export const registrationSchema = z
  .object({
    title: civilityField(),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string(message('required')).min(1, message('required')),
  })
  .refine(confirmationMatches, mismatch);

export type OwnerLoginFormInput = z.input<typeof ownerLoginSchema>;
export type ForgotPasswordFormData = z.output<typeof forgotPasswordSchema>;
export type PasswordResetFormData = z.output<typeof passwordResetSchema>;
