'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formErrorMessage, passwordResetSchema, type Locale, type PasswordResetFormData } from '@coast/domain';
import { postJson } from './post-json';
import { TextField } from './text-field';
import type { OwnerTexts } from './texts';

interface Props {
  readonly locale: Locale;
  readonly texts: OwnerTexts;
  /** The code from the mail's link (the page's fragment). */
  readonly code: string;
  readonly onDone: () => void;
}

/** The invitation's and forgot-password's form: a new password (ASVS rule in @coast/domain) and its confirmation. */
export function SetPasswordForm({ locale, texts, code, onDone }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetFormData>({ resolver: zodResolver(passwordResetSchema) });
  const submit = handleSubmit(async (data) => {
    const answer = await postJson('/api/owner/set-password/', { ...data, code });
    if (answer.status === 200) return onDone();
    const fields = answer.body?.error?.fields;
    if (fields?.password) return setError('password', { message: fields.password });
    setError('root', { message: answer.body?.error?.name === 'LinkInvalid' ? texts.linkInvalid : texts.unavailable });
  });
  const errors = formState.errors;
  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="owner-set-title">
      <h2 id="owner-set-title">{texts.setTitle}</h2>
      {errors.root ? (
        <p role="alert" className="form-problem">
          {errors.root.message}
        </p>
      ) : null}
      <TextField
        id="owner-new-password"
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        hint={texts.passwordHint}
        error={errors.password && formErrorMessage(errors.password.message, locale)}
        field={register('password')}
      />
      <TextField
        id="owner-confirm-password"
        label={texts.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword && formErrorMessage(errors.confirmPassword.message, locale)}
        field={register('confirmPassword')}
      />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {texts.setSave}
      </button>
    </form>
  );
}
