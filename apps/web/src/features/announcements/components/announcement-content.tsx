/**
 * The announcement's body. The HTML was sanitised by the server against an allowlist when it was
 * written (apps/server/src/lib/sanitize.ts): no script, event handlers, style or unsafe URLs reach here,
 * and the Content-Security-Policy forbids inline script as a second wall.
 */
export function AnnouncementContent({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (see above)
    <div className="announcement-content" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
