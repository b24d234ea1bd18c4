import { passwordRules, sessionLifetime } from '@studyhub/contract/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { sessionStore } from '../../../lib/storage';
import { useLoginWithPassword } from '../api/login';
import { useRegisterAccount } from '../api/register';
import { useAuth } from '../use-auth';

type Mode = 'login' | 'register';
type Field = 'name' | 'email' | 'password';

interface FormError {
  message: string;
  /** The field the message is about, when it is about one. */
  field?: Field;
}

const texts = {
  login: {
    heading: 'Welcome Back',
    intro: 'Log in to reach your notes, projects and certificates.',
    submit: 'Login',
    pending: 'Logging in...',
    failed: 'Login failed',
    switchPrompt: 'New to StudyHub?',
    switchAction: 'Create an account',
  },
  register: {
    heading: 'Create Account',
    intro: 'Join StudyHub to download notes and earn certificates.',
    submit: 'Register',
    pending: 'Registering...',
    failed: 'Registration failed',
    switchPrompt: 'Already have an account?',
    switchAction: 'Log in',
  },
} as const;

/**
 * The rules the server checks too (the contract's schemas). They load when the form is first
 * used, not with the page: building them costs a budget phone about 100 ms (simulated) that a
 * visitor who only reads the page would pay for nothing.
 */
