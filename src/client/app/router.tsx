import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout.tsx';

/**
 * The app's screens (src/shared/routes.ts lists their paths). Every screen is its own
 * chunk (route-level code splitting). We use React Router's declarative mode: its data router costs ~16 KB
 * gzip more, which the landing page's 100 KB budget cannot carry (docs/decisions/0006).
 */
const Landing = lazy(() => import('./routes/landing.tsx'));
const Build = lazy(() => import('./routes/build.tsx'));
const BuildDocument = lazy(() => import('./routes/build-document.tsx'));
const Documents = lazy(() => import('./routes/documents.tsx'));
const Applications = lazy(() => import('./routes/applications.tsx'));
const Application = lazy(() => import('./routes/application.tsx'));
const CoverLetter = lazy(() => import('./routes/cover-letter.tsx'));
const Samples = lazy(() => import('./routes/samples.tsx'));
const Templates = lazy(() => import('./routes/templates.tsx'));
const Features = lazy(() => import('./routes/features.tsx'));
const Help = lazy(() => import('./routes/help.tsx'));
const Auth = lazy(() => import('./routes/auth.tsx'));
const Profile = lazy(() => import('./routes/profile.tsx'));
const ResetPassword = lazy(() => import('./routes/reset-password.tsx'));
const Terms = lazy(() => import('./routes/terms.tsx'));
const Privacy = lazy(() => import('./routes/privacy.tsx'));
const NotFound = lazy(() => import('./routes/not-found.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Landing />} />
        <Route path="build" element={<Build />} />
        <Route path="build/:id" element={<BuildDocument />} />
        <Route path="documents" element={<Documents />} />
        <Route path="applications" element={<Applications />} />
        <Route path="applications/:id" element={<Application />} />
        <Route path="cover-letter" element={<CoverLetter />} />
        <Route path="cover-letter/:id" element={<CoverLetter />} />
        <Route path="samples" element={<Samples />} />
        <Route path="templates" element={<Templates />} />
        <Route path="features" element={<Features />} />
        <Route path="help" element={<Help />} />
        <Route path="auth" element={<Auth />} />
        <Route path="profile" element={<Profile />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="terms" element={<Terms />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
