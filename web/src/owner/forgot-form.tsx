'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, formErrorMessage, type ForgotPasswordFormData, type Locale } from '@coast/domain';
import { postJson } from './post-json';
import { TextField } from './text-field';
import type { OwnerTexts } from './texts';

interface Props {
  readonly locale: Locale;
  readonly texts: OwnerTexts;
  /** The address typed in the login form, if any. */
  readonly email: string;
  readonly onBack: () => void;
}

/** Asks for a set-password link, starting from the address typed in the login form; the answer is the same whether or not the address is an owner's. */
export function ForgotForm({ locale, texts, email, onBack }: Props) {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ForgotPasswordFormData>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
  });
  const submit = handleSubmit(async (data) => {
    const answer = await postJson('/api/owner/forgot-password/', data);
    if (answer.status === 200) setSent(true);
    else setError('root', { message: answer.status === 429 ? texts.tooManyAttempts : texts.unavailable });
  });
  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="owner-forgot-title">
      <h2 id="owner-forgot-title">{texts.forgotTitle}</h2>
      {sent ? (
        <p role="status">{texts.forgotSent}</p>
      ) : (
        <>
          {formState.errors.root ? (
            <p role="alert" className="form-problem">
              {formState.errors.root.message}
            </p>
          ) : null}
          <TextField
            id="owner-forgot-email"
            label={texts.email}
            type="email"
            autoComplete="username"
            error={formState.errors.email && formErrorMessage(formState.errors.email.message, locale)}
            field={register('email')}
          />
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {texts.forgotSend}
          </button>
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {texts.backToLogin}
      </button>
    </form>
  );
}