function loadFormRules() {
  return import('@studyhub/contract/auth');
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

function asField(field: string | undefined): Field | undefined {
  return field === 'name' || field === 'email' || field === 'password' ? field : undefined;
}

/**
 * The login and registration form of /login (spec section 2, 'Login / Register'). The browser's
 * own validation bubbles are off so every check speaks in the same plain words, in the red box.
 * `reason` says under the heading why a screen sent the visitor here (decision 23); `next` is
 * where to go once signed in.
 *
 * HTML first (decision 35): a real form that posts to /login, so a tap before the script is ready
 * signs in all the same (the server answers it and renders this page again when it refuses);
 * with the script, it is sent as JSON in the page. Register mode is an address (?mode=register).
 */
export function AuthForm({
  reason,
  next,
}: {
  reason?: string | null | undefined;
  next?: string | undefined;
} = {}) {
  const { login } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'login';
  const served = useFormResult(mode);
  const [error, setError] = useState<FormError | null>(() =>
    served?.error ? { message: served.error.message, field: asField(served.error.field) } : null,
  );
  const typed = served?.values ?? {};
  // Registration by email (decision 57): what to do next, in place of the form.
  const [emailed, setEmailed] = useState<string | null>(() => served?.done?.message ?? null);
  const loginRequest = useLoginWithPassword();
  const registerRequest = useRegisterAccount();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { error: useId(), passwordHint: useId(), rememberMeHint: useId() };
  const pending = loginRequest.isPending || registerRequest.isPending;
  const text = texts[mode];

  function showError(next: FormError) {
    setError(next);
    if (next.field) formRef.current?.querySelector<HTMLElement>(`[name="${next.field}"]`)?.focus();
  }

  const otherMode = new URLSearchParams(searchParams);
  if (mode === 'login') otherMode.set('mode', 'register');
  else otherMode.delete('mode');
  const otherModeSearch = otherMode.size > 0 ? `?${otherMode}` : '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => String(form.get(name) ?? '');
    setError(null);

    try {
      const { loginBody, registerBody } = await loadFormRules();
      if (mode === 'login') {
        const body = loginBody.safeParse({ email: value('email'), password: value('password') });
        if (!body.success) return showError(firstIssue(body.error.issues));
        const answer = await loginRequest.mutateAsync({
          ...body.data,
          rememberMe: sessionStore.rememberMe(),
        });
        login(answer.user, answer.token);
      } else {
        const rememberMe = form.get('rememberMe') === 'on';
        const body = registerBody.safeParse({
          name: value('name'),
          email: value('email'),
          password: value('password'),
          rememberMe,
        });
        if (!body.success) return showError(firstIssue(body.error.issues));
        const answer = await registerRequest.mutateAsync(body.data);
        sessionStore.saveRememberMe(rememberMe);
        if ('token' in answer) login(answer.user, answer.token);
        else setEmailed(answer.message);
      }
    } catch (failure) {
      showError({ message: serverMessage(failure) ?? text.failed });
    }
  }

  const fieldProps = (field: Field) => ({
    name: field,
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error?.field === field ? ids.error : undefined,
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {text.heading}
      </h1>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      {reason && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
        >
          {reason}
        </p>
      )}

      {emailed && mode === 'register' ? (
        <div
          role="status"
          className="mt-5 rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900"
        >
          {emailed}
        </div>
      ) : (
        <>
          {error && (
            <div
              id={ids.error}
              role="alert"
              className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {error.message}
            </div>
          )}

          <form
            ref={formRef}
            method="post"
            action="/login"
            noValidate
            onSubmit={submit}
            onFocus={() => void loadFormRules()}
            className="mt-6"
          >
            <input type="hidden" name="mode" value={mode} />
            {next && <input type="hidden" name="next" value={next} />}
            <fieldset disabled={pending} className="space-y-4">
              <legend className="sr-only">{text.heading}</legend>
              {mode === 'register' && (
                <div>
                  <label htmlFor="auth-name" className="block text-sm font-medium text-slate-800">
                    Full Name
                  </label>
                  <input
                    id="auth-name"
                    type="text"
                    autoComplete="name"
                    defaultValue={typed.name}
                    required
                    maxLength={80}
                    className={inputClass}
                    {...fieldProps('name')}
                  />
                </div>
              )}
              <div>
                <label htmlFor="auth-email" className="block text-sm font-medium text-slate-800">
                  Email
                </label>
                <input
                  id="auth-email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  defaultValue={typed.email}
                  required
                  className={inputClass}
                  {...fieldProps('email')}
                />
              </div>
              <div>
                <label htmlFor="auth-password" className="block text-sm font-medium text-slate-800">
                  Password
                </label>
                <input
                  id="auth-password"
                  type="password"
                  autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                  required
                  className={inputClass}
                  {...fieldProps('password')}
                  aria-describedby={
                    [
                      error?.field === 'password' && ids.error,
                      mode === 'register' && ids.passwordHint,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                />
                {mode === 'register' && (
                  <p id={ids.passwordHint} className="mt-1 text-sm text-slate-600">
                    {`At least ${passwordRules.minLength} characters.`}
                  </p>
                )}
                {mode === 'login' && (
                  <p className="mt-2 text-right text-sm">
                    <Link
                      to="/forgot-password"
                      className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      Forgot password?
                    </Link>
                  </p>
                )}
              </div>
              {mode === 'register' && (
                <div>
                  <div className="flex items-center gap-3">
                    <input
                      id="auth-remember-me"
                      type="checkbox"
                      name="rememberMe"
                      aria-describedby={ids.rememberMeHint}
                      className="size-5 rounded border-slate-400 accent-brand-600"
                    />
                    <label
                      htmlFor="auth-remember-me"
                      className="text-sm font-medium text-slate-800"
                    >
                      Remember Me
                    </label>
                  </div>
                  <p id={ids.rememberMeHint} className="mt-1 text-sm text-slate-600">
                    {`Optional: stay signed in for ${sessionLifetime.rememberMeDays} days on ` +
                      `this device instead of ${sessionLifetime.defaultDays} day.`}
                  </p>
                </div>
              )}
              <button
                type="submit"
                className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700"
              >
                {pending ? text.pending : text.submit}
              </button>
            </fieldset>
          </form>
        </>
      )}

      <p className="mt-6 text-center text-sm text-slate-700">
        {`${text.switchPrompt} `}
        <Link
          to={{ pathname: '/login', search: otherModeSearch }}
          state={location.state}
          replace
          onClick={() => setError(null)}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {text.switchAction}
        </Link>
      </p>
    </div>
  );
}

function firstIssue(issues: { message: string; path: PropertyKey[] }[]): FormError {
  const issue = issues[0];
  const field = issue?.path[0];
  const named = typeof field === 'string' ? asField(field) : undefined;
  return {
    message: issue?.message ?? 'Please check the form.',
    ...(named ? { field: named } : {}),
  };
}
