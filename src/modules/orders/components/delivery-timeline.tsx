import { formatEndTime } from '@/ui/format';
import type { DeliveryStage } from '../queries/order-view';

/**
 * A stage's heading on the buyer's page, as what happened to the object: "Köpt" for the dash of
 * `waiting`; a shipment is "Skickad" when its freight is booked and handed to the carrier (the
 * tracking link goes out) and "Mottagen" when it has arrived (docs/decisions/0032: `done` means
 * received). The console keeps the spec's status names.
 */
export function stageTitle(stage: Pick<DeliveryStage, 'status' | 'label'>): string {
  switch (stage.status) {
    case 'waiting':
      return 'Köpt';
    case 'shippingBooked':
      return 'Skickad';
    case 'done':
      return 'Mottagen';
    default:
      return stage.label.charAt(0).toUpperCase() + stage.label.slice(1);
  }
}

/**
 * The delivery's stages in order, each with the date it was reached ("Klart" for a stage passed
 * without a stop, "Väntar" while it lies ahead); the current one is marked for assistive
 * technology with aria-current="step".
 */
export function DeliveryTimeline({ stages, current }: { stages: DeliveryStage[]; current: DeliveryStage['status'] }) {
  return (
    <ol className="mt-4" aria-label="Leveransens steg" data-testid="delivery-stages">
      {stages.map((stage, index) => {
        const reached = stage.reached;
        const isCurrent = stage.status === current;
        const last = index === stages.length - 1;
        return (
          <li
            key={stage.status}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-stage={stage.status}
            data-reached={reached || undefined}
          >
            {last ? null : (
              <span
                aria-hidden
                className={`absolute top-6 bottom-0 left-[11px] w-0.5 ${stages[index + 1]?.reached ? 'bg-ink' : 'bg-line'}`}
              />
            )}
            <span
              aria-hidden
              className={`relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                reached ? 'border-ink bg-ink text-white' : 'border-line bg-white'
              } ${isCurrent ? 'ring-4 ring-accent' : ''}`}
            >
              {reached ? (
                <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              ) : null}
            </span>
            <div className="min-w-0">
              <p className={`leading-6 ${isCurrent ? 'font-semibold' : reached ? 'font-medium' : 'text-muted'}`}>{stageTitle(stage)}</p>
              <p className="tabular text-sm text-muted">
                {stage.at ? <time dateTime={stage.at}>{formatEndTime(new Date(stage.at))}</time> : reached ? 'Klart' : 'Väntar'}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
