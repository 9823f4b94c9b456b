import { ProblemMessageForm } from './problem-message-form';

/**
 * "Rapportera problem" (REPORT_ORDER_PROBLEM) before the funds are released: a disclosure with what
 * happened and photos if the buyer likes. The studio is told, the automatic release waits, and the
 * page then shows the thread (docs/decisions/0044).
 */
export function ReportProblem({ orderId, again = false }: { orderId: number; again?: boolean }) {
  return (
    <details className="group rounded-xl border border-line" data-testid="report-problem">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {again ? 'Rapportera ett nytt problem' : 'Rapportera problem'}
      </summary>
      <div className="space-y-4 border-t border-line p-4">
        <p className="text-sm text-muted">
          Har föremålet skadats, inte kommit fram eller stämmer det inte med beskrivningen? Berätta vad som har hänt. Säljaren får inte
          betalt förrän studion har hört av sig till dig.
        </p>
        <ProblemMessageForm
          orderId={orderId}
          action="REPORT_ORDER_PROBLEM"
          label="Vad har hänt?"
          submitLabel="Skicka till studion"
          sentText="Tack! Studion har fått ditt meddelande och kontaktar dig."
        />
      </div>
    </details>
  );
}
