import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../../features/auth/legal-page.tsx';

/** `/terms`: the short Terms of Service every sign-up agrees to. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      intro={
        <p>
          TailorCV helps you write resumes and cover letters. By creating an account you agree to
          these terms. They are short on purpose.
        </p>
      }
    >
      <LegalSection title="Your account">
        <ul>
          <li>Give an e-mail address you can receive mail at, and keep your password private.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>
            You can delete your account at any time from your profile page; everything it holds is
            removed.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          The documents and files you create or upload stay yours. We store them only to show them
          back to you and to produce the files you ask for. See the{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-4">
            Privacy Policy
          </Link>{' '}
          for exactly what is stored and how to delete it.
        </p>
      </LegalSection>
      <LegalSection title="Fair use">
        <ul>
          <li>Do not upload content you have no right to use, or anything unlawful.</li>
          <li>
            Do not try to break, overload or get around the limits of the service, or to reach other
            people&apos;s accounts.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Suggestions are suggestions">
        <p>
          Extracted details and suggested keywords are produced automatically. Check them before you
          send a resume: you decide what it says. TailorCV cannot promise that any document gets you
          an interview or passes a particular applicant-tracking system.
        </p>
      </LegalSection>
      <LegalSection title="No warranty">
        <p>
          TailorCV is open-source software provided as is, without warranty of any kind. Keep your
          own copy of documents that matter to you. These terms may change; the date above shows the
          latest version.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
