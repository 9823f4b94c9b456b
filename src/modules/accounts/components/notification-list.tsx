'use client';

import Link from '@/ui/link';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from './auth-provider';
import { callAction } from '@/platform/callable/actions';
import { USER_EVENT_TYPES, type NotificationView } from '@/modules/notifications';

/**
 * The account page's events (spec §3/§4): newest first, unread marked. Marking one shows at once;
 * if the server refuses, it goes back to unread and the error shows. Marking all shows at once and
 * a failure is swallowed. New and read events from other tabs arrive live.
 */

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function NotificationList({ initial }: { initial: NotificationView[] }) {
  const [items, setItems] = useState(initial);
  const { setHasUnread } = useAuth();
  const unread = items.filter((item) => !item.read).length;

  useEffect(() => {
    const onEvent = (event: Event) => {
      const { type, data } = (
        event as CustomEvent<{ type: string; data: { notification?: NotificationView; ids?: number[]; all?: boolean } }>
      ).detail;
      if (type === USER_EVENT_TYPES.notificationCreated && data.notification) {
        const created = data.notification;
        setItems((current) => (current.some((item) => item.id === created.id) ? current : [created, ...current]));
      }
      if (type === USER_EVENT_TYPES.notificationsRead) {
        setItems((current) => current.map((item) => (data.all || data.ids?.includes(item.id) ? { ...item, read: true } : item)));
      }
    };
    window.addEventListener('klubban:notifications', onEvent);
    return () => window.removeEventListener('klubban:notifications', onEvent);
  }, []);

  const markOne = async (id: number) => {
    const before = items;
    const next = items.map((item) => (item.id === id ? { ...item, read: true } : item));
    setItems(next);
    setHasUnread(next.some((item) => !item.read));
    try {
      await callAction('MARK_NOTIFICATION_READ', { notificationId: id });
    } catch (error) {
      setItems((current) => current.map((item) => (item.id === id ? { ...item, read: false } : item)));
      setHasUnread(before.some((item) => !item.read));
      toast.error(error instanceof Error ? error.message : 'Kunde inte markera som läst.');
    }
  };

  const markAll = async () => {
    setItems((current) => current.map((item) => ({ ...item, read: true })));
    setHasUnread(false);
    try {
      await callAction('MARK_ALL_NOTIFICATIONS_READ', {});
    } catch {
      // Spec §4: a failure to mark all is swallowed.
    }
  };

  if (items.length === 0) {
    return (
      <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted">
        Inga händelser ännu. Här visas bud, vinster och svar från studion.
      </p>
    );
  }

  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          {unread === 0 ? 'Allt är läst' : unread === 1 ? '1 oläst' : `${unread} olästa`}
        </p>
        {unread > 0 ? (
          <button type="button" onClick={markAll} className="min-h-11 text-sm font-medium underline underline-offset-4">
            Markera alla som lästa
          </button>
        ) : null}
      </div>
      <ul className="divide-y divide-line rounded-lg border border-line" data-testid="notifications">
        {items.map((item) => (
          <li key={item.id} className={`flex gap-3 p-4 ${item.read ? '' : 'bg-accent/10'}`} data-read={item.read}>
            <span aria-hidden className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-danger'}`} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {item.read ? null : <span className="sr-only">Oläst: </span>}
                {item.href ? (
                  <Link href={item.href} onClick={() => !item.read && void markOne(item.id)} className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              {item.body ? <p className="mt-0.5 text-sm text-muted">{item.body}</p> : null}
              <p className="mt-1 text-xs text-muted">
                <time dateTime={new Date(item.createdAt).toISOString()}>{timeFormat.format(new Date(item.createdAt))}</time>
              </p>
            </div>
            {item.read ? null : (
              <button
                type="button"
                onClick={() => void markOne(item.id)}
                className="min-h-11 shrink-0 self-center text-sm underline underline-offset-4"
              >
                Markera som läst
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
