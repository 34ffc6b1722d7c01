import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SignInPanel } from '../../features/auth/sign-in-panel.tsx';
import { SocialSignIn } from '../../features/auth/social-sign-in.tsx';

// The page opens on Sign In: the Sign Up tab loads right after the page shows, outside
// /auth's initial JavaScript (150 KB budget), and is there by the time it is chosen.
const loadSignUpForm = () => import('../../features/auth/sign-up-form.tsx');
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));

const TAB =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

const PERKS = [
  'Save your resume and pick up where you left off',
  'Fill in your details from the CV you already have',
  'Tailor keywords to every job post',
] as const;

/** `/auth`: Sign In and Sign Up tabs, Google sign-in, e-mail forms. */
export default function AuthPage() {
  const auth = useAuth();
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [busy, setBusy] = useState(false);
  // Remounts the sign-in panel with an e-mail filled in (after 'Account Exists').
  const [signInSeed, setSignInSeed] = useState({ key: 0, email: '' });
  // After a sign-up the tab says to check the inbox: another way to sign up is no use there.
  const [signedUp, setSignedUp] = useState(false);
  const showProviders = !(tab === 'sign-up' && signedUp);
  useEffect(() => {
    void loadSignUpForm();
  }, []);

  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_28rem] lg:gap-16">
        <div className="hidden pt-8 lg:block">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            Your TailorCV account
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink">
            Welcome back. Your next application starts here.
          </h1>
          <p className="mt-4 max-w-md text-lg text-muted">
            Sign in to keep your resumes safe, or create a free account in under a minute.
          </p>
          <ul className="mt-8 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2
                  className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
                  aria-hidden="true"
                />
                {perk}
              </li>
            ))}
          </ul>
        </div>

        <Card className="w-full p-6 sm:p-8 lg:mx-0 mx-auto max-w-md">
          <div className="mb-6 text-center lg:hidden">
            <h1 className="text-2xl font-bold tracking-tight text-ink">Welcome to TailorCV</h1>
            <p className="mt-1 text-sm text-muted">Sign in or create a free account.</p>
          </div>
          <h2 className="sr-only lg:not-sr-only lg:mb-6 lg:text-xl lg:font-semibold lg:text-ink">
            Sign in or create an account
          </h2>

          {auth.status === 'signed-in' && !busy ? (
            <AlreadySignedIn name={auth.displayName} />
          ) : (
            <Tabs
              value={tab}
              onValueChange={(v) => {
                setTab(v);
                setSignedUp(false);
              }}
              tabs={[
                { value: 'sign-in', label: 'Sign In', disabled: busy },
                { value: 'sign-up', label: 'Sign Up', disabled: busy },
              ]}
              label="Sign in or sign up"
              listClassName="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1"
              tabClassName={TAB}
            >
              {showProviders ? (
                <>
                  <SocialSignIn disabled={busy} />
                  <div
                    className="my-6 flex items-center gap-3"
                    role="separator"
                    aria-label="Or continue with email"
                  >
                    <span className="h-px flex-1 bg-slate-200" />
                    <span className="text-xs font-medium tracking-wide text-muted uppercase">
                      Or continue with email
                    </span>
                    <span className="h-px flex-1 bg-slate-200" />
                  </div>
                </>
              ) : null}

              <TabPanel value="sign-in" className="outline-none">
                <SignInPanel
                  key={signInSeed.key}
                  initialEmail={signInSeed.email}
                  busy={busy}
                  setBusy={setBusy}
                />
              </TabPanel>
              <TabPanel value="sign-up" className="outline-none">
                <Suspense
                  fallback={
                    <p role="status" className="min-h-96 text-center text-sm text-muted">
                      Loading…
                    </p>
                  }
                >
                  <SignUpForm
                    busy={busy}
                    setBusy={setBusy}
                    onSignedUp={() => setSignedUp(true)}
                    onAccountExists={(email) => {
                      setSignInSeed((s) => ({ key: s.key + 1, email }));
                      setTab('sign-in');
                      setSignedUp(false);
                    }}
                  />
                </Suspense>
              </TabPanel>
            </Tabs>
          )}
        </Card>
      </div>
    </div>
  );
}

function AlreadySignedIn({ name }: { name: string }) {
  return (
    <div className="space-y-4 text-center">
      <p className="text-ink">
        You are signed in as <strong>{name}</strong>.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/build">
            Go to the builder
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">Edit Profile</Link>
        </Button>
      </div>
    </div>
  );
}
