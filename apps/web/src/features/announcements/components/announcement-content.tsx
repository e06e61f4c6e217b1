import { RichContent } from "../../../components/rich-text/rich-content";

/** The announcement's body (server-sanitised HTML); the class is what the browser tests find it by. */
export function AnnouncementContent({ html }: { html: string }) {
  return <RichContent html={html} className="announcement-content" />;
}
