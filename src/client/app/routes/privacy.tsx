import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../../features/auth/legal-page.tsx';

/** `/privacy`: what TailorCV stores about you, why, and how to delete it. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="22 November 2026"
      intro={
        <p>
          TailorCV stores only what it needs to run your account and keep your documents. We do not
          sell your data, show ads or use tracking cookies. TailorCV is open-source software: the
          people who run this server are responsible for the data it holds.
        </p>
      }
    >
      <LegalSection title="What we store">
        <ul>
          <li>
            <strong>Account:</strong> your e-mail address, a hashed form of your password (never the
            password itself), whether your e-mail is verified, the encrypted secret and backup codes
            of two-factor authentication if you turn it on, and which sign-in providers (such as
            Google) are linked to your account.
          </li>
          <li>
            <strong>Profile:</strong> your first name, last name and display name.
          </li>
          <li>
            <strong>Documents:</strong> the resumes and cover letters you save, with everything you
            type into them.
          </li>
          <li>
            <strong>Uploaded CVs:</strong> the files you upload so we can fill in your details, and
            the information extracted from them.
          </li>
          <li>
            <strong>Sessions:</strong> for each device you are signed in on, the browser and
            operating system it reports, its IP address and when it was last used. This lets you see
            and end your sessions on your profile page.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="What we do not store">
        <p>
          If you use the builder without an account, nothing you type is saved on our server. Files
          you export are generated on request and not kept.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and e-mail">
        <p>
          We set only the cookies sign-in needs: a session cookie that your browser cannot read from
          scripts, and short-lived cookies during two-factor or Google sign-in. We send you e-mail
          only to verify your address and to reset your password.
        </p>
      </LegalSection>
      <LegalSection title="Who sees your data">
        <p>
          Your account and documents are visible only to you. When the operator of this server has
          configured an external AI service, the text of an uploaded CV or a job description is sent
          to that service to extract your details or suggest keywords, and nothing else.
        </p>
      </LegalSection>
      <LegalSection title="How to delete your data">
        <ul>
          <li>
            Open{' '}
            <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-4">
              your profile
            </Link>{' '}
            and choose <strong>Delete account</strong>. Your account, profile, documents, uploaded
            CVs and sessions are removed at once and cannot be recovered.
          </li>
          <li>
            To sign out a device you no longer use, end its session under{' '}
            <strong>Active sessions</strong> on the same page.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
