'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formErrorMessage, ownerLoginSchema, type Locale, type OwnerLoginFormInput } from '@coast/domain';
import { postJson } from './post-json';
import { TextField } from './text-field';
import type { OwnerTexts } from './texts';

interface Props {
  readonly locale: Locale;
  readonly texts: OwnerTexts;
  readonly onLoggedIn: (email: string) => void;
  /** With the address typed so far, so the forgot form need not ask for it again. */
  readonly onForgot: (email: string) => void;
}

const failureText = (status: number, texts: OwnerTexts) =>
  status === 429 ? texts.tooManyAttempts : status === 401 || status === 400 ? texts.wrongCredentials : texts.unavailable;

/** E-mail and password; a failure says the spec's "Login failed" and why, never which of the two was wrong. */
export function LoginForm({ locale, texts, onLoggedIn, onForgot }: Props) {
  const { register, handleSubmit, formState, setError, getValues } = useForm<OwnerLoginFormInput>({ resolver: zodResolver(ownerLoginSchema) });
  const submit = handleSubmit(async (data) => {
    const answer = await postJson('/api/owner/login/', data);
    if (answer.status === 200 && answer.body?.ok) onLoggedIn(data.email);
    else setError('root', { message: failureText(answer.status, texts) });
  });
  const errors = formState.errors;
  return (
    // method="post": a send the browser makes itself (before the script) never puts the password in the address.
    <form method="post" onSubmit={submit} noValidate aria-labelledby="owner-login-title">
      <h2 id="owner-login-title">{texts.loginTitle}</h2>
      {errors.root ? (
        <div role="alert" className="form-problem">
          <strong>{texts.loginFailed}</strong> <span>{errors.root.message}</span>
        </div>
      ) : null}
      <TextField
        id="owner-email"
        label={texts.email}
        type="email"
        autoComplete="username"
        error={errors.email && formErrorMessage(errors.email.message, locale)}
        field={register('email')}
      />
      <TextField
        id="owner-password"
        label={texts.password}
        type="password"
        autoComplete="current-password"
        error={errors.password && formErrorMessage(errors.password.message, locale)}
        field={register('password')}
      />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {texts.login}
      </button>
      <button type="button" className="link-button" onClick={() => onForgot(getValues('email') ?? '')}>
        {texts.forgotLink}
      </button>
    </form>
  );
}
