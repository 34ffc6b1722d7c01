import { zodResolver } from '../../lib/zod-resolver.ts';
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { displayName } from '#shared/profile/display-name.ts';
import {
  PROFILE_NOTICES,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '#shared/profile/profile.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notify.ts';
import { getProfile, updateProfile } from './profile-api.ts';

type FormValues = ProfileUpdateInput;

function toForm(profile: Profile): Required<FormValues> {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    display_name: profile.display_name ?? '',
  };
}

/**
 * The profile editor: first, last and display name, read-only
 * e-mail, Save Changes. Values are trimmed and blanks saved as null by the shared schema.
 */
export function ProfileForm({ onSaved }: { onSaved: (profile: Profile) => Promise<void> | void }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useForm<FormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { first_name: '', last_name: '', display_name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((p) => {
        setProfile(p);
        setLoadFailed(false);
        form.reset(toForm(p));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the profile:', err);
        setLoadFailed(true);
      });
    return () => controller.abort();
  }, [form, attempt]);

  const onSubmit = form.handleSubmit(async (update) => {
    try {
      const saved = await updateProfile(update);
      setProfile(saved);
      form.reset(toForm(saved));
      notify.success(PROFILE_NOTICES.updateSuccess.title, PROFILE_NOTICES.updateSuccess.text);
      await onSaved(saved);
    } catch (err) {
      console.error('Profile update failed:', err);
      notify.error(PROFILE_NOTICES.updateError.title, PROFILE_NOTICES.updateError.text);
    }
  });

  const [first, last, display] = useWatch({
    control: form.control,
    name: ['first_name', 'last_name', 'display_name'],
  });
  const preview = profile
    ? displayName({
        first_name: first,
        last_name: last,
        display_name: display,
        email: profile.email,
      })
    : '';

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-lg font-semibold text-ink">Personal details</h2>
      <p className="mt-1 text-sm text-muted">How your name appears across TailorCV.</p>

      {loadFailed ? (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p>Your profile could not be loaded.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </Button>
        </div>
      ) : !profile ? (
        <div className="mt-6 space-y-5" aria-busy="true" aria-label="Loading profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <SkeletonField />
            <SkeletonField />
          </div>
          <SkeletonField />
          <SkeletonField />
          <Skeleton className="h-10 w-36" />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-label="Profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="profile-first-name"
              label="First Name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextField
              id="profile-last-name"
              label="Last Name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </div>
          <TextField
            id="profile-display-name"
            label="Display Name"
            autoComplete="nickname"
            hint={PROFILE_NOTICES.displayNameHint}
            error={errors.display_name?.message}
            {...form.register('display_name')}
          />
          <TextField
            id="profile-email"
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            hint={PROFILE_NOTICES.emailReadOnly}
            className="[&_input]:bg-slate-50 [&_input]:text-slate-600"
          />
          <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted" aria-live="polite">
              Shown as <strong className="text-ink">{preview}</strong>
            </p>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}
              Save Changes
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

function SkeletonField() {
  return (
    <div className="space-y-2">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
