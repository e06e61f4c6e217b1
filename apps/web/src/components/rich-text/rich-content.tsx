import "./rich-text.css";

/**
 * HTML written in the rich-text editor (an announcement's body, a custom page). It was sanitised by
 * the server against an allowlist when it was written (apps/server/src/lib/sanitize.ts): no script,
 * event handlers, style or unsafe URLs reach here, and the Content-Security-Policy forbids inline
 * script as a second wall.
 */
export function RichContent({ html, className = "" }: { html: string; className?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see above)
    <div className={`rich-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
