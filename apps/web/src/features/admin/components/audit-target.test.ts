import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, loadNamespaces, translate } from "../../../lib/i18n";
import { auditTargetText } from "./audit-target";

// The log keeps each entry's target as the server wrote it, in English; the console shows it in the
// language of the page, with the names and titles inside it untouched.

const entry = (target_type: string, target_id: string | null, target: string) => ({ target_type, target_id, target });

describe("an audit entry's target", () => {
  afterEach(async () => {
    await activateLocale("en");
  });

  it("reads in German, names and titles as recorded", async () => {
    await loadNamespaces("de", ["admin-audit"]);
    await activateLocale("de");
    const read = (type: string, id: string | null, target: string) =>
      auditTargetText(translate, entry(type, id, target));
    expect(read("appeal", "12", "Appeal #12 by Steve by the sea")).toBe("Einspruch #12 von Steve by the sea");
    expect(read("announcement", "5", "Announcement #5: Season 7: the end")).toBe("Ankündigung #5: Season 7: the end");
    expect(read("page", "3", "Page /p/rules/: Rules")).toBe("Seite /p/rules/: Rules");
    expect(read("contact_message", "9", "Message #9 from Alex")).toBe("Nachricht #9 von Alex");
    expect(read("appeal_comment", "40", "Comment #40 on appeal #12")).toBe("Kommentar #40 zu Einspruch #12");
    expect(read("setting", "site_settings", "Site settings")).toBe("Einstellungen der Seite");
    expect(read("setting", "site_logo", "Site favicon")).toBe("Favicon der Seite");
    expect(read("group", null, "Rank order")).toBe("Rangfolge");
  });

  it("shows what it does not recognise as recorded: a name, a version, a label of another shape", async () => {
    await activateLocale("de");
    const read = (type: string, id: string | null, target: string) =>
      auditTargetText(translate, entry(type, id, target));
    expect(read("user", "7", "Griefer")).toBe("Griefer");
    expect(read("patch", "2", "survival 1.4.2")).toBe("survival 1.4.2");
    expect(read("appeal", "12", "Something else")).toBe("Something else");
    expect(read("group", null, "Moderators")).toBe("Moderators");
  });

  it("keeps English as it was", () => {
    expect(auditTargetText(translate, entry("appeal", "12", "Appeal #12 by Steve"))).toBe("Appeal #12 by Steve");
    expect(auditTargetText(translate, entry("setting", "site_look", "Look"))).toBe("Look");
  });
});
