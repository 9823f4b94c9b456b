import Link from '@/ui/link';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/db';
import { ChangePasswordForm, ProfileForm, ResendVerification, SignOutButton } from '@/modules/accounts/components/account-forms';
import { AuthScreen } from '@/modules/accounts/components/auth-screen';
import { getOwnProfile } from '@/modules/accounts/queries/get-account';
import { getMe } from '@/modules/accounts/queries/get-me';
import { NotificationList } from '@/modules/notifications/components/notification-list';
import { listNotifications } from '@/modules/notifications/queries/list-notifications';

export const metadata: Metadata = { title: 'Mitt konto', robots: { index: false } };

/** The account page (requireAuth): events, profile, password. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ verifierad?: string }> }) {
  const me = await getMe(await headers());
  if (!me) return <AuthScreen next="/user" />;
  const db = await getDb();
  const [profile, notifications, params] = await Promise.all([getOwnProfile(db, me.uid), listNotifications(db, me.uid, { limit: 50 }), searchParams]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold">Hej {profile?.firstName || me.displayName}!</h1>
          <p className="mt-1 text-sm text-muted">{me.email}</p>
        </div>
        <div className="flex gap-2">
          {me.admin ? (
            <Link href="/admin/anvandare" className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium">
              Administration
            </Link>
          ) : null}
          <SignOutButton />
        </div>
      </div>

      {params.verifierad && me.emailVerified ? (
        <p role="status" className="mt-6 rounded-lg bg-green-50 px-4 py-3 text-sm text-success">
          Tack! Din e-postadress är bekräftad.
        </p>
      ) : null}
      {!me.emailVerified ? (
        <div role="status" className="mt-6 rounded-lg bg-accent/30 px-4 py-3 text-sm">
          <p>Bekräfta din e-postadress via länken vi mejlade till {me.email}.</p>
          <ResendVerification email={me.email} />
        </div>
      ) : null}

      <section className="mt-10" aria-labelledby="handelser">
        <h2 id="handelser" className="mb-4 font-serif text-2xl font-semibold">
          Händelser
        </h2>
        <NotificationList initial={notifications} />
      </section>

      <section className="mt-12" aria-labelledby="uppgifter">
        <h2 id="uppgifter" className="mb-4 font-serif text-2xl font-semibold">
          Mina uppgifter
        </h2>
        <ProfileForm
          initial={{
            firstName: profile?.firstName ?? '',
            lastName: profile?.lastName ?? '',
            phone: profile?.phoneRaw ?? '',
            newsletter: Boolean(profile?.newsletterConsent),
          }}
        />
      </section>

      <section className="mt-12" aria-labelledby="losenord">
        <h2 id="losenord" className="mb-4 font-serif text-2xl font-semibold">
          Byt lösenord
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
