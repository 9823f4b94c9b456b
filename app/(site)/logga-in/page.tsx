import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthScreen } from '@/modules/accounts/components/auth-screen';
import { safeNextPath } from '@/modules/accounts';
import { getMe } from '@/modules/accounts/server';

export const metadata: Metadata = { title: 'Logga in', robots: { index: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const requestHeaders = await headers();
  const { next } = await searchParams;
  const target = safeNextPath(Array.isArray(next) ? next[0] : next);
  // The page is for signed-out visitors.
  if (await getMe(requestHeaders)) redirect(target);
  return <AuthScreen next={target} />;
}
