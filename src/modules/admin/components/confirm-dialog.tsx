'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/ui/button';

/**
 * A modal confirmation (a native <dialog> opened with showModal: focus moves into it and stays
 * there, Escape cancels, focus returns to the button that opened it). The children are the form's
 * fields; the submit button says what happens ("Spärra konto").
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  danger,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: (form: FormData) => void;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <form
          className="p-6"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(new FormData(event.currentTarget));
          }}
        >
          <h2 id={titleId} className="font-serif text-xl font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-sm text-muted">
              {description}
            </p>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
              Avbryt
            </button>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy || undefined}
              className={buttonClass(danger ? 'danger' : 'primary', 'sm')}
            >
              {confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
