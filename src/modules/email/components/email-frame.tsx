/**
 * An e-mail's HTML as the customer sees it, in a sandboxed frame (no scripts, no same-origin
 * access, no referrer): the template preview (/admin/epost/[template]) and the outbox use it.
 */
export function EmailFrame({ html, title, className, testId }: { html: string; title: string; className?: string; testId?: string }) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox=""
      referrerPolicy="no-referrer"
      className={`w-full rounded-lg border border-line bg-white ${className ?? 'h-[75vh] min-h-[560px]'}`}
      data-testid={testId}
    />
  );
}
