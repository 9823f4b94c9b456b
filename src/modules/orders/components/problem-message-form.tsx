'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, TextAreaField, issuesByField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { PhotoUploader, type UploaderReadyPhoto } from '@/modules/uploads/components/photo-uploader';
import { MAX_MESSAGE_PHOTOS, orderMessageInput, problemInput } from '../schema';

type MessageAction = 'REPORT_ORDER_PROBLEM' | 'POST_ORDER_MESSAGE' | 'ANSWER_ORDER_PROBLEM';

/**
 * A message about a reported problem with optional photos (docs/decisions/0044): the buyer's report
 * (REPORT_ORDER_PROBLEM), the buyer's reply (POST_ORDER_MESSAGE) or the studio's answer
 * (ANSWER_ORDER_PROBLEM). Checked with the schema the server uses; sent once; the page then reloads
 * its thread. Photos go up through the site's uploader and stay private to the buyer and the studio.
 */
export function ProblemMessageForm({
  orderId,
  action,
  label,
  submitLabel,
  sentText,
}: {
  orderId: number;
  action: MessageAction;
  label: string;
  submitLabel: string;
  /** Said after sending, until the reloaded page shows the message. */
  sentText: string;
}) {
  const router = useRouter();
  const id = useId();
  const once = useOnce();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<UploaderReadyPhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [errors, setErrors] = useState<{ message?: string; images?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  // A reply form stays for the next message: a new round gives the uploader a fresh start.
  const [round, setRound] = useState(0);
  const schema = action === 'REPORT_ORDER_PROBLEM' ? problemInput : orderMessageInput;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (photosBusy) {
      setErrors({ images: 'Vänta tills bilderna har laddats upp.' });
      return;
    }
    const checked = schema.safeParse({ orderId, message, images: photos.map((photo) => photo.key) });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors(issue?.path[0] === 'images' ? { images: issue.message } : { message: issue?.message ?? 'Skriv ett meddelande.' });
      return;
    }
    setErrors({});
    void once.run(async () => {
      try {
        await callAction(action, checked.data);
        setSent(true);
        setMessage('');
        setPhotos([]);
        setRound((value) => value + 1);
        router.refresh();
      } catch (caught) {
        const fields = caught instanceof FunctionsError ? issuesByField(caught.details) : {};
        setErrors(
          fields.message || fields.images
            ? { message: fields.message, images: fields.images }
            : { form: callErrorMessage(caught, 'Det gick inte att skicka. Försök igen.') },
        );
      }
    });
  };

  // The report's form gives way to the thread it opens; a reply's form stays for the next one.
  if (sent && action === 'REPORT_ORDER_PROBLEM') return <FormMessage tone="success">{sentText}</FormMessage>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {sent ? <FormMessage tone="success">{sentText}</FormMessage> : null}
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      <TextAreaField
        label={label}
        name="message"
        value={message}
        onChange={(event) => (setMessage(event.target.value), setSent(false), errors.message ? setErrors({}) : undefined)}
        error={errors.message}
        minLength={action === 'REPORT_ORDER_PROBLEM' ? 10 : 1}
        maxLength={2000}
        rows={4}
      />
      <PhotoUploader
        key={round}
        id={`${id}-photos-${round}`}
        label="Bilder (valfritt)"
        hint={`Högst ${MAX_MESSAGE_PHOTOS}. ${action === 'ANSWER_ORDER_PROBLEM' ? 'Bara köparen och studion' : 'Bara du och studion'} ser dem.`}
        max={MAX_MESSAGE_PHOTOS}
        inputName="images"
        error={errors.images}
        onChange={(next, busy) => {
          setPhotos(next);
          setPhotosBusy(busy);
        }}
      />
      <PrimaryButton type="submit" busy={once.busy} className="sm:w-auto">
        {once.busy ? 'Skickar …' : submitLabel}
      </PrimaryButton>
    </form>
  );
}
